/**
 * The shape of a line in the table-ready tables. A line may name the races, classes, life stages,
 * moral sides and order sides it suits; a tag left out suits every value.
 */
import type { CharacterClass, Race } from '../character';
import type { MoralAxis } from '../templates';

/**
 * Where a character stands in the race's life: `young` (a 15-year-old, an elf of sixty), `adult`,
 * or `elder` (a human past sixty, a dwarf past two hundred and fifty).
 */
export type Stage = 'young' | 'adult' | 'elder';

/** The order side of an alignment: the first half of its name. */
export type OrderAxis = 'lawful' | 'neutral' | 'chaotic';

export interface Entry {
  text: string;
  races?: readonly Race[];
  classes?: readonly CharacterClass[];
  stages?: readonly Stage[];
  moral?: readonly MoralAxis[];
  order?: readonly OrderAxis[];
}

/** Lines as the data files write them: the tags, then every line that shares them. */
export type TaggedLines = Omit<Entry, 'text'> & { lines: readonly string[] };

/** A data file's groups as entries, in the order they are written. */
export const fromGroups = (groups: readonly TaggedLines[]): Entry[] =>
  groups.flatMap(({ lines, ...tags }) => lines.map((text) => ({ ...tags, text })));

/**
 * A data file read as groups of lines. Its tags are plain strings to the type check, so a test
 * checks that every one names a race, class, life stage or side the tables know.
 */
export const readGroups = <K extends string>(
  data: Record<K, readonly object[]>,
): Record<K, readonly TaggedLines[]> => data as Record<K, readonly TaggedLines[]>;
