/**
 * @jest-environment node
 */
import {
  unlisted,
  type GeneratedCharacter as Character,
  type RerollableProperty,
} from '../character';
import { ageBounds } from '../character-template';
import { generateCharacter, rerollProperty } from '../generator';
import { ATTRIBUTE_PROPERTIES, type AttributeProperty } from '../locks';
import { TABLE_READY_FIELDS } from '../table-ready/fields';
import { defaultPools, type GeneratorPools } from '../pools';
import { createRandom, type Random } from '../random';
import { makeGeneratedCharacter } from '@/testing/fixtures';
import {
  findCreedLine,
  findTemplateCandidates,
  fitsAge,
  moralAxis,
  type BackgroundTemplate,
} from '../templates';

const fixed = (value: number): Random => ({ next: () => value });
const seeds = (count: number): number[] => Array.from({ length: count }, (_, i) => i + 1);

const SCALARS = ['id', ...ATTRIBUTE_PROPERTIES] as const;

/** The fields other than `except` and the background, for "nothing else changed". */
const rest = (c: Character, except: readonly string[]) =>
  Object.fromEntries(SCALARS.filter((f) => !except.includes(f)).map((f) => [f, c[f]]));

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The paragraphs with one name blanked out as a whole word, to compare stories across names. */
const without = (content: string[], name: string): string[] =>
  content.map((p) => (name ? p.replace(new RegExp(`\\b${escape(name)}\\b`, 'g'), '§') : p));

const WRONG_PRONOUNS = {
  Male: /\b(she|her|hers|herself|themself)\b/i,
  Female: /\b(he|him|his|himself|themself)\b/i,
  'Non-binary': /\b(he|him|his|himself|she|her|hers|herself)\b/i,
} as const;

const fits = (c: Character): boolean =>
  findTemplateCandidates(defaultPools.templates, c).templates.some(
    (t) => t.id === c.background.templateId,
  );

const characters = seeds(60).map((seed) => generateCharacter({}, createRandom(seed)));
const reroll = (c: Character, property: RerollableProperty, seed: number) =>
  rerollProperty(c, property, createRandom(seed * 31 + 7));

