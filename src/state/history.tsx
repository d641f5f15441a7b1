import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { Character } from '@/domain/character';
import { newCharacterId } from '@/domain/random';
import { normaliseStoredCharacters } from '@/domain/stored-character';
import {
  appendToListText,
  browserStorage,
  parseList,
  StorageWriteError,
  type StorageLike,
} from '@/adapters/storage/local-storage';
import { useAlertActions } from './alerts';
import {
  createPersistedStore,
  useLoadWarnings,
  usePersistedValue,
  type PersistedStore,
} from './persisted-store';
import { parseCharacterList } from './stored-list';
import { STORAGE_KEYS } from '@/config/storage-keys';

const HISTORY_KEY = STORAGE_KEYS.history;

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

/** Puts back what a removal took away. */
type Undo = () => void;

/** How the card hears of changes to History's rows that concern its character. */
export interface CardLink {
  /** A row was deleted by the user; returns how to put the card's flag back. */
  rowRemoved: (id: string) => Undo;
  /** Characters were added to History. */
  rowsAdded: (ids: string[]) => void;
}

interface HistoryContextValue {
  /** The characters that have been replaced on the card (and rows picked back), oldest first. */
  history: HistoryEntry[];
  /**
   * Appends a batch, skipping characters already in history. Returns how many rows were added,
   * or null if the browser refused the write (reported as a warning).
   */
  addToHistory: (characters: Character[]) => number | null;
  /** Deletes a row; deleting the card character's row sticks (see the card). */
  removeFromHistory: (character: Pick<Character, 'id'>) => Undo | null;
  /** Empties History; null if the change could not be stored. */
  clearHistory: () => Undo | null;
  /** Every History character, whole, read from storage (oldest first). */
  readAllHistory: () => Character[];
  /** The card's part of History: see {@link useHistoryForCard}. */
  forCard: HistoryForCard;
}

/** What the card needs of History. */
export interface HistoryForCard {
  hasRow: (id: string) => boolean;
  /** The stored character of a row, read whole; null (said, and the rows refreshed) if gone. */
  readRow: (id: string) => Character | null;
  /** Deletes a row as part of taking a step back (the card's flag is the step's business). */
  dropRow: (id: string) => void;
  /** Rewrites the row of `from` (if there is one) as `to`; true if there was one. */
  rewriteRow: (from: Character, to: Character) => boolean;
  /** Says once, in plain words, that browser storage refused a write; null after a success. */
  reportWrite: (error: unknown) => void;
  /** Lets the card hear of row changes; returns how to stop. */
  link: (card: CardLink) => () => void;
}

const HistoryContext = createContext<HistoryContextValue | undefined>(undefined);

const idOf = (item: unknown): unknown =>
  typeof item === 'object' && item !== null ? (item as { id?: unknown }).id : undefined;

/** A refused write in words a user can act on, without the browser's own text. */
function storageFailure(error: unknown): string {
  const cause = error instanceof StorageWriteError ? error.cause : error;
  const full =
    cause instanceof DOMException &&
    (cause.name === 'QuotaExceededError' || cause.name === 'NS_ERROR_DOM_QUOTA_REACHED');
  return full ? 'browser storage is full' : 'browser storage is not available';
}

type HistoryStore = PersistedStore<HistoryEntry[]>;

/** History's rows under their key; only the rows' fields are kept in memory. */
const createHistoryStore = (storage: StorageLike | null): HistoryStore =>
  createPersistedStore<HistoryEntry[]>({
    storage,
    key: HISTORY_KEY,
    name: 'list History',
    instead: 'it starts empty',
    empty: [],
    parse: (raw) => {
      const read = parseCharacterList(HISTORY_KEY, raw);
      return 'unreadable' in read ? read : { ...read, value: read.value.map(historyEntry) };
    },
  });

