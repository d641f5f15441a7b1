import { useCallback, useEffect, useMemo } from 'react';
import type { Character } from '@/domain/character';
import { filterCharacters, searchTextOf, sortCharacters, type SortOrder } from '@/domain/library';
import type { CampaignFilter } from '@/domain/campaigns';
import { filterByCampaign, filterInEffect } from '@/domain/campaign-filing';
import { useLibrarySearch } from '@/state/library-search';
import { useCampaigns } from '@/state/campaigns';

/**
 * The search text, sort order and campaign of My Characters (kept across visits), and the
 * characters they leave, in order.
 * `visible` is what the screen shows, so anything acting on "the characters shown" (printing
 * them, say) takes it from here.
 */
export function useCharacterSearch(characters: readonly Character[]) {
  const [search, setSearch] = useLibrarySearch();
  const { query, sort } = search;
  const { campaigns } = useCampaigns();
  const campaign = filterInEffect(search.campaign, campaigns);
  const setQuery = useCallback(
    (next: string) => setSearch({ ...search, query: next }),
    [setSearch, search],
  );
  const setSort = useCallback(
    (next: SortOrder) => setSearch({ ...search, sort: next }),
    [setSearch, search],
  );
  const setCampaign = useCallback(
    (next: CampaignFilter) => setSearch({ ...search, campaign: next }),
    [setSearch, search],
  );
  // Sorting waits for a new list or order; each keystroke only filters the sorted list, and
  // every character's folded text is worked out once, so typing stays quick with thousands.
  const sorted = useMemo(() => sortCharacters(characters, sort), [characters, sort]);
  const inCampaign = useMemo(
    () => filterByCampaign(sorted, campaign, campaigns),
    [sorted, campaign, campaigns],
  );
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
  const visible = useMemo(() => filterCharacters(inCampaign, query), [inCampaign, query]);
  return { query, setQuery, sort, setSort, campaign, setCampaign, visible };
}
