/**
 * The slow phone and the probes for input made on the painted page before the app is in: shared
 * by the early-input tests and by the timing tests, which run on their own so that no other
 * browser test shares the machine while a press's look is timed.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { newPage } from './browser';
import { seedStorage } from './app';

/** The slow phone: CPU 4× slower, 150 ms latency and 1.6 Mbit/s both ways (as the benchmark's). */
export const SLOW_PHONE = {
  cpuRate: 4,
  network: { offline: false, latency: 150, downloadThroughput: 200000, uploadThroughput: 200000 },
};

/** A fresh visitor's page on the slow phone; goto does not wait for the app. */
export async function slowPhone(browser: Browser, storage: Record<string, string> = {}) {
  const opened = await newPage(browser, { waitForApp: false });
  if (Object.keys(storage).length) await seedStorage(opened.context, storage);
  const cdp = await opened.context.newCDPSession(opened.page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PHONE.cpuRate });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_PHONE.network);
  return opened;
}

export const appReady = (page: Page) =>
  page.waitForSelector('html[data-app="ready"]', { state: 'attached' });

export const historyLength = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('characterHistory') ?? '[]') as []).length);

export const generate = (page: Page) => page.getByRole('button', { name: 'Generate', exact: true });

export async function closing<T>(context: BrowserContext, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } finally {
    await context.close();
  }
}

/** What pressLookProbe records in the page. */
export interface PressLook {
  pressedAt: number | null;
  lookAt: number | null;
  /** Every click on the page: when it was made, and whether the app had taken over by then. */
  presses: { at: number; held: boolean }[];
}

/**
 * In the page, before its scripts: every click, and for the first click on the control
 * `selector` matches the first frame after it that draws the control pressed
 * (aria-pressed="true") or, for `moved`, with its box moved (a switch's thumb). Times are the
 * page's own; a click's is when the browser received it, its look's from when the page got it.
 */
export function pressLookProbe({
  selector,
  look,
}: {
  selector: string;
  look: 'pressed' | 'moved';
}) {
  const probe: PressLook = { pressedAt: null, lookAt: null, presses: [] };
  (window as unknown as { __pressLook: PressLook }).__pressLook = probe;
  const box = () => document.querySelector(selector)?.parentElement?.getBoundingClientRect().x;
  addEventListener(
    'click',
    (event) => {
      const held = document.documentElement.getAttribute('data-app') !== 'ready';
      probe.presses.push({ at: event.timeStamp, held });
      const target = event.target instanceof Element ? event.target.closest(selector) : null;
      if (!target || probe.pressedAt !== null) return;
      // From the moment the press reaches the page: how long the browser took to hand it over
      // (a busy machine's share, which no page code can shorten) is the benchmark's to hold.
      const pressedAt = performance.now();
      probe.pressedAt = pressedAt;
      const from = box();
      const shown = () =>
        look === 'moved'
          ? box() !== from
          : document.querySelector(selector)?.getAttribute('aria-pressed') === 'true';
      const frame = () => {
        if (shown()) probe.lookAt = performance.now();
        else if (performance.now() - pressedAt < 10000) requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    },
    true,
  );
}

/**
 * What pressLookProbe saw: how long the pressed control took to look pressed, each press's time
 * after the first paint, and whether each was made before the app took over.
 */
export async function pressLook(page: Page) {
  await page.waitForFunction(
    () => (window as unknown as { __pressLook: PressLook }).__pressLook.lookAt !== null,
  );
  return page.evaluate(() => {
    const probe = (window as unknown as { __pressLook: PressLook }).__pressLook;
    const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    return {
      lookMs: (probe.lookAt ?? 0) - (probe.pressedAt ?? 0),
      afterPaintMs: probe.presses.map((press) => press.at - paint),
      held: probe.presses.map((press) => press.held),
    };
  });
}

/**
 * The middle of each control, read at once (a slow page is not asked twice): a CSS selector, or
 * `button:<text>` for the button that reads exactly that.
 */
export function middles(page: Page, controls: string[]) {
  return page.evaluate(
    (all) =>
      all.map((control) => {
        const text = control.startsWith('button:') ? control.slice('button:'.length) : null;
        const el =
          text === null
            ? document.querySelector(control)
            : [...document.querySelectorAll('button')].find(
                (button) => button.textContent?.trim() === text,
              );
        const box = el?.getBoundingClientRect();
        if (!box) throw new Error(`${control} is not on the page`);
        return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      }),
    controls,
  );
}

/**
 * Holds the app's scripts until the returned function is called: the presses a test makes
 * meanwhile are made before the app takes over, however long a loaded machine takes to make
 * them (the painted page itself is already there, and runs at the slow phone's speed).
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/static/js/**', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

export const LOCK_FIRST_NAME = 'button[aria-label="Lock first name"]';
export const GENERATE = 'button:Generate';
