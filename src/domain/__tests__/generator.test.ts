/**
 * @jest-environment node
 */
import {
  ALIGNMENTS,
  CHARACTER_CLASSES,
  GENDERS,
  RACES,
  type GeneratedCharacter,
  type Race,
} from '../character';
import {
  AGE_MAXIMUM,
  DEFAULT_AGE_MAXIMUM,
  MINIMUM_AGE,
  ageBounds,
  randomAge,
} from '../character-template';
import {
  editProperty,
  firstNamePool,
  generateCharacter,
  randomFirstName,
  rerollProperty,
} from '../generator';
import { defaultPools, type GeneratorPools } from '../pools';
import { createRandom, type Random } from '../random';
import { NO_TEMPLATE_TITLE, renderBackground, type BackgroundTemplate } from '../templates';
import { makeGeneratedCharacter, makeTableReady } from '@/testing/fixtures';

/** A source that always returns the same number: 0 gives every minimum, 0.999999 every maximum. */
const fixed = (value: number): Random => ({ next: () => value });

type GeneratedTemplate = Partial<GeneratedCharacter>;
const seeds = (count: number): number[] => Array.from({ length: count }, (_, i) => i + 1);

const smallPools: GeneratorPools = {
  maleNames: ['Aldric', 'Bram'],
  femaleNames: ['Cwen', 'Dagny'],
  surnames: ['Ashdown', 'Blackthorn'],
  epithets: ['The Bold', 'The Wise'],
  templates: [],
  creeds: {},
};

describe('age rules', () => {
  it('uses the spec maxima and minimum', () => {
    expect(MINIMUM_AGE).toBe(15);
    expect(AGE_MAXIMUM).toEqual({ Human: 85, Elf: 500, Dwarf: 400, Orc: 60 });
    expect(DEFAULT_AGE_MAXIMUM).toBe(100);
  });

  it.each([
    ['Human', 99],
    ['Elf', 514],
    ['Dwarf', 414],
    ['Orc', 74],
  ] as const)('gives a %s an age from 15 to %i', (race, max) => {
    expect(ageBounds(race)).toEqual({ min: 15, max });
  });

  it('gives any other race an age from 15 to 114 (maximum 100)', () => {
    expect(ageBounds('Gnome')).toEqual({ min: 15, max: 114 });
    expect(ageBounds('constructor')).toEqual({ min: 15, max: 114 });
  });

  it.each(RACES.map((race) => [race]))(
    'reaches both ends of the age range for race %s, and nothing outside it',
    (race: Race) => {
      const { min, max } = ageBounds(race);
      expect(generateCharacter({ race }, fixed(0), smallPools).age).toBe(min);
      expect(generateCharacter({ race }, fixed(0.999999), smallPools).age).toBe(max);
      expect(randomAge(race, fixed(0))).toBe(min);
      expect(randomAge(race, fixed(0.999999))).toBe(max);

      const ages = seeds(3000).map(
        (seed) => generateCharacter({ race }, createRandom(seed), smallPools).age,
      );
      expect(ages.filter((age) => !Number.isInteger(age) || age < min || age > max)).toEqual([]);
      // Spread over the range, not stuck near one end.
      expect(Math.min(...ages)).toBeLessThan(min + (max - min) * 0.05);
      expect(Math.max(...ages)).toBeGreaterThan(max - (max - min) * 0.05);
    },
  );
});

