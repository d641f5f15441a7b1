import { actionLines, actionText } from '../srd5/actions';
import { estimateChallenge } from '../srd5/challenge';
import { unlisted, type Character, type CharacterClass, type Race } from '../character';
import { type AbilityScores, type StatBlockInput } from '../srd5/abilities';
import {
  SRD_ATTRIBUTION,
  deriveStatBlock,
  hitPointsText,
  sensesText,
  statBlockText,
  type StatBlock,
} from '../srd5/stat-block';

const character = (race: string, characterClass: string, overrides: Partial<Character> = {}) =>
  ({
    id: 'c1',
    firstName: 'Grusk',
    lastName: 'Ironjaw',
    epithet: 'the Unbowed',
    race,
    characterClass,
    gender: 'Male',
    alignment: 'Chaotic Good',
    age: 30,
    background: { title: 'A life', content: ['Once upon a time.'] },
    ...overrides,
  }) as Character;

const tens: AbilityScores = { str: 10, dex: 10, con: 10, int: 10, wis: 10, cha: 10 };

const block = (
  race: Race,
  characterClass: CharacterClass,
  level: number,
  scores: Partial<AbilityScores> = {},
): StatBlock => {
  const input: StatBlockInput = { level, scores: { ...tens, ...scores } };
  const derived = deriveStatBlock(character(race, characterClass), input);
  if (!derived) throw new Error('no stat block');
  return derived;
};

describe('hit points', () => {
  // Con 14 (+2). Level 1: the die's maximum + 2; each later level the fixed value + 2. The dice's
  // bonus makes their average the hit points shown.
  test.each<[CharacterClass, string, string]>([
    ['Warrior', '12 (1d10 + 7)', '44 (5d10 + 17)'],
    ['Mage', '8 (1d6 + 5)', '32 (5d6 + 15)'],
    ['Rogue', '10 (1d8 + 6)', '38 (5d8 + 16)'],
    ['Cleric', '10 (1d8 + 6)', '38 (5d8 + 16)'],
  ])('%s: %s at level 1, %s at level 5', (characterClass, level1, level5) => {
    expect(hitPointsText(block('Human', characterClass, 1, { con: 14 }))).toBe(level1);
    expect(hitPointsText(block('Human', characterClass, 5, { con: 14 }))).toBe(level5);
  });

  test('a Dwarf has 1 more a level, and a low Constitution still gains at least 1 a level', () => {
    // 5d10 average 27 (27.5): 22 more make the 49 hit points shown.
    expect(hitPointsText(block('Dwarf', 'Warrior', 5, { con: 14 }))).toBe('49 (5d10 + 22)');
    expect(hitPointsText(block('Human', 'Mage', 1, { con: 8 }))).toBe('5 (1d6 + 2)');
    // Con 3 (-4): 6 - 4 = 2 at level 1, then 4 - 4 = 0 is raised to 1 at each later level.
    expect(block('Human', 'Mage', 3, { con: 3 }).hitPoints.value).toBe(4);
  });
});

describe('armor class of each starting kit', () => {
  test('Fighter: chain mail, 16 whatever the Dexterity', () => {
    expect(block('Human', 'Warrior', 1, { dex: 18, str: 15 }).armorClass).toEqual({
      value: 16,
      armor: 'chain mail',
    });
  });

  test('Rogue: leather armor, 11 + Dexterity', () => {
    expect(block('Human', 'Rogue', 1, { dex: 17 }).armorClass).toEqual({
      value: 14,
      armor: 'leather armor',
    });
  });

  test('Wizard: no armour, 10 + Dexterity', () => {
    expect(block('Human', 'Mage', 1, { dex: 14 }).armorClass).toEqual({ value: 12, armor: '' });
  });

  test('Cleric: chain shirt (Dexterity up to +2) and shield', () => {
    expect(block('Human', 'Cleric', 1, { dex: 18 }).armorClass).toEqual({
      value: 17,
      armor: 'chain shirt, shield',
    });
    expect(block('Human', 'Cleric', 1, { dex: 8 }).armorClass.value).toBe(14);
  });
});

test('chain mail slows a Fighter below Strength 13 by 10 feet', () => {
  expect(block('Orc', 'Warrior', 1, { str: 13 }).speed).toBe(30);
  expect(block('Orc', 'Warrior', 1, { str: 12 }).speed).toBe(20);
});

describe('passive Perception', () => {
  test('without proficiency: 10 + Wisdom modifier', () => {
    // A Dwarf Cleric has no Perception proficiency.
    expect(block('Dwarf', 'Cleric', 1, { wis: 16 }).passivePerception).toBe(13);
  });

  test('with proficiency: 10 + Wisdom modifier + Proficiency Bonus', () => {
    // A Fighter is proficient; at level 5 the bonus is +3.
    expect(block('Dwarf', 'Warrior', 5, { wis: 12 }).passivePerception).toBe(14);
    // An Elf's Keen Senses gives a Cleric Perception.
    expect(block('Elf', 'Cleric', 1, { wis: 16 }).passivePerception).toBe(15);
  });
});

