/** The languages the interface is offered in, each named in its own language. */
export const INTERFACE_LANGUAGES = [
  { code: 'en', label: 'English' },
  { code: 'de', label: 'Deutsch' },
  { code: 'fr', label: 'Français' },
  { code: 'es', label: 'Español' },
  { code: 'pt-BR', label: 'Português (Brasil)' },
  { code: 'it', label: 'Italiano' },
  { code: 'pl', label: 'Polski' },
] as const;

export type InterfaceLanguage = (typeof INTERFACE_LANGUAGES)[number]['code'];

/**
 * A made-up language the browser tests switch to: every message accented and longer, so text the
 * catalogs miss, or a label that no longer fits, shows at once. It is never offered in Settings.
 */
export const PSEUDO_LANGUAGE = 'en-XA';

/** What the interface can be shown in: an offered language or the tests' pseudo-language. */
export type ShownLanguage = InterfaceLanguage | typeof PSEUDO_LANGUAGE;

export const ENGLISH: InterfaceLanguage = 'en';

export const isInterfaceLanguage = (value: unknown): value is InterfaceLanguage =>
  INTERFACE_LANGUAGES.some((language) => language.code === value);

/** A stored choice: an offered language, the pseudo-language, or '' (none chosen yet). */
export const isStoredInterfaceLanguage = (value: string): value is ShownLanguage | '' =>
  value === '' || value === PSEUDO_LANGUAGE || isInterfaceLanguage(value);

/**
 * The offered language a browser's preferred language (`de-AT`, `pt-br`, `fr`) stands for; a
 * Portuguese other than Brazil's is still closer to it than to English.
 */
function offeredFor(tag: string): InterfaceLanguage | null {
  const lower = tag.toLowerCase();
  const exact = INTERFACE_LANGUAGES.find((language) => language.code.toLowerCase() === lower);
  if (exact) return exact.code;
  const base = lower.split('-')[0];
  if (base === 'pt') return 'pt-BR';
  return isInterfaceLanguage(base) ? base : null;
}

/**
 * The language the interface is shown in: the stored choice, else the first of the browser's
 * preferred languages that is offered, else English.
 */
export function resolveInterfaceLanguage(
  stored: string,
  preferred: readonly string[],
): ShownLanguage {
  if (isStoredInterfaceLanguage(stored) && stored !== '') return stored;
  for (const tag of preferred) {
    const offered = offeredFor(tag);
    if (offered) return offered;
  }
  return ENGLISH;
}
