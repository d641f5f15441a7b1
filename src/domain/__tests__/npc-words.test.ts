/**
 * @jest-environment node
 */
import { readNpcWords, type NpcConstraints } from '../npc-words';
import { OCCUPATIONS } from '../table-ready/occupations';

const SMITHS = ['blacksmith', 'camp smith', 'forge apprentice'];
const GUARDS = [
  'caravan guard',
  'bodyguard to a merchant house',
  'gate warden',
  'stockade sentry',
  'militia sergeant',
];
const SAILORS = ['ferryman', 'river bargeman', 'harbour pilot'];
const PRIEST_TRADES = [
  'temple archivist',
  'temple novice',
  'hospice keeper',
  'almoner of a poorhouse',
  'wandering preacher',
  'retired abbey cellarer',
  'moon-shrine attendant',
  'keeper of an ancestor hall',
  'drum-keeper of the war camp',
  'burial singer',
];
const PRIEST: NpcConstraints = { characterClass: 'Cleric', occupations: PRIEST_TRADES };
const HEALERS = [
  'apothecary',
  'herbalist',
  'hospice keeper',
  'midwife',
  'bonesetter',
  'herb gatherer',
];

/** Typed text → what it asks for, and the words not understood. */
const TABLE: [string, NpcConstraints, string[]?][] = [
  // Races, their plurals and adjectives, any case.
  ['dwarf', { race: 'Dwarf' }],
  ['Dwarves', { race: 'Dwarf' }],
  ['dwarfs', { race: 'Dwarf' }],
  ['DWARVEN', { race: 'Dwarf' }],
  ['elf', { race: 'Elf' }],
  ['elves', { race: 'Elf' }],
  ['Elvish', { race: 'Elf' }],
  ['human', { race: 'Human' }],
  ['Humans', { race: 'Human' }],
  ['orc', { race: 'Orc' }],
  ['ORCS', { race: 'Orc' }],
  ['half-orc', { race: 'Orc' }],
  // Genders.
  ['woman', { gender: 'Female' }],
  ['Women', { gender: 'Female' }],
  ['female', { gender: 'Female' }],
  ['male', { gender: 'Male' }],
  ['man', { gender: 'Male' }],
  ['men', { gender: 'Male' }],
  ['non-binary', { gender: 'Non-binary' }],
  ['Nonbinary', { gender: 'Non-binary' }],
  // Ages, some with a gender.
  ['child', { age: 'child' }],
  ['children', { age: 'child' }],
  ['kids', { age: 'child' }],
  ['young', { age: 'young' }],
  ['old', { age: 'old' }],
  ['elderly', { age: 'old' }],
  ['ancient', { age: 'ancient' }],
  ['very old', { age: 'ancient' }],
  ['middle-aged', { age: 'adult' }],
  ['girl', { age: 'child', gender: 'Female' }],
  ['boys', { age: 'child', gender: 'Male' }],
  ['crone', { age: 'old', gender: 'Female' }],
  ['grandfather', { age: 'old', gender: 'Male' }],
  ['40', { years: 40 }],
  ['40 years old', { years: 40 }],
  ['a 300 year old dwarf', { years: 300, race: 'Dwarf' }],
  // The alignment's halves, each set by its own word.
  ['evil', { moral: 'evil' }],
  ['kind', { moral: 'good' }],
  ['Wicked', { moral: 'evil' }],
  ['lawful', { order: 'lawful' }],
  ['chaotic', { order: 'chaotic' }],
  ['lawful evil', { order: 'lawful', moral: 'evil' }],
  ['kind and chaotic', { order: 'chaotic', moral: 'good' }],
  ['neutral', { order: 'neutral', moral: 'neutral' }],
  ['lawful neutral', { order: 'lawful', moral: 'neutral' }],
  ['neutral evil', { order: 'neutral', moral: 'evil' }],
  ['true neutral', { order: 'neutral', moral: 'neutral' }],
  ['good evil', { moral: 'evil' }],
  // Classes.
  ['warrior', { characterClass: 'Warrior' }],
  ['fighters', { characterClass: 'Warrior' }],
  ['wizard', { characterClass: 'Mage' }],
  ['Mages', { characterClass: 'Mage' }],
  ['witches', { characterClass: 'Mage', gender: 'Female' }],
  ['thieves', { characterClass: 'Rogue' }],
  ['rogue', { characterClass: 'Rogue' }],
  ['cleric', { characterClass: 'Cleric' }],
  ['priest', PRIEST],
  ['priests', PRIEST],
  ['priestesses', { ...PRIEST, gender: 'Female' }],
  // Trades of the tables, their plurals and other names.
  ['smith', { occupations: SMITHS }],
  ['Smiths', { occupations: SMITHS }],
  ['blacksmith', { occupations: ['blacksmith'] }],
  ['blacksmiths', { occupations: ['blacksmith'] }],
  ['armourer', { occupations: SMITHS }],
  ['guard', { occupations: GUARDS }],
  ['guards', { occupations: GUARDS }],
  ['guardsmen', { occupations: GUARDS }],
  ['innkeeper', { occupations: ['innkeeper'] }],
  ['innkeepers', { occupations: ['innkeeper'] }],
  ['tavern keeper', { occupations: ['innkeeper'] }],
  ['barkeep', { occupations: ['innkeeper'] }],
  ['sailor', { occupations: SAILORS }],
  ['sailors', { occupations: SAILORS }],
  ['mariner', { occupations: SAILORS }],
  ['fishermen', { occupations: ['fisher'] }],
  ['healers', { occupations: HEALERS }],
  ['spies', { characterClass: 'Rogue' }],
  ['tax collectors', { occupations: ['tax collector'] }],
  ['collectors', { occupations: ['tax collector', 'tribute collector for the warchief'] }],
  ['gate warden', { occupations: ['gate warden'] }],
  ['gate wardens', { occupations: ['gate warden'] }],
  ["alchemist's apprentice", { occupations: ["alchemist's apprentice"] }],
  ['Spirit-Talker', { occupations: ['spirit-talker'] }],
  ['elder of the glade council', { occupations: ['elder of the glade council'] }],
  // Together, in any order and case.
  ['dwarf smith', { race: 'Dwarf', occupations: SMITHS }],
  ['Smith DWARF', { race: 'Dwarf', occupations: SMITHS }],
  ['old elf woman priest', { age: 'old', race: 'Elf', gender: 'Female', ...PRIEST }],
  ['an evil orc guard', { moral: 'evil', race: 'Orc', occupations: GUARDS }],
  [
    'young human male sailor',
    { age: 'young', race: 'Human', gender: 'Male', occupations: SAILORS },
  ],
  ['ancient lawful dwarves', { age: 'ancient', order: 'lawful', race: 'Dwarf' }],
  ['Kind old innkeeper', { moral: 'good', age: 'old', occupations: ['innkeeper'] }],
  ['I need a wicked elven wizard, please', { moral: 'evil', race: 'Elf', characterClass: 'Mage' }],
  // A later word of the same kind replaces an earlier one.
  ['dwarf elf', { race: 'Elf' }],
  ['man woman', { gender: 'Female' }],
  // Words not understood, shown as typed, each once; the rest still read.
  ['blacksmithe', {}, ['blacksmithe']],
  ['dwarf blacksmithe', { race: 'Dwarf' }, ['blacksmithe']],
  ['gnome tinkerer', {}, ['gnome', 'tinkerer']],
  ['Halfling halfling smith', { occupations: SMITHS }, ['Halfling', 'halfling']],
  ['elf 5000', { race: 'Elf' }, ['5000']],
  // Nothing, or only words without a wish.
  ['', {}],
  ['   ', {}],
  ['someone who is', {}],
  ['a, the; and!', {}],
];

