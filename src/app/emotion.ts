/** The key of MUI's style cache: the same at build time and in the browser, so the browser's
 * cache adopts the styles written into the page instead of adding them again. */
export const EMOTION_CACHE_KEY = 'css';
