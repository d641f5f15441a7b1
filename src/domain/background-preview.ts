/** How much of a background a saved card previews, in characters: a few lines, not the story. */
export const BACKGROUND_PREVIEW_LIMIT = 500;

/**
 * Cuts paragraphs to about `limit` characters in total, at a word boundary, with an ellipsis.
 * Returns the paragraphs unchanged when they fit.
 */
export function truncateParagraphs(
  paragraphs: readonly string[],
  limit: number = BACKGROUND_PREVIEW_LIMIT,
): { paragraphs: string[]; truncated: boolean } {
  const total = paragraphs.reduce((sum, p) => sum + p.length, 0);
  if (total <= limit) return { paragraphs: [...paragraphs], truncated: false };
  const shown: string[] = [];
  let left = limit;
  for (const paragraph of paragraphs) {
    if (paragraph.length <= left) {
      shown.push(paragraph);
      left -= paragraph.length;
      continue;
    }
    let cut = paragraph.slice(0, left);
    const space = cut.lastIndexOf(' ');
    if (space > left * 0.6) cut = cut.slice(0, space);
    shown.push(`${cut.replace(/[\s,;:.!?-]+$/, '')}…`);
    break;
  }
  return { paragraphs: shown, truncated: true };
}
