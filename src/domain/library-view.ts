/**
 * How My Characters shows the saved characters. Kept apart from the search code, which only
 * that screen loads, because the remembered choice is read when the app starts.
 */
const LIBRARY_VIEWS = ['carousel', 'grid'] as const;
export type LibraryView = (typeof LIBRARY_VIEWS)[number];

export const isLibraryView = (value: unknown): value is LibraryView =>
  typeof value === 'string' && (LIBRARY_VIEWS as readonly string[]).includes(value);
