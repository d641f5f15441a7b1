import type { Browser } from 'playwright-core';
import { appUrl, launchBrowser, newPage, screenshot } from './support/browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('Game system', () => {
  test('on a phone, by keyboard: 5e and Point buy apply at once and are kept after a reload', async () => {
    const { context, page, consoleErrors } = await newPage(browser, {
      viewport: { width: 390, height: 844 },
    });
    await page.goto(appUrl('/settings'));
    const gameSystem = page.getByRole('combobox', { name: 'Game system' });
    const abilityScores = page.getByRole('combobox', { name: 'Ability scores' });
    expect(await gameSystem.innerText()).toBe('None');
    expect(await abilityScores.count()).toBe(0);

    await page.getByRole('combobox', { name: 'Language of generated text' }).focus();
    await page.keyboard.press('Tab');
    expect(await gameSystem.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await page.getByRole('option', { name: 'D&D 5e (SRD 5.2)' }).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await abilityScores.waitFor();
    // The list closed and gave the focus back to its select, not to the page.
    await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'combobox');
    expect(await gameSystem.innerText()).toBe('D&D 5e (SRD 5.2)');
    expect(await abilityScores.innerText()).toBe('Standard array');

    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.getByRole('option', { name: 'Point buy' }).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.getByRole('option', { name: 'Point buy' }).waitFor({ state: 'detached' });
    expect(await abilityScores.innerText()).toBe('Point buy');

    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'settings-game-system-390');

    await page.reload();
    expect(await gameSystem.innerText()).toBe('D&D 5e (SRD 5.2)');
    expect(await abilityScores.innerText()).toBe('Point buy');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