describe('readNpcWords', () => {
  test('the table holds at least 60 inputs', () => {
    expect(TABLE.length).toBeGreaterThanOrEqual(60);
  });

  test.each(TABLE)('%p', (text, constraints, unknown = []) => {
    expect(readNpcWords(text)).toEqual({ constraints, unknown });
  });

  test('a word still being typed is not reported until it is finished', () => {
    expect(readNpcWords('dwa', { typing: true })).toEqual({
      constraints: {},
      unknown: [],
      pending: 'dwa',
    });
    expect(readNpcWords('old ELVE', { typing: true })).toEqual({
      constraints: { age: 'old' },
      unknown: [],
      pending: 'ELVE',
    });
    expect(readNpcWords('dwa ', { typing: true }).unknown).toEqual(['dwa']);
    expect(readNpcWords('dwa elf', { typing: true }).unknown).toEqual(['dwa']);
    expect(readNpcWords('dwa')).toEqual({ constraints: {}, unknown: ['dwa'] });
    // A word no known one starts with is reported at once.
    expect(readNpcWords('blacksmithe', { typing: true }).unknown).toEqual(['blacksmithe']);
  });

  test('every trade of the tables is understood by its own name, and only those are named', () => {
    const tables = new Set(OCCUPATIONS.map((entry) => entry.text));
    for (const text of tables) {
      const { constraints, unknown } = readNpcWords(text);
      expect(unknown).toEqual([]);
      expect(constraints.occupations).toContain(text);
    }
    // Every trade a word names, in any of the lexicon's groups, is one of the tables'.
    const probes = [
      'smith guard innkeeper sailor priest hunter merchant scribe scholar healer cook farmer seer',
      'tutor miner courier boxer mercenary gambler taxman apprentice retired shaman scout brewer',
      'undertaker preacher pilgrim smuggler fence cutpurse forger weaver tanner carver bard groom',
      'storyteller ratcatcher mapmaker winemaker herder mason jeweller novice squire',
    ]
      .join(' ')
      .split(' ');
    for (const word of probes) {
      const { constraints, unknown } = readNpcWords(word);
      expect(unknown).toEqual([]);
      for (const named of constraints.occupations ?? []) expect(tables).toContain(named);
    }
  });
});