/** The stored entries as they are now, unchecked; unreadable text reads as none. */
function storedItems(store: HistoryStore): unknown[] {
  const raw = store.text();
  const list = raw === null ? { items: [] } : parseList(raw);
  return 'items' in list ? list.items : [];
}

/** The whole characters stored now, oldest first. */
const storedCharacters = (store: HistoryStore): Character[] =>
  normaliseStoredCharacters(storedItems(store), newCharacterId).characters;

/** A refused write said once, until a write succeeds again. */
function useWriteReport() {
  const { addAlert } = useAlertActions();
  const reported = useRef(false);
  return useCallback(
    (error: unknown) => {
      if (error === null) {
        reported.current = false;
        return;
      }
      if (reported.current) return;
      reported.current = true;
      addAlert({
        severity: 'warning',
        message: `History could not be saved: ${storageFailure(error)}. What is on screen stays until you leave or reload; save the characters you want to keep, or clear History to make room.`,
      });
    },
    [addAlert],
  );
}

/**
 * Writes to History's key: each change is stored first, then shown; a refused write changes
 * nothing and is reported. Unreadable text met on the way is copied aside and said.
 */
function useRowWrites(store: HistoryStore, reportWrite: (error: unknown) => void) {
  const { addAlert } = useAlertActions();
  const settle = useCallback(
    (error: StorageWriteError | null) => {
      reportWrite(error);
      return error === null;
    },
    [reportWrite],
  );
  /** Reads the list, changes it and writes it back whole. */
  const update = useCallback(
    (change: (items: unknown[]) => unknown[], next?: HistoryEntry[]): boolean => {
      const raw = store.text();
      const list = raw === null ? { items: [] } : parseList(raw);
      if ('why' in list && raw !== null) {
        addAlert({ severity: 'warning', message: store.setAside(raw, list.why) });
      }
      const items = 'items' in list ? list.items : [];
      return settle(store.saveText(JSON.stringify(change(items)), next));
    },
    [store, addAlert, settle],
  );
  /** Adds to the end, as text when the list is stored as a bare array. */
  const append = useCallback(
    (characters: Character[]): boolean => {
      const next = [...store.get(), ...characters.map(historyEntry)];
      const text = appendToListText(store.text(), characters);
      if (text === null) return update((items) => [...items, ...characters], next);
      return settle(store.saveText(text, next));
    },
    [store, update, settle],
  );
  return { update, append };
}

/** Rows removed and put back, by the user; the card hears of its own. */
function useRemovals(
  store: HistoryStore,
  update: ReturnType<typeof useRowWrites>['update'],
  cardRef: { current: CardLink | null },
) {
  // Rows another change brought meanwhile stay when removed ones are put back.
  const putBack = useCallback(
    (restore: (items: unknown[]) => unknown[]) => void update(restore),
    [update],
  );
  const removeFromHistory = useCallback(
    ({ id }: Pick<Character, 'id'>): Undo | null => {
      const next = store.get().filter((entry) => entry.id !== id);
      if (next.length === store.get().length) return null;
      const stored = storedItems(store);
      const at = stored.findIndex((item) => idOf(item) === id);
      const removed = stored[at];
      if (!update((items) => items.filter((item) => idOf(item) !== id), next)) return null;
      const undoCard = cardRef.current?.rowRemoved(id);
      return () => {
        if (removed !== undefined) {
          putBack((items) => {
            if (items.some((item) => idOf(item) === id)) return items;
            const back = items.slice();
            back.splice(Math.min(at, back.length), 0, removed);
            return back;
          });
        }
        undoCard?.();
      };
    },
    [store, update, putBack, cardRef],
  );
  const clearHistory = useCallback((): Undo | null => {
    if (store.get().length === 0) return () => {};
    const removed = storedItems(store);
    if (!update(() => [], [])) return null;
    return () => {
      const ids = new Set(removed.map(idOf));
      // The old rows come back first, in their order; rows added since follow them.
      putBack((items) => [...removed, ...items.filter((item) => !ids.has(idOf(item)))]);
    };
  }, [store, update, putBack]);
  return { removeFromHistory, clearHistory };
}

