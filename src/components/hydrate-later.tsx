import { Suspense, type ReactNode } from 'react';

/**
 * Lets the app take over this part of the page painted at build time after the rest of the
 * screen. When the app adopts that page (see src/app/painted-page.ts), React adopts a boundary
 * like this one in its own pass, in short slices once the screen's main controls already work,
 * so the first visitor can use Generate sooner. A click or focus that lands here meanwhile is
 * held and replayed as soon as this part is adopted. Anywhere else it renders its children as
 * they are; nothing inside suspends.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return <Suspense>{children}</Suspense>;
}
