/**
 * Content packs: a gamemaster's own races, classes, names and table entries, added to what the
 * app ships. A pack keeps every table as the lines its user wrote, one entry a line, so the
 * editor, the export and the import all read and write the same text; the lines of `Races`,
 * `Classes` and the name tables carry a few details after a `|` (see `pack-entries`).
 */
import { nameKey } from '../character';
import { isRecord } from '../records';

/** Every table a pack may fill, by the name the user sees (and files use as headings). */
export const PACK_TABLES = [
  'Races',
  'Classes',
  'First names',
  'Last names',
  'Epithets',
  'Occupations',
  'Looks',
  'Voices',
  'Traits',
  'Ideals',
  'Bonds',
  'Flaws',
  'Secrets',
  'Story titles',
] as const;
export type PackTable = (typeof PACK_TABLES)[number];

/** The table of that name (any case, spaces tidied), or undefined. */
export function packTableNamed(name: string): PackTable | undefined {
  const key = nameKey(name);
  return PACK_TABLES.find((table) => nameKey(table) === key);
}

/** A pack's tables: only those it fills are present. */
export type PackTables = Partial<Record<PackTable, string[]>>;

/** A pack as stored: its tables and whether the generator uses it. */
export interface ContentPack {
  id: string;
  name: string;
  /** Switched on: Generate and the rest draw from it. */
  enabled: boolean;
  tables: PackTables;
}

/** The longest pack name, in characters as a reader counts them. */
const MAX_PACK_NAME = 60;

/** The tables whose entries carry details after a `|`: a race's ages, a name's race. */
const DETAILED: ReadonlySet<PackTable> = new Set(['Races', 'Classes', 'First names', 'Last names']);

/** Races and classes are one entry per name, whatever details a second line gives. */
const BY_NAME: ReadonlySet<PackTable> = new Set(['Races', 'Classes']);

/**
 * One table's entries as they are kept: each trimmed, its inner spaces tidied (and, in a table
 * with details, ` | ` between them), empty lines left out and an entry written again (ignoring
 * case) kept once, where it first stood. A race or class is the same entry by its name alone.
 */
export function normaliseEntries(lines: readonly string[], table?: PackTable): string[] {
  const detailed = table !== undefined && DETAILED.has(table);
  const byName = table !== undefined && BY_NAME.has(table);
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const line of lines) {
    const spaced = line.trim().replace(/\s+/gu, ' ');
    const entry = detailed ? tidyDetails(spaced) : spaced;
    const key = nameKey(byName ? (entry.split('|')[0] ?? '') : entry);
    if (!entry || seen.has(key)) continue;
    seen.add(key);
    kept.push(entry);
  }
  return kept;
}

/** "Halfling|20-150 |" as "Halfling | 20-150": parts trimmed, empty ones at the end dropped. */
function tidyDetails(entry: string): string {
  const parts = entry.split('|').map((part) => part.trim());
  while (parts.length > 1 && parts.at(-1) === '') parts.pop();
  return parts.join(' | ');
}

/** A table's entries from the text of an editor field: one a line. */
export const entriesFromText = (text: string, table?: PackTable): string[] =>
  normaliseEntries(text.split(/\r?\n/u), table);

/** All the tables tidied, in the order of {@link PACK_TABLES}, empty ones left out. */
export function normaliseTables(tables: PackTables): PackTables {
  const tidy: PackTables = {};
  for (const table of PACK_TABLES) {
    const entries = normaliseEntries(tables[table] ?? [], table);
    if (entries.length > 0) tidy[table] = entries;
  }
  return tidy;
}

/** Tables read from untrusted JSON: known tables of strings only; anything else is left out. */
function readTables(value: unknown): PackTables | undefined {
  if (!isRecord(value)) return undefined;
  const tables: PackTables = {};
  for (const [name, entries] of Object.entries(value)) {
    const table = packTableNamed(name);
    if (!table || !Array.isArray(entries)) continue;
    tables[table] = [...(tables[table] ?? []), ...entries.filter((e) => typeof e === 'string')];
  }
  return normaliseTables(tables);
}

/** A stored pack read from untrusted JSON, or undefined when it is not one. */
function readPack(value: unknown): ContentPack | undefined {
  if (!isRecord(value)) return undefined;
  const { id, name, enabled } = value;
  if (typeof id !== 'string' || !id || typeof name !== 'string' || !name.trim()) return undefined;
  const tables = readTables(value.tables);
  if (!tables) return undefined;
  return { id, name: name.trim(), enabled: enabled === true, tables };
}

/** The stored packs read from untrusted JSON: the packs, and how many entries were not packs. */
export function readPacks(list: readonly unknown[]): { packs: ContentPack[]; dropped: number } {
  const packs: ContentPack[] = [];
  const ids = new Set<string>();
  for (const item of list) {
    const pack = readPack(item);
    if (!pack || ids.has(pack.id)) continue;
    ids.add(pack.id);
    packs.push(pack);
  }
  return { packs, dropped: list.length - packs.length };
}

/**
 * Why a pack name cannot be used, or null: not empty, at most 60 characters, and not another
 * pack's (ignoring case and spaces).
 */
export function packNameProblem(
  name: string,
  packs: readonly ContentPack[],
  exceptId?: string,
): string | null {
  const tidy = name.trim().replace(/\s+/gu, ' ');
  if (!tidy) return 'Enter a pack name.';
  if ([...tidy].length > MAX_PACK_NAME) {
    return `A pack name can have at most ${MAX_PACK_NAME} characters.`;
  }
  const taken = packs.find((p) => p.id !== exceptId && nameKey(p.name) === nameKey(tidy));
  return taken ? `There is already a pack named "${taken.name}".` : null;
}
