/**
 * The offline generator's pools with the packs that are on: their names and epithets added to
 * the shipped ones, names given for a race kept as that race's own, and the catalog of races and
 * classes to draw from.
 */
import { nameKey } from '../character';
import { defaultPools, type GeneratorPools, type RaceNames } from '../pools';
import { contentCatalog, enabledPacks, type Content } from './catalog';
import { readEntries, readName, type PackName } from './pack-entries';
import type { PackTable } from './pack';
import { ROW_TABLES, type PackRows } from './pack-rows';

type MutableNames = { [K in keyof RaceNames]: string[] };

const emptyNames = (): MutableNames => ({ maleNames: [], femaleNames: [], surnames: [] });

/** Puts a first name in the lists its gender draws from: both lists without a gender. */
function addFirstName(names: MutableNames, { name, gender }: PackName): void {
  if (gender !== 'Female') names.maleNames.push(name);
  if (gender !== 'Male') names.femaleNames.push(name);
}

const unique = (list: readonly string[]): string[] => [...new Set(list)];

/** The pools for `content`: the shipped pools as they are when no pack is on. */
export function packPools(
  content: Content | undefined,
  base: GeneratorPools = defaultPools,
): GeneratorPools {
  const packs = enabledPacks(content);
  const catalog = contentCatalog(content);
  if (packs.length === 0 && !content) return base;
  const general = emptyNames();
  const byRace: Record<string, MutableNames> = {};
  const namesFor = (race: string | undefined) =>
    race === undefined ? general : (byRace[nameKey(race)] ??= emptyNames());
  for (const pack of packs) {
    for (const entry of readEntries(pack.tables['First names'], readName)) {
      addFirstName(namesFor(entry.race), entry);
    }
    for (const entry of readEntries(pack.tables['Last names'], readName)) {
      namesFor(entry.race).surnames.push(entry.name);
    }
  }
  const epithets = packs.flatMap((pack) => pack.tables.Epithets ?? []);
  const only = new Set(content?.builtIn.packsOnly ?? []);
  /** The built-in entries with the packs' added, or the packs' alone when the table says so. */
  const mixed = (table: PackTable, built: readonly string[], own: readonly string[]) =>
    unique(only.has(table) && own.length > 0 ? own : [...built, ...own]);
  const packRows: PackRows = {};
  const onlyRows: PackRows['only'] = [];
  for (const [table, field] of ROW_TABLES) {
    const entries = unique(packs.flatMap((pack) => pack.tables[table] ?? []));
    if (entries.length > 0) packRows[field] = entries;
    if (entries.length > 0 && only.has(table)) onlyRows.push(field);
  }
  const storyTitles = unique(packs.flatMap((pack) => pack.tables['Story titles'] ?? []));
  if (storyTitles.length > 0) packRows.storyTitles = storyTitles;
  if (storyTitles.length > 0 && only.has('Story titles')) onlyRows.push('storyTitles');
  if (onlyRows.length > 0) packRows.only = onlyRows;
  return {
    ...base,
    maleNames: mixed('First names', base.maleNames, general.maleNames),
    femaleNames: mixed('First names', base.femaleNames, general.femaleNames),
    surnames: mixed('Last names', base.surnames, general.surnames),
    epithets: mixed('Epithets', base.epithets, epithets),
    catalog,
    raceNames: byRace,
    ...(Object.keys(packRows).length > 0 && { packRows }),
  };
}
