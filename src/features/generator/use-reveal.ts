import { useEffect, useRef, type RefObject } from 'react';

/**
 * Why the card shows another character: Generate, a pick (a History row, a member in the group's
 * section) or a member chosen in the strip of members above the card.
 */
export type RevealReason = 'generate' | 'pick' | 'member';

/** The strip of a group's members above the card, while the card shows one of them. */
const MEMBER_STRIP = '[data-member-strip]';

/** 56 px: the app bar fixed over the top of a phone's screen. */
const APP_BAR = 56;

/**
 * Scrolls `target` to the top of the screen unless its first lines are in view already: below the
 * phone's app bar and above the action bar that sticks to the foot of the screen.
 */
function bringIntoView(target: Element | null | undefined) {
  if (!target) return;
  // Measured just before the next frame, once everything this change writes to the page is in,
  // so the page is laid out once for it rather than twice.
  requestAnimationFrame(() => {
    const { top, bottom } = target.getBoundingClientRect();
    const bar = document.querySelector('[data-action-bar]')?.getBoundingClientRect();
    const foot = bar && bar.top < window.innerHeight ? bar.top : window.innerHeight;
    // A tall card counts as in view when its first lines are.
    const below = Math.min(bottom, top + 120) > foot;
    if (top < APP_BAR || below) target.scrollIntoView?.({ block: 'start' });
  });
}

/**
 * After Generate or a pick the new name is brought into view (on a phone the user may be far down
 * the story, or in History below the card), with the strip of members above it when the card
 * shows a group's member; a picked row's button is gone, so the keyboard focus moves to the name
 * it brought back. Set the returned ref's value before the card changes.
 */
export function useReveal(
  cardRef: RefObject<HTMLElement | null>,
  currentId: string,
  loading: boolean,
) {
  const reveal = useRef<RevealReason | null>(null);
  const shownId = useRef(currentId);
  useEffect(() => {
    const heading = cardRef.current?.querySelector<HTMLElement>('article h2');
    // While a model writes, the top of the card shows the name and story as they arrive.
    if (loading) {
      if (reveal.current === 'generate') bringIntoView(cardRef.current?.querySelector('article'));
      return;
    }
    const why = reveal.current;
    const changed = shownId.current !== currentId;
    reveal.current = null;
    shownId.current = currentId;
    if (!why || !changed || !heading) return;
    const strip = why === 'generate' ? null : cardRef.current?.querySelector(MEMBER_STRIP);
    bringIntoView(strip ?? heading);
    if (why === 'pick') heading.focus({ preventScroll: true });
  }, [cardRef, currentId, loading]);
  return reveal;
}
