/** Thrown when text cannot be put on the clipboard; the message says why, in a user's words. */
export class ClipboardError extends Error {
  override readonly name = 'ClipboardError';

  constructor(
    message: string,
    /** Why: the page has no clipboard here, or the browser said no. */
    readonly reason: 'unavailable' | 'refused',
  ) {
    super(message);
  }
}

/**
 * Puts text on the clipboard. Throws {@link ClipboardError} where the browser has no clipboard
 * for the page or refuses it.
 */
export async function writeClipboardText(
  text: string,
  nav: Pick<Navigator, 'clipboard'> = navigator,
): Promise<void> {
  if (!nav.clipboard?.writeText) {
    throw new ClipboardError('this browser does not let the page use the clipboard', 'unavailable');
  }
  try {
    await nav.clipboard.writeText(text);
  } catch {
    throw new ClipboardError('the browser refused access to the clipboard', 'refused');
  }
}
