import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while the screen is the page painted at build time (the build's render, and the app's
 * first pass when it adopts that page as it is), true once the app's own code runs it. A control
 * that cannot wait for the app (a file picker only opens at the visitor's own click) is drawn as
 * not ready until then; anything else on the painted page is held and carried out by the app.
 */
export function useAppLive(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
