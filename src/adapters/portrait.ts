/** What a portrait fetch needs: the fetch to use (the browser's by default) and an abort signal. */
export interface FetchPortraitOptions {
  fetch?: typeof fetch;
  signal?: AbortSignal;
}

/**
 * Fetches a portrait image. The answer must be OK and of an image content type; anything else
 * (a 404, the HTML of an SPA fallback page, a network failure, an unreadable body) resolves to
 * null so the caller can show the default picture without any noise. Only an abort rejects,
 * with the signal's reason, so the caller can tell "the card changed" from "no picture".
 */
export async function fetchPortrait(
  url: string,
  { fetch: fetchFn = globalThis.fetch, signal }: FetchPortraitOptions = {},
): Promise<Blob | null> {
  try {
    const response = await fetchFn(url, signal ? { signal } : {});
    signal?.throwIfAborted();
    const type = response.headers.get('content-type') ?? '';
    // The body of a wrong answer is left unread rather than cancelled: a cancelled response
    // shows as a failed request in the browser's tools, and it is small anyway.
    if (!response.ok || !type.trim().toLowerCase().startsWith('image/')) return null;
    const blob = await response.blob();
    signal?.throwIfAborted();
    return blob;
  } catch (error) {
    if (signal?.aborted) throw signal.reason ?? error;
    return null;
  }
}
