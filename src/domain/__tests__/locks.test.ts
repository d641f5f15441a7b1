/**
 * @jest-environment node
 */
import { RACES, type GeneratedCharacter as Character } from '../character';
import { ageBounds } from '../character-template';
import { editProperty, generateCharacter } from '../generator';
import {
  ATTRIBUTE_PROPERTIES,
  checkEdit,
  templateFromLocks,
  lockedProperties,
  NO_LOCKS,
  normaliseStoredLocks,
  type LockableProperty,
  type Locks,
} from '../locks';
import { defaultPools } from '../pools';
import { buildCharacterPrompt } from '../prompts';
import { createRandom } from '../random';
import { applyFixedFields } from '../steer';
import { TABLE_READY_FIELDS, type TableReady } from '../table-ready/fields';
import { findCreedLine, findTemplateCandidates } from '../templates';

const locksOf = (...properties: LockableProperty[]): Locks => ({
  ...NO_LOCKS,
  ...Object.fromEntries(properties.map((p) => [p, true])),
});

const current = generateCharacter({ race: 'Elf', age: 212 }, createRandom(99));

describe('templateFromLocks', () => {
  // Every one of the 256 combinations of the eight attributes' locks.
  const combinations = Array.from({ length: 2 ** ATTRIBUTE_PROPERTIES.length }, (_, mask) =>
    ATTRIBUTE_PROPERTIES.filter((_, bit) => mask & (1 << bit)),
  );

  it.each(combinations.map((c) => [c.join('+') || 'nothing', c] as const))(
    'locking %s puts exactly those values in the template',
    (_name, locked) => {
      for (let seed = 1; seed <= 5; seed += 1) {
        const template = templateFromLocks(current, locksOf(...locked), createRandom(seed));
        const expected: Record<string, unknown> = {};
        for (const property of locked) expected[property] = current[property];
        if (locked.includes('age') && !locked.includes('race')) {
          // The race is chosen among those whose range holds the locked age.
          expect(['Elf', 'Dwarf']).toContain(template.race);
          expect(template.age).toBe(212);
          expected.race = template.race;
        }
        expect(template).toEqual(expected);
        // A generated character keeps every locked value.
        const made = generateCharacter(template, createRandom(seed));
        for (const property of locked) expect(made[property]).toEqual(current[property]);
      }
    },
  );

  it.each(RACES.map((race) => [race] as const))(
    'a locked age at the top of the %s range gives only races that can be that old',
    (race) => {
      const { max } = ageBounds(race);
      const old = { ...current, race, age: max };
      const fitting = RACES.filter((r) => ageBounds(r).max >= max);
      const seen = new Set<string>();
      for (let seed = 1; seed <= 200; seed += 1) {
        const template = templateFromLocks(old, locksOf('age'), createRandom(seed));
        expect(fitting).toContain(template.race);
        seen.add(template.race as string);
        const made = generateCharacter(template, createRandom(seed));
        expect(made.age).toBe(max);
        const bounds = ageBounds(made.race);
        expect(made.age).toBeGreaterThanOrEqual(bounds.min);
        expect(made.age).toBeLessThanOrEqual(bounds.max);
      }
      // Every race that can be that old turns up.
      expect([...seen].sort()).toEqual([...fitting].sort());
    },
  );

  it('a locked age with a locked race keeps both', () => {
    const template = templateFromLocks(
      { ...current, race: 'Orc', age: 40 },
      locksOf('age', 'race'),
    );
    expect(template).toEqual({ race: 'Orc', age: 40 });
  });

  it('leaves out what the generator cannot use: an age no race reaches, values from elsewhere, empty names', () => {
    const odd = {
      ...current,
      age: 900,
      race: 'Gnome',
      characterClass: 'Bard',
      firstName: '  ',
    } as unknown as Character;
    expect(templateFromLocks(odd, locksOf('age', 'race', 'characterClass', 'firstName'))).toEqual(
      {},
    );
  });

  it('offline Generate with race and class locked keeps them 1,000 times out of 1,000, the rest varied', () => {
    const locked = { ...current, race: 'Dwarf', characterClass: 'Cleric' } as Character;
    const random = createRandom(2024);
    const names = new Set<string>();
    const genders = new Set<string>();
    const alignments = new Set<string>();
    const ages = new Set<number>();
    for (let i = 0; i < 1000; i += 1) {
      const made = generateCharacter(
        templateFromLocks(locked, locksOf('race', 'characterClass'), random),
        random,
      );
      expect(made.race).toBe('Dwarf');
      expect(made.characterClass).toBe('Cleric');
      names.add(made.firstName);
      genders.add(made.gender);
      alignments.add(made.alignment);
      ages.add(made.age);
    }
    expect(names.size).toBeGreaterThan(100);
    expect(genders.size).toBe(3);
    expect(alignments.size).toBe(9);
    expect(ages.size).toBeGreaterThan(200);
  });
});

