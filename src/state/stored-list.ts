import type { Character } from '@/domain/character';
import { newCharacterId } from '@/domain/random';
import { normaliseStoredCharacters } from '@/domain/stored-character';
import { parseList, type StorageLike } from '@/adapters/storage/local-storage';
import { createPersistedStore, keptAside, type Parsed } from './persisted-store';

/** What the user calls each stored list, for warnings. */
const LIST_NAMES: Record<string, string> = {
  characters: 'My Characters',
  characterHistory: 'History',
};

/** The warning for entries left out of a list: how many, why, and where the list as it was is. */
function leftOutMessage(key: string, count: number, copiedTo: string | null): string {
  const list = LIST_NAMES[key] ?? `Stored list "${key}"`;
  const entries = count === 1 ? '1 stored entry that is' : `${count} stored entries that are`;
  const them = count === 1 ? 'It is' : 'They are';
  return `${list} had ${entries} not a character (not an object, or no name). ${them} not shown.${keptAside(copiedTo)}`;
}

/**
 * Reads a stored character list, keeping every character (values outside the app's lists
 * included) and leaving out only entries that are not characters at all.
 */
export function parseCharacterList(key: string, raw: string): Parsed<Character[]> {
  const list = parseList(raw);
  if ('why' in list) return { unreadable: list.why };
  const { characters, dropped, changed } = normaliseStoredCharacters(list.items, newCharacterId);
  if (dropped === 0 && !changed) return { value: characters };
  return {
    value: characters,
    tidy: JSON.stringify(characters),
    ...(dropped > 0 ? { dropped: (copiedTo) => leftOutMessage(key, dropped, copiedTo) } : {}),
  };
}

/** A list of characters kept under one key; see {@link createPersistedStore}. */
export function createCharacterListStore(storage: StorageLike | null, key: string) {
  return createPersistedStore<Character[]>({
    storage,
    key,
    name: `list ${LIST_NAMES[key] ?? key}`,
    instead: 'it starts empty',
    empty: [],
    parse: (raw) => parseCharacterList(key, raw),
    serialise: (characters) => JSON.stringify(characters),
  });
}
