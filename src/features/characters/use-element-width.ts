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
    const measure = () => {
      const measured = element.getBoundingClientRect().width;
      setWidth(measured > 0 ? measured : null);
    };
    // Measured before the first paint, so the layout never jumps from three cards to one.
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);

  return width;
}
