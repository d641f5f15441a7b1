/**
 * Uploaded portraits, kept in the browser's IndexedDB: pictures are far too large for
 * localStorage, whose small allowance the characters themselves need.
 */

import { LocalTextError, localText } from '@/domain/i18n/text';
import type { MessageId } from '@/domain/i18n/catalogs';

const DATABASE = 'portraits';
const STORE = 'pictures';
const VERSION = 1;

/** A stored picture: the encoded image and its size in pixels. */
export interface StoredPicture {
  id: string;
  blob: Blob;
  width: number;
  height: number;
  savedAt: string;
}

/** Thrown when the browser has no IndexedDB for the page or refuses it; says why. */
class PictureStoreError extends LocalTextError {
  override readonly name = 'PictureStoreError';
  constructor(message: string, id: MessageId) {
    super(message, localText(id));
  }
}

let opening: Promise<IDBDatabase> | null = null;

/** Turns a request's events into a promise. */
function settled<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('the request failed'));
  });
}

/** The database, opened once and shared; a failed opening is tried again the next time. */
function database(factory: IDBFactory | undefined): Promise<IDBDatabase> {
  if (!factory)
    return Promise.reject(
      new PictureStoreError('this browser cannot store pictures', 'pictureError.cannotStore'),
    );
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = factory.open(DATABASE, VERSION);
    request.onupgradeneeded = () => {
      if (!request.result.objectStoreNames.contains(STORE)) {
        request.result.createObjectStore(STORE, { keyPath: 'id' });
      }
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () =>
      reject(
        new PictureStoreError(
          'the browser would not open its picture storage',
          'pictureError.wouldNotOpen',
        ),
      );
    request.onblocked = () =>
      reject(
        new PictureStoreError(
          'another tab of the app is updating its picture storage',
          'pictureError.otherTab',
        ),
      );
  }).catch((error: unknown) => {
    opening = null;
    throw error;
  });
  return opening;
}

const defaultFactory = (): IDBFactory | undefined =>
  typeof indexedDB === 'undefined' ? undefined : indexedDB;

/** Runs one request on the picture store and waits for its transaction to finish. */
async function run<T>(
  mode: IDBTransactionMode,
  make: (store: IDBObjectStore) => IDBRequest<T>,
  factory = defaultFactory(),
): Promise<T> {
  const db = await database(factory);
  const transaction = db.transaction(STORE, mode);
  const result = settled(make(transaction.objectStore(STORE)));
  await new Promise<void>((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error ?? new Error('the transaction failed'));
    transaction.onabort = () =>
      reject(
        transaction.error?.name === 'QuotaExceededError'
          ? new PictureStoreError('the browser’s storage is full', 'pictureError.full')
          : (transaction.error ??
              new PictureStoreError(
                'the browser did not store the picture',
                'pictureError.notStored',
              )),
      );
  });
  return result;
}

/** Stores a picture under its id, replacing any picture stored under it. */
export async function putPicture(picture: StoredPicture): Promise<void> {
  await run('readwrite', (store) => store.put(picture));
}

/** The picture stored under `id`, or null when there is none (deleted, another browser). */
export async function getPicture(id: string): Promise<StoredPicture | null> {
  const found = (await run('readonly', (store) => store.get(id))) as StoredPicture | undefined;
  return found?.blob instanceof Blob ? found : null;
}

/** Deletes the picture stored under `id`; nothing happens when there is none. */
export async function deletePicture(id: string): Promise<void> {
  await run('readwrite', (store) => store.delete(id));
}

/** How many bytes the stored pictures take together. */
export async function storedPictureBytes(): Promise<number> {
  const all = (await run('readonly', (store) => store.getAll())) as Partial<StoredPicture>[];
  return all.reduce(
    (sum, picture) => sum + (picture.blob instanceof Blob ? picture.blob.size : 0),
    0,
  );
}
