import { paths } from './paths';

/** The app's name, which every document title ends with. */
const APP_NAME = 'Fantasy Character Generator';

/** Each screen's name in the menu, and in the links of a page that is no screen. */
export const NAV_LABELS: Record<'generator' | 'characters' | 'settings', string> = {
  generator: 'Character Generator',
  characters: 'My Characters',
  settings: 'Settings',
};

/** Each screen's own part of the document title. */
const SCREEN_TITLES: Record<string, string> = {
  [paths.generator]: 'Character Generator',
  [paths.characters]: 'My Characters',
  [paths.settings]: 'Character Generator Settings',
};

/** A document title: the screen's name, then the app's. */
export const documentTitle = (screen: string): string => `${screen} — ${APP_NAME}`;

/** The document title of the screen at `pathname`, or null for an address that is no screen. */
export function titleForPath(pathname: string): string | null {
  const screen = SCREEN_TITLES[pathname.replace(/\/+$/, '') || '/'];
  return screen ? documentTitle(screen) : null;
}
