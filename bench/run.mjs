/* global window, caches, document */
// npm run bench: builds the app, serves dist/ with nginx and deploy/nginx.conf, measures cold
// visits, Generate and the heap in headless Chromium, prints every figure beside its budget,
// writes bench/report.json and exits non-zero when a budget is missed. See README, "Benchmark".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { startNginx } from '../e2e/support/nginx.mjs';
import { fullName, savedCharacters } from './fixtures.mjs';
import { groupRows, logGroups, measureGroups } from './groups.mjs';
import { logPortraits, measurePortraits, picturedLibrary, portraitRows } from './portraits.mjs';
import { logQuickNpc, measureQuickNpc, quickNpcRows } from './quick-npc.mjs';
import { logPacks, measurePacks, packRows } from './packs.mjs';
import {
  campaignFilterRows,
  campaignLibrary,
  logCampaignFilter,
  measureCampaignFilter,
} from './campaigns.mjs';
import {
  armGenerateTimer,
  armKeystrokeTimer,
  generateMany,
  generatorIdle,
  installPressLookProbe,
  installProbes,
  pageCounts,
  readGenerateTimer,
  readKeystrokeTimer,
  readPressLook,
  readProbes,
  scrollSteadily,
} from './probes.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const intEnv = (name, fallback, min = 1) => {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    throw new Error(`${name} must be a whole number of at least ${min}, not "${raw}"`);
  }
  return value;
};

const CONFIG = {
  runs: intEnv('BENCH_RUNS', 5),
  generations: intEnv('BENCH_GENERATIONS', 1000),
  generateSamples: intEnv('BENCH_GENERATE_SAMPLES', 3),
  skipBuild: process.env.BENCH_SKIP_BUILD === '1',
  dist: path.resolve(ROOT, process.env.BENCH_DIST || 'dist'),
  report: path.resolve(ROOT, process.env.BENCH_REPORT || 'bench/report.json'),
  chromium: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  viewport: { width: 1440, height: 1000 },
  /** No request for this long (after the screen is ready) ends a load measurement. */
  quietMs: 1000,
  loadTimeoutMs: 45000,
  /** The 1,000 generations stop here; an app that is too slow for them misses the budget. */
  heapSeconds: intEnv('BENCH_HEAP_SECONDS', 120),
  /** Saved characters for the My Characters library figures. */
  librarySize: intEnv('BENCH_LIBRARY_SIZE', 1000),
  /**
   * One part alone: `visits` the cold visits of each screen on the slow phone; `generate`
   * Generate at delay 0, unthrottled, with and without numbers; `heap` the 1,000 generations
   * (its table shows the first run: BENCH_RUNS=1 is enough); `library` the My Characters library
   * figures; `early-clicks` the clicks on the painted home screen; `groups` Generate several;
   * `quick-npc` Quick NPC's keystrokes, unthrottled and on the slow phone; `portraits` a 12 MP
   * JPEG uploaded on the slow phone and My Characters with 1,000 pictured characters; `packs`
   * Generate with a 5,000-entry content pack on, and no pack editor code on the home screen.
   */
  only: process.env.BENCH_ONLY || '',
};
const PART_NAMES = [
  'visits',
  'generate',
  'heap',
  'library',
  'early-clicks',
  'groups',
  'quick-npc',
  'campaigns',
  'portraits',
  'packs',
];
if (CONFIG.only && !PART_NAMES.includes(CONFIG.only)) {
  throw new Error(
    `BENCH_ONLY must be one of ${PART_NAMES.join(', ')} or unset, not "${CONFIG.only}"`,
  );
}

/** The issue's slow phone: 150 ms latency, 1.6 Mbit/s both ways, CPU 4× slower. */
const CONDITIONS = {
  unthrottled: null,
  throttled: { latency: 150, downloadThroughput: 200000, uploadThroughput: 200000, cpuRate: 4 },
};

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

const SAVED = savedCharacters(30);

/** The screens, each with what "ready" means on it. */
const SCREENS = {
  home: {
    path: '/character-generator',
    ready: { selector: 'article[aria-label="Character"] button', text: 'Generate' },
    readyLabel: 'Generate visible and enabled',
    storage: {},
  },
  characters: {
    path: '/characters',
    ready: { selector: '[aria-label="Saved characters"] article h2', text: fullName(SAVED[0]) },
    readyLabel: 'first saved card visible',
    storage: { characters: JSON.stringify(SAVED) },
  },
  settings: {
    path: '/settings',
    ready: { selector: 'button[type="submit"]', text: 'Save Settings' },
    readyLabel: 'Save Settings visible and enabled',
    storage: {},
  },
};

/** My Characters with a campaign's worth of saved characters. */
const LIBRARY = savedCharacters(CONFIG.librarySize);
const LIBRARY_SCREEN = {
  path: '/characters',
  ready: { selector: '[aria-label="Saved characters"] article h2', text: fullName(LIBRARY[0]) },
  readyLabel: 'first saved card visible',
  storage: { characters: JSON.stringify(LIBRARY) },
};
/** The same characters in the List view: its first row is what makes it usable. */
const LIBRARY_LIST_SCREEN = {
  ...LIBRARY_SCREEN,
  ready: { selector: 'table[aria-label="Saved characters"] tbody td', text: fullName(LIBRARY[0]) },
  readyLabel: 'first row of the list visible',
};
/** My Characters with 2,000 saved characters filed in 30 campaigns (the `Campaign` filter). */
const CAMPAIGN_LIBRARY = campaignLibrary(savedCharacters);
const CAMPAIGN_SCREEN = {
  path: '/characters',
  ready: { selector: 'select' },
  readyLabel: 'Campaign filter',
  storage: CAMPAIGN_LIBRARY.storage,
};
/** Typed into the search field one key at a time; each key narrows the list. */
const LIBRARY_SEARCH = 'frost sage';
/** The storage key that remembers the view (carousel, grid or list). */
const VIEW_KEY = 'charactersView';

/** The hook the app reads to replace its 1000 ms minimum loading time (src/app/app.tsx). */
const DELAY_KEY = 'benchRequestDelayMs';

const KB = 1000;
const MB = 1000 * 1000;

/** The budgets; all apply to the throttled figures unless `condition` says otherwise. */
const BUDGETS = {
  homeScriptBytes: 205 * KB,
  totalBytes: 350 * KB,
  /** Every screen is painted from its HTML: its first and largest paints come early. */
  fcpMs: 900,
  lcpMs: 1200,
  layoutShift: 0.02,
  readyMs: 2500,
  homeReadyMs: 1900,
  /** The installed app (service worker). */
  precacheBytes: 500 * KB,
  repeatLcpMs: 600,
  repeatHomeReadyMs: 1200,
  repeatNetworkBytes: 0,
  offlineLcpMs: 600,
  longTaskMs: 500,
  generateDelay0Ms: 50,
  heapGrowthBytes: 5 * MB,
  /** My Characters with 1,000 saved characters, unthrottled. */
  libraryReadyMs: 1000,
  libraryKeystrokeMs: 50,
  /** Scrolling the grid: the 95th percentile frame, and the longest task meanwhile. */
  libraryScrollFrameP95Ms: 34,
  libraryScrollLongestTaskMs: 100,
  /** Clicks on the painted Generate that the app never carried out, over all runs. */
  earlyClicksLost: 0,
  /** A press on the painted `Lock first name` (held for the app) until it is drawn pressed. */
  heldPressLookMs: 100,
  /** Generate several, unthrottled: 12 rolled offline; 4 written by a loopback model at once. */
  group12OfflineMs: 100,
  group4ModelMs: 1000,
  /** Quick NPC: a key that brings new NPCs, to the card painted; unthrottled and slow phone. */
  quickNpcKeyMs: 50,
  quickNpcKeyThrottledMs: 200,
  /** 2,000 saved in 30 campaigns, unthrottled: the `Campaign` filter changed → list painted. */
  campaignFilterMs: 50,
  /** A 12 MP JPEG on the slow phone: picked → crop step shown, plus `Use picture` → stored. */
  portraitUploadMs: 1500,
};

/**
 * When the early-click tries click Generate, in milliseconds after it is first painted on the
 * slow phone: from before the app's scripts have arrived to after it has taken over.
 */
