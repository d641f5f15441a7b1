import { BASE_PATH } from '@/config/paths';
import {
  EARLY_INPUT,
  FIRST_PAINT_STORAGE,
  PAGE_ATTRIBUTES,
  SHARE_FRAGMENT,
} from '@/config/first-paint';
import { SETTINGS_KEYS } from '@/domain/settings';

/** A name as a quoted JavaScript string: the contract's names need no escaping (others fail). */
function quoted(name: string): string {
  if (!/^[\w#=-]+$/.test(name)) {
    throw new Error(`"${name}" cannot be written into the page's head script as it is`);
  }
  return `'${name}'`;
}

/** The generator's address, with or without a final slash, as a regular expression literal. */
const generatorAddress = `/^${BASE_PATH.replace(/[/.*+?^${}()|[\]\\]/g, '\\$&')}\\/?$/`;

const attribute = Object.fromEntries(
  Object.entries(PAGE_ATTRIBUTES).map(([name, value]) => [name, quoted(value)]),
) as Record<keyof typeof PAGE_ATTRIBUTES, string>;

/** Any of these stored: the visitor's own settings, which the painted Settings form lacks. */
const settingsKeys = [FIRST_PAINT_STORAGE.themeMode, ...SETTINGS_KEYS].map(quoted).join(', ');

/**
 * The controls whose use the head script holds for the app, as a selector. Text fields are
 * among them for their typing; a click into one only places the caret and is left alone.
 */
const EARLY_CONTROLS =
  'button,a[href],input,textarea,select,[role=button],[role=switch],[role=checkbox],' +
  '[role=combobox],[role=tab],[role=menuitem],[role=option]';

/**
 * The script every page runs in its <head>, before the first paint: it picks the colour scheme
 * and marks a returning visitor, saved characters, stored settings, a share link and the
 * installed app on <html>, so the page painted at build time shows what this visitor will see.
 *
 * Until the app has taken the page over it also keeps the visitor's input: a click, or Enter or
 * Space on a control that is no native button, is stopped before it does anything (a painted
 * link would reload the page, a painted form would be sent away) and queued; typed text goes
 * into the painted field, which is queued once. Each entry names its control as the app will
 * draw it again (tag, type or role, accessible name, place among controls named alike), so
 * src/app/early-input.ts finds it and carries it out once. The build inlines this text into each
 * page; the server's security policy allows it by its hash, which changes with any change here.
 */
export const FIRST_PAINT_SCRIPT = `(function () {
  var root = document.documentElement;
  // A share link: its character replaces whatever the page or the visitor had on the card.
  if (${generatorAddress}.test(location.pathname) && location.hash.indexOf(${quoted(SHARE_FRAGMENT)}) === 0) {
    root.setAttribute(${attribute.sharePending}, '');
  }
  // Served by the installed app: its fonts are kept offline, so the page paints in Roboto at once.
  if (navigator.serviceWorker && navigator.serviceWorker.controller) {
    root.setAttribute(${attribute.fonts}, '');
  }
  try {
    var mode = localStorage.getItem(${quoted(FIRST_PAINT_STORAGE.themeMode)});
    if (mode !== 'light' && mode !== 'dark') {
      mode = matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
    }
    root.setAttribute(${attribute.colorScheme}, mode);
    // A returning visitor: the page's built-in character and empty lists are not theirs.
    var keys = [${FIRST_PAINT_STORAGE.returning.map(quoted).join(', ')}];
    for (var i = 0; i < keys.length; i += 1) {
      var value = localStorage.getItem(keys[i]);
      if (value && value.length > 2) root.setAttribute(${attribute.returning}, '');
    }
    // Saved characters: My Characters paints card frames in place of its empty list.
    var saved = localStorage.getItem(${quoted(FIRST_PAINT_STORAGE.saved)});
    if (saved && saved.length > 2) root.setAttribute(${attribute.saved}, '');
    // Stored settings: the painted form shows the defaults, so it waits for the app.
    var settings = [${settingsKeys}];
    for (var j = 0; j < settings.length; j += 1) {
      if (localStorage.getItem(settings[j]) !== null) root.setAttribute(${attribute.settings}, '');
    }
  } catch {
    // Storage refused: the page paints in the light scheme and shows what it holds.
  }
  var early = (window[${quoted(EARLY_INPUT)}] = { on: true, queue: [] });
  var controls = '${EARLY_CONTROLS}';
  early.key = function (el) {
    var label = el.labels && el.labels[0];
    var name = el.getAttribute('aria-label') || el.getAttribute('name') ||
      (label ? label.textContent : el.textContent);
    return [el.tagName, el.type || el.getAttribute('role'), (name || '').replace(/\\s+/g, ' ').trim()].join('|');
  };
  // The controls on the page now that carry this key, in document order.
  early.alike = function (key) {
    var all = document.getElementById('root').querySelectorAll(controls);
    var alike = [];
    for (var i = 0; i < all.length; i += 1) if (early.key(all[i]) === key) alike.push(all[i]);
    return alike;
  };
  function entry(el, type) {
    var key = early.key(el);
    return { type: type, el: el, key: key, at: early.alike(key).indexOf(el) };
  }
  function typed(el) {
    return el.tagName === 'TEXTAREA' ||
      (el.tagName === 'INPUT' && !/^(checkbox|radio|button|submit|reset|file|image)$/.test(el.type));
  }
  function held(event) {
    var el = early.on && event.target.closest && event.target.closest(controls);
    return el && document.getElementById('root').contains(el) ? el : null;
  }
  function hold(event, el, type) {
    event.preventDefault();
    event.stopPropagation();
    early.queue.push(entry(el, type));
  }
  addEventListener('click', function (event) {
    var el = held(event);
    // A link opened in a new tab or window leaves this page as it is: the browser does that.
    var elsewhere = el && el.tagName === 'A' && (event.ctrlKey || event.metaKey || event.shiftKey);
    if (el && !typed(el) && !elsewhere) hold(event, el, 'click');
  }, true);
  addEventListener('keydown', function (event) {
    var el = held(event);
    if (el && (event.key === 'Enter' || event.key === ' ') && !/^(BUTTON|A|INPUT|TEXTAREA|SELECT)$/.test(el.tagName)) {
      hold(event, el, 'click');
    }
  }, true);
  addEventListener('input', function (event) {
    var el = held(event);
    if (!el || !typed(el)) return;
    event.stopPropagation();
    var typing = null;
    for (var i = 0; i < early.queue.length; i += 1) if (early.queue[i].el === el) typing = early.queue[i];
    if (!typing) early.queue.push((typing = entry(el, 'value')));
    typing.value = el.value;
  }, true);
  addEventListener('focusin', function (event) {
    var el = held(event);
    if (el) early.focus = entry(el, 'focus');
  }, true);
  addEventListener('submit', function (event) {
    if (early.on) event.preventDefault();
  }, true);
})();`;
