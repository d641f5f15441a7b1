import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while the screen is the page painted at build time, true once the app's own code runs it:
 * a control that cannot wait for the app (a file picker opens only at the visitor's own click)
 * is drawn as not ready until then.
 */
export function useAppLive(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
