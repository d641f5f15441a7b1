import { makeCharacter } from '@/testing/fixtures';
import type { Character, GeneratedCharacter } from '../character';
import { rerollProperty } from '../generator';
import { createRandom } from '../random';
import { unlisted } from '../character';
import {
  filterCharacters,
  foldForSearch,
  notesExcerpt,
  searchTextOf,
  sortByColumn,
  sortCharacters,
} from '../library';
import { normaliseStoredCharacter } from '../stored-character';
import { rollTableReady } from '../table-ready';

const names = (list: Character[]) => list.map((c) => c.firstName);

describe('search', () => {
  const eowyn = makeCharacter({
    firstName: 'Éowyn',
    lastName: 'Þórsdóttir',
    epithet: 'The Shieldmaiden',
    race: 'Human',
    characterClass: 'Warrior',
    alignment: 'Neutral Good',
    background: { title: 'Rohan', content: ['She rode to the Pelennor.', 'Nobody knew her.'] },
  });
  const gimli = makeCharacter({
    firstName: 'Gimli',
    lastName: 'Glóin',
    epithet: 'The Axe',
    race: 'Dwarf',
    characterClass: 'Warrior',
    alignment: 'Lawful Good',
    background: { title: 'Erebor', content: ['He counted gems in the halls.'] },
    notes: 'Owes the party 40 gold; met in the Prancing Pony',
  });
  const all = [eowyn, gimli];

  test('ignores case and accents, in the query and in the text', () => {
    expect(names(filterCharacters(all, 'EOWYN'))).toEqual(['Éowyn']);
    expect(names(filterCharacters(all, 'éowyn'))).toEqual(['Éowyn']);
    expect(names(filterCharacters(all, 'gloin'))).toEqual(['Gimli']);
    expect(foldForSearch('Ça  Va\tBIEN')).toBe('ca va bien');
  });

  test('looks through name, epithet, race, class, alignment, story and notes', () => {
    expect(names(filterCharacters(all, 'shieldmaiden'))).toEqual(['Éowyn']);
    expect(names(filterCharacters(all, 'dwarf'))).toEqual(['Gimli']);
    expect(names(filterCharacters(all, 'warrior'))).toEqual(['Éowyn', 'Gimli']);
    expect(names(filterCharacters(all, 'lawful'))).toEqual(['Gimli']);
    expect(names(filterCharacters(all, 'pelennor'))).toEqual(['Éowyn']);
    expect(names(filterCharacters(all, 'rohan'))).toEqual(['Éowyn']);
    expect(names(filterCharacters(all, 'prancing pony'))).toEqual(['Gimli']);
  });

  test('looks through the occupation, summary and traits At the table', () => {
    const tableReady = rollTableReady(gimli, createRandom(2));
    const ready = {
      ...gimli,
      tableReady: {
        ...tableReady,
        occupation: 'Gem cutter',
        summary: 'A gem cutter. Wants a crown commission.',
        traits: ['Gruff', 'Punctual', 'Sentimental'],
      },
    };
    const list = [eowyn, ready];
    expect(names(filterCharacters(list, 'gem cutter'))).toEqual(['Gimli']);
    expect(names(filterCharacters(list, 'crown commission'))).toEqual(['Gimli']);
    expect(names(filterCharacters(list, 'sentimental'))).toEqual(['Gimli']);
    expect(names(filterCharacters(list, 'punctual gruff'))).toEqual(['Gimli']);
  });

  test('every word must match; a blank query keeps everyone; no match is an empty list', () => {
    expect(names(filterCharacters(all, 'good warrior axe'))).toEqual(['Gimli']);
    expect(names(filterCharacters(all, '   '))).toEqual(['Éowyn', 'Gimli']);
    expect(filterCharacters(all, 'balrog')).toEqual([]);
  });

  test('a query never matches across two fields', () => {
    // "Axe" ends the epithet and "Dwarf" is the next field.
    expect(filterCharacters(all, 'axe dwarf')).toHaveLength(1);
    expect(filterCharacters(all, 'axedwarf')).toEqual([]);
  });

  test('a stored character with missing or unknown fields is searchable as stored', () => {
    const odd = normaliseStoredCharacter(
      { firstName: 'Tink', race: 'Gnome', characterClass: 42, notes: 'Likes <b>cogs</b>' },
      () => 'odd',
    ) as Character;
    expect(odd.notes).toBe('Likes <b>cogs</b>');
    expect(names(filterCharacters([odd], 'gnome'))).toEqual(['Tink']);
    expect(names(filterCharacters([odd], '<b>cogs'))).toEqual(['Tink']);
    expect(searchTextOf(odd)).toContain('42');
  });

  test('the folded text is worked out once per character object; an edit is a new object', () => {
    const c = makeCharacter({ notes: 'first' });
    expect(searchTextOf(c)).toContain('first');
    const edited = { ...c, notes: 'second' };
    expect(searchTextOf(edited)).toContain('second');
    expect(searchTextOf(edited)).not.toContain('first');
  });
});

