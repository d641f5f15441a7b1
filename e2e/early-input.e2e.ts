/**
 * Input on the page painted from HTML, before the app has taken it over, on the slow phone: a
 * click at 0, 100, 250, 500 or 1,000 ms after the control is first painted is carried out
 * exactly once, with the visitor's stored settings. Stored settings never show as the defaults
 * first, and storage that refuses every call still lets the app start.
 */
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { appUrl, launchBrowser, newPage, settle } from './support/browser';
import { alerts, asJson, card, cardName, seedStorage, SAVED_DWARF } from './support/app';
import { startOllamaServer, type OllamaTestServer } from '../test/servers/ollama-server';

/** Milliseconds after the control is first painted. */
const OFFSETS = [0, 100, 250, 500, 1000];
const TRIES = 3;
/** The slow phone: CPU 4× slower, 150 ms latency and 1.6 Mbit/s both ways (as the benchmark's). */
const SLOW_PHONE = {
  cpuRate: 4,
  network: { offline: false, latency: 150, downloadThroughput: 200000, uploadThroughput: 200000 },
};

let browser: Browser;
let ollama: OllamaTestServer;

beforeAll(async () => {
  browser = await launchBrowser();
  ollama = await startOllamaServer();
});
afterAll(async () => {
  await browser?.close();
  await ollama?.close();
});

/** A fresh visitor's page on the slow phone; goto does not wait for the app. */
async function slowPhone(storage: Record<string, string> = {}) {
  const opened = await newPage(browser, { waitForApp: false });
  if (Object.keys(storage).length) await seedStorage(opened.context, storage);
  const cdp = await opened.context.newCDPSession(opened.page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PHONE.cpuRate });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_PHONE.network);
  return opened;
}

/**
 * Opens `path`, waits until `control` is painted, scrolls it into view, waits `offset` ms more
 * and clicks it where it is then, as a person would: the mouse, with none of the test driver's waiting for the app.
 */
async function clickWhenPainted(page: Page, path: string, control: Locator, offset: number) {
  await page.goto(appUrl(path), { waitUntil: 'commit' });
  await control.waitFor();
  // A control below the fold is scrolled to first, as a person would before pressing it.
  await control.evaluate((el) => el.scrollIntoView({ block: 'nearest' }));
  if (offset > 0) await page.waitForTimeout(offset);
  // Measured again if the app replaced the painted control just as it was measured.
  let box = await control.boundingBox();
  for (let attempt = 1; !box && attempt < 5; attempt += 1) box = await control.boundingBox();
  if (!box) throw new Error('the control is not on the page');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

const appReady = (page: Page) =>
  page.waitForSelector('html[data-app="ready"]', { state: 'attached' });

const historyLength = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('characterHistory') ?? '[]') as []).length);

const generate = (page: Page) => page.getByRole('button', { name: 'Generate', exact: true });

const saved = SAVED_DWARF;

const tries = OFFSETS.flatMap((offset) =>
  Array.from({ length: TRIES }, (_, i) => [offset, i + 1] as const),
);

async function closing<T>(context: BrowserContext, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } finally {
    await context.close();
  }
}

describe('a click on the painted page is carried out once, on the slow phone', () => {
  test.each(tries)(
    'offline, first visit: Generate clicked %i ms after it is painted (try %i) makes one new character',
    async (offset) => {
      const { context, page } = await slowPhone();
      await closing(context, async () => {
        await clickWhenPainted(page, '/character-generator', generate(page), offset);
        await appReady(page);
        await alerts(page).filter({ hasText: 'New character generated' }).first().waitFor();
        await settle(page);
        expect(await historyLength(page)).toBe(1);
        await expect(
          alerts(page).filter({ hasText: 'New character generated' }).count(),
        ).resolves.toBe(1);
      });
    },
  );

  test.each(tries)(
    'local model stored: Generate clicked %i ms after it is painted (try %i) asks the model once',
    async (offset) => {
      ollama.setBehaviour('ok');
      const { context, page } = await slowPhone({
        useOllamaAPI: 'true',
        ollamaEndpoint: `http://localhost:${ollama.port}`,
        ollamaModelName: 'llama3',
      });
      await closing(context, async () => {
        const before = ollama.generateRequests().length;
        await clickWhenPainted(page, '/character-generator', generate(page), offset);
        await appReady(page);
        await card(page).getByRole('heading', { level: 2, name: 'Thalion Brightwater' }).waitFor();
        await settle(page);
        expect(ollama.generateRequests().length - before).toBe(1);
        expect(await historyLength(page)).toBe(1);
      });
    },
  );

  test.each(OFFSETS)(
    'My Characters: Export clicked %i ms after it is painted opens its menu; Backup (JSON) downloads the saved characters once',
    async (offset) => {
      const { context, page } = await slowPhone(asJson({ characters: [saved] }));
      await closing(context, async () => {
        const downloads: string[] = [];
        page.on('download', (download) => downloads.push(download.suggestedFilename()));
        const first = page.waitForEvent('download');
        await clickWhenPainted(
          page,
          '/characters',
          page.getByRole('button', { name: 'Export', exact: true }),
          offset,
        );
        await page.getByRole('menuitem', { name: 'Backup (JSON)' }).click();
        await first;
        await appReady(page);
        // One more turn of the page: a second download would have started by now.
        await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 100)));
        expect(downloads).toHaveLength(1);
      });
    },
  );

  test.each(OFFSETS)(
    'Settings, first visit: Enable Ollama API clicked %i ms after it is painted is on, once',
    async (offset) => {
      const { context, page } = await slowPhone();
      await closing(context, async () => {
        const ollamaSwitch = page.getByRole('switch', { name: 'Enable Ollama API' });
        await clickWhenPainted(page, '/settings', ollamaSwitch, offset);
        await appReady(page);
        // On: the endpoint field the switch enables takes typing.
        await page.getByLabel('Ollama Endpoint').and(page.locator(':enabled')).waitFor();
        await expect(ollamaSwitch.isChecked()).resolves.toBe(true);
      });
    },
  );
});