test('senses, speed, size and languages by species', () => {
  expect(block('Orc', 'Warrior', 1).darkvision).toBe(120);
  expect(block('Dwarf', 'Warrior', 1).darkvision).toBe(120);
  expect(block('Elf', 'Warrior', 1).darkvision).toBe(60);
  expect(block('Human', 'Warrior', 1).darkvision).toBeUndefined();
  expect(sensesText(block('Elf', 'Mage', 1))).toBe('Darkvision 60 ft., Passive Perception 12');
  // A Human's Skillful trait gives Perception.
  expect(sensesText(block('Human', 'Mage', 1))).toBe('Passive Perception 12');
  for (const race of ['Human', 'Elf', 'Dwarf', 'Orc'] as const) {
    expect(block(race, 'Cleric', 1)).toMatchObject({ size: 'Medium', speed: 30 });
    expect(block(race, 'Cleric', 1).languages[0]).toBe('Common');
  }
  expect(block('Orc', 'Warrior', 1).languages).toContain('Orc');
  expect(block('Human', 'Rogue', 1).languages).toContain("Thieves' Cant");
});

describe('actions', () => {
  test('a Fighter swings a greatsword, twice from level 5', () => {
    const fighter = block('Orc', 'Warrior', 1, { str: 16 });
    expect(fighter.actions[0]).toMatchObject({
      kind: 'weaponAttack',
      name: 'Greatsword',
      ability: 'str',
      attackBonus: 5,
      damage: { dice: { count: 2, die: 6, bonus: 3 }, type: 'slashing' },
    });
    expect(actionText(fighter.actions[0]!)).toBe(
      'Melee Weapon Attack: +5 to hit, reach 5 ft., one target. Hit: 10 (2d6 + 3) slashing damage.',
    );
    expect(block('Orc', 'Warrior', 5, { str: 16 }).actions[0]?.name).toBe('Extra Attack');
  });

  test("a Rogue's Sneak Attack grows with level", () => {
    const sneak = (level: number) =>
      block('Human', 'Rogue', level).actions.find((action) => action.name.startsWith('Sneak'));
    expect(actionText(sneak(1)!)).toContain('extra 3 (1d6) damage');
    expect(actionText(sneak(5)!)).toContain('extra 10 (3d6) damage');
    expect(sneak(5)).toMatchObject({ dice: { count: 3, die: 6, bonus: 0 } });
  });

  test('a Wizard casts Fire Bolt, 2d10 from level 5', () => {
    const fireBolt = (level: number) => block('Elf', 'Mage', level, { int: 16 }).actions[0];
    expect(fireBolt(4)).toMatchObject({ name: 'Fire Bolt (Cantrip)', attackBonus: 5 });
    expect(actionText(fireBolt(4)!)).toBe(
      'Ranged Spell Attack: +5 to hit, range 120 ft., one target. Hit: 5 (1d10) fire damage.',
    );
    expect(actionText(fireBolt(5)!)).toBe(
      'Ranged Spell Attack: +6 to hit, range 120 ft., one target. Hit: 11 (2d10) fire damage.',
    );
  });

  test('a Cleric has Sacred Flame and a mace', () => {
    const cleric = block('Dwarf', 'Cleric', 1, { wis: 16, str: 14 });
    expect(cleric.actions.map((action) => action.name)).toEqual([
      'Sacred Flame (Cantrip)',
      'Mace',
      'Spellcasting',
    ]);
    expect(cleric.actions[0]).toMatchObject({ kind: 'spellSave', saveDc: 13 });
    expect(actionText(cleric.actions[0]!)).toContain('DC 13 Dexterity saving throw');
    expect(actionText(cleric.actions[0]!)).toContain('4 (1d8) radiant damage');
    expect(actionText(cleric.actions[1]!)).toContain('+4 to hit');
  });
});

test('the text layout: challenge and proficiency lines, class and attribution as traits, then the actions', () => {
  const orc = character('Orc', 'Warrior');
  const scores = { str: 17, dex: 14, con: 14, int: 8, wis: 10, cha: 12 };
  const derived = deriveStatBlock(orc, { level: 1, scores });
  expect(derived).toBeDefined();
  expect(statBlockText(orc, derived as StatBlock)).toBe(
    [
      'Grusk Ironjaw',
      'Medium Humanoid (Orc), Chaotic Good',
      'Armor Class 16 (chain mail)',
      'Hit Points 12 (1d10 + 7)',
      'Speed 30 ft.',
      'STR DEX CON INT WIS CHA',
      '17 (+3) 14 (+2) 14 (+2) 8 (-1) 10 (+0) 12 (+1)',
      'Saving Throws Str +5, Con +4',
      'Skills Athletics +5, Intimidation +3, Perception +2, Survival +2',
      'Senses Darkvision 120 ft., Passive Perception 12',
      'Languages Common, Orc, Goblin',
      // HP 12, AC 16: 1/8 raised to 1/4; 10 damage at +5: 1 raised to 2; averaged: 1.
      'Challenge 1 (200 XP)',
      'Proficiency Bonus +2',
      '',
      'Class. Level 1 Fighter.',
      `Attribution. ${SRD_ATTRIBUTION}`,
      '',
      'Actions',
      'Greatsword. Melee Weapon Attack: +5 to hit, reach 5 ft., one target. Hit: 10 (2d6 + 3) slashing damage.',
      'Javelin. Melee or Ranged Weapon Attack: +5 to hit, reach 5 ft. or range 30/120 ft., one target. Hit: 6 (1d6 + 3) piercing damage.',
    ].join('\n'),
  );
});

