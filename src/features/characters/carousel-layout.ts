/**
 * The My Characters carousel's geometry and paging arithmetic, kept free of React so it can be
 * tested on its own.
 *
 * The spec asks for 3 cards per page, 300 px cards, "250 px per card per page" of carousel width
 * and a 600 px height. Three 300 px cards cannot sit in 750 px without overlapping or being
 * squeezed, so the cards keep their 300 px and the carousel is as wide as the cards on a page
 * (3 × 300 px plus the gaps); the height is 600 px. Where fewer cards fit (a narrow window, a
 * phone), a page holds fewer cards, so nothing ever scrolls sideways.
 */

/** Cards per page where there is room for them. */
const CARDS_PER_PAGE = 3;
/** A card's width. */
export const CARD_WIDTH = 300;
/** The carousel's height. */
export const CAROUSEL_HEIGHT = 600;
/** Space between two cards. */
export const CARD_GAP = 16;
/** Room around the cards inside the clipped viewport, so their shadows are not cut off. */
export const SHADOW_ROOM = 4;
/** A paging arrow (a medium IconButton) and the space between it and the cards. */
const ARROW_SIZE = 40;
export const ARROW_GAP = 8;

export interface CarouselLayout {
  cardsPerPage: number;
  cardWidth: number;
  /** True when the arrows sit left and right of the cards; false puts them under the cards. */
  arrowsBeside: boolean;
  /** The clipped viewport's width, shadow room included. */
  viewportWidth: number;
  /** How far one page moves the row of cards. */
  pageStep: number;
}

function layout(cardsPerPage: number, cardWidth: number, arrowsBeside: boolean): CarouselLayout {
  return {
    cardsPerPage,
    cardWidth,
    arrowsBeside,
    viewportWidth: cardsPerPage * cardWidth + (cardsPerPage - 1) * CARD_GAP + 2 * SHADOW_ROOM,
    pageStep: cardsPerPage * (cardWidth + CARD_GAP),
  };
}

/**
 * How the carousel fits in `available` px of width. Unknown width (before layout, or in a
 * test DOM) gives the desktop layout: 3 cards per page with the arrows beside them.
 */
export function carouselLayout(available: number | null | undefined): CarouselLayout {
  if (!available || available <= 0) return layout(CARDS_PER_PAGE, CARD_WIDTH, true);
  const besideArrows = available - 2 * (ARROW_SIZE + ARROW_GAP) - 2 * SHADOW_ROOM;
  if (besideArrows < CARD_WIDTH) {
    // A phone: one card as wide as it can be (at most 300 px), the arrows below it.
    const width = Math.max(160, Math.min(CARD_WIDTH, Math.floor(available) - 2 * SHADOW_ROOM));
    return layout(1, width, false);
  }
  const fit = Math.floor((besideArrows + CARD_GAP) / (CARD_WIDTH + CARD_GAP));
  return layout(Math.max(1, Math.min(CARDS_PER_PAGE, fit)), CARD_WIDTH, true);
}

/** The number of pages for `count` cards; an empty list still has one (empty) page. */
export function pageCount(count: number, cardsPerPage: number): number {
  return Math.max(1, Math.ceil(count / Math.max(1, cardsPerPage)));
}

/** A page index kept within 0 … pages − 1 (a deleted last card never leaves an empty page). */
export function clampPage(page: number, pages: number): number {
  return Math.min(Math.max(0, Math.floor(page)), Math.max(0, pages - 1));
}

/** The page that still shows the first card of `page` after the cards per page changed. */
export function rebasePage(page: number, fromCardsPerPage: number, toCardsPerPage: number): number {
  return Math.floor((page * fromCardsPerPage) / Math.max(1, toCardsPerPage));
}