describe('typing on the painted page', () => {
  // A field that takes typing before the app is in could drop keys; each painted page offers
  // none: its text fields are shown disabled (greyed, announced as unavailable) until then.
  test.each([
    ['/character-generator', 'a first visitor', {}],
    ['/characters', 'a saved character', asJson({ characters: [saved] })],
    ['/settings', 'a first visitor', {}],
    ['/settings', 'stored settings', { useOllamaAPI: 'true', ollamaModelName: 'llama3' }],
  ])('%s, %s: no text field takes typing before the app is in', async (path, _who, storage) => {
    const { context, page } = await slowPhone(storage);
    await closing(context, async () => {
      await page.goto(appUrl(path), { waitUntil: 'commit' });
      await page.locator('#root > *').first().waitFor({ state: 'attached' });
      const typable = await page.evaluate(() => {
        if (document.documentElement.getAttribute('data-app') === 'ready') return null;
        const fields = [
          ...document.querySelectorAll<HTMLInputElement>('#root input, #root textarea'),
        ];
        return fields
          .filter((field) => !/^(checkbox|radio|file|hidden)$/.test(field.type))
          .filter((field) => !field.disabled && field.getAttribute('aria-hidden') !== 'true')
          .filter((field) => field.checkVisibility({ visibilityProperty: true }))
          .map((field) => field.name || field.id);
      });
      // Measured on the painted page, before the app took it over.
      expect(typable).toEqual([]);
    });
  });
});

describe('what the painted page shows a returning visitor', () => {
  test('stored cloud settings: Settings never shows the defaults, from its first paint', async () => {
    const { context, page } = await slowPhone({
      useAzureAPI: 'true',
      azureEndpoint: 'https://example.test/openai/v1',
      azureModelName: 'my-deployment',
      azureToken: 'tok-1',
    });
    await closing(context, async () => {
      // Every frame until the app is in: a shown switch or model name must be the stored one.
      await page.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { __shown: string[] }).__shown = seen;
        const look = () => {
          const azure = [...document.querySelectorAll('input')].find(
            (input) => input.labels?.[0]?.textContent?.trim() === 'Enable Azure API',
          );
          const model = [...document.querySelectorAll('input')].find((input) =>
            input.labels?.[0]?.textContent?.startsWith('Azure Model Name'),
          );
          const shown = (el?: Element) =>
            el !== undefined && el.checkVisibility({ visibilityProperty: true });
          if (shown(azure)) seen.push(`switch ${azure?.checked ? 'on' : 'off'}`);
          if (shown(model)) seen.push(`model ${model?.value}`);
          if (document.documentElement.getAttribute('data-app') !== 'ready') {
            requestAnimationFrame(look);
          }
        };
        requestAnimationFrame(look);
      });
      await page.goto(appUrl('/settings'), { waitUntil: 'commit' });
      await appReady(page);
      await page.getByRole('switch', { name: 'Enable Azure API' }).waitFor();
      const shown = await page.evaluate(() => (window as unknown as { __shown: string[] }).__shown);
      expect(new Set(shown)).toEqual(new Set(['switch on', 'model my-deployment']));
      await expect(
        page.getByRole('switch', { name: 'Enable Azure API' }).isChecked(),
      ).resolves.toBe(true);
      await expect(page.getByLabel('Azure Model Name').inputValue()).resolves.toBe('my-deployment');
    });
  });

  test('storage that refuses every call: the app starts, generates, and says storage is unavailable', async () => {
    const { context, page, consoleErrors } = await slowPhone();
    await closing(context, async () => {
      await context.addInitScript(() => {
        const refuse = () => {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        };
        for (const method of ['getItem', 'setItem', 'removeItem', 'key', 'clear'] as const) {
          Object.defineProperty(Storage.prototype, method, { configurable: true, value: refuse });
        }
        Object.defineProperty(Storage.prototype, 'length', { configurable: true, get: refuse });
      });
      await page.goto(appUrl('/character-generator'));
      await appReady(page);
      const before = await cardName(page);
      await generate(page).click();
      await page.waitForFunction(
        (previous) =>
          document.querySelector('article[aria-label="Character"] h2')?.textContent !== previous,
        before,
      );
      await alerts(page).filter({ hasText: 'browser storage is not available' }).first().waitFor();
      expect(consoleErrors.filter((error) => /SecurityError|insecure/.test(error))).toEqual([]);
    });
  });
});
