import type { Browser, Locator, Page } from 'playwright-core';
import { appUrl, ARTIFACTS, launchBrowser, newPage, screenshot } from './support/browser';
import { alerts, asJson, card, seedStorage, storedCharacter } from './support/app';
import { catchFileChoosers } from './support/file-chooser';

/**
 * `Change portrait`: a picture of the user's own, uploaded from a phone by keyboard alone, cut to
 * the portrait's frame and kept small in IndexedDB; a broken file refused with nothing changed;
 * `Use default picture`; and on a wide screen the card's menu, the crop step's Cancel and
 * `Copy portrait prompt`.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const ADA = storedCharacter('up-1', {
  tableReady: {
    occupation: 'Brewer',
    summary: 'A brewer.',
    look: 'A thin white scar splits her left eyebrow.',
    voice: 'Soft.',
    traits: ['Calm', 'Dry', 'Kind'],
    ideal: 'Craft.',
    bond: 'Her kettle.',
    flaw: 'Stubborn.',
    secret: 'None.',
  },
});

/**
 * A large photo-like JPEG, 4000×3000 with noise so it does not compress away, made with the
 * browser's own canvas.
 */
async function largeJpeg(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 4000;
    canvas.height = 3000;
    const context = canvas.getContext('2d')!;
    const gradient = context.createLinearGradient(0, 0, 4000, 3000);
    gradient.addColorStop(0, '#a33');
    gradient.addColorStop(1, '#33a');
    context.fillStyle = gradient;
    context.fillRect(0, 0, 4000, 3000);
    const noise = context.createImageData(4000, 600);
    for (let i = 0; i < noise.data.length; i += 1) {
      noise.data[i] = i % 4 === 3 ? 90 : Math.floor(Math.random() * 256);
    }
    for (let y = 0; y < 3000; y += 600) context.putImageData(noise, 0, y);
    const blob = await new Promise<Blob>((resolve) =>
      canvas.toBlob((b) => resolve(b!), 'image/jpeg', 0.95),
    );
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let binary = '';
    for (let i = 0; i < bytes.length; i += 0x8000) {
      binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    }
    return btoa(binary);
  });
  return Buffer.from(base64, 'base64');
}

/** Every picture the app stored in IndexedDB: its bytes, type and size in pixels. */
function storedPictures(page: Page) {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('portraits');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const rows = await new Promise<{ id: string; blob: Blob }[]>((resolve, reject) => {
      const request = db.transaction('pictures').objectStore('pictures').getAll();
      request.onsuccess = () => resolve(request.result as { id: string; blob: Blob }[]);
      request.onerror = () => reject(request.error);
    });
    db.close();
    return Promise.all(
      rows.map(async ({ id, blob }) => {
        const bitmap = await createImageBitmap(blob);
        return {
          id,
          bytes: blob.size,
          type: blob.type,
          width: bitmap.width,
          height: bitmap.height,
        };
      }),
    );
  });
}

/** The saved character as stored in localStorage. */
async function savedAda(page: Page): Promise<{ pictureId?: string }> {
  const stored = JSON.parse(
    (await page.evaluate(() => localStorage.getItem('characters'))) ?? '[]',
  ) as { id: string; pictureId?: string }[];
  return stored.find((c) => c.id === 'up-1') ?? {};
}

const isFocused = (locator: Locator) =>
  locator.evaluate((el) => el === document.activeElement).catch(() => false);

/** Opens `Change portrait` in `scope` with the keyboard and waits for its menu. */
async function openMenuByKeyboard(page: Page, scope: Locator) {
  const change = scope.getByRole('button', { name: 'Change portrait' });
  await change.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: 'Change portrait' });
  // The menu puts the focus on its first item once it has opened.
  await page.waitForFunction(
    () =>
      document.activeElement?.getAttribute('role') === 'menuitem' &&
      document.activeElement.textContent === 'Upload picture',
  );
  return { change, menu };
}

/**
 * Chooses the focused `Upload picture` with Enter and gives the file chooser `file`; `choosers`
 * catches it (see `catchFileChoosers`: a picker opened by a key right after a one-off
 * `waitForEvent` can slip past Playwright).
 */
async function uploadByKeyboard(
  page: Page,
  choosers: ReturnType<typeof catchFileChoosers>,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  await page.keyboard.press('Enter');
  await (await choosers.next()).setFiles(file);
}