describe('challenge rating, estimated from the numbers', () => {
  // Bandit Captain: AC 15, HP 52, two attacks of 6 at +5. Warrior Veteran: AC 17, HP 65, two of 9.
  test.each([
    ['the Bandit Captain', 52, 15, 12, { rating: 2, xp: 450 }],
    ['the Warrior Veteran', 65, 17, 18, { rating: 3, xp: 700 }],
  ])(
    'numbers like the SRD 5.2 NPCs come out at their ratings: %s',
    (_npc, hitPoints, armorClass, damagePerRound, challenge) => {
      expect(
        estimateChallenge({ hitPoints, armorClass, damagePerRound, accuracy: { attackBonus: 5 } }),
      ).toEqual(challenge);
    },
  );

  test('a level 5 fighter with 49 hit points is not CR 5', () => {
    const fighter = block('Dwarf', 'Warrior', 5, { str: 16, con: 14 });
    expect(fighter.hitPoints.value).toBe(49);
    // HP 49 at AC 16: 1/4 up to 1/2; two greatsword hits of 10 at +6: 2 up to 3; averaged: 2.
    expect(fighter.challenge).toEqual({ rating: 2, xp: 450 });
  });

  test('a low level caster rates at a fraction', () => {
    expect(block('Human', 'Mage', 1, { int: 16, con: 12 }).challenge.rating).toBeLessThan(1);
  });
});

describe('spells of Clerics and Wizards', () => {
  const spellcasting = (characterClass: CharacterClass, level: number) => {
    const action = block('Human', characterClass, level).actions.at(-1)!;
    if (action.kind !== 'spellcasting') throw new Error('no spellcasting');
    return action.spellcasting;
  };

  test('a level 1 Wizard knows three cantrips and has two 1st-level slots', () => {
    expect(spellcasting('Mage', 1).groups).toEqual([
      { level: 0, spells: ['Fire Bolt', 'Light', 'Mage Hand'] },
      { level: 1, slots: 2, spells: ['Magic Missile', 'Shield', 'Mage Armor', 'Detect Magic'] },
    ]);
  });

  test('a level 5 Cleric has 3rd-level spells, and the text lists them by level with slots', () => {
    const cleric = block('Human', 'Cleric', 5, { wis: 16 });
    const action = cleric.actions.at(-1)!;
    expect(actionText(action)).toBe(
      'It is a 5th-level spellcaster. Its spellcasting ability is Wisdom (spell save DC 14, +6 to hit with spell attacks). It has these Cleric spells prepared:',
    );
    expect(actionLines(action)).toEqual([
      'Cantrips (at will): Sacred Flame, Guidance, Light, Thaumaturgy',
      '1st level (4 slots): Bless, Cure Wounds, Guiding Bolt, Shield of Faith',
      '2nd level (3 slots): Aid, Hold Person, Spiritual Weapon',
      '3rd level (2 slots): Spirit Guardians, Revivify, Dispel Magic',
    ]);
  });

  test('at level 20 the slots reach 9th level, and other classes have no spells', () => {
    const groups = spellcasting('Cleric', 20).groups;
    expect(groups.map((g) => g.slots)).toEqual([undefined, 4, 3, 3, 3, 3, 2, 2, 1, 1]);
    expect(groups[0]!.spells).toHaveLength(5);
    expect(block('Human', 'Rogue', 20).actions.some((a) => a.kind === 'spellcasting')).toBe(false);
  });
});

test('the attribution is the SRD 5.2 licence statement', () => {
  expect(SRD_ATTRIBUTION).toBe(
    'This work includes material from the System Reference Document 5.2 ("SRD 5.2") by Wizards of the Coast LLC, available at https://www.dndbeyond.com/srd. The SRD 5.2 is licensed under the Creative Commons Attribution 4.0 International License, available at https://creativecommons.org/licenses/by/4.0/legalcode.',
  );
});

test('a race or class outside the lists derives nothing', () => {
  const input = { level: 1, scores: tens };
  expect(deriveStatBlock(character(unlisted('Gnome'), 'Warrior'), input)).toBeUndefined();
  expect(deriveStatBlock(character('Elf', unlisted('Bard')), input)).toBeUndefined();
  expect(deriveStatBlock(character(unlisted(''), unlisted('')), input)).toBeUndefined();
});
