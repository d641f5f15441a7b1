import { waitFor } from '@testing-library/react';

/**
 * The sheets sent to print, once they are on the page; their pictures are then loaded. With
 * `sheets`, the print root holding that many sheets (another may be kept ready beside it).
 */
export async function printedSheets(sheets?: number): Promise<HTMLElement> {
  const root = await waitFor(() => {
    const roots = [...document.querySelectorAll<HTMLElement>('body > .cg-print-root')];
    const found = roots.find(
      (r) => sheets === undefined || r.querySelectorAll('.cg-sheet').length === sheets,
    );
    if (!found) throw new Error('no sheets yet');
    return found;
  });
  for (const img of root.querySelectorAll('img')) {
    Object.defineProperty(img, 'complete', { value: true });
    Object.defineProperty(img, 'naturalWidth', { value: 171 });
    img.dispatchEvent(new Event('load'));
  }
  return root;
}

/** A picture added to `root` whose loading the test decides: `load()` finishes it. */
export function picture(root: HTMLElement, src: string) {
  const img = document.createElement('img');
  img.src = src;
  root.append(img);
  let loaded = false;
  Object.defineProperty(img, 'complete', { get: () => loaded });
  Object.defineProperty(img, 'naturalWidth', { get: () => (loaded ? 100 : 0) });
  return {
    img,
    load() {
      loaded = true;
      img.dispatchEvent(new Event('load'));
    },
  };
}
