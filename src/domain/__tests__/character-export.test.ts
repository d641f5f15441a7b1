import { htmlToBlocks } from '@/adapters/browser/html-text';
import {
  CUT_SHORT,
  SPREADSHEET_EXPORT,
  buildExport,
  exportFileName,
  ImportFileError,
  importSummary,
  MAX_IMPORT_BYTES,
  NEWER_VERSION,
  NOT_AN_EXPORT,
  parseImport,
  TOO_LARGE,
} from '../character-export';
import { characterMarkdown } from '../character-markdown';
import { charactersCsv } from '../formats/csv';
import { makeCharacter, makeTableReady } from '@/testing/fixtures';

let ids = 0;
const newId = () => `new-${(ids += 1)}`;
beforeEach(() => {
  ids = 0;
});

const refused = (text: string, message: string) => {
  expect(() => parseImport(text, newId, htmlToBlocks)).toThrow(ImportFileError);
  expect(() => parseImport(text, newId, htmlToBlocks)).toThrow(message);
};

test('an export holds the app, the version, the time, the saved characters and History', () => {
  const saved = [makeCharacter({ id: 'a' }), { ...makeCharacter({ id: 'b' }), notes: 'Kind' }];
  const history = [makeCharacter({ id: 'h' })];
  const file = buildExport(saved, history, new Date('2026-03-04T10:00:00Z'));
  expect(file).toEqual({
    app: 'fantasy-character-generator',
    version: 1,
    exportedAt: '2026-03-04T10:00:00.000Z',
    characters: saved,
    history,
  });
  expect(parseImport(JSON.stringify(file), newId, htmlToBlocks)).toEqual({
    characters: saved,
    history,
    unreadable: 0,
    campaigns: [],
  });
  expect(exportFileName(new Date(2026, 0, 9, 23, 59))).toBe('characters-2026-01-09.json');
});

test('a bare list as the original app stored it: entries without an id get one', () => {
  const original = [
    { firstName: 'Ada', lastName: 'Vale', race: 'Elf', age: '120', background: {} },
    { firstName: 'Bram', lastName: 'Stone', race: 'Gnome', characterClass: 'Bard' },
  ];
  const { characters, history, unreadable } = parseImport(
    JSON.stringify(original),
    newId,
    htmlToBlocks,
  );
  expect(history).toEqual([]);
  expect(unreadable).toBe(0);
  expect(characters.map((c) => [c.id, c.firstName, c.race, c.age])).toEqual([
    ['new-1', 'Ada', 'Elf', 120],
    ['new-2', 'Bram', 'Gnome', null],
  ]);
});

test('entries that are not characters are counted, the rest kept', () => {
  const file = buildExport([makeCharacter({ id: 'a' })], [makeCharacter({ id: 'h' })]);
  const text = JSON.stringify({
    ...file,
    characters: [...file.characters, 42, { race: 'Elf' }],
    history: [...file.history, null],
  });
  const parsed = parseImport(text, newId, htmlToBlocks);
  expect(parsed.characters.map((c) => c.id)).toEqual(['a']);
  expect(parsed.history.map((c) => c.id)).toEqual(['h']);
  expect(parsed.unreadable).toBe(3);
});

test('an export without History (an earlier file) still reads', () => {
  const text = JSON.stringify({
    app: 'fantasy-character-generator',
    version: 1,
    exportedAt: 'x',
    characters: [makeCharacter({ id: 'a' })],
  });
  expect(parseImport(text, newId, htmlToBlocks).history).toEqual([]);
});

test('an export from a newer version of the app says so', () => {
  const file = buildExport([makeCharacter()], []);
  refused(JSON.stringify({ ...file, version: 2 }), NEWER_VERSION);
  refused(JSON.stringify({ ...file, version: 7, characters: 'a shape to come' }), NEWER_VERSION);
  expect(NEWER_VERSION).toMatch(/newer version of the app/);
});

test('not JSON, the wrong shape or another app: not a character export', () => {
  refused('', NOT_AN_EXPORT);
  refused('not json {', NOT_AN_EXPORT);
  refused('"a string"', NOT_AN_EXPORT);
  refused('null', NOT_AN_EXPORT);
  refused('{"characters": []}', NOT_AN_EXPORT);
  refused('{"hello": "world"}', NOT_AN_EXPORT);
  refused('[]', NOT_AN_EXPORT);
  refused('[1, "two", {"race": "Elf"}]', NOT_AN_EXPORT);
  const file = buildExport([makeCharacter()], []);
  refused(JSON.stringify({ ...file, app: 'another-app' }), NOT_AN_EXPORT);
  refused(JSON.stringify({ ...file, app: 'another-app', version: 2 }), NOT_AN_EXPORT);
  refused(JSON.stringify({ ...file, version: 0 }), NOT_AN_EXPORT);
  refused(JSON.stringify({ ...file, version: '1' }), NOT_AN_EXPORT);
  refused(JSON.stringify({ ...file, characters: {} }), NOT_AN_EXPORT);
  refused(JSON.stringify({ ...file, history: 'none' }), NOT_AN_EXPORT);
});

