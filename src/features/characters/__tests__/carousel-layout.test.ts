import { CARD_WIDTH, carouselLayout, clampPage, pageCount, rebasePage } from '../carousel-layout';

describe('carouselLayout', () => {
  test('unknown width gives the spec default: 3 cards of 300 px with the arrows beside', () => {
    for (const width of [null, undefined, 0]) {
      expect(carouselLayout(width)).toMatchObject({
        cardsPerPage: 3,
        cardWidth: 300,
        arrowsBeside: true,
      });
    }
  });

  test('a wide main area (1440 px window minus the drawer) holds 3 cards', () => {
    const layout = carouselLayout(1440 - 240 - 48);
    expect(layout).toMatchObject({ cardsPerPage: 3, cardWidth: CARD_WIDTH, arrowsBeside: true });
    expect(layout.viewportWidth).toBe(3 * 300 + 2 * 16 + 8);
    expect(layout.pageStep).toBe(3 * 316);
  });

  test('a narrower area holds fewer 300 px cards, never more than fit', () => {
    expect(carouselLayout(1024 - 240 - 48).cardsPerPage).toBe(2);
    expect(carouselLayout(700).cardsPerPage).toBe(1);
    for (let width = 200; width <= 2400; width += 7) {
      const layout = carouselLayout(width);
      const arrows = layout.arrowsBeside ? 2 * (40 + 8) : 0;
      expect(layout.viewportWidth + arrows).toBeLessThanOrEqual(width);
      expect(layout.cardsPerPage).toBeGreaterThanOrEqual(1);
      expect(layout.cardsPerPage).toBeLessThanOrEqual(3);
    }
  });

  test('on a phone (390 px window) one card, arrows below, nothing wider than the screen', () => {
    const layout = carouselLayout(390 - 24);
    expect(layout).toMatchObject({ cardsPerPage: 1, arrowsBeside: false, cardWidth: 300 });
    expect(layout.viewportWidth).toBeLessThanOrEqual(366);
    // A very small screen narrows the card instead.
    expect(carouselLayout(296).cardWidth).toBe(288);
  });
});

describe('paging', () => {
  test('7 cards at 3 per page make 3 pages; none makes 1', () => {
    expect(pageCount(7, 3)).toBe(3);
    expect(pageCount(6, 3)).toBe(2);
    expect(pageCount(0, 3)).toBe(1);
    expect(pageCount(4, 1)).toBe(4);
  });

  test('the page index stays within bounds', () => {
    expect(clampPage(-1, 3)).toBe(0);
    expect(clampPage(3, 3)).toBe(2);
    expect(clampPage(2, 2)).toBe(1);
    expect(clampPage(0, 1)).toBe(0);
  });

  test('a change in cards per page keeps the first card of the page in view', () => {
    // Page 2 at 3 per page starts with card 6; at 1 per page that is page 6, at 2 it is page 3.
    expect(rebasePage(2, 3, 1)).toBe(6);
    expect(rebasePage(2, 3, 2)).toBe(3);
    expect(rebasePage(6, 1, 3)).toBe(2);
    expect(rebasePage(7, 1, 3)).toBe(2);
  });
});
