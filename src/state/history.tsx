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
import { newCharacterId } from '@/domain/random';
import { normaliseStoredCharacter, normaliseStoredCharacters } from '@/domain/stored-character';
import {
  appendToList,
  browserStorage,
  quarantine,
  readList,
  readValue,
  StorageWriteError,
  subscribeToOtherTabs,
  updateList,
  writeJson,
  type StorageLike,
  type StorageProblem,
} from '@/adapters/storage/local-storage';
import { useAlertActions } from './alerts';
import { loadStoredCharacters } from './stored-list';
import { STORAGE_KEYS } from '@/config/storage-keys';

export const HISTORY_KEY = STORAGE_KEYS.history;

/**
 * The character on the card, under its own key so it survives a reload whatever happens to
 * History. Stored as `{ character, leftOutOfHistory? }`: the flag remembers that its History row
 * was deleted, so replacing it does not bring the row back.
 */
export const CURRENT_KEY = STORAGE_KEYS.current;

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
  /** The characters that have been replaced on the card (and rows picked back), oldest first. */
  history: HistoryEntry[];
  /** The character on the generator's card. */
  current: Character;
  /**
   * Appends a batch, skipping characters already in history. Returns how many rows were added,
   * or null if the browser refused the write (reported as a warning).
   */
  addToHistory: (characters: Character[]) => number | null;
  /**
   * Deletes a row. Deleting the card character's row sticks: replacing that character later
   * does not bring it back.
   */
  removeFromHistory: (character: Pick<Character, 'id'>) => Undo | null;
  /** Empties History; null if the change could not be stored. */
  clearHistory: () => Undo | null;
  /**
   * Puts a character on the card. The one it replaces enters history (unless its row was
   * deleted), so nothing that was on screen is lost; the new one enters when it is replaced.
   */
  showCharacter: (character: Character) => void;
  /** Puts a history entry back on the card, read whole from storage. */
  showFromHistory: (entry: Pick<Character, 'id'>) => void;
  /** Replaces the card's character with an edited version (a reroll), in history too if there. */
  replaceCurrent: (character: Character) => void;
  /** Every History character, whole, read from storage (oldest first). */
  readAllHistory: () => Character[];
  /** Each change of the card is a step that can be taken back and made again. */
  canUndo: boolean;
  canRedo: boolean;
  undo: () => void;
  redo: () => void;
}

/** Puts back what a removal took away. */
export type Undo = () => void;

/** How many changes of the card can be taken back. */
export const MAX_STEPS = 100;

interface CardState {
  character: Character;
  leftOutOfHistory: boolean;
}

/**
 * One change of the card, with what it did to History: the replaced character entered it as a
 * new row, or the card's own row was rewritten with the edited character.
 */
interface CardStep {
  before: CardState;
  after: CardState;
  row: { kind: 'added'; id: string } | { kind: 'rewritten' } | null;
}

const HistoryContext = createContext<HistoryContextValue | undefined>(undefined);

export interface HistoryProviderProps {
  children: ReactNode;
  storage?: StorageLike | null;
  /** Makes the first character when nothing was on the card before. */
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
    : (normaliseStoredCharacters([item], newCharacterId).characters[0] ?? null);
}

interface StoredCurrent {
  character: Character;
  leftOutOfHistory: boolean;
}

/**
 * The card's character as stored, or null when none is. An unreadable value is copied aside
 * and reported like any corrupt data.
 */
function readCurrent(storage: StorageLike | null): {
  stored: StoredCurrent | null;
  warning: string | null;
} {
  const value = readValue(storage, CURRENT_KEY);
  if (value === undefined) return { stored: null, warning: null };
  const wrapped = typeof value === 'object' && value !== null && 'character' in value;
  const character = normaliseStoredCharacter(wrapped ? value.character : value, newCharacterId);
  if (character) {
    const leftOut = wrapped && (value as { leftOutOfHistory?: unknown }).leftOutOfHistory === true;
    return { stored: { character, leftOutOfHistory: leftOut }, warning: null };
  }
  const copiedTo = quarantine(storage, CURRENT_KEY, storage?.getItem(CURRENT_KEY) ?? '');
  const kept = copiedTo
    ? ` What was stored is kept in browser storage as "${copiedTo}".`
    : ' What was stored could not be copied aside.';
  return {
    stored: null,
    warning: `The character that was on the card could not be read, so another one is shown.${kept}`,
  };
}