test('phones, keyboard only: upload a large photo, a broken file refused, Use default picture', async () => {
  const { context, page, consoleErrors } = await newPage(browser, {
    viewport: { width: 390, height: 844 },
  });
  const choosers = catchFileChoosers(page);
  // The photo is cut and encoded away from the page, so the phone's screen does not freeze.
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  await seedStorage(context, asJson({ characters: [ADA] }));
  await page.goto(appUrl('/characters'));
  const photo = await largeJpeg(page);
  expect(photo.length).toBeGreaterThan(3 * 1024 * 1024);

  const saved = page.getByRole('article', { name: 'Ada Ironleaf' });
  await saved.getByRole('button', { name: 'Read story' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Ada Ironleaf' });
  const classic = dialog.getByRole('img', { name: 'Dwarf Cleric' });
  expect(await classic.getAttribute('src')).toMatch(/\/images\/dwarf\/cleric\/female1\.png$/);

  // The menu, by keyboard: Upload picture has the focus; Escape closes it, back on the button.
  let { change, menu } = await openMenuByKeyboard(page, dialog);
  const items = await menu.getByRole('menuitem').allInnerTexts();
  expect(items).toEqual(['Upload picture', 'Copy portrait prompt', 'Use default picture']);
  await screenshot(page, 'portrait-menu-390');
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'hidden' });
  expect(await isFocused(change)).toBe(true);

  // Upload the photo: the crop step shows it in the 2:3 frame; arrows move it.
  ({ change, menu } = await openMenuByKeyboard(page, dialog));
  await uploadByKeyboard(page, choosers, {
    name: 'holiday.jpg',
    mimeType: 'image/jpeg',
    buffer: photo,
  });
  const crop = page.getByRole('dialog', { name: 'Position the picture' });
  await crop.waitFor();
  const frame = crop.getByRole('group', { name: 'Picture in the portrait’s frame' });
  await page.keyboard.press('Tab');
  expect(await isFocused(frame)).toBe(true);
  expect(await frame.getAttribute('data-position')).toBe('50 50');
  for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowRight');
  expect(await frame.getAttribute('data-position')).not.toBe('50 50');
  const box = await frame.boundingBox();
  expect(box && Math.abs(box.height / box.width - 1.5) < 0.02).toBe(true);
  expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  await screenshot(page, 'portrait-crop-390');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  expect(await isFocused(crop.getByRole('button', { name: 'Use picture' }))).toBe(true);
  await page.keyboard.press('Enter');
  await crop.waitFor({ state: 'hidden' });

  // The portrait is the photo now, kept small in IndexedDB; the character holds only its id.
  const uploaded = dialog.locator('img[data-uploaded-portrait]');
  await uploaded.waitFor();
  expect(await uploaded.getAttribute('src')).toMatch(/^blob:/);
  await page.waitForFunction(() => document.activeElement?.textContent === 'Change portrait');
  const pictures = await storedPictures(page);
  expect(pictures).toHaveLength(1);
  const [picture] = pictures;
  expect(picture!.bytes).toBeLessThanOrEqual(120 * 1024);
  expect(picture!.type).toBe('image/webp');
  expect([picture!.width, picture!.height]).toEqual([512, 768]);
  expect((await savedAda(page)).pictureId).toBe(picture!.id);
  expect(workers).toEqual([expect.stringMatching(/\/static\/js\/[^/]+\.chunk\.js$/)]);
  expect(await page.evaluate(() => (localStorage.getItem('characters') ?? '').length)).toBeLessThan(
    20_000,
  );
  await screenshot(page, 'portrait-uploaded-390');

  // A broken file: a clear message, the picture unchanged.
  const shown = await uploaded.getAttribute('src');
  await dialog.getByRole('button', { name: 'Change portrait' }).click();
  const picker = page.waitForEvent('filechooser');
  await menu.getByRole('menuitem', { name: 'Upload picture' }).click();
  await (
    await picker
  ).setFiles({
    name: 'broken.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('this is not a picture at all, only some words'),
  });
  await alerts(page)
    .filter({ hasText: 'Could not use this picture: the file is damaged or not a picture' })
    .waitFor();
  await page.waitForFunction(() => document.activeElement?.textContent === 'Change portrait');
  expect(await uploaded.getAttribute('src')).toBe(shown);
  expect(await storedPictures(page)).toHaveLength(1);
  expect((await savedAda(page)).pictureId).toBe(picture!.id);

  // The saved card shows the photo too, after a reload as well.
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  await page.reload();
  await saved.locator('img[data-uploaded-portrait]').waitFor();

  // Use default picture: the classic picture again, the upload forgotten.
  await saved.getByRole('button', { name: 'Read story' }).focus();
  await page.keyboard.press('Enter');
  await dialog.locator('img[data-uploaded-portrait]').waitFor();
  ({ change, menu } = await openMenuByKeyboard(page, dialog));
  await page.keyboard.press('End');
  expect(await isFocused(menu.getByRole('menuitem', { name: 'Use default picture' }))).toBe(true);
  await page.keyboard.press('Enter');
  await dialog.locator('img[data-uploaded-portrait]').waitFor({ state: 'detached' });
  expect(await classic.getAttribute('src')).toMatch(/\/images\/dwarf\/cleric\/female1\.png$/);
  expect((await savedAda(page)).pictureId).toBeUndefined();
  await page.waitForFunction(() => document.activeElement?.textContent === 'Change portrait');
  expect(consoleErrors).toEqual([]);
  await context.close();
});

