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

/** Many lines sharing the same tags. */
export const tagged = (tags: Omit<Entry, 'text'>, texts: readonly string[]): Entry[] =>
  texts.map((text) => ({ ...tags, text }));

/** The races that live in towns and villages, as opposed to the orcs' camps. */
export const TOWN: readonly Race[] = ['Human', 'Elf', 'Dwarf'];
export const ORC: readonly Race[] = ['Orc'];

export const YOUNG: readonly Stage[] = ['young'];
export const GROWN: readonly Stage[] = ['adult', 'elder'];
export const ELDER: readonly Stage[] = ['elder'];