const EARLY_CLICK_OFFSETS = [0, 100, 250, 500, 1000, 2000];
/** How long a click has, once the app is in, to bring a new character (1000 ms delay included). */
const EARLY_CLICK_ANSWER_MS = 8000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function log(message) {
  process.stdout.write(`${message}\n`);
}

// ---------------------------------------------------------------------------------------------
// Build

function build() {
  const statsDir = mkdtempSync(path.join(tmpdir(), 'cg-bench-stats-'));
  const statsFile = path.join(statsDir, 'stats.json');
  log('Building: npm run build (with webpack stats, to find where formik and yup end up)…');
  const started = Date.now();
  // The build's steps: webpack (with its stats), the pages' first paint, the compressed copies.
  for (const [command, args] of [
    ['npx', ['webpack', '--mode', 'production', `--json=${statsFile}`]],
    ['node', ['scripts/prerender.mjs']],
    ['node', ['scripts/precompress.mjs']],
  ]) {
    const result = spawnSync(command, args, {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
      encoding: 'utf8',
    });
    if (result.status !== 0) {
      process.stdout.write(result.stdout ?? '');
      throw new Error(`${command} ${args.join(' ')} failed with code ${result.status}`);
    }
  }
  log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  let chunkLibraries = null;
  if (existsSync(statsFile)) {
    chunkLibraries = librariesByFile(JSON.parse(readFileSync(statsFile, 'utf8')));
  }
  rmSync(statsDir, { recursive: true, force: true });
  return chunkLibraries;
}

/** For each emitted script, the npm packages whose modules it holds (from webpack stats). */
function librariesByFile(allStats) {
  // The browser build's stats (the build also makes a Node render of the pages).
  const stats = allStats.children?.find((child) => child.name === 'app') ?? allStats;
  const names = (module) => [module.name ?? '', ...(module.modules ?? []).flatMap(names)];
  const byFile = {};
  for (const chunk of stats.chunks ?? []) {
    const packages = new Set();
    for (const name of (chunk.modules ?? []).flatMap(names)) {
      const match = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(name);
      if (match) packages.add(match[1]);
    }
    for (const file of chunk.files ?? []) {
      if (file.endsWith('.js')) byFile[file] = [...packages].sort();
    }
  }
  return byFile;
}

/** Text only formik or yup put in a bundle; a second check beside the webpack stats. */
const FORM_LIBRARY_SIGNATURES = [
  { library: 'yup', pattern: /is a required field/ },
  { library: 'yup', pattern: /must be a `\$\{type\}` type/ },
  { library: 'formik', pattern: /\bFormik\b/ },
  { library: 'formik', pattern: /validateOnBlur/ },
];

function formLibrariesIn(scriptUrl, chunkLibraries) {
  const pathname = new URL(scriptUrl).pathname.replace(/^\/character-generator\//, '');
  const found = new Set();
  for (const name of chunkLibraries?.[pathname] ?? []) {
    if (name === 'formik' || name === 'yup') found.add(name);
  }
  const file = path.join(CONFIG.dist, pathname);
  if (existsSync(file)) {
    const text = readFileSync(file, 'utf8');
    for (const { library, pattern } of FORM_LIBRARY_SIGNATURES) {
      if (pattern.test(text)) found.add(library);
    }
  }
  return [...found].sort();
}

// ---------------------------------------------------------------------------------------------
// Browser

function kindOf(record) {
  const mime = (record.mimeType || '').toLowerCase();
  if (mime.includes('javascript') || record.type === 'Script') return 'script';
  if (mime === 'text/css' || record.type === 'Stylesheet') return 'style';
  if (mime.startsWith('font/') || mime.includes('woff') || record.type === 'Font') return 'font';
  if (mime.startsWith('image/') || record.type === 'Image') return 'image';
  return 'other';
}

/** Every request of the page from CDP Network events, with its encoded (on the wire) size. */
function trackNetwork(cdp) {
  const requests = new Map();
  const inflight = new Set();
  const state = { requests, inflight, lastActivity: Date.now() };
  const touch = () => {
    state.lastActivity = Date.now();
  };
  cdp.on('Network.requestWillBeSent', (event) => {
    const { url } = event.request;
    if (!/^https?:/.test(url)) return;
    requests.set(event.requestId, {
      url,
      type: event.type,
      mimeType: '',
      status: 0,
      bytes: 0,
      headerBytes: 0,
      fromCache: false,
      done: false,
    });
    inflight.add(event.requestId);
    touch();
  });
  cdp.on('Network.responseReceived', (event) => {
    const record = requests.get(event.requestId);
    if (!record) return;
    record.mimeType = event.response.mimeType;
    record.status = event.response.status;
    record.headerBytes = event.response.encodedDataLength ?? 0;
    record.fromCache = Boolean(event.response.fromDiskCache || event.response.fromPrefetchCache);
    record.fromServiceWorker = Boolean(event.response.fromServiceWorker);
    record.type = event.type ?? record.type;
    touch();
  });
  cdp.on('Network.dataReceived', touch);
  cdp.on('Network.loadingFinished', (event) => {
    const record = requests.get(event.requestId);
    if (!record) return;
    record.bytes = event.encodedDataLength;
    record.done = true;
    inflight.delete(event.requestId);
    touch();
  });
  cdp.on('Network.loadingFailed', (event) => {
    const record = requests.get(event.requestId);
    if (!record) return;
    record.failed = event.errorText;
    record.done = true;
    inflight.delete(event.requestId);
    touch();
  });
  return state;
}

/** Runs `work` in a new browser (a fresh profile: empty cache and storage) under `condition`. */
async function withFreshPage(
  condition,
  screen,
  extraStorage,
  work,
  { serviceWorkers = false } = {},
) {
  const browser = await chromium.launch({
    executablePath: CONFIG.chromium,
    headless: true,
    args: CHROMIUM_ARGS,
  });
  try {
    // The app installs its service worker once the page is idle. Cold visits are measured
    // without it (its downloads are measured on their own, below).
    const context = await browser.newContext({
      viewport: CONFIG.viewport,
      serviceWorkers: serviceWorkers ? 'allow' : 'block',
    });
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const cdp = await context.newCDPSession(page);
    const network = trackNetwork(cdp);
    await cdp.send('Network.enable');
    await cdp.send('Performance.enable');
    if (condition) {
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: condition.latency,
        downloadThroughput: condition.downloadThroughput,
        uploadThroughput: condition.uploadThroughput,
      });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: condition.cpuRate });
    }
    await page.addInitScript(installProbes, {
      ready: screen.ready,
      storage: { ...screen.storage, ...extraStorage },
    });
    const result = await work({ page, cdp, network, context });
    if (errors.length) result.pageErrors = errors;
    return result;
  } finally {
    await browser.close();
  }
}

/** Waits until the screen is ready and the network has been quiet for a while. */
async function settle(page, network) {
  const deadline = Date.now() + CONFIG.loadTimeoutMs;
  while (Date.now() < deadline) {
    const ready = await page.evaluate(() => Boolean(window.__bench && window.__bench.ready));
    if (
      ready &&
      network.inflight.size === 0 &&
      Date.now() - network.lastActivity >= CONFIG.quietMs
    ) {
      return true;
    }
    await sleep(100);
  }
  return false;
}

/** A cold visit: bytes by kind, LCP, ready time and long tasks. */
async function measureLoad(page, network, screen, url) {
  await page.goto(url, { waitUntil: 'load', timeout: CONFIG.loadTimeoutMs });
  const settled = await settle(page, network);
  const probes = await page.evaluate(readProbes);
  const bytes = { script: 0, style: 0, font: 0, image: 0, other: 0, total: 0 };
  const requests = [];
  for (const record of network.requests.values()) {
    const kind = kindOf(record);
    bytes[kind] += record.bytes;
    bytes.total += record.bytes;
    requests.push({
      url: record.url.replace(/^https?:\/\/[^/]+/, ''),
      kind,
      status: record.status,
      bytes: record.bytes,
      bodyBytes: Math.max(0, record.bytes - record.headerBytes),
      ...(record.failed ? { failed: record.failed } : {}),
    });
  }
  const longTaskTotal = probes.longTasks.reduce((sum, task) => sum + task.duration, 0);
  const blockingTime = probes.longTasks.reduce(
    (sum, task) => sum + Math.max(0, task.duration - 50),
    0,
  );
  return {
    screen: screen.path,
    settled,
    bytes,
    requests,
    scripts: [...network.requests.values()].filter((r) => kindOf(r) === 'script').map((r) => r.url),
    fcpMs: probes.fcp,
    layoutShift: probes.cls,
    lcpMs: probes.lcp,
    lcpElement: probes.lcpElement,
    readyMs: probes.ready,
    handlersAttachedMs: probes.handlersAttached,
    longTaskTotalMs: longTaskTotal,
    blockingTimeMs: blockingTime,
    longTasks: probes.longTasks,
  };
}

