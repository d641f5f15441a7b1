import { normaliseTables, type PackTables } from '../pack';
import {
  MAX_PACK_FILE_BYTES,
  PACK_FILE_TOO_LARGE,
  packFileJson,
  placeList,
  placeNames,
  readPackFile,
} from '../pack-files';
import {
  CSV,
  EXPECTED_TABLES,
  FOUNDRY_V12,
  FOUNDRY_V13,
  NAMES_JSON,
  PLAIN_TEXT,
} from './pack-fixtures';

const tablesOf = (text: string, fileName = 'world.txt'): PackTables => {
  const read = readPackFile(text, fileName);
  if (read.kind !== 'tables') throw new Error(JSON.stringify(read));
  return read.tables;
};

const problemOf = (text: string, fileName = 'world.txt'): string => {
  const read = readPackFile(text, fileName);
  if (read.kind !== 'problem') throw new Error(`read as ${read.kind}`);
  return read.problem;
};

describe('Import pack', () => {
  it('reads plain text with headings, folding duplicates and skipping empty lines', () => {
    expect(tablesOf(PLAIN_TEXT)).toEqual(EXPECTED_TABLES);
  });

  it('reads CSV with a header row of table names to the same pack', () => {
    expect(tablesOf(CSV, 'world.csv')).toEqual(EXPECTED_TABLES);
    // The header alone tells it is CSV, whatever the file is called.
    expect(tablesOf(CSV, 'world.txt')).toEqual(EXPECTED_TABLES);
  });

  it('round-trips its own JSON byte for byte', () => {
    const file = packFileJson({ name: 'My world', tables: EXPECTED_TABLES });
    const read = readPackFile(file, 'my-world.json');
    expect(read).toEqual({ kind: 'tables', name: 'My world', tables: EXPECTED_TABLES });
    if (read.kind !== 'tables') return;
    expect(packFileJson(read)).toBe(file);
  });

  it('reads a Foundry VTT RollTable of v12 and of v13 into the table picked', () => {
    const expected = { Occupations: EXPECTED_TABLES.Occupations };
    for (const file of [FOUNDRY_V12, FOUNDRY_V13]) {
      const read = readPackFile(file, 'odd-jobs.json');
      expect(read).toMatchObject({ kind: 'list', name: 'Odd jobs' });
      if (read.kind !== 'list') return;
      expect(placeList(read.entries, 'Occupations')).toEqual(expected);
    }
  });

  it('reads a names.json list into first and last names of the race picked', () => {
    const read = readPackFile(NAMES_JSON, 'names.json');
    expect(read.kind).toBe('names');
    if (read.kind !== 'names') return;
    expect(read.lists.map((l) => l.label)).toEqual([
      'Halfling: Female',
      'Halfling: Male',
      'Halfling: Family',
    ]);
    expect(placeNames(read.lists, 'Halfling')).toEqual({
      'First names': ['Rosie | Halfling | Female', 'Milo | Halfling | Male'],
      'Last names': ['Tealeaf | Halfling'],
    });
  });

  it('all formats give the same pack where they hold the same tables', () => {
    const fromText = tablesOf(PLAIN_TEXT);
    expect(tablesOf(CSV, 'world.csv')).toEqual(fromText);
    const json = readPackFile(packFileJson({ name: 'x', tables: fromText }), 'x.json');
    expect(json).toMatchObject({ tables: fromText });
  });

  it('keeps markup in entries as the text it is', () => {
    expect(tablesOf(PLAIN_TEXT).Occupations).toContain('<script>alert(1)</script> juggler');
  });

  it('refuses a file over 5 MB before reading it', () => {
    expect(readPackFile('# Races\nElf', 'big.txt', MAX_PACK_FILE_BYTES + 1)).toEqual({
      kind: 'problem',
      problem: PACK_FILE_TOO_LARGE,
    });
    expect(PACK_FILE_TOO_LARGE).toMatch(/5 MB/);
  });

  it('reads 5,000 rows in well under a second', () => {
    const text = `# First names\n${Array.from({ length: 5000 }, (_, i) => `Name${i}`).join('\n')}`;
    const started = performance.now();
    expect(tablesOf(text)['First names']).toHaveLength(5000);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('Import pack faults name their line', () => {
  it.each([
    ['an entry before any heading', '\nHalfling\n', /^Line 2: put a heading/],
    ['an unknown heading', '# Races\nElf\n# Spells\nFireball', /^Line 3: "Spells" is not a table/],
    [
      'a broken age range',
      '# Races\nElf\nHalfling | 150-20',
      /^Line 3: "150-20" is not an age range/,
    ],
    ['an unknown detail of a race', '# Races\nHalfling | small', /^Line 2: "small" is neither/],
    [
      'a Looks like that is not built in',
      '# Races\nGnome | Looks like Gnome',
      /^Line 2: "Looks like" takes one of Human/,
    ],
    [
      'a Plays like that is not built in',
      '# Classes\nBard | Plays like Bard',
      /^Line 2: "Plays like" takes one of Warrior/,
    ],
    ['an unknown ability', '# Classes\nRanger | Luck first', /^Line 2: "Luck first" is neither/],
    [
      'a name with two races',
      '# First names\nMilo | Halfling | Elf',
      /^Line 2: "Elf": a name is for at most one race/,
    ],
    ['a race with no name', '# Races\n | 20-30', /^Line 2: A race needs a name/],
  ])('plain text: %s', (_, text, message) => {
    expect(problemOf(text)).toMatch(message);
  });

  it.each([
    ['an unknown column', 'Races,Spells\nElf,Fireball', /^Line 1: "Spells" is not a table/],
    ['a row wider than the header', 'Races\nElf\nDwarf,Orc', /^Line 3: this row has more cells/],
    ['a quote never closed', 'Races\nElf\n"Dwarf\nOrc', /^Line 3: a quoted cell is never closed/],
    ['a bad entry', 'Races,Classes\nElf,Bard\nDwarf | old,Rogue', /^Line 3: "old" is neither/],
  ])('CSV: %s', (_, text, message) => {
    expect(problemOf(text, 'pack.csv')).toMatch(message);
  });

  it('JSON: broken JSON, an unknown table, an entry not text, a bad entry', () => {
    const good = packFileJson({ name: 'W', tables: { Races: ['Elf'], Classes: ['Bard'] } });
    expect(problemOf(good.replace('"Bard"', '"Bard",,'), 'w.json')).toMatch(
      /^Line \d+: the JSON is broken/,
    );
    expect(problemOf(good.replace('"Classes"', '"Spells"'), 'w.json')).toMatch(
      /^Line 10: "Spells" is not a table/,
    );
    expect(problemOf(good.replace('"Bard"', '42'), 'w.json')).toMatch(
      /^Line 11: an entry here is not text/,
    );
    expect(problemOf(good.replace('"Bard"', '"Bard | Plays like Bard"'), 'w.json')).toMatch(
      /^Line 11: "Plays like"/,
    );
  });

  it('JSON of another shape, an empty RollTable and an empty name list', () => {
    expect(problemOf('{"characters": []}', 'x.json')).toMatch(
      /not a pack, a Foundry VTT RollTable/,
    );
    expect(problemOf('{"name": "T", "results": []}', 'x.json')).toMatch(/no results/);
    expect(problemOf('{"name": []}', 'x.json')).toMatch(/no names/);
  });

  it('a file with no entries says so', () => {
    expect(problemOf('\n\n# Races\n\n')).toBe('This file has no entries to add.');
  });
});

describe('normaliseTables', () => {
  it('keeps a race once by its name and drops empty tables', () => {
    expect(
      normaliseTables({ Races: ['Elf | 20-30', ' elf | 40-50 ', ''], Looks: ['  ', ''] }),
    ).toEqual({ Races: ['Elf | 20-30'] });
  });
});
