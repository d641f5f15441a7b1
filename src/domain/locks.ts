/**
 * Locks on the card's values and the check of a value typed by hand. Light on purpose: the card
 * and the stored locks need it before the generator (pools, templates) is loaded.
 */
import {
  ALIGNMENTS,
  CHARACTER_CLASSES,
  GENDERS,
  RACES,
  isAlignment,
  isCharacterClass,
  isGender,
  isOneOf,
  isRace,
  type Character,
  type GeneratedCharacter,
  type RerollableProperty,
} from './character';
import { ageBounds } from './character-template';
import { defaultRandom, pick, type Random } from './random';

/** The values a user can lock and edit, in the order the card lists them. */
export const LOCKABLE_PROPERTIES = [
  'firstName',
  'lastName',
  'epithet',
  'race',
  'characterClass',
  'gender',
  'age',
  'alignment',
] as const satisfies readonly RerollableProperty[];

export type LockableProperty = (typeof LOCKABLE_PROPERTIES)[number];

/** Every lock: the card's values, then the stat block's level. */
const LOCK_NAMES = [...LOCKABLE_PROPERTIES, 'level'] as const;
export type LockName = (typeof LOCK_NAMES)[number];

/** Which values Generate keeps. */
export type Locks = Readonly<Record<LockName, boolean>>;

export const NO_LOCKS = Object.fromEntries(LOCK_NAMES.map((name) => [name, false])) as Locks;

const isLockName = isOneOf(LOCK_NAMES);

/** The locked values, in card order; this list is what storage keeps. */
export const lockedProperties = (locks: Locks): LockName[] =>
  LOCK_NAMES.filter((name) => locks[name]);

/**
 * Locks read back from storage, a list of property names such as `["race","characterClass"]`;
 * anything else is unreadable: null, so the caller can copy it aside and start with no locks.
 */
export function normaliseStoredLocks(value: unknown): Locks | null {
  const readable =
    Array.isArray(value) && value.every(isLockName) && new Set(value).size === value.length;
  return readable ? { ...NO_LOCKS, ...Object.fromEntries(value.map((p) => [p, true])) } : null;
}

/** The lists a select offers for the values that have one. */
export const CHOICES: Partial<Record<LockableProperty, readonly string[]>> = {
  race: RACES,
  characterClass: CHARACTER_CLASSES,
  gender: GENDERS,
  alignment: ALIGNMENTS,
};

const REQUIRED: Partial<Record<LockableProperty, string>> = {
  firstName: 'First name is required',
  lastName: 'Last name is required',
  epithet: 'Epithet is required',
};

/** A value typed or chosen by hand: accepted (trimmed, an age as a number) or refused with why. */
export type EditCheck = { ok: true; value: string | number } | { ok: false; message: string };

/** Checks a new value for one of the character's properties. */
export function checkEdit(
  character: Pick<Character, 'race'>,
  property: LockableProperty,
  raw: string,
): EditCheck {
  const text = raw.trim();
  const required = REQUIRED[property];
  if (required !== undefined)
    return text ? { ok: true, value: text } : { ok: false, message: required };
  if (property === 'age') {
    const { min, max } = ageBounds(character.race);
    const age = /^\d+$/.test(text) ? Number(text) : NaN;
    return age >= min && age <= max
      ? { ok: true, value: age }
      : { ok: false, message: `Age must be between ${min} and ${max}` };
  }
  const choices = CHOICES[property] ?? [];
  return choices.includes(text)
    ? { ok: true, value: text }
    : { ok: false, message: `Choose one of: ${choices.join(', ')}` };
}

/** The values a template fixes before generation. */
export type LockTemplate = Partial<Omit<GeneratedCharacter, 'id' | 'background'>>;

/**
 * The template Generate starts from: every locked value of the card the generator can use (an
 * empty name or a value not the app's own is kept in the result instead). A locked age narrows
 * an unlocked race to the races whose ages hold it: a 300-year-old is an elf or a dwarf.
 */
export function templateFromLocks(
  current: Character,
  locks: Locks,
  random: Random = defaultRandom,
): LockTemplate {
  const template: LockTemplate = {};
  if (locks.race && isRace(current.race)) template.race = current.race;
  if (locks.characterClass && isCharacterClass(current.characterClass))
    template.characterClass = current.characterClass;
  if (locks.gender && isGender(current.gender)) template.gender = current.gender;
  if (locks.alignment && isAlignment(current.alignment)) template.alignment = current.alignment;
  for (const key of ['firstName', 'lastName', 'epithet'] as const) {
    if (locks[key] && current[key].trim()) template[key] = current[key];
  }
  const age = current.age;
  if (locks.age && age !== null && Number.isInteger(age)) {
    const fitting = RACES.filter((race) => {
      const { min, max } = ageBounds(race);
      return age >= min && age <= max;
    });
    if (!template.race && fitting.length > 0) template.race = pick(random, fitting);
    if (template.race) template.age = age;
  }
  return template;
}
