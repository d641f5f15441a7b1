/**
 * How soon a press made on the painted page, before the app is in, shows that it was taken, on
 * the slow phone. These tests time frames, so they run on their own, after the rest of the
 * browser suite, with nothing else on the machine.
 */
import type { Browser } from 'playwright-core';
import { appUrl, launchBrowser, settle } from '../support/browser';
import { alerts, card, cardName, row } from '../support/app';
import { startOllamaServer, type OllamaTestServer } from '../../test/servers/ollama-server';
import {
  appReady,
  closing,
  generate,
  GENERATE,
  historyLength,
  holdScripts,
  LOCK_FIRST_NAME,
  middles,
  pressLook,
  pressLookProbe,
  slowPhone,
  type PressLook,
} from '../support/slow-phone';

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
        browser,
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
    const { context, page } = await slowPhone(browser);
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
      const { context, page } = await slowPhone(browser);
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
