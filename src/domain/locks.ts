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
import { localText, type LocalText } from './i18n/text';
import { rowLabelId } from './i18n/catalogs';
import { raceAgeBounds, type Catalog } from './packs/catalog';
import { defaultRandom, pick, type Random } from './random';
import {
  isTableReadyField,
  TABLE_READY_FIELDS,
  type TableReady,
  type TableReadyField,
} from './table-ready/fields';
import { checkTableReady } from './table-ready/read';

/** The character's own attributes a user can lock and edit, in the order the card lists them. */
export const ATTRIBUTE_PROPERTIES = [
  'firstName',
  'lastName',
  'epithet',
  'race',
  'characterClass',
  'gender',
  'age',
  'alignment',
] as const satisfies readonly RerollableProperty[];

export type AttributeProperty = (typeof ATTRIBUTE_PROPERTIES)[number];

/** The values a user can lock and edit: the attributes, then the rows "At the table". */
export const LOCKABLE_PROPERTIES: readonly (AttributeProperty | TableReadyField)[] = [
  ...ATTRIBUTE_PROPERTIES,
  ...TABLE_READY_FIELDS.map(({ field }) => field),
];

export type LockableProperty = AttributeProperty | TableReadyField;

/**
 * A lockable value as a user edits it: an attribute as stored, a row "At the table" as text
 * (traits as "a, b, c"); null for a missing age, or rows on a character that has none.
 */
export function propertyValue(
  character: Character,
  property: LockableProperty,
): string | number | null {
  if (!isTableReadyField(property)) return character[property];
  const value = character.tableReady?.[property];
  if (value === undefined) return null;
  return Array.isArray(value) ? value.join(', ') : value;
}

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
const CHOICES: Partial<Record<LockableProperty, readonly string[]>> = {
  race: RACES,
  characterClass: CHARACTER_CLASSES,
  gender: GENDERS,
  alignment: ALIGNMENTS,
};

/**
 * The list a select offers for a value: with a catalog (packs on), its races and classes, then
 * the character's own value where it is in neither (a pack switched off since).
 */
export function choicesFor(
  property: LockableProperty,
  catalog?: Catalog,
): readonly string[] | undefined {
  if (catalog && property === 'race') return catalog.races.map((r) => r.name);
  if (catalog && property === 'characterClass') return catalog.classes.map((c) => c.name);
  return CHOICES[property];
}

const REQUIRED: Partial<Record<LockableProperty, string>> = {
  firstName: 'First name is required',
  lastName: 'Last name is required',
  epithet: 'Epithet is required',
};

/** A refused value: why, with the message to show it in another language when `withText`. */
const refuse = (withText: boolean, message: string, text: LocalText): EditCheck =>
  withText ? { ok: false, message, text } : { ok: false, message };

/** A value typed or chosen by hand: accepted (trimmed, an age as a number) or refused with why. */
export type EditCheck =
  { ok: true; value: string | number } | { ok: false; message: string; text?: LocalText };

/**
 * Checks a new value for one of the character's properties; a row "At the table" as
 * {@link checkTableReady} says. `withText`: a refusal carries its message for another language.
 */
export function checkEdit(
  character: Pick<Character, 'race'>,
  property: LockableProperty,
  raw: string,
  catalog?: Catalog,
  withText = false,
): EditCheck {
  const text = raw.trim();
  if (isTableReadyField(property)) return checkTableReady(property, text, withText);
  const required = REQUIRED[property];
  if (required !== undefined)
    return text
      ? { ok: true, value: text }
      : refuse(
          withText,
          required,
          localText('edit.required', { label: localText(rowLabelId(property)) }),
        );
  if (property === 'age') {
    const { min, max } = raceAgeBounds(String(character.race), catalog);
    const age = /^\d+$/.test(text) ? Number(text) : NaN;
    return age >= min && age <= max
      ? { ok: true, value: age }
      : refuse(
          withText,
          `Age must be between ${min} and ${max}`,
          localText('edit.age', { min, max }),
        );
  }
  const choices = choicesFor(property, catalog) ?? [];
  return choices.includes(text)
    ? { ok: true, value: text }
    : refuse(
        withText,
        `Choose one of: ${choices.join(', ')}`,
        localText('edit.choose', { choices: choices.join(', ') }),
      );
}

/** The character's locked rows "At the table"; undefined when none is locked or it has none. */
export function lockedRows(current: Character, locks: Locks): Partial<TableReady> | undefined {
  const rows = current.tableReady;
  const kept = TABLE_READY_FIELDS.filter(({ field }) => locks[field]);
  if (!rows || kept.length === 0) return undefined;
  return Object.fromEntries(kept.map(({ field }) => [field, rows[field]]));
}

/** The values a template fixes before generation: the rows "At the table" it keeps among them. */
export type LockTemplate = Partial<Omit<GeneratedCharacter, 'id' | 'background' | 'tableReady'>> & {
  tableReady?: Partial<TableReady>;
};

/**
 * The template Generate starts from: every locked value of the card the generator can use (an
 * empty name or a value not the app's own is kept in the result instead). A locked age narrows
 * an unlocked race to the races whose ages hold it: a 300-year-old is an elf or a dwarf.
 * Locked rows "At the table" go into `tableReady`; the others are rolled to go with them.
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
  const rows = lockedRows(current, locks);
  if (rows) template.tableReady = rows;
  return template;
}
