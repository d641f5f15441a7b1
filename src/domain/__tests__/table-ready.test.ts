/**
 * @jest-environment node
 */
import {
  ALIGNMENTS,
  CHARACTER_CLASSES,
  RACES,
  type Alignment,
  type GeneratedCharacter,
} from '../character';
import { ageBounds } from '../character-template';
import { generateCharacter } from '../generator';
import { createRandom } from '../random';
import {
  SUMMARY_WORDS,
  TABLE_READY_FIELDS,
  lifeStage,
  missingTableReadyFields,
  orderAxis,
  readTableReady,
  rerollTableReadyField,
  rollTableReady,
  type TableReady,
  type TableReadyField,
} from '../table-ready';
import type { Entry } from '../table-ready/entry';
import { SECRETS, TWISTS, WANTS } from '../table-ready/hooks';
import { BONDS, FLAWS, IDEALS } from '../table-ready/motives';
import { OCCUPATIONS } from '../table-ready/occupations';
import { LOOKS, TRAITS, VOICES } from '../table-ready/people';
import { TABLE_READY_LABELS, makeTableReady } from '@/testing/fixtures';
import { moralAxis } from '../templates';

const seeds = (count: number): number[] => Array.from({ length: count }, (_, i) => i + 1);
const words = (text: string): number => text.split(/\s+/).filter(Boolean).length;

const character = (given: Partial<GeneratedCharacter> = {}): GeneratedCharacter => ({
  id: 'test',
  firstName: 'Mira',
  lastName: 'Ashdown',
  epithet: 'The Bold',
  race: 'Human',
  characterClass: 'Rogue',
  gender: 'Female',
  alignment: 'True Neutral',
  age: 30,
  background: { title: 'Title', content: [] },
  ...given,
});

/** The table line an occupation was rolled from. */
const occupationEntry = (occupation: string): Entry => {
  const entry = OCCUPATIONS.find((e) => e.text.toLowerCase() === occupation.toLowerCase());
  if (!entry) throw new Error(`Not a table occupation: ${occupation}`);
  return entry;
};

const thousand = seeds(1000).map((seed) => generateCharacter({}, createRandom(seed)));

describe('the tables', () => {
  it.each([
    ['occupations', OCCUPATIONS, 80],
    ['traits', TRAITS, 200],
    ['ideals', IDEALS, 60],
    ['bonds', BONDS, 80],
    ['flaws', FLAWS, 80],
    ['secrets', SECRETS, 80],
    ['looks', LOOKS, 100],
    ['voices', VOICES, 60],
  ] as const)('hold at least the promised number of distinct %s', (_, table, minimum) => {
    expect(new Set(table.map((e) => e.text)).size).toBe(table.length);
    expect(table.length).toBeGreaterThanOrEqual(minimum);
  });

  it('lists the rows in display order with their labels', () => {
    expect(TABLE_READY_FIELDS.map((f) => f.label)).toEqual(TABLE_READY_LABELS);
  });

  it('give every race, class and life stage several occupations', () => {
    for (const race of RACES) {
      for (const characterClass of CHARACTER_CLASSES) {
        for (const stage of ['young', 'adult', 'elder'] as const) {
          const fitting = OCCUPATIONS.filter(
            (e) =>
              e.races?.includes(race) &&
              e.classes?.includes(characterClass) &&
              e.stages?.includes(stage),
          );
          expect([race, characterClass, stage, fitting.length >= 3]).toEqual([
            race,
            characterClass,
            stage,
            true,
          ]);
        }
      }
    }
  });

  it('keep the longest possible summary within the word limit', () => {
    const longest = (table: readonly Entry[]) => Math.max(...table.map((e) => words(e.text)));
    // "{Want}, but {twist}."
    expect(longest(WANTS) + 1 + longest(TWISTS)).toBeLessThanOrEqual(SUMMARY_WORDS);
  });

  it('write traits without commas, so a list of them reads back the same', () => {
    expect(TRAITS.filter((e) => /[,;]/.test(e.text))).toEqual([]);
  });
});

