/**
 * How Import folds a file's characters into the saved ones: the copy changed last wins, so notes
 * written on one device arrive on another.
 */
import type { Character } from './character';

/** When a copy last changed, in ms; a copy with no (readable) time is the oldest. */
const changedAt = (character: Character): number => {
  const time = character.updatedAt ? Date.parse(character.updatedAt) : NaN;
  return Number.isFinite(time) ? time : -Infinity;
};

/** The saved list after an import, what each imported character did, and how to take it back. */
export interface ImportMerge {
  characters: Character[];
  /** Ids of the characters the file added, at the end of the list. */
  added: string[];
  /** The saved copies the file's newer ones replaced, as they were. */
  replaced: Character[];
  /** Characters the file holds in the same or an older copy. */
  unchanged: number;
}

/**
 * Merges imported characters into the saved list: one with a new id is added at the end; one
 * already saved replaces the saved copy in its place when the file's copy changed later, and is
 * skipped when it is older or the same.
 */
export function mergeImported(
  saved: readonly Character[],
  imported: readonly Character[],
): ImportMerge {
  const characters = saved.slice();
  const at = new Map(saved.map((c, index) => [c.id, index]));
  const merge: ImportMerge = { characters, added: [], replaced: [], unchanged: 0 };
  for (const character of imported) {
    const index = at.get(character.id);
    const current = index === undefined ? undefined : characters[index];
    if (index === undefined || !current) {
      at.set(character.id, characters.push(character) - 1);
      merge.added.push(character.id);
    } else if (changedAt(character) > changedAt(current)) {
      characters[index] = character;
      merge.replaced.push(current);
    } else {
      merge.unchanged += 1;
    }
  }
  return merge;
}

/**
 * Takes an import back from the list as it is now: the characters it added leave, the copies it
 * replaced come back in their places; whatever else changed since stays.
 */
export function undoImport(current: readonly Character[], merge: ImportMerge): Character[] {
  const added = new Set(merge.added);
  const before = new Map(merge.replaced.map((c) => [c.id, c]));
  return current.filter((c) => !added.has(c.id)).map((c) => before.get(c.id) ?? c);
}