describe('rerollProperty with the shipped data', () => {
  it.each<[AttributeProperty | 'background']>([
    ['firstName'],
    ['lastName'],
    ['epithet'],
    ['race'],
    ['characterClass'],
    ['gender'],
    ['age'],
    ['alignment'],
    ['background'],
  ])('changes %s to a new value, keeps the id and changes nothing else', (property) => {
    characters.forEach((c, i) => {
      const r = reroll(c, property, i);
      // Changing race may also change the age (see the race test below), and changing gender
      // the first name (see the gender tests).
      const alsoChanging =
        property === 'race' ? ['age'] : property === 'gender' ? ['firstName'] : [];
      expect(rest(r, [property, ...alsoChanging])).toEqual(rest(c, [property, ...alsoChanging]));
      if (property === 'background') {
        expect(r.background.templateId).not.toBe(c.background.templateId);
        expect(r.background.title).not.toBe(c.background.title);
      } else {
        expect(r[property]).not.toEqual(c[property]);
      }
      expect(r.id).toBe(c.id);
      expect(fits(r)).toBe(true);
      expect(r.background.content.join(' ')).not.toMatch(WRONG_PRONOUNS[r.gender]);
    });
  });

  it.each(TABLE_READY_FIELDS.map(({ field }) => [field]))(
    'a row %s "At the table" gets a new value; the story and the attributes stay',
    (field) => {
      characters.slice(0, 20).forEach((c, i) => {
        const r = reroll(c, field, i);
        expect(r.tableReady?.[field]).not.toEqual(c.tableReady?.[field]);
        // A new occupation is swapped into a summary that opens with it.
        const alsoChanging = field === 'occupation' ? ['summary'] : [];
        for (const { field: other } of TABLE_READY_FIELDS) {
          if (other !== field && !alsoChanging.includes(other))
            expect(r.tableReady?.[other]).toEqual(c.tableReady?.[other]);
        }
        expect(rest(r, [])).toEqual(rest(c, []));
        expect(r.background).toBe(c.background);
      });
    },
  );

  it('a row rerolled on a character saved without the rows gives it all of them', () => {
    const old: Character = { ...(characters[0] as Character) };
    delete old.tableReady;
    const r = rerollProperty(old, 'voice', createRandom(1));
    expect(Object.keys(r.tableReady ?? {})).toEqual(TABLE_READY_FIELDS.map((f) => f.field));
  });

  it('does not change the character it is given', () => {
    const c = characters[0] as Character;
    const copy = structuredClone(c);
    for (const property of ['firstName', 'race', 'background'] as const) reroll(c, property, 1);
    expect(c).toEqual(copy);
  });

  it.each<['firstName' | 'lastName' | 'epithet']>([['firstName'], ['lastName'], ['epithet']])(
    'rewrites the same story with the new %s',
    (property) => {
      characters.forEach((c, i) => {
        const r = reroll(c, property, i);
        expect(r.background.templateId).toBe(c.background.templateId);
        expect(r.background.title).toBe(c.background.title);
        const oldValue = property === 'epithet' ? c.epithet.slice(4) : c[property];
        const newValue = property === 'epithet' ? r.epithet.slice(4) : r[property];
        // Same story word for word once the name is blanked out, creed line included.
        expect(without(r.background.content, newValue)).toEqual(
          without(c.background.content, oldValue),
        );
        if (c.background.content.join(' ').includes(oldValue)) {
          expect(r.background.content.join(' ')).toContain(newValue);
        }
      });
    },
  );

  it('keeps the first name in the gender’s pool when re-rolled', () => {
    characters.forEach((c, i) => {
      const r = reroll(c, 'firstName', i);
      const pool =
        c.gender === 'Male'
          ? defaultPools.maleNames
          : c.gender === 'Female'
            ? defaultPools.femaleNames
            : [...defaultPools.maleNames, ...defaultPools.femaleNames];
      expect(pool).toContain(r.firstName);
    });
  });

  it('keeps the story and changes the pronouns when the gender is re-rolled', () => {
    characters.forEach((c, i) => {
      const r = reroll(c, 'gender', i);
      expect(r.background.templateId).toBe(c.background.templateId);
      expect(r.background.content.join(' ')).not.toMatch(WRONG_PRONOUNS[r.gender]);
      // Non-binary characters draw from both lists, so every name fits.
      if (r.gender === 'Non-binary') expect(r.firstName).toBe(c.firstName);
      // The new first name, if any, is in the story too.
      expect(r.background.content.join(' ')).toContain(r.firstName);
    });
  });

  it('gives a new first name on a gender reroll only when the old one is the other gender’s', () => {
    const pools = defaultPools;
    let renamed = 0;
    characters.forEach((c, i) => {
      const r = reroll(c, 'gender', i);
      const own = r.gender === 'Male' ? pools.maleNames : pools.femaleNames;
      const other = r.gender === 'Male' ? pools.femaleNames : pools.maleNames;
      const fits =
        r.gender === 'Non-binary' || own.includes(c.firstName) || !other.includes(c.firstName);
      if (fits) {
        expect(r.firstName).toBe(c.firstName);
      } else {
        renamed += 1;
        expect(own).toContain(r.firstName);
      }
    });
    expect(renamed).toBeGreaterThan(0);
  });

  it.each<['race' | 'characterClass']>([['race'], ['characterClass']])(
    'picks a story that fits the new %s',
    (property) => {
      characters.forEach((c, i) => {
        const r = reroll(c, property, i);
        expect(r.background.templateId).not.toBe(c.background.templateId);
        const template = defaultPools.templates.find((t) => t.id === r.background.templateId);
        expect(template?.[property]).toBe(r[property]);
      });
    },
  );

  it('keeps the story, where it can carry the new alignment, and shows the new alignment', () => {
    let kept = 0;
    characters.forEach((c, i) => {
      const r = reroll(c, 'alignment', i);
      const before = defaultPools.templates.find((t) => t.id === c.background.templateId);
      if (before?.axes?.includes(moralAxis(r.alignment))) {
        expect(r.background.templateId).toBe(c.background.templateId);
        kept += 1;
      } else {
        // A story that cannot carry the new moral side gives way to one of the same race and
        // class that can.
        expect(r.background.templateId).not.toBe(c.background.templateId);
        const after = defaultPools.templates.find((t) => t.id === r.background.templateId);
        expect(after?.axes).toContain(moralAxis(r.alignment));
        expect(after?.race).toBe(before?.race);
        expect(after?.characterClass).toBe(before?.characterClass);
      }
      expect(findCreedLine(r.background, r, defaultPools.creeds)).toBeDefined();
      const oldCreed = findCreedLine(c.background, c, defaultPools.creeds) as string;
      expect(defaultPools.creeds?.[r.alignment]).not.toContain(oldCreed);
    });
    expect(kept).toBeGreaterThan(10);
  });

  it('leaves the background as it was when the new age fits the story, and picks one that fits otherwise', () => {
    let replaced = 0;
    characters.forEach((c, i) => {
      const r = reroll(c, 'age', i);
      const story = defaultPools.templates.find((t) => t.id === c.background.templateId)!;
      if (fitsAge(story, r.age)) {
        expect(r.background).toEqual(c.background);
      } else {
        replaced += 1;
        const next = defaultPools.templates.find((t) => t.id === r.background.templateId)!;
        expect(next.id).not.toBe(story.id);
        expect(fitsAge(next, r.age)).toBe(true);
        expect([next.race, next.characterClass]).toEqual([c.race, c.characterClass]);
      }
    });
    // Most stories fit most ages: the story stays far more often than not.
    expect(replaced).toBeLessThan(characters.length / 2);
  });

  it('keeps a re-rolled age within the race’s bounds, reaching both ends', () => {
    characters.forEach((c, i) => {
      const { min, max } = ageBounds(c.race);
      for (let k = 0; k < 8; k += 1) {
        const age = reroll(c, 'age', i * 100 + k).age;
        expect(age).toBeGreaterThanOrEqual(min);
        expect(age).toBeLessThanOrEqual(max);
      }
    });
    const human = { ...(characters[0] as Character), race: 'Human', age: 50 } as const;
    expect(rerollProperty(human, 'age', fixed(0)).age).toBe(15);
    expect(rerollProperty(human, 'age', fixed(0.999999)).age).toBe(99);
    expect(rerollProperty({ ...human, age: 15 }, 'age', fixed(0)).age).toBe(16);
    expect(rerollProperty({ ...human, age: 99 }, 'age', fixed(0.999999)).age).toBe(98);
    // An age already outside the bounds (say, supplied by hand) comes back inside them.
    expect(rerollProperty({ ...human, age: 300 }, 'age', fixed(0.999999)).age).toBe(99);
  });

  it('keeps the age on a race change when it fits the new race, and re-rolls it otherwise', () => {
    const elder = generateCharacter({ race: 'Elf', age: 300 }, createRandom(3));
    const seen = new Set<string>();
    for (const seed of seeds(60)) {
      const r = rerollProperty(elder, 'race', createRandom(seed));
      seen.add(r.race);
      const { min, max } = ageBounds(r.race);
      if (r.race === 'Dwarf') expect(r.age).toBe(300);
      else {
        expect(r.age).toBeGreaterThanOrEqual(min);
        expect(r.age).toBeLessThanOrEqual(max);
      }
    }
    expect(seen).toEqual(new Set(['Human', 'Dwarf', 'Orc']));
    const young = generateCharacter({ race: 'Elf', age: 40 }, createRandom(3));
    for (const seed of seeds(30))
      expect(rerollProperty(young, 'race', createRandom(seed)).age).toBe(40);
  });
});

