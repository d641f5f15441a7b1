import { useCallback, useEffect, useRef, useState } from 'react';
import type { Character } from '@/domain/character';
import { newCharacterId } from '@/domain/random';
import { normaliseStoredCharacters } from '@/domain/stored-character';
import {
  quarantine,
  readList,
  subscribeToOtherTabs,
  writeJson,
  type StorageLike,
} from '@/adapters/storage/local-storage';
import { useAlertActions } from './alerts';

interface Loaded {
  characters: Character[];
  warning: string | null;
}

/** What the user calls each stored list, for warnings. */
const LIST_NAMES: Record<string, string> = {
  characters: 'My Characters',
  characterHistory: 'History',
};

/**
 * The warning for entries left out of a list: how many, why, and where the list as it was is.
 */
export function leftOutMessage(key: string, count: number, copiedTo: string | null): string {
  const list = LIST_NAMES[key] ?? `Stored list "${key}"`;
  const entries = count === 1 ? '1 stored entry that is' : `${count} stored entries that are`;
  const them = count === 1 ? 'It is' : 'They are';
  const kept = copiedTo
    ? `the list as it was is kept in browser storage as "${copiedTo}".`
    : 'the list could not be copied aside, so it is left in browser storage as it was.';
  return `${list} had ${entries} not a character (not an object, or no name). ${them} not shown; ${kept}`;
}

/**
 * Reads a stored character list, keeping every character (values outside the app's lists
 * included) and setting aside only entries that are not characters at all.
 */
export function loadStoredCharacters(
  storage: StorageLike | null,
  key: string,
  quarantineBad: boolean,
): Loaded {
  const read = readList(storage, key, { quarantineBad });
  if (read.problem) {
    // The original is safe under its own key now: start the list afresh, so the next change
    // does not find (and report) the same unreadable text again.
    if (read.problem.copiedTo !== null) {
      try {
        writeJson(storage, key, []);
      } catch {
        // The next successful write replaces it.
      }
    }
    return { characters: [], warning: read.problem.message };
  }
  const { characters, dropped, changed } = normaliseStoredCharacters(read.items, newCharacterId);
  let warning: string | null = null;
  // The cleaned list is written back only once the original is safe under its own key.
  let safe = true;
  if (dropped > 0 && quarantineBad && read.raw !== null) {
    const copiedTo = quarantine(storage, key, read.raw);
    safe = copiedTo !== null;
    warning = leftOutMessage(key, dropped, copiedTo);
  }
  if ((dropped > 0 || changed) && quarantineBad && safe) {
    try {
      writeJson(storage, key, characters);
    } catch {
      // The valid part stays in memory; the next successful write stores it.
    }
  }
  return { characters, warning };
}

/**
 * A list of characters kept in memory and in one storage key. Every change is written first; if
 * the browser refuses the write, memory stays as it was and the change reports failure.
 */
export function useStoredCharacterList(storage: StorageLike | null, key: string) {
  const { addAlert } = useAlertActions();
  const [initial] = useState(() => loadStoredCharacters(storage, key, true));
  const [list, setList] = useState<Character[]>(initial.characters);
  // The latest list, for changes made twice before React re-renders.
  const listRef = useRef(list);

  useEffect(() => {
    if (initial.warning) addAlert({ severity: 'warning', message: initial.warning });
  }, [initial, addAlert]);

  useEffect(
    () =>
      subscribeToOtherTabs([key], () => {
        const next = loadStoredCharacters(storage, key, false).characters;
        listRef.current = next;
        setList(next);
      }),
    [storage, key],
  );

  /** Applies a change; returns false (and changes nothing) if it could not be stored. */
  const change = useCallback(
    (update: (current: Character[]) => Character[]): boolean => {
      const next = update(listRef.current);
      if (next === listRef.current) return true;
      writeJson(storage, key, next);
      listRef.current = next;
      setList(next);
      return true;
    },
    [storage, key],
  );

  return { list, change };
}
