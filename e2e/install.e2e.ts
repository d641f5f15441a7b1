import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { appUrl, launchBrowser, newPage, screenshot } from './support/browser';

// A plain JavaScript module shared with the suite's setup and the benchmark.
const { startNginx } = require('./support/nginx.cjs') as {
  startNginx: (dist: string, conf: string) => Promise<{ url: string; stop: () => Promise<void> }>;
};

/**
 * The page before and without script (painted from its HTML at build time), the installed app
 * (service worker: offline, updates) and the Theme setting, against nginx and deploy/nginx.conf.
 */

const ROOT = path.resolve(__dirname, '..');
const STARTERS = JSON.parse(
  readFileSync(path.join(ROOT, 'data', 'starter-characters.json'), 'utf8'),
) as { firstName: string; lastName: string; background: { title: string; content: string[] } }[];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const ROUTES = [
  ['/character-generator', 'Character Generator'],
  ['/characters', 'My Characters'],
  ['/settings', 'Character Generator Settings'],
] as const;

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const cardName = (page: Page) =>
  page.getByRole('article', { name: 'Character' }).getByRole('heading', { level: 2 });

/** Holds back the app's scripts, so a test can look at the page as painted from its HTML. */
async function holdScripts(context: BrowserContext) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await context.route('**/character-generator/static/js/**', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** A character of the visitor's own, stored as the app keeps its history. */
const OWN = {
  id: 'own-1',
  firstName: 'Quillon',
  lastName: 'Ashgrove',
  epithet: 'The Late Riser',
  race: 'Human',
  characterClass: 'Warrior',
  gender: 'Male',
  alignment: 'Lawful Good',
  age: 33,
  background: { title: 'A Quiet Road', content: ['Quillon Ashgrove kept the ferry at Elm Ford.'] },
};

describe('the first paint, from HTML', () => {
  test("each route's HTML holds its title, and the home page a whole character", async () => {
    for (const [route, title] of ROUTES) {
      const response = await fetch(appUrl(route));
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain(`>${title}</h1>`);
      // Its styles come with it: the frame is drawn before any stylesheet or script arrives.
      expect(html).toMatch(/<style data-emotion="css /);
    }
    const home = await (await fetch(appUrl('/character-generator'))).text();
    const index = Number(/data-starter="(\d+)"/.exec(home)?.[1]);
    const starter = STARTERS[index];
    expect(starter).toBeDefined();
    if (!starter) return;
    expect(home).toContain(`${starter.firstName} ${starter.lastName}</h2>`);
    expect(home).toContain(starter.background.title);
    // The head script is allowed by the server's policy (no inline script runs otherwise).
    const csp = (await fetch(appUrl('/character-generator'))).headers.get(
      'content-security-policy',
    );
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
  });

  test('with JavaScript off, every screen still paints its frame and title; home shows the character', async () => {
    for (const viewport of [
      { width: 1440, height: 1000 },
      { width: 390, height: 844 },
    ]) {
      const context = await browser.newContext({ viewport, javaScriptEnabled: false });
      const page = await context.newPage();
      for (const [route, title] of ROUTES) {
        await page.goto(appUrl(route));
        await expect(h1(page).innerText()).resolves.toBe(title);
        // The menu: the side panel's links on a wide screen, the menu button on a phone.
        const menu =
          viewport.width < 900
            ? page.getByRole('button', { name: 'Open menu' })
            : page.getByRole('link', { name: 'My Characters' });
        expect(await menu.isVisible()).toBe(true);
        await screenshot(page, `no-script-${viewport.width}${route.replace(/\//g, '-')}`);
      }
      await page.goto(appUrl('/character-generator'));
      const name = await cardName(page).innerText();
      expect(STARTERS.map((s) => `${s.firstName} ${s.lastName}`)).toContain(name);
      expect(await page.getByRole('button', { name: 'Generate', exact: true }).isVisible()).toBe(
        true,
      );
      // Phones get the phone frame from CSS alone: the menu button, not the side panel.
      const menuButton = page.getByRole('button', { name: 'Open menu' });
      expect(await menuButton.isVisible()).toBe(viewport.width < 900);
      await context.close();
    }
  });

  test('a first visitor keeps the character the page was painted with when the app takes over', async () => {
    const { context, page, consoleErrors } = await newPage(browser, { waitForApp: false });
    const release = await holdScripts(context);
    await page.goto(appUrl('/character-generator'), { waitUntil: 'commit' });
    await h1(page).waitFor();
    const painted = await cardName(page).innerText();
    const portrait = () =>
      page.getByRole('article', { name: 'Character' }).locator('img').getAttribute('src');
    const paintedPortrait = await portrait();
    release();
    await page.waitForSelector('html[data-app="ready"]', { state: 'attached' });
    expect(await cardName(page).innerText()).toBe(painted);
    // The same portrait too (a non-binary character's is picked from its id).
    expect(await portrait()).toBe(paintedPortrait);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  test("a first visitor's app adopts the painted page instead of drawing it again, and it works", async () => {
    for (const route of ['/character-generator', '/settings']) {
      const { context, page } = await newPage(browser, { waitForApp: false });
      const pageErrors: string[] = [];
      page.on('pageerror', (error) => pageErrors.push(error.message));
      const release = await holdScripts(context);
      await page.goto(appUrl(route), { waitUntil: 'commit' });
      await h1(page).waitFor();
      // Marks the painted heading: the mark survives only if the app keeps that very element.
      await page.evaluate(() => {
        (document.querySelector('h1') as HTMLElement & { painted?: boolean }).painted = true;
      });
      release();
      await page.waitForSelector('html[data-app="ready"]', { state: 'attached' });
      expect(
        await page.evaluate(
          () => (document.querySelector('h1') as HTMLElement & { painted?: boolean }).painted,
        ),
      ).toBe(true);
      // A mismatch between the page and the app would be reported here.
      expect(pageErrors).toEqual([]);
      await context.close();
    }

    // The adopted home page works: Generate draws a new character.
    const { context, page } = await newPage(browser);
    await page.goto(appUrl('/character-generator'));
    const before = await cardName(page).innerText();
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    await page.waitForFunction(
      (old) => document.querySelector('article[aria-label="Character"] h2')?.textContent !== old,
      before,
    );
    await context.close();

    // A phone was painted the wide page's markup (CSS shows it as a phone's): the app draws afresh.
    const phone = await newPage(browser, {
      waitForApp: false,
      viewport: { width: 390, height: 844 },
    });
    const releasePhone = await holdScripts(phone.context);
    await phone.page.goto(appUrl('/character-generator'), { waitUntil: 'commit' });
    await h1(phone.page).waitFor();
    await phone.page.evaluate(() => {
      (document.querySelector('h1') as HTMLElement & { painted?: boolean }).painted = true;
    });
    releasePhone();
    await phone.page.waitForSelector('html[data-app="ready"]', { state: 'attached' });
    expect(
      await phone.page.evaluate(
        () => (document.querySelector('h1') as HTMLElement & { painted?: boolean }).painted,
      ),
    ).toBeUndefined();
    await phone.context.close();
  });

  test('adopting the painted page, the app compiles no style of its own: the page holds them all', async () => {
    for (const route of ['/character-generator', '/settings']) {
      const { context, page } = await newPage(browser);
      await page.goto(appUrl(route));
      // Every part adopted, the last ones in the browser's idle time.
      await page.evaluate(
        () => new Promise((resolve) => setTimeout(() => requestIdleCallback(resolve), 500)),
      );
      // The painted page's style tags name the styles they hold; the app's own sheet (no names)
      // would receive any style it had to compile again.
      const compiled = await page.evaluate(() =>
        Array.from(document.querySelectorAll<HTMLStyleElement>('style[data-emotion="css"]')).reduce(
          (count, tag) => count + (tag.sheet?.cssRules.length ?? 0),
          0,
        ),
      );
      expect({ route, compiled }).toEqual({ route, compiled: 0 });
      await context.close();
    }
  });

  test('on a slow phone, a click made the moment the app is ready works everywhere on the page', async () => {
    const slow = async (page: Page) => {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    };
    // The parts the app adopts last on the home page: the rows' buttons and the menu.
    {
      const { context, page, consoleErrors } = await newPage(browser);
      await slow(page);
      await page.goto(appUrl('/character-generator'));
      const lock = page.getByRole('button', { name: 'Lock race' });
      await lock.click();
      await expect(lock.getAttribute('aria-pressed')).resolves.toBe('true');
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Settings' })
        .click();
      await h1(page).filter({ hasText: 'Character Generator Settings' }).waitFor();
      expect(consoleErrors).toEqual([]);
      await context.close();
    }
    // Settings: a provider's switch, adopted after Save Settings.
    {
      const { context, page, consoleErrors } = await newPage(browser);
      await slow(page);
      // Switching Ollama on asks its default address for the installed models. No Ollama runs
      // here: an empty list answers, so a slow page that gets there first logs no refused call.
      await page.route(
        (url) => url.port === '11434',
        (route) =>
          route.fulfill({
            json: { models: [] },
            headers: { 'Access-Control-Allow-Origin': '*' },
          }),
      );
      await page.goto(appUrl('/settings'));
      const ollama = page.getByRole('switch', { name: 'Enable Ollama API' });
      await ollama.click();
      // A press the page still holds is carried out in turn, once: the switch ends on.
      await page.getByRole('switch', { name: 'Enable Ollama API', checked: true }).waitFor();
      await page.getByText('Unsaved changes').waitFor();
      expect(consoleErrors).toEqual([]);
      await context.close();
    }
  });

  test('a returning visitor never sees another character: only their own, or none', async () => {
    const { context, page } = await newPage(browser, { waitForApp: false });
    await context.addInitScript((own) => {
      if (!window.localStorage.getItem('characterHistory')) {
        window.localStorage.setItem('characterHistory', JSON.stringify([own]));
      }
    }, OWN);
    const release = await holdScripts(context);
    await page.goto(appUrl('/character-generator'), { waitUntil: 'commit' });
    await h1(page).waitFor();
    // Before the app runs, the page's own character is hidden (the frame and title show).
    expect(await cardName(page).isVisible()).toBe(false);
    expect(await h1(page).isVisible()).toBe(true);
    await screenshot(page, 'returning-visitor-first-paint');
    release();
    await page.waitForSelector('html[data-app="ready"]', { state: 'attached' });
    await expect(cardName(page).innerText()).resolves.toBe('Quillon Ashgrove');
    await context.close();
  });

  test('My Characters paints card frames for a visitor with saved characters, the empty list for one without', async () => {
    const { context, page } = await newPage(browser, { waitForApp: false });
    await context.addInitScript((own) => {
      if (!window.localStorage.getItem('characters')) {
        window.localStorage.setItem('characters', JSON.stringify([own]));
      }
    }, OWN);
    const release = await holdScripts(context);
    await page.goto(appUrl('/characters'), { waitUntil: 'commit' });
    await h1(page).waitFor();
    const frames = page.locator('[data-saved-only]');
    await expect(frames.isVisible()).resolves.toBe(true);
    // The frames show an outline portrait, at the size of a card's portrait.
    const picture = frames.locator('img').first();
    await picture.waitFor();
    await expect(picture.getAttribute('src')).resolves.toBe(
      '/character-generator/images/portrait-placeholder.svg',
    );
    await expect(picture.boundingBox()).resolves.toMatchObject({ width: 171, height: 256 });
    await expect(page.getByText('No saved characters yet').isVisible()).resolves.toBe(false);
    await screenshot(page, 'characters-first-paint-saved');
    release();
    await page.waitForSelector('html[data-app="ready"]', { state: 'attached' });
    await expect(page.locator('[data-saved-only]').count()).resolves.toBe(0);
    await expect(page.getByRole('heading', { name: 'Quillon Ashgrove' }).isVisible()).resolves.toBe(
      true,
    );
    await context.close();

    // No saved characters: the empty list, and no frames.
    const fresh = await newPage(browser, { waitForApp: false });
    const releaseFresh = await holdScripts(fresh.context);
    await fresh.page.goto(appUrl('/characters'), { waitUntil: 'commit' });
    await h1(fresh.page).waitFor();
    await expect(fresh.page.getByText('No saved characters yet').isVisible()).resolves.toBe(true);
    await expect(fresh.page.locator('[data-saved-only]').isVisible()).resolves.toBe(false);
    releaseFresh();
    await fresh.context.close();
  });

  test('a first visit downloads no font until the app has started; then the text is in Roboto', async () => {
    const { context, page } = await newPage(browser, { waitForApp: false });
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fonts.push(request.url());
    });
    const release = await holdScripts(context);
    await page.goto(appUrl('/character-generator'), { waitUntil: 'commit' });
    await h1(page).waitFor();
    // The page is laid out and its portrait drawn (the page's load waits for the held scripts).
    await page.waitForFunction(
      () => document.querySelector<HTMLImageElement>('article img')?.complete,
    );
    await page.waitForTimeout(300);
    // The painted page waits for its scripts in the system's sans-serif, fetching no font.
    expect(fonts).toEqual([]);
    const family = () => page.evaluate(() => getComputedStyle(document.body).fontFamily);
    expect(await family()).toMatch(/^"Roboto Fallback",/);
    release();
    await page.waitForSelector('html[data-app="ready"]', { state: 'attached' });
    expect(await family()).toMatch(/^Roboto,/);
    await page.waitForFunction(() =>
      [...document.fonts].some((face) => face.family === 'Roboto' && face.status === 'loaded'),
    );
    expect(fonts.length).toBeGreaterThan(0);
    expect(fonts.every((url) => url.endsWith('.woff2'))).toBe(true);
    await context.close();
  });

  test("the system font stands in at Roboto's widths: when Roboto arrives nothing in view moves", async () => {
    const { context, page } = await newPage(browser, { viewport: { width: 390, height: 844 } });
    await context.addInitScript(() => {
      const win = window as unknown as { __shift: number };
      win.__shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
          win.__shift += entry.value;
        }
      }).observe({ type: 'layout-shift' });
    });
    // Roboto is held back until the page has been measured in the font that stands in for it.
    let releaseFonts = () => {};
    const fontsHeld = new Promise<void>((resolve) => (releaseFonts = resolve));
    await page.route('**/static/fonts/**', async (route) => {
      await fontsHeld;
      await route.continue();
    });
    await page.goto(appUrl('/character-generator'));
    await cardName(page).waitFor();
    // Every text on the first screen: where its lines are, and how wide it runs on one line.
    const measure = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('article h2, article dt, article dd, article button, h1')]
          .map((element) => {
            const range = document.createRange();
            range.selectNodeContents(element);
            const box = range.getBoundingClientRect();
            return {
              text: element.textContent,
              width: box.width,
              top: box.top,
              height: box.height,
            };
          })
          .filter((text) => text.text && text.height > 0 && text.top + text.height <= innerHeight),
      );
    const usedFaces = () =>
      page.evaluate(() =>
        [...document.fonts]
          .filter((face) => face.status === 'loaded')
          .map((face) => face.family.replace(/"/g, '')),
      );
    const before = await measure();
    expect(before.length).toBeGreaterThan(10);
    expect(await usedFaces()).toContain('Roboto Fallback');
    expect(await usedFaces()).not.toContain('Roboto');
    await page.evaluate(() => ((window as unknown as { __shift: number }).__shift = 0));
    releaseFonts();
    await page.waitForFunction(() =>
      [...document.fonts].some((face) => face.family === 'Roboto' && face.status === 'loaded'),
    );
    await page.evaluate(() => document.fonts.ready);
    await page.evaluate(() => new Promise(requestAnimationFrame));
    const after = await measure();
    const lines = (texts: typeof before) =>
      texts.map(({ text, top, height }) => ({
        text,
        top: Math.round(top),
        height: Math.round(height),
      }));
    expect(lines(after)).toEqual(lines(before));
    for (const [i, text] of after.entries()) {
      const was = before[i]!;
      if (was.height < 30 && was.width > 40) {
        const ratio = text.width / was.width;
        expect({ text: text.text, near: Math.abs(ratio - 1) < 0.08 }).toEqual({
          text: text.text,
          near: true,
        });
      }
    }
    const shift = await page.evaluate(() => (window as unknown as { __shift: number }).__shift);
    expect(shift).toBeLessThanOrEqual(0.02);
    await context.close();
  });

  test('the layout does not move when the app takes over', async () => {
    const { context, page } = await newPage(browser);
    await context.addInitScript(() => {
      (window as unknown as { __shift: number }).__shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[]) {
          if (!entry.hadRecentInput)
            (window as unknown as { __shift: number }).__shift += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(appUrl('/character-generator'));
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    const shift = await page.evaluate(() => (window as unknown as { __shift: number }).__shift);
    expect(shift).toBeLessThanOrEqual(0.02);
    await context.close();
  });
});

/** Waits until the service worker has installed, taken this release's files and is active. */
async function waitForWorker(page: Page) {
  const deadline = Date.now() + 30000;
  while (Date.now() < deadline) {
    const state = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration('/');
      return registration?.active?.state ?? null;
    });
    if (state === 'activated') return;
    await page.waitForTimeout(250);
  }
  throw new Error('The service worker did not become active within 30 s');
}

