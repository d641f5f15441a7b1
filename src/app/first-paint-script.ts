import { BASE_PATH } from '@/config/paths';
import { FIRST_PAINT_STORAGE, PAGE_ATTRIBUTES, SHARE_FRAGMENT } from '@/config/first-paint';

/** A name as a quoted JavaScript string: the contract's names need no escaping (others fail). */
function quoted(name: string): string {
  if (!/^[\w#=-]+$/.test(name)) {
    throw new Error(`"${name}" cannot be written into the page's head script as it is`);
  }
  return `'${name}'`;
}

/** The generator's address, with or without a final slash, as a regular expression literal. */
const generatorAddress = `/^${BASE_PATH.replace(/[/.*+?^${}()|[\]\\]/g, '\\$&')}\\/?$/`;

const attribute = {
  returning: quoted(PAGE_ATTRIBUTES.returning),
  saved: quoted(PAGE_ATTRIBUTES.saved),
  sharePending: quoted(PAGE_ATTRIBUTES.sharePending),
  fonts: quoted(PAGE_ATTRIBUTES.fonts),
  colorScheme: quoted(PAGE_ATTRIBUTES.colorScheme),
};

/**
 * The script every page runs in its <head>, before the first paint: it picks the colour scheme
 * and marks a returning visitor, saved characters, a share link and the installed app on <html>,
 * so the page painted at build time shows what this visitor will see. It is written out here, as
 * the plain script the browser runs, with the names filled in from the contract the app reads.
 * The build inlines it into each page; the server's security policy allows it by its hash, which
 * changes with any change to this text.
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
  } catch {
    // Storage refused: the page paints in the light scheme and shows what it holds.
  }
})();`;
