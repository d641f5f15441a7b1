/**
 * One value kept in browser storage under one key, the way every stored value of the app is kept:
 * loaded once, kept in step with other tabs, written with the outcome reported to the caller. A
 * value that cannot be read is copied aside and reported once, in the same words for every value.
 */
import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import {
  copyAside,
  readText,
  removeKey,
  StorageWriteError,
  subscribeToOtherTabs,
  writeText,
  type StorageLike,
} from '@/adapters/storage/local-storage';
import { localText, type LocalText } from '@/domain/i18n/text';
import { useAlertActions } from './alerts';

/**
 * Load warnings that can also be said in the interface's language, by their English words: the
 * lists of warnings stay plain text, and an alert finds its words here when it is raised.
 */
const warningTexts = new Map<string, LocalText>();

/** Keeps `text` as the words of the warning `message` in the interface's language. */
export function noteWarningText(message: string, text: LocalText): string {
  warningTexts.set(message, text);
  return message;
}

/** The props of a provider of stored values: browser storage unless a test passes its own. */
export interface StoredProviderProps {
  children: ReactNode;
  storage?: StorageLike | null;
}

/** A stored text read as a value. */
interface Read<T> {
  value: T;
  /**
   * The value reads differently from the stored text (tidied up): this text is stored back,
   * once the original is safe (copied aside, if part of it was dropped).
   */
  tidy?: string;
  /** Part of what was stored was left out: the original is copied aside and this says so. */
  dropped?: (copiedTo: string | null) => string;
}

/** What a stored text reads as: a value, or why it cannot be read at all. */
export type Parsed<T> = Read<T> | { unreadable: string };

export interface PersistedStoreOptions<T> {
  storage: StorageLike | null;
  key: string;
  /** How a warning names the value: "The stored {name} read …". */
  name: string;
  /** What applies instead of an unreadable value, for the warning: "…, so {instead}." */
  instead: string;
  /** The value when nothing readable is stored. */
  empty: T;
  parse: (raw: string) => Parsed<T>;
  /** How the value is stored; a store written only as text (see `saveText`) has none. */
  serialise?: (value: T) => string;
  /** Whether another tab's change is shown here; true unless the value belongs to one tab. */
  crossTab?: boolean;
  /**
   * The unreadable-value warning in the interface's language, for a value with one reason to be
   * unreadable: how it is named, why it cannot be read and what applies instead.
   */
  said?: { name: LocalText; why: LocalText; instead: LocalText };
}

export interface PersistedStore<T> {
  /** The value shown now. */
  get: () => T;
  /** Called when the value shown changes, here or (with `crossTab`) in another tab. */
  subscribe: (listener: () => void) => () => void;
  /** The warnings of the first load, handed out once. */
  takeWarnings: () => string[];
  /** What is stored now (another tab may have changed it), read without changing anything. */
  read: () => T;
  /** The stored text now, or null. */
  text: () => string | null;
  /** Shows a value without storing it. */
  show: (value: T) => void;
  /**
   * Stores a value and shows it. A refused write is returned; the value is then shown only
   * with `evenIfRefused` (it applies for this visit).
   */
  save: (value: T, options?: { evenIfRefused?: boolean }) => StorageWriteError | null;
  /**
   * Stores text made by the caller (say, a list extended as text) and shows `value`, or what
   * the text reads as.
   */
  saveText: (text: string, value?: T) => StorageWriteError | null;
  /**
   * Copies aside a stored text found unreadable after the first load (another tab, another
   * program) and returns the warning for it.
   */
  setAside: (raw: string, why: string) => string;
}

/** Where an unreadable original went, in the same words for every stored value. */
export function keptAside(copiedTo: string | null): string {
  return copiedTo
    ? ` What was stored is kept in browser storage as "${copiedTo}".`
    : ' What was stored could not be copied aside, so it is left as it was.';
}

/** Reads stored text as it is, changing nothing: unreadable text reads as the empty value. */
function readAsIs<T>(options: PersistedStoreOptions<T>, raw: string | null): T {
  if (raw === null) return options.empty;
  const parsed = options.parse(raw);
  return 'unreadable' in parsed ? options.empty : parsed.value;
}