describe('the installed app', () => {
  test('has a manifest with icons, and the worker is served for the whole site, never cached', async () => {
    const manifestResponse = await fetch(appUrl('/character-generator/manifest.webmanifest'));
    expect(manifestResponse.headers.get('content-type')).toContain('application/manifest+json');
    const manifest = (await manifestResponse.json()) as {
      name: string;
      short_name: string;
      icons: { src: string; sizes: string; purpose?: string }[];
      theme_color: string;
      background_color: string;
    };
    expect(manifest.name).toBe('Fantasy Character Generator');
    expect(manifest.short_name).toBeTruthy();
    expect(manifest.theme_color).toMatch(/^#/);
    expect(manifest.background_color).toMatch(/^#/);
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(
      expect.arrayContaining(['192x192', '512x512']),
    );
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
    for (const icon of manifest.icons) {
      const response = await fetch(appUrl(icon.src));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
    }
    const worker = await fetch(appUrl('/character-generator/sw.js'));
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-type')).toContain('javascript');
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    expect(worker.headers.get('service-worker-allowed')).toBe('/');
  });

  test('after one visit, every route opens offline; Generate, rerolls, tooltips, Save and My Characters work', async () => {
    const { context, page, consoleErrors } = await newPage(browser, { serviceWorkers: true });
    await page.goto(appUrl('/character-generator'));
    await waitForWorker(page);
    // The tooltips' code is kept with the app, whether or not this visit has used it.
    const precached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const key of await caches.keys()) {
        if (!key.startsWith('workbox-precache')) continue;
        const cache = await caches.open(key);
        for (const request of await cache.keys()) urls.push(new URL(request.url).pathname);
      }
      return urls;
    });
    expect(precached).toContainEqual(
      expect.stringMatching(/\/static\/js\/tooltip-popper\.[0-9a-f]{8}\./),
    );

    await context.setOffline(true);
    for (const [route, title] of ROUTES) {
      await page.goto(appUrl(route));
      await expect(h1(page).innerText()).resolves.toBe(title);
    }
    await page.goto(appUrl('/character-generator'));
    await page.getByRole('button', { name: "Reroll character's race" }).hover();
    await page.getByRole('tooltip', { name: "Reroll character's race" }).waitFor();
    const before = await cardName(page).innerText();
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    await page.waitForFunction(
      (old) => document.querySelector('article[aria-label="Character"] h2')?.textContent !== old,
      before,
    );
    const generated = await cardName(page).innerText();
    await page.getByRole('button', { name: "Reroll character's epithet" }).click();
    await page.getByRole('button', { name: 'Save Character' }).click();
    await page.getByRole('button', { name: 'Saved' }).waitFor();
    await page.getByRole('link', { name: 'My Characters' }).first().click();
    await page.getByRole('heading', { name: generated, level: 2 }).waitFor();
    await screenshot(page, 'offline-my-characters');

    // The installed app's pages paint in Roboto at once: the head script turns the fonts on
    // (they are kept offline) before any of the app's scripts has run.
    await context.addInitScript(() => {
      // Runs before the document has an <html> element: watches for it.
      const seen = new MutationObserver(() => {
        const root = document.documentElement;
        if (!root?.hasAttribute('data-fonts')) return;
        (window as unknown as { __fontsBeforeApp: boolean }).__fontsBeforeApp =
          !root.hasAttribute('data-app');
        seen.disconnect();
      });
      seen.observe(document, { attributes: true, childList: true, subtree: true });
    });
    await page.goto(appUrl('/characters'));
    await page.waitForSelector('html[data-app="ready"]', { state: 'attached' });
    expect(
      await page.evaluate(
        () => (window as unknown as { __fontsBeforeApp?: boolean }).__fontsBeforeApp,
      ),
    ).toBe(true);

    // A model call says plainly that there is no connection.
    await page.evaluate(() => {
      window.localStorage.setItem('useOllamaAPI', 'true');
    });
    await page.goto(appUrl('/character-generator'));
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    await page
      .getByRole('region', { name: 'Notifications' })
      .getByText(/No connection: this device is offline/)
      .waitFor();
    // Only the browser's own notes of requests that could not go out (portraits not yet kept,
    // the model's address).
    expect(consoleErrors.filter((e) => !/^Failed to load resource: net::ERR_/.test(e))).toEqual([]);
    await context.close();
  });

  test('a new release waits; the alert offers Reload, and after it every route works', async () => {
    // A copy of the build, served by its own nginx, so the test can deploy a new release.
    const dist = mkdtempSync(path.join(tmpdir(), 'cg-release-'));
    cpSync(path.join(ROOT, 'dist'), dist, { recursive: true });
    const server = await startNginx(dist, path.join(ROOT, 'deploy', 'nginx.conf'));
    try {
      const { context, page } = await newPage(browser, { serviceWorkers: true });
      await page.goto(`${server.url}/character-generator`);
      await waitForWorker(page);
      // A later visit: the worker now serves the tab.
      await page.reload();
      expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
      const painted = await cardName(page).innerText();

      // The next release: new pages (their revisions in the worker's list change, and so does
      // the worker's size: the server compares files by size and time).
      const swFile = path.join(dist, 'sw.js');
      const nextWorker = readFileSync(swFile, 'utf8').replace(/'revision':'[0-9a-f]{32}'/g, (m) =>
        m.replace(/[0-9a-f]{32}/, 'f'.repeat(32)),
      );
      // A release writes each file with its compressed copies, which the server sends instead.
      const deploy = (file: string, content: string) => {
        writeFileSync(file, content);
        writeFileSync(`${file}.gz`, gzipSync(content));
        writeFileSync(`${file}.br`, brotliCompressSync(content));
      };
      deploy(swFile, `${nextWorker}\n// next release\n`);
      for (const page of ['index.html', 'characters.html', 'settings.html', 'app.html']) {
        const file = path.join(dist, page);
        deploy(
          file,
          readFileSync(file, 'utf8').replace(
            '<head>',
            '<head><meta name="release" content="next">',
          ),
        );
      }
      await page.evaluate(async () => {
        await (await navigator.serviceWorker.getRegistration('/'))?.update();
      });
      const alert = page
        .getByRole('region', { name: 'Notifications' })
        .getByRole('alert')
        .filter({ hasText: 'A new version is available' });
      await alert.waitFor({ timeout: 30000 });
      // The open tab goes on working meanwhile.
      expect(await cardName(page).innerText()).toBe(painted);
      await screenshot(page, 'update-available');
      await alert.getByRole('button', { name: 'Reload' }).click();
      // The page now comes from the next release (the app sets its own title, so a mark in the
      // page's head tells them apart).
      await page.waitForFunction(
        () => document.querySelector('meta[name="release"]')?.getAttribute('content') === 'next',
        undefined,
        { timeout: 30000 },
      );
      for (const [route, title] of ROUTES) {
        await page.goto(`${server.url}${route}`);
        await expect(h1(page).innerText()).resolves.toBe(title);
      }
      await context.close();
    } finally {
      await server.stop();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});

const pageBackground = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const isDark = (rgb: string) => {
  const [r = 255, g = 255, b = 255] = (rgb.match(/\d+/g) ?? []).map(Number);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b < 80;
};

describe('Theme', () => {
  test('the select switches at once and is remembered; the next visit paints dark from the first frame', async () => {
    const { context, page } = await newPage(browser, { waitForApp: false });
    await page.goto(appUrl('/settings'));
    await page.waitForSelector('html[data-app="ready"]', { state: 'attached' });
    expect(isDark(await pageBackground(page))).toBe(false);
    await page.getByRole('combobox', { name: 'Theme' }).click();
    await page.getByRole('option', { name: 'Dark' }).click();
    await page.waitForFunction(
      () => document.documentElement.getAttribute('data-mui-color-scheme') === 'dark',
    );
    expect(isDark(await pageBackground(page))).toBe(true);
    await screenshot(page, 'settings-dark');

    const release = await holdScripts(context);
    await page.goto(appUrl('/character-generator'), { waitUntil: 'commit' });
    await h1(page).waitFor();
    // No script of the app has run yet, and the page is already dark.
    expect(await page.evaluate(() => document.documentElement.dataset.app)).toBeUndefined();
    expect(isDark(await pageBackground(page))).toBe(true);
    release();
    await page.waitForSelector('html[data-app="ready"]', { state: 'attached' });
    expect(isDark(await pageBackground(page))).toBe(true);
    await screenshot(page, 'generator-dark');
    await context.close();
  });

  test('with no choice made, a dark system preference paints dark before any script', async () => {
    const context = await browser.newContext({ colorScheme: 'dark' });
    const page = await context.newPage();
    const release = await holdScripts(context);
    await page.goto(appUrl('/character-generator'), { waitUntil: 'commit' });
    await h1(page).waitFor();
    expect(isDark(await pageBackground(page))).toBe(true);
    release();
    await context.close();
  });
});
