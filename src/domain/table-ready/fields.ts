/**
 * The shape of "At the table" and the limits of its rows, apart from the tables: the card, the
 * locks and the checks of a typed value need them before the generator is loaded.
 */
export interface TableReady {
  occupation: string;
  /**
   * One line of at most {@link SUMMARY_WORDS} words: what they want now and what stands in the
   * way (the occupation is a row of its own).
   */
  summary: string;
  look: string;
  voice: string;
  /** Three short traits. */
  traits: string[];
  ideal: string;
  bond: string;
  flaw: string;
  secret: string;
}

export type TableReadyField = keyof TableReady;

/** The rows of "At the table", in the order they are shown. */
export const TABLE_READY_FIELDS: readonly { field: TableReadyField; label: string }[] = [
  { field: 'occupation', label: 'Occupation' },
  { field: 'summary', label: 'Summary' },
  { field: 'look', label: 'Look' },
  { field: 'voice', label: 'Voice' },
  { field: 'traits', label: 'Traits' },
  { field: 'ideal', label: 'Ideal' },
  { field: 'bond', label: 'Bond' },
  { field: 'flaw', label: 'Flaw' },
  { field: 'secret', label: 'Secret' },
];

export const isTableReadyField = (value: unknown): value is TableReadyField =>
  TABLE_READY_FIELDS.some(({ field }) => field === value);

export const SUMMARY_WORDS = 25;
export const TRAIT_COUNT = 3;

/** The longest text kept for an occupation or a trait, and for the sentence rows. */
export const SHORT_LENGTH = 80;
const LINE_LENGTH = 300;

/** The longest text a row keeps: an occupation is short, the other rows are sentences. */
export const rowLength = (field: TableReadyField): number =>
  field === 'occupation' ? SHORT_LENGTH : LINE_LENGTH;

export const wordCount = (text: string): number => text.split(/\s+/).filter(Boolean).length;
