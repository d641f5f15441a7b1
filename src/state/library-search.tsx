import { createContext, useState, type ReactNode } from 'react';
import { useRequired } from './use-required';
import type { SortOrder } from '@/domain/library';

/** What My Characters is searching for and how it sorts. */
export interface LibrarySearch {
  query: string;
  sort: SortOrder;
}

type LibrarySearchState = [LibrarySearch, (next: LibrarySearch) => void];

const LibrarySearchContext = createContext<LibrarySearchState | undefined>(undefined);

/**
 * Keeps My Characters' search and sort order for the whole visit, so leaving the screen and
 * coming back finds the list as it was left. Not stored: a new visit starts afresh.
 */
export function LibrarySearchProvider({ children }: { children: ReactNode }) {
  const state = useState<LibrarySearch>({ query: '', sort: 'Saved order' });
  return <LibrarySearchContext.Provider value={state}>{children}</LibrarySearchContext.Provider>;
}

/** The search and sort order of My Characters, kept for the visit. */
export const useLibrarySearch = () => useRequired(LibrarySearchContext, 'LibrarySearch');
