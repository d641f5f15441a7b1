import { readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import type { Browser, Locator, Page } from 'playwright-core';
import { appUrl, launchBrowser, newPage, screenshot } from './support/browser';
import { alerts, asJson, seedStorage, storedCharacter } from './support/app';
import { catchFileChoosers } from './support/file-chooser';
import { picture } from './support/pictures';

/**
 * A character's own picture goes where the character goes: uploaded twice in a row from Read
 * story by keyboard on a phone, printed, kept through Undo and deleted with the character once
 * Undo's window has passed.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const ADA = storedCharacter('tr-1');

/** The ids of the pictures stored in IndexedDB (none before the app made its database). */
function storedPictureIds(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    // Opening a database that is not there would make an empty one the app then cannot use.
    if (!(await indexedDB.databases()).some((d) => d.name === 'portraits')) return [];
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('portraits');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const ids = await new Promise<string[]>((resolve, reject) => {
      if (!db.objectStoreNames.contains('pictures')) return resolve([]);
      const request = db.transaction('pictures').objectStore('pictures').getAllKeys();
      request.onsuccess = () => resolve(request.result as string[]);
      request.onerror = () => reject(request.error);
    });
    db.close();
    return ids;
  });
}

const savedPictureId = async (page: Page) => {
  const stored = JSON.parse(
    (await page.evaluate(() => localStorage.getItem('characters'))) ?? '[]',
  ) as { id: string; pictureId?: string }[];
  return stored.find((c) => c.id === 'tr-1')?.pictureId;
};

/** Export → the format, by keyboard: the downloaded zip's files. */
async function exportZip(page: Page, label: string) {
  await page.getByRole('button', { name: 'Export', exact: true }).focus();
  await page.keyboard.press('Enter');
  // The menu gives the focus to one of its choices (the one chosen last time, if any).
  await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'menuitem');
  for (let i = 0; i < 10; i += 1) {
    if ((await page.evaluate(() => document.activeElement?.textContent)) === label) break;
    await page.keyboard.press('ArrowDown');
  }
  const downloading = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  const download = await downloading;
  return unzipSync(new Uint8Array(readFileSync((await download.path()) as string)));
}

/** Settings → Default pictures: the user's picture for every Dwarf Cleric, by keyboard. */
async function replaceDwarfClericPicture(
  page: Page,
  choosers: ReturnType<typeof catchFileChoosers>,
  buffer: Buffer,
) {
  await page.goto(appUrl('/settings'));
  await page.getByRole('combobox', { name: 'Race' }).click();
  await page.getByRole('option', { name: 'Dwarf' }).click();
  await page.getByRole('combobox', { name: 'Class' }).click();
  await page.getByRole('option', { name: 'Cleric' }).click();
  await page.getByRole('button', { name: 'Upload picture' }).focus();
  await page.keyboard.press('Enter');
  await (await choosers.next()).setFiles({ name: 'dwarf.png', mimeType: 'image/png', buffer });
  const crop = page.getByRole('dialog', { name: 'Position the picture' });
  await crop.getByRole('button', { name: 'Use picture' }).focus();
  await page.keyboard.press('Enter');
  await crop.waitFor({ state: 'hidden' });
  await alerts(page).filter({ hasText: 'Picture for Dwarf Cleric replaced' }).waitFor();
}

/**
 * `Change portrait` → `Upload picture` → `Use picture`, by keyboard alone; `choosers` catches the
 * file picker.
 */
async function uploadByKeyboard(
  page: Page,
  scope: Locator,
  choosers: ReturnType<typeof catchFileChoosers>,
  buffer: Buffer,
) {
  await scope.getByRole('button', { name: 'Change portrait' }).focus();
  await page.keyboard.press('Enter');
  await page.waitForFunction(
    () =>
      document.activeElement?.getAttribute('role') === 'menuitem' &&
      document.activeElement.textContent === 'Upload picture',
  );
  await page.keyboard.press('Enter');
  await (await choosers.next()).setFiles({ name: 'face.png', mimeType: 'image/png', buffer });
  const crop = page.getByRole('dialog', { name: 'Position the picture' });
  await crop.waitFor();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.waitForFunction(() => document.activeElement?.textContent === 'Use picture');
  await page.keyboard.press('Enter');
  await crop.waitFor({ state: 'hidden' });
  await page.waitForFunction(() => document.activeElement?.textContent === 'Change portrait');
}

