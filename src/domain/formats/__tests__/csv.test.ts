import { parse } from 'csv-parse/sync';
import type { Character } from '@/domain/character';
import { SRD_ATTRIBUTION } from '@/domain/srd5/stat-block';
import { CSV_COLUMNS, charactersCsv, csvCell } from '../csv';
import { hostile, withNumbers, withoutNumbers } from './formats-fixtures';
import { inGroup } from '@/testing/fixtures';

const readBack = (text: string) => parse(text, { bom: true, relax_quotes: false }) as string[][];

/** What a cell should read: the field as text, with a formula-like start made plain by `'`. */
const expected = (value: string | number | null | undefined) => {
  const text = value === null || value === undefined ? '' : String(value);
  return /^[=+\-@\t\r\0]/.test(text) ? `'${text}` : text;
};

test('one row per character, every field equal to the original once parsed by a CSV parser', () => {
  const characters: Character[] = [...withNumbers, ...withoutNumbers, hostile];
  const rows = readBack(charactersCsv(characters));
  expect(rows[0]).toEqual(CSV_COLUMNS.map(([header]) => header));
  expect(rows).toHaveLength(characters.length + 1);
  characters.forEach((character, i) => {
    expect(rows[i + 1]).toEqual(CSV_COLUMNS.map(([, value]) => expected(value(character))));
  });
  const vex = Object.fromEntries(CSV_COLUMNS.map(([h], i) => [h, rows[1]![i]]));
  expect(vex).toMatchObject({
    'First Name': 'Vex',
    Notes: withNumbers[0]!.notes,
    Story: withNumbers[0]!.background.content.join('\n\n'),
    Traits: 'Calm, wry, patient',
    Level: '6',
    DEX: '17',
    Attribution: SRD_ATTRIBUTION,
  });
  const plain = Object.fromEntries(CSV_COLUMNS.map(([h], i) => [h, rows[5]![i]]));
  expect(plain).toMatchObject({ Level: '', DEX: '', Attribution: '' });
});

test('formulas are neutralised: a spreadsheet reads them as text', () => {
  const rows = readBack(charactersCsv([hostile]));
  const cell = (header: string) => rows[1]![CSV_COLUMNS.findIndex(([h]) => h === header)];
  expect(cell('First Name')).toBe(`'=HYPERLINK("http://evil.example","click")`);
  expect(cell('Last Name')).toBe(`'+Smith, "the" -1`);
  expect(cell('Epithet')).toBe(`'@once\tand\r\nagain`);
  expect(cell('Notes')).toBe(`'-2+3 ; # not a comment\n\ttabbed`);
  expect(csvCell('\tx')).toBe(`"'\tx"`);
  expect(csvCell('\rx')).toBe(`"'\rx"`);
  expect(csvCell('a=b')).toBe('"a=b"');
});

test('the file is RFC 4180: quoted cells, doubled quotes, CRLF rows, UTF-8 mark first', () => {
  const text = charactersCsv([withoutNumbers[3]!]);
  expect(text.startsWith('\uFEFF"Id","First Name"')).toBe(true);
  expect(text).toContain('"One paragraph <b>only</b> & no title."');
  expect(text.endsWith('\r\n')).toBe(true);
  expect(csvCell('say "hi"')).toBe('"say ""hi"""');
  expect(readBack(charactersCsv([]))).toHaveLength(1);
});

test('a leading NUL is neutralised as the formula starts are', () => {
  expect(csvCell('\0=1+1')).toBe(`"'\0=1+1"`);
  expect(csvCell('a\0')).toBe('"a\0"');
});

test('the group and the relationships have columns of their own', () => {
  const member = inGroup(withoutNumbers[0]!, 'The Marlow family', [
    ['child of', 'Brom Marlow'],
    ['rival of', 'Ilse'],
  ]);
  const rows = readBack(charactersCsv([member, withoutNumbers[1]!]));
  const cell = (row: number, header: string) =>
    rows[row]![CSV_COLUMNS.findIndex(([h]) => h === header)];
  expect(cell(1, 'Group')).toBe('The Marlow family');
  expect(cell(1, 'Relationships')).toBe('child of Brom Marlow; rival of Ilse');
  expect(cell(2, 'Group')).toBe('');
  expect(cell(2, 'Relationships')).toBe('');
});
