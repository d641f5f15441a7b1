import type { Locator, Page } from 'playwright-core';
import { appUrl, newPage, screenshot, settle } from './support/browser';
import { alerts, card, seedStorage, storedCharacter } from './support/app';
import { startCloudServer } from '../test/servers/cloud-server';
import { startBrowserAndModels } from './support/model-servers';

/**
 * What a new user trips on in the generator: model errors that do not say which model, a retry
 * nobody mentions, "Loading model…" for a server that is only slow, a card blanked during a
 * call, and rows whose tooltip, picture or buttons sit in the wrong place.
 */

const rig = startBrowserAndModels();
beforeEach(() => {
  rig.cloud.reset();
  rig.cloud.setBehaviour('success');
  rig.ollama.setBehaviour('ok');
  rig.ollama.setOptions({ slowFirstChunkMs: 600, slowIntervalMs: 200, coldDelayMs: 1500 });
});

const PHONE = { width: 390, height: 844 };
const TABLET = { width: 820, height: 1180 };
const DESKTOP = { width: 1440, height: 1000 };
const VIEWPORTS = [PHONE, DESKTOP];

const CURRENT = storedCharacter('trip-1', { firstName: 'Ada', lastName: 'Ironleaf' });
const withCurrent = { currentCharacter: JSON.stringify({ character: CURRENT }) };
const withOllama = () => ({
  useOllamaAPI: 'true',
  ollamaEndpoint: rig.ollama.url,
  ollamaModelName: 'llama3',
});
const withCloud = (endpoint = `${rig.cloud.url}/v1`, stream = false) => ({
  useAzureAPI: 'true',
  azureEndpoint: endpoint,
  azureModelName: 'openai/gpt-4.1',
  azureToken: 'test-token-abc',
  azureStream: String(stream),
});

async function open(page: Page) {
  await page.goto(appUrl('/character-generator'));
  await card(page).getByRole('heading', { level: 2 }).waitFor();
}

const generate = (page: Page) =>
  page.getByRole('button', { name: 'Generate', exact: true }).click();

/**
 * Records every phase the progress line announces (its live region's text), from now on, in
 * `window.__phases`.
 */
async function recordPhases(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { __phases: string[] }).__phases = seen;
    const look = () => {
      const live = document.querySelector('[data-generation-progress] [aria-live="polite"]');
      const text = live?.textContent ?? null;
      if (text !== null && text !== seen.at(-1)) seen.push(text);
    };
    new MutationObserver(look).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  });
}
const phases = (page: Page) =>
  page.evaluate(() => (window as unknown as { __phases: string[] }).__phases);

