/**
 * Input on the page painted from HTML, before the app has taken it over, on the slow phone: a
 * click at 0, 100, 250, 500 or 1,000 ms after the control is first painted is carried out
 * exactly once, with the visitor's stored settings; presses in sequence are carried out in
 * order (how soon each shows that it was taken is timed in timing/). Stored settings never show as the defaults
 * first, and storage that refuses every call still lets the app start.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { appUrl, launchBrowser, settle } from './support/browser';
import { alerts, asJson, card, cardName, row, SAVED_DWARF } from './support/app';
import { startOllamaServer, type OllamaTestServer } from '../test/servers/ollama-server';
import {
  appReady,
  closing,
  generate,
  GENERATE,
  historyLength,
  holdScripts,
  LOCK_FIRST_NAME,
  middles,
  slowPhone,
} from './support/slow-phone';

/** Milliseconds after the control is first painted. */
const OFFSETS = [0, 100, 250, 500, 1000];
const TRIES = 3;

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

const saved = SAVED_DWARF;

const tries = OFFSETS.flatMap((offset) =>
  Array.from({ length: TRIES }, (_, i) => [offset, i + 1] as const),
);

describe('a click on the painted page is carried out once, on the slow phone', () => {
  test.each(tries)(
    'offline, first visit: Generate clicked %i ms after it is painted (try %i) makes one new character',
    async (offset) => {
      const { context, page } = await slowPhone(browser);
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
      const { context, page } = await slowPhone(browser, {
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
      const { context, page } = await slowPhone(browser, asJson({ characters: [saved] }));
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
      const { context, page } = await slowPhone(browser);
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

/** What afterReadyProbe records of one click, in the page. */
interface SeenClick {
  control: string;
  /** Made by the visitor (a click the app carries out later for them is not). */
  trusted: boolean;
  prevented: boolean;
  /** Milliseconds after the app took over, in the page's own time. */
  afterReadyMs: number | null;
  /** At the next task after the click: the lock's aria-pressed, and whether Generate was off. */
  lockNextTask?: string | null;
  generateOffNextTask?: boolean;
}

/**
 * In the page, before its scripts: every click that gets past the window to the document (a
 * click the head script holds back stops at the window), and what the page shows at the next
 * task after it.
 */
function afterReadyProbe(lockSelector: string) {
  const seen: SeenClick[] = [];
  (window as unknown as { __clicks: SeenClick[] }).__clicks = seen;
  let readyAt: number | null = null;
  new MutationObserver(() => {
    if (readyAt === null && document.documentElement.getAttribute('data-app') === 'ready') {
      readyAt = performance.now();
    }
    // The document, not <html>: the probe runs before the page's first element exists.
  }).observe(document, { attributes: true, attributeFilter: ['data-app'], subtree: true });
  const generateButton = () =>
    [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Generate');
  document.addEventListener(
    'click',
    (event) => {
      const control = event.target instanceof Element ? event.target.closest('button') : null;
      const click: SeenClick = {
        control: control?.getAttribute('aria-label') || control?.textContent?.trim() || '',
        trusted: event.isTrusted,
        prevented: event.defaultPrevented,
        afterReadyMs: readyAt === null ? null : event.timeStamp - readyAt,
      };
      seen.push(click);
      setTimeout(() => {
        click.lockNextTask = document.querySelector(lockSelector)?.getAttribute('aria-pressed');
        click.generateOffNextTask = generateButton()?.disabled === true;
      }, 0);
    },
    true,
  );
}

describe('a click right after the app is in, on the slow phone', () => {
  test.each([1, 2, 3])(
    'offline (try %i): Lock first name and Generate pressed just after take-over act at once, once',
    async () => {
      const { context, page } = await slowPhone(browser);
      await closing(context, async () => {
        await page.addInitScript(afterReadyProbe, LOCK_FIRST_NAME);
        // No font arrives: the text keeps the font it was painted in, so the controls stay
        // where they are measured (the change to Roboto after take-over rewraps the name).
        await page.route('**/static/fonts/**', (route) => route.abort());
        await page.goto(appUrl('/character-generator'), { waitUntil: 'commit' });
        await appReady(page);
        const [lock, generateButton] = await middles(page, [LOCK_FIRST_NAME, GENERATE]);
        const firstName = (await row(page, 'First Name').innerText()).trim();
        await page.mouse.click(lock!.x, lock!.y);
        await page.mouse.click(generateButton!.x, generateButton!.y);
        await alerts(page).filter({ hasText: 'New character generated' }).first().waitFor();
        await settle(page);
        const clicks = await page.evaluate(
          () => (window as unknown as { __clicks: SeenClick[] }).__clicks,
        );
        // Each click reached the app as it was made, and none was carried out a second time.
        expect(
          clicks.map(({ control, trusted, prevented }) => ({ control, trusted, prevented })),
        ).toEqual([
          { control: 'Lock first name', trusted: true, prevented: false },
          { control: 'Generate', trusted: true, prevented: false },
        ]);
        // Made after take-over, and answered by the next task: the lock on, Generate busy.
        expect(clicks.every((click) => click.afterReadyMs !== null)).toBe(true);
        expect(clicks[0]?.lockNextTask).toBe('true');
        expect(clicks[1]?.generateOffNextTask).toBe(true);
        await expect(row(page, 'First Name').innerText()).resolves.toContain(firstName);
        await expect(page.locator(LOCK_FIRST_NAME).getAttribute('aria-pressed')).resolves.toBe(
          'true',
        );
        expect(await historyLength(page)).toBe(1);
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
    const { context, page } = await slowPhone(browser, storage);
    await closing(context, async () => {
      // The app's scripts wait until the painted page is measured, however busy the machine.
      const releaseScripts = await holdScripts(page);
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
      releaseScripts();
      // Measured on the painted page, before the app took it over.
      expect(typable).toEqual([]);
    });
  });
});

describe('what the painted page shows a returning visitor', () => {
  test('stored cloud settings: Settings never shows the defaults, from its first paint', async () => {
    const { context, page } = await slowPhone(browser, {
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
    const { context, page, consoleErrors } = await slowPhone(browser);
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
