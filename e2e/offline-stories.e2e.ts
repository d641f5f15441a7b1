import type { Browser } from 'playwright-core';
import backgrounds from '../data/backgrounds.json';
import epithets from '../data/epithets.json';
import { appUrl, launchBrowser, newPage, screenshot } from './support/browser';
import { card, row } from './support/app';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const sideOf = (alignment: string) =>
  alignment.endsWith('Good') ? 'good' : alignment.endsWith('Evil') ? 'evil' : 'neutral';

describe('offline stories', () => {
  test('load only on the first Generate, and every story and epithet suits the alignment', async () => {
    const { context, page, consoleErrors } = await newPage(browser);
    const chunks: string[] = [];
    page.on('request', (request) => {
      if (/offline-generator/.test(request.url())) chunks.push(request.url());
    });
    await page.goto(appUrl('/character-generator'));
    await card(page).waitFor();
    // The first visit's character is pre-made: the stories are not downloaded yet.
    expect(chunks).toEqual([]);

    for (let i = 0; i < 6; i += 1) {
      await page.getByRole('button', { name: 'Generate', exact: true }).click();
      await page.waitForFunction(
        () =>
          document.querySelector('article[aria-label="Character"]')?.getAttribute('aria-busy') ===
          'false',
      );
      const alignment = (await row(page, 'Alignment').innerText()).trim();
      const race = (await row(page, 'Race').innerText()).trim();
      const characterClass = (await row(page, 'Class').innerText()).trim();
      const title = (await card(page).getByRole('heading', { level: 4 }).innerText()).trim();
      const story = backgrounds.find((t) => t.title === title);
      expect({ title, race, characterClass }).toEqual({
        title,
        race: story?.race,
        characterClass: story?.characterClass,
      });
      expect(story?.axes).toContain(sideOf(alignment));
      const epithet = (await row(page, 'Epithet').innerText()).trim();
      expect((epithets as Record<string, string[]>)[epithet]).toContain(sideOf(alignment));
    }
    // Downloaded once, on the first Generate.
    expect(chunks).toHaveLength(1);
    await screenshot(page, 'offline-story-1440');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