test('phones, keyboard only: two uploads in one Read story, printed, kept by Undo, deleted after it', async () => {
  const { context, page, consoleErrors } = await newPage(browser, {
    viewport: { width: 390, height: 844 },
  });
  const choosers = catchFileChoosers(page);
  await seedStorage(context, asJson({ characters: [ADA] }));
  await page.goto(appUrl('/characters'));
  const saved = page.getByRole('article', { name: 'Ada Ironleaf' });
  await saved.getByRole('button', { name: 'Read story' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Ada Ironleaf' });
  await dialog.waitFor();

  // Two pictures in a row in the same dialog, the very first press included: each `Upload
  // picture` opens the file picker, and the second picture replaces the first.
  await uploadByKeyboard(page, dialog, choosers, await picture(page, '#b33'));
  const first = await savedPictureId(page);
  expect(first).toBeTruthy();
  await uploadByKeyboard(page, dialog, choosers, await picture(page, '#33b'));
  const second = await savedPictureId(page);
  expect(second).toBeTruthy();
  expect(second).not.toBe(first);
  await dialog.locator('img[data-uploaded-portrait]').waitFor();
  await screenshot(page, 'travel-read-story-390');

  // Printed: the sheet shows the picture, loaded before the print dialog opened.
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  await saved.getByRole('button', { name: 'Print' }).focus();
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => (window as unknown as { printed: number }).printed === 1);
  const printedLoaded = await page.evaluate(() => {
    const img = document.querySelector<HTMLImageElement>(
      '.cg-print-root img[data-uploaded-portrait]',
    );
    return !!img && img.src.startsWith('blob:') && img.complete && img.naturalWidth > 0;
  });
  expect(printedLoaded).toBe(true);
  await page.emulateMedia({ media: 'print' });
  await screenshot(page, 'travel-print-390');
  await page.emulateMedia({ media: 'screen' });
  await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));

  // Deleted, then Undo: the character is back with its picture.
  const remove = async () => {
    await saved.getByRole('button', { name: 'Delete Ada Ironleaf' }).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await alerts(page).filter({ hasText: 'Character removed' }).waitFor();
  };
  await remove();
  await alerts(page).getByRole('button', { name: 'Undo' }).click();
  await saved.locator('img[data-uploaded-portrait]').waitFor();
  expect(await savedPictureId(page)).toBe(second);

  // Deleted for good: once Undo's window has passed, the picture goes too.
  await remove();
  const deletedAt = Date.now();
  expect(await storedPictureIds(page)).toContain(second);
  await page.waitForFunction(
    (id) => {
      const probe = window as unknown as { pictureGone?: boolean; probing?: boolean };
      if (!probe.probing) {
        probe.probing = true;
        const request = indexedDB.open('portraits');
        request.onsuccess = () => {
          const db = request.result;
          const count = db.transaction('pictures').objectStore('pictures').count(id);
          count.onsuccess = () => {
            probe.pictureGone = count.result === 0;
            probe.probing = false;
            db.close();
          };
        };
      }
      return probe.pictureGone === true;
    },
    second,
    { timeout: 20000, polling: 250 },
  );
  // Not before Undo's window (8 s) was over.
  expect(Date.now() - deletedAt).toBeGreaterThan(8000);
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(false);
  expect(consoleErrors).toEqual([]);
  await context.close();
});

