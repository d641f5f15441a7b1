/**
 * A pack's entries for the rows "At the table" and for story titles, mixed in with the built-in
 * ones: each row a pack fills is drawn from the pack's entries about half the time. Nothing is
 * drawn when no pack fills a row, so without packs a seed gives the same character as before.
 */
import type { Background } from '../character';
import type { PackTable } from './pack';
import { pick, type Random } from '../random';
import type { TableReady, TableReadyField } from '../table-ready/fields';
import { swapOccupation } from '../table-ready';

/** The rows a pack's tables fill, by the table's name. */
export const ROW_TABLES: readonly [PackTable, Exclude<TableReadyField, 'summary'>][] = [
  ['Occupations', 'occupation'],
  ['Looks', 'look'],
  ['Voices', 'voice'],
  ['Traits', 'traits'],
  ['Ideals', 'ideal'],
  ['Bonds', 'bond'],
  ['Flaws', 'flaw'],
  ['Secrets', 'secret'],
];

/** The entries of the packs that are on, for each row and for story titles. */
export type PackRows = Partial<Record<Exclude<TableReadyField, 'summary'>, readonly string[]>> & {
  storyTitles?: readonly string[];
  /** The rows (and story titles) drawn from the packs alone, under `Built-in content`. */
  only?: (Exclude<TableReadyField, 'summary'> | 'storyTitles')[];
};

/** Heads or tails: whether this row is the pack's; always, for a row the packs alone fill. */
const packsTurn = (random: Random, always = false): boolean => always || random.next() < 0.5;

/** The rows with the packs' entries mixed in; rows the user kept stay as they are. */
export function withPackRows(
  rows: TableReady,
  packRows: PackRows | undefined,
  random: Random,
  kept: Partial<TableReady> = {},
): TableReady {
  if (!packRows) return rows;
  const next = { ...rows };
  for (const [, field] of ROW_TABLES) {
    const entries = packRows[field];
    if (!entries || entries.length === 0 || kept[field] !== undefined) continue;
    const always = packRows.only?.includes(field) ?? false;
    if (field === 'traits') {
      const traits = next.traits.map((trait) =>
        packsTurn(random, always) ? pick(random, entries) : trait,
      );
      // The same trait twice reads as a mistake: the built-in one stays where a pack's repeats.
      next.traits = traits.map((t, i) => (traits.indexOf(t) === i ? t : (rows.traits[i] ?? t)));
    } else if (packsTurn(random, always)) {
      next[field] = pick(random, entries);
    }
  }
  return next;
}

/** The background with a pack's story title about half the time (when a pack gives titles). */
export function withPackTitle(
  background: Background,
  packRows: PackRows | undefined,
  random: Random,
): Background {
  const titles = packRows?.storyTitles;
  if (!titles || titles.length === 0 || background.content.length === 0) return background;
  const always = packRows?.only?.includes('storyTitles') ?? false;
  return packsTurn(random, always) ? { ...background, title: pick(random, titles) } : background;
}

/**
 * One row rolled again with the packs' entries in the draw: the packs' turn about half the time
 * (always, for a row the packs alone fill), to an entry other than the current one; the built-in
 * roll otherwise. A pack's occupation is swapped into the summary as a built-in one is.
 */
export function withPackReroll(
  field: TableReadyField,
  current: TableReady,
  rolled: TableReady,
  packRows: PackRows | undefined,
  random: Random,
): TableReady {
  const entries = field === 'summary' ? undefined : packRows?.[field];
  if (field === 'summary' || !entries || entries.length === 0) return rolled;
  const always = packRows?.only?.includes(field) ?? false;
  if (field === 'traits') {
    const fresh = entries.filter((entry) => !current.traits.includes(entry));
    const traits = rolled.traits.map((trait) =>
      fresh.length > 0 && packsTurn(random, always) ? pick(random, fresh) : trait,
    );
    return {
      ...rolled,
      traits: traits.map((t, i) => (traits.indexOf(t) === i ? t : (rolled.traits[i] ?? t))),
    };
  }
  const others = entries.filter((entry) => entry !== current[field]);
  if (others.length === 0 || !packsTurn(random, always)) return rolled;
  const value = pick(random, others);
  if (field !== 'occupation') return { ...rolled, [field]: value };
  return {
    ...rolled,
    occupation: value,
    summary: swapOccupation(current.summary, current.occupation, value),
  };
}