describe('1,000 generated characters', () => {
  it('are all table-ready, every row filled and every placeholder replaced', () => {
    for (const c of thousand) {
      const t = c.tableReady as TableReady;
      expect(missingTableReadyFields(t)).toEqual([]);
      expect(JSON.stringify(t)).not.toMatch(/\{\{|\}\}/);
    }
  });

  it('have at least 700 distinct summaries, each of at most 25 words, none repeating the occupation', () => {
    const summaries = thousand.map((c) => c.tableReady?.summary ?? '');
    expect(new Set(summaries).size).toBeGreaterThanOrEqual(700);
    for (const c of thousand) {
      const t = c.tableReady as TableReady;
      expect(words(t.summary)).toBeLessThanOrEqual(SUMMARY_WORDS);
      // The Occupation row is just above the Summary: the summary does not say it again.
      expect(t.summary.toLowerCase()).not.toContain(t.occupation.toLowerCase());
    }
  });

  it('repeat no secret more than 5 times', () => {
    const counts = new Map<string, number>();
    for (const c of thousand) {
      const secret = c.tableReady?.secret ?? '';
      counts.set(secret, (counts.get(secret) ?? 0) + 1);
    }
    expect(Math.max(...counts.values())).toBeLessThanOrEqual(5);
  });

  it('have exactly three distinct traits each', () => {
    for (const c of thousand) {
      expect(new Set(c.tableReady?.traits).size).toBe(3);
      expect(c.tableReady?.traits).toHaveLength(3);
    }
  });

  it('speak of a man as he and a woman as she', () => {
    for (const c of thousand) {
      const text = JSON.stringify(c.tableReady);
      if (c.gender === 'Male') expect(text).not.toMatch(/\b(she|her|hers|herself)\b/i);
      if (c.gender === 'Female') expect(text).not.toMatch(/\b(he|him|his|himself)\b/i);
      if (c.gender === 'Non-binary') expect(text).not.toMatch(/\b(she|he|him|his|herself)\b/i);
    }
  });

  it('give orcs the trades of an orc camp, and other peoples none of them', () => {
    for (const c of thousand) {
      const entry = occupationEntry(c.tableReady?.occupation ?? '');
      expect(entry.races).toContain(c.race);
      if (c.race === 'Orc') {
        expect(c.tableReady?.occupation).not.toMatch(/temple|guild|library|inn\b|abbey|court/i);
      }
    }
  });

  it('give each class a trade that suits it', () => {
    for (const c of thousand) {
      expect(occupationEntry(c.tableReady?.occupation ?? '').classes).toContain(c.characterClass);
    }
  });
});

describe('ideals and alignment', () => {
  const contradicts = (ideal: Entry, alignment: Alignment): boolean =>
    !ideal.moral?.includes(moralAxis(alignment)) || !ideal.order?.includes(orderAxis(alignment));

  it.each(ALIGNMENTS)('%s has several ideals, and never one that contradicts it', (alignment) => {
    const rolled = new Set(
      seeds(300).map((seed) => rollTableReady(character({ alignment }), createRandom(seed)).ideal),
    );
    for (const ideal of IDEALS) {
      expect([ideal.text, rolled.has(ideal.text) && contradicts(ideal, alignment)]).toEqual([
        ideal.text,
        false,
      ]);
    }
    expect(IDEALS.filter((ideal) => !contradicts(ideal, alignment)).length).toBeGreaterThanOrEqual(
      5,
    );
    expect(rolled.size).toBeGreaterThanOrEqual(5);
  });

  it('keeps good-only ideals from evil characters and lawful-only from chaotic ones', () => {
    const goodOnly = IDEALS.filter((i) => i.moral?.join() === 'good').map((i) => i.text);
    const lawfulOnly = IDEALS.filter((i) => i.order?.join() === 'lawful').map((i) => i.text);
    for (const seed of seeds(300)) {
      const evil = rollTableReady(character({ alignment: 'Neutral Evil' }), createRandom(seed));
      const chaotic = rollTableReady(character({ alignment: 'Chaotic Good' }), createRandom(seed));
      expect(goodOnly).not.toContain(evil.ideal);
      expect(lawfulOnly).not.toContain(chaotic.ideal);
    }
  });
});

