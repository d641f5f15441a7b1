/**
 * A pack written by hand: plain text with `# Table name` headings and one entry a line, or a
 * spreadsheet's CSV whose header row names the tables, one entry a cell. A fault is reported
 * with the line it stands on, so the user can find it in their own file.
 */
import {
  PACK_TABLES,
  normaliseTables,
  packTableNamed,
  type PackTable,
  type PackTables,
} from './pack';
import { entryProblem } from './pack-entries';
import { lineProblem, packProblem } from './pack-problems';

/** Tables read from a file, or the first fault, naming its line. */
export type TablesRead = { tables: PackTables } | { problem: string };

const TABLE_LIST = PACK_TABLES.join(', ');

const notATable = (name: string) =>
  packProblem(
    `"${name}" is not a table; the tables are ${TABLE_LIST}.`,
    'packs.problem.notTables',
    {
      name,
      tables: TABLE_LIST,
    },
  );

/** Adds an entry to its table, or says (with its line) why the entry cannot be read. */
function addEntry(
  tables: PackTables,
  table: PackTable,
  entry: string,
  line: number,
): string | null {
  const problem = entryProblem(table, entry);
  if (problem) return lineProblem(line, problem);
  (tables[table] ??= []).push(entry);
  return null;
}

/** Plain text: `# Table name` headings, then one entry a line; empty lines are skipped. */
export function readPlainText(text: string): TablesRead {
  const tables: PackTables = {};
  let table: PackTable | undefined;
  const lines = text.replace(/^\uFEFF/u, '').split(/\r\n|\r|\n/u);
  for (const [index, raw] of lines.entries()) {
    const line = raw.trim();
    const number = index + 1;
    if (!line) continue;
    if (line.startsWith('#')) {
      const name = line.replace(/^#+/u, '').trim();
      table = packTableNamed(name);
      if (!table) return { problem: lineProblem(number, notATable(name)) };
      continue;
    }
    if (!table) {
      return {
        problem: lineProblem(
          number,
          packProblem(
            'put a heading such as "# First names" before the first entry.',
            'packs.problem.heading',
          ),
        ),
      };
    }
    const problem = addEntry(tables, table, line, number);
    if (problem) return { problem };
  }
  return { tables: normaliseTables(tables) };
}

/** A CSV text's rows, each cell with the line it starts on, or the line of a broken quote. */
function csvRows(
  text: string,
): { rows: { line: number; cells: string[] }[] } | { problem: string } {
  const rows: { line: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let cell = '';
  let line = 1;
  let rowLine = 1;
  let quoted = false;
  let quoteLine = 1;
  const endRow = () => {
    cells.push(cell);
    rows.push({ line: rowLine, cells });
    cells = [];
    cell = '';
    rowLine = line;
  };
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i] as string;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else {
        if (char === '\n') line += 1;
        cell += char;
      }
    } else if (char === '"' && cell === '') {
      quoted = true;
      quoteLine = line;
    } else if (char === ',') {
      cells.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      line += 1;
      endRow();
    } else cell += char;
  }
  if (quoted) {
    return {
      problem: lineProblem(
        quoteLine,
        packProblem('a quoted cell is never closed.', 'packs.problem.openQuote'),
      ),
    };
  }
  if (cell !== '' || cells.length > 0) endRow();
  return { rows };
}

/** CSV: a header row of table names, then entries in their tables' columns. */
export function readCsv(text: string): TablesRead {
  const read = csvRows(text.replace(/^\uFEFF/u, ''));
  if ('problem' in read) return read;
  const [header, ...rows] = read.rows.filter(({ cells }) => cells.some((c) => c.trim()));
  if (!header) {
    return {
      problem: lineProblem(
        1,
        packProblem('the file is empty; its first row names the tables.', 'packs.problem.emptyCsv'),
      ),
    };
  }
  const columns: PackTable[] = [];
  for (const name of header.cells) {
    const table = packTableNamed(name);
    if (!table) return { problem: lineProblem(header.line, notATable(name.trim())) };
    columns.push(table);
  }
  const tables: PackTables = {};
  for (const { line, cells } of rows) {
    if (cells.length > columns.length) {
      return {
        problem: lineProblem(
          line,
          packProblem(
            'this row has more cells than the header names tables.',
            'packs.problem.extraCells',
          ),
        ),
      };
    }
    for (const [at, cell] of cells.entries()) {
      const entry = cell.trim();
      const problem = entry && addEntry(tables, columns[at] as PackTable, entry, line);
      if (problem) return { problem };
    }
  }
  return { tables: normaliseTables(tables) };
}

/** Whether a text's first line reads as a CSV header of table names. */
export function looksLikeCsv(text: string): boolean {
  const first = text.replace(/^\uFEFF/u, '').split(/\r?\n/u, 1)[0] ?? '';
  if (!first.includes(',')) return false;
  return first.split(',').every((cell) => packTableNamed(cell.replace(/"/gu, '')) !== undefined);
}
