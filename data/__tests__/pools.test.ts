/**
 * @jest-environment node
 */
// The name pools, epithets and creed lines in data/: their shape (a JSON schema each), sizes,
// duplicates, and the size they add to the app bundle.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import Ajv from 'ajv';
import { ALIGNMENTS } from '../../src/domain/character';
import maleNames from '../male-names.json';
import femaleNames from '../female-names.json';
import surnames from '../surnames.json';
import epithets from '../epithets.json';
import creeds from '../creeds.json';
import backgrounds from '../backgrounds.json';

const ajv = new Ajv({ allErrors: true });

// A readable name: starts with a capital, letters with the odd apostrophe or hyphen inside.
const NAME_PATTERN = "^[A-Z][a-z]+(?:['-][A-Za-z][a-z]+)*$";

const nameListSchema = (minItems: number) => ({
  type: 'array',
  minItems,
  uniqueItems: true,
  items: { type: 'string', pattern: NAME_PATTERN, maxLength: 20 },
});

// Each epithet maps to the moral sides it suits: one or more of good, neutral and evil.
const epithetSchema = {
  type: 'object',
  minProperties: 300,
  propertyNames: { pattern: "^The [A-Z][A-Za-z' -]*[a-z]$", maxLength: 40 },
  additionalProperties: {
    type: 'array',
    minItems: 1,
    uniqueItems: true,
    items: { enum: ['good', 'neutral', 'evil'] },
  },
};
const epithetNames = Object.keys(epithets);

const creedSchema = {
  type: 'object',
  required: [...ALIGNMENTS],
  additionalProperties: false,
  properties: Object.fromEntries(
    ALIGNMENTS.map((alignment) => [
      alignment,
      {
        type: 'array',
        minItems: 3,
        uniqueItems: true,
        items: { type: 'string', minLength: 20, maxLength: 200 },
      },
    ]),
  ),
};

function expectValid(schema: object, data: unknown): void {
  const validate = ajv.compile(schema);
  const valid = validate(data);
  expect(validate.errors ?? []).toEqual([]);
  expect(valid).toBe(true);
}

const duplicatesIgnoringCase = (items: readonly string[]): string[] => {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = item.toLowerCase();
    if (seen.has(key)) return true;
    seen.add(key);
    return false;
  });
};

describe('name pools', () => {
  it.each([
    ['male first names', maleNames, 600],
    ['female first names', femaleNames, 600],
    ['surnames', surnames, 400],
  ])('%s match the schema with at least %#… entries', (_label, list, minimum) => {
    expectValid(nameListSchema(minimum), list);
    expect(list.length).toBeGreaterThanOrEqual(minimum);
  });

  it.each([
    ['male first names', maleNames],
    ['female first names', femaleNames],
    ['surnames', surnames],
    ['epithets', epithetNames],
  ])('%s hold no duplicates, ignoring case', (_label, list) => {
    expect(duplicatesIgnoringCase(list)).toEqual([]);
  });

  it('gives no first name to both genders, so the Non-binary pool has no duplicates', () => {
    const male = new Set(maleNames.map((n) => n.toLowerCase()));
    expect(femaleNames.filter((n) => male.has(n.toLowerCase()))).toEqual([]);
  });

  it('uses no first name as a surname, so nobody is called "Fenwick Fenwick"', () => {
    const first = new Set([...maleNames, ...femaleNames].map((n) => n.toLowerCase()));
    expect(surnames.filter((n) => first.has(n.toLowerCase()))).toEqual([]);
  });

  it('uses no name that the background stories give to someone or somewhere else', () => {
    // A character called "Durgan" in the story of Uncle Durgan would read badly, and a re-rolled
    // name is swapped into a model-written story word by word.
    const storyWords = new Set(
      [...backgrounds.flatMap((t) => [t.title, ...t.content]), ...Object.values(creeds).flat()]
        .join(' ')
        .match(/[A-Z][a-z]+/g),
    );
    const clashes = [...maleNames, ...femaleNames, ...surnames].filter((n) => storyWords.has(n));
    expect(clashes).toEqual([]);
  });

  it('uses no pronoun as a first name (the background checks would misread it)', () => {
    const pronouns = ['he', 'she', 'him', 'his', 'her', 'hers', 'they', 'them', 'their'];
    expect(
      [...maleNames, ...femaleNames].filter((n) => pronouns.includes(n.toLowerCase())),
    ).toEqual([]);
  });
});

describe('epithets', () => {
  it('match the schema: at least 300, each starting with "The " and marked with its sides', () => {
    expectValid(epithetSchema, epithets);
    expect(epithetNames.length).toBeGreaterThanOrEqual(300);
    for (const epithet of epithetNames) expect(epithet.startsWith('The ')).toBe(true);
  });

  it('are written once each in the file (a repeated key would silently lose its sides)', () => {
    const text = readFileSync(join(__dirname, '..', 'epithets.json'), 'utf8');
    const keys = [...text.matchAll(/^\s*"([^"]+)":/gm)].map((m) => m[1]);
    expect(keys).toHaveLength(epithetNames.length);
  });

  it.each(['good', 'neutral', 'evil'])('offer at least 100 epithets to the %s side', (side) => {
    const fitting = Object.values(epithets).filter((axes) => axes.includes(side));
    expect(fitting.length).toBeGreaterThanOrEqual(100);
  });

  it('keep the cruel names away from the good side and the saintly ones from the evil side', () => {
    const sides = epithets as Record<string, string[]>;
    expect(sides['The Butcher']).toEqual(['evil']);
    expect(sides['The Merciful']).toEqual(['good']);
    const cruel = /butcher|flayer|poison|torturer|slaver|kinslayer|widowmaker|throat|bloodletter/i;
    const saintly = /saint|merciful|healer|peacemaker|benevolent|almsgiver|forgiving/i;
    const wrong = Object.entries(sides).filter(
      ([name, axes]) =>
        (cruel.test(name) && axes.includes('good')) ||
        (saintly.test(name) && axes.includes('evil') && !/hollow/i.test(name)),
    );
    expect(wrong).toEqual([]);
  });
});

describe('creed lines', () => {
  it('match the schema: every alignment has at least three lines', () => {
    expectValid(creedSchema, creeds);
  });

  it('hold no duplicates across alignments', () => {
    expect(duplicatesIgnoringCase(Object.values(creeds).flat())).toEqual([]);
  });
});

describe('bundle size', () => {
  // The data loads with the offline generator on first use. It was under 40 KB before the stories
  // doubled, and the doubled stories and epithets may add at most 40 KB more.
  it('adds no more than 80 KB gzipped to the app', () => {
    const files = [
      'male-names.json',
      'female-names.json',
      'surnames.json',
      'epithets.json',
      'backgrounds.json',
      'creeds.json',
    ];
    // Each file compressed on its own, which is a little more than all of them in one stream.
    const sizes = files.map((file) =>
      gzipSync(readFileSync(join(__dirname, '..', file)), { level: 9 }),
    );
    const separate = sizes.reduce((sum, gz) => sum + gz.length, 0);
    expect(separate).toBeLessThanOrEqual(80 * 1024);
  });
});
