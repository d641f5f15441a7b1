/**
 * Finding and ordering saved characters: the search and sort behind My Characters.
 */
import { fullName, isOneOf, type Character } from './character';

/** The orders My Characters can list characters in, as the user reads them. */
export const SORT_ORDERS = ['Saved order', 'Newest first', 'Name', 'Race', 'Class'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

export const isSortOrder = isOneOf(SORT_ORDERS);

// Combining marks left once a letter is decomposed (é → e + ´), so "eowyn" finds "Éowyn".
const COMBINING_MARKS = /\p{M}/gu;

/** Text folded for matching: lower case, accents dropped, runs of white space made one. */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(COMBINING_MARKS, '').toLowerCase().replace(/\s+/g, ' ');
}

// Characters are never changed in place (an edit makes a new object), so the folded text of
// each one is worked out once and kept for as long as the object lives.
const searchTextCache = new WeakMap<Character, string>();

/**
 * Everything a search looks through, folded: name, epithet, race, class, alignment, the story
 * (title and paragraphs), the notes, and At the table the occupation, the summary and each
 * trait, the name of its group, and each of its tags. Fields are joined by a line break so a query never matches
 * across two of them.
 */
export function searchTextOf(character: Character): string {
  let folded = searchTextCache.get(character);
  if (folded === undefined) {
    const { background } = character;
    const parts = [
      fullName(character),
      character.epithet,
      character.race,
      character.characterClass,
      character.alignment,
      background.title,
      ...background.content,
      character.notes ?? '',
      character.tableReady?.occupation ?? '',
      character.tableReady?.summary ?? '',
      ...(character.tableReady?.traits ?? []),
      character.group?.name ?? '',
      ...(character.tags ?? []),
    ];
    folded = parts.map((part) => foldForSearch(String(part ?? ''))).join('\n');
    searchTextCache.set(character, folded);
  }
  return folded;
}

/**
 * The characters whose text holds every word of the query, in the order given. An empty (or
 * blank) query keeps them all.
 */
export function filterCharacters(characters: readonly Character[], query: string): Character[] {
  const words = foldForSearch(query).split(' ').filter(Boolean);
  if (words.length === 0) return characters.slice();
  return characters.filter((character) => {
    const text = searchTextOf(character);
    return words.every((word) => text.includes(word));
  });
}

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

/** Full names compare as a reader sorts them (case and accents aside, numbers by value). */
const byName = (a: Character, b: Character): number =>
  collator.compare(fullName(a), fullName(b)) || collator.compare(a.epithet, b.epithet);

/** Empty values (a field missing from storage) sort after every written one. */
function byField(field: 'race' | 'characterClass') {
  return (a: Character, b: Character): number => {
    const x = String(a[field] ?? '');
    const y = String(b[field] ?? '');
    if (!x !== !y) return x ? -1 : 1;
    return collator.compare(x, y) || byName(a, b);
  };
}

const COMPARE: Partial<Record<SortOrder, (a: Character, b: Character) => number>> = {
  Name: byName,
  Race: byField('race'),
  Class: byField('characterClass'),
};

/**
 * The characters in the chosen order, as a new list. Saving appends, so the saved order is
 * oldest first and "Newest first" is that order reversed. Equal keys keep the saved order.
 */
export function sortCharacters(characters: readonly Character[], order: SortOrder): Character[] {
  const list = characters.slice();
  const compare = COMPARE[order];
  return order === 'Newest first' ? list.reverse() : compare ? list.sort(compare) : list;
}

/** The first line of the notes, for a card: white space folded, cut with an ellipsis. */
export function notesExcerpt(notes: string | undefined, max = 80): string {
  const line = (notes ?? '').replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1).trimEnd()}…` : line;
}

/** The columns of My Characters' List view, each of which sorts the list when its header is clicked. */
export const LIST_COLUMNS = ['Name', 'Race', 'Class', 'Alignment', 'Age', 'Notes'] as const;
export type ListColumn = (typeof LIST_COLUMNS)[number];

export interface ColumnSort {
  column: ListColumn;
  direction: 'asc' | 'desc';
}

/** A column's value for sorting: text (empty when missing) or, for the age, a number. */
function columnValue(character: Character, column: ListColumn): string | number {
  switch (column) {
    case 'Name':
      return fullName(character);
    case 'Race':
      return String(character.race ?? '');
    case 'Class':
      return String(character.characterClass ?? '');
    case 'Alignment':
      return String(character.alignment ?? '');
    case 'Age':
      return typeof character.age === 'number' && Number.isFinite(character.age)
        ? character.age
        : '';
    default:
      return notesExcerpt(character.notes);
  }
}

/**
 * The characters sorted by one column of the List view, as a new list. Empty values come last
 * in either direction; equal values keep the order they came in (the `Sort by` order).
 */
export function sortByColumn(characters: readonly Character[], sort: ColumnSort): Character[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  const keyed = characters.map((character) => ({
    character,
    value: columnValue(character, sort.column),
  }));
  keyed.sort((a, b) => {
    if ((a.value === '') !== (b.value === '')) return a.value === '' ? 1 : -1;
    const order =
      typeof a.value === 'number' && typeof b.value === 'number'
        ? a.value - b.value
        : collator.compare(String(a.value), String(b.value));
    return sign * order;
  });
  return keyed.map((k) => k.character);
}
