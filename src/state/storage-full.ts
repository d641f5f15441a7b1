import { storageFullMessage, storedBytes } from '@/domain/library-storage';
import { readText, StorageWriteError, type StorageLike } from '@/adapters/storage/local-storage';
import { STORAGE_KEYS } from '@/config/storage-keys';
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

/**
 * The warning for a write refused for lack of room: `opening` says what failed; then how much
 * the saved characters, their portraits and History take, with `Export` (a backup) and `Delete characters` (My
 * Characters), the screen's own commands.
 */
export function storageFullAlert(storage: StorageLike | null, opening: string): NewAlert {
  const sizes = {
    characters: storedBytes(readText(storage, STORAGE_KEYS.characters)),
    history: storedBytes(readText(storage, STORAGE_KEYS.history)),
    pictures: pictureBytesMeasured(),
  };
  return {
    severity: 'warning',
    message: storageFullMessage(opening, sizes),
    actions: [
      { label: 'Export', command: 'export' },
      { label: 'Delete characters', command: 'myCharacters' },
    ],
  };
}
