// Renders each entry page at build time (run by scripts/prerender.mjs), so the first paint needs
// no script: the frame, the screen's title and, on the home page, a first visitor's character.
// For a first visitor on a wide screen the browser app adopts this HTML as it is (hydration); for
// anyone else it renders afresh and replaces it in one commit (see src/app/painted-page.ts).
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { AppProviders } from '@/app/providers';
import { routes } from '@/app/router';
import { EMOTION_CACHE_KEY } from '@/app/emotion';
import { starterCharacter } from '@/state/state-providers';

export interface PrerenderedPage {
  /** The markup that goes inside #root. */
  html: string;
  /** Emotion's style tags for that markup, for <head>. */
  styles: string;
}

/** Renders the app at `pathname` for a first visitor shown the pre-made character `starter`. */
export async function prerender(pathname: string, starter: number): Promise<PrerenderedPage> {
  const cache = createCache({ key: EMOTION_CACHE_KEY });
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const { query, dataRoutes } = createStaticHandler(routes);
  const context = await query(new Request(`http://localhost${pathname}`));
  if (context instanceof Response) throw new Error(`${pathname} redirects; nothing to render`);
  const router = createStaticRouter(dataRoutes, context);
  const html = renderToString(
    <CacheProvider value={cache}>
      <AppProviders storage={null} createInitialCharacter={() => starterCharacter(starter)}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </CacheProvider>,
  );
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
export { titleForPath } from '@/config/titles';
export { paths } from '@/config/paths';
export { STARTER_ATTRIBUTE as starterAttribute } from '@/config/first-paint';
export { FIRST_PAINT_SCRIPT as firstPaintScript } from '@/app/first-paint-script';
