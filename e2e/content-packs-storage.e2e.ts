/**
 * Content packs in the browser's IndexedDB: packs an earlier version kept in localStorage are
 * moved over on the first visit and removed there, and are still there after a reload. Built-in
 * content's switch for a table's pack entries only is kept too; seen at 1440×1000 and 390×844.
 */
import type { Browser } from 'playwright-core';
import { appUrl, launchBrowser, newPage, screenshot } from './support/browser';
import { seedStorage } from './support/app';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const OLD_PACKS = JSON.stringify([
  { id: 'pack-old', name: 'Old world', enabled: true, tables: { Looks: ['Tall'] } },
]);

for (const viewport of [
  { width: 1440, height: 1000 },
  { width: 390, height: 844 },
]) {
  test(`packs kept beside the characters move to IndexedDB once (${viewport.width}×${viewport.height})`, async () => {
    const { context, page, consoleErrors } = await newPage(browser, { viewport });
    await seedStorage(context, { contentPacks: OLD_PACKS });
    await page.goto(appUrl('/settings'));
    const list = page.getByRole('list', { name: 'Content packs' });
    await list.getByRole('switch', { name: 'Old world' }).waitFor();
    await page.waitForFunction(() => window.localStorage.getItem('contentPacks') === null);
    const tables = page.getByRole('group', { name: "Only the packs' entries" });
    await tables.getByRole('switch', { name: 'Looks' }).check();
    await screenshot(page, `content-packs-storage-${viewport.width}`);
    await page.reload();
    await list.getByRole('switch', { name: 'Old world' }).waitFor();
    expect(await list.getByRole('switch', { name: 'Old world' }).isChecked()).toBe(true);
    expect(await tables.getByRole('switch', { name: 'Looks' }).isChecked()).toBe(true);
    expect(await page.evaluate(() => window.localStorage.getItem('contentPacks'))).toBeNull();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
}
