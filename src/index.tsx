import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router-dom';
import { App } from '@/app/app';
import { routes } from '@/app/router';
import { paths } from '@/config/paths';

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

/** Screens whose build-time page is exactly what the app first draws for a first visitor. */
const ADOPTABLE = new Set<string>([paths.generator, paths.settings]);

/**
 * Whether the page was painted at build time for exactly this visit: a first visitor (nothing
 * stored, no shared character to open) on a screen wide enough for the full card and side panel.
 * The app then adopts that markup as it is instead of drawing it again; any other visit renders
 * afresh and replaces it in one commit.
 */
function paintedForThisVisit(): boolean {
  if (!container?.firstElementChild) return false;
  if (!ADOPTABLE.has(window.location.pathname.replace(/\/$/, ''))) return false;
  if (document.documentElement.hasAttribute('data-share-pending')) return false;
  try {
    if (window.localStorage.length > 0) return false;
  } catch {
    return false;
  }
  return window.matchMedia('(min-width: 900px)').matches;
}

const hydrate = paintedForThisVisit();
const root = hydrate ? null : createRoot(container);
resolveCurrentScreen()
  // A screen that fails to load is reported by the router's own error page instead.
  .catch(() => undefined)
  .then(() => {
    if (!root) {
      hydrateRoot(container, <App />);
      return;
    }
    // A transition lets React split the first render into short tasks, so a slow phone stays
    // responsive while the app starts.
    startTransition(() => root.render(<App />));
  });
