import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import path from 'node:path';

/** Debian's Chromium; tests never download a browser. */
export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Launch flags for this machine: no sandbox as root, no background network traffic. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
}

/** The nginx-served app, started by the suite's global setup. */
export function appUrl(pathname = '/character-generator'): string {
  const base = process.env.E2E_BASE_URL;
  if (!base) throw new Error('E2E_BASE_URL is not set: run the suite through jest.e2e.config.ts');
  return `${base}${pathname}`;
}

export interface PageOptions {
  viewport?: { width: number; height: number };
  /**
   * Lets the app install its service worker. Off by default: a worker answers requests before
   * the test's own routes see them, and its background downloads would slow other tests.
   */
  serviceWorkers?: boolean;
  /**
   * Whether goto and reload wait for the app to take over the page painted from HTML (they do
   * by default); off for tests that look at the page before the app's script runs.
   */
  waitForApp?: boolean;
  /** The system's colour scheme preference, which the app follows by default. */
  colorScheme?: 'light' | 'dark';
  /** The browser's language (`de-DE`): its preferred languages and formats. English by default. */
  locale?: string;
}

/** A fresh context (empty storage) and page; console errors are collected for assertions. */
export async function newPage(
  browser: Browser,
  options: PageOptions = {},
): Promise<{ context: BrowserContext; page: Page; consoleErrors: string[] }> {
  const context = await browser.newContext({
    viewport: options.viewport ?? { width: 1440, height: 1000 },
    serviceWorkers: options.serviceWorkers ? 'allow' : 'block',
    colorScheme: options.colorScheme ?? 'light',
    ...(options.locale && { locale: options.locale }),
  });
  const page = await context.newPage();
  // Each page is painted from its HTML before the app's script runs; like a person, a test acts
  // once the app has taken over (a click before that would land on the still picture).
  if (options.waitForApp === false) return { context, page, consoleErrors: collectErrors(page) };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const appReady = () =>
    page.waitForSelector('html[data-app="ready"]', { state: 'attached' }).then(() => undefined);
  page.goto = async (url, gotoOptions) => {
    const response = await goto(url, gotoOptions);
    await appReady();
    return response;
  };
  page.reload = async (reloadOptions) => {
    const response = await reload(reloadOptions);
    await appReady();
    return response;
  };
  return { context, page, consoleErrors: collectErrors(page) };
}

/** Console errors and uncaught errors of a page, for assertions. */
function collectErrors(page: Page): string[] {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  return consoleErrors;
}

export const ARTIFACTS = path.resolve(__dirname, '..', 'artifacts');

/**
 * Saves a screenshot under e2e/artifacts/ (not committed) for a person to look at. Chromium now
 * and then refuses a full-page capture on a busy machine ("Unable to capture screenshot") and
 * takes the same one a moment later, so a refusal is tried again twice.
 */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(ARTIFACTS, { recursive: true });
  const file = path.join(ARTIFACTS, `${name}.png`);
  for (let attempt = 1; ; attempt += 1) {
    try {
      await page.screenshot({ path: file, fullPage: true });
      return file;
    } catch (error) {
      if (attempt === 3 || !/Unable to capture screenshot/.test(String(error))) throw error;
      await page.waitForTimeout(250);
    }
  }
}

/** Waits until the character card is no longer busy (a generation or reroll has ended). */
export async function settle(page: Page, timeout = 20000) {
  await page.waitForFunction(
    () =>
      document.querySelector('article[aria-label="Character"]')?.getAttribute('aria-busy') ===
      'false',
    undefined,
    { timeout },
  );
}
