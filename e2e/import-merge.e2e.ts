import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { appUrl, launchBrowser, newPage, screenshot } from './support/browser';
import {
  card,
  notifications,
  savedCharacters,
  seedCharacters,
  storedCharacter,
} from './support/app';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const NOTE = 'Owes the ferryman 40 gold; met at the Sunken Bell';
const NEWER_VERSION =
  'This file was exported by a newer version of the app. Reload the page to update the app, ' +
  'then import the file again; nothing was changed.';

/** Three saved characters, as both devices first hold them. */
const roster = [
  storedCharacter('im-ada', { firstName: 'Ada' }),
  storedCharacter('im-bram', { firstName: 'Bram', characterClass: 'Warrior' }),
  storedCharacter('im-cora', { firstName: 'Cora', race: 'Elf' }),
];

const storedText = (page: Page) => page.evaluate(() => localStorage.getItem('characters'));
const stored = async (page: Page) =>
  JSON.parse((await storedText(page)) ?? '[]') as { id: string; notes?: string }[];

/** The alert whose message is exactly `text` (an Undo button may follow it). */
const alertWith = (page: Page, text: string) =>
  notifications(page)
    .getByRole('alert')
    .filter({
      hasText: new RegExp(
        `(Success|Info|Error)${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(Undo)?$`,
      ),
    });

async function myCharacters(page: Page) {
  await page.goto(appUrl('/characters'));
  await page.getByRole('heading', { name: 'My Characters', level: 1 }).waitFor();
}

/** Export on My Characters: the file's bytes. */
async function exportFile(page: Page): Promise<Buffer> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Backup (JSON)' }).click();
  return readFileSync((await (await downloading).path()) as string);
}

async function importFile(page: Page, buffer: Buffer, name = 'characters.json') {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Import' }).click();
  await (await chooser).setFiles({ name, mimeType: 'application/json', buffer });
}

const activeText = (page: Page) =>
  page.evaluate(() =>
    document.activeElement === document.body ? '<body>' : document.activeElement?.textContent,
  );

describe('Import merges', () => {
  test('two devices: notes written on one arrive on the other, counted, and Undo takes them back', async () => {
    const laptop = await newPage(browser);
    const phone = await newPage(browser, { viewport: { width: 390, height: 844 } });
    await seedCharacters(laptop.context, roster);
    await seedCharacters(phone.context, [
      ...roster,
      storedCharacter('im-dain', { firstName: 'Dain' }),
    ]);

    // On the phone: a note for Ada, typed in Read story.
    await myCharacters(phone.page);
    const ada = savedCharacters(phone.page).getByRole('article', { name: 'Ada Ironleaf' });
    await ada.getByRole('button', { name: 'Read story' }).click();
    const dialog = phone.page.getByRole('dialog', { name: 'Ada Ironleaf' });
    await dialog.getByRole('textbox', { name: 'Notes' }).fill(NOTE);
    await dialog.getByText('Saved with the character.').waitFor();
    await phone.page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    const file = await exportFile(phone.page);

    // On the laptop the file brings Dain and Ada's newer copy; Bram and Cora are the same.
    await myCharacters(laptop.page);
    const before = await storedText(laptop.page);
    await importFile(laptop.page, file);
    const summary = alertWith(laptop.page, 'Imported 1, updated 1, unchanged 2');
    await summary.waitFor();
    await screenshot(laptop.page, 'import-merge-summary-1440');
    const after = await stored(laptop.page);
    expect(after.map((c) => c.id)).toEqual(['im-ada', 'im-bram', 'im-cora', 'im-dain']);
    expect(after[0]?.notes).toBe(NOTE);
    await savedCharacters(laptop.page).getByText(NOTE).waitFor();

    // Undo, by keyboard: the laptop's list as it was before the file.
    await summary.getByRole('button', { name: 'Undo' }).focus();
    await laptop.page.keyboard.press('Enter');
    await alertWith(laptop.page, 'Import undone').waitFor();
    expect(await activeText(laptop.page)).toBe('Import');
    expect(await storedText(laptop.page)).toBe(before);
    await savedCharacters(laptop.page).getByText(NOTE).waitFor({ state: 'detached' });

    // Imported again, and nothing new on the phone's side: the notes are on both.
    await importFile(laptop.page, file);
    await alertWith(laptop.page, 'Imported 1, updated 1, unchanged 2').waitFor();
    await importFile(phone.page, await exportFile(laptop.page));
    await alertWith(phone.page, 'Imported 0, updated 0, unchanged 4').waitFor();
    await screenshot(phone.page, 'import-merge-summary-390');
    expect((await stored(laptop.page))[0]?.notes).toBe(NOTE);
    expect((await stored(phone.page))[0]?.notes).toBe(NOTE);
    expect(laptop.consoleErrors).toEqual([]);
    expect(phone.consoleErrors).toEqual([]);
    await laptop.context.close();
    await phone.context.close();
  });

  test('a file from a newer version says so and changes nothing; Export with nothing saved downloads nothing', async () => {
    const { context, page } = await newPage(browser);
    await myCharacters(page);
    let downloads = 0;
    page.on('download', () => {
      downloads += 1;
    });
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Backup (JSON)' }).click();
    await alertWith(page, 'Nothing to export yet').waitFor();
    expect(downloads).toBe(0);

    const newer = {
      app: 'fantasy-character-generator',
      version: 2,
      characters: roster,
      shelves: [],
    };
    await importFile(page, Buffer.from(JSON.stringify(newer)), 'from-the-future.json');
    await alertWith(page, NEWER_VERSION).waitFor();
    expect(await storedText(page)).toBeNull();
    await page.getByText('No saved characters yet').waitFor();
    await screenshot(page, 'import-newer-version-1440');
    await context.close();
  });
});

