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

/**
 * A message's placeholders with their kinds (`count:plural`, `name:`), in order of appearance. A
 * plural's option texts start with `#` or words, never a name and a comma or closing brace.
 */
const placeholders = (message: string): string[] =>
  [...message.matchAll(/\{\s*([A-Za-z_]\w*)\s*(?:,\s*([a-z]+)\s*)?[,}]/g)]
    .map(([, name, kind]) => `${name}:${kind ?? ''}`)
    .sort();

/** Sample values for every placeholder, so each message is formatted once. */
const SAMPLE_VALUES = { count: 2, screen: 'X', language: 'X', name: 'X', total: 3, done: 1 };

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

  test('every message is well-formed ICU and formats', () => {
    const errors: string[] = [];
    const intl = createIntl({
      locale: language,
      messages: catalog,
      onError: (error) => errors.push(error.message),
    });
    for (const id of Object.keys(english)) intl.formatMessage({ id }, SAMPLE_VALUES);
    expect(errors).toEqual([]);
  });

  test('translates what a reader sees (a few names may stay as they are)', () => {
    const same = Object.entries(english).filter(([id, message]) => catalog[id] === message);
    // Names of things (the game system, key shortcuts) read alike in every language.
    expect(same.length).toBeLessThan(Object.keys(english).length / 10);
    expect(language).not.toBe('en');
  });
});

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
