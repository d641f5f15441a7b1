import type { Character, CharacterTemplate, GeneratedCharacter } from '@/domain/character';
import type { TableReady } from '@/domain/table-ready';
import type { Content } from '@/domain/packs/catalog';
import type { ContentPack } from '@/domain/packs/pack';

let counter = 0;

/** A complete character for tests; each call gets a new id unless one is given. */
export function makeCharacter(overrides: Partial<Character> = {}): Character {
  counter += 1;
  return {
    id: `test-${counter}`,
    firstName: 'Aldric',
    lastName: 'Stormwind',
    epithet: 'The Unbroken',
    race: 'Human',
    characterClass: 'Warrior',
    gender: 'Male',
    alignment: 'Lawful Good',
    age: 34,
    background: {
      title: 'The Shield of Varn',
      content: ['Aldric grew up on the walls of Varn.', 'He learned the sword from his father.'],
    },
    ...overrides,
  };
}

/** A character as the generator writes one: every attribute is one the lists offer. */
export const makeGeneratedCharacter = (
  overrides: Partial<GeneratedCharacter> = {},
): GeneratedCharacter => makeCharacter(overrides) as GeneratedCharacter;

/** The labels of a character's attributes, in the order a card shows them. */
export const CARD_LABELS = [
  'First Name',
  'Last Name',
  'Epithet',
  'Race',
  'Class',
  'Gender',
  'Age',
  'Alignment',
];

/** The labels of the rows At the table, in the order they are shown. */
export const TABLE_READY_LABELS = [
  'Occupation',
  'Summary',
  'Look',
  'Voice',
  'Traits',
  'Ideal',
  'Bond',
  'Flaw',
  'Secret',
];

/** Rows At the table, every one filled in. */
export function makeTableReady(overrides: Partial<TableReady> = {}): TableReady {
  return {
    occupation: 'Ferryman',
    summary: 'A ferryman. Wants the toll back.',
    look: 'Wet boots.',
    voice: 'Low.',
    traits: ['Calm', 'wry', 'patient'],
    ideal: 'Fairness.',
    bond: 'The river.',
    flaw: 'Greed.',
    secret: 'Drowned a tax man.',
    ...overrides,
  };
}

/** What a model is asked to write a character for: an elf mage unless told otherwise. */
export const makeTemplate = (overrides: Partial<CharacterTemplate> = {}): CharacterTemplate => ({
  race: 'Elf',
  characterClass: 'Mage',
  gender: 'Female',
  alignment: 'Neutral Good',
  age: 212,
  ...overrides,
});

/** The fields of a model's reply, in the order the JSON schema and the prompts give them. */
export const REPLY_FIELDS = [
  'firstName',
  'lastName',
  'epithet',
  'characterClass',
  'gender',
  'race',
  'alignment',
  'age',
  'occupation',
  'summary',
  'look',
  'voice',
  'traits',
  'ideal',
  'bond',
  'flaw',
  'secret',
  'background',
] as const;

/**
 * A pack on with a race that looks like a built-in one (`looksLike`, Human unless told) and a
 * class that plays like the Warrior with Dexterity first, beside a race and a class of its own.
 */
export const makeWildsPack = (looksLike = 'Human'): ContentPack => ({
  id: 'p',
  name: 'Wilds',
  enabled: true,
  tables: {
    Races: [`Halfling | 20-150 | Looks like ${looksLike}`, 'Lizardfolk | 14-80'],
    Classes: ['Ranger | Plays like Warrior | Dexterity first', 'Bard'],
  },
});

/** The content the app reads with only {@link makeWildsPack} added to every built-in table. */
export const makeWildsContent = (looksLike?: string): Content => ({
  packs: [makeWildsPack(looksLike)],
  builtIn: { leftOutRaces: [], leftOutClasses: [] },
});

/**
 * The character as a member of the group named, with one relationship per `[kind, name]` pair
 * (the others' ids `a`, `b`, … in that order).
 */
export const inGroup = (
  character: Character,
  groupName: string,
  relationships: readonly (readonly [kind: string, name: string])[],
): Character => ({
  ...character,
  group: { id: 'g', name: groupName },
  relationships: relationships.map(([kind, name], index) => ({
    kind,
    id: String.fromCharCode(97 + index),
    name,
  })),
});
