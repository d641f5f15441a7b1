import { BASE_PATH } from './paths';

/**
 * The build paints every page in each interface language. A page's English copy keeps its name;
 * another language's copy carries the language before the extension (`index.de.html`).
 */
export const pageFileIn = (file: string, language: string): string =>
  language === 'en' ? file : file.replace(/\.html$/, `.${language}.html`);

/**
 * Where the interface language the user chose is left for what reads it before the app starts:
 * the server reads the cookie, the service worker the cache entry. Neither is written while no
 * language has been chosen (the browser's own preference decides then).
 */
export const LANGUAGE_CHOICE = {
  cookie: 'cg_language',
  cache: 'interface-language',
  url: `${BASE_PATH}/interface-language`,
} as const;
