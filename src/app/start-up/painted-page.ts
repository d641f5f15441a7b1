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
  /** The interface is shown in English, as the build-time page is (unknown reads as English). */
  english?: boolean;
}

/**
 * Whether the page was painted at build time for exactly this visit (a first visitor on a wide
 * screen), so the app adopts it as it is, much quicker than drawing it again; any other visit is
 * drawn afresh and replaces the page in one commit.
 */
export function adoptsPaintedPage(visit: Visit): boolean {
  return (
    visit.painted &&
    ADOPTABLE.has(visit.pathname.replace(/\/$/, '')) &&
    !visit.sharePending &&
    visit.storedItems === 0 &&
    visit.english !== false &&
    visit.wide
  );
}