describe('applyFixedFields', () => {
  const model: Character = {
    ...current,
    id: 'model',
    firstName: 'Mirela',
    lastName: 'Dawnfeather',
    epithet: 'The Quiet Storm',
    background: {
      title: 'Mirela of the Dawn',
      content: ['Mirela Dawnfeather, the Quiet Storm, left home.', 'Dawnfeather is a proud name.'],
    },
  };

  it('puts the locked names and epithet back, in the story too', () => {
    const fixedCard = { ...current, firstName: 'Ada', lastName: 'Stone', epithet: 'The Bold' };
    const result = applyFixedFields(model, fixedCard, locksOf('firstName', 'lastName', 'epithet'));
    expect(result).toMatchObject({ firstName: 'Ada', lastName: 'Stone', epithet: 'The Bold' });
    expect(result.id).toBe('model');
    expect(result.background.title).toBe('Ada of the Dawn');
    expect(result.background.content).toEqual([
      'Ada Stone, the Bold, left home.',
      'Stone is a proud name.',
    ]);
  });

  it('changes nothing without locks', () => {
    expect(applyFixedFields(model, current, NO_LOCKS)).toEqual(model);
  });
});

describe('locked rows "At the table"', () => {
  const rows = current.tableReady as TableReady;
  const fields = TABLE_READY_FIELDS.map(({ field }) => field);

  it.each(fields.map((field) => [field]))(
    'a locked %s goes into the template, and Generate keeps it',
    (field) => {
      const template = templateFromLocks(current, locksOf(field), createRandom(1));
      expect(template).toEqual({ tableReady: { [field]: rows[field] } });
      for (let seed = 1; seed <= 20; seed += 1) {
        const made = generateCharacter(template, createRandom(seed));
        expect(made.tableReady?.[field]).toEqual(rows[field]);
      }
    },
  );

  it('Generate with every row locked keeps them all, beside the locked attributes', () => {
    const template = templateFromLocks(current, locksOf('race', ...fields), createRandom(2));
    expect(template).toEqual({ race: 'Elf', tableReady: rows });
    const made = generateCharacter(template, createRandom(3));
    expect(made.race).toBe('Elf');
    expect(made.tableReady).toEqual(rows);
    expect(made.firstName === current.firstName && made.age === current.age).toBe(false);
  });

  it('unlocked rows are rolled again; a character without rows puts none in the template', () => {
    const made = generateCharacter(
      templateFromLocks(current, locksOf('occupation'), createRandom(4)),
      createRandom(5),
    );
    expect(made.tableReady?.occupation).toBe(rows.occupation);
    expect(made.tableReady?.secret).not.toBe(rows.secret);
    // The new summary leaves the kept occupation to its own row.
    expect(made.tableReady?.summary.toLowerCase()).not.toContain(rows.occupation.toLowerCase());
    const before: Character = { ...current };
    delete before.tableReady;
    expect(templateFromLocks(before, locksOf('occupation', 'traits'))).toEqual({});
  });

  it('a model’s character gets the locked rows back, and rows it lacks are filled', () => {
    const bare = generateCharacter({}, createRandom(6));
    delete bare.tableReady;
    const result = applyFixedFields(bare, current, locksOf('voice', 'traits'));
    expect(result.tableReady?.voice).toBe(rows.voice);
    expect(result.tableReady?.traits).toEqual(rows.traits);
    expect(result.tableReady?.occupation).toBeTruthy();
    const other = generateCharacter({}, createRandom(7));
    const kept = applyFixedFields(other, current, locksOf('secret'));
    expect(kept.tableReady).toEqual({ ...other.tableReady, secret: rows.secret });
  });

  it('stored lists with the rows read, and lists stored before them still read', () => {
    expect(normaliseStoredLocks(['race', 'occupation', 'secret'])).toEqual(
      locksOf('race', 'occupation', 'secret'),
    );
    expect(normaliseStoredLocks(['firstName', 'alignment'])).toEqual(
      locksOf('firstName', 'alignment'),
    );
    expect(lockedProperties(locksOf('secret', 'age', 'occupation'))).toEqual([
      'age',
      'occupation',
      'secret',
    ]);
  });
});

