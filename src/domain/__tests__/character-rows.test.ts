import { CHARACTER_ROWS, MARKDOWN_ROWS, SAVED_CHARACTER_ROWS, rowLines } from '../character-rows';
import { unlisted } from '../character';
import { CARD_LABELS, makeCharacter } from '@/testing/fixtures';

test('every attribute is labelled once, in the card order', () => {
  expect(CHARACTER_ROWS.map((r) => r.label)).toEqual(CARD_LABELS);
});

test('a saved character reads Gender, Age, Race, Class and Alignment, values as stored', () => {
  const character = makeCharacter({ gender: 'Female', age: 41, race: 'Elf' });
  expect(rowLines(SAVED_CHARACTER_ROWS, character)).toEqual([
    ['Gender', 'Female'],
    ['Age', '41'],
    ['Race', 'Elf'],
    ['Class', 'Warrior'],
    ['Alignment', 'Lawful Good'],
  ]);
});

test('a missing or empty value reads unknown; the Markdown list leaves the names out', () => {
  const character = makeCharacter({ age: null, gender: unlisted(''), alignment: unlisted('') });
  expect(rowLines(MARKDOWN_ROWS, character)).toEqual([
    ['Race', 'Human'],
    ['Class', 'Warrior'],
    ['Gender', 'unknown'],
    ['Age', 'unknown'],
    ['Alignment', 'unknown'],
  ]);
});
