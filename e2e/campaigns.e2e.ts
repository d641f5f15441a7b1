/**
 * Campaigns and tags: Quick NPC's Enter saving into the current campaign, the Campaign filter
 * kept after a reload, one character in two campaigns, a campaign's Markdown zip with its index
 * note, Delete campaign and its Undo, by keyboard alone on a 390×844 phone.
 */
import { readFileSync } from 'node:fs';
import { unzipSync, strFromU8 } from 'fflate';
import { parse as parseYaml } from 'yaml';
import type { Browser, Locator, Page } from 'playwright-core';
import { appUrl, launchBrowser, newPage, screenshot } from './support/browser';
import { alerts, expectShown, seedStorage, storedCharacter } from './support/app';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PHONE = { width: 390, height: 844 };

const CAMPAIGNS = [
  { id: 'c-strahd', name: 'Curse of Strahd' },
  { id: 'c-water', name: 'Waterdeep' },
];

/** Ada is in both campaigns, Bram only in Waterdeep, Cole in none. */
const SAVED = [
  storedCharacter('ada', { campaigns: ['c-strahd', 'c-water'], tags: ['Villain', 'Barovia'] }),
  storedCharacter('bram', { firstName: 'Bram', campaigns: ['c-water'], tags: ['villain'] }),
  storedCharacter('cole', { firstName: 'Cole' }),
];

async function seeded(options: { viewport?: { width: number; height: number } } = {}) {
  const opened = await newPage(browser, options);
  await seedStorage(opened.context, {
    campaigns: JSON.stringify(CAMPAIGNS),
    characters: JSON.stringify(SAVED),
  });
  await opened.page.goto(appUrl('/characters'));
  await opened.page.getByRole('heading', { name: 'My Characters', level: 1 }).waitFor();
  return opened;
}

const filter = (page: Page) => page.getByRole('combobox', { name: 'Campaign', exact: true });
const current = (page: Page) => page.getByRole('combobox', { name: 'Current campaign' });

async function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element === document.activeElement);
}

