/**
 * The only code that touches `localStorage`. Reading never throws: an unreadable value is copied
 * aside to `<key>.corrupt-<timestamp>` and reported, so the app can start with what is valid.
 * Writing reports failure (quota, disabled storage) instead of losing data silently.
 */

/** The part of the Web Storage API used here; tests may pass their own. */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Today's format of a stored list: a bare JSON array. */
export const LIST_FORMAT_VERSION = 1;

/**
 * Migrations from older list formats, keyed by the version they read. A later format stores
 * `{ "version": n, "items": [...] }`; a bare array is version 1.
 */
const listMigrations: Record<number, (items: unknown[]) => unknown[]> = {};

/** Something that went wrong reading a key, in words for a warning alert. */
export interface StorageProblem {
  key: string;
  /** Where the unreadable original was copied, if it could be. */
  copiedTo: string | null;
  message: string;
}

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
  return browserStorage()?.length ?? null;
}

function safeGet(storage: StorageLike | null, key: string): string | null {
  if (!storage) return null;
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

/** Copies an unreadable value aside so nothing is lost; returns the key used, or null. */
export function quarantine(
  storage: StorageLike | null,
  key: string,
  raw: string,
  now: () => number = Date.now,
): string | null {
  if (!storage) return null;
  const aside = `${key}.corrupt-${now()}`;
  try {
    storage.setItem(aside, raw);
    return aside;
  } catch {
    return null;
  }
}

/** Writes a JSON value; throws {@link StorageWriteError} if the browser refuses. */
export function writeJson(storage: StorageLike | null, key: string, value: unknown): void {
  if (!storage) throw new StorageWriteError(key, new Error('storage is not available'));
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch (error) {
    throw new StorageWriteError(key, error);
  }
}

/**
 * Adds items to the end of a stored list. A list stored as a bare JSON array is extended as text,
 * without reading it back into objects, so a long list costs little per change. Anything else
 * (nothing stored, an older format, unreadable text) goes through {@link updateList}. Throws
 * {@link StorageWriteError} if the browser refuses; returns a problem found on the way.
 */
export function appendToList(
  storage: StorageLike | null,
  key: string,
  items: readonly unknown[],
): StorageProblem | null {
  if (items.length === 0) return null;
  const raw = safeGet(storage, key);
  if (!storage || raw === null || !raw.startsWith('[') || !raw.endsWith(']')) {
    return updateList(storage, key, (existing) => [...existing, ...items]);
  }
  const head = raw.slice(0, -1);
  const added = JSON.stringify(items).slice(1);
  try {
    storage.setItem(key, /^\[\s*$/.test(head) ? `[${added}` : `${head},${added}`);
  } catch (error) {
    throw new StorageWriteError(key, error);
  }
  return null;
}

/**
 * Reads a stored list, changes it and writes it back as today's format. An unreadable value is
 * copied aside first (see {@link readList}) and the change applies to an empty list. Throws
 * {@link StorageWriteError} if the browser refuses; returns the problem found reading, if any.
 */
export function updateList(
  storage: StorageLike | null,
  key: string,
  update: (items: unknown[]) => unknown[],
): StorageProblem | null {
  const read = readList(storage, key);
  writeJson(storage, key, update(read.items));
  return read.problem;
}

/** Outcome of reading a stored list. */
export interface ListRead {
  /** The raw entries, migrated to today's format; each still needs checking by its owner. */
  items: unknown[];
  /** True when nothing was stored under the key. */
  missing: boolean;
  /** The raw text, for quarantining if the owner finds junk entries. */
  raw: string | null;
  /** Set when the value as a whole could not be read. */
  problem: StorageProblem | null;
}

/**
 * Reads a list stored as JSON. A value that is not JSON or not a list is copied aside (when
 * `quarantineBad` is set) and read as empty.
 */
export function readList(
  storage: StorageLike | null,
  key: string,
  { quarantineBad = true, now = Date.now }: { quarantineBad?: boolean; now?: () => number } = {},
): ListRead {
  const raw = safeGet(storage, key);
  if (raw === null) return { items: [], missing: true, raw, problem: null };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return bad('is not valid JSON');
  }
  if (Array.isArray(parsed)) return { items: parsed, missing: false, raw, problem: null };
  if (
    typeof parsed === 'object' &&
    parsed !== null &&
    'version' in parsed &&
    'items' in parsed &&
    Array.isArray((parsed as { items: unknown }).items)
  ) {
    const { version, items } = parsed as { version: unknown; items: unknown[] };
    if (version === LIST_FORMAT_VERSION) return { items, missing: false, raw, problem: null };
    const migrate = typeof version === 'number' ? listMigrations[version] : undefined;
    if (migrate) return { items: migrate(items), missing: false, raw, problem: null };
    return bad(`has a format this version of the app does not know (version ${String(version)})`);
  }
  return bad('is not a list');

  function bad(why: string): ListRead {
    const copiedTo = quarantineBad ? quarantine(storage, key, raw as string, now) : null;
    return {
      items: [],
      missing: false,
      raw,
      problem: { key, copiedTo, message: problemMessage(key, why, copiedTo) },
    };
  }
}

/** A warning a person can act on. */
export function problemMessage(key: string, why: string, copiedTo: string | null): string {
  const kept = copiedTo
    ? ` The original was kept in browser storage as "${copiedTo}".`
    : ' It could not be copied aside.';
  return `Stored data "${key}" ${why}, so the readable part was loaded.${kept}`;
}

/** Reads a key's text as stored, or null when there is none (or storage cannot be read). */
export function readText(storage: StorageLike | null, key: string): string | null {
  return safeGet(storage, key);
}

/** Writes plain text; throws {@link StorageWriteError} if the browser refuses. */
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

/** Reads a stored JSON value; raw text that is not JSON is taken as a plain string. */
export function readValue(storage: StorageLike | null, key: string): unknown {
  const raw = safeGet(storage, key);
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
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
