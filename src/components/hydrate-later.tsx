import { Suspense, type ReactNode } from 'react';
import { ADOPTION_ATTRIBUTES } from '@/config/first-paint';

/** The part's own box takes no room: its children are laid out as if it were not there. */
const NO_BOX = { display: 'contents' } as const;

/** Marks the part once the app has adopted it (its handlers are on from this commit). */
const markAdopted = (part: HTMLDivElement | null) => {
  part?.setAttribute(ADOPTION_ATTRIBUTES.adopted, '');
};

/**
 * Lets the app adopt this part of the page painted at build time in a pass of its own, after the
 * screen's main controls already work, so a first visitor can use Generate sooner. Nothing
 * inside suspends: anywhere else it renders its children as they are. The part says when it is
 * adopted, so a press held before then waits for it (see app/start-up/early-input.ts).
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return (
    <Suspense>
      <div {...{ [ADOPTION_ATTRIBUTES.laterPart]: '' }} style={NO_BOX} ref={markAdopted}>
        {children}
      </div>
    </Suspense>
  );
}
