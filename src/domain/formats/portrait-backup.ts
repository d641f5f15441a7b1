/**
 * `Backup with portraits (ZIP)`: the same backup as `Backup (JSON)`, as `backup.json`, with each
 * uploaded picture its characters refer to as `portraits/{pictureId}.{webp|jpg|png}`. Import
 * reads it back. Pure: zipping and the pictures' storage are the caller's.
 */

/** The backup's own file inside the zip. */
export const BACKUP_ENTRY = 'backup.json';
const PORTRAITS_FOLDER = 'portraits/';

/** Said when a zip cannot be read as a backup with portraits; nothing is imported. */
export const DAMAGED_ZIP =
  'This ZIP is damaged or is not a backup with portraits: nothing was imported.';

/** A stored picture as it travels in the zip. */
export interface BackupPicture {
  id: string;
  type: string;
  bytes: Uint8Array;
}

const EXTENSIONS: Record<string, string> = {
  'image/webp': 'webp',
  'image/jpeg': 'jpg',
  'image/png': 'png',
};

/** The pictures the characters refer to, each once, in the order first met. */
export function pictureIdsOf(characters: readonly { pictureId?: string | undefined }[]): string[] {
  return [...new Set(characters.flatMap((c) => (c.pictureId ? [c.pictureId] : [])))];
}

/** A picture's file name in the zip: its id, and the ending of its type. */
export function pictureEntryName({ id, type }: Pick<BackupPicture, 'id' | 'type'>): string {
  return `${PORTRAITS_FOLDER}${id}.${EXTENSIONS[type] ?? 'webp'}`;
}

/**
 * The type a picture's first bytes say it is (WebP, JPEG or PNG), or null: a file that is none
 * of them is damaged or not a picture.
 */
export function pictureType(bytes: Uint8Array): string | null {
  const at = (i: number) => bytes[i] ?? -1;
  const ascii = (from: number, text: string) =>
    [...text].every((char, i) => at(from + i) === char.charCodeAt(0));
  if (ascii(0, 'RIFF') && ascii(8, 'WEBP')) return 'image/webp';
  if (at(0) === 0xff && at(1) === 0xd8 && at(2) === 0xff) return 'image/jpeg';
  if (at(0) === 0x89 && ascii(1, 'PNG')) return 'image/png';
  return null;
}

/** What a zip holds: the backup's text (still to be checked) and its pictures. */
export interface BackupZipContents {
  backup: Uint8Array;
  pictures: BackupPicture[];
  /** Picture files that are not pictures (damaged), by name. */
  damaged: string[];
}

/** An id a picture file's name gives, or null for a name that is none of ours. */
function pictureIdOf(name: string): string | null {
  const match = /^portraits\/([\w-]{1,64})\.(webp|jpe?g|png)$/i.exec(name);
  return match ? match[1]! : null;
}

/**
 * Sorts a zip's files: the backup, the pictures (checked by their first bytes), and those that
 * are damaged. Throws {@link DAMAGED_ZIP} when there is no backup in it.
 */
export function readBackupZip(files: Readonly<Record<string, Uint8Array>>): BackupZipContents {
  const backup = files[BACKUP_ENTRY];
  if (!backup) throw new Error(DAMAGED_ZIP);
  const pictures: BackupPicture[] = [];
  const damaged: string[] = [];
  for (const [name, bytes] of Object.entries(files)) {
    const id = pictureIdOf(name);
    if (!id) continue;
    const type = pictureType(bytes);
    if (type) pictures.push({ id, type, bytes });
    else damaged.push(name);
  }
  return { backup, pictures, damaged };
}

/** The words added to Import's summary about the pictures. */
export function picturesSummary(restored: number, damaged: number): string {
  const parts: string[] = [];
  if (restored > 0)
    parts.push(`${restored} ${restored === 1 ? 'portrait' : 'portraits'} restored.`);
  if (damaged > 0) {
    parts.push(
      `${damaged} ${damaged === 1 ? 'portrait was' : 'portraits were'} damaged and left out; ` +
        'those characters show their default portrait.',
    );
  }
  return parts.join(' ');
}
