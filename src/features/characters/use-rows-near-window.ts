import { useLayoutEffect, useState } from 'react';

/** The rows of fixed height that are on screen or near it, from the list's place in the window. */
function rowsNearWindow(
  element: HTMLElement,
  rowCount: number,
  rowHeight: number,
  overscan: number,
) {
  const top = -element.getBoundingClientRect().top;
  const bottom = top + window.innerHeight;
  return {
    first: Math.max(0, Math.floor(top / rowHeight) - overscan),
    last: Math.min(rowCount - 1, Math.floor(bottom / rowHeight) + overscan),
  };
}

/**
 * Which rows of a long list that scrolls with the page are near the window, kept up to date
 * as the page scrolls or resizes: the first and last row to render, `overscan` rows beyond
 * the window on each side so that scrolling and Tab never meet a gap.
 */
export function useRowsNearWindow(
  container: HTMLElement | null,
  rowCount: number,
  rowHeight: number,
  overscan: number,
) {
  const [range, setRange] = useState({ first: 0, last: overscan });
  useLayoutEffect(() => {
    if (!container) return undefined;
    let frame = 0;
    const update = () => {
      frame = 0;
      const next = rowsNearWindow(container, rowCount, rowHeight, overscan);
      setRange((r) => (r.first === next.first && r.last === next.last ? r : next));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [container, rowCount, rowHeight, overscan]);
  return { first: Math.min(range.first, Math.max(0, rowCount - 1)), last: range.last };
}
