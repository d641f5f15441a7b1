/**
 * Reading "At the table" from stored or model-written values, a row typed by hand, and the rows as
 * shown. Apart from the tables, so storage, share links and a saved character's sheet do not load
 * them.
 */
import type { Character } from '../character';
import { localText, type LocalText } from '../i18n/text';
import { rowLabelId } from '../i18n/catalogs';
import {
  rowLength,
  SHORT_LENGTH,
  SUMMARY_WORDS,
  TABLE_READY_FIELDS,
  TRAIT_COUNT,
  wordCount,
  type TableReady,
  type TableReadyField,
} from './fields';

/** A string with its whitespace tidied, cut at a word before `max` characters with "…". */
function readText(value: unknown, max: number): string {
  if (typeof value !== 'string') return '';
  const text = value.replace(/\s+/g, ' ').trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.]+$/, '')}…`;
}

/** Up to three distinct traits from a list, or from a string separated by commas or semicolons. */
function readTraits(value: unknown): string[] {
  const items: unknown[] =
    typeof value === 'string' ? value.split(/[,;\n]/) : Array.isArray(value) ? value : [];
  const traits: string[] = [];
  for (const item of items) {
    const trait = readText(item, SHORT_LENGTH);
    if (trait && !traits.some((t) => t.toLowerCase() === trait.toLowerCase())) traits.push(trait);
  }
  return traits.slice(0, TRAIT_COUNT);
}

/** The rows with nothing in them: an empty string, or fewer than three traits. */
export const missingTableReadyFields = (t: TableReady): TableReadyField[] =>
  TABLE_READY_FIELDS.map(({ field }) => field).filter((field) =>
    field === 'traits' ? t.traits.length < TRAIT_COUNT : !t[field],
  );

/**
 * The rows from a stored or model-written value, keeping whatever is usable: each row under its
 * name (`occupation`) or its label (`Occupation`), strings tidied and cut to a sane length (a
 * summary to {@link SUMMARY_WORDS} words), traits as a list or a comma-separated string. A row
 * that is missing or unusable comes back empty (see {@link missingTableReadyFields}), and
 * `rollTableReady(character, random, read)` fills it to go with the rest. Undefined when
 * nothing at all is usable.
 */
export function readTableReady(value: unknown): TableReady | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const record = value as Record<string, unknown>;
  const raw = (key: string): unknown => (Object.hasOwn(record, key) ? record[key] : undefined);
  const read = Object.fromEntries(
    TABLE_READY_FIELDS.map(({ field, label }) => {
      const given = raw(field) ?? raw(label);
      if (field === 'traits') return [field, readTraits(given)];
      return [field, readText(given, rowLength(field))];
    }),
  ) as unknown as TableReady;
  const words = read.summary.split(' ');
  if (words.length > SUMMARY_WORDS) {
    read.summary = `${words
      .slice(0, SUMMARY_WORDS)
      .join(' ')
      .replace(/[,;:.]+$/, '')}…`;
  }
  const missing = missingTableReadyFields(read);
  return missing.length === TABLE_READY_FIELDS.length && read.traits.length === 0
    ? undefined
    : read;
}

/**
 * The character's rows At the table as shown wherever the character goes (Read story, print,
 * Copy as text): each label beside its text, traits joined by commas, rows with nothing in
 * them left out. None for a character saved before these rows existed.
 */
export function tableReadyLines(character: Character): [label: string, value: string][] {
  const rows = character.tableReady;
  if (!rows) return [];
  return TABLE_READY_FIELDS.map(({ field, label }): [string, string] => {
    const value = rows[field];
    return [label, Array.isArray(value) ? value.join(', ') : value];
  }).filter(([, value]) => value.trim() !== '');
}

/** A row typed by hand: accepted as it is kept, or refused with why. */
type RowCheck = { ok: true; value: string } | { ok: false; message: string; text?: LocalText };

/** A refused row: why, with the message to show it in another language when `withText`. */
const refuse = (withText: boolean, message: string, text: LocalText): RowCheck =>
  withText ? { ok: false, message, text } : { ok: false, message };

/**
 * A row "At the table" typed by hand: not empty, and no longer than a stored row is kept (so a
 * reload loses nothing); a summary of at most {@link SUMMARY_WORDS} words; traits as one to
 * three items separated by commas, accepted as "a, b, c". `withText`: a refusal carries its
 * message for another language.
 */
export function checkTableReady(field: TableReadyField, text: string, withText = false): RowCheck {
  const label = TABLE_READY_FIELDS.find((f) => f.field === field)?.label ?? field;
  const named = localText(rowLabelId(field));
  if (field === 'traits') {
    const traits = text
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean);
    if (traits.length < 1 || traits.length > TRAIT_COUNT)
      return refuse(
        withText,
        `Traits are 1 to ${TRAIT_COUNT} items separated by commas`,
        localText('edit.traits', { max: TRAIT_COUNT }),
      );
    if (traits.some((t) => t.length > SHORT_LENGTH))
      return refuse(
        withText,
        `Each trait is at most ${SHORT_LENGTH} characters`,
        localText('edit.traitLength', { max: SHORT_LENGTH }),
      );
    return { ok: true, value: traits.join(', ') };
  }
  if (!text)
    return refuse(withText, `${label} is required`, localText('edit.required', { label: named }));
  const max = rowLength(field);
  if (text.length > max)
    return refuse(
      withText,
      `${label} is at most ${max} characters`,
      localText('edit.tooLong', { label: named, max }),
    );
  if (field === 'summary' && wordCount(text) > SUMMARY_WORDS)
    return refuse(
      withText,
      `Summary is at most ${SUMMARY_WORDS} words`,
      localText('edit.summaryWords', { max: SUMMARY_WORDS }),
    );
  return { ok: true, value: text.replace(/\s+/g, ' ') };
}
