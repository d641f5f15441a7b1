/**
 * Larger stored values (the content packs) kept as text in the browser's IndexedDB, whose room
 * is far larger than the small allowance of localStorage that the characters need. The same calls
 * work on localStorage too, for a browser that has no IndexedDB or refuses it.
 */
import {
  readText,
  removeKey,
  StorageWriteError,
  writeText,
  type StorageLike,
} from './local-storage';

/** Texts stored under keys; every call may take a moment. */
export interface TextStore {
  /** The text under `key`, or null; rejects when the storage cannot be read at all. */
  read: (key: string) => Promise<string | null>;
  /** Stores text; rejects with {@link StorageWriteError} (its cause says a full storage). */
  write: (key: string, text: string) => Promise<void>;
  /** Removes a key; nothing happens when there is none. */
  remove: (key: string) => Promise<void>;
}

const DATABASE = 'character-generator';
const STORE = 'texts';
const VERSION = 1;

/** Turns a request's events into a promise. */
function settled<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('the request failed'));
  });
}

/** Opens the database (made on first use); a failed opening is tried again the next time. */
function opener(factory: IDBFactory): () => Promise<IDBDatabase> {
  let opening: Promise<IDBDatabase> | null = null;
  return () => {
    opening ??= new Promise<IDBDatabase>((resolve, reject) => {
      const request = factory.open(DATABASE, VERSION);
      request.onupgradeneeded = () => {
        if (!request.result.objectStoreNames.contains(STORE)) {
          request.result.createObjectStore(STORE);
        }
      };
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('the browser would not open it'));
      request.onblocked = () => reject(new Error('another tab of the app is updating it'));
    }).catch((error: unknown) => {
      opening = null;
      throw error;
    });
    return opening;
  };
}

/** The texts in IndexedDB, or null where the browser has none. */
export function indexedTexts(
  factory: IDBFactory | undefined = typeof indexedDB === 'undefined' ? undefined : indexedDB,
): TextStore | null {
  if (!factory) return null;
  const database = opener(factory);
  const run = async <T>(
    key: string,
    mode: IDBTransactionMode,
    make: (store: IDBObjectStore) => IDBRequest<T>,
  ): Promise<T> => {
    const db = await database();
    const transaction = db.transaction(STORE, mode);
    const result = settled(make(transaction.objectStore(STORE)));
    await new Promise<void>((resolve, reject) => {
      transaction.oncomplete = () => resolve();
      const fail = () =>
        reject(new StorageWriteError(key, transaction.error ?? new Error('it was not stored')));
      transaction.onerror = fail;
      transaction.onabort = fail;
    });
    return result;
  };
  return {
    read: async (key) => {
      const found: unknown = await run(key, 'readonly', (store) => store.get(key));
      return typeof found === 'string' ? found : null;
    },
    write: async (key, text) => {
      await run(key, 'readwrite', (store) => store.put(text, key));
    },
    remove: async (key) => {
      await run(key, 'readwrite', (store) => store.delete(key));
    },
  };
}

/** The same calls on localStorage (or a test's storage). */
export function browserTexts(storage: StorageLike | null): TextStore {
  return {
    read: (key) => Promise.resolve(readText(storage, key)),
    write: (key, text) => {
      try {
        writeText(storage, key, text);
        return Promise.resolve();
      } catch (error) {
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
    },
    remove: (key) => {
      removeKey(storage, key);
      return Promise.resolve();
    },
  };
}
