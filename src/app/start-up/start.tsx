import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router-dom';
import { App } from '@/app/app';
import { routes } from '@/app/router';
import { appTheme } from '@/app/theme';
import { browserStorage, readText, storedItemCount } from '@/adapters/storage/local-storage';
import { PAGE_ATTRIBUTES } from '@/config/first-paint';
import { STORAGE_KEYS } from '@/config/storage-keys';
import { adoptsPaintedPage } from './painted-page';
import { loadMessages } from '@/domain/i18n/catalogs';
import { ENGLISH, resolveInterfaceLanguage } from '@/domain/i18n/locales';
import { browserLanguages } from '@/adapters/browser/page-language';

/**
 * The request delay can be overridden for measurements (`npm run bench`) by storing a number of
 * milliseconds under `benchRequestDelayMs`; users never need it.
 */
function requestDelayOverride(): number | undefined {
  const raw = readText(browserStorage(), STORAGE_KEYS.benchRequestDelay)?.trim();
  const value = Number(raw);
  // Anything but a number of milliseconds is not meant for the app: it is ignored, unreported.
  return raw && Number.isFinite(value) && value >= 0 ? value : undefined;
}

/** Puts the app on the page: adopts the page painted at build time, or draws it afresh. */
export function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  const painted = container.firstElementChild !== null;
  const app = <App requestDelayMs={requestDelayOverride()} />;

  /** The theme, made in a task of its own while the screen's code downloads. */
  const themeMade = new Promise<void>((resolve) =>
    setTimeout(() => {
      appTheme();
      resolve();
    }, 0),
  );

  // The interface's language, read as its setting reads it, downloads with the screen's code so
  // the first render is already in it (a download that fails is reported by the app).
  const language = resolveInterfaceLanguage(
    readText(browserStorage(), 'interfaceLanguage') ?? '',
    browserLanguages(),
  );

  void Promise.all([
    // A screen that fails to load is reported by the router's own error page instead.
    resolveCurrentScreen().catch(() => undefined),
    themeMade,
    loadMessages(language).catch(() => undefined),
  ]).then(() => {
    const adopt = adoptsPaintedPage({
      painted,
      pathname: window.location.pathname,
      sharePending: document.documentElement.hasAttribute(PAGE_ATTRIBUTES.sharePending),
      storedItems: storedItemCount(),
      english: language === ENGLISH,
      wide: window.matchMedia(
        appTheme()
          .breakpoints.up('md')
          .replace(/^@media\s*/, ''),
      ).matches,
    });
    // A transition lets React split the first render (or the adoption of the painted page) into
    // short tasks, so a slow phone stays responsive while the app starts. Clicks made meanwhile
    // are held by the page's head script and carried out once the app has taken over.
    if (adopt) {
      startTransition(() => {
        hydrateRoot(container, app);
      });
      return;
    }
    const root = createRoot(container);
    startTransition(() => root.render(app));
  });
}

/**
 * Loads the current screen before the first render, so the page painted at build time is adopted
 * or replaced in one step, with nothing blank in between.
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
