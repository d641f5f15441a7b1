/**
 * What became of a share: the system sheet took it, the user closed the sheet, or there is no
 * sheet to use (none in this browser, or it failed), so the caller offers another way.
 */
export type ShareOutcome = 'shared' | 'cancelled' | 'unavailable';

/** Opens the system share sheet with a title and a link, where the browser has one. */
export async function openShareSheet(
  data: { title: string; url: string },
  nav: Partial<Pick<Navigator, 'share'>> = navigator,
): Promise<ShareOutcome> {
  if (typeof nav.share !== 'function') return 'unavailable';
  try {
    await nav.share(data);
    return 'shared';
  } catch (error) {
    // Closing the share sheet is not an error.
    if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    return 'unavailable';
  }
}