describe('stored locks', () => {
  it('reads a list of property names', () => {
    expect(normaliseStoredLocks(['race', 'characterClass'])).toEqual(
      locksOf('race', 'characterClass'),
    );
    expect(normaliseStoredLocks([])).toEqual(NO_LOCKS);
    expect(lockedProperties(locksOf('age', 'firstName'))).toEqual(['firstName', 'age']);
  });

  it.each([
    ['an object', { race: true }],
    ['a string', 'race'],
    ['null', null],
    ['an unknown name', ['race', 'hairColour']],
    ['a number in the list', [1]],
    ['a duplicate', ['race', 'race']],
  ])('refuses %s', (_name, value) => {
    expect(normaliseStoredLocks(value)).toBeNull();
  });
});

describe('checkEdit', () => {
  it.each([
    ['firstName', 'First name is required'],
    ['lastName', 'Last name is required'],
    ['epithet', 'Epithet is required'],
  ] as const)('refuses an empty %s', (property, message) => {
    expect(checkEdit(current, property, '   ')).toEqual({ ok: false, message });
    expect(checkEdit(current, property, ' Ada ')).toEqual({ ok: true, value: 'Ada' });
  });

  it.each([
    ['Human', '14', 99],
    ['Human', '100', 99],
    ['Orc', '75', 74],
    ['Elf', '515', 514],
    ['Dwarf', '20.5', 414],
    ['Dwarf', '', 414],
    ['Dwarf', 'old', 414],
    ['Dwarf', '-20', 414],
  ] as const)('a %s aged "%s" is refused with the range', (race, raw, max) => {
    expect(checkEdit({ race }, 'age', raw)).toEqual({
      ok: false,
      message: `Age must be between 15 and ${max}`,
    });
  });

  it('accepts an age at both ends of the range', () => {
    expect(checkEdit({ race: 'Orc' }, 'age', '15')).toEqual({ ok: true, value: 15 });
    expect(checkEdit({ race: 'Orc' }, 'age', '74')).toEqual({ ok: true, value: 74 });
  });

  it('refuses a value outside the lists', () => {
    expect(checkEdit(current, 'race', 'Gnome').ok).toBe(false);
    expect(checkEdit(current, 'alignment', 'Chaotic Neutral')).toEqual({
      ok: true,
      value: 'Chaotic Neutral',
    });
  });
});

describe('checkEdit of the rows "At the table"', () => {
  it.each(
    TABLE_READY_FIELDS.filter(({ field }) => field !== 'traits').map(({ field, label }) => [
      field,
      label,
    ]),
  )('%s is required, and kept trimmed', (field, label) => {
    expect(checkEdit(current, field, '  ')).toEqual({ ok: false, message: `${label} is required` });
    expect(checkEdit(current, field, '  A  quiet  one ')).toEqual({
      ok: true,
      value: 'A quiet one',
    });
  });

  it('a summary is at most 25 words; an occupation and a line are not too long to keep', () => {
    const words = (n: number) => Array.from({ length: n }, () => 'word').join(' ');
    expect(checkEdit(current, 'summary', words(25)).ok).toBe(true);
    expect(checkEdit(current, 'summary', words(26))).toEqual({
      ok: false,
      message: 'Summary is at most 25 words',
    });
    expect(checkEdit(current, 'occupation', 'x'.repeat(81))).toEqual({
      ok: false,
      message: 'Occupation is at most 80 characters',
    });
    expect(checkEdit(current, 'secret', 'x'.repeat(300)).ok).toBe(true);
    expect(checkEdit(current, 'secret', 'x'.repeat(301)).ok).toBe(false);
  });

  it.each([
    ['one trait', 'brave', 'brave'],
    ['three, spaced oddly', ' brave,shy ,  loud ', 'brave, shy, loud'],
    ['a trailing comma', 'brave, shy,', 'brave, shy'],
  ])('traits: accepts %s', (_name, raw, value) => {
    expect(checkEdit(current, 'traits', raw)).toEqual({ ok: true, value });
  });

  it.each([
    ['nothing', ' , '],
    ['four', 'a, b, c, d'],
  ])('traits: refuses %s', (_name, raw) => {
    expect(checkEdit(current, 'traits', raw)).toEqual({
      ok: false,
      message: 'Traits are 1 to 3 items separated by commas',
    });
  });
});

