import { useCallback, useEffect, useState } from 'react';
import { fetchPortrait } from '@/adapters/portrait';
import { DEFAULT_PORTRAIT } from '@/domain/portrait';

export interface PortraitImage {
  /**
   * What the `<img>` shows: an object URL of the fetched image (or the image's address where the
   * browser cannot make object URLs), or the default portrait. Null while the fetch runs.
   */
  src: string | null;
  /** What a click opens: the image's own address, or the default portrait's when it fell back. */
  href: string | null;
  /** True when the default portrait stands in for a missing or unusable image. */
  fellBack: boolean;
  /** For the `<img>`'s error event: a fetched body the browser cannot decode falls back too. */
  fallBack: () => void;
}

interface Loaded {
  url: string;
  src: string;
  fellBack: boolean;
}

/**
 * The picture to show for a portrait address. The image is fetched (it must answer OK with an
 * image type); a 404, another content type or a network failure shows the default portrait,
 * silently: no alert and nothing in the console. The fetch is aborted when the address changes
 * or the component unmounts, and the object URL is released with it.
 */
export function usePortrait(url: string, fetchFn?: typeof fetch): PortraitImage {
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    // Nothing better to fetch for a character without race, class or gender.
    if (url === DEFAULT_PORTRAIT) return undefined;
    const controller = new AbortController();
    let objectUrl: string | null = null;
    fetchPortrait(url, { signal: controller.signal, ...(fetchFn ? { fetch: fetchFn } : {}) }).then(
      (blob) => {
        if (controller.signal.aborted) return;
        if (!blob) {
          setLoaded({ url, src: DEFAULT_PORTRAIT, fellBack: true });
        } else if (typeof URL.createObjectURL === 'function') {
          objectUrl = URL.createObjectURL(blob);
          setLoaded({ url, src: objectUrl, fellBack: false });
        } else {
          setLoaded({ url, src: url, fellBack: false });
        }
      },
      () => {
        // Aborted because the card changed or went away: the next address takes over.
      },
    );
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url, fetchFn]);

  const fallBack = useCallback(() => {
    setLoaded((current) =>
      current && current.url === url && !current.fellBack
        ? { url, src: DEFAULT_PORTRAIT, fellBack: true }
        : current,
    );
  }, [url]);

  // A result for an earlier address is never shown for the current one.
  const current: Loaded | null =
    url === DEFAULT_PORTRAIT
      ? { url, src: DEFAULT_PORTRAIT, fellBack: true }
      : loaded && loaded.url === url
        ? loaded
        : null;
  return {
    src: current?.src ?? null,
    href: current ? (current.fellBack ? DEFAULT_PORTRAIT : url) : null,
    fellBack: current?.fellBack ?? false,
    fallBack,
  };
}
