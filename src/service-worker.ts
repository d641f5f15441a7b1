// The service worker: it keeps this release's pages, scripts, styles and fonts, so every route
// opens without a network, and then every portrait, so saved and new characters show their own
// picture at a table without a connection. A new release waits until the user chooses to reload
// (an open tab keeps the files it was started with).
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { BASE_PATH, paths } from '@/config/paths';
import { CHARACTER_CLASSES, RACES } from '@/domain/character';
import { portraitPath } from '@/domain/portrait';
import { ENGLISH, isInterfaceLanguage, resolveInterfaceLanguage } from '@/domain/i18n/locales';
import { LANGUAGE_CHOICE, pageFileIn } from '@/config/language-pages';

// Only what this file uses of the worker's global scope (the DOM types describe a window).
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
}
declare const self: {
  __WB_MANIFEST: { url: string; revision: string | null }[];
  navigator: { languages?: readonly string[] };
  skipWaiting(): Promise<void>;
  registration: { active: { postMessage(message: unknown): void } | null };
  addEventListener(
    type: 'message',
    listener: (event: ExtendableEvent & { data: unknown }) => void,
  ): void;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
};

/** The folder every file of the release is served from. */
const BASE = `${BASE_PATH}/`;

/** Matches the address `path` itself, with or without a final slash. */
const exactly = (path: string) => new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/?$`);

const MANIFEST = self.__WB_MANIFEST;
precacheAndRoute(MANIFEST);
cleanupOutdatedCaches();

/** What answers a navigation: a function of the request's event. */
type NavigationHandler = ReturnType<typeof createHandlerBoundToURL>;

/** Each page this release paints, and the addresses it opens (app.html: every other one). */
const PAGE_FILES = ['index.html', 'characters.html', 'settings.html', 'app.html'];

// The pages in another interface language than English are kept in a cache of this release's own
// (their scripts are this release's), filled the first time they are needed, and dropped with it.
const releaseOf = (entries: typeof MANIFEST) =>
  entries.find((entry) => entry.url.endsWith('index.html'))?.revision ?? 'unversioned';
const LANGUAGE_PAGES = `language-pages-${releaseOf(MANIFEST)}`;

/** The interface language this visitor sees: the one chosen in the app, else the browser's. */
async function visitorLanguage(): Promise<string> {
  const choice = await caches
    .match(LANGUAGE_CHOICE.url, { cacheName: LANGUAGE_CHOICE.cache })
    .then((response) => response?.text() ?? '')
    .catch(() => '');
  return resolveInterfaceLanguage(choice, self.navigator.languages ?? []);
}

/** `file` in `language` from this release's cache, else the network (then kept); else null. */
async function pageIn(file: string, language: string): Promise<Response | null> {
  const url = `${BASE}${pageFileIn(file, language)}`;
  const cache = await caches.open(LANGUAGE_PAGES);
  const kept = await cache.match(url);
  if (kept) return kept;
  const response = await fetch(url).catch(() => null);
  if (!response?.ok) return null;
  await cache.put(url, response.clone());
  return response;
}

/** Fetches every page in `language` the cache lacks, so each route opens in it offline too. */
async function keepPagesIn(language: string): Promise<void> {
  if (!isInterfaceLanguage(language) || language === ENGLISH) return;
  for (const file of PAGE_FILES) await pageIn(file, language).catch(() => null);
}

/**
 * Opens an address with `file` in the visitor's language where it is not English (so nothing is
 * painted in English first), else with this release's English copy.
 */
function pageHandler(file: string): NavigationHandler {
  const english = createHandlerBoundToURL(`${BASE}${file}`);
  return async (options) => {
    const language = await visitorLanguage();
    if (isInterfaceLanguage(language) && language !== ENGLISH) {
      const page = await pageIn(file, language).catch(() => null);
      options.event.waitUntil(keepPagesIn(language));
      if (page) return page;
    }
    return english(options);
  };
}

// Each route opens with its own page (the one that preloads its screen), as the server does.
const screens: [string, RegExp[]][] = [
  ['index.html', [/^\/$/, exactly(paths.generator)]],
  ['characters.html', [exactly(paths.characters)]],
  ['settings.html', [exactly(paths.settings)]],
];
for (const [file, allowlist] of screens) {
  registerRoute(new NavigationRoute(pageHandler(file), { allowlist }));
}
// Any other address gets the app, which shows its own "not found" page.
registerRoute(
  new NavigationRoute(pageHandler('app.html'), { denylist: [new RegExp(`^${BASE}static/`)] }),
);

// A new release keeps the pages in the visitor's language from the start, and drops the last
// release's.
self.addEventListener('install', (event) => {
  event.waitUntil(
    visitorLanguage()
      .then(keepPagesIn)
      .catch(() => undefined),
  );
});
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith('language-pages-') && name !== LANGUAGE_PAGES)
            .map((name) => caches.delete(name)),
        ),
      ),
  );
});

// Every script of the release is in the offline copy; a file left out of it (an icon, a file
// added later) is kept the first time it is used. Their names change with their content.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith(`${BASE}static/`),
  new CacheFirst({
    cacheName: 'code',
    plugins: [new ExpirationPlugin({ maxEntries: 60, purgeOnQuotaError: true })],
  }),
);

/** Every portrait a character can show: one per race, class and pictured gender. */
const PORTRAITS = RACES.flatMap((race) =>
  CHARACTER_CLASSES.flatMap((characterClass) =>
    (['Male', 'Female'] as const).map((gender) => portraitPath({ race, characterClass, gender })),
  ),
);

// Portraits are not part of the release's offline copy: they would more than double what a first
// visit downloads in the background, and they rarely change. They live in a cache of their own,
// kept across releases, that the worker fills once the offline copy is in place (below).
const portraits = new CacheFirst({
  cacheName: 'portraits',
  plugins: [new ExpirationPlugin({ maxEntries: 60 })],
});
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith(`${BASE}images/`),
  portraits,
);

let keeping: Promise<void> | null = null;

/**
 * Downloads every portrait the cache lacks, one at a time so the download stays a trickle beside
 * the page's own; one that fails is tried again on a later visit.
 */
function keepPortraits(event: ExtendableEvent): Promise<void> {
  keeping ??= (async () => {
    const cache = await caches.open(portraits.cacheName);
    for (const url of PORTRAITS) {
      if (await cache.match(url)) continue;
      const [response, stored] = portraits.handleAll({ event, request: new Request(url) });
      await Promise.all([response, stored]).catch(() => undefined);
    }
  })().finally(() => {
    keeping = null;
  });
  return keeping;
}

/** What the worker posts to itself to fetch the portraits in an event of their own. */
const KEEP_PORTRAITS = 'KEEP_PORTRAITS';

// The portraits start once this release is active, that is after its own files are all kept, so
// they never compete with the first visit's loading nor hold up the offline copy: activation does
// not wait for them, and neither does a Reload onto a new release. The worker asks itself, so
// the download runs in an event of its own that keeps the worker alive until the last portrait.
self.addEventListener('activate', () => {
  self.registration.active?.postMessage({ type: KEEP_PORTRAITS });
});

// A browser may still stop a worker before every portrait arrived: each page the worker serves
// later completes the set.
self.addEventListener('fetch', (event) => {
  if (event.request.mode === 'navigate') event.waitUntil(keepPortraits(event));
});

// The page asks a waiting worker to take over when the user presses Reload.
self.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown } | null;
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting();
  if (data?.type === KEEP_PORTRAITS) event.waitUntil(keepPortraits(event));
});