const progressLine = (page: Page) =>
  page.locator('[data-generation-progress] [aria-live="polite"]');

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${String(locator)} has no box`);
  return found;
}
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('cloud model errors', () => {
  test('a failed cloud call names the cloud model and its address, and points to Settings', async () => {
    for (const viewport of VIEWPORTS) {
      const { context, page } = await newPage(rig.browser, { viewport });
      await seedStorage(context, { ...withCurrent, ...withCloud() });
      await open(page);
      const origin = new URL(rig.cloud.url).origin;
      for (const behaviour of ['401', '404-unknown-model', 'non-json-content'] as const) {
        rig.cloud.setBehaviour(behaviour);
        await generate(page);
        await settle(page);
        const alert = alerts(page).filter({ hasText: /./ }).last();
        await alert.waitFor();
        const text = await alert.innerText();
        expect(text).toContain('openai/gpt-4.1');
        expect(text).toContain(origin);
        expect(text).toMatch(/Settings/);
        if (behaviour === '401') await screenshot(page, `trips-cloud-error-${viewport.width}`);
        await page.keyboard.press('Escape');
        await alerts(page).first().waitFor({ state: 'detached' });
      }
      // A server that is down is named the same way.
      const down = await startCloudServer();
      const downUrl = down.url;
      await down.close();
      await context.close();
      const again = await newPage(rig.browser, { viewport });
      await seedStorage(again.context, { ...withCurrent, ...withCloud(`${downUrl}/v1`) });
      await open(again.page);
      await generate(again.page);
      await settle(again.page);
      const text = await alerts(again.page).first().innerText();
      expect(text).toContain('openai/gpt-4.1');
      expect(text).toContain(downUrl);
      expect(text).toMatch(/Settings/);
      await again.context.close();
    }
  });
});

describe('retries', () => {
  test('while a failed cloud call is retried, the progress line says which attempt of 4 it is', async () => {
    for (const viewport of VIEWPORTS) {
      const { context, page } = await newPage(rig.browser, { viewport });
      await seedStorage(context, { ...withCurrent, ...withCloud() });
      await open(page);
      rig.cloud.setBehaviour('503-always');
      await recordPhases(page);
      await generate(page);
      await progressLine(page).getByText('Retrying, attempt 2 of 4…').waitFor();
      await page
        .locator('[data-generation-progress]')
        .getByText(/HTTP 503/)
        .waitFor();
      await screenshot(page, `trips-retrying-${viewport.width}`);
      await progressLine(page).getByText('Retrying, attempt 4 of 4…').waitFor({ timeout: 10000 });
      await settle(page);
      await alerts(page).first().waitFor();
      // Each attempt is announced once; the ticking seconds never are.
      const said = await phases(page);
      expect(said.filter((p) => p.startsWith('Retrying'))).toEqual([
        'Retrying, attempt 2 of 4…',
        'Retrying, attempt 3 of 4…',
        'Retrying, attempt 4 of 4…',
      ]);
      for (const phase of said) expect(phase).not.toMatch(/\d+(\.\d+)? s\b/);
      expect(rig.cloud.completionRequests().length).toBe(4);
      rig.cloud.reset();
      await context.close();
    }
  });
});

describe('a server that has said nothing yet', () => {
  // One test per screen size: each waits on purpose for several seconds of silence.
  test.each(VIEWPORTS)(
    'at $width px: shows "Waiting for the server…"; "Loading model…" only while Ollama loads the model',
    async (viewport) => {
      const { context, page } = await newPage(rig.browser, { viewport });
      await seedStorage(context, { ...withCurrent, ...withOllama() });
      await open(page);
      // Shows `label` before the text comes, and never `forbidden`.
      const expectSaid = async (label: string, forbidden?: string, shot?: string) => {
        await recordPhases(page);
        await generate(page);
        await progressLine(page).getByText(label).waitFor({ timeout: 8000 });
        if (shot) await screenshot(page, shot);
        await settle(page);
        const said = await phases(page);
        expect(said).toContain(label);
        if (forbidden) expect(said).not.toContain(forbidden);
      };

      // Ollama has answered, with no text yet.
      rig.ollama.setBehaviour('slow');
      rig.ollama.setOptions({ slowFirstChunkMs: 4000, slowIntervalMs: 2 });
      await expectSaid(
        'Waiting for the server…',
        'Loading model…',
        `trips-waiting-${viewport.width}`,
      );

      // Ollama busy with another request: its model is loaded, nothing arrives for a while.
      rig.ollama.setBehaviour('busy');
      rig.ollama.setOptions({ coldDelayMs: 4500 });
      await expectSaid('Waiting for the server…', 'Loading model…');

      // Ollama loading the model: it says so.
      rig.ollama.setBehaviour('cold-model');
      await expectSaid('Loading model…');
      await context.close();

      // The cloud: no model to load, whatever the wait.
      const cloudPage = await newPage(rig.browser, { viewport });
      await seedStorage(cloudPage.context, { ...withCurrent, ...withCloud() });
      await open(cloudPage.page);
      rig.cloud.setBehaviour('slow');
      rig.cloud.setSlowDelay(5000);
      await recordPhases(cloudPage.page);
      await generate(cloudPage.page);
      await settle(cloudPage.page);
      const said = await phases(cloudPage.page);
      expect(said).toContain('Waiting for the server…');
      expect(said).not.toContain('Loading model…');
      await cloudPage.context.close();
    },
  );
});

describe('the character during a model call', () => {
  test('stays readable and dimmed beside the arriving text, out of the screen reader, and comes back after Stop and after a failure', async () => {
    for (const viewport of VIEWPORTS) {
      const { context, page } = await newPage(rig.browser, { viewport });
      await seedStorage(context, { ...withCurrent, ...withOllama() });
      await open(page);
      rig.ollama.setBehaviour('slow');
      rig.ollama.setOptions({ slowFirstChunkMs: 300, slowIntervalMs: 150 });
      const name = 'Ada Ironleaf';
      const heading = card(page).locator('h2', { hasText: name });

      const expectShownDimmed = async () => {
        await page.locator('[data-generation-progress]').getByText('Writing…').waitFor();
        const panel = await box(page.locator('[data-generation-progress]'));
        const title = await box(heading);
        // On screen, not under the panel.
        expect(await heading.isVisible()).toBe(true);
        expect(overlaps(panel, title)).toBe(false);
        const dim = await heading.evaluate((el) => {
          let opacity = 1;
          for (let e: Element | null = el; e; e = e.parentElement) {
            opacity *= Number(getComputedStyle(e).opacity);
          }
          return opacity;
        });
        expect(dim).toBeLessThan(0.8);
        expect(dim).toBeGreaterThan(0.3);
        // Out of the accessibility tree (inert or hidden): the name is not read twice.
        expect(
          await heading.evaluate((el) => el.closest('[inert], [aria-hidden="true"]') !== null),
        ).toBe(true);
      };
      const expectRestored = async () => {
        await settle(page);
        await card(page).getByRole('heading', { level: 2, name }).waitFor();
        expect(await heading.evaluate((el) => el.closest('[inert]') === null)).toBe(true);
        // Undimmed, once the short fade is over.
        await heading.evaluate(
          (el) =>
            new Promise<void>((resolve, reject) => {
              const until = Date.now() + 2000;
              const look = () => {
                let opacity = 1;
                for (let e: Element | null = el; e; e = e.parentElement) {
                  opacity *= Number(getComputedStyle(e).opacity);
                }
                if (opacity === 1) resolve();
                else if (Date.now() > until) reject(new Error(`opacity stays ${opacity}`));
                else requestAnimationFrame(look);
              };
              look();
            }),
        );
      };

      await generate(page);
      await expectShownDimmed();
      await screenshot(page, `trips-dimmed-${viewport.width}`);
      await page.getByRole('button', { name: 'Stop' }).click();
      await expectRestored();

      // A failure mid-stream restores it too.
      rig.ollama.setBehaviour('error-line');
      rig.ollama.setOptions({ chunkDelayMs: 40 });
      await generate(page);
      await settle(page);
      await alerts(page).filter({ hasText: 'Failed to generate' }).first().waitFor();
      await expectRestored();
      rig.ollama.setOptions({ chunkDelayMs: 2, slowFirstChunkMs: 600, slowIntervalMs: 200 });
      await context.close();
    }
  });
});

describe('the card rows', () => {
  test('at 1440 px a reroll tooltip leaves the Edit control beside it uncovered', async () => {
    const { context, page } = await newPage(rig.browser, { viewport: DESKTOP });
    await seedStorage(context, withCurrent);
    await open(page);
    for (const label of ['First Name', 'Epithet', 'Age', 'Alignment']) {
      const lower = label.toLowerCase();
      const reroll = card(page).getByRole('button', { name: `Reroll character's ${lower}` });
      await reroll.hover();
      const tip = page.getByRole('tooltip').filter({ hasText: `Reroll character's ${lower}` });
      await tip.waitFor();
      // Fully faded in and placed.
      await page.waitForTimeout(300);
      const edit = card(page).getByRole('button', { name: `Edit ${lower}` });
      expect(overlaps(await box(tip), await box(edit))).toBe(false);
      expect(overlaps(await box(tip), await box(reroll))).toBe(false);
      if (label === 'Age') await screenshot(page, 'trips-reroll-tooltip-1440');
      await page.mouse.move(0, 0);
      await tip.waitFor({ state: 'detached' });
    }
    await context.close();
  });

  test('at 1440 px the portrait is drawn 512 px high; on a tablet it leaves the text its room', async () => {
    for (const viewport of [DESKTOP, TABLET]) {
      const { context, page } = await newPage(rig.browser, { viewport });
      await seedStorage(context, withCurrent);
      await open(page);
      const img = card(page).getByRole('img', { name: 'Dwarf Cleric' });
      await page.waitForFunction(() => {
        const image = document.querySelector<HTMLImageElement>('article img');
        return !!image && image.complete && image.naturalWidth > 0;
      });
      const drawn = await img.evaluate((el) => {
        const image = el as HTMLImageElement;
        const rect = image.getBoundingClientRect();
        // The picture as drawn inside its box (object-fit: contain).
        const scale = Math.min(rect.width / image.naturalWidth, rect.height / image.naturalHeight);
        const card = image.closest('article')!.getBoundingClientRect();
        return {
          height: image.naturalHeight * scale,
          width: image.naturalWidth * scale,
          boxHeight: rect.height,
          cardWidth: card.width,
        };
      });
      if (viewport === DESKTOP) {
        expect(Math.round(drawn.height)).toBe(512);
        expect(drawn.boxHeight).toBe(512);
      } else {
        // A tablet keeps room for the text: the picture takes at most 30% of the card.
        expect(drawn.width).toBeLessThanOrEqual(drawn.cardWidth * 0.3 + 1);
      }
      await screenshot(page, `trips-portrait-${viewport.width}`);
      await context.close();
    }
  });

  test('each reroll button sits next to its value at 390, 820 and 1440 px', async () => {
    for (const viewport of [PHONE, TABLET, DESKTOP]) {
      const { context, page } = await newPage(rig.browser, { viewport });
      await seedStorage(context, withCurrent);
      await open(page);
      const gaps = await card(page).evaluate((article) =>
        Array.from(article.querySelectorAll('dl dt')).map((dt) => {
          const label = dt.textContent!.toLowerCase();
          const value = article.querySelector(`button[aria-label="Edit ${label}"]`) as HTMLElement;
          const reroll = article.querySelector(
            `button[aria-label="Reroll character's ${label}"]`,
          ) as HTMLElement;
          const range = document.createRange();
          range.selectNodeContents(value.parentElement!);
          return {
            label,
            gap: reroll.getBoundingClientRect().left - range.getBoundingClientRect().right,
          };
        }),
      );
      expect(gaps.length).toBe(8);
      for (const { label, gap } of gaps) {
        expect([label, gap <= 24 && gap >= 0]).toEqual([label, true]);
      }
      await screenshot(page, `trips-rows-${viewport.width}`);
      await context.close();
    }
  });
});
