/**
 * Reading and writing pack files. `Export pack` writes the pack's own JSON, which `Import pack`
 * reads back to the same bytes. Import also reads plain text and CSV written by hand, a Foundry
 * VTT RollTable (into a table the user picks) and a name list shaped like 5etools' `names.json`
 * (into first or last names of a race the user picks). Every fault is said with its line.
 */
import { EXPORT_APP_ID } from '../character-export';
import { isRecord } from '../records';
import {
  PACK_TABLES,
  normaliseEntries,
  normaliseTables,
  type ContentPack,
  type PackTable,
  type PackTables,
} from './pack';
import { entryProblem } from './pack-entries';
import { lineProblem, packProblem } from './pack-problems';
import { jsonFaultOffset } from './json-fault';
import { looksLikeCsv, readCsv, readPlainText } from './pack-text';

/** The largest file `Import pack` reads. */
export const MAX_PACK_FILE_BYTES = 5 * 1024 * 1024;
export const PACK_FILE_TOO_LARGE = packProblem(
  'This file is larger than 5 MB, the most a pack file can be.',
  'packs.problem.tooLarge',
);

/** What marks a file as a pack export, and its version. */
const PACK_KIND = 'content-pack';
const PACK_VERSION = 1;

/** A pack file as `Export pack` writes it: the name and tables, never the switch or the id. */
export function packFileJson(pack: Pick<ContentPack, 'name' | 'tables'>): string {
  const tables = normaliseTables(pack.tables);
  const file = {
    app: EXPORT_APP_ID,
    kind: PACK_KIND,
    version: PACK_VERSION,
    name: pack.name,
    tables,
  };
  return `${JSON.stringify(file, null, 2)}\n`;
}

/** A name list of one option (say `Female`) of one people, from a `names.json`. */
export interface NameList {
  /** "Elf: Female". */
  label: string;
  /** Where its names go: the last names, or the first names of a gender (or of all). */
  table: 'First names' | 'Last names';
  gender?: 'Male' | 'Female';
  entries: string[];
}

/** What a file holds, ready for the preview. */
export type PackFileRead =
  /** Tables for a pack: the pack's own JSON, plain text or CSV. */
  | { kind: 'tables'; name: string; tables: PackTables }
  /** One list (a RollTable's results) for a table the user picks. */
  | { kind: 'list'; name: string; entries: string[] }
  /** Name lists for a race the user picks. */
  | { kind: 'names'; name: string; lists: NameList[] }
  | { kind: 'problem'; problem: string };

/** The line of a JSON text a character offset stands on. */
const lineAt = (text: string, offset: number): number =>
  text.slice(0, Math.max(0, offset)).split('\n').length;

/** The line where `value` is first written in a JSON text, or 1. */
const lineOfValue = (text: string, value: unknown): number => {
  const at = text.indexOf(JSON.stringify(value));
  return at < 0 ? 1 : lineAt(text, at);
};

/** A broken JSON text's fault with the line it stands on. */
function brokenJson(text: string): string {
  const at = jsonFaultOffset(text);
  const number = lineAt(text, at < 0 ? text.length : at);
  return lineProblem(
    number,
    packProblem(
      'the JSON is broken here, so nothing can be read from the file.',
      'packs.problem.brokenJson',
    ),
  );
}

/** The pack's own file read, each entry checked and any fault said with its line. */
function readPackJson(text: string, json: Record<string, unknown>): PackFileRead {
  if (typeof json.version !== 'number' || json.version > PACK_VERSION) {
    return {
      kind: 'problem',
      problem: packProblem(
        'This pack was exported by a newer version of the app. Reload the page to update the app, then import it again.',
        'packs.problem.newer',
      ),
    };
  }
  if (!isRecord(json.tables)) {
    return {
      kind: 'problem',
      problem: lineProblem(
        lineOfValue(text, 'tables'),
        packProblem('the pack has no "tables".', 'packs.problem.noTables'),
      ),
    };
  }
  const tables: PackTables = {};
  for (const [name, entries] of Object.entries(json.tables)) {
    const table = PACK_TABLES.find((t) => t === name);
    const line = lineOfValue(text, name);
    if (!table) {
      const problem = packProblem(`"${name}" is not a table.`, 'packs.problem.notTable', { name });
      return { kind: 'problem', problem: lineProblem(line, problem) };
    }
    if (!Array.isArray(entries)) {
      const problem = packProblem(`"${name}" is not a list of entries.`, 'packs.problem.notList', {
        name,
      });
      return { kind: 'problem', problem: lineProblem(line, problem) };
    }
    for (const entry of entries) {
      const problem =
        typeof entry === 'string'
          ? entryProblem(table, entry)
          : packProblem('an entry here is not text.', 'packs.problem.notText');
      if (problem)
        return { kind: 'problem', problem: lineProblem(lineOfValue(text, entry), problem) };
    }
    tables[table] = entries as string[];
  }
  const name =
    typeof json.name === 'string' && json.name.trim() ? json.name.trim() : 'Imported pack';
  return { kind: 'tables', name, tables: normaliseTables(tables) };
}

