import { readFileSync } from 'node:fs';
import path from 'node:path';
import { markPage } from '../head-script';
import {
  EARLY_LOOK,
  FIRST_PAINT_STORAGE,
  PAGE_ATTRIBUTES,
  PAINTED_PART_ATTRIBUTES,
  SHARE_FRAGMENT,
} from '@/config/first-paint';
import { paths } from '@/config/paths';
import { STORAGE_KEYS } from '@/config/storage-keys';
import { SETTINGS_KEYS } from '@/domain/settings';

const root = document.documentElement;
const repoFile = (file: string) => readFileSync(path.join(__dirname, '../../../..', file), 'utf8');

const A_CHARACTER = JSON.stringify({ id: 'c1', name: 'Aria', race: 'Elf' });

/** The attributes the script leaves on <html>, by name. */
function pageMarks(): Record<string, string> {
  return Object.fromEntries(
    Object.values(PAGE_ATTRIBUTES)
      .filter((name) => root.hasAttribute(name))
      .map((name) => [name, root.getAttribute(name) ?? '']),
  );
}

function systemPrefers(scheme: 'dark' | 'light') {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: query === '(prefers-color-scheme: dark)' && scheme === 'dark',
    }),
  });
}

/** Runs the page's head script as the browser does, before anything else on the page. */
function runFirstPaint({ at = paths.generator }: { at?: string } = {}) {
  window.history.replaceState(null, '', at);
  markPage(window);
  return pageMarks();
}

