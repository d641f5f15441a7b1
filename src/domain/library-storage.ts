/**
 * What fills browser storage, in words: said when the browser refuses a write for lack of room,
 * so the user knows what to export and delete.
 */

/** How much room a stored text takes: browsers count two bytes for each of its UTF-16 units. */
export const storedBytes = (text: string | null): number => (text?.length ?? 0) * 2;

const KB = 1024;
const MB = 1024 * KB;

/** A size as a reader takes it in: whole KB below a megabyte (1 KB at least), MB with one decimal. */
export function formatBytes(bytes: number): string {
  if (bytes < MB) return `${bytes > 0 ? Math.max(1, Math.round(bytes / KB)) : 0} KB`;
  return `${(bytes / MB).toFixed(1)} MB`;
}

/** The sizes of what the app stores that the user can do something about. */
export interface StoredSizes {
  characters: number;
  history: number;
  /** The uploaded portraits, kept apart from the characters; unsaid while there are none. */
  pictures?: number;
}

/**
 * The whole message for a write refused for lack of room: what failed (`opening`, a sentence),
 * what fills the storage, and what to do about it.
 */
export function storageFullMessage(opening: string, sizes: StoredSizes): string {
  const pictures = sizes.pictures ? `, their portraits ${formatBytes(sizes.pictures)}` : '';
  return (
    `${opening} Saved characters take ${formatBytes(sizes.characters)}${pictures} and History ` +
    `${formatBytes(sizes.history)}. Export a backup, then delete characters you no longer ` +
    'need or clear History to make room.'
  );
}