describe('sort', () => {
  const list = [
    makeCharacter({ firstName: 'Zed', race: 'Orc', characterClass: 'Mage' }),
    makeCharacter({ firstName: 'ada', race: 'Elf', characterClass: 'Warrior' }),
    makeCharacter({ firstName: 'Émile', race: unlisted(''), characterClass: 'Cleric' }),
    makeCharacter({ firstName: 'Bram', race: 'Dwarf', characterClass: unlisted('Bard') }),
  ];

  test('Saved order keeps the stored order and Newest first reverses it', () => {
    expect(names(sortCharacters(list, 'Saved order'))).toEqual(['Zed', 'ada', 'Émile', 'Bram']);
    expect(names(sortCharacters(list, 'Newest first'))).toEqual(['Bram', 'Émile', 'ada', 'Zed']);
  });

  test('Name sorts as a reader would, ignoring case and accents', () => {
    expect(names(sortCharacters(list, 'Name'))).toEqual(['ada', 'Bram', 'Émile', 'Zed']);
  });

  test('Race and Class sort by that value, a missing one last', () => {
    expect(names(sortCharacters(list, 'Race'))).toEqual(['Bram', 'ada', 'Zed', 'Émile']);
    expect(names(sortCharacters(list, 'Class'))).toEqual(['Bram', 'Émile', 'Zed', 'ada']);
  });

  test('sorting never changes the list it is given', () => {
    const before = names(list);
    sortCharacters(list, 'Name');
    sortCharacters(list, 'Newest first');
    expect(names(list)).toEqual(before);
  });
});

describe('List view column sort', () => {
  const list = [
    makeCharacter({ firstName: 'Zed', age: 40, alignment: 'Lawful Good', notes: 'owes gold' }),
    makeCharacter({ firstName: 'ada', age: 9, alignment: 'Chaotic Evil' }),
    makeCharacter({ firstName: 'Émile', age: 120, alignment: 'Lawful Good', notes: 'Ally' }),
    makeCharacter({ firstName: 'Bram', age: 40, alignment: unlisted('') }),
  ];

  // Ages compare as numbers (9 before 40 before 120); equal ages keep the order given.
  test.each([
    ['Name', 'asc', 'ada Bram Émile Zed'],
    ['Name', 'desc', 'Zed Émile Bram ada'],
    ['Age', 'asc', 'ada Zed Bram Émile'],
    ['Alignment', 'desc', 'Zed Émile ada Bram'],
    ['Notes', 'asc', 'Émile Zed ada Bram'],
    ['Notes', 'desc', 'Zed Émile ada Bram'],
  ] as const)('sorts by %s (%s), empty values last either way: %s', (column, direction, order) => {
    expect(names(sortByColumn(list, { column, direction }))).toEqual(order.split(' '));
  });

  test('never changes the list it is given', () => {
    const before = names(list);
    sortByColumn(list, { column: 'Age', direction: 'desc' });
    expect(names(list)).toEqual(before);
  });
});

test('the notes excerpt is one line, cut with an ellipsis', () => {
  expect(notesExcerpt(undefined)).toBe('');
  expect(notesExcerpt('  Met at\n the inn  ')).toBe('Met at the inn');
  const long = notesExcerpt('word '.repeat(40), 20);
  expect(long).toHaveLength(20);
  expect(long.endsWith('…')).toBe(true);
});

test('stored notes that are not text are left out; text notes are kept', () => {
  const newId = () => 'x';
  expect(normaliseStoredCharacter({ firstName: 'A', notes: { a: 1 } }, newId)).not.toHaveProperty(
    'notes',
  );
  expect(normaliseStoredCharacter({ firstName: 'A', notes: '' }, newId)).not.toHaveProperty(
    'notes',
  );
  expect(normaliseStoredCharacter({ firstName: 'A', notes: 'Owes 3 gold' }, newId)?.notes).toBe(
    'Owes 3 gold',
  );
});

test('an edited copy (any reroll) starts with the same notes', () => {
  const c = makeCharacter({ notes: 'Met at the ford' }) as GeneratedCharacter;
  const random = createRandom(7);
  for (const property of ['firstName', 'race', 'gender', 'alignment', 'background'] as const) {
    expect(rerollProperty(c, property, random).notes).toBe('Met at the ford');
  }
});
