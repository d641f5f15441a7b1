import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { Character } from '@/domain/character';
import { normaliseStoredCharacters } from '@/domain/stored-character';
import {
  appendToList,
  browserStorage,
  readList,
  subscribeToOtherTabs,
  updateList,
  writeJson,
  type StorageLike,
  type StorageProblem,
} from '@/adapters/storage/local-storage';
import { useAlertActions } from './alerts';
import { loadStoredCharacters, newId } from './stored-list';

export const HISTORY_KEY = 'characterHistory';

/**
 * What a history row shows. Whole characters (backgrounds and all) stay in browser storage and
 * are read back when a row is picked, so a long history costs little memory.
 */
export type HistoryEntry = Pick<
  Character,
  'id' | 'firstName' | 'lastName' | 'race' | 'characterClass' | 'age'
>;

const historyEntry = ({
  id,
  firstName,
  lastName,
  race,
  characterClass,
  age,
}: Character): HistoryEntry => ({ id, firstName, lastName, race, characterClass, age });

const NO_LONGER_IN_HISTORY = 'That character is no longer in history.';

interface HistoryContextValue {
  /** Every character that has been on screen, oldest first. */
  history: HistoryEntry[];
  /** The character on the generator's card. */
  current: Character;
  /** Appends a batch, skipping characters already in history. */
  addToHistory: (characters: Character[]) => void;
  removeFromHistory: (character: Pick<Character, 'id'>) => void;
  clearHistory: () => boolean;
  /**
   * Puts a character on the card. The one it replaces and the new one are both kept in history,
   * so nothing that was on screen is lost.
   */
  showCharacter: (character: Character) => void;
  /** Puts a history entry back on the card, read whole from storage. */
  showFromHistory: (entry: Pick<Character, 'id'>) => void;
  /** Replaces the card's character with an edited version (a reroll), in history too. */
  replaceCurrent: (character: Character) => void;
}

const HistoryContext = createContext<HistoryContextValue | undefined>(undefined);

export interface HistoryProviderProps {
  children: ReactNode;
  storage?: StorageLike | null;
  /** Makes the first character when history is empty. */
  createInitialCharacter: () => Character;
}

const idOf = (item: unknown): unknown =>
  typeof item === 'object' && item !== null ? (item as { id?: unknown }).id : undefined;

/** The rows of the stored history, read afresh (another tab may have changed it). */
const storedEntries = (storage: StorageLike | null): HistoryEntry[] =>
  loadStoredCharacters(storage, HISTORY_KEY, false).characters.map(historyEntry);

/** The stored character with this id, checked like any stored entry; null if it is gone. */
function readStoredCharacter(storage: StorageLike | null, id: string): Character | null {
  const item = readList(storage, HISTORY_KEY, { quarantineBad: false }).items.find(
    (entry) => idOf(entry) === id,
  );
  return item === undefined
    ? null
    : (normaliseStoredCharacters([item], newId).characters[0] ?? null);
}

