import { SAVED_DWARF } from './support/app';
import type { Browser } from 'playwright-core';
import { appUrl, launchBrowser, newPage } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const saved = SAVED_DWARF;

describe('browser storage that is corrupt or full', () => {
  test('corrupt storage: the app starts, keeps the readable part and sets the rest aside', async () => {
    const { context, page } = await newPage(browser);
    await context.addInitScript(
      ({ history }) => {
        if (sessionStorage.getItem('seeded')) return;
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem('characters', '{not json');
        localStorage.setItem('characterHistory', history);
        localStorage.setItem('useOllamaAPI', 'maybe');
      },
      { history: JSON.stringify([42, { firstName: 'half' }, saved]) },
    );
    await page.goto(appUrl('/character-generator'));
    // The newest history entry is on the card; a half-written one is still listed.
    await page.getByRole('heading', { level: 2, name: 'Brannoc Ashdown' }).waitFor();
    await page
      .getByRole('list', { name: 'Generated characters' })
      .getByText('half', { exact: true })
      .waitFor();
    await page.getByRole('alert').filter({ hasText: 'characters.corrupt-' }).waitFor();
    await page
      .getByRole('alert')
      .filter({ hasText: 'History had 1 stored entry that is not a character' })
      .filter({ hasText: 'characterHistory.corrupt-' })
      .waitFor();
    await page.getByRole('alert').filter({ hasText: 'useOllamaAPI.corrupt-' }).waitFor();
    const kept = await page.evaluate(() =>
      Object.keys(localStorage)
        .filter((k) => k.includes('.corrupt-'))
        .map((k) => [k.split('.corrupt-')[0], localStorage.getItem(k)]),
    );
    expect(kept).toEqual(
      expect.arrayContaining([
        ['characters', '{not json'],
        ['characterHistory', JSON.stringify([42, { firstName: 'half' }, saved])],
        ['useOllamaAPI', 'maybe'],
      ]),
    );
    // The app works on: saving a character succeeds and survives a reload.
    await page.getByRole('button', { name: 'Save Character' }).click();
    await page.getByRole('alert').filter({ hasText: 'Character saved' }).waitFor();
    await page.reload();
    await page.getByRole('button', { name: 'Saved' }).waitFor();
    await context.close();
  });

  test('full storage: saving says "Failed to save character" and nothing is lost', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(appUrl('/character-generator'));
    const name = await page
      .getByRole('article', { name: 'Character' })
      .getByRole('heading', { level: 2 })
      .innerText();
    await page.evaluate(() => {
      Storage.prototype.setItem = () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
    });
    await page.getByRole('button', { name: 'Save Character' }).click();
    await page.getByRole('alert').filter({ hasText: 'Failed to save character' }).waitFor();
    await expect(page.getByRole('button', { name: 'Save Character' }).isEnabled()).resolves.toBe(
      true,
    );
    expect(await page.evaluate(() => localStorage.getItem('characters'))).toBeNull();
    expect(
      await page
        .getByRole('article', { name: 'Character' })
        .getByRole('heading', { level: 2 })
        .innerText(),
    ).toBe(name);
    await context.close();
  });

  test('full storage: Generate still shows the new character and says once, in plain words, that history was not saved', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(appUrl('/character-generator'));
    const card = page.getByRole('article', { name: 'Character' });
    const first = await card.getByRole('heading', { level: 2 }).innerText();
    const before = await page.evaluate(() => JSON.stringify({ ...localStorage }));
    await page.evaluate(() => {
      Storage.prototype.setItem = () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
    });
    const names = [first];
    for (let i = 0; i < 2; i += 1) {
      await page.getByRole('button', { name: 'Generate', exact: true }).click();
      await page.waitForFunction(
        (previous) =>
          document.querySelector('article[aria-label="Character"] h2')?.textContent !== previous,
        names.at(-1),
      );
      names.push(await card.getByRole('heading', { level: 2 }).innerText());
    }
    const warnings = page.getByRole('alert').filter({ hasText: 'History could not be saved' });
    await warnings.first().waitFor();
    await expect(warnings.count()).resolves.toBe(1);
    await expect(warnings.innerText()).resolves.toContain(
      'History could not be saved: browser storage is full.',
    );
    // No raw browser text anywhere.
    for (const text of await page.getByRole('alert').allInnerTexts()) {
      expect(text).not.toMatch(/quota|exceeded|DOMException/i);
    }
    // Nothing already stored was lost or changed.
    expect(await page.evaluate(() => JSON.stringify({ ...localStorage }))).toBe(before);
    await context.close();
  });
});
