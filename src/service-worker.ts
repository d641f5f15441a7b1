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

const BASE = '/character-generator/';

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Each route opens with its own page (the one that preloads its screen), as the server does.
const pageFor = (file: string) => createHandlerBoundToURL(`${BASE}${file}`);
registerRoute(
  new NavigationRoute(pageFor('index.html'), { allowlist: [/^\/$/, /^\/character-generator\/?$/] }),
);
registerRoute(
  new NavigationRoute(pageFor('characters.html'), { allowlist: [/^\/characters\/?$/] }),
);
registerRoute(new NavigationRoute(pageFor('settings.html'), { allowlist: [/^\/settings\/?$/] }));
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
