import type { Browser } from 'playwright-core';
import { appUrl, launchBrowser, newPage } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const saved = {
  id: 'kept-1',
  firstName: 'Brannoc',
  lastName: 'Ashdown',
  epithet: 'The Patient',
  race: 'Dwarf',
  characterClass: 'Cleric',
  gender: 'Male',
  alignment: 'Lawful Good',
  age: 140,
  background: { title: 'The Deep Chapel', content: ['One.', 'Two.', 'Three.', 'Four.'] },
};

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
      { history: JSON.stringify([saved, 42, { firstName: 'half' }]) },
    );
    await page.goto(appUrl('/character-generator'));
    // The readable history entry is on the card.
    await page.getByRole('heading', { level: 2, name: 'Brannoc Ashdown' }).waitFor();
    await page.getByRole('alert').filter({ hasText: 'characters.corrupt-' }).waitFor();
    await page.getByRole('alert').filter({ hasText: 'characterHistory.corrupt-' }).waitFor();
    const kept = await page.evaluate(() =>
      Object.keys(localStorage)
        .filter((k) => k.includes('.corrupt-'))
        .map((k) => [k.split('.corrupt-')[0], localStorage.getItem(k)]),
    );
    expect(kept).toEqual(
      expect.arrayContaining([
        ['characters', '{not json'],
        ['characterHistory', JSON.stringify([saved, 42, { firstName: 'half' }])],
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
});
