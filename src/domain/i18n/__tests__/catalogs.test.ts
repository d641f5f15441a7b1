import { createIntl } from 'react-intl';
import english from '../catalogs/en.json';
import german from '../catalogs/de.json';
import french from '../catalogs/fr.json';
import spanish from '../catalogs/es.json';
import portuguese from '../catalogs/pt-BR.json';
import italian from '../catalogs/it.json';
import polish from '../catalogs/pl.json';
import { loadMessages } from '../catalogs';
import { pseudoMessage } from '../pseudo';

const CATALOGS: [string, Record<string, string>][] = [
  ['de', german],
  ['fr', french],
  ['es', spanish],
  ['pt-BR', portuguese],
  ['it', italian],
  ['pl', polish],
];

/** A part of a parsed ICU message, as the formatter's parser gives it. */
interface Part {
  type: number;
  value?: string;
  options?: Record<string, { value: Part[] }>;
  children?: Part[];
}

/** The kinds of placeholder, by the parser's numbering (0 is plain text, 7 the plural's `#`). */
const KINDS: Record<number, string> = {
  1: '',
  2: 'number',
  3: 'date',
  4: 'time',
  5: 'select',
  6: 'plural',
  8: 'tag',
};

const parser = createIntl({ locale: 'en' }).formatters;

/** A message's placeholders, each as its name and kind, read from the message's own syntax tree. */
function argumentsOf(message: string, found = new Map<string, string>()): Map<string, string> {
  const walk = (parts: Part[]) => {
    for (const part of parts) {
      const kind = KINDS[part.type];
      if (kind !== undefined && part.value) found.set(part.value, kind);
      for (const option of Object.values(part.options ?? {})) walk(option.value);
      if (part.children) walk(part.children);
    }
  };
  walk(parser.getMessageFormat(message, 'en').getAst() as Part[]);
  return found;
}

const placeholders = (message: string): string[] =>
  [...argumentsOf(message)].map(([name, kind]) => `${name}:${kind}`).sort();

/** A value of each placeholder's kind (a count for a plural), so the message formats whole. */
function valuesFor(message: string, count: number): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, kind] of argumentsOf(message)) {
    if (kind === 'number' || kind === 'plural') values[name] = count;
    else if (kind === 'date' || kind === 'time') values[name] = new Date(2026, 0, 2);
    else if (kind === 'tag') values[name] = (chunks: string[]) => chunks.join('');
    else values[name] = 'Ada';
  }
  return values;
}

describe.each(CATALOGS)('the %s catalog', (language, catalog) => {
  test('has every English message and no other', () => {
    expect(Object.keys(catalog).sort()).toEqual(Object.keys(english).sort());
  });

  test('keeps every message’s placeholders, by name and kind', () => {
    for (const [id, message] of Object.entries(english)) {
      const translated = catalog[id];
      expect({ id, placeholders: translated && placeholders(translated) }).toEqual({
        id,
        placeholders: placeholders(message),
      });
    }
  });

  test('translates what a reader sees (a few names may stay as they are)', () => {
    const same = Object.entries(english).filter(([id, message]) => catalog[id] === message);
    // Names of things (the game system, key shortcuts) read alike in every language.
    expect(same.length).toBeLessThan(Object.keys(english).length / 10);
    expect(language).not.toBe('en');
  });
});

describe.each([['en', english] as [string, Record<string, string>], ...CATALOGS])(
  'the %s catalog',
  (language, catalog) => {
    test.each([0, 1, 2, 5, 22])(
      'every message formats with its own placeholders (counts of %i)',
      (count) => {
        const errors: string[] = [];
        const intl = createIntl({
          locale: language,
          messages: catalog,
          onError: (error) => errors.push(error.message),
        });
        for (const id of Object.keys(english)) {
          const message = catalog[id] ?? '';
          const formatted = intl.formatMessage({ id }, valuesFor(message, count) as never);
          expect({ id, empty: String(formatted).trim() === '' }).toEqual({ id, empty: false });
        }
        expect(errors).toEqual([]);
      },
    );
  },
);

const characters = (catalog: Record<string, string>, locale: string, count: number) =>
  createIntl({ locale, messages: catalog }).formatMessage({ id: 'count.characters' }, { count });

test.each([
  ['pl', polish, ['0 postaci', '1 postać', '2 postacie', '5 postaci', '22 postacie']],
  ['de', german, ['0 Charaktere', '1 Charakter', '2 Charaktere', '5 Charaktere', '22 Charaktere']],
  [
    'fr',
    french,
    ['0 personnage', '1 personnage', '2 personnages', '5 personnages', '22 personnages'],
  ],
])('%s counts characters by its own plural rules', (locale, catalog, expected) => {
  expect([0, 1, 2, 5, 22].map((count) => characters(catalog, locale, count))).toEqual(expected);
});

test('a language’s messages fall back to English for a message its catalog lacks', async () => {
  const messages = await loadMessages('de');
  expect(Object.keys(messages).sort()).toEqual(Object.keys(english).sort());
});

test('the pseudo-language accents every letter outside placeholders and is about 40% longer', () => {
  const message = pseudoMessage('Save {name} now') as string;
  expect(message).toMatch(/^Šàvé \{name\} ñôw ẋ+$/);
  expect(message.length).toBeGreaterThanOrEqual(Math.round('Save {name} now'.length * 1.35));
  const parsed = pseudoMessage([
    { type: 1, value: 'name' },
    { type: 0, value: ' heroes' },
  ]);
  expect(parsed).toEqual([
    { type: 1, value: 'name' },
    { type: 0, value: ' hérôéš' },
    { type: 0, value: ' ẋẋẋẋ' },
  ]);
});
