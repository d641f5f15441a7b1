/**
 * The character model and its enumerations, exactly as the product specification writes them.
 */

export const GENDERS = ['Male', 'Female', 'Non-binary'] as const;
export type Gender = (typeof GENDERS)[number];

export const CHARACTER_CLASSES = ['Warrior', 'Mage', 'Rogue', 'Cleric'] as const;
export type CharacterClass = (typeof CHARACTER_CLASSES)[number];

export const RACES = ['Human', 'Elf', 'Dwarf', 'Orc'] as const;
export type Race = (typeof RACES)[number];

export const ALIGNMENTS = [
  'Lawful Good',
  'Neutral Good',
  'Chaotic Good',
  'Lawful Neutral',
  'True Neutral',
  'Chaotic Neutral',
  'Lawful Evil',
  'Neutral Evil',
  'Chaotic Evil',
] as const;
export type Alignment = (typeof ALIGNMENTS)[number];

/** A written background: a title and its paragraphs. */
export interface Background {
  title: string;
  content: string[];
  /**
   * The key of the offline template this background was rendered from, if any. It lets a
   * re-roll re-render the same story with new names or pronouns. Model-written backgrounds
   * have none.
   */
  templateId?: string;
}

/** A complete character. `id` is its identity: saved, current and history entries compare by it. */
export interface Character {
  id: string;
  firstName: string;
  lastName: string;
  epithet: string;
  race: Race;
  characterClass: CharacterClass;
  gender: Gender;
  alignment: Alignment;
  age: number;
  background: Background;
}

/** The properties a user can re-roll one at a time. */
export type RerollableProperty =
  | 'firstName'
  | 'lastName'
  | 'epithet'
  | 'race'
  | 'characterClass'
  | 'gender'
  | 'age'
  | 'alignment'
  | 'background';

/** A template character: the attributes already chosen before generation. */
export type CharacterTemplate = Partial<Omit<Character, 'id'>> & { id?: string };

export const isGender = (value: unknown): value is Gender =>
  typeof value === 'string' && (GENDERS as readonly string[]).includes(value);
export const isCharacterClass = (value: unknown): value is CharacterClass =>
  typeof value === 'string' && (CHARACTER_CLASSES as readonly string[]).includes(value);
export const isRace = (value: unknown): value is Race =>
  typeof value === 'string' && (RACES as readonly string[]).includes(value);
export const isAlignment = (value: unknown): value is Alignment =>
  typeof value === 'string' && (ALIGNMENTS as readonly string[]).includes(value);

/** "first last", the way the app writes a full name. */
export const fullName = (c: Pick<Character, 'firstName' | 'lastName'>): string =>
  [c.firstName, c.lastName].filter(Boolean).join(' ');
