/**
 * The only code that touches `localStorage`. Reading never throws: storage that refuses access
 * reads as empty. Writing throws {@link StorageWriteError} so the caller can say so instead of
 * losing data silently.
 */
import { isRecord, parseJson } from '@/domain/records';

/** The part of the Web Storage API used here; tests may pass their own. */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * Today's format of a stored list: a bare JSON array. A later format would store
 * `{ "version": n, "items": [...] }`; that envelope at today's version is read too.
 */
const LIST_FORMAT_VERSION = 1;

/** Thrown by writes that the browser refused. */
export class StorageWriteError extends Error {
  override readonly name = 'StorageWriteError';
  constructor(
    readonly key: string,
    cause: unknown,
  ) {
    super(
      `Could not write "${key}" to browser storage: ${
        cause instanceof Error ? cause.message : String(cause)
      }`,
      { cause },
    );
  }
}

/** The browser's storage, or null where it is disabled (some privacy modes throw on access). */
export function browserStorage(): Storage | null {
  try {
    return typeof window !== 'undefined' && window.localStorage ? window.localStorage : null;
  } catch {
    return null;
  }
}

/** How many items browser storage holds (any app's), or null where storage is refused. */
export function storedItemCount(): number | null {
  try {
    return browserStorage()?.length ?? null;
  } catch {
    // Some privacy settings hand out the storage object but refuse every use of it.
    return null;
  }
}

/** Reads a key's text as stored, or null when there is none (or storage cannot be read). */
export function readText(storage: StorageLike | null, key: string): string | null {
  if (!storage) return null;
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

/** Writes text; throws {@link StorageWriteError} if the browser refuses. */
export function writeText(storage: StorageLike | null, key: string, value: string): void {
  if (!storage) throw new StorageWriteError(key, new Error('storage is not available'));
  try {
    storage.setItem(key, value);
  } catch (error) {
    throw new StorageWriteError(key, error);
  }
}

/** Removes a key; false if the browser refused. */
export function removeKey(storage: StorageLike | null, key: string): boolean {
  try {
    storage?.removeItem(key);
    return storage !== null;
  } catch {
    return false;
  }
}

/**
 * Copies a value aside to `<key>.corrupt-<timestamp>` so nothing is lost; returns the key used,
 * or null if it could not be copied.
 */
export function copyAside(
  storage: StorageLike | null,
  key: string,
  raw: string,
  now: () => number = Date.now,
): string | null {
  const aside = `${key}.corrupt-${now()}`;
  try {
    writeText(storage, aside, raw);
    return aside;
  } catch {
    return null;
  }
}

/**
 * Reads the text of a stored list: its raw entries (each still to be checked by its owner), or
 * why it is not a list this version of the app can read.
 */
export function parseList(raw: string): { items: unknown[] } | { why: string } {
  const parsed = parseJson(raw);
  if (parsed === undefined) return { why: 'is not valid JSON' };
  if (Array.isArray(parsed)) return { items: parsed };
  if (isRecord(parsed) && 'version' in parsed && Array.isArray(parsed.items)) {
    if (parsed.version === LIST_FORMAT_VERSION) return { items: parsed.items };
    return {
      why: `has a format this version of the app does not know (version ${String(parsed.version)})`,
    };
  }
  return { why: 'is not a list' };
}

/**
 * The text of a stored bare JSON array with items added at its end, without reading it back into
 * objects, so a long list costs little per change. Null for any other text: the caller then
 * reads the list and writes it whole.
 */
export function appendToListText(raw: string | null, items: readonly unknown[]): string | null {
  if (raw === null || !raw.startsWith('[') || !raw.endsWith(']')) return null;
  const head = raw.slice(0, -1);
  const added = JSON.stringify(items).slice(1);
  return /^\[\s*$/.test(head) ? `[${added}` : `${head},${added}`;
}

/** Calls `listener` when another tab changes one of `keys` (the `storage` event). */
export function subscribeToOtherTabs(
  keys: readonly string[],
  listener: (key: string) => void,
): () => void {
  if (typeof window === 'undefined') return () => {};
  const onStorage = (event: StorageEvent) => {
    if (event.key === null) {
      // Storage was cleared in another tab.
      keys.forEach(listener);
    } else if (keys.includes(event.key)) {
      listener(event.key);
    }
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
