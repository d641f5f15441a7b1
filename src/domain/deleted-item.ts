/**
 * Deleting one item of a list the user names (a campaign, a content pack) so that Undo can take
 * it back: the item returns where it stood, under a name no other item has taken since.
 */

/** What taking back a deletion needs: the item as it was and where it stood. */
export interface Deleted<T> {
  item: T;
  index: number;
}

/** The list without the item of this id, and what Undo needs; undefined when there is none. */
export function deleteById<T extends { readonly id: string }>(
  list: readonly T[],
  id: string,
): { list: T[]; undo: Deleted<T> } | undefined {
  const index = list.findIndex((entry) => entry.id === id);
  const item = list[index];
  if (!item) return undefined;
  return { list: list.toSpliced(index, 1), undo: { item, index } };
}

/**
 * Takes a deletion back: the item returns to its place, unless one with its id is there again;
 * `freeName` renames it when another item has its name now.
 */
export function undoDeleteById<T extends { readonly id: string; readonly name: string }>(
  list: readonly T[],
  { item, index }: Deleted<T>,
  freeName: (list: readonly T[], name: string) => string,
): T[] {
  if (list.some((entry) => entry.id === item.id)) return list.slice();
  const restored = { ...item, name: freeName(list, item.name) };
  return list.toSpliced(Math.min(index, list.length), 0, restored);
}