/** Copies an unreadable text aside and, once it is safe there, removes it so it is reported once. */
function setAside<T>(
  { storage, key, name, instead, said }: PersistedStoreOptions<T>,
  raw: string,
  why: string,
) {
  const copiedTo = copyAside(storage, key, raw);
  if (copiedTo) removeKey(storage, key);
  const quoted = raw.length > 40 ? `${raw.slice(0, 40)}…` : raw;
  const message = `The stored ${name} read "${quoted}", which ${why}, so ${instead}.${keptAside(copiedTo)}`;
  if (!said) return message;
  const aside = copiedTo
    ? localText('storage.keptAside', { copy: copiedTo })
    : localText('storage.notAside');
  return noteWarningText(
    message,
    localText('storage.unreadable', { ...said, value: quoted, aside }),
  );
}

/** The first load: a value with parts left out is copied aside before its tidied text replaces it. */
function load<T>(options: PersistedStoreOptions<T>): { value: T; warnings: string[] } {
  const { storage, key } = options;
  const raw = readText(storage, key);
  if (raw === null) return { value: options.empty, warnings: [] };
  const parsed = options.parse(raw);
  if ('unreadable' in parsed) {
    return { value: options.empty, warnings: [setAside(options, raw, parsed.unreadable)] };
  }
  const { dropped } = parsed;
  const copiedTo = dropped && copyAside(storage, key, raw);
  const warnings = dropped ? [dropped(copiedTo ?? null)] : [];
  if (parsed.tidy !== undefined && parsed.tidy !== raw && copiedTo !== null) {
    try {
      writeText(storage, key, parsed.tidy);
    } catch {
      // The tidied value is shown; the next successful write stores it.
    }
  }
  return { value: parsed.value, warnings };
}

/**
 * The load warnings not yet shown, one list per storage and key. React may throw a first render
 * away and render afresh (a store changing while a slow phone's first render is split into
 * tasks): the store made then reads storage after the first one already set a damaged value
 * aside, so the first one's warning is kept here for whichever store of that key is shown.
 */
const unshown = new WeakMap<object, Map<string, string[]>>();

/** The list of warnings not yet shown for `key` in `storage` (a fresh one where storage is refused). */
export function pendingWarnings(storage: object | null, key: string): string[] {
  if (!storage) return [];
  let byKey = unshown.get(storage);
  if (!byKey) {
    byKey = new Map();
    unshown.set(storage, byKey);
  }
  let list = byKey.get(key);
  if (!list) {
    list = [];
    byKey.set(key, list);
  }
  return list;
}

/** Loads a stored value and keeps it; see {@link PersistedStore}. */
export function createPersistedStore<T>(options: PersistedStoreOptions<T>): PersistedStore<T> {
  const { storage, key, crossTab = true } = options;
  const loaded = load(options);
  let value = loaded.value;
  const warnings = pendingWarnings(storage, key);
  warnings.push(...loaded.warnings);
  const listeners = new Set<() => void>();
  let stopWatching: (() => void) | null = null;

  const show = (next: T) => {
    if (Object.is(next, value)) return;
    value = next;
    for (const listener of [...listeners]) listener();
  };
  const read = () => readAsIs(options, readText(storage, key));
  const write = (text: string, next: T): StorageWriteError | null => {
    try {
      writeText(storage, key, text);
    } catch (error) {
      return error instanceof StorageWriteError ? error : new StorageWriteError(key, error);
    }
    show(next);
    return null;
  };

  return {
    get: () => value,
    subscribe: (listener) => {
      listeners.add(listener);
      if (crossTab && stopWatching === null) {
        stopWatching = subscribeToOtherTabs([key], () => show(read()));
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && stopWatching) {
          stopWatching();
          stopWatching = null;
        }
      };
    },
    takeWarnings: () => warnings.splice(0),
    read,
    text: () => readText(storage, key),
    show,
    save: (next, { evenIfRefused = false } = {}) => {
      if (!options.serialise) throw new Error(`"${key}" is stored only as text`);
      const error = write(options.serialise(next), next);
      if (error && evenIfRefused) show(next);
      return error;
    },
    saveText: (text, next) => write(text, next === undefined ? readAsIs(options, text) : next),
    setAside: (raw, why) => setAside(options, raw, why),
  };
}

/** The value of a store; re-renders its reader when it changes. */
export function usePersistedValue<T>(store: PersistedStore<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

/** Shows the stores' load warnings once, as warning alerts. */
export function useLoadWarnings(
  stores: readonly Pick<PersistedStore<unknown>, 'takeWarnings'>[],
): void {
  const { addAlert } = useAlertActions();
  useEffect(() => {
    for (const store of stores) {
      for (const message of store.takeWarnings()) {
        const text = warningTexts.get(message);
        addAlert({ severity: 'warning', message, ...(text ? { text } : {}) });
      }
    }
  }, [stores, addAlert]);
}
