import { readText, type StorageLike } from '@/adapters/storage/local-storage';
import { STORAGE_KEYS } from '@/config/storage-keys';
import { pictureStillUsed } from '@/domain/picture-references';
import { readDefaultPictures } from '@/domain/default-pictures';
import { otherTabs, type OtherTabs } from '@/adapters/browser/other-tabs';
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

/**
 * What this tab keeps in memory only and may still show again (the card's steps that Undo and
 * Redo go through): each a way to read the pictures it holds now.
 */
const holders = new Set<() => Iterable<string>>();

const heldHere = (pictureId: string) =>
  [...holders].some((read) => [...read()].includes(pictureId));

/** While this tab holds pictures, it tells the other tabs which ones, when they ask. */
let stopAnswering: (() => void) | null = null;

/**
 * Counts `read`'s pictures as still wanted until the returned function is called, in this tab
 * and, when they ask, in the app's other open tabs (`tabs`).
 */
export function holdPictures(
  read: () => Iterable<string>,
  tabs: Pick<OtherTabs, 'answer'> = otherTabs(),
): () => void {
  holders.add(read);
  stopAnswering ??= tabs.answer(heldHere);
  return () => {
    holders.delete(read);
    if (holders.size === 0 && stopAnswering) {
      stopAnswering();
      stopAnswering = null;
    }
  };
}

/**
 * How long the other tabs are given to say they still want a picture. A tab answers from
 * memory at once; a tab the browser has frozen in the background does not answer at all.
 */
const OTHER_TABS_ANSWER_MS = 500;

/** A moment past the Undo alert's own, so a press on Undo at its very end still finds the picture. */
const GRACE_MS = 1000;

/**
 * Whether a picture is still wanted: a character kept in the browser shows it, it is the user's
 * picture for a race and class, or a step in memory can bring it back.
 */
function stillWanted(pictureId: string, storage: StorageLike | null): boolean {
  const texts = KEYS_WITH_CHARACTERS.map((key) => readText(storage, key));
  if (pictureStillUsed(pictureId, texts)) return true;
  const defaults = readDefaultPictures(readText(storage, DEFAULT_PICTURES_KEY) ?? '');
  if (Object.values(defaults).includes(pictureId)) return true;
  return heldHere(pictureId);
}

/** Where the user's pictures for a race and class are kept (the setting's own name). */
const DEFAULT_PICTURES_KEY = 'defaultPictures';

export interface ForgetOptions {
  storage: StorageLike | null;
  forget: (pictureId: string) => Promise<unknown>;
  /** How long Undo can still bring the picture back; the check is made once it has passed. */
  delayMs?: number;
  /** The app's other open tabs, whose Undo and Redo may still bring the picture back. */
  tabs?: Pick<OtherTabs, 'wantPicture'>;
}

/**
 * Deletes a picture nothing may show any more, once `delayMs` has passed: a replaced portrait, a
 * deleted character's, a race and class picture replaced. It is kept while a character kept in
 * the browser (a saved one, a saved copy on the card, a History entry, the card's steps, in this
 * tab or another open one) or the race and class pictures still show it. Let go again before the time is up, it waits anew.
 */
export function forgetPictureWhenUnused(
  pictureId: string | undefined,
  { storage, forget, delayMs = 0, tabs = otherTabs() }: ForgetOptions,
): void {
  if (!pictureId) return;
  clearTimeout(waiting.get(pictureId));
  const timer = setTimeout(() => {
    waiting.delete(pictureId);
    if (stillWanted(pictureId, storage)) return;
    void tabs
      .wantPicture(pictureId, OTHER_TABS_ANSWER_MS)
      // Asked again meanwhile, the newer wait decides.
      .then((wanted) => (wanted || waiting.has(pictureId) ? undefined : forget(pictureId)))
      .catch(() => undefined);
  }, delayMs);
  waiting.set(pictureId, timer);
}

/**
 * Deletes a deleted character's uploaded picture once its Undo can no longer bring it back,
 * unless something kept still shows it (see {@link forgetPictureWhenUnused}). The wait outlives
 * the screen: leaving My Characters does not keep the picture. Deleted again after an Undo, the
 * picture waits out the new window.
 */
export const forgetPictureAfterUndo = (pictureId: string | undefined, options: ForgetOptions) =>
  forgetPictureWhenUnused(pictureId, { delayMs: UNDO_ALERT_MS + GRACE_MS, ...options });

/**
 * Deletes a stored picture for good, through the pictures' code (fetched when first needed); the
 * figures are measured again.
 */
export async function forgetPicture(pictureId: string): Promise<void> {
  const code = await import(/* webpackChunkName: "pictures" */ '@/use-cases/pictures');
  await code.forgetPicture(pictureId);
  notePictureBytes(await code.measurePictures());
}

/**
 * The race and class pictures `before` had that `after` no longer has (replaced by another or by
 * the built-in one) are deleted, unless a character kept still shows them.
 */
export function forgetReplacedDefaultPictures(
  before: string,
  after: string,
  storage: StorageLike | null,
): void {
  const kept = new Set(Object.values(readDefaultPictures(after)));
  for (const pictureId of Object.values(readDefaultPictures(before))) {
    if (!kept.has(pictureId))
      forgetPictureWhenUnused(pictureId, { storage, forget: forgetPicture });
  }
}
