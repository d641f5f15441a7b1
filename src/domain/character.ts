/**
 * The character model and its enumerations, exactly as the product specification writes them.
 */
import type { StatBlockInput } from './ability-scores';
import type { TableReady, TableReadyField } from './table-ready/fields';

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

declare const unlistedBrand: unique symbol;

/**
 * A value that is not one of the app's own: a race `Gnome` or class `Bard` written by another
 * version, by hand or by a content pack, or `''` where the field was missing. It is kept as
 * written so a user's character never disappears. Only the stored-character reader and the
 * generator drawing from a pack make one (through {@link unlisted}), and code that needs one of ours (icons, templates, age limits) has to check
 * with {@link isRace} and its siblings first, so an arbitrary string never passes for a race.
 */
export type Unlisted = string & { readonly [unlistedBrand]: true };

/** One of the app's values, or a stored value outside its list. */
export type OrUnlisted<T extends string> = T | Unlisted;

/** Marks a stored value as outside the app's lists. */
export const unlisted = (value: string): Unlisted => value as Unlisted;

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

/**
 * A complete character. `id` is its identity: saved, current and history entries compare by it.
 * Characters the app makes always hold its own race, class, gender and alignment and an age; one
 * read from storage may hold values outside those lists, or no age, kept as they were stored.
 */
export interface Character {
  id: string;
  firstName: string;
  lastName: string;
  epithet: string;
  race: OrUnlisted<Race>;
  characterClass: OrUnlisted<CharacterClass>;
  gender: OrUnlisted<Gender>;
  alignment: OrUnlisted<Alignment>;
  /** Null only for a stored character whose age was missing or unreadable. */
  age: number | null;
  background: Background;
  /**
   * The gamemaster's own notes, plain text written on My Characters. Absent until some are
   * written; an edited copy of a character keeps them.
   */
  notes?: string;
  /**
   * "At the table": occupation, summary, look, voice, traits, ideal, bond, flaw and secret.
   * Absent on characters saved before these rows existed.
   */
  tableReady?: TableReady;
  /** Fifth-edition level and ability scores; absent for characters made without a game system. */
  stats?: StatBlockInput;
  /**
   * When the saved copy last changed (saved, updated or its notes written), as an ISO time; it
   * decides which copy an import keeps. Absent on characters saved before it was recorded, which
   * count as the oldest.
   */
  updatedAt?: string;
  /** The group it was generated with (`Generate several`); absent for a character made alone. */
  group?: GroupTag;
  /** How it stands to other members of its group, each by the other's id (and name, if deleted). */
  relationships?: Relationship[];
  /**
   * The drawn face chosen with `Draw a new face` (a whole number below 2³²). Absent, the face is
   * the one the character's name gives.
   */
  faceSeed?: number;
  /** The ids of the campaigns it is filed in; absent when it is in none. */
  campaigns?: string[];
  /** The gamemaster's free tags (places, factions), each once ignoring case; absent when none. */
  tags?: string[];
  /**
   * The picture the user uploaded for its portrait: the id it is stored under in the browser.
   * The character holds only this reference, never the picture.
   */
  pictureId?: string;
}

/** A group of characters generated together, as each member remembers it. */
export interface GroupTag {
  id: string;
  name: string;
}

/** "sibling of Ann Bell": a kind (see `RELATIONSHIP_KINDS`) and the other character. */
export interface Relationship {
  kind: string;
  id: string;
  name: string;
}

/** A character the app made itself: every value is one of its own, and the age is known. */
export interface GeneratedCharacter extends Character {
  race: OrUnlisted<Race>;
  characterClass: OrUnlisted<CharacterClass>;
  gender: Gender;
  alignment: Alignment;
  age: number;
}

/** The properties a user can re-roll one at a time: the attributes, the story, each table row. */
export type RerollableProperty =
  | 'firstName'
  | 'lastName'
  | 'epithet'
  | 'race'
  | 'characterClass'
  | 'gender'
  | 'age'
  | 'alignment'
  | 'background'
  | TableReadyField;

/** A template character: the attributes already chosen before generation. */
export type CharacterTemplate = Partial<Omit<Character, 'id'>> & { id?: string };

/** A check that a value is one of `list`'s strings. */
export const isOneOf =
  <T extends string>(list: readonly T[]) =>
  (value: unknown): value is T =>
    typeof value === 'string' && (list as readonly string[]).includes(value);

export const isGender = isOneOf(GENDERS);
export const isCharacterClass = isOneOf(CHARACTER_CLASSES);
export const isRace = isOneOf(RACES);
export const isAlignment = isOneOf(ALIGNMENTS);

/** How a character's value reads on screen: as stored, or `unknown` where it is missing. */
export const shownValue = (value: string | number | null): string =>
  value === null || value === '' ? 'unknown' : String(value);

/** "first last", the way the app writes a full name. */
export const fullName = (c: Pick<Character, 'firstName' | 'lastName'>): string =>
  [c.firstName, c.lastName].filter(Boolean).join(' ');

/**
 * A name as the app compares names (two characters never share one): case, the spaces around it
 * and how many spaces stand between its words do not count.
 */
export const nameKey = (name: string): string => name.trim().replace(/\s+/g, ' ').toLowerCase();