describe('first names', () => {
  const namesFor = (template: GeneratedTemplate, pools: GeneratorPools): Set<string> =>
    new Set(
      seeds(200).map((seed) => generateCharacter(template, createRandom(seed), pools).firstName),
    );

  it('come from the male pool for a Male character', () => {
    expect(namesFor({ gender: 'Male' }, smallPools)).toEqual(new Set(['Aldric', 'Bram']));
  });

  it('come from the female pool for a Female character', () => {
    expect(namesFor({ gender: 'Female' }, smallPools)).toEqual(new Set(['Cwen', 'Dagny']));
  });

  it('come from the male and female pools combined for a Non-binary character', () => {
    expect(namesFor({ gender: 'Non-binary' }, smallPools)).toEqual(
      new Set(['Aldric', 'Bram', 'Cwen', 'Dagny']),
    );
    expect(firstNamePool('Non-binary', smallPools)).toEqual(['Aldric', 'Bram', 'Cwen', 'Dagny']);
  });

  it('draw a Non-binary name from whichever pool is not empty', () => {
    const pools = { ...smallPools, maleNames: [] };
    expect(namesFor({ gender: 'Non-binary' }, pools)).toEqual(new Set(['Cwen', 'Dagny']));
  });

  it('are "Character" and a number from 0 to 999 when the pool is empty', () => {
    const empty = { ...smallPools, maleNames: [], femaleNames: [] };
    for (const gender of GENDERS) {
      expect(generateCharacter({ gender }, fixed(0), empty).firstName).toBe('Character0');
      expect(generateCharacter({ gender }, fixed(0.999999), empty).firstName).toBe('Character999');
      for (const name of namesFor({ gender }, empty)) {
        expect(name).toMatch(/^Character(\d|[1-9]\d{1,2})$/);
      }
    }
    // Only the empty pool falls back: a Female character with female names does not.
    const noMale = { ...smallPools, maleNames: [] };
    expect(generateCharacter({ gender: 'Male' }, createRandom(3), noMale).firstName).toMatch(
      /^Character\d+$/,
    );
    expect(namesFor({ gender: 'Female' }, noMale)).toEqual(new Set(['Cwen', 'Dagny']));
  });

  it('can avoid a given name, even with an empty pool', () => {
    for (const seed of seeds(100)) {
      expect(randomFirstName('Male', createRandom(seed), smallPools, 'Aldric')).toBe('Bram');
      const empty = { ...smallPools, maleNames: [] };
      expect(randomFirstName('Male', createRandom(seed), empty, 'Character5')).not.toBe(
        'Character5',
      );
    }
    expect(
      randomFirstName('Male', fixed(0.999999), { ...smallPools, maleNames: [] }, 'Character999'),
    ).toBe('Character998');
  });
});

