/**
 * A file name from a character's name: what file systems, zips and Obsidian links cannot hold
 * (slashes, `..`, `:`, `#`, brackets, control characters) is left out, and the length is kept
 * short. Apart from the writers, so a note's links name the files the export writes.
 */
export function nameStem(name: string): string {
  const stem = (name || 'Unnamed character')
    .replace(/[\\/:*?"<>|#^[\]\p{Cc}]+/gu, ' ')
    .replace(/\.{2,}/g, '.')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+|\.+$/g, '')
    .slice(0, 80)
    .trim();
  return stem || 'Unnamed character';
}