describe('rerollProperty with a background written by a model', () => {
  // Aldric, a human warrior, as the fixture has him.
  const modelWritten: Character = makeGeneratedCharacter({
    id: 'm1',
    lastName: 'Ashdown',
    epithet: 'The Iron Hand',
    alignment: 'True Neutral',
    age: 40,
    background: {
      title: 'The Saga of Aldric Ashdown',
      content: [
        'Aldric Ashdown was born in Vell.',
        'Men called him The Iron Hand; to friends he was simply Aldric, never Aldricson.',
        'The Ashdowns were millers, and the Iron Hand hated flour.',
        'Now he roams.',
      ],
    },
  });

  it('swaps the old names for the new ones, as whole words', () => {
    const r = rerollProperty(modelWritten, 'firstName', createRandom(4));
    expect(r.background).toEqual({
      title: `The Saga of ${r.firstName} Ashdown`,
      content: [
        `${r.firstName} Ashdown was born in Vell.`,
        `Men called him The Iron Hand; to friends he was simply ${r.firstName}, never Aldricson.`,
        'The Ashdowns were millers, and the Iron Hand hated flour.',
        'Now he roams.',
      ],
    });
    const e = rerollProperty(modelWritten, 'epithet', createRandom(4));
    const lower = e.epithet.replace(/^The /, 'the ');
    expect(e.background.content[1]).toBe(
      `Men called him ${e.epithet}; to friends he was simply Aldric, never Aldricson.`,
    );
    expect(e.background.content[2]).toBe(`The Ashdowns were millers, and ${lower} hated flour.`);
  });

  it('keeps the story when the age changes', () => {
    expect(rerollProperty(modelWritten, 'age', createRandom(4)).background).toEqual(
      modelWritten.background,
    );
  });

  it.each<[RerollableProperty]>([['race'], ['characterClass'], ['gender'], ['alignment']])(
    'replaces it with a fitting template when the %s changes',
    (property) => {
      const r = rerollProperty(modelWritten, property, createRandom(4));
      expect(r.background.templateId).toBeDefined();
      expect(fits(r)).toBe(true);
    },
  );

  it('replaces it with a template on a background re-roll', () => {
    const r = rerollProperty(modelWritten, 'background', createRandom(4));
    expect(fits(r)).toBe(true);
  });
});