beforeEach(() => {
  for (const name of root.getAttributeNames()) root.removeAttribute(name);
  localStorage.clear();
  systemPrefers('light');
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

test('a first visitor: the light scheme, and the page shows its own character and lists', () => {
  expect(runFirstPaint()).toEqual({ [PAGE_ATTRIBUTES.colorScheme]: 'light' });
});

test.each(FIRST_PAINT_STORAGE.returning)(
  'a returning visitor (something under %s): the page hides its built-in character',
  (key) => {
    localStorage.setItem(key, key === STORAGE_KEYS.current ? A_CHARACTER : `[${A_CHARACTER}]`);
    const marks = runFirstPaint();
    expect(marks).toHaveProperty(PAGE_ATTRIBUTES.returning, '');
    expect(marks).toHaveProperty(PAGE_ATTRIBUTES.colorScheme, 'light');
  },
);

// The painted Settings form shows the defaults: a stored General Setting must keep it hidden
// until the app shows the visitor's own.
test.each(['gameSystem', 'abilityScoreMethod'])(
  'a stored %s: the painted Settings form waits for the app',
  (key) => {
    localStorage.setItem(key, key === 'gameSystem' ? 'srd5' : 'pointBuy');
    expect(runFirstPaint({ at: paths.settings })).toHaveProperty(PAGE_ATTRIBUTES.settings, '');
  },
);

test('empty lists left in storage are no returning visitor', () => {
  for (const key of FIRST_PAINT_STORAGE.returning) localStorage.setItem(key, '[]');
  expect(runFirstPaint()).toEqual({ [PAGE_ATTRIBUTES.colorScheme]: 'light' });
});

test('saved characters: My Characters paints card frames, and the visitor is a returning one', () => {
  localStorage.setItem(STORAGE_KEYS.characters, `[${A_CHARACTER}]`);
  expect(runFirstPaint({ at: paths.characters })).toEqual({
    [PAGE_ATTRIBUTES.colorScheme]: 'light',
    [PAGE_ATTRIBUTES.returning]: '',
    [PAGE_ATTRIBUTES.saved]: '',
  });
});

test('History or a card alone are no saved characters', () => {
  localStorage.setItem(STORAGE_KEYS.history, `[${A_CHARACTER}]`);
  localStorage.setItem(STORAGE_KEYS.current, A_CHARACTER);
  expect(runFirstPaint()).not.toHaveProperty(PAGE_ATTRIBUTES.saved);
});

test.each<['light' | 'dark', 'light' | 'dark']>([
  ['dark', 'light'],
  ['light', 'dark'],
])('the scheme chosen in Settings (%s) wins over the system (%s)', (chosen, system) => {
  systemPrefers(system);
  localStorage.setItem(STORAGE_KEYS.themeMode, chosen);
  expect(runFirstPaint()).toHaveProperty(PAGE_ATTRIBUTES.colorScheme, chosen);
});

test.each([
  ['system', 'dark'],
  ['system', 'light'],
  ['sepia', 'dark'],
  [null, 'dark'],
] as const)('theme %s: the page follows the system (%s)', (stored, system) => {
  systemPrefers(system);
  if (stored !== null) localStorage.setItem(STORAGE_KEYS.themeMode, stored);
  expect(runFirstPaint()).toHaveProperty(PAGE_ATTRIBUTES.colorScheme, system);
});

test.each([paths.generator, `${paths.generator}/`])(
  'a share link on the generator (%s): the card hides until its character is read',
  (address) => {
    localStorage.setItem(STORAGE_KEYS.current, A_CHARACTER);
    const marks = runFirstPaint({ at: `${address}${SHARE_FRAGMENT}abc` });
    expect(marks).toHaveProperty(PAGE_ATTRIBUTES.sharePending, '');
    expect(marks).toHaveProperty(PAGE_ATTRIBUTES.returning, '');
  },
);

test.each([
  ['another screen', `${paths.characters}${SHARE_FRAGMENT}abc`],
  ['another fragment', `${paths.generator}#top`],
  ['an address that only starts like the generator', `${paths.generator}s${SHARE_FRAGMENT}abc`],
])('no share link on %s', (_, address) => {
  expect(runFirstPaint({ at: address })).not.toHaveProperty(PAGE_ATTRIBUTES.sharePending);
});

test('storage that refuses every call: the page paints as for a first visitor', () => {
  for (const key of FIRST_PAINT_STORAGE.returning) localStorage.setItem(key, `[${A_CHARACTER}]`);
  const refuse = () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  jest.spyOn(Storage.prototype, 'getItem').mockImplementation(refuse);
  jest.spyOn(Storage.prototype, 'setItem').mockImplementation(refuse);
  // A share link and the installed app are still marked: they do not depend on storage.
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { controller: {} },
  });
  expect(runFirstPaint({ at: `${paths.generator}${SHARE_FRAGMENT}abc` })).toEqual({
    [PAGE_ATTRIBUTES.sharePending]: '',
    [PAGE_ATTRIBUTES.fonts]: '',
  });
});

test('served by the installed app: the page paints in Roboto at once', () => {
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { controller: {} },
  });
  expect(runFirstPaint()).toHaveProperty(PAGE_ATTRIBUTES.fonts, '');
});

test('a service worker that does not control the page yet: the fonts wait for the app', () => {
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { controller: null },
  });
  expect(runFirstPaint()).not.toHaveProperty(PAGE_ATTRIBUTES.fonts);
});

test('every setting stored keeps the painted Settings form hidden: the list names them all', () => {
  expect(new Set(FIRST_PAINT_STORAGE.settings)).toEqual(
    new Set([STORAGE_KEYS.themeMode, ...SETTINGS_KEYS]),
  );
});

test("the page's own styles hide and show the painted screen by the contract's attributes", () => {
  const style = /<style>([\s\S]*?)<\/style>/.exec(repoFile('public/index.html'))?.[1] ?? '';
  const used = new Set(Array.from(style.matchAll(/\[([\w-]+)\]/g), (match) => match[1]));
  expect(used).toEqual(
    new Set([
      PAGE_ATTRIBUTES.returning,
      PAGE_ATTRIBUTES.sharePending,
      PAGE_ATTRIBUTES.saved,
      PAGE_ATTRIBUTES.settings,
      PAGE_ATTRIBUTES.app,
      EARLY_LOOK.held,
      ...Object.values(PAINTED_PART_ATTRIBUTES),
    ]),
  );
});
