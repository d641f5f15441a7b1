import { useLayoutEffect, useRef, useState } from 'react';

/** Where the list sits in the window: how far its top is above the window's, and the height. */
interface Placement {
  top: number;
  windowHeight: number;
}

const placementOf = (element: HTMLElement): Placement => ({
  top: -element.getBoundingClientRect().top,
  windowHeight: window.innerHeight,
});

/** The rows of fixed height that are on screen or near it, from the list's place in the window. */
function rowsNearWindow(
  { top, windowHeight }: Placement,
  rowCount: number,
  rowHeight: number,
  overscan: number,
) {
  const bottom = top + windowHeight;
  return {
    first: Math.max(0, Math.floor(top / rowHeight) - overscan),
    last: Math.min(rowCount - 1, Math.floor(bottom / rowHeight) + overscan),
  };
}

/**
 * Which rows of a long list that scrolls with the page are near the window, kept up to date
 * as the page scrolls or resizes: the first and last row to render, `overscan` rows beyond
 * the window on each side so that scrolling and Tab never meet a gap.
 *
 * The list's place is measured when it appears, scrolls or resizes, not each time its length
 * changes (a search or a filter): measuring lays the page out at once, and a list whose top is
 * in the window keeps it there whatever its length, so its rows follow from the place known.
 * A list scrolled into keeps being measured, since a shorter one may pull the page back up.
 */
export function useRowsNearWindow(
  container: HTMLElement | null,
  rowCount: number,
  rowHeight: number,
  overscan: number,
) {
  const [placement, setPlacement] = useState<Placement | null>(null);
  const measure = useRef<(() => void) | null>(null);
  useLayoutEffect(() => {
    if (!container) return undefined;
    let frame = 0;
    const update = () => {
      frame = 0;
      const next = placementOf(container);
      setPlacement((p) =>
        p && p.top === next.top && p.windowHeight === next.windowHeight ? p : next,
      );
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    measure.current = update;
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      measure.current = null;
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [container]);
  const scrolledInto = placement !== null && placement.top > 0;
  useLayoutEffect(() => {
    if (scrolledInto) measure.current?.();
  }, [rowCount, scrolledInto]);
  const range = placement
    ? rowsNearWindow(placement, rowCount, rowHeight, overscan)
    : { first: 0, last: overscan };
  return { first: Math.min(range.first, Math.max(0, rowCount - 1)), last: range.last };
}
