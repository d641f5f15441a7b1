/**
 * The characters as a spreadsheet: one row per character, every field (notes too), quoted by
 * RFC 4180, with any cell a spreadsheet would take for a formula written as text.
 */
import type { Character } from '../character';
import { relationshipsText } from '../relationships';
import { ABILITIES, ABILITY_SHORT_NAMES } from '../srd5/abilities';
import { SRD_ATTRIBUTION, deriveStatBlock } from '../srd5/stat-block';
import { TABLE_READY_FIELDS } from '../table-ready/fields';

type Column = [header: string, value: (c: Character) => string | number | null | undefined];

export const CSV_COLUMNS: readonly Column[] = [
  ['Id', (c) => c.id],
  ['First Name', (c) => c.firstName],
  ['Last Name', (c) => c.lastName],
  ['Epithet', (c) => c.epithet],
  ['Race', (c) => c.race],
  ['Class', (c) => c.characterClass],
  ['Gender', (c) => c.gender],
  ['Age', (c) => c.age],
  ['Alignment', (c) => c.alignment],
  ...TABLE_READY_FIELDS.map(({ field, label }): Column => [
    label,
    (c) => {
      const value = c.tableReady?.[field];
      return Array.isArray(value) ? value.join(', ') : value;
    },
  ]),
  ['Story Title', (c) => c.background.title],
  ['Story', (c) => c.background.content.join('\n\n')],
  ['Notes', (c) => c.notes],
  ['Group', (c) => c.group?.name],
  ['Relationships', (c) => relationshipsText(c.relationships)],
  ['Level', (c) => c.stats?.level],
  ...ABILITIES.map((a): Column => [ABILITY_SHORT_NAMES[a], (c) => c.stats?.scores[a]]),
  // The licence travels with each row that carries SRD numbers.
  ['Attribution', (c) => (c.stats && deriveStatBlock(c, c.stats) ? SRD_ATTRIBUTION : '')],
];

/**
 * A cell a spreadsheet would run as a formula starts with one of these (OWASP "CSV Injection"),
 * a NUL among them: some spreadsheets skip it and read the formula behind it.
 */
const FORMULA_START = /^[=+\-@\t\r\0]/;

/** One cell: formula-like text gets a leading `'`, and every cell is quoted, quotes doubled. */
export function csvCell(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/**
 * The whole file: a header row, then one row per character, lines ending CRLF. It begins with a
 * byte-order mark so spreadsheets read any script as UTF-8.
 */
export function charactersCsv(characters: readonly Character[]): string {
  const rows = [
    CSV_COLUMNS.map(([header]) => csvCell(header)),
    ...characters.map((c) => CSV_COLUMNS.map(([, value]) => csvCell(value(c)))),
  ];
  return `\uFEFF${rows.map((row) => row.join(',')).join('\r\n')}\r\n`;
}