describe('editProperty', () => {
  const characters = Array.from({ length: 40 }, (_, i) =>
    generateCharacter({}, createRandom(i + 1)),
  );
  const fits = (c: Character) =>
    findTemplateCandidates(defaultPools.templates, c).templates.some(
      (t) => t.id === c.background.templateId,
    );

  it('a new first or last name replaces the old one in the story, the id stays', () => {
    for (const c of characters) {
      const named = editProperty(c, 'firstName', 'Zephyrine', createRandom(1));
      expect(named.firstName).toBe('Zephyrine');
      expect(named.id).toBe(c.id);
      expect(named.background.templateId).toBe(c.background.templateId);
      const story = named.background.content.join(' ');
      expect(story).not.toMatch(new RegExp(`\\b${c.firstName}\\b`));
      if (c.background.content.join(' ').includes(c.firstName))
        expect(story).toContain('Zephyrine');
      const surnamed = editProperty(c, 'lastName', 'Quillborne', createRandom(1));
      expect(surnamed.background.content.join(' ')).not.toMatch(new RegExp(`\\b${c.lastName}\\b`));
    }
  });

  it('a new race or class gets a story that fits it', () => {
    for (const c of characters) {
      const race = c.race === 'Orc' ? 'Elf' : 'Orc';
      const r = editProperty(c, 'race', race, createRandom(3));
      expect(r.race).toBe(race);
      expect(fits(r)).toBe(true);
      const { min, max } = ageBounds(race);
      expect(r.age).toBeGreaterThanOrEqual(min);
      expect(r.age).toBeLessThanOrEqual(max);
      const k = editProperty(c, 'characterClass', c.characterClass === 'Mage' ? 'Rogue' : 'Mage');
      expect(fits(k)).toBe(true);
    }
  });

  it('a new gender fixes the pronouns; a new alignment its creed line', () => {
    for (const c of characters) {
      const g = editProperty(c, 'gender', c.gender === 'Female' ? 'Male' : 'Female');
      const wrong = g.gender === 'Male' ? /\b(she|her|herself)\b/i : /\b(he|him|his|himself)\b/i;
      expect(g.background.content.join(' ')).not.toMatch(wrong);
      const alignment = c.alignment === 'Lawful Evil' ? 'Neutral Good' : 'Lawful Evil';
      const a = editProperty(c, 'alignment', alignment, createRandom(4));
      expect(a.alignment).toBe(alignment);
      expect(fits(a)).toBe(true);
      if (defaultPools.creeds && findCreedLine(c.background, c, defaultPools.creeds)) {
        expect(findCreedLine(a.background, a, defaultPools.creeds)).toBeTruthy();
      }
    }
  });

  it.each(TABLE_READY_FIELDS.map(({ field }) => [field]))(
    'a row %s typed by hand changes that row only, not the story',
    (field) => {
      const c = characters[1] as Character;
      const typed = field === 'traits' ? 'loud, kind, wary' : 'Written by hand';
      const edited = editProperty(c, field, typed, createRandom(5));
      const value = field === 'traits' ? ['loud', 'kind', 'wary'] : typed;
      expect(edited).toEqual({ ...c, tableReady: { ...c.tableReady, [field]: value } });
      expect(editProperty(edited, field, typed)).toBe(edited);
    },
  );

  it('an age the story still fits changes only the age; the same value again changes nothing', () => {
    const c = characters[0] as Character;
    // Older than before, so the story (which fitted the old age) fits too.
    const aged = editProperty(c, 'age', (c.age as number) + 1);
    expect({ ...aged, age: c.age }).toEqual(c);
    expect(editProperty(c, 'firstName', c.firstName)).toBe(c);
  });
});

describe('the prompt with locked names', () => {
  it('gives the fixed names and asks only for the others', () => {
    const prompt = buildCharacterPrompt({ race: 'Elf' }, undefined, {
      firstName: 'Ada',
      epithet: 'The Bold',
    });
    expect(prompt).toContain(
      'These values are fixed by the user; use them exactly, in the background too: {"firstName":"Ada","epithet":"The Bold"}.',
    );
    expect(prompt).toContain('Give the character a fitting last name and background.');
    expect(prompt.split('\n')[1]).toBe(
      'Some values were already generated: {"race":"Elf","firstName":"Ada","epithet":"The Bold"}.',
    );
  });

  it('without locked names asks for all of them as before', () => {
    const prompt = buildCharacterPrompt({ race: 'Elf' });
    expect(prompt).not.toContain('fixed by the user');
    expect(prompt).toContain(
      'Give the character a fitting first name, last name, epithet and background.',
    );
  });
});

describe('the level lock', () => {
  it('is stored after the card values and read back', () => {
    const locks = { ...locksOf('race'), level: true };
    expect(lockedProperties(locks)).toEqual(['race', 'level']);
    expect(normaliseStoredLocks(['race', 'level'])).toEqual(locks);
  });
});