describe('Update saved copy', () => {
  /** Ada saved between Bram and Cora, with a note, opened in the generator from Read story. */
  async function openAdaInGenerator(page: Page) {
    await myCharacters(page);
    // A phone's carousel shows one card at a time: the search brings Ada to it.
    await page.getByLabel('Search characters').fill('Ada');
    await savedCharacters(page)
      .getByRole('article', { name: 'Ada Ironleaf' })
      .getByRole('button', { name: 'Read story' })
      .click();
    await page.getByRole('button', { name: 'Open in generator' }).click();
    await page.waitForURL(/\/character-generator$/);
    await card(page).getByRole('button', { name: 'Saved' }).waitFor();
    expect(await card(page).getByRole('button', { name: 'Update saved copy' }).count()).toBe(0);
  }

  const seeded = [
    roster[1],
    storedCharacter('im-ada', { firstName: 'Ada', notes: NOTE }),
    roster[2],
  ];

  test('an edited character replaces its saved copy in place, notes kept; Undo puts it back', async () => {
    const { context, page, consoleErrors } = await newPage(browser);
    await seedCharacters(context, seeded);
    await openAdaInGenerator(page);
    const before = await storedText(page);

    await card(page).getByRole('button', { name: "Reroll character's background" }).click();
    await alertWith(page, 'Updated character').waitFor();
    const update = card(page).getByRole('button', { name: 'Update saved copy' });
    const save = card(page).getByRole('button', { name: 'Save Character' });
    await update.waitFor();
    expect(await save.isEnabled()).toBe(true);
    await screenshot(page, 'update-saved-copy-1440');
    const story = await card(page).locator('p').allTextContents();

    await update.click();
    const updated = alertWith(page, 'Saved copy updated');
    await updated.waitFor();
    await update.waitFor({ state: 'detached' });
    const after = await stored(page);
    expect(after.map((c) => c.id)).toEqual(['im-bram', 'im-ada', 'im-cora']);
    expect(after[1]?.notes).toBe(NOTE);
    const content = (after[1] as unknown as { background: { content: string[] } }).background
      .content;
    // The card shows the story's start (the rest behind Show More).
    expect(story).toContain(content[0]);
    expect(content).not.toEqual(seeded[1]?.background.content);

    await updated.getByRole('button', { name: 'Undo' }).click();
    await alertWith(page, 'Saved copy restored').waitFor();
    expect(await storedText(page)).toBe(before);
    await update.waitFor();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  test('keyboard on a phone (390 × 844): Enter updates, the focus stays on the card, Undo by Enter', async () => {
    const { context, page } = await newPage(browser, { viewport: { width: 390, height: 844 } });
    await seedCharacters(context, seeded);
    await openAdaInGenerator(page);
    const before = await storedText(page);
    const reroll = card(page).getByRole('button', { name: "Reroll character's epithet" });
    await reroll.focus();
    await page.keyboard.press('Enter');
    await alertWith(page, 'Updated character').waitFor();
    const update = card(page).getByRole('button', { name: 'Update saved copy' });
    await update.waitFor();
    // The bar fits the phone: nothing runs off the side.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    const box = await update.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    await screenshot(page, 'update-saved-copy-390');

    await update.focus();
    await page.keyboard.press('Enter');
    const updated = alertWith(page, 'Saved copy updated');
    await updated.waitFor();
    // The button has gone with its work done: the keyboard is on Generate, not the page.
    await page.waitForFunction(() => document.activeElement?.textContent === 'Generate');
    expect(await storedText(page)).not.toBe(before);

    await updated.getByRole('button', { name: 'Undo' }).focus();
    await page.keyboard.press('Enter');
    await alertWith(page, 'Saved copy restored').waitFor();
    expect(await storedText(page)).toBe(before);
    expect(await activeText(page)).not.toBe('<body>');
    await update.waitFor();
    await context.close();
  });
});