describe('age', () => {
  it.each(RACES)('reads a 15-year-old %s as young and one of the maximum age as old', (race) => {
    expect(lifeStage(race, 15)).toBe('young');
    expect(lifeStage(race, ageBounds(race).max)).toBe('elder');
    expect(lifeStage(race, null)).toBe('adult');
  });

  it('never gives a 15-year-old a senior or retired trade', () => {
    for (const race of RACES) {
      for (const characterClass of CHARACTER_CLASSES) {
        for (const seed of seeds(40)) {
          const c = character({ race, characterClass, age: 15 });
          const { occupation } = rollTableReady(c, createRandom(seed));
          expect(occupationEntry(occupation).stages).toContain('young');
          expect(occupation).not.toMatch(/retired|master|elder|captain|sergeant|instructor/i);
        }
      }
    }
  });

  it('never gives an old character an apprentice’s or a novice’s trade', () => {
    for (const race of RACES) {
      for (const characterClass of CHARACTER_CLASSES) {
        for (const seed of seeds(40)) {
          const c = character({ race, characterClass, age: ageBounds(race).max });
          const { occupation } = rollTableReady(c, createRandom(seed));
          expect(occupationEntry(occupation).stages).toContain('elder');
          expect(occupation).not.toMatch(/apprentice|novice|runner|squire|bearer/i);
        }
      }
    }
  });
});

describe('rollTableReady with kept rows', () => {
  const kept = makeTableReady({
    occupation: 'Lighthouse keeper',
    summary: 'A lighthouse keeper. Wants the lamp lit every night.',
  });

  it('keeps every kept row as it is', () => {
    expect(rollTableReady(character(), createRandom(1), kept)).toEqual(kept);
  });

  it.each(TABLE_READY_FIELDS.map((f) => f.field))(
    'rolls only %s when it alone is empty',
    (field) => {
      const empty = { ...kept, [field]: field === 'traits' ? [] : '' };
      const rolled = rollTableReady(character(), createRandom(2), empty);
      expect({ ...rolled, [field]: kept[field] }).toEqual(kept);
      expect(rolled[field]).not.toEqual(kept[field]);
    },
  );

  it('keeps an occupation and rolls a summary that does not repeat it', () => {
    for (const seed of seeds(50)) {
      const t = rollTableReady(character(), createRandom(seed), {
        occupation: 'Lighthouse keeper',
      });
      expect(t.occupation).toBe('Lighthouse keeper');
      expect(t.summary).not.toMatch(/lighthouse keeper/i);
      expect(t.summary).toMatch(/^[A-Z].*\.$/);
    }
  });

  it('takes the occupation a kept summary names', () => {
    const summary = 'A retired farmer. Wants rain, but the sky will not oblige.';
    const t = rollTableReady(character({ age: 70 }), createRandom(3), { summary });
    expect(t).toMatchObject({ summary, occupation: 'Retired farmer' });
  });

  it('makes kept traits up to three distinct ones', () => {
    for (const seed of seeds(50)) {
      const { traits } = rollTableReady(character(), createRandom(seed), { traits: ['Loud'] });
      expect(traits[0]).toBe('Loud');
      expect(new Set(traits).size).toBe(3);
    }
  });
});

