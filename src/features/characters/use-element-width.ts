import { useLayoutEffect, useState } from 'react';

/**
 * The content width of an element, kept up to date with a ResizeObserver. Null until it is
 * known (and always in a test DOM, which has no layout). Pass the element through a callback
 * ref held in state, so a new element is measured at once.
 */
export function useElementWidth(element: HTMLElement | null): number | null {
  const [width, setWidth] = useState<number | null>(null);

  useLayoutEffect(() => {
    if (!element) return undefined;
    const keep = (measured: number) => setWidth(measured > 0 ? measured : null);
    // Measured before the first paint, so the layout never jumps from three cards to one.
    keep(element.getBoundingClientRect().width);
    if (typeof ResizeObserver === 'undefined') return undefined;
    // Later sizes come with the observer's own report, measured in the layout the browser has
    // just made: asking the element again would lay the page out once more.
    const observer = new ResizeObserver(([entry]) => {
      const box = entry?.borderBoxSize[0];
      keep(box ? box.inlineSize : element.getBoundingClientRect().width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);

  return width;
}
