import type { StoryLength } from './settings';

/** How much of a background a saved card previews, in characters: a few lines, not the story. */
export const BACKGROUND_PREVIEW_LIMIT = 500;

/**
 * The preview for each story length, in proportion to its paragraphs (2, about 5, about 8), so a
 * short story is glanced at and a long one shows as much of itself as a standard one does.
 */
export const PREVIEW_LIMITS: Readonly<Record<StoryLength, number>> = {
  short: 200,
  standard: BACKGROUND_PREVIEW_LIMIT,
  long: 800,
};

/**
 * The shortest piece of a cut paragraph worth showing: below this a reader gets a stub such as
 * `M…` that says nothing, so the paragraph is left for "Show More" instead.
 */
export const SHORTEST_CUT_PARAGRAPH = 40;

/** Cuts text to at most `limit` characters, at the last word boundary when there is one. */
function cutAtWord(text: string, limit: number): string {
  const cut = text.slice(0, limit);
  // The limit falls between two words: nothing is cut in half.
  if (limit >= text.length || /\s/.test(text.charAt(limit))) return cut.trimEnd();
  const space = cut.search(/\s\S*$/);
  // One word longer than the limit (no space to cut at) is cut where the limit falls.
  return space > 0 ? cut.slice(0, space) : cut;
}

/**
 * Cuts paragraphs to about `limit` characters in total, at a word boundary, with an ellipsis; a
 * last paragraph that would show fewer than `SHORTEST_CUT_PARAGRAPH` characters is left out.
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
    const cut = cutAtWord(paragraph, left).replace(/[\s,;:.!?—–-]+$/, '');
    // The first paragraph is always shown, however it has to be cut.
    if (cut.length >= SHORTEST_CUT_PARAGRAPH || shown.length === 0) shown.push(`${cut}…`);
    break;
  }
  return { paragraphs: shown, truncated: true };
}
