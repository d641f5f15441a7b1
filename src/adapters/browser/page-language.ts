/**
 * The browser's preferred languages, most preferred first; none where there is no browser (the
 * build's own render, which paints English).
 */
export function browserLanguages(): readonly string[] {
  if (typeof document === 'undefined' || typeof navigator === 'undefined') return [];
  if (navigator.languages?.length) return navigator.languages;
  return navigator.language ? [navigator.language] : [];
}

/** Tells the browser (and screen readers, and hyphenation) the language the page is in. */
export function setPageLanguage(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