test('wide screens, keyboard: Backup with portraits restored in an empty browser; a damaged ZIP refused', async () => {
  const first = await newPage(browser);
  const choosers = catchFileChoosers(first.page);
  await seedStorage(first.context, asJson({ characters: [ADA] }));
  await first.page.goto(appUrl('/characters'));
  const saved = first.page.getByRole('article', { name: 'Ada Ironleaf' });
  await saved.getByRole('button', { name: 'Read story' }).click();
  const dialog = first.page.getByRole('dialog', { name: 'Ada Ironleaf' });
  await uploadByKeyboard(first.page, dialog, choosers, await picture(first.page, '#3a3'));
  const pictureId = await savedPictureId(first.page);
  await first.page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });

  // Export → Backup with portraits (ZIP), by keyboard: the backup and the picture, by its id.
  await first.page.getByRole('button', { name: 'Export', exact: true }).focus();
  await first.page.keyboard.press('Enter');
  await first.page.waitForFunction(() => document.activeElement?.textContent === 'Backup (JSON)');
  await first.page.keyboard.press('ArrowDown');
  const downloading = first.page.waitForEvent('download');
  await first.page.keyboard.press('Enter');
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^characters-\d{4}-\d{2}-\d{2}-portraits\.zip$/);
  const zip = readFileSync((await download.path()) as string);
  const files = unzipSync(new Uint8Array(zip));
  expect(Object.keys(files).sort()).toEqual(['backup.json', `portraits/${pictureId}.webp`]);
  const backup = JSON.parse(strFromU8(files['backup.json']!)) as {
    characters: { id: string; pictureId?: string }[];
  };
  expect(backup.characters.map((c) => [c.id, c.pictureId])).toEqual([['tr-1', pictureId]]);
  expect(strFromU8(files[`portraits/${pictureId}.webp`]!.subarray(8, 12))).toBe('WEBP');
  await first.context.close();

  // An empty browser: a damaged ZIP first (nothing changes), then the backup.
  const { context, page, consoleErrors } = await newPage(browser);
  const pickers = catchFileChoosers(page);
  await page.goto(appUrl('/characters'));
  await page.getByText('No saved characters yet').waitFor();
  const importZip = async (buffer: Buffer) => {
    await page.getByRole('button', { name: 'Import' }).focus();
    await page.keyboard.press('Enter');
    await (
      await pickers.next()
    ).setFiles({ name: 'characters-portraits.zip', mimeType: 'application/zip', buffer });
  };
  await importZip(zip.subarray(0, Math.floor(zip.length / 2)));
  await alerts(page)
    .filter({
      hasText: 'This ZIP is damaged or is not a backup with portraits: nothing was imported.',
    })
    .waitFor();
  expect(await page.evaluate(() => localStorage.getItem('characters'))).toBeNull();
  expect(await storedPictureIds(page)).toEqual([]);

  await importZip(zip);
  await alerts(page)
    .filter({ hasText: 'Imported 1, updated 0, unchanged 0. 1 portrait restored.' })
    .waitFor();
  expect(await storedPictureIds(page)).toEqual([pictureId]);
  const restored = page.getByRole('article', { name: 'Ada Ironleaf' });
  await restored.locator('img[data-uploaded-portrait]').waitFor();
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Import');
  await screenshot(page, 'travel-backup-restored-1440');
  expect(consoleErrors).toEqual([]);
  await context.close();
});

test('phones, keyboard: the portrait in the Foundry VTT and Markdown zips, where their files point', async () => {
  const { context, page, consoleErrors } = await newPage(browser, {
    viewport: { width: 390, height: 844 },
  });
  const choosers = catchFileChoosers(page);
  const BEA = storedCharacter('tr-2', { firstName: 'Bea' });
  await seedStorage(
    context,
    asJson({ characters: [ADA, BEA], foundryPortraitFolder: 'tokens/npcs' }),
  );
  await page.goto(appUrl('/characters'));
  const saved = page.getByRole('article', { name: 'Ada Ironleaf' });
  await saved.getByRole('button', { name: 'Read story' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Ada Ironleaf' });
  await uploadByKeyboard(page, dialog, choosers, await picture(page, '#a3a'));
  const pictureId = await savedPictureId(page);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });

  const foundry = await exportZip(page, 'Foundry VTT (JSON)');
  expect(Object.keys(foundry).sort()).toEqual([
    'Ada Ironleaf.json',
    'Bea Ironleaf.json',
    'tokens/npcs/Ada Ironleaf.webp',
  ]);
  const actor = JSON.parse(strFromU8(foundry['Ada Ironleaf.json']!)) as {
    img: string;
    prototypeToken: { texture: { src: string } };
  };
  expect(actor.img).toBe('tokens/npcs/Ada Ironleaf.webp');
  expect(actor.prototypeToken.texture.src).toBe('tokens/npcs/Ada Ironleaf.webp');
  expect(strFromU8(foundry['tokens/npcs/Ada Ironleaf.webp']!.subarray(8, 12))).toBe('WEBP');
  expect(JSON.parse(strFromU8(foundry['Bea Ironleaf.json']!)).img).toBe(
    'icons/svg/mystery-man.svg',
  );

  const obsidian = await exportZip(page, 'Markdown (Obsidian)');
  expect(Object.keys(obsidian).sort()).toEqual([
    'Ada Ironleaf.md',
    'Bea Ironleaf.md',
    'portraits/Ada Ironleaf.webp',
  ]);
  const note = strFromU8(obsidian['Ada Ironleaf.md']!);
  expect(note).toContain('\nimage: "portraits/Ada Ironleaf.webp"\n');
  // The picture that travels is the one stored for the character.
  expect(await storedPictureIds(page)).toEqual([pictureId]);

  // The List view shows it small beside the name; the other row its classic picture.
  await page.getByRole('button', { name: 'List' }).click();
  const table = page.getByRole('table', { name: 'Saved characters' });
  await table.locator('img[data-uploaded-portrait]').waitFor();
  await screenshot(page, 'travel-list-390');
  expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('BODY');
  expect(consoleErrors).toEqual([]);
  await context.close();
});

