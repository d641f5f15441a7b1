import { shownValue, type Character } from './character';
import { propertyValue, type LockableProperty } from './locks';
import { TABLE_READY_FIELDS } from './table-ready/fields';

/** A labelled attribute of a character and how its value reads wherever it is shown. */
export interface CharacterRow {
  property: LockableProperty;
  label: string;
  /** The value as a user edits it (see `propertyValue`). */
  value: (character: Character) => string | number | null;
  /** The value as shown: as stored, or `unknown` where it is missing. */
  read: (character: Character) => string;
}

const row = (property: LockableProperty, label: string): CharacterRow => ({
  property,
  label,
  value: (character) => propertyValue(character, property),
  read: (character) => shownValue(propertyValue(character, property)),
});

/** Every labelled attribute, in the generator card's order (the printed sheet's too). */
export const CHARACTER_ROWS: readonly CharacterRow[] = [
  row('firstName', 'First Name'),
  row('lastName', 'Last Name'),
  row('epithet', 'Epithet'),
  row('race', 'Race'),
  row('characterClass', 'Class'),
  row('gender', 'Gender'),
  row('age', 'Age'),
  row('alignment', 'Alignment'),
];

/** The rows "At the table" (traits read "a, b, c"), shown for a character that has them. */
export const TABLE_READY_ROWS: readonly CharacterRow[] = TABLE_READY_FIELDS.map(
  ({ field, label }) => row(field, label),
);

/** The rows for these properties, in the order given. */
const pick = (properties: readonly LockableProperty[]): readonly CharacterRow[] =>
  properties.map((property) => CHARACTER_ROWS.find((r) => r.property === property) as CharacterRow);

/** The lines a saved character shows on its card and in Read story, in My Characters' order. */
export const SAVED_CHARACTER_ROWS = pick(['gender', 'age', 'race', 'characterClass', 'alignment']);

/** The attribute list of the Markdown copy (name and epithet are its heading). */
export const MARKDOWN_ROWS = pick(['race', 'characterClass', 'gender', 'age', 'alignment']);

/** Each row's label beside the character's value as shown. */
export function rowLines(
  rows: readonly CharacterRow[],
  character: Character,
): [label: string, value: string][] {
  return rows.map(({ label, read }) => [label, read(character)]);
}
