import { createContext, useState } from 'react';
import { useRequired } from './use-required';
import { isSortOrder, type SortOrder } from '@/domain/library';
import { ALL_CAMPAIGNS, type CampaignFilter } from '@/domain/campaigns';
import { isRecord, parseJson } from '@/domain/records';
import { browserStorage, type StorageLike } from '@/adapters/storage/local-storage';
import { STORAGE_KEYS } from '@/config/storage-keys';
import {
  createPersistedStore,
  useLoadWarnings,
  usePersistedValue,
  type StoredProviderProps,
} from './persisted-store';

/** What My Characters is searching for, how it sorts and which campaign it shows. */
export interface LibrarySearch {
  query: string;
  sort: SortOrder;
  campaign: CampaignFilter;
}

type LibrarySearchState = [LibrarySearch, (next: LibrarySearch) => void];

const LibrarySearchContext = createContext<LibrarySearchState | undefined>(undefined);

const EMPTY: LibrarySearch = { query: '', sort: 'Saved order', campaign: ALL_CAMPAIGNS };

/** Reads what was stored; a part that does not read falls back on its own, never an error. */
function readSearch(raw: string): LibrarySearch {
  const json = parseJson(raw);
  if (!isRecord(json)) return EMPTY;
  return {
    query: typeof json.query === 'string' ? json.query : '',
    sort: isSortOrder(json.sort) ? json.sort : EMPTY.sort,
    campaign: typeof json.campaign === 'string' && json.campaign ? json.campaign : ALL_CAMPAIGNS,
  };
}

const createSearchStore = (storage: StorageLike | null) =>
  createPersistedStore<LibrarySearch>({
    storage,
    key: STORAGE_KEYS.charactersSearch,
    name: 'search of My Characters',
    instead: 'every character shows',
    empty: EMPTY,
    parse: (raw) => ({ value: readSearch(raw) }),
    serialise: (search) => JSON.stringify(search),
    // Each tab keeps the search it shows.
    crossTab: false,
  });

/**
 * Keeps My Characters' search, sort order and campaign across visits, so coming back to the
 * screen (or to the app) finds the list as it was left.
 */
export function LibrarySearchProvider({
  children,
  storage = browserStorage(),
}: StoredProviderProps) {
  const [store] = useState(() => createSearchStore(storage));
  const [stores] = useState(() => [store]);
  useLoadWarnings(stores);
  const search = usePersistedValue(store);
  const [set] = useState(
    () => (next: LibrarySearch) => void store.save(next, { evenIfRefused: true }),
  );
  return (
    <LibrarySearchContext.Provider value={[search, set]}>{children}</LibrarySearchContext.Provider>
  );
}

/** The search, sort order and campaign filter of My Characters, kept across visits. */
export const useLibrarySearch = () => useRequired(LibrarySearchContext, 'LibrarySearch');
