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
  /** The page was served by the installed app (its service worker), from the device. */
  installed: boolean;
}

/**
 * Whether the page was painted at build time for exactly this visit: a first visitor (nothing
 * stored, no shared character to open) on a wide screen. The app then adopts that markup as it
 * is (hydration), which is much quicker on a slow phone than drawing it again. Any other visit
 * would be drawn differently, so the app renders afresh and replaces the page in one commit.
 */
function adoptsPaintedPage(visit: Visit): boolean {
  return (
    visit.painted &&
    ADOPTABLE.has(visit.pathname.replace(/\/$/, '')) &&
    !visit.sharePending &&
    visit.storedItems === 0 &&
    visit.wide
  );
}

/**
 * How the app draws its first screen:
 * - `adopt`: the page painted at build time is this visit's (see above); the app takes it over.
 * - `at-once`: served by the installed app, everything is already on the device. One
 *   uninterrupted render shows the visitor's own screen soonest (about 150 ms sooner on a slow
 *   phone than in slices).
 * - `in-slices`: the scripts have just come over the network. The app draws in short tasks, so
 *   the painted page stays responsive meanwhile.
 */
export function firstRender(visit: Visit): 'adopt' | 'at-once' | 'in-slices' {
  if (adoptsPaintedPage(visit)) return 'adopt';
  return visit.installed ? 'at-once' : 'in-slices';
}
