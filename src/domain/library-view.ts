/**
 * How My Characters shows the saved characters. Kept apart from the search code, which only
 * that screen loads, because the remembered choice is read when the app starts.
 */
import { isOneOf } from './character';

const LIBRARY_VIEWS = ['carousel', 'grid', 'list'] as const;
export type LibraryView = (typeof LIBRARY_VIEWS)[number];

export const isLibraryView = isOneOf(LIBRARY_VIEWS);
