import { EARLY_INPUT, EARLY_LOOK } from '@/config/first-paint';

/**
 * What the page's head script and the app share about input made before the app took over:
 * what is kept, how a control is found again, and how a press shows that it was taken. The head
 * script (built from head-script.ts into each page) and the app's replay (early-input.ts) both
 * use these definitions, so they cannot drift apart.
 */

/** One thing the visitor did before the app took over, as the head script queued it. */
export interface EarlyEntry {
  /** A click (or Enter or Space on a control), text typed into a field, or the field in focus. */
  type: 'click' | 'value' | 'focus';
  /** The control as it was pressed; gone from the page when the app drew its screen afresh. */
  el: HTMLElement;
  /** Its tag, type or role and accessible name. */
  key: string;
  /** Its place among the controls on the page with the same key. */
  at: number;
  /** The text of a field typed into, as last typed. */
  value?: string;
}

/**
 * What the head script leaves on `window`. `holding` until the app is in; `replaying` while the
 * app carries out what was held, one entry at a time; `off` once the queue is empty (at once
 * when nothing was held). Nothing made after the app is in is ever held: a press meanwhile
 * first has the app carry out everything still held (`drain`), then acts itself, so all happens
 * once, in the order it was made, and the new press is not kept waiting.
 */
export interface EarlyInput {
  phase: 'holding' | 'replaying' | 'off';
  queue: EarlyEntry[];
  /** The field the visitor was in when the app took over. */
  focus?: EarlyEntry;
  /** True while the app carries out an entry: that click is the app's own, not held again. */
  passing: boolean;
  /** Set by the app while replaying: carries out at once every entry still held, and ends. */
  drain?: () => void;
}

/** The early input on this window, if the page's head script ran. */
export function earlyInputOf(win: Window): EarlyInput | undefined {
  return (win as unknown as Record<string, EarlyInput | undefined>)[EARLY_INPUT];
}

/** Starts holding: the head script calls this once, before the first paint. */
export function startEarlyInput(win: Window): EarlyInput {
  const early: EarlyInput = { phase: 'holding', queue: [], passing: false };
  (win as unknown as Record<string, EarlyInput>)[EARLY_INPUT] = early;
  return early;
}

/**
 * The controls whose use is held for the app, as a selector. Text fields are among them for
 * their typing; a click into one only places the caret and is left alone.
 */
export const EARLY_CONTROLS =
  'button,a[href],input,textarea,select,[role=button],[role=switch],[role=checkbox],' +
  '[role=combobox],[role=tab],[role=menuitem],[role=option]';

/** A control's key: its tag, its type or role and its accessible name, spaces folded. */
function controlKey(el: Element): string {
  const labelled = el as Partial<HTMLInputElement>;
  const label = labelled.labels?.[0];
  const name =
    el.getAttribute('aria-label') ||
    el.getAttribute('name') ||
    (label ? label.textContent : el.textContent);
  const type = typeof labelled.type === 'string' ? labelled.type : el.getAttribute('role');
  return [el.tagName, type, (name ?? '').replace(/\s+/g, ' ').trim()].join('|');
}

/** The controls in the app's container that carry this key, in document order. */
export function alikeControls(doc: Document, key: string): HTMLElement[] {
  const root = doc.getElementById('root');
  if (!root) return [];
  return Array.from(root.querySelectorAll<HTMLElement>(EARLY_CONTROLS)).filter(
    (el) => controlKey(el) === key,
  );
}

/** An entry for a control on the page now. */
export function entryFor(el: HTMLElement, type: EarlyEntry['type']): EarlyEntry {
  const key = controlKey(el);
  return { type, el, key, at: alikeControls(el.ownerDocument, key).indexOf(el) };
}

/** A field whose text is typed (not a box, a button or a file picker). */
export function isTyped(el: Element): el is HTMLInputElement | HTMLTextAreaElement {
  return (
    el.tagName === 'TEXTAREA' ||
    (el instanceof HTMLInputElement &&
      !/^(checkbox|radio|button|submit|reset|file|image)$/.test(el.type))
  );
}

/** How a control shows a press: a switch moves, a toggle looks pressed, anything else busy. */
function lookOf(el: HTMLElement): 'switch' | 'toggle' | 'busy' {
  if (el instanceof HTMLInputElement && el.type === 'checkbox') return 'switch';
  if (el.hasAttribute('aria-pressed')) return 'toggle';
  return 'busy';
}

/**
 * One press of a switch or toggle, on the page only (the app has not seen it yet). A switch is
 * moved by its look alone: its box stays as the app knows it, or the app would take the change
 * for one of its own (React carries out a box changed before it adopted the page).
 */
function flip(el: HTMLElement, look: 'switch' | 'toggle') {
  if (look === 'toggle') {
    el.setAttribute('aria-pressed', el.getAttribute('aria-pressed') === 'true' ? 'false' : 'true');
  } else {
    el.parentElement?.classList.toggle(EARLY_LOOK.checkedClass);
  }
}

/**
 * Shows at once that a press was taken, before the app can answer it: a switch moves, a toggle
 * looks pressed (pressed twice, it is back as it was), any other control looks busy. The page's
 * own styles draw the looks by EARLY_LOOK.held.
 */
export function showTaken(el: HTMLElement): void {
  const presses = Number(el.getAttribute(EARLY_LOOK.held) ?? 0) + 1;
  el.setAttribute(EARLY_LOOK.held, String(presses));
  const look = lookOf(el);
  if (look === 'busy') el.setAttribute('aria-busy', 'true');
  else flip(el, look);
}

/** Whether a second press of this control undoes the first (a switch, a toggle). */
export function undoneByAgain(el: HTMLElement): boolean {
  return lookOf(el) !== 'busy';
}

/**
 * A press of a switch or toggle undone by the next press of it before the app took over: its
 * look goes back one step, and once no press is held the control is as the page drew it.
 */
export function takeBack(el: HTMLElement): void {
  const presses = Number(el.getAttribute(EARLY_LOOK.held) ?? 0);
  if (presses === 0) return;
  if (presses === 1) el.removeAttribute(EARLY_LOOK.held);
  else el.setAttribute(EARLY_LOOK.held, String(presses - 1));
  const look = lookOf(el);
  if (look !== 'busy') flip(el, look);
}

/**
 * Takes the looks of the held presses off a control, leaving it as the app drew it, just before
 * the app carries the first of them out (the app then draws the outcome itself).
 */
export function releaseLook(el: HTMLElement): void {
  const presses = Number(el.getAttribute(EARLY_LOOK.held) ?? 0);
  if (presses === 0) return;
  el.removeAttribute(EARLY_LOOK.held);
  const look = lookOf(el);
  if (look === 'busy') el.removeAttribute('aria-busy');
  else if (presses % 2 === 1) flip(el, look);
}