describe('generateCharacter', () => {
  it('fills every attribute at random when nothing is supplied', () => {
    const c = generateCharacter({}, createRandom(11));
    expect(RACES).toContain(c.race);
    expect(CHARACTER_CLASSES).toContain(c.characterClass);
    expect(GENDERS).toContain(c.gender);
    expect(ALIGNMENTS).toContain(c.alignment);
    expect(c.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(defaultPools.surnames).toContain(c.lastName);
    expect(defaultPools.epithets).toContain(c.epithet);
    expect(c.background.title).not.toBe('');
    expect(c.background.content.length).toBeGreaterThanOrEqual(4);
  });

  it('gives every race, class, gender and alignment a chance', () => {
    const all = seeds(400).map((seed) => generateCharacter({}, createRandom(seed), smallPools));
    expect(new Set(all.map((c) => c.race))).toEqual(new Set(RACES));
    expect(new Set(all.map((c) => c.characterClass))).toEqual(new Set(CHARACTER_CLASSES));
    expect(new Set(all.map((c) => c.gender))).toEqual(new Set(GENDERS));
    expect(new Set(all.map((c) => c.alignment))).toEqual(new Set(ALIGNMENTS));
  });

  it('is exact for a seed, and differs between seeds', () => {
    expect(generateCharacter({}, createRandom(99))).toEqual(
      generateCharacter({}, createRandom(99)),
    );
    expect(generateCharacter({}, createRandom(99)).id).not.toBe(
      generateCharacter({}, createRandom(100)).id,
    );
  });

  it('keeps every supplied attribute', () => {
    // Values a roll would be unlikely to give by chance.
    const supplied: GeneratedCharacter = makeGeneratedCharacter({
      id: 'given-id',
      firstName: 'Zed',
      lastName: 'Nobody',
      epithet: 'The Given',
      race: 'Orc',
      characterClass: 'Cleric',
      gender: 'Female',
      alignment: 'Chaotic Good',
      age: 3,
      background: { title: 'Given', content: ['One.'] },
      tableReady: makeTableReady({ occupation: 'Gatekeeper', secret: 'Has a key.' }),
    });
    for (const seed of seeds(20)) {
      expect(generateCharacter(supplied, createRandom(seed))).toEqual(supplied);
    }
  });

  it('keeps some attributes and fills the rest', () => {
    for (const seed of seeds(50)) {
      const c = generateCharacter({ race: 'Dwarf', gender: 'Male', age: 120 }, createRandom(seed));
      expect(c).toMatchObject({ race: 'Dwarf', gender: 'Male', age: 120 });
      expect(defaultPools.maleNames).toContain(c.firstName);
      // The background is written for the supplied race.
      expect(c.background.content.join(' ')).toMatch(/\bdwar(f|ves|ven)\b/i);
    }
  });

  it('treats null as not supplied (a re-roll sets the field to null)', () => {
    const template = { race: null, age: null, firstName: null } as unknown as GeneratedTemplate;
    const c = generateCharacter(template, createRandom(5), smallPools);
    expect(RACES).toContain(c.race);
    expect(c.age).toBeGreaterThanOrEqual(15);
    expect(['Aldric', 'Bram', 'Cwen', 'Dagny']).toContain(c.firstName);
  });

  it('gives an epithet that suits the alignment’s moral side, when the pool says which do', () => {
    const pools: GeneratorPools = {
      ...smallPools,
      epithets: ['The Butcher', 'The Merciful', 'The Wise'],
      epithetAxes: {
        'The Butcher': ['evil'],
        'The Merciful': ['good'],
        'The Wise': ['good', 'neutral'],
      },
    };
    for (const seed of seeds(40)) {
      const random = createRandom(seed);
      const good = generateCharacter({ alignment: 'Lawful Good' }, random, pools);
      expect(['The Merciful', 'The Wise']).toContain(good.epithet);
      expect(generateCharacter({ alignment: 'True Neutral' }, random, pools).epithet).toBe(
        'The Wise',
      );
      expect(generateCharacter({ alignment: 'Chaotic Evil' }, random, pools).epithet).toBe(
        'The Butcher',
      );
    }
  });

  it('draws from every epithet when none suits the side (an epithet not listed suits all)', () => {
    const pools: GeneratorPools = {
      ...smallPools,
      epithets: ['The Merciful', 'The Bold'],
      epithetAxes: { 'The Merciful': ['good'] },
    };
    const evil = seeds(20).map(
      (seed) => generateCharacter({ alignment: 'Neutral Evil' }, createRandom(seed), pools).epithet,
    );
    expect(new Set(evil)).toEqual(new Set(['The Bold']));
    const none = { ...pools, epithetAxes: { 'The Merciful': ['good'], 'The Bold': ['good'] } };
    const fallback = seeds(20).map(
      (seed) =>
        generateCharacter({ alignment: 'Neutral Evil' }, createRandom(seed), none as GeneratorPools)
          .epithet,
    );
    expect(new Set(fallback)).toEqual(new Set(['The Merciful', 'The Bold']));
  });

  it('leaves the surname and epithet empty when their pools are empty', () => {
    const c = generateCharacter({}, createRandom(5), { ...smallPools, surnames: [], epithets: [] });
    expect(c.lastName).toBe('');
    expect(c.epithet).toBe('');
  });

  it('gives title "Title" and no content when no template fits', () => {
    const pools: GeneratorPools = {
      ...smallPools,
      templates: [
        {
          alignment: 'Any',
          characterClass: 'Any',
          race: 'Any',
          gender: 'Male',
          title: 'Only for men',
          content: ['a', 'b', 'c', 'd'],
        },
      ],
    };
    const c = generateCharacter({ gender: 'Female' }, createRandom(1), pools);
    expect(c.background).toEqual({ title: NO_TEMPLATE_TITLE, content: [] });
    expect(NO_TEMPLATE_TITLE).toBe('Title');
  });

  it('fills the chosen template with the character’s names and pronouns', () => {
    const template: BackgroundTemplate = {
      id: 't1',
      alignment: 'Any',
      characterClass: 'Any',
      race: 'Any',
      gender: 'Any',
      title: 'The tale of {{firstName}}',
      content: [
        '{{firstName}} {{lastName}}, {{theEpithet}}, lost {{their}} way.',
        '{{They}} walk{{s}} on.',
        '{{epithet}} {{is}} here.',
        '{{creed}}',
      ],
    };
    const pools: GeneratorPools = {
      ...smallPools,
      templates: [template],
      creeds: { 'Lawful Good': ['{{They}} keep{{s}} faith.'] },
    };
    const c = generateCharacter(
      {
        gender: 'Female',
        alignment: 'Lawful Good',
        firstName: 'Cwen',
        lastName: 'Ashdown',
        epithet: 'The Bold',
      },
      createRandom(1),
      pools,
    );
    expect(c.background).toEqual({
      title: 'The tale of Cwen',
      content: [
        'Cwen Ashdown, the Bold, lost her way.',
        'She walks on.',
        'The Bold is here.',
        'She keeps faith.',
      ],
      templateId: 't1',
    });
  });
});

describe('stories and age', () => {
  const story = (id: string) => defaultPools.templates.find((t) => t.id === id)!;
  const minAgeOf = (templateId: string | undefined) =>
    defaultPools.templates.find((t) => t.id === templateId)?.minAge ?? MINIMUM_AGE;

  it('gives a 15-year-old of every race and class a story, never one that needs more years', () => {
    for (const race of RACES) {
      for (const characterClass of CHARACTER_CLASSES) {
        for (const seed of seeds(30)) {
          const c = generateCharacter({ race, characterClass, age: 15 }, createRandom(seed));
          expect(c.background.content.length).toBeGreaterThan(0);
          expect(minAgeOf(c.background.templateId)).toBeLessThanOrEqual(15);
        }
      }
    }
  });

  it('never gives a character a story that needs more years than its age', () => {
    for (const seed of seeds(500)) {
      const c = generateCharacter({}, createRandom(seed));
      expect({ id: c.background.templateId, age: c.age }).toEqual({
        id: c.background.templateId,
        age: expect.any(Number),
      });
      expect(c.age).toBeGreaterThanOrEqual(minAgeOf(c.background.templateId));
    }
  });

  it('an age reroll or edit below the story’s years picks a fitting story; one within keeps it', () => {
    // A human warrior, 40, with the veteran's story of a dozen skirmishes (needs 22).
    const veteran = story('human-warrior-ford');
    expect(veteran.minAge).toBe(22);
    const base = generateCharacter(
      { race: 'Human', characterClass: 'Warrior', alignment: 'Lawful Good', age: 40 },
      createRandom(7),
    );
    const creed = defaultPools.creeds!['Lawful Good']![0]!;
    const c = { ...base, background: renderBackground(veteran, base, creed) };

    const younger = editProperty(c, 'age', 16, createRandom(1));
    expect(younger.background.templateId).not.toBe(veteran.id);
    expect(minAgeOf(younger.background.templateId)).toBeLessThanOrEqual(16);
    expect(younger.background.content.join(' ')).toContain(c.firstName);

    const older = editProperty(c, 'age', 60, createRandom(1));
    expect(older.background).toEqual(c.background);

    let changed = 0;
    for (const seed of seeds(200)) {
      const next = rerollProperty(c, 'age', createRandom(seed));
      if (next.age < 22) {
        changed += 1;
        expect(next.background.templateId).not.toBe(veteran.id);
        expect(next.age).toBeGreaterThanOrEqual(minAgeOf(next.background.templateId));
      } else {
        expect(next.background).toEqual(c.background);
      }
    }
    // Ages 15 to 21 are 7 of the human's 85: some rerolls land there.
    expect(changed).toBeGreaterThan(0);
  });
});
