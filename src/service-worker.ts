// The service worker: it keeps this release's pages, scripts, styles and fonts, so every route
// opens without a network, and keeps portraits as they are viewed. A new release waits until the
// user chooses to reload (an open tab keeps the files it was started with).
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { BASE_PATH, paths } from '@/config/paths';

interface PrecacheEntry {
  url: string;
  revision: string | null;
}

// Only what this file uses of the worker's global scope (the DOM types describe a window).
declare const self: {
  __WB_MANIFEST: PrecacheEntry[];
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
};

/** The folder every file of the release is served from. */
const BASE = `${BASE_PATH}/`;

/** Matches the address `path` itself, with or without a final slash. */
const exactly = (path: string) => new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/?$`);

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Each route opens with its own page (the one that preloads its screen), as the server does.
const pageFor = (file: string) => createHandlerBoundToURL(`${BASE}${file}`);
registerRoute(
  new NavigationRoute(pageFor('index.html'), { allowlist: [/^\/$/, exactly(paths.generator)] }),
);
registerRoute(
  new NavigationRoute(pageFor('characters.html'), { allowlist: [exactly(paths.characters)] }),
);
registerRoute(
  new NavigationRoute(pageFor('settings.html'), { allowlist: [exactly(paths.settings)] }),
);
// Any other address gets the app, which shows its own "not found" page.
registerRoute(
  new NavigationRoute(pageFor('app.html'), { denylist: [new RegExp(`^${BASE}static/`)] }),
);

// Other files of this release (code for one action, such as a model call or the phone menu) are
// kept the first time they are used; their names change with their content.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith(`${BASE}static/`),
  new CacheFirst({
    cacheName: 'code',
    plugins: [new ExpirationPlugin({ maxEntries: 60, purgeOnQuotaError: true })],
  }),
);

registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith(`${BASE}images/`),
  new CacheFirst({
    cacheName: 'portraits',
    plugins: [new ExpirationPlugin({ maxEntries: 60 })],
  }),
);

// The page asks a waiting worker to take over when the user presses Reload.
self.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown } | null;
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting();
});
