import type { Browser, Page } from 'playwright-core';
import path from 'node:path';
import { ARTIFACTS, appUrl, launchBrowser, newPage, screenshot, settle } from './support/browser';
import { alerts, asJson, card, seedStorage, storedCharacter } from './support/app';
import { seriousViolations } from './support/axe';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const ABILITIES = ['STR', 'DEX', 'CON', 'INT', 'WIS', 'CHA'];
const ATTRIBUTION_START = 'This work includes material from the System Reference Document 5.2';

const statBlock = (page: Page) => card(page).getByRole('region', { name: 'Stat block' });
/** The value after a label of the stat block. */
const figure = (page: Page, label: string) =>
  statBlock(page)
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');
const scores = async (page: Page) =>
  (await Promise.all(ABILITIES.map((label) => figure(page, label).innerText()))).join(' ');

async function generate(page: Page) {
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  await alerts(page).getByText('New character generated').first().waitFor();
  await settle(page);
}

async function chooseGameSystem(page: Page, name: string) {
  await page.getByRole('link', { name: 'Settings' }).first().click();
  await page.getByRole('combobox', { name: 'Game system' }).click();
  await page.getByRole('option', { name }).click();
  await page.getByRole('link', { name: 'Character Generator' }).first().click();
  await card(page).waitFor();
}