describe('rerollTableReadyField', () => {
  const fields: TableReadyField[] = TABLE_READY_FIELDS.map((f) => f.field);

  it.each(fields)('gives %s a new value and leaves the other rows alone', (field) => {
    for (const seed of seeds(30)) {
      const c = character({ race: RACES[seed % 4], characterClass: CHARACTER_CLASSES[seed % 3] });
      const current = rollTableReady(c, createRandom(seed));
      const next = rerollTableReadyField(field, c, current, createRandom(seed + 1000));
      expect(next[field]).not.toEqual(current[field]);
      const unchanged = field === 'occupation' ? ['summary', field] : [field];
      for (const other of fields.filter((f) => !unchanged.includes(f))) {
        expect(next[other]).toEqual(current[other]);
      }
    }
  });

  it('rerolls traits to three none of which were there before', () => {
    const current = rollTableReady(character(), createRandom(5));
    const next = rerollTableReadyField('traits', character(), current, createRandom(6));
    expect(next.traits).toHaveLength(3);
    expect(next.traits.filter((t) => current.traits.includes(t))).toEqual([]);
  });

  /** Rolled rows with this occupation and summary, and the rows after a new occupation. */
  const rerollOccupation = (seed: number, occupation: string, summary: string) => {
    const current = { ...rollTableReady(character(), createRandom(seed)), occupation, summary };
    const next = rerollTableReadyField('occupation', character(), current, createRandom(seed + 1));
    return { current, next };
  };

  it('swaps a new occupation into the summary, article and all, keeping the rest', () => {
    const { next } = rerollOccupation(
      7,
      'Dockside smuggler',
      'A dockside smuggler. Wants a boat, but the money is spent.',
    );
    const article = /^[aeiou]/i.test(next.occupation) ? 'An' : 'A';
    expect(next.summary).toBe(
      `${article} ${next.occupation.toLowerCase()}. Wants a boat, but the money is spent.`,
    );
  });

  it('leaves a summary that does not open with the old occupation as it is', () => {
    const { current, next } = rerollOccupation(
      9,
      'Locksmith',
      'Keeps the harbour honest: a locksmith by trade, more or less.',
    );
    expect(next.summary).toBe(current.summary);
  });
});

describe('readTableReady', () => {
  it.each([null, undefined, 42, 'occupation', true, [], ['a', 'b'], {}, { occupation: 7 }])(
    'finds nothing usable in %p',
    (value) => {
      expect(readTableReady(value)).toBeUndefined();
    },
  );

  it('keeps the good rows, tidies them and reports the missing ones', () => {
    const read = readTableReady({
      occupation: '  Temple \n archivist ',
      summary: 12,
      Look: 'A label key still counts.',
      voice: null,
      traits: 'Brave, loud; shy, brave, extra',
      ideal: ['not', 'a', 'string'],
      bond: '',
      flaw: 'Gambles.',
      secret: { nested: true },
    });
    expect(read).toEqual({
      occupation: 'Temple archivist',
      summary: '',
      look: 'A label key still counts.',
      voice: '',
      traits: ['Brave', 'loud', 'shy'],
      ideal: '',
      bond: '',
      flaw: 'Gambles.',
      secret: '',
    });
    expect(missingTableReadyFields(read as TableReady)).toEqual([
      'summary',
      'voice',
      'ideal',
      'bond',
      'secret',
    ]);
  });

  it('bounds over-long text and keeps at most three good traits from a list', () => {
    const read = readTableReady({
      occupation: 'word '.repeat(100),
      summary: 'one two three '.repeat(20),
      secret: 'x'.repeat(5000),
      traits: [3, '', '  Calm ', 'calm', 'Kind', null, 'Slow', 'Extra'],
    }) as TableReady;
    expect(read.occupation.length).toBeLessThanOrEqual(80);
    expect(read.occupation).toMatch(/^word word .*…$/);
    expect(words(read.summary)).toBeLessThanOrEqual(SUMMARY_WORDS);
    expect(read.secret.length).toBeLessThanOrEqual(300);
    expect(read.traits).toEqual(['Calm', 'Kind', 'Slow']);
  });

  it('fills only the missing rows offline, to go with the kept ones', () => {
    const read = readTableReady({ occupation: 'Retired farmer', traits: ['Stubborn'] });
    const c = character({ age: 70 });
    const filled = rollTableReady(c, createRandom(4), read);
    expect(missingTableReadyFields(filled)).toEqual([]);
    expect(filled.occupation).toBe('Retired farmer');
    expect(filled.summary).not.toMatch(/retired farmer/i);
    expect(filled.traits[0]).toBe('Stubborn');
  });
});

describe('generateCharacter', () => {
  it('keeps the rows a template gives and rolls the rest', () => {
    const c = generateCharacter(
      { tableReady: { ...thousand[0]?.tableReady, secret: '' } as TableReady },
      createRandom(1),
    );
    expect(c.tableReady).toMatchObject({ ...thousand[0]?.tableReady, secret: expect.any(String) });
    expect(c.tableReady?.secret).not.toBe('');
  });
});
