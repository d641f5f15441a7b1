import { readFileSync } from 'node:fs';
import { get } from 'node:http';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { appUrl, launchBrowser, newPage, screenshot } from './support/browser';

const DIST = path.resolve(__dirname, '..', 'dist');

/** A response's body as sent, not decompressed, with its Content-Encoding. */
function rawBody(url: string, headers: Record<string, string>) {
  return new Promise<{ encoding?: string; body: Buffer }>((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          encoding: response.headers['content-encoding'],
          body: Buffer.concat(chunks),
        }),
      );
      response.on('error', reject);
    }).on('error', reject);
  });
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('app shell served by nginx', () => {
  test('/ lands on /character-generator with replace, and every file comes from under the base path', async () => {
    const { context, page, consoleErrors } = await newPage(browser);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    const before = await page.evaluate(() => window.history.length);
    await page.goto(appUrl('/'));
    await page.waitForURL('**/character-generator');
    await page.getByRole('heading', { name: 'Character Generator', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/character-generator');
    // Replace: "/" is not left behind in the session history.
    expect(await page.evaluate(() => window.history.length)).toBe(before + 1);
    const base = appUrl('');
    const local = requested.filter((url) => url.startsWith(base));
    // Nothing from another host.
    const foreign = requested.filter((url) => !url.startsWith(base) && !url.startsWith('data:'));
    expect(foreign).toEqual([]);
    for (const url of local) {
      const { pathname } = new URL(url);
      if (pathname === '/') continue; // the address typed by the user
      expect(
        pathname.startsWith('/character-generator/') || pathname === '/character-generator',
      ).toBe(true);
    }
    expect(requested.some((url) => url.includes('/character-generator/static/js/'))).toBe(true);
    // The fonts come once the app has started.
    await page.waitForFunction(() => [...document.fonts].some((face) => face.status === 'loaded'));
    expect(requested.some((url) => /\/static\/fonts\/.+\.woff2$/.test(url))).toBe(true);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  test('the drawer has a Menu header and its links navigate', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(appUrl('/character-generator'));
    const nav = page.getByRole('navigation', { name: 'Main' });
    await page.getByRole('heading', { name: 'Menu' }).waitFor();
    // The permanent drawer: the panel holding the menu is 240 px wide, from the top to the bottom.
    // The panel is the nearest box around the menu (a part taken over later draws none of its own).
    const drawer = await nav
      .locator('xpath=ancestor::*[contains(concat(" ", @class, " "), " MuiPaper-root ")][1]')
      .boundingBox();
    expect(drawer).toMatchObject({ x: 0, y: 0, width: 240, height: 1000 });

    await nav.getByRole('link', { name: 'My Characters' }).click();
    await page.getByRole('heading', { name: 'My Characters', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/characters');

    await nav.getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('heading', { name: 'Character Generator Settings', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/settings');

    await nav.getByRole('link', { name: 'Character Generator' }).click();
    await page.getByRole('heading', { name: 'Character Generator', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/character-generator');
    await context.close();
  });

  test('a reload or a deep link on /settings and /characters works', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(appUrl('/settings'));
    await page.getByRole('heading', { name: 'Character Generator Settings', level: 1 }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Character Generator Settings', level: 1 }).waitFor();
    await page.goto(appUrl('/characters'));
    await page.getByRole('heading', { name: 'My Characters', level: 1 }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'My Characters', level: 1 }).waitFor();
    await context.close();
  });

  test('an unknown path shows "Page not found" with a link to each screen', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(appUrl('/no-such-page'));
    const main = page.getByRole('main');
    await main.getByRole('heading', { name: 'Page not found', level: 1 }).waitFor();
    expect(await page.title()).toBe('Page not found — Fantasy Character Generator');
    // None of the router's words for developers.
    expect(await main.innerText()).not.toMatch(/Unexpected Application Error|404|No route/);
    const names = await main.getByRole('link').allTextContents();
    expect(names.map((n) => n.trim())).toEqual([
      'Character Generator',
      'My Characters',
      'Settings',
    ]);
    await screenshot(page, 'not-found-1440');
    await main.getByRole('link', { name: 'My Characters' }).click();
    await page.getByRole('heading', { name: 'My Characters', level: 1 }).waitFor();
    // The menu stays usable from it too.
    await page.goBack();
    await main.getByRole('heading', { name: 'Page not found', level: 1 }).waitFor();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Settings' })
      .click();
    await page.getByRole('heading', { name: 'Character Generator Settings', level: 1 }).waitFor();
    await context.close();
  });

  test('a blocked chunk shows the error page, and Reload recovers', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(appUrl('/character-generator'));
    await page.getByRole('heading', { name: 'Character Generator', level: 1 }).waitFor();
    await page.route('**/static/js/settings.*.js', (route) => route.abort('failed'));
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('heading', { name: 'Unexpected Application Error!' }).waitFor();
    await page
      .getByText(/Loading chunk .* failed/)
      .first()
      .waitFor();
    await page.unroute('**/static/js/settings.*.js');
    await page.getByRole('button', { name: 'Reload' }).click();
    await page.getByRole('heading', { name: 'Character Generator Settings', level: 1 }).waitFor();
    await context.close();
  });

  test('on a phone, a failed download of the menu is tried again and the menu opens', async () => {
    const { context, page } = await newPage(browser, { viewport: { width: 390, height: 844 } });
    let attempts = 0;
    await page.route('**/static/js/phone-drawer.*.js', async (route) => {
      attempts += 1;
      if (attempts === 1) await route.abort('failed');
      else await route.continue();
    });
    await page.goto(appUrl('/character-generator'));
    await page.getByRole('heading', { name: 'Character Generator', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('heading', { name: 'Character Generator Settings', level: 1 }).waitFor();
    expect(attempts).toBe(2);
    await context.close();
  });

  test('each screen’s page preloads that screen alone; other paths preload nothing', async () => {
    const screens = {
      '/character-generator': 'generator',
      '/characters': 'characters',
      '/settings': 'settings',
    };
    for (const [path, chunk] of Object.entries(screens)) {
      const html = await (await fetch(appUrl(path))).text();
      expect(html).toContain('/character-generator/static/js/main.');
      const preloads = [...html.matchAll(/rel="?preload"? as="?script"? href="?([^"\s>]+)/g)].map(
        (match) => match[1],
      );
      expect(preloads).toHaveLength(1);
      expect(preloads[0]).toMatch(new RegExp(`^/character-generator/static/js/${chunk}\\.`));
    }
    const html = await (await fetch(appUrl('/no-such-page'))).text();
    expect(html).toContain('/character-generator/static/js/main.');
    expect(html).not.toContain('preload');
  });

  test('nginx sends cache and security headers', async () => {
    const index = await fetch(appUrl('/settings'));
    expect(index.status).toBe(200);
    expect(index.headers.get('cache-control')).toBe('no-cache');
    expect(index.headers.get('x-content-type-options')).toBe('nosniff');
    expect(index.headers.get('referrer-policy')).toBe('no-referrer');
    const csp = index.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain('connect-src');
    const html = await index.text();
    const script = /src="?(\/character-generator\/static\/js\/[^"\s>]+\.js)/.exec(html)?.[1];
    expect(script).toBeDefined();
    const asset = await fetch(appUrl(script as string), { headers: { 'accept-encoding': 'gzip' } });
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-encoding')).toBe('gzip');
    // Sent as the build's own compressed copy, byte for byte, rather than compressed on the fly:
    // Brotli to a client that takes it (as browsers do), gzip to one that takes only gzip.
    const builtCopy = (file: string) =>
      readFileSync(path.join(DIST, file.replace(/^\/character-generator\//, '')));
    for (const [accepted, encoding, extension] of [
      ['gzip', 'gzip', 'gz'],
      ['gzip, deflate, br, zstd', 'br', 'br'],
    ] as const) {
      for (const file of [script as string, '/character-generator/index.html']) {
        const raw = await rawBody(appUrl(file), { 'accept-encoding': accepted });
        expect({ file, accepted, encoding: raw.encoding }).toEqual({ file, accepted, encoding });
        expect(raw.body.equals(builtCopy(`${file}.${extension}`))).toBe(true);
      }
    }
    // The Brotli copy is the smaller download.
    expect(builtCopy(`${script as string}.br`).length).toBeLessThan(
      builtCopy(`${script as string}.gz`).length,
    );
    // A client that takes no compression gets the plain file.
    const plain = await rawBody(appUrl(script as string), {});
    expect(plain.encoding).toBeUndefined();
    expect(
      plain.body.equals(
        readFileSync(path.join(DIST, (script as string).replace(/^\/character-generator\//, ''))),
      ),
    ).toBe(true);
    const missing = await fetch(appUrl('/character-generator/static/js/nope.js'));
    expect(missing.status).toBe(404);
  });
});
