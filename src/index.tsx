import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router-dom';
import { App } from '@/app/app';
import { routes } from '@/app/router';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

/**
 * Loads the screen for the current address before the first render (its script is preloaded by
 * the page), so the app's first commit shows the whole screen: the page painted at build time is
 * replaced in one step, with nothing blank in between.
 */
async function resolveCurrentScreen() {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, resolved, { lazy: undefined });
    }),
  );
}

const root = createRoot(container);
resolveCurrentScreen()
  // A screen that fails to load is reported by the router's own error page instead.
  .catch(() => undefined)
  .then(() => {
    // A transition lets React split the first render into short tasks, so a slow phone stays
    // responsive while the app starts.
    startTransition(() => root.render(<App />));
  });
