import type { Browser, Page } from 'playwright-core';
import { appUrl, launchBrowser, newPage, screenshot } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const card = (page: Page) => page.getByRole('article', { name: 'Character' });
const cardName = (page: Page) => card(page).getByRole('heading', { level: 2 }).innerText();
const historyList = (page: Page) => page.getByRole('list', { name: 'Generated characters' });
const row = (page: Page, label: string) =>
  card(page)
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');

/** Clicks a button and waits until the request's loading state has ended. */
async function clickAndSettle(page: Page, name: string) {
  await page.getByRole('button', { name, exact: true }).click();
  await page.waitForFunction(() => {
    const el = document.querySelector('article[aria-label="Character"]');
    return el && el.getAttribute('aria-busy') === 'false';
  });
}

describe('Character Generator screen, offline', () => {
  test('generate several, save one, reroll every property, pick a history row, clear, reload', async () => {
    const { context, page, consoleErrors } = await newPage(browser);
    await page.goto(appUrl('/character-generator'));
    await card(page).waitFor();
    const names = [await cardName(page)];
    for (let i = 0; i < 3; i += 1) {
      await clickAndSettle(page, 'Generate');
      names.push(await cardName(page));
    }
    await page.getByText('New character generated').first().waitFor();
    expect(new Set(names).size).toBe(4);
    // Every character that was on screen is in history, newest first, the current one bold.
    const rows = historyList(page).getByRole('listitem');
    await expect(rows.count()).resolves.toBe(4);
    await expect(rows.first().getAttribute('aria-current')).resolves.toBe('true');

    await clickAndSettle(page, 'Save Character');
    await page.getByText('Character saved').waitFor();
    await expect(page.getByRole('button', { name: 'Saved' }).isDisabled()).resolves.toBe(true);
    const savedName = await cardName(page);

    for (const label of [
      'First Name',
      'Last Name',
      'Epithet',
      'Race',
      'Class',
      'Gender',
      'Age',
      'Alignment',
    ]) {
      const before = await row(page, label).innerText();
      await clickAndSettle(page, `Reroll character's ${label.toLowerCase()}`);
      expect(await row(page, label).innerText()).not.toBe(before);
    }
    await page.getByText('Updated character').first().waitFor();
    // The edited character is a new one: it can be saved again.
    await expect(page.getByRole('button', { name: 'Save Character' }).isEnabled()).resolves.toBe(
      true,
    );

    // Pick an older history row.
    const pick = historyList(page).getByRole('button', {
      name: new RegExp(`^Show ${names[1]} \\(`),
    });
    await pick.click();
    expect(await cardName(page)).toBe(names[1]);

    await screenshot(page, 'generator-1440');

    const countBefore = await rows.count();
    await page.reload();
    await card(page).waitFor();
    await expect(historyList(page).getByRole('listitem').count()).resolves.toBe(countBefore);
    // The saved character is still saved.
    await page.getByRole('link', { name: 'My Characters' }).click();
    await page.getByRole('heading', { name: 'My Characters', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Character Generator' }).click();
    await card(page).waitFor();

    // Clear history: confirm, then a click elsewhere cancels; a second try clears.
    await page.getByRole('button', { name: 'Clear History' }).click();
    await page.getByRole('button', { name: 'Confirm?' }).waitFor();
    await page.getByRole('heading', { name: 'Character Generator', level: 1 }).click();
    await page.getByRole('button', { name: 'Clear History' }).waitFor();
    await page.getByRole('button', { name: 'Clear History' }).click();
    await page.getByRole('button', { name: 'Confirm?' }).click();
    await page.getByText('History cleared').waitFor();
    await page.getByText('No history yet').waitFor();
    expect(savedName).toBeTruthy();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  test('on a phone the cards stack, the portrait is hidden and nothing scrolls sideways', async () => {
    const { context, page } = await newPage(browser, { viewport: { width: 390, height: 844 } });
    await page.goto(appUrl('/character-generator'));
    await card(page).waitFor();
    await clickAndSettle(page, 'Generate');
    await expect(
      card(page)
        .getByRole('img', { name: /Human|Elf|Dwarf|Orc|unknown/ })
        .count(),
    ).resolves.toBe(0);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    const cardBox = await card(page).boundingBox();
    const historyBox = await page
      .getByRole('region', { name: 'History', exact: true })
      .boundingBox();
    expect(historyBox!.y).toBeGreaterThan(cardBox!.y + cardBox!.height - 1);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'generator-390');
    await context.close();
  });
});
