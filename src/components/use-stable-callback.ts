import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A function that never changes identity but always calls the newest `callback`. Handed to
 * memoised buttons, it lets them stay as they are when only the character changes (a reroll's
 * handler closes over the character, so it is new on every Generate).
 */
export function useStableCallback<Args extends unknown[], Result>(
  callback: (...args: Args) => Result,
): (...args: Args) => Result {
  const latest = useRef(callback);
  useLayoutEffect(() => {
    latest.current = callback;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}
