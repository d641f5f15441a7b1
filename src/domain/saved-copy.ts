/**
 * `Update saved copy`: a saved character replaced by the version edited on the card.
 */
import type { Character } from './character';

/** A character's content as one text, its keys in order, without the saved copy's own fields. */
function contentOf(character: Character): string {
  const sorted = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(sorted)
      : value && typeof value === 'object'
        ? Object.fromEntries(
            Object.entries(value)
              .sort(([a], [b]) => (a < b ? -1 : 1))
              .map(([key, v]) => [key, sorted(v)]),
          )
        : value;
  const { id: _id, notes: _notes, updatedAt: _time, ...content } = character;
  return JSON.stringify(sorted(content));
}

/** True when two characters differ only in id, notes and time: the same content. */
export const sameContent = (a: Character, b: Character): boolean => contentOf(a) === contentOf(b);

/** The first of `ids` that is a saved character, if any. */
export function firstSaved(
  saved: readonly Character[],
  ids: readonly string[],
): Character | undefined {
  const byId = new Map(saved.map((c) => [c.id, c]));
  for (const id of ids) {
    const found = byId.get(id);
    if (found) return found;
  }
  return undefined;
}

/**
 * The saved character updated with the card's edited version: the content is the card's, while
 * the identity, the notes and the place in the list stay the saved copy's.
 */
export function updatedCopy(saved: Character, edited: Character, now: Date): Character {
  const copy: Character = { ...edited, id: saved.id, updatedAt: now.toISOString() };
  if (saved.notes) copy.notes = saved.notes;
  else delete copy.notes;
  return copy;
}
