import { useCallback, useEffect, useRef, useState } from 'react';
import type { Character } from '@/domain/character';
import { normaliseStoredCharacters } from '@/domain/stored-character';
import {
  problemMessage,
  quarantine,
  readList,
  subscribeToOtherTabs,
  writeJson,
  type StorageLike,
} from '@/adapters/storage/local-storage';
import { useAlertActions } from './alerts';

export const newId = (): string =>
  typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(16)}-${Math.random().toString(16).slice(2)}`;

interface Loaded {
  characters: Character[];
  warning: string | null;
}

/** Reads a stored character list, keeping every valid entry and setting the unreadable aside. */
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
  const { characters, dropped, changed } = normaliseStoredCharacters(read.items, newId);
  let warning: string | null = null;
  if (dropped > 0 && quarantineBad && read.raw !== null) {
    const copiedTo = quarantine(storage, key, read.raw);
    warning = problemMessage(
      key,
      `had ${dropped} unreadable ${dropped === 1 ? 'entry' : 'entries'}`,
      copiedTo,
    );
  }
  if ((dropped > 0 || changed) && quarantineBad) {
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
