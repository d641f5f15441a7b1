import { browserLanguages } from '@/adapters/browser/page-language';

/** The browser's preferred languages, most preferred first (they choose until the user does). */
export const useBrowserLanguages = (): readonly string[] => browserLanguages();