test('wide screens: a race and class picture shows and travels for each character without its own', async () => {
  const { context, page, consoleErrors } = await newPage(browser);
  const choosers = catchFileChoosers(page);
  const ELF = storedCharacter('tr-3', { firstName: 'Ilia', race: 'Elf', characterClass: 'Mage' });
  await seedStorage(context, asJson({ characters: [ADA, ELF] }));
  await replaceDwarfClericPicture(page, choosers, await picture(page, '#c70'));
  const [defaultId] = await storedPictureIds(page);
  expect(defaultId).toBeTruthy();

  // The saved card shows it; the Elf Mage keeps its classic picture.
  await page.goto(appUrl('/characters'));
  const saved = page.getByRole('article', { name: 'Ada Ironleaf' });
  await saved.locator('img[data-uploaded-portrait]').waitFor();
  expect(
    await page
      .getByRole('article', { name: 'Ilia Ironleaf' })
      .locator('img[data-uploaded-portrait]')
      .count(),
  ).toBe(0);

  // Printed: the sheet shows it, read before the print dialog opened.
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  await saved.getByRole('button', { name: 'Print' }).focus();
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => (window as unknown as { printed: number }).printed === 1);
  const printed = await page.evaluate(() =>
    [
      ...document.querySelectorAll<HTMLImageElement>('.cg-print-root img[data-uploaded-portrait]'),
    ].map((img) => img.src.startsWith('blob:') && img.complete && img.naturalWidth > 0),
  );
  expect(printed).toEqual([true]);
  await page.emulateMedia({ media: 'print' });
  await screenshot(page, 'travel-default-print-1440');
  await page.emulateMedia({ media: 'screen' });
  await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));

  // Each export zip carries it as the Dwarf Cleric's portrait file.
  const foundry = await exportZip(page, 'Foundry VTT (JSON)');
  expect(Object.keys(foundry).sort()).toEqual([
    'Ada Ironleaf.json',
    'Ilia Ironleaf.json',
    'npc-portraits/Ada Ironleaf.webp',
  ]);
  expect(JSON.parse(strFromU8(foundry['Ada Ironleaf.json']!)).img).toBe(
    'npc-portraits/Ada Ironleaf.webp',
  );
  expect(JSON.parse(strFromU8(foundry['Ilia Ironleaf.json']!)).img).toBe(
    'icons/svg/mystery-man.svg',
  );
  const obsidian = await exportZip(page, 'Markdown (Obsidian)');
  expect(Object.keys(obsidian).sort()).toEqual([
    'Ada Ironleaf.md',
    'Ilia Ironleaf.md',
    'portraits/Ada Ironleaf.webp',
  ]);
  expect(strFromU8(obsidian['Ada Ironleaf.md']!)).toContain(
    '\nimage: "portraits/Ada Ironleaf.webp"\n',
  );
  const backup = await exportZip(page, 'Backup with portraits (ZIP)');
  expect(Object.keys(backup).sort()).toEqual(['backup.json', `portraits/${defaultId}.webp`]);
  const json = JSON.parse(strFromU8(backup['backup.json']!)) as {
    characters: { id: string; pictureId?: string }[];
  };
  expect(json.characters.map((c) => [c.id, c.pictureId])).toEqual([
    ['tr-1', defaultId],
    ['tr-3', undefined],
  ]);
  // The saved characters themselves are unchanged: the picture stays the race and class's.
  expect(await savedPictureId(page)).toBeUndefined();

  // The List view shows it small beside the name.
  await page.getByRole('button', { name: 'List' }).click();
  const table = page.getByRole('table', { name: 'Saved characters' });
  await table.locator('img[data-uploaded-portrait]').waitFor();
  expect(await table.locator('img[data-uploaded-portrait]').count()).toBe(1);
  await screenshot(page, 'travel-default-list-1440');
  // On a phone too, beside the name.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('table', { name: 'Saved characters' }).waitFor();
  expect(await table.locator('img[data-uploaded-portrait]').count()).toBe(1);
  await screenshot(page, 'travel-default-list-390');
  expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('BODY');
  expect(consoleErrors).toEqual([]);
  await context.close();
});
