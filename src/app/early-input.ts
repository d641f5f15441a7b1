import { EARLY_INPUT } from '@/config/first-paint';

/** One thing the visitor did on the painted page, as the head script queued it. */
interface EarlyEntry {
  /** A click (or Enter or Space on a control), text typed into a field, or the field in focus. */
  type: 'click' | 'value' | 'focus';
  /** The painted control; gone from the page when the app drew its screen afresh. */
  el: HTMLElement;
  /** Its tag, type or role and accessible name. */
  key: string;
  /** Its place among the painted controls with the same key. */
  at: number;
  /** The text of a field typed into, as last typed. */
  value?: string;
}

/** What the head script leaves on `window` (see src/app/first-paint-script.ts). */
interface EarlyInput {
  on: boolean;
  queue: EarlyEntry[];
  focus?: EarlyEntry;
  key: (el: Element) => string;
  alike: (key: string) => Element[];
}

/** The app's own control for a painted one: the same key, at the same place among its like. */
function liveControl(early: EarlyInput, entry: EarlyEntry): HTMLElement | null {
  if (entry.at < 0) return null;
  const found = early.alike(entry.key)[entry.at];
  return found instanceof HTMLElement ? found : null;
}

/** How long a held click may wait for the part it landed on to be adopted. */
const ADOPTION_WAIT_MS = 5000;

/**
 * Whether the app has its handlers on this element (React keeps its props on it): a part adopted
 * in a later pass has none until then, and a click carried out on it before may go unanswered.
 */
const adopted = (el: Element) => Object.keys(el).some((key) => key.startsWith('__reactProps$'));

type Field = HTMLInputElement | HTMLTextAreaElement;

const isField = (el: Element | null): el is Field =>
  el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement;

/**
 * Puts text into the app's field as if typed there, so its change handler sees it. The value
 * is written past the setter React watches; when the field already shows the text (the app
 * adopted the painted field) it is first emptied, or React would see no change.
 */
function typeInto(field: Field, text: string) {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  if (!setter) return;
  const write = (value: string) => {
    setter.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  };
  if (field.value === text) write(text === '' ? ' ' : '');
  write(text);
}

/** A held click carried out: a select opens on the press of the button, anything else on click. */
function press(control: HTMLElement) {
  if (control.getAttribute('role') !== 'combobox') control.click();
  else control.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, cancelable: true }));
}

/** An entry carried out on the app's own control: a held click, or the text typed. */
function carryOut(live: HTMLElement | null, entry: EarlyEntry) {
  if (live && entry.type !== 'value') press(live);
  else if (isField(live) && entry.value !== undefined) typeInto(live, entry.value);
}

/** Fields typed into: their text goes into the app's fields, and the caret where it was. */
function carryOutTyping(early: EarlyInput, entries: EarlyEntry[]) {
  for (const entry of entries) carryOut(liveControl(early, entry), entry);
  const focus = early.focus;
  const live = focus && liveControl(early, focus);
  if (!focus || !live || live === document.activeElement) return;
  live.focus();
  if (isField(live) && isField(focus.el)) {
    const { selectionStart, selectionEnd } = focus.el;
    try {
      live.setSelectionRange(selectionStart, selectionEnd);
    } catch {
      // A field without a caret (a number, an email address) keeps the browser's.
    }
  }
}

/**
 * Takes over what the visitor did on the painted page: call once, when the app's first screen is
 * on the page (in a layout effect). Fields the app drew afresh get their text and the focus now,
 * so no key pressed after this lands in a field that is gone. Everything else is carried out in
 * order once the page is first idle, each once its control has the app's handlers.
 */
export function takeOverEarlyInput(win: Window = window): void {
  const early = (win as unknown as Record<string, EarlyInput | undefined>)[EARLY_INPUT];
  if (!early || !early.on) return;
  early.on = false;
  const queue = early.queue.splice(0);
  const redrawn = (entry: EarlyEntry) => entry.type === 'value' && !entry.el.isConnected;
  carryOutTyping(early, queue.filter(redrawn));
  const rest = queue.filter((entry) => !redrawn(entry));
  const waitUntil = Date.now() + ADOPTION_WAIT_MS;
  const next = () => {
    const entry = rest[0];
    if (!entry) return;
    const live = liveControl(early, entry);
    // A part adopted in a later pass has no handlers yet: its turn comes when it has.
    if (live && !adopted(live) && Date.now() < waitUntil) {
      win.setTimeout(next, 16);
      return;
    }
    rest.shift();
    carryOut(live, entry);
    next();
  };
  // The parts React adopts in later passes are in by the time the page is first idle.
  if (typeof win.requestIdleCallback === 'function') {
    win.requestIdleCallback(next, { timeout: ADOPTION_WAIT_MS });
  } else {
    win.setTimeout(next, 0);
  }
}