/** A Foundry VTT RollTable: each result's `text` (v12) or `name`, else `description` (v13). */
function readRollTable(json: Record<string, unknown>, results: unknown[]): PackFileRead {
  const entries = results.flatMap((result) => {
    if (!isRecord(result)) return [];
    const text = [result.text, result.name, result.description].find(
      (value) => typeof value === 'string' && value.trim(),
    );
    return typeof text === 'string' ? [text] : [];
  });
  const name = typeof json.name === 'string' && json.name.trim() ? json.name.trim() : 'RollTable';
  if (entries.length === 0) {
    return {
      kind: 'problem',
      problem: packProblem('This RollTable has no results with text.', 'packs.problem.rollTable'),
    };
  }
  return { kind: 'list', name, entries: normaliseEntries(entries) };
}

/** Where one option of a `names.json` goes: female and male names, last names, or first names. */
function placeOption(option: string): Pick<NameList, 'table' | 'gender'> {
  if (/\bfemale\b/iu.test(option)) return { table: 'First names', gender: 'Female' };
  if (/\bmale\b/iu.test(option)) return { table: 'First names', gender: 'Male' };
  if (/family|clan|surname|last|house/iu.test(option)) return { table: 'Last names' };
  return { table: 'First names' };
}

/** A `names.json`: per people, tables per option, each row's `result` a name. */
function readNameLists(groups: unknown[]): PackFileRead {
  const lists: NameList[] = [];
  for (const group of groups) {
    if (!isRecord(group) || !Array.isArray(group.tables)) continue;
    const people = typeof group.name === 'string' ? group.name : 'Names';
    for (const table of group.tables) {
      if (!isRecord(table) || !Array.isArray(table.table)) continue;
      const option = typeof table.option === 'string' ? table.option : '';
      const rows = table.table.flatMap((row) =>
        isRecord(row) && typeof row.result === 'string' ? [row.result] : [],
      );
      const entries = normaliseEntries(rows);
      const label = option ? `${people}: ${option}` : people;
      if (entries.length > 0) lists.push({ label, ...placeOption(option), entries });
    }
  }
  if (lists.length === 0) {
    return {
      kind: 'problem',
      problem: packProblem('This name list has no names in it.', 'packs.problem.nameList'),
    };
  }
  return { kind: 'names', name: 'Names', lists };
}

/** A JSON file read as whichever of the known shapes it has. */
function readJsonFile(text: string): PackFileRead {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { kind: 'problem', problem: brokenJson(text) };
  }
  if (isRecord(json) && json.app === EXPORT_APP_ID && json.kind === PACK_KIND) {
    return readPackJson(text, json);
  }
  if (isRecord(json) && Array.isArray(json.results)) return readRollTable(json, json.results);
  if (isRecord(json) && Array.isArray(json.name)) return readNameLists(json.name);
  return {
    kind: 'problem',
    problem: lineProblem(
      1,
      packProblem(
        'this JSON is not a pack, a Foundry VTT RollTable or a names.json name list.',
        'packs.problem.unknownJson',
      ),
    ),
  };
}

/**
 * A file for `Import pack`, by its content (a `.csv` name also reads it as CSV). `bytes` is its
 * size, checked first so a huge file is never read.
 */
export function readPackFile(text: string, fileName = '', bytes = text.length): PackFileRead {
  if (bytes > MAX_PACK_FILE_BYTES) return { kind: 'problem', problem: PACK_FILE_TOO_LARGE };
  const body = text.replace(/^\uFEFF/u, '');
  const stem = fileName.replace(/\.[^.]*$/u, '').trim() || 'Imported pack';
  if (/^\s*[[{]/u.test(body)) return readJsonFile(body);
  const read =
    /\.csv$/iu.test(fileName) || looksLikeCsv(body) ? readCsv(body) : readPlainText(body);
  if ('problem' in read) return { kind: 'problem', problem: read.problem };
  if (Object.keys(read.tables).length === 0) {
    return {
      kind: 'problem',
      problem: packProblem('This file has no entries to add.', 'packs.problem.noEntries'),
    };
  }
  return { kind: 'tables', name: stem, tables: read.tables };
}

/** A RollTable's entries placed in the table the user picked. */
export function placeList(entries: readonly string[], table: PackTable): PackTables {
  return normaliseTables({ [table]: entries.filter((entry) => !entryProblem(table, entry)) });
}

/** Name lists placed as first and last names of the race the user picked (or of every race). */
export function placeNames(lists: readonly NameList[], race: string): PackTables {
  const tables: PackTables = {};
  for (const list of lists) {
    const details = [race.trim(), list.table === 'First names' ? list.gender : undefined];
    const suffix = details
      .filter(Boolean)
      .map((d) => ` | ${d}`)
      .join('');
    const names = list.entries.map((name) => name.replace(/\|/gu, ' ') + suffix);
    (tables[list.table] ??= []).push(...names);
  }
  return normaliseTables(tables);
}
