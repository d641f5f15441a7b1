import { paths } from '@/config/paths';
import type { MessageId } from '@/domain/i18n/catalogs';

/** Each screen's own part of the document title, by its path. */
const SCREEN_TITLES: Record<string, MessageId> = {
  [paths.generator]: 'title.generator',
  [paths.characters]: 'title.characters',
  [paths.settings]: 'title.settings',
};

/** The message naming the screen at `pathname` in the document title; null for no screen. */
export const screenTitleId = (pathname: string): MessageId | null =>
  SCREEN_TITLES[pathname.replace(/\/+$/, '') || '/'] ?? null;
