import { storageFullMessage, storedBytes } from '@/domain/library-storage';
import { readText, StorageWriteError, type StorageLike } from '@/adapters/storage/local-storage';
import { STORAGE_KEYS } from '@/config/storage-keys';
import { localText, type LocalText } from '@/domain/i18n/text';
import type { MessageId } from '@/domain/i18n/catalogs';
import { englishT } from '@/components/i18n';
import type { NewAlert } from './alerts';
import { pictureBytesMeasured } from './picture-usage';

/** Whether a refused write was refused for lack of room (rather than storage being off). */
export function isStorageFull(error: unknown): boolean {
  const cause = error instanceof StorageWriteError ? error.cause : error;
  return (
    cause instanceof DOMException &&
    (cause.name === 'QuotaExceededError' || cause.name === 'NS_ERROR_DOM_QUOTA_REACHED')
  );
}

const KB = 1024;
const MB = KB * KB;

/** A size as the language writes numbers: whole kilobytes, or megabytes to one decimal. */
function sizeText(bytes: number): LocalText {
  if (bytes < MB) {
    const size = bytes > 0 ? Math.max(1, Math.round(bytes / KB)) : 0;
    return localText('storage.size.kb', { size });
  }
  return localText('storage.size.mb', { size: Math.round((bytes / MB) * 10) / 10 });
}

/** Words for a refused write: the English sentence and the same in the interface's language. */
export interface StorageWords {
  message: string;
  text: LocalText;
}

/** `Could not save the pack: browser storage is full.` — what failed, and that storage is full. */
export const fullWords = (failure: MessageId): StorageWords => ({
  message: `${englishT(failure)}: browser storage is full.`,
  text: localText('storage.fullOpening', { failure: localText(failure) }),
});

/** `Could not save the pack: browser storage refused it.` — storage off or broken. */
export const refusedWords = (failure: MessageId): StorageWords => ({
  message: `${englishT(failure)}: browser storage refused it.`,
  text: localText('storage.refused', { failure: localText(failure) }),
});

/**
 * The warning for a write refused for lack of room: `opening` says what failed; then how much
 * the saved characters, their portraits and History take, with `Export` (a backup) and `Delete
 * characters` (My Characters), the screen's own commands. `openingText` is the opening in the
 * interface's language; with it the whole warning is.
 */
export function storageFullAlert(
  storage: StorageLike | null,
  opening: string,
  openingText?: LocalText,
): NewAlert {
  const sizes = {
    characters: storedBytes(readText(storage, STORAGE_KEYS.characters)),
    history: storedBytes(readText(storage, STORAGE_KEYS.history)),
    pictures: pictureBytesMeasured(),
  };
  const values = {
    opening: openingText ?? opening,
    characters: sizeText(sizes.characters),
    history: sizeText(sizes.history),
  };
  return {
    severity: 'warning',
    message: storageFullMessage(opening, sizes),
    text: sizes.pictures
      ? localText('storage.full.pictures', { ...values, pictures: sizeText(sizes.pictures) })
      : localText('storage.full', values),
    actions: [
      { label: 'Export', labelText: localText('backup.export'), command: 'export' },
      {
        label: 'Delete characters',
        labelText: localText('storage.deleteCharacters'),
        command: 'myCharacters',
      },
    ],
  };
}
