/**
 * The user's packs as a list, and what `Built-in content` leaves out. Every change returns a new
 * list, or the reason it was refused; deleting returns what taking it back needs.
 */
import {
  CHARACTER_CLASSES,
  RACES,
  isCharacterClass,
  isRace,
  type CharacterClass,
  type Race,
} from '../character';
import { undoDeleteById, type Deleted } from '../deleted-item';
import { isRecord } from '../records';
import {
  PACK_TABLES,
  normaliseTables,
  packNameProblem,
  type ContentPack,
  type PackTable,
  type PackTables,
} from './pack';

/** The outcome of a change: the new list, or why it was refused. */
export type PacksChange = { packs: ContentPack[] } | { problem: string };

/** Adds a pack at the end of the list, switched on. */
export function addPack(
  packs: readonly ContentPack[],
  id: string,
  name: string,
  tables: PackTables = {},
): PacksChange {
  const problem = packNameProblem(name, packs);
  if (problem) return { problem };
  const pack: ContentPack = { id, name: name.trim().replace(/\s+/gu, ' '), enabled: true, tables };
  return { packs: [...packs, { ...pack, tables: normaliseTables(tables) }] };
}

/** A name for an imported pack that no other pack has: "Elves", then "Elves (2)" and so on. */
export function freePackName(packs: readonly ContentPack[], name: string): string {
  const base = name.trim().replace(/\s+/gu, ' ').slice(0, 50) || 'Imported pack';
  let candidate = base;
  for (let n = 2; packNameProblem(candidate, packs) !== null; n += 1) candidate = `${base} (${n})`;
  return candidate;
}

/** Changes one pack's name and tables in its place. */
export function updatePack(
  packs: readonly ContentPack[],
  id: string,
  change: { name: string; tables: PackTables },
): PacksChange {
  const at = packs.findIndex((p) => p.id === id);
  const pack = packs[at];
  if (!pack) return { problem: 'This pack no longer exists.' };
  const problem = packNameProblem(change.name, packs, id);
  if (problem) return { problem };
  const name = change.name.trim().replace(/\s+/gu, ' ');
  return { packs: packs.with(at, { ...pack, name, tables: normaliseTables(change.tables) }) };
}

/** Switches one pack on or off. */
export function switchPack(
  packs: readonly ContentPack[],
  id: string,
  enabled: boolean,
): ContentPack[] {
  return packs.map((p) => (p.id === id ? { ...p, enabled } : p));
}

/** What taking back a deleted pack needs: the pack and where it stood. */
export type DeletedPack = Deleted<ContentPack>;

/** The list with a deleted pack back where it stood (renamed if its name was taken since). */
export function undoDeletePack(packs: readonly ContentPack[], undo: DeletedPack): ContentPack[] {
  return undoDeleteById(packs, undo, freePackName);
}

/**
 * The list after an import brings packs: one whose id is here already is kept as it is here;
 * another is added at the end (renamed if its name is taken). `added` lists what Undo removes.
 */
export function mergeImportedPacks(
  packs: readonly ContentPack[],
  fromFile: readonly ContentPack[],
): { packs: ContentPack[]; added: string[] } {
  const merged = [...packs];
  const added: string[] = [];
  for (const pack of fromFile) {
    if (merged.some((p) => p.id === pack.id)) continue;
    merged.push({ ...pack, name: freePackName(merged, pack.name) });
    added.push(pack.id);
  }
  return { packs: merged, added };
}

/**
 * What `Built-in content` keeps: the built-in races and classes left out, and the tables whose
 * built-in entries give way to the packs' own (used while a pack that is on has entries there).
 */
export interface BuiltInChoice {
  leftOutRaces: Race[];
  leftOutClasses: CharacterClass[];
  packsOnly?: PackTable[];
}

export const ALL_BUILT_IN: BuiltInChoice = { leftOutRaces: [], leftOutClasses: [] };

/** The tables that can use only the packs' entries: races and classes have switches of their own. */
export const PACKS_ONLY_TABLES: readonly PackTable[] = PACK_TABLES.filter(
  (table) => table !== 'Races' && table !== 'Classes',
);

/** The choice with one table using only the packs' entries, or the built-in ones again. */
export function switchPacksOnly(
  choice: BuiltInChoice,
  table: PackTable,
  on: boolean,
): BuiltInChoice {
  const now = choice.packsOnly ?? [];
  const packsOnly = PACKS_ONLY_TABLES.filter((t) => (t === table ? on : now.includes(t)));
  const { packsOnly: _old, ...rest } = choice;
  return packsOnly.length > 0 ? { ...rest, packsOnly } : rest;
}

/** The choice read from untrusted JSON; anything unknown in it is left out. */
export function readBuiltInChoice(value: unknown): BuiltInChoice {
  if (!isRecord(value)) return ALL_BUILT_IN;
  const list = (v: unknown) => (Array.isArray(v) ? v : []);
  const packsOnly = PACKS_ONLY_TABLES.filter((t) => list(value.packsOnly).includes(t));
  return {
    leftOutRaces: RACES.filter((r) => list(value.leftOutRaces).includes(r)),
    leftOutClasses: CHARACTER_CLASSES.filter((c) => list(value.leftOutClasses).includes(c)),
    ...(packsOnly.length > 0 && { packsOnly }),
  };
}

/** The choice with one built-in race or class switched on or off. */
export function switchBuiltIn(choice: BuiltInChoice, name: string, on: boolean): BuiltInChoice {
  const toggle = <T extends string>(list: readonly T[], all: readonly T[], item: T): T[] =>
    all.filter((x) => (x === item ? !on : list.includes(x)));
  if (isRace(name)) return { ...choice, leftOutRaces: toggle(choice.leftOutRaces, RACES, name) };
  if (isCharacterClass(name)) {
    return { ...choice, leftOutClasses: toggle(choice.leftOutClasses, CHARACTER_CLASSES, name) };
  }
  return choice;
}
