import { paths } from '@/config/paths';

/** Screens whose build-time page is exactly what the app first draws for a first visitor. */
const ADOPTABLE: ReadonlySet<string> = new Set([paths.generator, paths.settings]);

/** What the app knows of this visit before its first render. */
export interface Visit {
  /** The page arrived with a screen drawn into it at build time. */
  painted: boolean;
  pathname: string;
  /** A shared character is about to replace the card's. */
  sharePending: boolean;
  /** How many items browser storage holds; null where storage is refused. */
  storedItems: number | null;
  /** The screen shows the side panel and the card's portrait, as the build-time page does. */
  wide: boolean;
}

/**
 * Whether the page was painted at build time for exactly this visit: a first visitor (nothing
 * stored, no shared character to open) on a wide screen. The app then adopts that markup as it
 * is (hydration), which is much quicker on a slow phone than drawing it again. Any other visit
 * would be drawn differently, so the app renders afresh and replaces the page in one commit.
 */
export function adoptsPaintedPage(visit: Visit): boolean {
  return (
    visit.painted &&
    ADOPTABLE.has(visit.pathname.replace(/\/$/, '')) &&
    !visit.sharePending &&
    visit.storedItems === 0 &&
    visit.wide
  );
}