describe('rerollProperty at the edges', () => {
  const one = (id: string): BackgroundTemplate => ({
    id,
    alignment: 'Any',
    characterClass: 'Any',
    race: 'Any',
    gender: 'Any',
    title: id,
    content: ['{{firstName}} one.', 'Two.', 'Three.', 'Four.'],
  });
  const tiny: GeneratorPools = {
    maleNames: ['Aldric'],
    femaleNames: [],
    surnames: ['Ashdown'],
    epithets: ['The Bold'],
    templates: [one('only')],
  };

  it('keeps the value when the pool has no other (and does not loop forever)', () => {
    const c = generateCharacter({ gender: 'Male' }, createRandom(1), tiny);
    expect(rerollProperty(c, 'firstName', createRandom(2), tiny).firstName).toBe('Aldric');
    expect(rerollProperty(c, 'lastName', createRandom(2), tiny).lastName).toBe('Ashdown');
    expect(rerollProperty(c, 'epithet', createRandom(2), tiny).epithet).toBe('The Bold');
    expect(rerollProperty(c, 'background', createRandom(2), tiny).background).toEqual(c.background);
  });

  it('gives a new "Character" number when the name pool is empty', () => {
    const c = generateCharacter({ gender: 'Female' }, createRandom(1), tiny);
    expect(c.firstName).toMatch(/^Character\d+$/);
    for (const seed of seeds(50)) {
      const r = rerollProperty(c, 'firstName', createRandom(seed), tiny);
      expect(r.firstName).toMatch(/^Character\d+$/);
      expect(r.firstName).not.toBe(c.firstName);
      expect(r.background.content[0]).toBe(`${r.firstName} one.`);
    }
  });

  it('keeps "Title" with no content when there are no templates at all', () => {
    const none = { ...tiny, templates: [] };
    const c = generateCharacter({}, createRandom(1), none);
    for (const property of ['race', 'firstName', 'background'] as const) {
      expect(rerollProperty(c, property, createRandom(2), none).background).toEqual({
        title: 'Title',
        content: [],
      });
    }
  });

  it('a Male Cathal made Female gets a female first name; names from both or neither list stay', () => {
    const pools: GeneratorPools = {
      ...tiny,
      maleNames: ['Cathal', 'Robin'],
      femaleNames: ['Brigid', 'Robin'],
    };
    // fixed(0) picks the first other gender: Male → Female, Female → Male.
    const cathal = generateCharacter({ gender: 'Male', firstName: 'Cathal' }, fixed(0), pools);
    const woman = rerollProperty(cathal, 'gender', fixed(0), pools);
    expect(woman.gender).toBe('Female');
    expect(woman.firstName).toBe('Brigid');
    expect(woman.background.content[0]).toBe('Brigid one.');
    const robin = generateCharacter({ gender: 'Male', firstName: 'Robin' }, fixed(0), pools);
    expect(rerollProperty(robin, 'gender', fixed(0), pools).firstName).toBe('Robin');
    const zed = generateCharacter({ gender: 'Male', firstName: 'Zed' }, fixed(0), pools);
    expect(rerollProperty(zed, 'gender', fixed(0), pools).firstName).toBe('Zed');
    const brigid = generateCharacter({ gender: 'Female', firstName: 'Brigid' }, fixed(0), pools);
    const man = rerollProperty(brigid, 'gender', fixed(0), pools);
    expect(man).toMatchObject({ gender: 'Male', firstName: 'Cathal' });
  });

  it('rerolls a stored character whose values are not the app’s own, keeping those values', () => {
    const stored = generateCharacter({ gender: 'Male' }, createRandom(1), tiny);
    const gnome = {
      ...stored,
      race: unlisted('Gnome'),
      characterClass: unlisted('Bard'),
      alignment: unlisted(''),
      age: null,
    };
    const named = rerollProperty(gnome, 'lastName', createRandom(3), tiny);
    expect(named).toMatchObject({
      race: 'Gnome',
      characterClass: 'Bard',
      alignment: '',
      age: null,
    });
    const aged = rerollProperty(gnome, 'age', createRandom(3), tiny);
    // An unknown race ages like any race not in the table: 15 to 114.
    expect(aged.age).toBeGreaterThanOrEqual(15);
    expect(aged.age).toBeLessThanOrEqual(114);
    const raced = rerollProperty(gnome, 'race', createRandom(3), tiny);
    expect(['Human', 'Elf', 'Dwarf', 'Orc']).toContain(raced.race);
    expect(raced.age).toEqual(expect.any(Number));
    expect(raced.characterClass).toBe('Bard');
    expect(rerollProperty(gnome, 'background', createRandom(3), tiny).background.content[0]).toBe(
      `${gnome.firstName} one.`,
    );
  });

  it('throws for a property it does not know', () => {
    const c = generateCharacter({}, createRandom(1), tiny);
    expect(() => rerollProperty(c, 'nose' as RerollableProperty, createRandom(1), tiny)).toThrow(
      'Unknown property: nose',
    );
  });
});
