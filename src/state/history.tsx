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
import { browserStorage, type StorageLike } from '@/adapters/storage/local-storage';
import { useAlert } from './alerts';
import { useStoredCharacterList } from './stored-list';

export const HISTORY_KEY = 'characterHistory';

interface HistoryContextValue {
  /** Every character that has been on screen, oldest first. */
  history: Character[];
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

export function HistoryProvider({
  children,
  storage = browserStorage(),
  createInitialCharacter,
}: HistoryProviderProps) {
  const { addAlert } = useAlert();
  const { list, change } = useStoredCharacterList(storage, HISTORY_KEY);
  // On start: the most recent history entry, or a fresh character.
  const [current, setCurrentState] = useState<Character>(
    () => list[list.length - 1] ?? createInitialCharacter(),
  );
  // The latest card character for callbacks, so they stay stable across generations.
  const currentRef = useRef(current);
  const setCurrent = useCallback((character: Character) => {
    currentRef.current = character;
    setCurrentState(character);
  }, []);

  // A character first shown on this visit is kept at once, so a reload does not lose it.

  const guarded = useCallback(
    (update: (history: Character[]) => Character[]): boolean => {
      try {
        return change(update);
      } catch (error) {
        addAlert({
          severity: 'error',
          message: `History could not be saved: ${(error as Error).message}`,
        });
        return false;
      }
    },
    [change, addAlert],
  );

  const addToHistory = useCallback(
    (characters: Character[]) => {
      guarded((history) => {
        const ids = new Set(history.map((c) => c.id));
        const added = characters.filter((c) => {
          if (ids.has(c.id)) return false;
          ids.add(c.id);
          return true;
        });
        return added.length ? [...history, ...added] : history;
      });
    },
    [guarded],
  );

  // A character first shown on this visit is kept at once, so a reload does not lose it. Only on
  // first mount: after Clear History the card's character stays out of history until replaced.
  useEffect(() => {
    addToHistory([current]);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const removeFromHistory = useCallback(
    (character: Pick<Character, 'id'>) => {
      guarded((history) => {
        const next = history.filter((c) => c.id !== character.id);
        return next.length === history.length ? history : next;
      });
    },
    [guarded],
  );

  const clearHistory = useCallback(
    () => guarded((history) => (history.length ? [] : history)),
    [guarded],
  );

  const showCharacter = useCallback(
    (character: Character) => {
      addToHistory([currentRef.current, character]);
      setCurrent(character);
    },
    [addToHistory, setCurrent],
  );

  const replaceCurrent = useCallback(
    (character: Character) => {
      const previousId = currentRef.current.id;
      guarded((history) => {
        const index = history.findIndex((c) => c.id === previousId);
        if (index === -1) return [...history, character];
        const next = history.slice();
        next[index] = character;
        return next;
      });
      setCurrent(character);
    },
    [guarded, setCurrent],
  );

  const value = useMemo(
    () => ({
      history: list,
      current,
      addToHistory,
      removeFromHistory,
      clearHistory,
      showCharacter,
      replaceCurrent,
    }),
    [list, current, addToHistory, removeFromHistory, clearHistory, showCharacter, replaceCurrent],
  );
  return <HistoryContext.Provider value={value}>{children}</HistoryContext.Provider>;
}

export function useHistory(): HistoryContextValue {
  const context = useContext(HistoryContext);
  if (!context) throw new Error('useHistory must be used within a HistoryProvider');
  return context;
}
