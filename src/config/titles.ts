/** The app's name, which every document title ends with. */
const APP_NAME = 'Fantasy Character Generator';

/** Each screen's name in the menu, and in the links of a page that is no screen. */
export const NAV_LABELS: Record<'generator' | 'characters' | 'settings', string> = {
  generator: 'Character Generator',
  characters: 'My Characters',
  settings: 'Settings',
};

/** A document title: the screen's name, then the app's. */
export const documentTitle = (screen: string): string => `${screen} — ${APP_NAME}`;
