import type { Browser, Page } from 'playwright-core';
import { appUrl, launchBrowser, newPage } from './support/browser';
import { alerts, card, cardName } from './support/app';
import { picture } from './support/pictures';

/**
 * An uploaded portrait that only one tab's Undo can still bring back: another tab of the app
 * deletes the saved character that showed it, and once that tab's Undo window is over it asks the
 * open tabs before deleting the picture. The first tab says it still wants it, so its Undo shows
 * the user's picture again.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Whether the picture `id` is still in the browser's picture storage. */
function pictureStored(page: Page, id: string): Promise<boolean> {
  return page.evaluate(
    (pictureId) =>
      new Promise<boolean>((resolve, reject) => {
        const request = indexedDB.open('portraits');
        request.onerror = () => reject(request.error);
        request.onsuccess = () => {
          const db = request.result;
          const count = db.transaction('pictures').objectStore('pictures').count(pictureId);
          count.onsuccess = () => {
            db.close();
            resolve(count.result === 1);
          };
        };
      }),
    id,
  );
}

test('a picture only another tab’s Undo remembers is kept, and that Undo shows it', async () => {
  const { context, page, consoleErrors } = await newPage(browser);
  await page.goto(appUrl('/character-generator'));
  const name = await cardName(page);

  // The user's own picture on the card, saved with the character.
  const change = card(page).getByRole('button', { name: 'Change portrait' });
  await change.click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('menuitem', { name: 'Upload picture' }).click();
  await (
    await chooser
  ).setFiles({ name: 'mine.png', mimeType: 'image/png', buffer: await picture(page, '#2a7') });
  const crop = page.getByRole('dialog', { name: 'Position the picture' });
  await crop.getByRole('button', { name: 'Use picture' }).click();
  await card(page).locator('img[data-uploaded-portrait]').waitFor();
  await card(page).getByRole('button', { name: 'Save Character' }).click();
  await page.waitForFunction(() => /"pictureId"/.test(localStorage.getItem('characters') ?? ''));
  const pictureId = await page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('characters')!) as { pictureId: string }[])[0]!.pictureId,
  );

  // Back to the default picture: only this tab's Undo step still holds the upload.
  await change.click();
  await page.getByRole('menuitem', { name: 'Use default picture' }).click();
  await card(page).locator('img[data-uploaded-portrait]').waitFor({ state: 'detached' });
  const elsewhere = await page.evaluate(
    (id) =>
      Object.keys(localStorage).filter(
        (key) => key !== 'characters' && (localStorage.getItem(key) ?? '').includes(id),
      ),
    pictureId,
  );
  expect(elsewhere).toEqual([]);

  // Listens, as a tab of the app does, for the question the other tab asks and this tab's answer.
  await page.evaluate(() => {
    const heard: unknown[] = [];
    (window as unknown as { heard: unknown[] }).heard = heard;
    new BroadcastChannel('character-generator-tabs').onmessage = (event) => heard.push(event.data);
  });

  // The second tab deletes the saved character; its Undo window passes.
  const other = await context.newPage();
  await other.goto(appUrl('/characters'));
  await other.waitForSelector('html[data-app="ready"]', { state: 'attached' });
  const remove = other.getByRole('button', { name: `Delete ${name}` });
  await remove.click();
  await other.getByRole('button', { name: 'Click again to confirm' }).click();
  await alerts(other).filter({ hasText: 'Character removed' }).waitFor();
  await page.waitForFunction(
    (id) => {
      const heard = (window as unknown as { heard: { kind: string; pictureId?: string }[] }).heard;
      return (
        heard.some((m) => m.kind === 'picture-wanted?' && m.pictureId === id) &&
        heard.some((m) => m.kind === 'picture-wanted')
      );
    },
    pictureId,
    { timeout: 20000, polling: 100 },
  );
  // The asking tab waits half a second for answers; past that it would have deleted the picture.
  await page.waitForTimeout(800);
  expect(await pictureStored(page, pictureId)).toBe(true);

  // This tab's Undo brings the user's picture back, shown.
  await page.bringToFront();
  await card(page).getByRole('button', { name: 'Undo' }).click();
  await page.waitForFunction(() => {
    const img = document.querySelector<HTMLImageElement>(
      'article[aria-label="Character"] img[data-uploaded-portrait]',
    );
    return !!img && img.complete && img.naturalWidth > 0;
  });
  expect(consoleErrors).toEqual([]);
  await context.close();
});
