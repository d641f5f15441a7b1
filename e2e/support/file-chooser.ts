import type { FileChooser, Page } from 'playwright-core';

/**
 * The file pickers a page opens, caught from the start. Playwright only catches a picker while
 * someone listens for it, and turns catching on and off as listeners come and go: a picker opened
 * by a key press right after `waitForEvent('filechooser')` can slip through as the browser's own
 * (in a headless browser, one that never shows). Listening for the page's whole life keeps every
 * picker caught.
 */
export function catchFileChoosers(page: Page) {
  const caught: FileChooser[] = [];
  const waiting: ((chooser: FileChooser) => void)[] = [];
  page.on('filechooser', (chooser) => {
    const next = waiting.shift();
    if (next) next(chooser);
    else caught.push(chooser);
  });
  return {
    /** The next picker the page opens (or one opened already and not yet taken). */
    next(timeoutMs = 5000): Promise<FileChooser> {
      const ready = caught.shift();
      if (ready) return Promise.resolve(ready);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiting.splice(waiting.indexOf(take), 1);
          reject(new Error(`no file picker opened within ${timeoutMs} ms`));
        }, timeoutMs);
        const take = (chooser: FileChooser) => {
          clearTimeout(timer);
          resolve(chooser);
        };
        waiting.push(take);
      });
    },
  };
}
