import { useCallback, useEffect, useMemo } from 'react';
import type { Character } from '@/domain/character';
import { filterCharacters, searchTextOf, sortCharacters, type SortOrder } from '@/domain/library';
import { useLibrarySearch } from '@/state/library-search';

/**
 * The search text and sort order of My Characters (kept while the app is open), and the
 * characters they leave, in order.
 * `visible` is what the screen shows, so anything acting on "the characters shown" (printing
 * them, say) takes it from here.
 */
export function useCharacterSearch(characters: readonly Character[]) {
  // Kept for the visit: coming back to the screen finds the same search and order.
  const [{ query, sort }, setSearch] = useLibrarySearch();
  const setQuery = useCallback(
    (next: string) => setSearch({ query: next, sort }),
    [setSearch, sort],
  );
  const setSort = useCallback(
    (next: SortOrder) => setSearch({ query, sort: next }),
    [setSearch, query],
  );
  // Sorting waits for a new list or order; each keystroke only filters the sorted list, and
  // every character's folded text is worked out once, so typing stays quick with thousands.
  const sorted = useMemo(() => sortCharacters(characters, sort), [characters, sort]);
  // The folded text of every character is prepared while the page is idle, so the first
  // keystroke does not pay for it.
  useEffect(() => {
    const prepare = () => characters.forEach(searchTextOf);
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(prepare, 200);
      return () => clearTimeout(timer);
    }
    const handle = requestIdleCallback(prepare, { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }, [characters]);
  const visible = useMemo(() => filterCharacters(sorted, query), [sorted, query]);
  return { query, setQuery, sort, setSort, visible };
}