const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('Stat block', () => {
  test('5e in Settings, Generate: the card shows the numbers; a reroll of the scores is undone; None hides them', async () => {
    const { context, page, consoleErrors } = await newPage(browser);
    await page.goto(appUrl());
    await chooseGameSystem(page, 'D&D 5e (SRD 5.2)');
    // The character shown before has no numbers until a new one is made.
    expect(await statBlock(page).count()).toBe(0);
    await generate(page);

    await statBlock(page).getByRole('heading', { name: 'Stat block' }).waitFor();
    for (const label of ABILITIES) {
      expect(await figure(page, label).innerText()).toMatch(/^\d{1,2} \([+-]\d\)$/);
    }
    expect(await figure(page, 'Level').innerText()).toMatch(
      /^[1-5]\s*\((Fighter|Wizard|Rogue|Cleric)\)$/,
    );
    expect(await figure(page, 'Armor Class').innerText()).toMatch(/^\d+/);
    expect(await figure(page, 'Hit Points').innerText()).toMatch(
      /^\d+ \(\d+d(6|8|10)( [+-] \d+)?\)$/,
    );
    expect(await figure(page, 'Actions').innerText()).toContain('to hit');
    expect(await statBlock(page).getByText(ATTRIBUTION_START).isVisible()).toBe(true);

    const before = await scores(page);
    await statBlock(page)
      .getByRole('button', { name: "Reroll character's ability scores" })
      .click();
    await waitForScores(page, before, false);
    expect(await scores(page)).not.toBe(before);
    await card(page).getByRole('button', { name: 'Undo' }).click();
    await waitForScores(page, before, true);
    expect(await scores(page)).toBe(before);
    await screenshot(page, 'stat-block-1440');
    expect(await seriousViolations(page, 'card with a stat block')).toEqual([]);

    await chooseGameSystem(page, 'None');
    await card(page).getByRole('heading', { level: 2 }).waitFor();
    expect(await statBlock(page).count()).toBe(0);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  test('on a phone the six scores sit three by two and nothing scrolls sideways', async () => {
    const { context, page, consoleErrors } = await newPage(browser, {
      viewport: { width: 390, height: 844 },
    });
    await seedStorage(context, { gameSystem: 'srd5' });
    await page.goto(appUrl());
    await generate(page);
    await statBlock(page).waitFor();
    const boxes = await Promise.all(
      ABILITIES.map(
        async (label) =>
          (await statBlock(page)
            .locator('dt', { hasText: new RegExp(`^${label}$`) })
            .locator('xpath=..')
            .boundingBox())!,
      ),
    );
    const [str, dex, con, int] = boxes as [DOMRect, DOMRect, DOMRect, DOMRect];
    expect(dex.y).toBe(str.y);
    expect(con.y).toBe(str.y);
    expect(int.y).toBeGreaterThan(str.y);
    expect(int.x).toBe(str.x);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    // By keyboard: a score opens in place, Enter applies it, and the focus returns to its button.
    const editStrength = statBlock(page).getByRole('button', { name: 'Edit Strength' });
    await editStrength.focus();
    await page.keyboard.press('Enter');
    const field = statBlock(page).getByRole('spinbutton', { name: 'STR' });
    await field.waitFor();
    await field.fill('19');
    await page.keyboard.press('Enter');
    await page.waitForFunction(
      () => document.activeElement?.getAttribute('aria-label') === 'Edit Strength',
    );
    expect(await figure(page, 'STR').innerText()).toBe('19 (+4)');
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'stat-block-390');
    // The section alone, at the phone's own scale, to look at closely.
    await statBlock(page).screenshot({ path: path.join(ARTIFACTS, 'stat-block-390-section.png') });
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  test('Read story and the printed page show the stat block with the attribution', async () => {
    const { context, page, consoleErrors } = await newPage(browser);
    const stats = { level: 3, scores: { str: 14, dex: 8, con: 15, int: 10, wis: 17, cha: 12 } };
    await seedStorage(context, {
      gameSystem: 'srd5',
      ...asJson({ characters: [storedCharacter('kept-5e', { stats })] }),
    });
    await page.goto(appUrl('/characters'));
    await page.getByRole('button', { name: 'Read story' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Ada Ironleaf' });
    const block = dialog.getByRole('region', { name: 'Stat block' });
    await block.waitFor();
    // A dwarf cleric: chain shirt (13 + Dex -1) and a shield; Dwarven Toughness adds 1 a level.
    expect(
      await block.getByText('Armor Class').locator('xpath=following-sibling::dd[1]').innerText(),
    ).toBe('14 (chain shirt, shield)');
    expect(
      await block.getByText('Hit Points').locator('xpath=following-sibling::dd[1]').innerText(),
    ).toBe('27 (3d8 + 14)');
    await block.getByText(ATTRIBUTION_START).waitFor();
    await screenshot(page, 'stat-block-read-story-1440');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // The sheets kept ready for the browser's own print carry it too.
    await page.emulateMedia({ media: 'print' });
    const printed = page.locator('.cg-print-root');
    await printed.getByRole('heading', { level: 2, name: 'Stat block' }).waitFor();
    await printed.getByText(ATTRIBUTION_START).waitFor();
    await screenshot(page, 'stat-block-print');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  test('a stored character with unreadable numbers loads as one without them', async () => {
    const { context, page, consoleErrors } = await newPage(browser);
    const damaged = storedCharacter('damaged-1', { stats: { level: 'high', scores: 'all 18' } });
    await seedStorage(context, {
      gameSystem: 'srd5',
      ...asJson({ currentCharacter: { character: damaged }, characters: [damaged] }),
    });
    await page.goto(appUrl());
    expect(await card(page).getByRole('heading', { level: 2 }).innerText()).toBe('Ada Ironleaf');
    expect(await statBlock(page).count()).toBe(0);
    expect(await alerts(page).count()).toBe(0);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

/** Waits until the six scores read `text` (`same`) or anything else. */
async function waitForScores(page: Page, text: string, same: boolean) {
  await page.waitForFunction(
    ([labels, want, equal]) => {
      const terms = [
        ...document.querySelectorAll('article[aria-label="Character"] .cg-stat-block dt'),
      ];
      const shown = labels
        .map(
          (label) => terms.find((dt) => dt.textContent === label)?.nextElementSibling?.textContent,
        )
        .join(' ');
      return (shown === want) === equal;
    },
    [ABILITIES, text, same] as const,
  );
}