/** What the card asks of History; see {@link HistoryForCard}. */
function useCardPart(
  store: HistoryStore,
  { update }: ReturnType<typeof useRowWrites>,
  reportWrite: (error: unknown) => void,
  cardRef: { current: CardLink | null },
): HistoryForCard {
  const { addAlert } = useAlertActions();
  const readRow = useCallback(
    (id: string) => {
      const item = storedItems(store).find((entry) => idOf(entry) === id);
      const character =
        item === undefined
          ? null
          : (normaliseStoredCharacters([item], newCharacterId).characters[0] ?? null);
      if (character) return character;
      addAlert({ severity: 'warning', message: NO_LONGER_IN_HISTORY });
      store.show(store.read());
      return null;
    },
    [store, addAlert],
  );
  const dropRow = useCallback(
    (id: string) => {
      const next = store.get().filter((entry) => entry.id !== id);
      if (next.length === store.get().length) return;
      update((items) => items.filter((item) => idOf(item) !== id), next);
    },
    [store, update],
  );
  const rewriteRow = useCallback(
    (from: Character, to: Character) => {
      const index = store.get().findIndex((entry) => entry.id === from.id);
      if (index === -1) return false;
      const next = store.get().slice();
      next[index] = historyEntry(to);
      update((items) => {
        const at = items.findIndex((item) => idOf(item) === from.id);
        if (at === -1) return [...items, to];
        const changed = items.slice();
        changed[at] = to;
        return changed;
      }, next);
      return true;
    },
    [store, update],
  );
  return useMemo(
    () => ({
      hasRow: (id: string) => store.get().some((entry) => entry.id === id),
      readRow,
      dropRow,
      rewriteRow,
      reportWrite,
      link: (link: CardLink) => {
        cardRef.current = link;
        return () => {
          if (cardRef.current === link) cardRef.current = null;
        };
      },
    }),
    [store, readRow, dropRow, rewriteRow, reportWrite, cardRef],
  );
}

export interface HistoryProviderProps {
  children: ReactNode;
  storage?: StorageLike | null;
}

/** History's rows: the characters replaced on the card, kept under their own key. */
export function HistoryProvider({ children, storage = browserStorage() }: HistoryProviderProps) {
  const [store] = useState(() => createHistoryStore(storage));
  const [stores] = useState(() => [store]);
  useLoadWarnings(stores);
  const history = usePersistedValue(store);
  const reportWrite = useWriteReport();
  const writes = useRowWrites(store, reportWrite);
  const cardRef = useRef<CardLink | null>(null);
  const { removeFromHistory, clearHistory } = useRemovals(store, writes.update, cardRef);
  const forCard = useCardPart(store, writes, reportWrite, cardRef);
  const { append } = writes;

  const addToHistory = useCallback(
    (characters: Character[]) => {
      const ids = new Set(store.get().map((entry) => entry.id));
      const added = characters.filter((c) => {
        if (ids.has(c.id)) return false;
        ids.add(c.id);
        return true;
      });
      if (added.length === 0) return 0;
      if (!append(added)) return null;
      cardRef.current?.rowsAdded(added.map((c) => c.id));
      return added.length;
    },
    [store, append],
  );

  const readAllHistory = useCallback(() => storedCharacters(store), [store]);

  const value = useMemo(
    () => ({ history, addToHistory, removeFromHistory, clearHistory, readAllHistory, forCard }),
    [history, addToHistory, removeFromHistory, clearHistory, readAllHistory, forCard],
  );
  return <HistoryContext.Provider value={value}>{children}</HistoryContext.Provider>;
}

export function useHistory(): HistoryContextValue {
  const context = useContext(HistoryContext);
  if (!context) throw new Error('useHistory must be used within a HistoryProvider');
  return context;
}