test('text over 5 MB is too large', () => {
  refused(`[${' '.repeat(MAX_IMPORT_BYTES)}]`, TOO_LARGE);
});

test('the summary counts each case, then what else happened', () => {
  const summary = (added: number, updated = 0, unchanged = 0, unreadable = 0, historyAdded = 0) =>
    importSummary({ added, updated, unchanged, unreadable, historyAdded });
  expect(summary(3, 2, 4)).toBe('Imported 3, updated 2, unchanged 4');
  expect(summary(0)).toBe('Imported 0, updated 0, unchanged 0');
  expect(summary(12, 0, 3, 1)).toBe(
    'Imported 12, updated 0, unchanged 3. 1 unreadable entry skipped.',
  );
  expect(summary(2, 1, 0, 2, 5)).toBe(
    'Imported 2, updated 1, unchanged 0. 2 unreadable entries skipped. 5 rows added to History.',
  );
  expect(summary(0, 0, 0, 0, 1)).toBe(
    'Imported 0, updated 0, unchanged 0. 1 row added to History.',
  );
});

test('Copy as text: heading, attributes, the whole story and notes, markup kept as text', () => {
  const character = {
    ...makeCharacter({
      firstName: 'Ada',
      lastName: 'Vale',
      epithet: 'The *Bold*',
      race: 'Elf',
      characterClass: 'Mage',
      gender: 'Female',
      age: 120,
      alignment: 'Chaotic Good',
      background: { title: 'Stars', content: ['One.', 'Two <b>bold</b>.', 'Three.'] },
    }),
    notes: 'Owes a debt',
  };
  expect(characterMarkdown(character)).toBe(
    [
      '# Ada Vale, The \\*Bold\\*',
      '',
      '- **Race:** Elf',
      '- **Class:** Mage',
      '- **Gender:** Female',
      '- **Age:** 120',
      '- **Alignment:** Chaotic Good',
      '',
      '## Stars',
      '',
      'One.',
      '',
      'Two \\<b\\>bold\\</b\\>.',
      '',
      'Three.',
      '',
      '## Notes',
      '',
      'Owes a debt',
      '',
    ].join('\n'),
  );
  const plain = characterMarkdown(makeCharacter({ epithet: '', age: null }));
  expect(plain).toContain('- **Age:** unknown');
  expect(plain).not.toContain('Notes');
  expect(plain.split('\n')[0]).not.toContain(',');
});

test('Copy as text: the rows At the table before the story, secret included, empty rows left out', () => {
  const tableReady = makeTableReady({ summary: 'A ferryman. Wants the *toll* back.', voice: '' });
  const text = characterMarkdown(makeCharacter({ tableReady }));
  expect(text).toContain(
    [
      '- **Alignment:** Lawful Good',
      '',
      '## At the table',
      '',
      '- **Occupation:** Ferryman',
      '- **Summary:** A ferryman. Wants the \\*toll\\* back.',
      '- **Look:** Wet boots.',
      '- **Traits:** Calm, wry, patient',
      '- **Ideal:** Fairness.',
      '- **Bond:** The river.',
      '- **Flaw:** Greed.',
      '- **Secret:** Drowned a tax man.',
      '',
      '## The Shield of Varn',
    ].join('\n'),
  );
  expect(text).not.toContain('Voice');
  expect(characterMarkdown(makeCharacter())).not.toContain('At the table');
});

test('our own spreadsheet export says what it is and what Import reads', () => {
  const csv = charactersCsv([makeCharacter(), makeCharacter({ firstName: 'Bea' })]);
  refused(csv, SPREADSHEET_EXPORT);
  // As a browser reads the file, without the byte-order mark.
  refused(csv.replace(/^\uFEFF/, ''), SPREADSHEET_EXPORT);
  expect(SPREADSHEET_EXPORT).toBe(
    'This is a spreadsheet export: Import reads Backup (JSON) and Foundry VTT files.',
  );
  // Another spreadsheet is not ours.
  refused('"Name","Class"\r\n"Ann","Mage"\r\n', NOT_AN_EXPORT);
});

test('a backup cut short says so, wherever it was cut; a malformed file is still not an export', () => {
  const tricky = makeCharacter({ notes: 'Brackets ] } and "quotes" \\ inside' });
  const whole = JSON.stringify(buildExport([tricky, makeCharacter()], [makeCharacter()]), null, 2);
  for (const at of [60, 200, whole.indexOf('Brackets') + 3, whole.length - 30, whole.length - 1]) {
    refused(whole.slice(0, at), CUT_SHORT);
  }
  const list = JSON.stringify([makeCharacter(), makeCharacter()]);
  refused(list.slice(0, list.length - 5), CUT_SHORT);
  expect(CUT_SHORT).toBe('This backup is cut short.');
  refused('{"app": "fantasy-character-generator", "characters": [}', NOT_AN_EXPORT);
  refused('{"hello": ', NOT_AN_EXPORT);
});