describe('Campaigns', () => {
  test('a character in two campaigns shows under both; the filter is kept after a reload', async () => {
    const { context, page, consoleErrors } = await seeded();
    await filter(page).selectOption({ label: 'Curse of Strahd' });
    await expectShown(page, ['Ada Ironleaf']);
    await filter(page).selectOption({ label: 'Waterdeep' });
    await expectShown(page, ['Ada Ironleaf', 'Bram Ironleaf']);
    await filter(page).selectOption({ label: 'No campaign' });
    await expectShown(page, ['Cole Ironleaf']);
    // Search also finds tags, ignoring case, within the campaign chosen.
    await filter(page).selectOption({ label: 'Waterdeep' });
    await page.getByRole('searchbox', { name: 'Search characters' }).fill('barovia');
    await expectShown(page, ['Ada Ironleaf']);
    await page.reload();
    await page.getByRole('heading', { name: 'My Characters', level: 1 }).waitFor();
    expect(await filter(page).locator('option:checked').innerText()).toBe('Waterdeep');
    expect(await page.getByRole('searchbox', { name: 'Search characters' }).inputValue()).toBe(
      'barovia',
    );
    await expectShown(page, ['Ada Ironleaf']);
    // Read story shows both campaigns and the tags as chips; one more campaign is added there.
    await page.getByRole('searchbox', { name: 'Search characters' }).fill('');
    await filter(page).selectOption({ label: 'All campaigns' });
    await expectShown(page, ['Ada Ironleaf', 'Bram Ironleaf', 'Cole Ironleaf']);
    await page
      .getByRole('article', { name: 'Cole Ironleaf' })
      .getByRole('button', { name: 'Read story' })
      .click();
    const story = page.getByRole('dialog');
    await story
      .getByRole('combobox', { name: 'Add to campaign' })
      .selectOption({ label: 'Curse of Strahd' });
    await story.getByRole('group', { name: 'Campaigns' }).getByText('Curse of Strahd').waitFor();
    await story.getByRole('combobox', { name: 'Add tag' }).fill('  BAROVIA ');
    await story.getByRole('combobox', { name: 'Add tag' }).press('Enter');
    await story.getByRole('group', { name: 'Tags' }).getByText('BAROVIA').waitFor();
    await story.getByRole('button', { name: 'Close' }).click();
    await filter(page).selectOption({ label: 'Curse of Strahd' });
    await expectShown(page, ['Ada Ironleaf', 'Cole Ironleaf']);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  test("a campaign's Markdown zip is named after it and has the index note; Copy all copies it", async () => {
    const { context, page } = await seeded();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: new URL(appUrl('/')).origin,
    });
    await filter(page).selectOption({ label: 'Waterdeep' });
    await page.getByRole('button', { name: 'Copy all' }).click();
    await alerts(page).filter({ hasText: 'Copied 2 characters' }).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/^# Waterdeep\n\n# Ada Ironleaf/);
    expect(copied).toContain('# Bram Ironleaf');
    expect(copied).not.toContain('Cole');
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Markdown (Obsidian)' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^Waterdeep-\d{4}-\d{2}-\d{2}\.zip$/);
    const files = unzipSync(readFileSync((await download.path()) as string));
    expect(Object.keys(files).sort()).toEqual([
      'Ada Ironleaf.md',
      'Bram Ironleaf.md',
      'Waterdeep.md',
    ]);
    const index = strFromU8(files['Waterdeep.md'] as Uint8Array);
    expect(index).toContain('# Waterdeep');
    expect(index).toMatch(/## Barovia\n\n- \[\[Ada Ironleaf\]\]/);
    expect(index).toMatch(/## Villain\n\n- \[\[Ada Ironleaf\]\]\n- \[\[Bram Ironleaf\]\]/);
    const note = strFromU8(files['Ada Ironleaf.md'] as Uint8Array);
    const front = parseYaml(/^---\n([\s\S]*?)\n---/.exec(note)?.[1] ?? '') as Record<
      string,
      unknown
    >;
    expect(front.campaigns).toEqual(['Curse of Strahd', 'Waterdeep']);
    expect(front.tags).toEqual(expect.arrayContaining(['villain', 'barovia']));
    await context.close();
  });

  test('Delete campaign keeps its characters, and Undo brings it back with them', async () => {
    const { context, page } = await seeded();
    await filter(page).selectOption({ label: 'Curse of Strahd' });
    await page.getByRole('button', { name: 'Manage campaigns' }).click();
    const manage = page.getByRole('dialog', { name: 'Manage campaigns' });
    await manage.getByRole('button', { name: 'Delete campaign Curse of Strahd' }).click();
    await manage.waitFor({ state: 'hidden' });
    expect(await isFocused(page.getByRole('button', { name: 'Manage campaigns' }))).toBe(true);
    const deleted = alerts(page).filter({ hasText: 'Campaign deleted: Curse of Strahd' });
    await deleted.waitFor();
    // Gone from the filter, which shows every character again; none was deleted.
    expect(await filter(page).locator('option').allInnerTexts()).toEqual([
      'All campaigns',
      'No campaign',
      'Waterdeep',
    ]);
    await expectShown(page, ['Ada Ironleaf', 'Bram Ironleaf', 'Cole Ironleaf']);
    await deleted.getByRole('button', { name: 'Undo' }).click();
    await alerts(page).filter({ hasText: 'Campaign restored: Curse of Strahd' }).waitFor();
    await filter(page).selectOption({ label: 'Curse of Strahd' });
    await expectShown(page, ['Ada Ironleaf']);
    // Rename keeps the members.
    await page.getByRole('button', { name: 'Manage campaigns' }).click();
    await manage.getByRole('button', { name: 'Rename Curse of Strahd' }).click();
    const name = manage.getByRole('textbox', { name: 'Campaign name' });
    expect(await isFocused(name)).toBe(true);
    await name.fill('Waterdeep');
    await name.press('Enter');
    await manage.getByText('There is already a campaign named "Waterdeep".').waitFor();
    await name.fill('Barovia nights');
    await name.press('Enter');
    await manage.getByText('Barovia nights').waitFor();
    await page.keyboard.press('Escape');
    expect(await filter(page).locator('option:checked').innerText()).toBe('Barovia nights');
    await expectShown(page, ['Ada Ironleaf']);
    await context.close();
  });

  test('by keyboard on a phone: New campaign, Current campaign, then Ctrl+K and Enter save into it', async () => {
    const { context, page, consoleErrors } = await newPage(browser, { viewport: PHONE });
    await page.goto(appUrl('/characters'));
    await page.getByRole('heading', { name: 'My Characters', level: 1 }).waitFor();
    const opener = page.getByRole('button', { name: 'New campaign' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'New campaign' });
    const name = dialog.getByRole('textbox', { name: 'Campaign name' });
    await name.waitFor();
    await page.waitForFunction(() => document.activeElement?.tagName === 'INPUT');
    expect(await isFocused(name)).toBe(true);
    // Escape closes it and the focus goes back to the opener.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await isFocused(opener)).toBe(true);
    await page.keyboard.press('Enter');
    await name.waitFor();
    await page.waitForFunction(() => document.activeElement?.tagName === 'INPUT');
    await page.keyboard.type('Северные земли');
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    expect(await isFocused(opener)).toBe(true);
    await alerts(page).filter({ hasText: 'Campaign created: Северные земли' }).waitFor();
    await screenshot(page, 'campaigns-phone-my-characters');
    // The app bar's select, chosen by keyboard.
    const select = current(page);
    await select.focus();
    await select.selectOption({ label: 'Северные земли' });
    await page.keyboard.press('Control+k');
    const quick = page.getByRole('dialog', { name: 'Quick NPC' });
    await quick.getByRole('combobox', { name: 'Who do you need?' }).waitFor();
    const npc = await quick.getByRole('article').getByRole('heading', { level: 3 }).innerText();
    await page.keyboard.press('Enter');
    await alerts(page)
      .filter({ hasText: `NPC saved: ${npc}` })
      .waitFor();
    await quick.waitFor({ state: 'hidden' });
    // Remembered after a reload, on every screen; the NPC is filed in the campaign.
    await page.goto(appUrl('/settings'));
    expect(await current(page).locator('option:checked').innerText()).toBe('Северные земли');
    await page.goto(appUrl('/characters'));
    await filter(page).selectOption({ label: 'Северные земли' });
    await expectShown(page, [npc]);
    await filter(page).selectOption({ label: 'No campaign' });
    await page.getByText('No characters in this campaign').waitFor();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
