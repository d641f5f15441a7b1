import { Suspense, type ReactNode } from 'react';

/**
 * Lets the app adopt this part of the page painted at build time in a pass of its own, after the
 * screen's main controls already work, so a first visitor can use Generate sooner. Nothing
 * inside suspends: anywhere else it renders its children as they are.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return <Suspense>{children}</Suspense>;
}
