/**
 * The content packs as kept in IndexedDB: loaded once when the app starts (packs an earlier
 * version kept in localStorage are moved over once, then removed there), and changed one change
 * at a time, each written before it is shown, so a refused write changes nothing. Stored text
 * that cannot be read is copied aside and said, in the same words as the other stored values.
 */
import { readPacks, type ContentPack } from '@/domain/packs/pack';
import { parseJson } from '@/domain/records';
import { readText, removeKey, type StorageLike } from '@/adapters/storage/local-storage';
import { browserTexts, type TextStore } from '@/adapters/storage/indexed-texts';
import { STORAGE_KEYS } from '@/config/storage-keys';
import { keptAside } from './persisted-store';

const KEY = STORAGE_KEYS.contentPacks;

/** A change worked out from the packs as they are: the new list and what to hand back. */
type Change<R> = { packs: ContentPack[]; result: R } | { problem: string };

/** What a change came to: stored, refused by the list's own rules, or refused by storage. */
type Changed<R> = { result: R } | { problem: string } | { refused: unknown };

export interface PackStore {
  get: () => ContentPack[];
  subscribe: (listener: () => void) => () => void;
  /** Settles once the stored packs are read. */
  loaded: Promise<void>;
  /** Works out a change from the packs as they are once earlier changes are stored, stores it. */
  change: <R>(make: (packs: ContentPack[]) => Change<R>) => Promise<Changed<R>>;
}

interface Place {
  texts: TextStore;
  raw: string | null;
}

/** Where the packs are read from: IndexedDB, with packs kept in localStorage moved there once. */
async function findPlace(texts: TextStore | null, legacy: StorageLike | null): Promise<Place> {
  const inBrowserStorage = browserTexts(legacy);
  if (!texts) return { texts: inBrowserStorage, raw: readText(legacy, KEY) };
  let raw: string | null;
  try {
    raw = await texts.read(KEY);
  } catch {
    // A browser that refuses its IndexedDB keeps the packs where they were.
    return { texts: inBrowserStorage, raw: readText(legacy, KEY) };
  }
  const old = readText(legacy, KEY);
  if (old === null) return { texts, raw };
  if (raw !== null) {
    // Moved over on an earlier visit whose removal failed: the moved copy is the one in use.
    removeKey(legacy, KEY);
    return { texts, raw };
  }
  try {
    await texts.write(KEY, old);
  } catch {
    // Moving failed (storage full): they stay in localStorage and are moved on a later visit.
    return { texts: inBrowserStorage, raw: old };
  }
  removeKey(legacy, KEY);
  return { texts, raw: old };
}

/** Copies text aside under a key of its own; the key, or null when that was refused. */
async function copyAside(texts: TextStore, raw: string): Promise<string | null> {
  const aside = `${KEY}.corrupt-${Date.now()}`;
  try {
    await texts.write(aside, raw);
    return aside;
  } catch {
    return null;
  }
}

/** The packs read from what was stored, with the warnings to show. */
async function readStored({ texts, raw }: Place, warn: (message: string) => void) {
  if (raw === null) return [];
  const json = parseJson(raw);
  if (!Array.isArray(json)) {
    const copiedTo = await copyAside(texts, raw);
    if (copiedTo) await texts.remove(KEY).catch(() => undefined);
    const quoted = raw.length > 40 ? `${raw.slice(0, 40)}…` : raw;
    warn(
      `The stored content packs read "${quoted}", which is not a list, so no pack is used.` +
        keptAside(copiedTo),
    );
    return [];
  }
  const { packs, dropped } = readPacks(json);
  if (dropped === 0) return packs;
  const copiedTo = await copyAside(texts, raw);
  if (copiedTo) await texts.write(KEY, JSON.stringify(packs)).catch(() => undefined);
  warn(
    `${dropped} stored ${dropped === 1 ? 'content pack was' : 'content packs were'} ` +
      `unreadable and ${dropped === 1 ? 'is' : 'are'} not used.` +
      (copiedTo ? ` The list as it was is kept in browser storage as "${copiedTo}".` : ''),
  );
  return packs;
}

/**
 * The packs' store. `texts` is IndexedDB (null where the browser has none: the packs then stay
 * in `legacy`, the browser storage the rest of the app uses).
 */
export function createPackStore(
  texts: TextStore | null,
  legacy: StorageLike | null,
  warn: (message: string) => void,
): PackStore {
  let value: ContentPack[] = [];
  const listeners = new Set<() => void>();
  const show = (next: ContentPack[]) => {
    value = next;
    for (const listener of [...listeners]) listener();
  };
  const place = findPlace(texts, legacy);
  const loaded = place
    .then((found) => readStored(found, warn))
    .then(show, () => warn('The stored content packs could not be read, so no pack is used.'));
  let queue: Promise<unknown> = loaded;
  return {
    get: () => value,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    loaded,
    change: <R>(make: (packs: ContentPack[]) => Change<R>) => {
      const next = queue.then(async (): Promise<Changed<R>> => {
        const change = make(value);
        if ('problem' in change) return change;
        try {
          await (await place).texts.write(KEY, JSON.stringify(change.packs));
        } catch (error) {
          return { refused: error };
        }
        show(change.packs);
        return { result: change.result };
      });
      queue = next.catch(() => undefined);
      return next;
    },
  };
}