export function HistoryProvider({
  children,
  storage = browserStorage(),
  createInitialCharacter,
}: HistoryProviderProps) {
  const { addAlert } = useAlertActions();
  // Only the rows' fields and the card's character are kept from the stored list.
  const [start] = useState(() => {
    const { characters, warning } = loadStoredCharacters(storage, HISTORY_KEY, true);
    return { last: characters.at(-1), entries: characters.map(historyEntry), warning };
  });
  const [entries, setEntriesState] = useState<HistoryEntry[]>(start.entries);
  const entriesRef = useRef(entries);
  const setEntries = useCallback((next: HistoryEntry[]) => {
    entriesRef.current = next;
    setEntriesState(next);
  }, []);

  // On start: the most recent history entry, or a fresh character.
  const [current, setCurrentState] = useState<Character>(
    () => start.last ?? createInitialCharacter(),
  );
  // The latest card character for callbacks, so they stay stable across generations.
  const currentRef = useRef(current);
  const setCurrent = useCallback((character: Character) => {
    currentRef.current = character;
    setCurrentState(character);
  }, []);

  useEffect(() => {
    if (start.warning) addAlert({ severity: 'warning', message: start.warning });
  }, [start, addAlert]);

  // Another tab changed history: show its list.
  useEffect(
    () => subscribeToOtherTabs([HISTORY_KEY], () => setEntries(storedEntries(storage))),
    [storage, setEntries],
  );

  /**
   * Writes a change to storage, then shows it. A refused write changes nothing and says so; a
   * problem met on the way (unreadable stored text, copied aside) is reported as a warning.
   */
  const guarded = useCallback(
    (write: () => StorageProblem | null, next: HistoryEntry[]): boolean => {
      try {
        const problem = write();
        if (problem) addAlert({ severity: 'warning', message: problem.message });
      } catch (error) {
        addAlert({
          severity: 'error',
          message: `History could not be saved: ${(error as Error).message}`,
        });
        return false;
      }
      setEntries(next);
      return true;
    },
    [addAlert, setEntries],
  );

  const addToHistory = useCallback(
    (characters: Character[]) => {
      const ids = new Set(entriesRef.current.map((entry) => entry.id));
      const added = characters.filter((c) => {
        if (ids.has(c.id)) return false;
        ids.add(c.id);
        return true;
      });
      if (added.length === 0) return;
      guarded(
        () => appendToList(storage, HISTORY_KEY, added),
        [...entriesRef.current, ...added.map(historyEntry)],
      );
    },
    [guarded, storage],
  );

  // A character first shown on this visit is kept at once, so a reload does not lose it. Only on
  // first mount: after Clear History the card's character stays out of history until replaced.
  useEffect(() => {
    addToHistory([current]);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const removeFromHistory = useCallback(
    ({ id }: Pick<Character, 'id'>) => {
      const next = entriesRef.current.filter((entry) => entry.id !== id);
      if (next.length === entriesRef.current.length) return;
      guarded(
        () =>
          updateList(storage, HISTORY_KEY, (items) => items.filter((item) => idOf(item) !== id)),
        next,
      );
    },
    [guarded, storage],
  );

  const clearHistory = useCallback(() => {
    if (entriesRef.current.length === 0) return true;
    return guarded(() => {
      writeJson(storage, HISTORY_KEY, []);
      return null;
    }, []);
  }, [guarded, storage]);

  const showCharacter = useCallback(
    (character: Character) => {
      addToHistory([currentRef.current, character]);
      setCurrent(character);
    },
    [addToHistory, setCurrent],
  );

  const showFromHistory = useCallback(
    ({ id }: Pick<Character, 'id'>) => {
      if (id === currentRef.current.id) return;
      const character = readStoredCharacter(storage, id);
      if (character) {
        showCharacter(character);
        return;
      }
      addAlert({ severity: 'warning', message: NO_LONGER_IN_HISTORY });
      setEntries(storedEntries(storage));
    },
    [storage, showCharacter, addAlert, setEntries],
  );

  const replaceCurrent = useCallback(
    (character: Character) => {
      const previousId = currentRef.current.id;
      const index = entriesRef.current.findIndex((entry) => entry.id === previousId);
      if (index === -1) {
        guarded(
          () => appendToList(storage, HISTORY_KEY, [character]),
          [...entriesRef.current, historyEntry(character)],
        );
      } else {
        const next = entriesRef.current.slice();
        next[index] = historyEntry(character);
        guarded(
          () =>
            updateList(storage, HISTORY_KEY, (items) => {
              const at = items.findIndex((item) => idOf(item) === previousId);
              if (at === -1) return [...items, character];
              const changed = items.slice();
              changed[at] = character;
              return changed;
            }),
          next,
        );
      }
      setCurrent(character);
    },
    [guarded, storage, setCurrent],
  );

  const value = useMemo(
    () => ({
      history: entries,
      current,
      addToHistory,
      removeFromHistory,
      clearHistory,
      showCharacter,
      showFromHistory,
      replaceCurrent,
    }),
    [
      entries,
      current,
      addToHistory,
      removeFromHistory,
      clearHistory,
      showCharacter,
      showFromHistory,
      replaceCurrent,
    ],
  );
  return <HistoryContext.Provider value={value}>{children}</HistoryContext.Provider>;
}

export function useHistory(): HistoryContextValue {
  const context = useContext(HistoryContext);
  if (!context) throw new Error('useHistory must be used within a HistoryProvider');
  return context;
}
