// Renders each entry page at build time (run by scripts/prerender.mjs), so the first paint needs
// no script: the frame, the screen's title and, on the home page, a first visitor's character.
// For a first visitor on a wide screen the browser app adopts this HTML as it is (hydration); for
// anyone else it renders afresh and replaces it in one commit (see src/app/start-up/painted-page.ts).
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { AppProviders } from '@/app/providers';
import { routes } from '@/app/router';
import { EMOTION_CACHE_KEY } from '@/app/emotion';
import { starterCharacter, STARTER_COUNT } from '@/state/state-providers';
import { STORAGE_KEYS } from '@/config/storage-keys';
import { paths } from '@/config/paths';
import type { StorageLike } from '@/adapters/storage/local-storage';
import { makeIntl } from '@/components/i18n';
import { screenTitleId } from '@/app/screen-titles';
import { loadMessages } from '@/domain/i18n/catalogs';
import { ENGLISH, INTERFACE_LANGUAGES, type ShownLanguage } from '@/domain/i18n/locales';

export interface PrerenderedPage {
  /** The markup that goes inside #root. */
  html: string;
  /** Emotion's style tags for that markup, for <head>. */
  styles: string;
}

/** Browser storage as a returning visitor's might hold it, for a render whose markup is not kept. */
function storageWith(items: Record<string, string>): StorageLike {
  const map = new Map(Object.entries(items));
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

/** Renders the app at `pathname` with `storage` into `cache`; returns the markup. */
async function render(
  cache: ReturnType<typeof createCache>,
  pathname: string,
  starter: number,
  storage: StorageLike | null,
  language: ShownLanguage,
): Promise<string> {
  const { query, dataRoutes } = createStaticHandler(routes);
  const context = await query(new Request(`http://localhost${pathname}`));
  if (context instanceof Response) throw new Error(`${pathname} redirects; nothing to render`);
  const router = createStaticRouter(dataRoutes, context);
  return renderToString(
    <CacheProvider value={cache}>
      <AppProviders
        storage={storage}
        language={language}
        createInitialCharacter={() => starterCharacter(starter)}
      >
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </CacheProvider>,
  );
}

/**
 * My Characters as a returning visitor sees it, in each view: the page painted at build time
 * cannot show anyone's saved characters, but it can carry the styles of their cards, so the
 * browser adopts them with the page instead of compiling them while it draws the cards.
 */
const SAVED_SAMPLE = JSON.stringify(
  Array.from({ length: 4 }, (_, i) => ({
    ...starterCharacter(i % STARTER_COUNT),
    id: `sample-${i}`,
  })),
);
const VIEWS = ['carousel'];

/**
 * Renders the app at `pathname` for a first visitor shown the pre-made character `starter`, in
 * the interface `language`.
 */
export async function prerender(
  pathname: string,
  starter: number,
  language: ShownLanguage = ENGLISH,
): Promise<PrerenderedPage> {
  await loadMessages(language);
  const cache = createCache({ key: EMOTION_CACHE_KEY });
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const html = await render(cache, pathname, starter, null, language);
  if (pathname === paths.characters) {
    for (const view of VIEWS) {
      const storage = storageWith({
        [STORAGE_KEYS.characters]: SAVED_SAMPLE,
        [STORAGE_KEYS.charactersView]: view,
      });
      await render(cache, pathname, starter, storage, language);
    }
  }
  // Emotion writes the styles named in the markup. An outer styled component whose rules are
  // merged into its inner one's class (Button over ButtonBase, AppBar over Paper) is named by no
  // element, yet the browser inserts its rules too: naming every inserted style here writes them
  // into the page, so the browser finds them all there instead of compiling them again.
  const everyInsertedStyle = Object.keys(cache.inserted)
    .map((id) => `${cache.key}-${id}`)
    .join(' ');
  return {
    html,
    styles: constructStyleTagsFromChunks(extractCriticalToChunks(`${html} ${everyInsertedStyle}`)),
  };
}

export { STARTER_COUNT as starterCount } from '@/state/state-providers';
/** Each language the interface is offered in, by its code. */
export const languages: readonly string[] = INTERFACE_LANGUAGES.map((entry) => entry.code);

/** The document title of the screen at `pathname` in `language`, or null for no screen. */
export async function titleFor(pathname: string, language: ShownLanguage): Promise<string | null> {
  const screen = screenTitleId(pathname);
  if (!screen) return null;
  const intl = makeIntl(language, await loadMessages(language));
  const screenTitle = intl.formatMessage({ id: screen });
  return intl.formatMessage({ id: 'app.documentTitle' }, { screen: screenTitle });
}

export { paths } from '@/config/paths';
export { pageFileIn } from '@/config/language-pages';
export { STARTER_ATTRIBUTE as starterAttribute } from '@/config/first-paint';
