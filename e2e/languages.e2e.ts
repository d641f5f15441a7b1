import type { Page } from 'playwright-core';
import { appUrl, newPage, screenshot } from './support/browser';
import { seedStorage } from './support/app';
import { seriousViolations } from './support/axe';
import { startBrowserAndModels } from './support/model-servers';

/**
 * The interface in the user's language: a German browser's first visit, a switch in Settings that
 * changes the screen at once, the model asked to write in the interface's language, and German
 * and Polish laid out on a phone and a laptop.
 */

const rig = startBrowserAndModels();

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1440, height: 1000 };

/** The character card, by its name in the language shown. */
const card = (page: Page, name: string) => page.getByRole('article', { name });

/** Waits until the card is no longer busy, whatever language names it. */
const settled = (page: Page) =>
  page.waitForFunction(
    () => document.querySelector('article')?.getAttribute('aria-busy') === 'false',
  );

/** The card's reroll and lock buttons, by their names in German and in Polish. */
const GERMAN_ROW_BUTTONS = /(neu würfeln|sperren)$/;
const POLISH_ROW_BUTTONS = /^(Wylosuj ponownie|Zablokuj):/;

/**
 * What a longer language could break, each a line a person would read: a reroll or lock button
 * of the card (named by `rowButtons`, at least `atLeast` of them) under 44×44 px, a button whose
 * label does not fit, a page that scrolls sideways.
 */
function crampedLayout(
  page: Page,
  { rowButtons = GERMAN_ROW_BUTTONS, atLeast = 0 }: { rowButtons?: RegExp; atLeast?: number } = {},
): Promise<string[]> {
  return page.evaluate(
    ({ source, atLeast }) => {
      const problems: string[] = [];
      const names = new RegExp(source);
      const rowButtons = [...document.querySelectorAll<HTMLElement>('article dl button')].filter(
        (button) =>
          names.test(button.getAttribute('aria-label') ?? '') &&
          button.getBoundingClientRect().width > 0,
      );
      if (rowButtons.length < atLeast) {
        problems.push(`only ${rowButtons.length} reroll and lock buttons found`);
      }
      for (const button of rowButtons) {
        const box = button.getBoundingClientRect();
        if (box.width < 44 || box.height < 44) {
          problems.push(`${button.getAttribute('aria-label')}: ${box.width}×${box.height} px`);
        }
      }
      for (const button of document.querySelectorAll<HTMLElement>('main button, nav a')) {
        if (button.getBoundingClientRect().width === 0) continue;
        if (button.scrollWidth > button.clientWidth + 1) {
          problems.push(`${button.textContent}: label cut off`);
        }
      }
      if (document.documentElement.scrollWidth > window.innerWidth) {
        problems.push(`the page scrolls sideways (${document.documentElement.scrollWidth} px)`);
      }
      return problems;
    },
    { source: rowButtons.source, atLeast },
  );
}

test('a German browser’s first visit comes up in German, laid out and accessible on a phone', async () => {
  const { context, page } = await newPage(rig.browser, { locale: 'de-DE', viewport: PHONE });
  await page.goto(appUrl());
  await page.getByRole('button', { name: 'Erstellen', exact: true }).waitFor();
  await card(page, 'Charakter').waitFor();
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
  expect(await page.title()).toBe('Charaktergenerator — Fantasy-Charaktergenerator');
  await expect(page.getByRole('button', { name: 'Menü öffnen' }).isVisible()).resolves.toBe(true);
  expect(await crampedLayout(page, { atLeast: 16 })).toEqual([]);
  expect(await seriousViolations(page, 'German home on a phone')).toEqual([]);
  await screenshot(page, 'languages-de-home-phone');

  await page.goto(appUrl('/settings'));
  await page.getByRole('heading', { name: 'Einstellungen des Charaktergenerators' }).waitFor();
  // Offline tables stay English: Settings says so in one line.
  await page.getByText(/Offline-Tabellen und -Geschichten/).waitFor();
  expect(await crampedLayout(page)).toEqual([]);
  expect(await seriousViolations(page, 'German Settings on a phone')).toEqual([]);
  await screenshot(page, 'languages-de-settings-phone');

  await page.setViewportSize(LAPTOP);
  await page.getByRole('link', { name: 'Charaktergenerator' }).first().click();
  await card(page, 'Charakter').waitFor();
  await screenshot(page, 'languages-de-home-laptop');
  await context.close();
});

test('choosing Polski in Settings changes the screen at once, and it is remembered', async () => {
  const { context, page } = await newPage(rig.browser, { locale: 'de-DE' });
  await page.goto(appUrl('/settings'));
  await page.getByRole('combobox', { name: 'Sprache der Oberfläche' }).click();
  await page.getByRole('option', { name: 'Polski' }).click();
  await page.getByRole('heading', { name: 'Ustawienia generatora postaci' }).waitFor();
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('pl');
  // The focus stays on the field just used, not on the page's body.
  await expect(page.evaluate(() => document.activeElement?.getAttribute('role'))).resolves.toBe(
    'combobox',
  );
  await screenshot(page, 'languages-pl-settings-laptop');

  await page.getByRole('link', { name: 'Generator postaci' }).first().click();
  await page.getByRole('button', { name: 'Generuj', exact: true }).waitFor();
  await screenshot(page, 'languages-pl-home-laptop');

  await page.reload();
  await page.getByRole('button', { name: 'Generuj', exact: true }).waitFor();
  await page.setViewportSize(PHONE);
  await card(page, 'Postać').waitFor();
  expect(await crampedLayout(page, { rowButtons: POLISH_ROW_BUTTONS, atLeast: 16 })).toEqual([]);
  await screenshot(page, 'languages-pl-home-phone');
  await context.close();
});

test('with the interface in German the local model is asked to write in German', async () => {
  const { context, page } = await newPage(rig.browser, { locale: 'de-DE' });
  rig.ollama.setBehaviour('ok');
  await seedStorage(context, {
    useOllamaAPI: 'true',
    ollamaEndpoint: `http://localhost:${rig.ollama.port}`,
    ollamaModelName: 'llama3',
  });
  await page.goto(appUrl());
  await page.getByRole('button', { name: 'Erstellen', exact: true }).click();
  await settled(page);
  const prompt = (rig.ollama.generateRequests().at(-1)?.body as { prompt: string }).prompt;
  expect(prompt).toContain('in German (Deutsch)');
  await context.close();
});
