/**
 * Input on the page painted from HTML, before the app has taken it over, on the slow phone: a
 * click at 0, 100, 250, 500 or 1,000 ms after the control is first painted is carried out
 * exactly once, with the visitor's stored settings; presses in sequence are carried out in
 * order, each showing at once that it was taken. Stored settings never show as the defaults
 * first, and storage that refuses every call still lets the app start.
 */
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { appUrl, launchBrowser, newPage, settle } from './support/browser';
import { alerts, asJson, card, cardName, row, seedStorage, SAVED_DWARF } from './support/app';
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

/** What pressLookProbe records in the page. */
interface PressLook {
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
function pressLookProbe({ selector, look }: { selector: string; look: 'pressed' | 'moved' }) {
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
async function pressLook(page: Page) {
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
function middles(page: Page, controls: string[]) {
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
async function holdScripts(page: Page): Promise<() => void> {
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

/**
 * How soon a held press shows, as the figure the benchmark holds: the median of a kind's tries.
 * One try on a busy machine can miss a frame or two; the typical press must not.
 */
const lookTimes = new Map<string, number[]>();
const LAST_TRY = 3;
function expectTypicalLook(kind: string, attempt: number, lookMs: number) {
  const times = [...(lookTimes.get(kind) ?? []), lookMs];
  lookTimes.set(kind, times);
  if (attempt < LAST_TRY) return;
  const sorted = [...times].sort((a, b) => a - b);
  // The middle one of three (of fewer, when only some tries were run, the later middle).
  expect(sorted[Math.floor(sorted.length / 2)]).toBeLessThan(100);
}

const LOCK_FIRST_NAME = 'button[aria-label="Lock first name"]';
const GENERATE = 'button:Generate';
const MODEL_SETTINGS = {
  useOllamaAPI: 'true',
  ollamaModelName: 'llama3',
};

describe('presses in sequence on the painted home screen, on the slow phone', () => {
  test.each([
    ['offline', 1],
    ['offline', 2],
    ['offline', 3],
    ['with the local model', 1],
    ['with the local model', 2],
    ['with the local model', 3],
  ] as const)(
    '%s (try %i): Lock first name, then Generate, within the first second: the lock shows pressed at once, and the new character keeps the first name',
    async (how, attempt) => {
      const model = how === 'with the local model';
      if (model) ollama.setBehaviour('ok');
      const { context, page } = await slowPhone(
        model ? { ...MODEL_SETTINGS, ollamaEndpoint: `http://localhost:${ollama.port}` } : {},
      );
      await closing(context, async () => {
        await page.addInitScript(pressLookProbe, {
          selector: LOCK_FIRST_NAME,
          look: 'pressed' as const,
        });
        const requests = ollama.generateRequests().length;
        const releaseScripts = await holdScripts(page);
        await page.goto(appUrl('/character-generator'), { waitUntil: 'commit' });
        await page.locator(LOCK_FIRST_NAME).waitFor();
        const [lock, generateButton] = await middles(page, [LOCK_FIRST_NAME, GENERATE]);
        await page.mouse.click(lock!.x, lock!.y);
        await page.mouse.click(generateButton!.x, generateButton!.y);
        const look = await pressLook(page);
        const firstName = (await row(page, 'First Name').innerText()).trim();
        const before = await cardName(page);
        releaseScripts();
        // Both presses made on the painted page, soon after its first paint (within a second
        // on an unloaded machine), before the app was in; the lock looked pressed at once.
        expect(look.held).toEqual([true, true]);
        await appReady(page);
        if (model) {
          await card(page)
            .getByRole('heading', { level: 2, name: `${firstName} Brightwater` })
            .waitFor();
          expect(ollama.generateRequests().length - requests).toBe(1);
        } else {
          await alerts(page).filter({ hasText: 'New character generated' }).first().waitFor();
          await page.waitForFunction(
            (previous) =>
              document.querySelector('article[aria-label="Character"] h2')?.textContent !==
              previous,
            before,
          );
        }
        await settle(page);
        await expect(row(page, 'First Name').innerText()).resolves.toContain(firstName);
        await expect(page.locator(LOCK_FIRST_NAME).getAttribute('aria-pressed')).resolves.toBe(
          'true',
        );
        expect(await historyLength(page)).toBe(1);
        // Last, so that what the app did is checked even on a run whose look came late.
        expectTypicalLook(how, attempt, look.lookMs);
      });
    },
  );

  test('Generate held before the app is in looks busy at once, until the app answers it', async () => {
    const { context, page } = await slowPhone();
    await closing(context, async () => {
      await page.goto(appUrl('/character-generator'), { waitUntil: 'commit' });
      await generate(page).waitFor();
      const [middle] = await middles(page, [GENERATE]);
      await page.mouse.click(middle!.x, middle!.y);
      const held = await page.evaluate(() => {
        const button = [...document.querySelectorAll('button')].find(
          (b) => b.textContent?.trim() === 'Generate',
        );
        return {
          app: document.documentElement.getAttribute('data-app'),
          busy: button?.getAttribute('aria-busy'),
        };
      });
      // Measured before the app was in: the held press shows busy.
      if (held.app !== 'ready') expect(held.busy).toBe('true');
      await appReady(page);
      await alerts(page).filter({ hasText: 'New character generated' }).first().waitFor();
      await expect(page.locator('[data-early-held]').count()).resolves.toBe(0);
    });
  });

  test.each([1, 2, 3])(
    'Settings (try %i): Enable Ollama API pressed early moves at once; pressed again it is back off, and the app sees neither press',
    async (attempt) => {
      const { context, page } = await slowPhone();
      await closing(context, async () => {
        const selector = 'input[name="useOllamaAPI"]';
        await page.addInitScript(pressLookProbe, { selector, look: 'moved' as const });
        const releaseScripts = await holdScripts(page);
        await page.goto(appUrl('/settings'), { waitUntil: 'commit' });
        const ollamaSwitch = page.getByRole('switch', { name: 'Enable Ollama API' });
        await ollamaSwitch.waitFor();
        // Below the fold on a laptop: scrolled to first, as a person would before pressing it.
        await ollamaSwitch.evaluate((el) => el.scrollIntoView({ block: 'nearest' }));
        // The scrolled page drawn (two frames) before the press, as a person sees it first.
        await page.evaluate(
          () => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))),
        );
        const [middle] = await middles(page, [selector]);
        await page.mouse.click(middle!.x, middle!.y);
        const look = await pressLook(page);
        expect(look.held).toEqual([true]);
        // The thumb shows on (the app checks the switch itself when it carries the press out).
        const thumbOn = page.locator(`.Mui-checked > ${selector}`);
        await expect(thumbOn.count()).resolves.toBe(1);
        // Pressed again: it moves back, and the second press takes the first back.
        await page.mouse.click(middle!.x, middle!.y);
        await expect(thumbOn.count()).resolves.toBe(0);
        releaseScripts();
        await appReady(page);
        // Everything the head script held is dealt with: it holds nothing any more.
        await page.waitForFunction(
          () =>
            (window as unknown as { __earlyInput?: { phase: string } }).__earlyInput?.phase ===
              'off' && !document.querySelector('[data-early-held]'),
        );
        // Neither press was carried out by the app: the two clicks the visitor made are all.
        await expect(
          page.evaluate(
            () => (window as unknown as { __pressLook: PressLook }).__pressLook.presses.length,
          ),
        ).resolves.toBe(2);
        await expect(ollamaSwitch.isChecked()).resolves.toBe(false);
        await expect(page.getByLabel('Ollama Endpoint').isDisabled()).resolves.toBe(true);
        expectTypicalLook('switch', attempt, look.lookMs);
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
      const { context, page } = await slowPhone();
      await closing(context, async () => {
        await page.addInitScript(afterReadyProbe, LOCK_FIRST_NAME);
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
