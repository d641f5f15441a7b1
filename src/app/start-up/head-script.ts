import { BASE_PATH } from '@/config/paths';
import { FIRST_PAINT_STORAGE, PAGE_ATTRIBUTES, SHARE_FRAGMENT } from '@/config/first-paint';
import {
  EARLY_CONTROLS,
  entryFor,
  isTyped,
  showTaken,
  startEarlyInput,
  takeBack,
  undoneByAgain,
  type EarlyInput,
} from './early-input-contract';

/*
 * The script every page runs in its <head>, before the first paint. The build compiles this
 * file on its own (head-entry.ts) and writes the result into each page; the server's security
 * policy allows it by its hash, which changes with any change here (the build stops until
 * deploy/nginx.conf carries the new one). It runs before any other script: it imports nothing
 * but the names the app shares with it.
 */

/** Whether the address is the generator's, with or without a final slash. */
function atGenerator(pathname: string): boolean {
  return pathname === BASE_PATH || pathname === `${BASE_PATH}/`;
}

/** Stored under `key`, and more than an empty list. */
function holdsSomething(storage: Storage, key: string): boolean {
  const value = storage.getItem(key);
  return value !== null && value.length > 2;
}

/**
 * Marks on <html> what this visitor will see, so the page painted at build time shows it: the
 * colour scheme, a returning visitor, saved characters, stored settings, a share link, the
 * installed app.
 */
export function markPage(win: Window): void {
  const root = win.document.documentElement;
  // A share link: its character replaces whatever the page or the visitor had on the card.
  if (atGenerator(win.location.pathname) && win.location.hash.startsWith(SHARE_FRAGMENT)) {
    root.setAttribute(PAGE_ATTRIBUTES.sharePending, '');
  }
  // Served by the installed app: its fonts are kept offline, so the page paints in Roboto at once.
  if (win.navigator.serviceWorker?.controller) root.setAttribute(PAGE_ATTRIBUTES.fonts, '');
  try {
    const storage = win.localStorage;
    let mode = storage.getItem(FIRST_PAINT_STORAGE.themeMode);
    if (mode !== 'light' && mode !== 'dark') {
      mode = win.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
    }
    root.setAttribute(PAGE_ATTRIBUTES.colorScheme, mode);
    // A returning visitor: the page's built-in character and empty lists are not theirs.
    if (FIRST_PAINT_STORAGE.returning.some((key) => holdsSomething(storage, key))) {
      root.setAttribute(PAGE_ATTRIBUTES.returning, '');
    }
    // Saved characters: My Characters paints card frames in place of its empty list.
    if (holdsSomething(storage, FIRST_PAINT_STORAGE.saved)) {
      root.setAttribute(PAGE_ATTRIBUTES.saved, '');
    }
    // Stored settings: the painted form shows the defaults, so it waits for the app.
    if (FIRST_PAINT_STORAGE.settings.some((key) => storage.getItem(key) !== null)) {
      root.setAttribute(PAGE_ATTRIBUTES.settings, '');
    }
  } catch {
    // Storage refused: the page paints in the light scheme and shows what it holds.
  }
}

/**
 * Keeps the visitor's input until the app is in. Before then, a click, or Enter or Space on a
 * control that is no native button, is stopped before it does anything (a painted link would
 * reload the page, a painted form would be sent away) and queued, and the control shows at once
 * that it was taken; a second press of a switch or toggle right after the first takes the first
 * back instead (the visitor saw it move, and moved it back). Typed text goes into the painted
 * field, which is queued once. Each entry names its control as the app will draw it again (see
 * early-input-contract.ts), so the app finds it and carries it out once. Once the app is in,
 * nothing is held: a press on a control while held entries still wait has the app carry those
 * out first, then goes on at once.
 */
export function holdEarlyInput(win: Window): EarlyInput {
  const early = startEarlyInput(win);
  const doc = win.document;

  /**
   * The control an event concerns, when its use is held now. Once the app is in, a press
   * (`pressed`: a pointer or a key going down, a click) on a control has what is still held
   * carried out first, and is then left to act as it is.
   */
  const held = (event: Event, pressed = false) => {
    if (early.passing || early.phase === 'off') return null;
    const target = event.target;
    const el = target instanceof Element ? target.closest<HTMLElement>(EARLY_CONTROLS) : null;
    if (!el || !doc.getElementById('root')?.contains(el)) return null;
    if (early.phase === 'holding') return el;
    if (pressed) early.drain?.();
    return null;
  };
  const hold = (event: Event, el: HTMLElement) => {
    event.preventDefault();
    event.stopPropagation();
    const last = early.queue[early.queue.length - 1];
    if (last?.type === 'click' && last.el === el && undoneByAgain(el)) {
      early.queue.pop();
      takeBack(el);
      return;
    }
    // The look first: the frame that follows shows it, whatever else this press costs.
    showTaken(el);
    early.queue.push(entryFor(el, 'click'));
  };

  // A press begins: a select the app drew opens on it, so what is still held goes first.
  win.addEventListener('pointerdown', (event) => held(event, true), true);
  win.addEventListener(
    'click',
    (event) => {
      const el = held(event, true);
      // A link opened in a new tab or window leaves this page as it is: the browser does that.
      const elsewhere = el?.tagName === 'A' && (event.ctrlKey || event.metaKey || event.shiftKey);
      if (el && !isTyped(el) && !elsewhere) hold(event, el);
    },
    true,
  );
  win.addEventListener(
    'keydown',
    (event) => {
      const el = held(event, true);
      const native = el && /^(BUTTON|A|INPUT|TEXTAREA|SELECT)$/.test(el.tagName);
      // Enter and Space on a native control make a click, which is held by itself.
      if (el && !native && (event.key === 'Enter' || event.key === ' ')) hold(event, el);
    },
    true,
  );
  win.addEventListener(
    'input',
    (event) => {
      const el = held(event);
      if (!el || !isTyped(el)) return;
      event.stopPropagation();
      let typing = early.queue.find((entry) => entry.el === el);
      if (!typing) {
        typing = entryFor(el, 'value');
        early.queue.push(typing);
      }
      typing.value = el.value;
    },
    true,
  );
  win.addEventListener(
    'focusin',
    (event) => {
      const el = held(event);
      if (el) early.focus = entryFor(el, 'focus');
    },
    true,
  );
  win.addEventListener(
    'submit',
    (event) => {
      if (early.phase === 'holding') event.preventDefault();
    },
    true,
  );
  return early;
}

/** Everything the head script does, in order. */
export function runHeadScript(win: Window): void {
  markPage(win);
  holdEarlyInput(win);
}
