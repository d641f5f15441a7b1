import { flushSync } from 'react-dom';
import { ADOPTION_ATTRIBUTES } from '@/config/first-paint';
import {
  alikeControls,
  earlyInputOf,
  releaseLook,
  showTaken,
  type EarlyEntry,
  type EarlyInput,
} from './early-input-contract';

/** The app's own control for a held one: the same key, at the same place among its like. */
function liveControl(doc: Document, entry: EarlyEntry): HTMLElement | null {
  if (entry.at < 0) return null;
  return alikeControls(doc, entry.key)[entry.at] ?? null;
}

/** How long a held press may wait for the part it landed on to be adopted. */
const ADOPTION_WAIT_MS = 5000;
/** How long the app may stay busy before the next held entry is carried out anyway. */
const SETTLE_WAIT_MS = 250;

/**
 * Whether the app answers clicks on this element: a part of the page it adopts in a pass of its
 * own is marked when it has (see components/hydrate-later.tsx); everything else is the app's as
 * soon as it has taken the page over.
 */
function adopted(el: Element): boolean {
  const part = el.closest(`[${ADOPTION_ATTRIBUTES.laterPart}]`);
  return !part || part.hasAttribute(ADOPTION_ATTRIBUTES.adopted);
}

/** Resolves once the browser is idle (the app has done what the last entry set off), or soon. */
function settled(win: Window, timeout = SETTLE_WAIT_MS): Promise<void> {
  return new Promise((resolve) => {
    if (typeof win.requestIdleCallback === 'function') {
      win.requestIdleCallback(() => resolve(), { timeout });
    } else {
      win.setTimeout(resolve, 0);
    }
  });
}

/** Resolves once `el` answers clicks, or after the wait (it is then carried out regardless). */
async function adoption(win: Window, el: Element, until: number): Promise<void> {
  while (!adopted(el) && Date.now() < until) {
    await new Promise((resolve) => win.setTimeout(resolve, 16));
  }
}

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

/**
 * An entry carried out on the app's own control: the looks the held presses gave it come off
 * and the app answers the press, in one step (nothing is drawn between the two), its state and
 * effects committed before this returns, so the next entry sees them.
 */
function carryOut(early: EarlyInput, live: HTMLElement | null, entry: EarlyEntry) {
  if (entry.el !== live) releaseLook(entry.el);
  if (!live) return;
  if (entry.type === 'value') {
    if (isField(live) && entry.value !== undefined) typeInto(live, entry.value);
    return;
  }
  releaseLook(live);
  early.passing = true;
  try {
    flushSync(() => press(live));
  } finally {
    early.passing = false;
  }
}

/** Fields the app drew afresh: their text goes into the app's fields, and the caret where it was. */
function carryOutTyping(doc: Document, early: EarlyInput, entries: EarlyEntry[]) {
  for (const entry of entries) carryOut(early, liveControl(doc, entry), entry);
  const focus = early.focus;
  const live = focus && liveControl(doc, focus);
  if (!focus || !live || live === doc.activeElement) return;
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

/** Carries out at once every entry still held, in order, and ends the replay. */
function drain(doc: Document, early: EarlyInput) {
  early.phase = 'off';
  for (let entry = early.queue.shift(); entry; entry = early.queue.shift()) {
    carryOut(early, liveControl(doc, entry), entry);
  }
}

/**
 * Carries the queue out, one entry at a time, each once the app has done the one before. An
 * entry stays first in the queue until it is carried out, so a press the visitor makes
 * meanwhile, which drains the queue, finds it there and keeps the order.
 */
async function replay(win: Window, early: EarlyInput): Promise<void> {
  const doc = win.document;
  const until = Date.now() + ADOPTION_WAIT_MS;
  // The parts the app adopts in later passes are usually in by the time the page is first idle.
  await settled(win, ADOPTION_WAIT_MS);
  while (early.phase === 'replaying' && early.queue.length > 0) {
    const entry = early.queue[0]!;
    const live = liveControl(doc, entry);
    if (live) await adoption(win, live, until);
    // Drained meanwhile: this entry and the rest are carried out already.
    if (early.queue[0] !== entry) continue;
    early.queue.shift();
    carryOut(early, liveControl(doc, entry), entry);
    await settled(win);
  }
  // Nothing waits any more: from here on the app answers by itself.
  early.phase = 'off';
}

/**
 * Takes over what the visitor did before the app was in: call once, when the app's first screen
 * is on the page (in a layout effect). Fields the app drew afresh get their text and the focus
 * now, so no key pressed after this lands in a field that is gone; controls it drew afresh show
 * the presses held on the painted ones. The presses are then carried out in the order they were
 * made, each after the app has committed the one before (a lock pressed before Generate is on
 * when Generate runs). With no press held, the head script holds nothing from here on; with
 * some, a press the visitor makes meanwhile has them carried out at once before it acts.
 */
export function takeOverEarlyInput(win: Window = window): void {
  const early = earlyInputOf(win);
  if (!early || early.phase !== 'holding') return;
  const doc = win.document;
  const redrawn = (entry: EarlyEntry) => !entry.el.isConnected;
  // The app's own typing and focus, not the visitor's: not held, and nothing to drain for.
  early.passing = true;
  try {
    carryOutTyping(
      doc,
      early,
      early.queue.filter((entry) => entry.type === 'value' && redrawn(entry)),
    );
  } finally {
    early.passing = false;
  }
  early.queue = early.queue.filter((entry) => entry.type === 'click' || !redrawn(entry));
  if (early.queue.length === 0) {
    early.phase = 'off';
    return;
  }
  for (const entry of early.queue) {
    const live = entry.type === 'click' && redrawn(entry) ? liveControl(doc, entry) : null;
    if (live) showTaken(live);
  }
  early.drain = () => drain(doc, early);
  early.phase = 'replaying';
  void replay(win, early);
}
