import { createContext, useMemo, useState } from 'react';
import type { Character } from '@/domain/character';
import { newCharacterId } from '@/domain/random';
import { normaliseStoredCharacters, notYetIn } from '@/domain/stored-character';
import type { StorageWriteError } from '@/adapters/storage/local-storage';
import {
  appendToListText,
  browserStorage,
  parseList,
  type StorageLike,
} from '@/adapters/storage/local-storage';
import { useAlertActions, type NewAlert } from './alerts';
import {
  createPersistedStore,
  useLoadWarnings,
  usePersistedValue,
  type StoredProviderProps,
} from './persisted-store';
import { useRequired } from './use-required';
import { parseCharacterList } from './stored-list';
import { isStorageFull, storageFullAlert } from './storage-full';
import { STORAGE_KEYS } from '@/config/storage-keys';
import { localText } from '@/domain/i18n/text';

const HISTORY_KEY = STORAGE_KEYS.history;

/**
 * What a history row shows. Whole characters (backgrounds and all) stay in browser storage and
 * are read back when a row is picked, so a long history costs little memory.
 */
const ENTRY_FIELDS = ['id', 'firstName', 'lastName', 'race', 'characterClass', 'age'] as const;
export type HistoryEntry = Pick<Character, (typeof ENTRY_FIELDS)[number]>;

const historyEntry = (character: Character) =>
  Object.fromEntries(ENTRY_FIELDS.map((field) => [field, character[field]])) as HistoryEntry;

/** Puts back what a removal took away. */
type Undo = () => void;

/** How the card hears of changes to History's rows that concern its character. */
interface CardLink {
  /** A row was deleted by the user; returns how to put the card's flag back. */
  rowRemoved: (id: string) => Undo;
  /** Characters were added to History. */
  rowsAdded: (ids: string[]) => void;
}

export type HistoryActions = ReturnType<typeof createHistory>['actions'];

interface HistoryContextValue extends HistoryActions {
  /** The characters that have been replaced on the card (and rows picked back), oldest first. */
  history: HistoryEntry[];
}

const HistoryContext = createContext<HistoryContextValue | undefined>(undefined);
/** The actions alone, which never change: their users are not drawn again with each new row. */
const HistoryActionsContext = createContext<HistoryActions | undefined>(undefined);

const idOf = (item: unknown): unknown =>
  typeof item === 'object' && item !== null ? (item as { id?: unknown }).id : undefined;

/** A refused write in words a user can act on, without the browser's own text. */
const storageFailure = (error: unknown) =>
  isStorageFull(error) ? 'browser storage is full' : 'browser storage is not available';

/** History's rows under their key; only the rows' fields are kept in memory. */
const createHistoryStore = (storage: StorageLike | null) =>
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

type HistoryStore = ReturnType<typeof createHistoryStore>;

/** What the card reads and changes of History's rows. */
function rowsForCard(
  store: HistoryStore,
  {
    storedItems,
    update,
    dropRow,
    addAlert,
  }: {
    storedItems: () => unknown[];
    update: (change: (items: unknown[]) => unknown[], next?: HistoryEntry[]) => boolean;
    dropRow: (id: string) => boolean;
    addAlert: (alert: NewAlert) => unknown;
  },
) {
  return {
    hasRow: (id: string) => store.get().some((entry) => entry.id === id),
    /** The stored character of a row, read whole; null (said, and the rows refreshed) if gone. */
    readRow: (id: string) => {
      const item = storedItems().find((entry) => idOf(entry) === id);
      const [character] = normaliseStoredCharacters(item ? [item] : [], newCharacterId).characters;
      if (character) return character;
      addAlert({ severity: 'warning', message: 'That character is no longer in history.' });
      store.show(store.read());
      return null;
    },
    /** Deletes a row as part of taking a step back (the card's flag is the step's business). */
    dropRow,
    /** Rewrites the row of `from`, if there is one, as `to`. */
    rewriteRow: (from: Character, to: Character) => {
      const next = store.get().map((entry) => (entry.id === from.id ? historyEntry(to) : entry));
      if (!store.get().some((entry) => entry.id === from.id)) return;
      update((items) => {
        const at = items.findIndex((item) => idOf(item) === from.id);
        return at === -1 ? [...items, to] : items.with(at, to);
      }, next);
    },
  };
}

/** The warning for a refused write of History: why, and what to do about it. */
function historyRefusedAlert(storage: StorageLike | null, error: unknown): NewAlert {
  const full = isStorageFull(error);
  const opening = `History could not be saved: ${storageFailure(error)}. What is on screen stays until you leave or reload.`;
  const openingText = localText('storage.history', {
    reason: localText(full ? 'storage.reason.full' : 'storage.reason.unavailable'),
  });
  return full
    ? storageFullAlert(storage, opening, openingText)
    : {
        severity: 'warning',
        message: `${opening} Save the characters you want to keep.`,
        text: localText('storage.history.keep', { opening: openingText }),
      };
}

/**
 * History's changes. Each is stored first, then shown; a refused write changes nothing and is
 * said once, until a write succeeds again. Unreadable text met on the way is copied aside and said.
 */
