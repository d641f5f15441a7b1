import { LANGUAGE_CHOICE } from '@/config/language-pages';

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

/** A year: the choice stays as long as the app's other settings. */
const CHOICE_KEPT_SECONDS = 365 * 24 * 60 * 60;

/**
 * Leaves the interface language the user chose where the server and the service worker read it
 * before the app starts, so the next visit's first paint is already in it; no choice (`''`)
 * clears it. A cache that cannot be written only costs that first paint.
 */
export function rememberLanguageChoice(choice: string): void {
  if (typeof document === 'undefined') return;
  const { cookie, cache, url } = LANGUAGE_CHOICE;
  const value = encodeURIComponent(choice);
  document.cookie = `${cookie}=${value}; path=/; max-age=${choice ? CHOICE_KEPT_SECONDS : 0}; SameSite=Lax`;
  if (typeof caches === 'undefined') return;
  void caches
    .open(cache)
    .then(async (store) => {
      if (choice) await store.put(url, new Response(choice));
      else await store.delete(url);
    })
    .catch(() => undefined);
}
