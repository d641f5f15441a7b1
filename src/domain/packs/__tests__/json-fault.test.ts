import { jsonFaultOffset } from '../json-fault';
import { readPackFile } from '../pack-files';
import { FOUNDRY_V12, NAMES_JSON } from './pack-fixtures';

describe('jsonFaultOffset', () => {
  it.each([
    ['a missing value', '[1,,2]', 3],
    ['a trailing comma', '{"a": [1,]}', 9],
    ['a key without quotes', '{a: 1}', 1],
    ['a missing colon', '{"a" 1}', 5],
    ['a string never closed', '["abc', 1],
    ['a bad escape', '["a\\x"]', 1],
    ['a bad unicode escape', '["\\u12G4"]', 1],
    ['a raw line break in a string', '["a\nb"]', 1],
    ['a bad word', '[tru]', 1],
    ['a bad number', '[-]', 1],
    ['something after the end', '{} {}', 3],
    ['an empty text', '', 0],
    ['a comment', '// names\n[]', 0],
    ['a number with a leading zero', '[01]', 2],
    ['a missing end', '{"a": [1, 2', 11],
  ])('finds %s', (_, text, offset) => {
    expect(jsonFaultOffset(text)).toBe(offset);
    expect(() => JSON.parse(text)).toThrow();
  });

  it('says -1 for JSON that reads, as JSON.parse does', () => {
    for (const text of [
      FOUNDRY_V12,
      NAMES_JSON,
      ' {"a": [true, false, null, -1.5e3, "\\u00e9\\n"], "b": {}} ',
      '[]',
      '0',
    ]) {
      expect(jsonFaultOffset(text)).toBe(-1);
      expect(() => JSON.parse(text)).not.toThrow();
    }
  });

  it('takes a text nested too deeply to follow as broken at its end', () => {
    const deep = '['.repeat(200_000);
    expect(jsonFaultOffset(deep)).toBe(deep.length);
  });
});

describe('a broken JSON pack file names the line of its fault', () => {
  it.each([
    ['a comma with nothing before it', '{\n  "name": "Odd jobs",\n  "results": [,]\n}', 3],
    ['a comma before a closing bracket', '{\n  "results": [\n    "a",\n  ]\n}', 4],
    ['a missing comma', '{\n  "name": "T"\n  "results": []\n}', 3],
    ['a file cut short', '{\n  "results": [\n    "a"', 3],
  ])('%s', (_, text, line) => {
    expect(readPackFile(text, 'pack.json')).toEqual({
      kind: 'problem',
      problem: `Line ${line}: the JSON is broken here, so nothing can be read from the file.`,
    });
  });
});