/** A refused write in words a user can act on, without the browser's own text. */
function storageFailure(error: unknown): string {
  const cause = error instanceof StorageWriteError ? error.cause : error;
  const full =
    cause instanceof DOMException &&
    (cause.name === 'QuotaExceededError' || cause.name === 'NS_ERROR_DOM_QUOTA_REACHED');
  return full ? 'browser storage is full' : 'browser storage is not available';
}

export function HistoryProvider({
  children,
  storage = browserStorage(),
  createInitialCharacter,
}: HistoryProviderProps) {
  const { addAlert } = useAlertActions();
  // Only the rows' fields and the card's character are kept from the stored lists.
  const [start] = useState(() => {
    const { characters, warning } = loadStoredCharacters(storage, HISTORY_KEY, true);
    const current = readCurrent(storage);
    // Before the card had its own key, its character was the newest history entry.
    const stored: StoredCurrent | null =
      current.stored ??
      (characters.length > 0
        ? { character: characters.at(-1) as Character, leftOutOfHistory: false }
        : null);
    return {
      current: stored ?? { character: createInitialCharacter(), leftOutOfHistory: false },
      storeCurrent: current.stored === null,
      entries: characters.map(historyEntry),
      warnings: [warning, current.warning].filter((w): w is string => w !== null),
    };
  });
  const [entries, setEntriesState] = useState<HistoryEntry[]>(start.entries);
  const entriesRef = useRef(entries);
  const setEntries = useCallback((next: HistoryEntry[]) => {
    entriesRef.current = next;
    setEntriesState(next);
  }, []);

  const [current, setCurrentState] = useState<Character>(start.current.character);
  // The latest card character for callbacks, so they stay stable across generations.
  const currentRef = useRef(current);
  // True once the card character's History row was deleted: it stays out of History.
  const leftOut = useRef(start.current.leftOutOfHistory);

  // The card's steps of this visit: taken back from `undone`'s side, made again from `redone`'s.
  const undoSteps = useRef<CardStep[]>([]);
  const redoSteps = useRef<CardStep[]>([]);
  const [stepCounts, setStepCounts] = useState({ undo: 0, redo: 0 });
  const countSteps = useCallback(
    () => setStepCounts({ undo: undoSteps.current.length, redo: redoSteps.current.length }),
    [],
  );
  const recordStep = useCallback(
    (step: CardStep) => {
      undoSteps.current = [...undoSteps.current, step].slice(-MAX_STEPS);
      redoSteps.current = [];
      countSteps();
    },
    [countSteps],
  );

  // A refused write is reported once, in plain words, until a write succeeds again.
  const failureReported = useRef(false);
  const reportFailure = useCallback(
    (error: unknown) => {
      if (failureReported.current) return;
      failureReported.current = true;
      addAlert({
        severity: 'warning',
        message: `History could not be saved: ${storageFailure(error)}. What is on screen stays until you leave or reload; save the characters you want to keep, or clear History to make room.`,
      });
    },
    [addAlert],
  );

  /** Stores the card's character; false (reported) if the browser refused. */
  const storeCurrent = useCallback((): boolean => {
    const value: Record<string, unknown> = { character: currentRef.current };
    if (leftOut.current) value.leftOutOfHistory = true;
    try {
      writeJson(storage, CURRENT_KEY, value);
      return true;
    } catch (error) {
      reportFailure(error);
      return false;
    }
  }, [storage, reportFailure]);

  const setCurrent = useCallback(
    (character: Character, leftOutOfHistory = false) => {
      currentRef.current = character;
      leftOut.current = leftOutOfHistory;
      setCurrentState(character);
      if (storeCurrent()) failureReported.current = false;
    },
    [storeCurrent],
  );

  useEffect(() => {
    for (const message of start.warnings) addAlert({ severity: 'warning', message });
    // A first visit (or one from before the card had its own key) keeps its character at once.
    if (start.storeCurrent) storeCurrent();
  }, [start, addAlert, storeCurrent]);

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
        reportFailure(error);
        return false;
      }
      failureReported.current = false;
      setEntries(next);
      return true;
    },
    [addAlert, setEntries, reportFailure],
  );

  const addToHistory = useCallback(
    (characters: Character[]) => {
      const ids = new Set(entriesRef.current.map((entry) => entry.id));
      const added = characters.filter((c) => {
        if (ids.has(c.id)) return false;
        ids.add(c.id);
        return true;
      });
      if (added.length === 0) return 0;
      const ok = guarded(
        () => appendToList(storage, HISTORY_KEY, added),
        [...entriesRef.current, ...added.map(historyEntry)],
      );
      // Put back in History on purpose: it is no longer left out.
      if (ok && leftOut.current && added.some((c) => c.id === currentRef.current.id)) {
        leftOut.current = false;
        storeCurrent();
      }
      return ok ? added.length : null;
    },
    [guarded, storage, storeCurrent],
  );

  /**
   * Puts stored rows back: `restore` gets the list as it is now and returns it with the rows
   * back. Rows another change brought meanwhile stay.
   */
  const putBack = useCallback(
    (restore: (items: unknown[]) => unknown[]) => {
      let next: HistoryEntry[] = entriesRef.current;
      guarded(() => {
        const problem = updateList(storage, HISTORY_KEY, restore);
        next = storedEntries(storage);
        return problem;
      }, entriesRef.current);
      setEntries(next);
    },
    [guarded, storage, setEntries],
  );

  const removeFromHistory = useCallback(
    ({ id }: Pick<Character, 'id'>): Undo | null => {
      const next = entriesRef.current.filter((entry) => entry.id !== id);
      if (next.length === entriesRef.current.length) return null;
      const stored = readList(storage, HISTORY_KEY, { quarantineBad: false }).items;
      const at = stored.findIndex((item) => idOf(item) === id);
      const removed = stored[at];
      const wasLeftOut = leftOut.current;
      const ok = guarded(
        () =>
          updateList(storage, HISTORY_KEY, (items) => items.filter((item) => idOf(item) !== id)),
        next,
      );
      if (!ok) return null;
      if (id === currentRef.current.id) {
        leftOut.current = true;
        storeCurrent();
      }
      return () => {
        if (removed !== undefined) {
          putBack((items) => {
            if (items.some((item) => idOf(item) === id)) return items;
            const back = items.slice();
            back.splice(Math.min(at, back.length), 0, removed);
            return back;
          });
        }
        if (id === currentRef.current.id && leftOut.current !== wasLeftOut) {
          leftOut.current = wasLeftOut;
          storeCurrent();
        }
      };
    },
    [guarded, storage, storeCurrent, putBack],
  );

  const clearHistory = useCallback((): Undo | null => {
    if (entriesRef.current.length === 0) return () => {};
    const removed = readList(storage, HISTORY_KEY, { quarantineBad: false }).items;
    const ok = guarded(() => {
      writeJson(storage, HISTORY_KEY, []);
      return null;
    }, []);
    if (!ok) return null;
    return () => {
      const ids = new Set(removed.map(idOf));
      // The old rows come back first, in their order; rows added since follow them.
      putBack((items) => [...removed, ...items.filter((item) => !ids.has(idOf(item)))]);
    };
  }, [guarded, storage, putBack]);

  const showCharacter = useCallback(
    (character: Character) => {
      const replaced = currentRef.current;
      if (replaced.id === character.id) return;
      const before = { character: replaced, leftOutOfHistory: leftOut.current };
      const hadRow = entriesRef.current.some((entry) => entry.id === replaced.id);
      if (!leftOut.current) addToHistory([replaced]);
      const added = !hadRow && entriesRef.current.some((entry) => entry.id === replaced.id);
      setCurrent(character);
      recordStep({
        before,
        after: { character, leftOutOfHistory: false },
        row: added ? { kind: 'added', id: replaced.id } : null,
      });
    },
    [addToHistory, setCurrent, recordStep],
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

  /** Rewrites the History row of `from` (if there is one) as `to`; true if there was one. */
  const rewriteRow = useCallback(
    (from: Character, to: Character): boolean => {
      const index = entriesRef.current.findIndex((entry) => entry.id === from.id);
      if (index === -1) return false;
      const next = entriesRef.current.slice();
      next[index] = historyEntry(to);
      guarded(
        () =>
          updateList(storage, HISTORY_KEY, (items) => {
            const at = items.findIndex((item) => idOf(item) === from.id);
            if (at === -1) return [...items, to];
            const changed = items.slice();
            changed[at] = to;
            return changed;
          }),
        next,
      );
      return true;
    },
    [guarded, storage],
  );

  const replaceCurrent = useCallback(
    (character: Character) => {
      const previous = currentRef.current;
      const before = { character: previous, leftOutOfHistory: leftOut.current };
      // A character with a History row has it updated; one on the card only stays there.
      const rewritten = rewriteRow(previous, character);
      setCurrent(character);
      recordStep({
        before,
        after: { character, leftOutOfHistory: false },
        row: rewritten ? { kind: 'rewritten' } : null,
      });
    },
    [rewriteRow, setCurrent, recordStep],
  );

  const readAllHistory = useCallback(
    () => loadStoredCharacters(storage, HISTORY_KEY, false).characters,
    [storage],
  );

  /** Takes the card from one side of a step to the other, History rows included. */
  const applyStep = useCallback(
    (step: CardStep, direction: 'back' | 'forward') => {
      const [from, to] =
        direction === 'back' ? [step.after, step.before] : [step.before, step.after];
      if (step.row?.kind === 'rewritten') {
        rewriteRow(from.character, to.character);
      } else if (step.row?.kind === 'added') {
        const { id } = step.row;
        if (direction === 'back') {
          const next = entriesRef.current.filter((entry) => entry.id !== id);
          if (next.length !== entriesRef.current.length) {
            guarded(
              () =>
                updateList(storage, HISTORY_KEY, (items) =>
                  items.filter((item) => idOf(item) !== id),
                ),
              next,
            );
          }
        } else {
          addToHistory([step.before.character]);
        }
      }
      setCurrent(to.character, to.leftOutOfHistory);
    },
    [rewriteRow, guarded, storage, addToHistory, setCurrent],
  );

  const undo = useCallback(() => {
    const step = undoSteps.current.at(-1);
    if (!step) return;
    undoSteps.current = undoSteps.current.slice(0, -1);
    redoSteps.current = [...redoSteps.current, step];
    applyStep(step, 'back');
    countSteps();
  }, [applyStep, countSteps]);

  const redo = useCallback(() => {
    const step = redoSteps.current.at(-1);
    if (!step) return;
    redoSteps.current = redoSteps.current.slice(0, -1);
    undoSteps.current = [...undoSteps.current, step];
    applyStep(step, 'forward');
    countSteps();
  }, [applyStep, countSteps]);

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
      readAllHistory,
      canUndo: stepCounts.undo > 0,
      canRedo: stepCounts.redo > 0,
      undo,
      redo,
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
      readAllHistory,
      stepCounts,
      undo,
      redo,
    ],
  );
  return <HistoryContext.Provider value={value}>{children}</HistoryContext.Provider>;
}

export function useHistory(): HistoryContextValue {
  const context = useContext(HistoryContext);
  if (!context) throw new Error('useHistory must be used within a HistoryProvider');
  return context;
}