/** A race/class portrait under the app's images folder (not the default portrait). */
const isPortrait = (url) => /\/images\/[^/]+\/[^/]+\/[^/]+\.png$/.test(url);

/**
 * The installed app, on the slow phone: a first visit lets the service worker install (its
 * downloads start after the page is usable), then a repeat visit and every route offline.
 */
async function measureInstalled(baseUrl, accessLog) {
  return withFreshPage(
    CONDITIONS.throttled,
    SCREENS.home,
    {},
    async ({ page, cdp, network }) => {
      const homeUrl = `${baseUrl}${SCREENS.home.path}`;
      const logFrom = statSync(accessLog).size;
      const first = await measureLoad(page, network, SCREENS.home, homeUrl);
      const deadline = Date.now() + 120000;
      let active = false;
      while (!active && Date.now() < deadline) {
        active = await page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration('/');
          return registration?.active?.state === 'activated';
        });
        if (!active) await sleep(250);
      }
      const { serviceWorkerRegisteredAt } = await page.evaluate(readProbes);
      const precached = await page.evaluate(async () => {
        const urls = [];
        for (const key of await caches.keys()) {
          if (!key.startsWith('workbox-precache')) continue;
          const cache = await caches.open(key);
          for (const request of await cache.keys()) urls.push(new URL(request.url).pathname);
        }
        return urls;
      });
      // What the worker downloaded, as nginx logged it: its fetch() requests (Sec-Fetch-Dest
      // "empty"). Hashed files the first visit already loaded come from the browser's cache, so
      // they cost nothing here.
      const workerFetches = readFileSync(accessLog)
        .subarray(logFrom)
        .toString('utf8')
        .split('\n')
        .map((line) => line.split(' '))
        .filter(([, , , dest, uri]) => dest === 'empty' && uri && !uri.endsWith('/sw.js'))
        .map(([, status, sent, , uri]) => ({
          url: uri,
          status: Number(status),
          bytes: Number(sent),
        }));
      // Every precached file's body as nginx sends it to a browser: the build's Brotli copy, else
      // its gzip copy, else the file itself.
      const precacheFiles = precached.map((pathname) => {
        const file = path.join(CONFIG.dist, pathname.replace(/^\/character-generator\//, ''));
        const sent = [`${file}.br`, `${file}.gz`, file].find((candidate) => existsSync(candidate));
        return { url: pathname, bytes: statSync(sent).size };
      });

      // A repeat visit, served by the worker.
      network.requests.clear();
      const repeat = await measureLoad(page, network, SCREENS.home, homeUrl);
      const fromNetwork = [...network.requests.values()].filter(
        (record) =>
          !record.fromServiceWorker &&
          new URL(record.url).origin === new URL(baseUrl).origin &&
          !record.url.endsWith('/sw.js'),
      );

      // Every route with the network off.
      await cdp.send('Network.emulateNetworkConditions', {
        offline: true,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
      const offline = {};
      for (const [screenName, screen] of Object.entries(SCREENS)) {
        await page.goto(`${baseUrl}${screen.path}`, { waitUntil: 'load' });
        await page.waitForSelector('html[data-app="ready"]', { state: 'attached' });
        await sleep(500);
        offline[screenName] = (await page.evaluate(readProbes)).lcp;
      }
      return {
        workerActive: active,
        firstReadyMs: first.readyMs,
        serviceWorkerRegisteredAt,
        // Portraits are kept for offline use after the app's own files, as a later step of
        // their own: counted apart from the precache.
        precacheBytes: workerFetches
          .filter((file) => !isPortrait(file.url))
          .reduce((sum, file) => sum + file.bytes, 0),
        portraitBytes: workerFetches
          .filter((file) => isPortrait(file.url))
          .reduce((sum, file) => sum + file.bytes, 0),
        precacheFetches: workerFetches,
        precacheAllBytes: precacheFiles.reduce((sum, file) => sum + file.bytes, 0),
        precacheFiles,
        repeat: {
          lcpMs: repeat.lcpMs,
          lcpElement: repeat.lcpElement,
          readyMs: repeat.readyMs,
          networkBytes: fromNetwork.reduce((sum, record) => sum + record.bytes, 0),
          networkRequests: fromNetwork.map((record) => record.url),
        },
        offlineLcpMs: offline,
      };
    },
    { serviceWorkers: true },
  );
}

/** Presses Generate `samples` times with a real mouse click, timing click → new name painted. */
async function measureGenerate(page, samples) {
  const times = [];
  const button = page.locator('article[aria-label="Character"]').getByRole('button', {
    name: 'Generate',
    exact: true,
  });
  for (let i = 0; i < samples; i += 1) {
    await page.waitForFunction(generatorIdle, undefined, { timeout: 30000 });
    await page.evaluate(armGenerateTimer);
    await button.click();
    const handle = await page.waitForFunction(readGenerateTimer, undefined, { timeout: 30000 });
    const time = await handle.jsonValue();
    // And until the card can be used again (the request delay is a minimum loading time).
    await page.waitForFunction(generatorIdle, undefined, { timeout: 30000, polling: 10 });
    time.clickToIdle = await page.evaluate(() => performance.now() - window.__generate.clickAt);
    // The story under the name, drawn a moment after it (null if the story title stayed).
    time.clickToStory = await page.evaluate(() => {
      const { storyPaintedAt, clickAt } = window.__generate;
      return storyPaintedAt === null ? null : storyPaintedAt - clickAt;
    });
    times.push(time);
  }
  return times;
}

/** Types the search text a key at a time, then clears it; each key timed to the list painted. */
async function measureKeystrokes(page) {
  const field = page.getByRole('searchbox', { name: 'Search characters' });
  await field.click();
  const samples = [];
  const press = async (key, kind) => {
    await page.evaluate(armKeystrokeTimer);
    await page.keyboard.press(key);
    const handle = await page.waitForFunction(readKeystrokeTimer, undefined, { timeout: 30000 });
    samples.push({ kind, key, ...(await handle.jsonValue()) });
  };
  for (const character of LIBRARY_SEARCH)
    await press(character === ' ' ? 'Space' : character, 'type');
  // Emptying the field brings every character back: the largest change a key makes.
  await page.keyboard.press('ControlOrMeta+a');
  await press('Backspace', 'clear');
  return samples;
}

const percentile = (values, p) => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/**
 * My Characters with CONFIG.librarySize saved characters, unthrottled: time to usable in the
 * carousel, the grid and the list, each search keystroke in each, and scrolling the grid.
 */
async function measureLibrary(baseUrl) {
  const url = `${baseUrl}${LIBRARY_SCREEN.path}`;
  const carousel = await withFreshPage(null, LIBRARY_SCREEN, {}, async ({ page, network }) => {
    const load = await measureLoad(page, network, LIBRARY_SCREEN, url);
    return { load, keystrokes: await measureKeystrokes(page) };
  });
  const grid = await withFreshPage(
    null,
    LIBRARY_SCREEN,
    { [VIEW_KEY]: 'grid' },
    async ({ page, network }) => {
      const load = await measureLoad(page, network, LIBRARY_SCREEN, url);
      const keystrokes = await measureKeystrokes(page);
      await page.evaluate(() => window.scrollTo(0, 0));
      await settle(page, network);
      const scroll = await page.evaluate(scrollSteadily, { durationMs: 3000, stepPx: 60 });
      return { load, keystrokes, scroll };
    },
  );
  const list = await withFreshPage(
    null,
    LIBRARY_LIST_SCREEN,
    { [VIEW_KEY]: 'list' },
    async ({ page, network }) => ({
      load: await measureLoad(page, network, LIBRARY_LIST_SCREEN, url),
      keystrokes: await measureKeystrokes(page),
    }),
  );
  const scroll = grid.scroll;
  return {
    carouselReadyMs: carousel.load.readyMs,
    carouselLongTaskMs: carousel.load.longTaskTotalMs,
    gridReadyMs: grid.load.readyMs,
    gridLongTaskMs: grid.load.longTaskTotalMs,
    listReadyMs: list.load.readyMs,
    keystrokes: [
      ...carousel.keystrokes,
      ...grid.keystrokes.map((k) => ({ ...k, view: 'grid' })),
      ...list.keystrokes.map((k) => ({ ...k, view: 'list' })),
    ],
    scroll: {
      ...scroll,
      frameP95Ms: percentile(scroll.frames, 95),
      longestFrameMs: Math.max(0, ...scroll.frames),
      longestTaskMs: Math.max(0, ...scroll.longTasks),
      framesOver50: scroll.frames.filter((f) => f > 50).length,
    },
    pageErrors: [
      ...(carousel.pageErrors ?? []),
      ...(grid.pageErrors ?? []),
      ...(list.pageErrors ?? []),
    ],
  };
}

/**
 * Generate clicked on the painted home screen (a first visit, slow phone), once per offset in
 * EARLY_CLICK_OFFSETS after it is first painted, each on a fresh page: whether the click brought
 * a new character. The dead-click window is the time from Generate's first paint to the first
 * click that did; a click that never did is lost.
 */
async function measureEarlyClicks(baseUrl) {
  const tries = [];
  for (const offset of EARLY_CLICK_OFFSETS) {
    tries.push(
      await withFreshPage(CONDITIONS.throttled, SCREENS.home, {}, async ({ page }) => {
        await page.goto(`${baseUrl}${SCREENS.home.path}`, {
          waitUntil: 'commit',
          timeout: CONFIG.loadTimeoutMs,
        });
        const generate = page.getByRole('button', { name: 'Generate', exact: true });
        await generate.waitFor({ timeout: CONFIG.loadTimeoutMs });
        const paintedAt = Date.now();
        if (offset > 0) await sleep(offset);
        // Where it is at that moment, clicked as a person would, without waiting for the app.
        const box = await generate.boundingBox();
        await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
        const clickedAtMs = Date.now() - paintedAt;
        await page.waitForSelector('html[data-app="ready"]', {
          state: 'attached',
          timeout: CONFIG.loadTimeoutMs,
        });
        // The character the click replaced goes into History.
        const honoured = await page
          .waitForFunction(
            () => JSON.parse(localStorage.getItem('characterHistory') || '[]').length > 0,
            undefined,
            { timeout: EARLY_CLICK_ANSWER_MS },
          )
          .then(
            () => true,
            () => false,
          );
        return { offsetMs: offset, clickedAtMs, honoured };
      }),
    );
  }
  // The earliest click that brought a character (a busy page can delay a later offset's click).
  const honoured = tries.filter((t) => t.honoured).map((t) => t.clickedAtMs);
  return {
    tries,
    clicksLost: tries.length - honoured.length,
    deadClickWindowMs: honoured.length ? Math.min(...honoured) : null,
    heldPress: await measureHeldPressLook(baseUrl),
  };
}

/**
 * `Lock first name` pressed on the painted home screen as soon as it is painted (a first visit,
 * slow phone), before the app has taken the page over: the time from the press to the first
 * frame that draws the lock pressed, and whether the lock is still on once the app is in.
 */
async function measureHeldPressLook(baseUrl) {
  const selector = 'button[aria-label="Lock first name"]';
  return withFreshPage(CONDITIONS.throttled, SCREENS.home, {}, async ({ page }) => {
    await page.addInitScript(installPressLookProbe, { selector, look: 'pressed' });
    await page.goto(`${baseUrl}${SCREENS.home.path}`, {
      waitUntil: 'commit',
      timeout: CONFIG.loadTimeoutMs,
    });
    const lock = page.locator(selector);
    await lock.waitFor({ timeout: CONFIG.loadTimeoutMs });
    const box = await lock.boundingBox();
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await page.waitForSelector('html[data-app="ready"]', {
      state: 'attached',
      timeout: CONFIG.loadTimeoutMs,
    });
    await page.waitForFunction(() => window.__pressLook.lookAt !== null, undefined, {
      timeout: CONFIG.loadTimeoutMs,
    });
    // Carried out by the app: the lock stays on once the held press has been answered.
    await page.waitForFunction(
      (s) =>
        document.querySelector(s)?.getAttribute('aria-pressed') === 'true' &&
        !document.querySelector('[data-early-held]'),
      selector,
      {
        timeout: CONFIG.loadTimeoutMs,
      },
    );
    return page.evaluate(readPressLook);
  });
}

function logEarlyClicks(run, early) {
  log(
    `run ${run} throttled   early clicks on the painted Generate: ` +
      early.tries
        .map((t) => `${Math.round(t.clickedAtMs)} ms ${t.honoured ? 'honoured' : 'LOST'}`)
        .join(', ') +
      `; dead-click window ${formatValue('ms', early.deadClickWindowMs)}, clicks lost ${early.clicksLost}` +
      `; held press → pressed look ${formatValue('ms', early.heldPress.lookMs)}` +
      `${early.heldPress.held ? '' : ' (the app was in before the press)'}`,
  );
}

function earlyClickRows(earlyClicks, budgetRow, startSection) {
  startSection('Early clicks on the painted home screen (first visit), throttled');
  budgetRow(
    '  dead-click window (Generate painted → first click honoured)',
    'ms',
    earlyClicks.map((e) => e.deadClickWindowMs),
  );
  // Every run's lost clicks together: one lost anywhere misses the budget.
  budgetRow(
    `  clicks lost, all runs (of ${EARLY_CLICK_OFFSETS.length} a run)`,
    'count',
    [earlyClicks.reduce((sum, e) => sum + e.clicksLost, 0)],
    BUDGETS.earlyClicksLost,
  );
  budgetRow(
    '  held press → pressed look (Lock first name, before the app is in)',
    'ms',
    earlyClicks.map((e) => (e.heldPress.held ? e.heldPress.lookMs : null)),
    BUDGETS.heldPressLookMs,
  );
}

function logLibrary(run, library) {
  const keysOf = (view) =>
    library.keystrokes
      .filter((k) => (k.view ?? 'carousel') === view)
      .map((k) => Math.round(k.keyToPaint))
      .join('/');
  const keys = ['carousel', 'grid', 'list'].map((view) => `${view} ${keysOf(view)}`).join(', ');
  log(
    `run ${run} unthrottled /characters with ${CONFIG.librarySize} saved: usable ` +
      `${formatValue('ms', library.carouselReadyMs)} (carousel), ${formatValue('ms', library.gridReadyMs)} (grid), ` +
      `${formatValue('ms', library.listReadyMs)} (list); ` +
      `keystrokes ${keys} ms; grid scroll ${library.scroll.frames.length} frames, p95 ` +
      `${formatValue('ms', library.scroll.frameP95Ms)}, longest task ${formatValue('ms', library.scroll.longestTaskMs)}, ` +
      `${library.scroll.cardsRendered} cards rendered after ${Math.round(library.scroll.scrolledPx)} px` +
      `${library.pageErrors.length ? ` page errors: ${library.pageErrors.join('; ')}` : ''}`,
  );
}

/** The summary rows of the library figures. */
function libraryRows(libraries, budgetRow, startSection) {
  startSection(`/characters with ${CONFIG.librarySize} saved characters, unthrottled`);
  budgetRow(
    '  usable, carousel (first saved card visible)',
    'ms',
    libraries.map((l) => l.carouselReadyMs),
    BUDGETS.libraryReadyMs,
  );
  budgetRow(
    '  usable, grid (first saved card visible)',
    'ms',
    libraries.map((l) => l.gridReadyMs),
    BUDGETS.libraryReadyMs,
  );
  budgetRow(
    '  usable, list (first row visible)',
    'ms',
    libraries.map((l) => l.listReadyMs),
    BUDGETS.libraryReadyMs,
  );
  budgetRow(
    '  long tasks while loading, carousel (info)',
    'ms',
    libraries.map((l) => l.carouselLongTaskMs),
  );
  budgetRow(
    `  search keystroke → list painted (${LIBRARY_SEARCH.length} keys and a clear, each view)`,
    'ms',
    libraries.flatMap((l) => l.keystrokes.map((k) => k.keyToPaint)),
    BUDGETS.libraryKeystrokeMs,
  );
  budgetRow(
    '  search keystroke → list painted, List view',
    'ms',
    libraries.flatMap((l) =>
      l.keystrokes.filter((k) => k.view === 'list').map((k) => k.keyToPaint),
    ),
    BUDGETS.libraryKeystrokeMs,
  );
  budgetRow(
    '  slowest keystroke of each run (info)',
    'ms',
    libraries.map((l) => Math.max(...l.keystrokes.map((k) => k.keyToPaint))),
  );
  budgetRow(
    '  clearing the search → all cards painted (info)',
    'ms',
    libraries.flatMap((l) =>
      l.keystrokes.filter((k) => k.kind === 'clear').map((k) => k.keyToPaint),
    ),
  );
  budgetRow(
    '  grid scroll: 95th percentile frame',
    'ms',
    libraries.map((l) => l.scroll.frameP95Ms),
    BUDGETS.libraryScrollFrameP95Ms,
  );
  budgetRow(
    '  grid scroll: longest task',
    'ms',
    libraries.map((l) => l.scroll.longestTaskMs),
    BUDGETS.libraryScrollLongestTaskMs,
  );
  budgetRow(
    '  grid scroll: frames over 50 ms (info)',
    'count',
    libraries.map((l) => l.scroll.framesOver50),
  );
  budgetRow(
    '  grid scroll: cards rendered at the end (info)',
    'count',
    libraries.map((l) => l.scroll.cardsRendered),
  );
}

async function heapUsed(cdp) {
  await cdp.send('HeapProfiler.enable');
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const get = (name) => metrics.find((metric) => metric.name === name)?.value ?? null;
  return {
    jsHeapUsed: get('JSHeapUsedSize'),
    jsHeapTotal: get('JSHeapTotalSize'),
    nodes: get('Nodes'),
  };
}

// ---------------------------------------------------------------------------------------------
// Statistics and printing

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

function summarise(values) {
  const clean = values.filter((value) => typeof value === 'number' && Number.isFinite(value));
  if (clean.length === 0) return { median: null, min: null, max: null, n: 0 };
  return {
    median: median(clean),
    min: Math.min(...clean),
    max: Math.max(...clean),
    n: clean.length,
  };
}

const formatters = {
  bytes: (value) => `${(value / KB).toFixed(1)} KB`,
  ms: (value) => `${Math.round(value)} ms`,
  mb: (value) => `${(value / MB).toFixed(2)} MB`,
  count: (value) => `${Math.round(value)}`,
};

function formatValue(unit, value) {
  return value === null || value === undefined ? '—' : formatters[unit](value);
}

function printTable(rows) {
  const header = ['metric', 'median', 'min', 'max', 'n', 'budget', 'result'];
  const cells = rows.map((row) =>
    row.section
      ? null
      : [
          row.label,
          formatValue(row.unit, row.stats.median),
          formatValue(row.unit, row.stats.min),
          formatValue(row.unit, row.stats.max),
          String(row.stats.n),
          row.budget === undefined ? '' : `≤ ${formatValue(row.unit, row.budget)}`,
          row.budget === undefined ? '' : row.pass ? 'pass' : 'FAIL',
        ],
  );
  const widths = header.map((title, i) =>
    Math.max(title.length, ...cells.filter(Boolean).map((cell) => cell[i].length)),
  );
  const line = (cell) =>
    cell.map((text, i) => (i === 0 ? text.padEnd(widths[i]) : text.padStart(widths[i]))).join('  ');
  log('');
  log(line(header));
  log(widths.map((width) => '-'.repeat(width)).join('  '));
  rows.forEach((row, i) => {
    if (row.section) log(`${i ? '\n' : ''}${row.section}`);
    else log(line(cells[i]));
  });
  log('');
}

// ---------------------------------------------------------------------------------------------
// The run

/** A cold visit of `screen`; on the home screen, Generate at the default delay after it. */
function measureVisit(baseUrl, condition, screen) {
  return withFreshPage(condition, screen, {}, async ({ page, network }) => {
    const load = await measureLoad(page, network, screen, `${baseUrl}${screen.path}`);
    if (screen === SCREENS.home) {
      // The same visit, after its load figures are taken: Generate at the default delay.
      load.generateDefaultDelay = await measureGenerate(page, CONFIG.generateSamples);
    }
    return load;
  });
}

/** Generate on a fresh home screen with the request delay at 0, with or without a game system. */
function measureDelay0(baseUrl, condition, gameSystem) {
  return withFreshPage(
    condition,
    SCREENS.home,
    { [DELAY_KEY]: '0', ...(gameSystem ? { gameSystem } : {}) },
    async ({ page, network }) => {
      await page.goto(`${baseUrl}${SCREENS.home.path}`, { waitUntil: 'load' });
      await settle(page, network);
      return { times: await measureGenerate(page, CONFIG.generateSamples) };
    },
  );
}

/** The figures of one screen's cold visits in one condition. */
const pickLoads = (loads, condition, screenName, getter) =>
  loads.filter((l) => l.condition === condition && l.screenName === screenName).map(getter);

function visitRows(loads, budgetRow, startSection) {
  const conditions = [...new Set(loads.map((l) => l.condition))];
  for (const [screenName, screen] of Object.entries(SCREENS)) {
    for (const condition of conditions) {
      const throttled = condition === 'throttled';
      startSection(`${screen.path} — cold visit, ${condition}`);
      for (const kind of ['script', 'style', 'font', 'image', 'other']) {
        const budget =
          throttled && screenName === 'home' && kind === 'script'
            ? BUDGETS.homeScriptBytes
            : undefined;
        budgetRow(
          `  transferred: ${kind}`,
          'bytes',
          pickLoads(loads, condition, screenName, (l) => l.bytes[kind]),
          budget,
        );
      }
      // Each figure: its label, unit, how a visit gives it, and its budget on the slow phone.
      const figures = [
        ['  transferred: total', 'bytes', (l) => l.bytes.total, BUDGETS.totalBytes],
        ['  first contentful paint', 'ms', (l) => l.fcpMs, BUDGETS.fcpMs],
        ['  largest contentful paint', 'ms', (l) => l.lcpMs, BUDGETS.lcpMs],
        [
          '  layout shift (score × 1000)',
          'count',
          (l) => l.layoutShift * 1000,
          BUDGETS.layoutShift * 1000,
        ],
        [
          `  usable (${screen.readyLabel})`,
          'ms',
          (l) => l.readyMs,
          screenName === 'home' ? BUDGETS.homeReadyMs : BUDGETS.readyMs,
        ],
        ['  its handlers attached by the app (info)', 'ms', (l) => l.handlersAttachedMs],
        ['  long tasks, total duration', 'ms', (l) => l.longTaskTotalMs, BUDGETS.longTaskMs],
        ['  total blocking time (info)', 'ms', (l) => l.blockingTimeMs],
      ];
      for (const [label, unit, getter, budget] of figures) {
        budgetRow(
          label,
          unit,
          pickLoads(loads, condition, screenName, getter),
          throttled ? budget : undefined,
        );
      }
    }
  }
}

function generateRows(generates, loads, budgetRow, startSection) {
  const conditions = [...new Set(generates.map((g) => g.condition))];
  startSection('Generate on the offline generator: click → new name painted');
  for (const condition of conditions) {
    budgetRow(
      `  delay 0, ${condition}`,
      'ms',
      generates
        .filter((g) => g.condition === condition && !g.gameSystem)
        .flatMap((g) => g.times.map((t) => t.clickToPaint)),
      condition === 'unthrottled' ? BUDGETS.generateDelay0Ms : undefined,
    );
  }
  for (const condition of conditions) {
    budgetRow(
      `  delay 0, D&D 5e numbers (stat block on the card), ${condition}`,
      'ms',
      generates
        .filter((g) => g.condition === condition && g.gameSystem === 'srd5')
        .flatMap((g) => g.times.map((t) => t.clickToPaint)),
      condition === 'unthrottled' ? BUDGETS.generateDelay0Ms : undefined,
    );
  }
  for (const condition of conditions) {
    budgetRow(
      `  delay 0, ${condition}, click → the story under the name painted (info)`,
      'ms',
      generates
        .filter((g) => g.condition === condition && !g.gameSystem)
        .flatMap((g) => g.times.map((t) => t.clickToStory).filter((t) => t !== null)),
    );
  }
  for (const condition of conditions) {
    budgetRow(
      `  delay 0, ${condition}, click → name in the DOM (info)`,
      'ms',
      generates
        .filter((g) => g.condition === condition && !g.gameSystem)
        .flatMap((g) => g.times.map((t) => t.clickToDom)),
    );
  }
  // The default delay is measured on the home screen's cold visits, when there are any.
  const visited = [...new Set(loads.map((l) => l.condition))];
  for (const condition of visited) {
    budgetRow(
      `  delay 1000 ms (default), ${condition}`,
      'ms',
      pickLoads(loads, condition, 'home', (l) =>
        l.generateDefaultDelay.map((t) => t.clickToPaint),
      ).flat(),
    );
  }
  for (const condition of visited) {
    budgetRow(
      `  delay 1000 ms, ${condition}, click → Generate enabled again (info)`,
      'ms',
      pickLoads(loads, condition, 'home', (l) =>
        l.generateDefaultDelay.map((t) => t.clickToIdle),
      ).flat(),
    );
  }
}

/** The generations on one page, the heap weighed along the way. */
async function measureHeap(baseUrl) {
  log(
    `\nHeap: ${CONFIG.generations} generations with the delay at 0, unthrottled ` +
      `(at most ${CONFIG.heapSeconds} s)…`,
  );
  return withFreshPage(null, SCREENS.home, { [DELAY_KEY]: '0' }, async ({ page, cdp, network }) => {
    await page.goto(`${baseUrl}${SCREENS.home.path}`, { waitUntil: 'load' });
    await settle(page, network);
    const afterLoad = await heapUsed(cdp);
    const countsBefore = await page.evaluate(pageCounts);
    const checkpoints = [{ generations: 0, ...afterLoad }];
    const started = Date.now();
    const marks = [10, 50, 100, 250, 500, 750, CONFIG.generations].filter(
      (n) => n <= CONFIG.generations,
    );
    let done = 0;
    let lastBatchMs = 0;
    while (done < CONFIG.generations && Date.now() - started < CONFIG.heapSeconds * 1000) {
      // Small batches, so the time limit is kept even when each generation is slow.
      const batch = Math.min(25, marks.find((n) => n > done) - done);
      const loop = await page.evaluate(generateMany, batch);
      done += loop.changed;
      lastBatchMs = loop.ms / batch;
      if (marks.includes(done)) {
        checkpoints.push({ generations: done, ...(await heapUsed(cdp)) });
        log(
          `  ${String(done).padStart(4)} generations after ${((Date.now() - started) / 1000).toFixed(0)} s: ` +
            `heap ${formatValue('mb', checkpoints.at(-1).jsHeapUsed)}, ` +
            `${lastBatchMs.toFixed(1)} ms per generation now`,
        );
      }
    }
    const seconds = (Date.now() - started) / 1000;
    // Success alerts hide themselves after 5 s; let them go before weighing the heap.
    await sleep(6000);
    const afterGenerations = await heapUsed(cdp);
    const countsAfter = await page.evaluate(pageCounts);
    return {
      generations: done,
      complete: done === CONFIG.generations,
      seconds,
      msPerGenerationAtEnd: lastBatchMs,
      afterLoad,
      afterGenerations,
      checkpoints,
      countsBefore,
      countsAfter,
    };
  });
}

function logHeap(heap) {
  log(
    `  ${heap.generations} generations in ${heap.seconds.toFixed(1)} s; heap ` +
      `${formatValue('mb', heap.afterLoad.jsHeapUsed)} → ${formatValue('mb', heap.afterGenerations.jsHeapUsed)}, ` +
      `DOM nodes ${heap.afterLoad.nodes} → ${heap.afterGenerations.nodes}, ` +
      `history rows on screen ${heap.countsAfter.historyRows}, ` +
      `history in storage ${formatValue('bytes', heap.countsAfter.historyStoredChars)} (characters)` +
      `${heap.complete ? '' : ` — stopped after ${CONFIG.heapSeconds} s, before ${CONFIG.generations}`}`,
  );
}

function heapRows(heap, budgetRow, startSection) {
  startSection(
    `JS heap (JSHeapUsedSize after forced GC), ${CONFIG.generations} generations, delay 0, unthrottled`,
  );
  budgetRow('  after load', 'mb', [heap.afterLoad.jsHeapUsed]);
  budgetRow(`  after ${heap.generations} generations`, 'mb', [heap.afterGenerations.jsHeapUsed]);
  const growth = budgetRow(
    `  growth${heap.complete ? '' : ` (only ${heap.generations} of ${CONFIG.generations} done in ${CONFIG.heapSeconds} s)`}`,
    'mb',
    [heap.afterGenerations.jsHeapUsed - heap.afterLoad.jsHeapUsed],
    BUDGETS.heapGrowthBytes,
  );
  if (!heap.complete) {
    // Too slow to finish is a miss too; the slope shows where 1,000 would land.
    growth.pass = false;
    const perGeneration =
      heap.generations > 0
        ? (heap.afterGenerations.jsHeapUsed - heap.afterLoad.jsHeapUsed) / heap.generations
        : null;
    budgetRow(
      `  growth projected to ${CONFIG.generations} (info)`,
      'mb',
      perGeneration === null ? [] : [perGeneration * CONFIG.generations],
    );
  }
  budgetRow('  DOM nodes after load (info)', 'count', [heap.afterLoad.nodes]);
  budgetRow(`  DOM nodes after ${heap.generations} generations (info)`, 'count', [
    heap.afterGenerations.nodes,
  ]);
  budgetRow(`  time per generation at the end (info)`, 'ms', [heap.msPerGenerationAtEnd]);
}

/** Summary rows, grouped in sections, each figure's median checked against its budget. */
function rowBuilder() {
  const rows = [];
  let section = '';
  const startSection = (title) => {
    section = title;
    rows.push({ section: title });
  };
  const budgetRow = (label, unit, values, budget) => {
    const stats = summarise(values);
    const row = { label, unit, stats, group: section };
    if (budget !== undefined) {
      row.budget = budget;
      // A budget is met when the median is within it.
      row.pass = stats.median !== null && stats.median <= budget;
    }
    rows.push(row);
    return row;
  };
  return { rows, startSection, budgetRow };
}

/** The parts BENCH_ONLY measures alone: how each is measured, logged and summed up. */
const PARTS = {
  visits: {
    measure: async (baseUrl) => {
      const loads = [];
      for (const [screenName, screen] of Object.entries(SCREENS)) {
        const load = await measureVisit(baseUrl, CONDITIONS.throttled, screen);
        loads.push({ condition: 'throttled', screenName, ...load });
      }
      return { loads };
    },
    logRun: (run, { loads }) =>
      log(
        `run ${run} throttled cold visits: ` +
          loads
            .map(
              (l) =>
                `${l.screen} usable ${formatValue('ms', l.readyMs)}, long tasks ${formatValue('ms', l.longTaskTotalMs)}`,
            )
            .join('; '),
      ),
    rows: (results, budgetRow, startSection) =>
      visitRows(
        results.flatMap((r) => r.loads),
        budgetRow,
        startSection,
      ),
  },
  generate: {
    measure: async (baseUrl) => ({
      generates: [
        { condition: 'unthrottled', delayMs: 0, ...(await measureDelay0(baseUrl, null)) },
        {
          condition: 'unthrottled',
          delayMs: 0,
          gameSystem: 'srd5',
          ...(await measureDelay0(baseUrl, null, 'srd5')),
        },
      ],
    }),
    logRun: (run, { generates }) =>
      log(
        `run ${run} unthrottled Generate, delay 0: ` +
          generates
            .map(
              (g) =>
                `${g.gameSystem ?? 'no numbers'} ${g.times.map((t) => t.clickToPaint.toFixed(1)).join(' / ')} ms`,
            )
            .join('; '),
      ),
    rows: (results, budgetRow, startSection) =>
      generateRows(
        results.flatMap((r) => r.generates),
        [],
        budgetRow,
        startSection,
      ),
  },
  heap: {
    measure: measureHeap,
    logRun: (run, heap) => logHeap(heap),
    rows: (results, budgetRow, startSection) => heapRows(results[0], budgetRow, startSection),
  },
  library: {
    measure: measureLibrary,
    logRun: logLibrary,
    rows: libraryRows,
  },
  'early-clicks': {
    measure: measureEarlyClicks,
    logRun: logEarlyClicks,
    rows: earlyClickRows,
  },
  'quick-npc': {
    measure: measureQuickNpcHere,
    logRun: (run, result) => logQuickNpc(run, result, log),
    rows: (results, budgetRow, startSection) =>
      quickNpcRows(results, budgetRow, startSection, BUDGETS),
  },
  campaigns: {
    measure: measureCampaignsHere,
    logRun: (run, result) => logCampaignFilter(run, result, log),
    rows: (results, budgetRow, startSection) =>
      campaignFilterRows(results, budgetRow, startSection, BUDGETS),
  },
  portraits: {
    measure: measurePortraitsHere,
    logRun: (run, result) => logPortraits(run, result, log),
    rows: (results, budgetRow, startSection) =>
      portraitRows(results, budgetRow, startSection, BUDGETS),
  },
  packs: {
    measure: measurePacksHere,
    logRun: (run, result) => logPacks(run, result, log),
    rows: (results, budgetRow, startSection) => packRows(results, budgetRow, startSection, BUDGETS),
  },
  groups: {
    measure: measureGroupsHere,
    logRun: (run, result) => logGroups(run, result, log),
    rows: (results, budgetRow, startSection) =>
      groupRows(results, budgetRow, startSection, BUDGETS),
  },
};

/** My Characters with 1,000 characters, each with its own stored picture. */
const PICTURED = picturedLibrary(savedCharacters);
const PICTURED_SCREENS = {
  one: { ...SCREENS.characters, storage: { characters: JSON.stringify(SAVED.slice(0, 1)) } },
  cards: { ...LIBRARY_SCREEN, storage: { characters: JSON.stringify(PICTURED) } },
  list: { ...LIBRARY_LIST_SCREEN, storage: { characters: JSON.stringify(PICTURED) } },
};

/** A photo uploaded on the slow phone, and the pictured library. */
function measurePortraitsHere(baseUrl) {
  return measurePortraits({
    withFreshPage,
    baseUrl,
    measureLoad,
    settle,
    scrollSteadily,
    screens: PICTURED_SCREENS,
    slowPhone: CONDITIONS.throttled,
    viewKey: VIEW_KEY,
  });
}

/** Generate on the home screen with a 5,000-entry content pack on; the scripts it loads checked. */
function measurePacksHere(baseUrl) {
  return measurePacks({
    withFreshPage,
    baseUrl,
    screen: SCREENS.home,
    delayKey: DELAY_KEY,
    settle,
    measureGenerate,
    generateMany,
    samples: CONFIG.generateSamples,
    dist: CONFIG.dist,
  });
}

/** Generate several on the home screen of the app at `baseUrl`. */
function measureGroupsHere(baseUrl) {
  return measureGroups({ withFreshPage, baseUrl, screen: SCREENS.home, delayKey: DELAY_KEY });
}

/** The `Campaign` filter on My Characters with the campaign library, in each view. */
function measureCampaignsHere(baseUrl) {
  return measureCampaignFilter({
    withFreshPage,
    baseUrl,
    screen: CAMPAIGN_SCREEN,
    viewKey: VIEW_KEY,
  });
}

/** Quick NPC on the home screen, unthrottled and on the slow phone. */
async function measureQuickNpcHere(baseUrl) {
  const results = {};
  for (const [name, condition] of Object.entries(CONDITIONS)) {
    results[name] = await measureQuickNpc({
      withFreshPage,
      baseUrl,
      screen: SCREENS.home,
      condition,
    });
  }
  return results;
}

const REPORT_KEYS = {
  visits: 'visits',
  generate: 'generates',
  heap: 'heap',
  library: 'libraries',
  'early-clicks': 'earlyClicks',
  groups: 'groups',
  'quick-npc': 'quickNpc',
  campaigns: 'campaignFilters',
  portraits: 'portraits',
  packs: 'packs',
};

/** BENCH_ONLY=<part>: that part's figures alone, printed and reported. */
async function mainOnly(nginx, startedAt, browserVersion, name) {
  const part = PARTS[name];
  const results = [];
  try {
    for (let run = 1; run <= CONFIG.runs; run += 1) {
      const result = await part.measure(nginx.url);
      results.push({ run, ...result });
      part.logRun(run, result);
    }
  } finally {
    await nginx.stop();
  }
  const { rows, startSection, budgetRow } = rowBuilder();
  part.rows(results, budgetRow, startSection);
  printTable(rows);
  log(
    'A budget is met when the median over the runs is within it. 1 KB = 1000 bytes, 1 MB = 1,000,000 bytes.',
  );
  const failed = rows
    .filter((row) => row.budget !== undefined && !row.pass)
    .map((row) => `${row.group}: ${row.label.trim()}`);
  const report = {
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    config: { ...CONFIG, budgets: BUDGETS, browserVersion },
    summary: rows.filter((row) => !row.section),
    failedBudgets: failed,
    [REPORT_KEYS[name]]: results,
  };
  writeFileSync(CONFIG.report, `${JSON.stringify(report, null, 2)}\n`);
  log(`Report: ${path.relative(ROOT, CONFIG.report)}`);
  if (failed.length) {
    log(`\n${failed.length} budget(s) missed:\n${failed.map((f) => `  - ${f}`).join('\n')}`);
    process.exitCode = 1;
  } else {
    log('\nEvery budget met.');
  }
}

async function main() {
  const startedAt = new Date();
  let chunkLibraries = null;
  if (CONFIG.skipBuild) log(`BENCH_SKIP_BUILD=1: measuring the build in ${CONFIG.dist} as it is.`);
  else chunkLibraries = build();

  const nginx = await startNginx(CONFIG.dist, path.join(ROOT, 'deploy', 'nginx.conf'));
  log(`Serving ${CONFIG.dist} with nginx (deploy/nginx.conf) at ${nginx.url}/character-generator`);
  const versionBrowser = await chromium.launch({
    executablePath: CONFIG.chromium,
    args: CHROMIUM_ARGS,
  });
  const browserVersion = versionBrowser.version();
  await versionBrowser.close();
  log(
    `Chromium ${browserVersion}, viewport ${CONFIG.viewport.width}×${CONFIG.viewport.height}, ` +
      `${CONFIG.runs} runs, ${CONFIG.generations} generations for the heap.\n`,
  );
  if (CONFIG.only) {
    await mainOnly(nginx, startedAt, browserVersion, CONFIG.only);
    return;
  }

  const loads = [];
  const generates = [];
  const installs = [];
  const libraries = [];
  const earlyClicks = [];
  const groups = [];
  const quickNpc = [];
  const campaignFilters = [];
  const packs = [];
  let heap = null;
  try {
    for (let run = 1; run <= CONFIG.runs; run += 1) {
      for (const [conditionName, condition] of Object.entries(CONDITIONS)) {
        for (const [screenName, screen] of Object.entries(SCREENS)) {
          const result = await measureVisit(nginx.url, condition, screen);
          loads.push({ run, condition: conditionName, screenName, ...result });
          const generateNote = result.generateDefaultDelay
            ? `, Generate (1000 ms delay) ${result.generateDefaultDelay.map((t) => Math.round(t.clickToPaint)).join('/')} ms`
            : '';
          log(
            `run ${run} ${conditionName.padEnd(11)} ${screen.path.padEnd(20)} ` +
              `${formatValue('bytes', result.bytes.total)} (script ${formatValue('bytes', result.bytes.script)}), ` +
              `LCP ${formatValue('ms', result.lcpMs)}, ready ${formatValue('ms', result.readyMs)}, ` +
              `long tasks ${formatValue('ms', result.longTaskTotalMs)}${generateNote}` +
              `${result.settled ? '' : ' (did not settle)'}${result.pageErrors ? ` page errors: ${result.pageErrors.join('; ')}` : ''}`,
          );
        }
        const delay0 = await measureDelay0(nginx.url, condition);
        generates.push({ run, condition: conditionName, delayMs: 0, ...delay0 });
        // The same with D&D 5e numbers: each new character also gets a stat block.
        const delay0Fifth = await measureDelay0(nginx.url, condition, 'srd5');
        generates.push({
          run,
          condition: conditionName,
          delayMs: 0,
          gameSystem: 'srd5',
          ...delay0Fifth,
        });
        if (condition) {
          const installed = await measureInstalled(nginx.url, nginx.accessLog);
          installs.push({ run, ...installed });
          log(
            `run ${run} ${conditionName.padEnd(11)} installed: precache ${formatValue('bytes', installed.precacheBytes)} ` +
              `(registered ${formatValue('ms', installed.serviceWorkerRegisteredAt)} after navigation, usable at ${formatValue('ms', installed.firstReadyMs)}), ` +
              `repeat visit LCP ${formatValue('ms', installed.repeat.lcpMs)}, usable ${formatValue('ms', installed.repeat.readyMs)}, ` +
              `${formatValue('bytes', installed.repeat.networkBytes)} from the network; offline LCP ` +
              Object.entries(installed.offlineLcpMs)
                .map(([name, ms]) => `${name} ${formatValue('ms', ms)}`)
                .join(', '),
          );
        }
        log(
          `run ${run} ${conditionName.padEnd(11)} Generate, delay 0: ` +
            `${delay0.times.map((t) => t.clickToPaint.toFixed(1)).join(' / ')} ms (click → new name painted)`,
        );
      }
      const library = await measureLibrary(nginx.url);
      libraries.push({ run, ...library });
      logLibrary(run, library);
      const early = await measureEarlyClicks(nginx.url);
      earlyClicks.push({ run, ...early });
      logEarlyClicks(run, early);
      const group = await measureGroupsHere(nginx.url);
      groups.push({ run, ...group });
      logGroups(run, group, log);
      const npc = await measureQuickNpcHere(nginx.url);
      quickNpc.push({ run, ...npc });
      logQuickNpc(run, npc, log);
      const filter = await measureCampaignsHere(nginx.url);
      campaignFilters.push({ run, ...filter });
      logCampaignFilter(run, filter, log);
      const packRun = await measurePacksHere(nginx.url);
      packs.push({ run, ...packRun });
      logPacks(run, packRun, log);
    }

    heap = await measureHeap(nginx.url);
    logHeap(heap);
  } finally {
    await nginx.stop();
  }

  // ---- Summary rows
  const { rows, startSection, budgetRow } = rowBuilder();
  visitRows(loads, budgetRow, startSection);

  startSection('Installed app (service worker), throttled');
  budgetRow(
    '  precache download after the first visit',
    'bytes',
    installs.map((i) => i.precacheBytes),
    BUDGETS.precacheBytes,
  );
  budgetRow(
    '  portraits kept for offline use, downloaded by the time the worker is active (info)',
    'bytes',
    installs.map((i) => i.portraitBytes),
  );
  budgetRow(
    '  precached files in all, the ones already loaded included (info)',
    'bytes',
    installs.map((i) => i.precacheAllBytes),
  );
  const precacheAfterUsable = budgetRow(
    '  precache starts after usable, by (must be ≥ 0)',
    'ms',
    installs.map((i) =>
      i.serviceWorkerRegisteredAt === null || i.firstReadyMs === null
        ? null
        : i.serviceWorkerRegisteredAt - i.firstReadyMs,
    ),
  );
  precacheAfterUsable.budget = undefined;
  budgetRow(
    '  repeat visit: largest contentful paint',
    'ms',
    installs.map((i) => i.repeat.lcpMs),
    BUDGETS.repeatLcpMs,
  );
  budgetRow(
    '  repeat visit: usable (Generate visible and enabled)',
    'ms',
    installs.map((i) => i.repeat.readyMs),
    BUDGETS.repeatHomeReadyMs,
  );
  budgetRow(
    "  repeat visit: the app's files from the network",
    'bytes',
    installs.map((i) => i.repeat.networkBytes),
    BUDGETS.repeatNetworkBytes,
  );
  for (const [screenName, screen] of Object.entries(SCREENS)) {
    budgetRow(
      `  offline: ${screen.path} largest contentful paint`,
      'ms',
      installs.map((i) => i.offlineLcpMs[screenName]),
      BUDGETS.offlineLcpMs,
    );
  }
  const precacheLate = installs.every(
    (i) =>
      i.workerActive &&
      i.serviceWorkerRegisteredAt !== null &&
      i.firstReadyMs !== null &&
      i.serviceWorkerRegisteredAt >= i.firstReadyMs,
  );

  generateRows(generates, loads, budgetRow, startSection);

  heapRows(heap, budgetRow, startSection);

  libraryRows(libraries, budgetRow, startSection);
  earlyClickRows(earlyClicks, budgetRow, startSection);
  groupRows(groups, budgetRow, startSection, BUDGETS);
  quickNpcRows(quickNpc, budgetRow, startSection, BUDGETS);
  campaignFilterRows(campaignFilters, budgetRow, startSection, BUDGETS);
  packRows(packs, budgetRow, startSection, BUDGETS);

  // ---- Form libraries only on /settings
  const formCheck = {};
  for (const screenName of Object.keys(SCREENS)) {
    const scripts = [
      ...new Set(loads.filter((l) => l.screenName === screenName).flatMap((l) => l.scripts)),
    ];
    formCheck[screenName] = scripts
      .map((url) => ({
        script: new URL(url).pathname,
        libraries: formLibrariesIn(url, chunkLibraries),
      }))
      .filter((entry) => entry.libraries.length > 0);
  }
  const formLeak = [...formCheck.home, ...formCheck.characters];
  const formPass = formLeak.length === 0;

  printTable(rows);
  log(
    `Form libraries (formik, yup) only on /settings: ${formPass ? 'pass' : 'FAIL'} — ` +
      `${formPass ? 'no script requested on /character-generator or /characters holds them' : formLeak.map((e) => `${e.script} holds ${e.libraries.join('+')}`).join('; ')}; ` +
      `on /settings: ${formCheck.settings.map((e) => `${path.basename(e.script)} (${e.libraries.join('+')})`).join(', ') || 'none'}` +
      `${chunkLibraries ? '' : ' [checked by content only: no webpack stats with BENCH_SKIP_BUILD=1]'}`,
  );
  log(
    'Long tasks: the sum of the durations of every long task (> 50 ms) from navigation until the network is quiet.',
  );
  log(
    'A budget is met when the median over the runs is within it. 1 KB = 1000 bytes, 1 MB = 1,000,000 bytes.',
  );

  const budgetRows = rows.filter((row) => row.budget !== undefined);
  const failed = budgetRows
    .filter((row) => !row.pass)
    .map((row) => `${row.group}: ${row.label.trim()}`);
  if (!formPass) failed.push('form libraries only on /settings');
  log(
    `Service worker registered only after the page was usable, and active: ${precacheLate ? 'pass' : 'FAIL'}`,
  );
  if (!precacheLate) failed.push('service worker registered after the page is usable');
  const unsettled = loads.filter((l) => !l.settled).length;

  const report = {
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    config: { ...CONFIG, conditions: CONDITIONS, budgets: BUDGETS, browserVersion },
    summary: rows.filter((row) => !row.section),
    formLibraries: { pass: formPass, byScreen: formCheck },
    failedBudgets: failed,
    unsettledLoads: unsettled,
    loads,
    generates,
    installs,
    libraries,
    earlyClicks,
    quickNpc,
    campaignFilters,
    packs,
    heap,
  };
  writeFileSync(CONFIG.report, `${JSON.stringify(report, null, 2)}\n`);
  log(`Report: ${path.relative(ROOT, CONFIG.report)}`);
  if (unsettled)
    log(`Warning: ${unsettled} load(s) did not go quiet within ${CONFIG.loadTimeoutMs} ms.`);
  if (failed.length) {
    log(`\n${failed.length} budget(s) missed:\n${failed.map((f) => `  - ${f}`).join('\n')}`);
    process.exitCode = 1;
  } else {
    log('\nEvery budget met.');
  }
}

main().catch((error) => {
  process.stderr.write(`${error.stack || error}\n`);
  process.exitCode = 2;
});
