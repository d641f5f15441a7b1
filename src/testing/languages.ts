import { getDefaultNormalizer } from '@testing-library/react';

/** A language's catalog arrives as a download does: the first import can take seconds. */
export const ARRIVES = { timeout: 10000 };

/** Text as written, its non-breaking spaces (French, before a colon) kept. */
export const AS_WRITTEN = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };

/** Loads the German, French and Polish catalogs once, before a file's tests read them. */
export const loadCatalogs = () =>
  Promise.all([
    import('@/domain/i18n/catalogs/de.json'),
    import('@/domain/i18n/catalogs/fr.json'),
    import('@/domain/i18n/catalogs/pl.json'),
  ]);