test('wide screens: the card’s menu, a wrong type refused, Cancel, Copy portrait prompt', async () => {
  const { context, page, consoleErrors } = await newPage(browser);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await seedStorage(context, asJson({ currentCharacter: { character: ADA } }));
  // The menu and the crop step are not part of the home screen: they come with the first press.
  const menuCode: string[] = [];
  page.on('request', (request) => {
    if (/\/portrait-menu\.[0-9a-f]+\.chunk\.js$/.test(request.url())) menuCode.push(request.url());
  });
  await page.goto(appUrl('/character-generator'));
  await card(page).getByRole('heading', { name: 'Ada Ironleaf' }).waitFor();
  expect(menuCode).toEqual([]);

  const change = card(page).getByRole('button', { name: 'Change portrait' });
  await change.click();
  const menu = page.getByRole('menu', { name: 'Change portrait' });
  await menu.getByRole('menuitem', { name: 'Upload picture' }).waitFor();
  expect(menuCode).toHaveLength(1);
  expect(await menu.getByRole('menuitem', { name: 'Use default picture' }).isDisabled()).toBe(true);
  await screenshot(page, 'portrait-menu-1440');

  // A file of the wrong type: said so, nothing changes.
  let chooser = page.waitForEvent('filechooser');
  await menu.getByRole('menuitem', { name: 'Upload picture' }).click();
  await (
    await chooser
  ).setFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('words') });
  await alerts(page)
    .filter({ hasText: 'Could not use this picture: it is not a JPEG, PNG, WebP, GIF or HEIC' })
    .waitFor();

  // The crop step, then Cancel: the classic picture stays, nothing is stored.
  await change.click();
  chooser = page.waitForEvent('filechooser');
  await menu.getByRole('menuitem', { name: 'Upload picture' }).click();
  await (
    await chooser
  ).setFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: await largeJpeg(page) });
  const crop = page.getByRole('dialog', { name: 'Position the picture' });
  await crop.waitFor();
  // Dragging moves the picture with the pointer.
  const frame = crop.getByRole('group', { name: 'Picture in the portrait’s frame' });
  const box = (await frame.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 60, box.y + box.height / 2, { steps: 4 });
  await page.mouse.up();
  expect(Number((await frame.getAttribute('data-position'))!.split(' ')[0])).toBeLessThan(50);
  // The screen as it is: a full-page capture resizes the window, which takes the card's
  // portrait (and the step) away while it is narrower than the portrait's room.
  await page.screenshot({ path: `${ARTIFACTS}/portrait-crop-1440.png` });
  await crop.getByRole('button', { name: 'Cancel' }).click();
  await crop.waitFor({ state: 'hidden' });
  expect(await isFocused(change)).toBe(true);
  expect(await card(page).locator('img[data-uploaded-portrait]').count()).toBe(0);
  expect(await card(page).getByRole('img', { name: 'Dwarf Cleric' }).getAttribute('src')).toMatch(
    /\/images\/dwarf\/cleric\/female1\.png$/,
  );

  // Copy portrait prompt: the text an image model would get, on the clipboard.
  await change.click();
  await menu.getByRole('menuitem', { name: 'Copy portrait prompt' }).click();
  await alerts(page).filter({ hasText: 'Portrait prompt copied' }).waitFor();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    'painted fantasy portrait, head and shoulders: a 61-year-old female dwarf cleric, a brewer ' +
      'by trade. A thin white scar splits her left eyebrow. A calm, watchful expression.',
  );
  expect(consoleErrors).toEqual([]);
  await context.close();
});