function createHistory(storage: StorageLike | null, addAlert: (alert: NewAlert) => unknown) {
  const store = createHistoryStore(storage);
  let card: CardLink | null = null;
  let reported = false;

  const reportWrite = (error: unknown) => {
    if (error === null) reported = false;
    if (error === null || reported) return;
    reported = true;
    addAlert(historyRefusedAlert(storage, error));
  };
  const settle = (error: StorageWriteError | null) => {
    reportWrite(error);
    return error === null;
  };
  /** The stored entries, unchecked; unreadable text reads as none (set aside before a write). */
  const storedItems = (setAside = false): unknown[] => {
    const raw = store.text();
    const list = raw === null ? { items: [] } : parseList(raw);
    if ('items' in list) return list.items;
    if (setAside)
      addAlert({ severity: 'warning', message: store.setAside(raw as string, list.why) });
    return [];
  };
  /** Reads the list, changes it and writes it back whole; `next` is shown if given. */
  const update = (change: (items: unknown[]) => unknown[], next?: HistoryEntry[]) =>
    settle(store.saveText(JSON.stringify(change(storedItems(true))), next));
  // Rows another change brought meanwhile stay when removed ones are put back.
  const putBack = (restore: (items: unknown[]) => unknown[]) => void update(restore);
  const dropRow = (id: string) => {
    const next = store.get().filter((entry) => entry.id !== id);
    if (next.length === store.get().length) return false;
    return update((items) => items.filter((item) => idOf(item) !== id), next);
  };

  /** What the card needs of History. */
  const forCard = {
    ...rowsForCard(store, { storedItems, update, dropRow, addAlert }),
    /** Says once, in plain words, that browser storage refused a write; null after a success. */
    reportWrite,
    /** Lets the card hear of row changes; returns how to stop. */
    link: (link: CardLink) => {
      card = link;
      return () => {
        if (card === link) card = null;
      };
    },
  };

  /** Appends a batch, skipping characters already in history: the ids added, or null if refused. */
  const addRows = (characters: Character[]): string[] | null => {
    const added = notYetIn(store.get(), characters);
    if (added.length === 0) return [];
    const next = [...store.get(), ...added.map(historyEntry)];
    // A list stored as a bare array is extended as text.
    const text = appendToListText(store.text(), added);
    const stored =
      text === null
        ? update((items) => [...items, ...added], next)
        : settle(store.saveText(text, next));
    if (!stored) return null;
    const ids = added.map((c) => c.id);
    card?.rowsAdded(ids);
    return ids;
  };

  const actions = {
    /** As addHistoryRows, with how many rows were added (null: refused, said as a warning). */
    addToHistory: (characters: Character[]) => addRows(characters)?.length ?? null,
    /** As addToHistory, with the ids of the rows added, so a change can take them back. */
    addHistoryRows: addRows,
    /** Takes rows out again (an import undone); rows the user has deleted meanwhile stay gone. */
    removeHistoryRows: (ids: readonly string[]) => {
      const gone = new Set(ids);
      const next = store.get().filter((entry) => !gone.has(entry.id));
      if (next.length === store.get().length) return;
      update((items) => items.filter((item) => !gone.has(idOf(item) as string)), next);
      for (const id of ids) card?.rowRemoved(id);
    },
    /** Deletes a row; deleting the card character's row sticks (see the card). */
    removeFromHistory: ({ id }: Pick<Character, 'id'>): Undo | null => {
      const stored = storedItems();
      const at = stored.findIndex((item) => idOf(item) === id);
      const removed = stored[at];
      if (!dropRow(id)) return null;
      const undoCard = card?.rowRemoved(id);
      return () => {
        if (removed !== undefined) {
          putBack((items) =>
            items.some((item) => idOf(item) === id)
              ? items
              : [...items.slice(0, at), removed, ...items.slice(at)],
          );
        }
        undoCard?.();
      };
    },
    /** Empties History; null if the change could not be stored. */
    clearHistory: (): Undo | null => {
      if (store.get().length === 0) return () => {};
      const removed = storedItems();
      if (!update(() => [], [])) return null;
      return () => {
        const ids = new Set(removed.map(idOf));
        // The old rows come back first, in their order; rows added since follow them.
        putBack((items) => [...removed, ...items.filter((item) => !ids.has(idOf(item)))]);
      };
    },
    /** Every History character, whole, read from storage (oldest first). */
    readAllHistory: () => normaliseStoredCharacters(storedItems(), newCharacterId).characters,
    forCard,
  };
  return { store, actions };
}

/** History's rows: the characters replaced on the card, kept under their own key. */
export function HistoryProvider({ children, storage = browserStorage() }: StoredProviderProps) {
  const { addAlert } = useAlertActions();
  const [{ store, actions }] = useState(() => createHistory(storage, addAlert));
  const [stores] = useState(() => [store]);
  useLoadWarnings(stores);
  const history = usePersistedValue(store);
  const value = useMemo(() => ({ history, ...actions }), [history, actions]);
  return (
    <HistoryActionsContext.Provider value={actions}>
      <HistoryContext.Provider value={value}>{children}</HistoryContext.Provider>
    </HistoryActionsContext.Provider>
  );
}

export const useHistory = () => useRequired(HistoryContext, 'History');
/** History's actions without its rows: what a screen that only changes History needs. */
export const useHistoryEdits = () => useRequired(HistoryActionsContext, 'History');
