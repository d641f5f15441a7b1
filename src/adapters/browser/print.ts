/** How long printing waits for pictures at most; a slow picture does not hold the print back. */
const IMAGE_WAIT_MS = 3000;

export interface ImageWaitOptions {
  /** Whether a picture is ready; by default, once it has loaded or failed. */
  isReady?: (img: HTMLImageElement) => boolean;
  timeoutMs?: number;
}

/**
 * Resolves once every picture under `root` is ready, or after the time limit. Readiness is checked
 * again on each load and error, so a picture the page swaps in after an error is waited for.
 */
export function imagesReady(
  root: ParentNode,
  { isReady = (img) => img.complete, timeoutMs = IMAGE_WAIT_MS }: ImageWaitOptions = {},
): Promise<void> {
  const cleanups: (() => void)[] = [];
  const waits = [...root.querySelectorAll('img')]
    .filter((img) => !isReady(img))
    .map(
      (img) =>
        new Promise<void>((resolve) => {
          const check = () => {
            if (isReady(img)) resolve();
          };
          img.addEventListener('load', check);
          img.addEventListener('error', check);
          cleanups.push(() => {
            img.removeEventListener('load', check);
            img.removeEventListener('error', check);
          });
        }),
    );
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, timeoutMs);
  });
  return Promise.race([Promise.all(waits), limit]).then(() => {
    clearTimeout(timer);
    cleanups.forEach((stop) => stop());
  });
}

/**
 * Opens the browser's print dialog. `onDone` runs once when printing is over (the dialog closed),
 * which some browsers report only later, or never where `print()` is ignored.
 */
export function printPage(onDone: () => void, win: Window = window): void {
  win.addEventListener('afterprint', onDone, { once: true });
  try {
    win.print();
  } catch (error) {
    win.removeEventListener('afterprint', onDone);
    throw error;
  }
}
