/**
 * The offline generator's pools with the packs that are on: their names and epithets added to
 * the shipped ones, names given for a race kept as that race's own, and the catalog of races and
 * classes to draw from.
 */
import { nameKey } from '../character';
import { defaultPools, type GeneratorPools, type RaceNames } from '../pools';
import { contentCatalog, enabledPacks, type Content } from './catalog';
import { readEntries, readName, type PackName } from './pack-entries';
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
  const packRows: PackRows = {};
  for (const [table, field] of ROW_TABLES) {
    const entries = unique(packs.flatMap((pack) => pack.tables[table] ?? []));
    if (entries.length > 0) packRows[field] = entries;
  }
  const storyTitles = unique(packs.flatMap((pack) => pack.tables['Story titles'] ?? []));
  if (storyTitles.length > 0) packRows.storyTitles = storyTitles;
  return {
    ...base,
    maleNames: unique([...base.maleNames, ...general.maleNames]),
    femaleNames: unique([...base.femaleNames, ...general.femaleNames]),
    surnames: unique([...base.surnames, ...general.surnames]),
    epithets: unique([...base.epithets, ...epithets]),
    catalog,
    raceNames: byRace,
    ...(Object.keys(packRows).length > 0 && { packRows }),
  };
}
