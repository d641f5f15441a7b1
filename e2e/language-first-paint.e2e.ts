import type { Browser, BrowserContext, Page } from 'playwright-core';
import { appUrl, launchBrowser, newPage, screenshot } from './support/browser';

/**
 * The first paint in the visitor's language: every page is built in each interface language, the
 * server sends a first visitor the one their browser prefers and a returning visitor the one they
 * chose, and the service worker does the same offline. Nothing shows in English first.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Each route, and its heading in German and in Polish. */
const ROUTES = [
  ['/character-generator', 'Charaktergenerator', 'Generator postaci'],
  ['/characters', 'Meine Charaktere', 'Moje postacie'],
  ['/settings', 'Einstellungen des Charaktergenerators', 'Ustawienia generatora postaci'],
] as const;

/** The page as it arrives, before any of the app's script could change it. */
async function paintedPage(context: BrowserContext, route: string) {
  const page = await context.newPage();
  await page.goto(appUrl(route));
  const painted = {
    lang: await page.evaluate(() => document.documentElement.lang),
    heading: await page.getByRole('heading', { level: 1 }).innerText(),
    title: await page.title(),
    page,
  };
  return painted;
}

/**
 * Notes the page's language and its heading when the HTML has been read, before the app (which
 * starts later, in steps) has drawn anything: what the visitor sees first.
 */
async function watchFirstPaint(context: BrowserContext) {
  await context.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { __first: string }).__first =
        `${document.documentElement.lang}: ${document.querySelector('h1')?.textContent ?? ''}`;
    });
  });
}
const firstPaint = (page: Page) =>
  page.evaluate(() => (window as unknown as { __first?: string }).__first ?? '');

test('a first visit is painted in the browser’s language before any script runs', async () => {
  const polish = await browser.newContext({ locale: 'pl-PL', javaScriptEnabled: false });
  for (const [route, , heading] of ROUTES) {
    const painted = await paintedPage(polish, route);
    expect(painted.lang).toBe('pl');
    expect(painted.heading).toBe(heading);
    expect(painted.title).toMatch(/ — Generator postaci fantasy$/);
    if (route === '/character-generator') {
      await painted.page.getByRole('button', { name: 'Generuj', exact: true }).waitFor();
      await screenshot(painted.page, 'language-first-paint-pl');
    }
  }
  await polish.close();

  // A browser preferring a language the interface does not offer gets English.
  const other = await browser.newContext({ locale: 'ja-JP', javaScriptEnabled: false });
  const painted = await paintedPage(other, '/character-generator');
  expect(painted.lang).toBe('en');
  expect(painted.heading).toBe('Character Generator');
  await other.close();
});

test('a returning visitor who chose Deutsch sees German first, online and offline', async () => {
  const { context, page, consoleErrors } = await newPage(browser, { serviceWorkers: true });
  await page.goto(appUrl('/settings'));
  await page.getByRole('combobox', { name: 'Interface language' }).click();
  await page.getByRole('option', { name: 'Deutsch' }).click();
  await page.getByRole('heading', { name: 'Einstellungen des Charaktergenerators' }).waitFor();
  const cookies = await context.cookies();
  expect(cookies.find((cookie) => cookie.name === 'cg_language')?.value).toBe('de');

  // Online: the server sends the German page (the browser itself prefers English).
  await watchFirstPaint(context);
  for (const [route, heading] of ROUTES) {
    await page.goto(appUrl(route));
    expect(await firstPaint(page)).toBe(`de: ${heading}`);
  }
  // The service worker keeps the German pages of this release, for every route.
  await page.waitForFunction(async () => {
    for (const name of await caches.keys()) {
      if (name.startsWith('language-pages-'))
        return (await (await caches.open(name)).keys()).length === 4;
    }
    return false;
  });

  // Offline: the service worker opens each route with its German page.
  await context.setOffline(true);
  for (const [route, heading] of ROUTES) {
    const response = await page.goto(appUrl(route));
    expect(response?.fromServiceWorker()).toBe(true);
    expect(await firstPaint(page)).toBe(`de: ${heading}`);
  }
  await screenshot(page, 'language-first-paint-de-offline');
  await context.setOffline(false);

  // Back to English: the next page is English from the first paint again.
  await page.getByRole('combobox', { name: 'Sprache der Oberfläche' }).click();
  await page.getByRole('option', { name: 'English' }).click();
  await page.getByRole('heading', { name: 'Character Generator Settings' }).waitFor();
  await page.goto(appUrl('/characters'));
  expect(await firstPaint(page)).toBe('en: My Characters');
  expect(consoleErrors).toEqual([]);
  await context.close();
});
