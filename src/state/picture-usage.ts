import { readText, type StorageLike } from '@/adapters/storage/local-storage';
import { STORAGE_KEYS } from '@/config/storage-keys';
import { pictureStillUsed } from '@/domain/picture-references';
import { UNDO_ALERT_MS } from './alerts';

/**
 * How many bytes the stored portraits take, as last measured in this visit (0 until then). The
 * storage-full message is written at once, while the pictures' storage only answers later, so it
 * reads this figure.
 */
let measuredBytes = 0;

export const pictureBytesMeasured = (): number => measuredBytes;

export function notePictureBytes(bytes: number | null): void {
  if (bytes !== null && Number.isFinite(bytes) && bytes >= 0) measuredBytes = bytes;
}

/** The stores whose characters may show an uploaded picture. */
const KEYS_WITH_CHARACTERS = [STORAGE_KEYS.characters, STORAGE_KEYS.history, STORAGE_KEYS.current];

/** The deletions waiting for their Undo window, by picture. */
const waiting = new Map<string, ReturnType<typeof setTimeout>>();

/** A moment past the Undo alert's own, so a press on Undo at its very end still finds the picture. */
const GRACE_MS = 1000;

/**
 * Deletes a deleted character's uploaded picture once its Undo can no longer bring it back,
 * unless a character kept in the browser (the one restored by Undo, a saved copy on the card, a
 * History entry) still shows it. The wait outlives the screen: leaving My Characters does not
 * keep the picture. Deleted again after an Undo, the picture waits out the new window.
 */
export function forgetPictureAfterUndo(
  pictureId: string | undefined,
  {
    storage,
    forget,
    delayMs = UNDO_ALERT_MS + GRACE_MS,
  }: {
    storage: StorageLike | null;
    forget: (pictureId: string) => Promise<unknown>;
    delayMs?: number;
  },
): void {
  if (!pictureId) return;
  clearTimeout(waiting.get(pictureId));
  const timer = setTimeout(() => {
    waiting.delete(pictureId);
    const texts = KEYS_WITH_CHARACTERS.map((key) => readText(storage, key));
    if (!pictureStillUsed(pictureId, texts)) void forget(pictureId).catch(() => undefined);
  }, delayMs);
  waiting.set(pictureId, timer);
}
