import type { Browser, Locator, Page } from 'playwright-core';
import { appUrl, ARTIFACTS, launchBrowser, newPage, screenshot } from './support/browser';
import {
  alerts,
  asJson,
  card,
  notifications,
  saveSettings,
  seedStorage,
  storedCharacter,
} from './support/app';
import { portraitPng, startImageServer, type ImageServer } from '../test/servers/image-server';

/**
 * Image models: each loopback image server set up in Settings with Test connection, then
 * `Generate with image model` under `Change portrait` — the painted picture replaces the portrait
 * and is kept as an upload; Stop on a slow server and a rejected key keep the old one. On a wide
 * screen through the generator's card; on a phone by keyboard through Read story.
 */

let browser: Browser;
let server: ImageServer;
beforeAll(async () => {
  browser = await launchBrowser();
  server = await startImageServer({ slowMs: 60_000 });
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});
beforeEach(() => {
  server.reset();
  server.setBehaviour('success');
});

const ADA = storedCharacter('img-1', {
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

/** Every picture the app stored in IndexedDB, with its size in bytes and pixels. */
function storedPictures(page: Page) {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('portraits');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    if (!db.objectStoreNames.contains('pictures')) return [];
    const rows = await new Promise<{ id: string; blob: Blob }[]>((resolve, reject) => {
      const request = db.transaction('pictures').objectStore('pictures').getAll();
      request.onsuccess = () => resolve(request.result as { id: string; blob: Blob }[]);
      request.onerror = () => reject(request.error);
    });
    db.close();
    return Promise.all(
      rows.map(async ({ id, blob }) => {
        const bitmap = await createImageBitmap(blob);
        return { id, bytes: blob.size, width: bitmap.width, height: bitmap.height };
      }),
    );
  });
}

const imageGroup = (page: Page) => page.getByRole('group', { name: 'Generated portraits' });

/** Sets the image model up in Settings and runs Test connection; returns what it said. */
async function setUpImageModel(
  page: Page,
  kind: 'OpenAI-compatible images' | 'Stable Diffusion web UI',
  fields: { endpoint: string; model?: string; key?: string },
): Promise<string> {
  await page.goto(appUrl('/settings'));
  const group = imageGroup(page);
  await group.getByRole('combobox', { name: 'Image model' }).click();
  await page.getByRole('option', { name: kind }).click();
  await group.getByLabel('Image Endpoint').fill(fields.endpoint);
  await group.getByLabel('Image Model Name').fill(fields.model ?? '');
  await group.getByLabel('Image API Key', { exact: true }).fill(fields.key ?? '');
  return testConnection(group);
}

async function testConnection(group: Locator): Promise<string> {
  await group.getByRole('button', { name: 'Test connection' }).click();
  const said = group.getByRole('status').or(group.getByRole('alert'));
  await said.waitFor();
  return said.innerText();
}

/**
 * From the focused `Change portrait`, by keyboard: the menu opens (on the item last used), Home
 * and ArrowDown reach `Generate with image model`, Enter chooses it.
 */
async function generateByKeyboard(page: Page) {
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'menuitem');
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowDown');
  await page.waitForFunction(
    () => document.activeElement?.textContent === 'Generate with image model',
  );
  await page.keyboard.press('Enter');
}

const isFocused = (locator: Locator) =>
  locator.evaluate((el) => el === document.activeElement).catch(() => false);

test('wide screens, OpenAI-compatible images: Test connection, a painted portrait, Stop, a 401', async () => {
  const { context, page, consoleErrors } = await newPage(browser);
  await seedStorage(context, asJson({ currentCharacter: { character: ADA } }));
  const imageCode: string[] = [];
  page.on('request', (request) => {
    if (/\/image-model\.[0-9a-f]+\.chunk\.js$/.test(request.url())) imageCode.push(request.url());
  });

  // A wrong key, then the right one: each outcome in its own words.
  const v1 = `${server.url}/v1`;
  const wrong = await setUpImageModel(page, 'OpenAI-compatible images', {
    endpoint: `${server.url}/behaviour/401/v1`,
    model: 'gpt-image-1',
    key: 'sk-test-key',
  });
  expect(wrong).toContain(
    'refused the key (HTTP 401: Incorrect API key provided). Check the Image API Key in Settings.',
  );
  const group = imageGroup(page);
  await group.getByLabel('Image Endpoint').fill(v1);
  expect(await testConnection(group)).toBe(
    `Connected to the image model at ${server.url}. The key works, and the model "gpt-image-1" is there.`,
  );
  await group.getByLabel('Image Model Name').fill('dall-e-9');
  expect(await testConnection(group)).toContain('has no model "dall-e-9"');
  await group.getByLabel('Image Model Name').fill('gpt-image-1');
  await screenshot(page, 'image-model-settings-1440');
  await saveSettings(page);

  // The home screen loads none of the image code.
  imageCode.length = 0;
  await page.goto(appUrl('/character-generator'));
  await card(page).getByRole('heading', { name: 'Ada Ironleaf' }).waitFor();
  expect(imageCode).toEqual([]);

  const change = card(page).getByRole('button', { name: 'Change portrait' });
  const menu = page.getByRole('menu', { name: 'Change portrait' });
  await change.click();
  await menu.getByRole('menuitem', { name: 'Generate with image model' }).click();
  const painted = card(page).locator('img[data-uploaded-portrait]');
  await painted.waitFor();
  expect(imageCode).toHaveLength(1);
  await notifications(page).getByText('Portrait generated').waitFor();
  const [request] = server.generations();
  expect(request?.headers.authorization).toBe('Bearer sk-test-key');
  expect((request?.json as { prompt: string }).prompt).toBe(
    'painted fantasy portrait, head and shoulders: a 61-year-old female dwarf cleric, a brewer ' +
      'by trade. A thin white scar splits her left eyebrow. A calm, watchful expression.',
  );
  // Kept as an upload: the 2:3 frame, small, in IndexedDB.
  const pictures = await storedPictures(page);
  expect(pictures).toHaveLength(1);
  expect(pictures[0]!.bytes).toBeLessThanOrEqual(120 * 1024);
  expect(pictures[0]!.height / pictures[0]!.width).toBeCloseTo(1.5, 1);
  expect(await isFocused(change)).toBe(true);
  await page.screenshot({ path: `${ARTIFACTS}/image-model-painted-1440.png` });
  const shown = await painted.getAttribute('src');

  // A slow server: the time taken shows; Stop keeps the portrait.
  server.setBehaviour('slow');
  await change.click();
  await menu.getByRole('menuitem', { name: 'Generate with image model' }).click();
  const dialog = page.getByRole('dialog', { name: 'Generating portrait' });
  await dialog.getByText('Time taken: 0:01').waitFor();
  await page.screenshot({ path: `${ARTIFACTS}/image-model-progress-1440.png` });
  await dialog.getByRole('button', { name: 'Stop' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await notifications(page)
    .getByText('Portrait generation stopped; the portrait is unchanged')
    .waitFor();
  expect(await painted.getAttribute('src')).toBe(shown);
  expect(await isFocused(change)).toBe(true);

  // A rejected key: said why, the portrait unchanged.
  server.setBehaviour('401');
  await change.click();
  await menu.getByRole('menuitem', { name: 'Generate with image model' }).click();
  await alerts(page)
    .filter({
      hasText: `Could not generate a portrait: The image model at ${server.url} refused the key (HTTP 401`,
    })
    .waitFor();
  expect(await painted.getAttribute('src')).toBe(shown);
  expect(await storedPictures(page)).toHaveLength(1);
  expect(consoleErrors.filter((e) => !/status of 401/.test(e))).toEqual([]);
  await context.close();
});

test('phones, keyboard: a Stable Diffusion web UI paints the portrait in Read story', async () => {
  const { context, page } = await newPage(browser, { viewport: { width: 390, height: 844 } });
  await seedStorage(context, asJson({ characters: [ADA] }));
  const said = await setUpImageModel(page, 'Stable Diffusion web UI', {
    endpoint: server.url,
    model: 'portrait-xl',
  });
  expect(said).toBe(
    `Connected to the Stable Diffusion web UI at ${server.url}. The model "portrait-xl" is there.`,
  );
  await screenshot(page, 'image-model-settings-390');
  await saveSettings(page);

  await page.goto(appUrl('/characters'));
  const saved = page.getByRole('article', { name: 'Ada Ironleaf' });
  await saved.getByRole('button', { name: 'Read story' }).focus();
  await page.keyboard.press('Enter');
  const story = page.getByRole('dialog', { name: 'Ada Ironleaf' });
  const change = story.getByRole('button', { name: 'Change portrait' });
  await change.focus();
  await generateByKeyboard(page);
  const painted = story.locator('img[data-uploaded-portrait]');
  await painted.waitFor();
  await page.waitForFunction(() => document.activeElement?.textContent === 'Change portrait');
  const [request] = server.generations();
  expect(request?.path).toBe('/sdapi/v1/txt2img');
  expect(request?.json).toMatchObject({
    width: 512,
    height: 768,
    override_settings: { sd_model_checkpoint: 'portrait-xl' },
  });
  const pictures = await storedPictures(page);
  expect(pictures.map((p) => [p.width, p.height])).toEqual([[512, 768]]);
  await screenshot(page, 'image-model-painted-390');

  // Not a picture: said so, the painted portrait kept. Escape on the progress stops.
  server.setBehaviour('not-an-image');
  await generateByKeyboard(page);
  await alerts(page).filter({ hasText: 'answered, but not with a picture' }).waitFor();
  expect(await storedPictures(page)).toHaveLength(1);
  server.setBehaviour('slow');
  await page.waitForFunction(() => document.activeElement?.textContent === 'Change portrait');
  await generateByKeyboard(page);
  const dialog = page.getByRole('dialog', { name: 'Generating portrait' });
  await dialog.waitFor();
  await screenshot(page, 'image-model-progress-390');
  await page.waitForFunction(() => document.activeElement?.textContent === 'Stop');
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  await page.waitForFunction(() => document.activeElement?.textContent === 'Change portrait');
  // The web UI was told to stop painting.
  for (let tries = 0; !server.requests.some((r) => r.path === '/sdapi/v1/interrupt'); tries += 1) {
    if (tries > 100) throw new Error('the web UI was never told to stop');
    await page.waitForTimeout(50);
  }
  expect(await storedPictures(page)).toHaveLength(1);
  await context.close();
});

test('Test connection tells a server that refuses this page from one that is down', async () => {
  const { context, page } = await newPage(browser);
  const refused = await setUpImageModel(page, 'Stable Diffusion web UI', {
    endpoint: `${server.url}/behaviour/no-cors`,
  });
  expect(refused).toMatch(
    /is running but refuses requests from this page \(http:\/\/[^)]+\)\. To allow this page, start the web UI with --cors-allow-origins=/,
  );
  const group = imageGroup(page);
  await group.getByLabel('Image Endpoint').fill('http://127.0.0.1:9');
  expect(await testConnection(group)).toBe(
    'Could not reach the Stable Diffusion web UI at http://127.0.0.1:9. The server may be down, or it may not allow requests from this page (CORS).',
  );
  await context.close();
});

test('phones, keyboard: Default pictures replace every Dwarf Cleric’s picture, then the built-in one is back', async () => {
  const { context, page, consoleErrors } = await newPage(browser, {
    viewport: { width: 390, height: 844 },
  });
  await seedStorage(context, asJson({ characters: [ADA] }));
  await page.goto(appUrl('/settings'));
  const race = page.getByRole('combobox', { name: 'Race' });
  await race.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('option', { name: 'Dwarf' }).click();
  await page.getByRole('combobox', { name: 'Class' }).click();
  await page.getByRole('option', { name: 'Cleric' }).click();
  // The closing menu gives the focus back to its select: only then is the focus moved on, so
  // Enter reaches the button.
  await page.getByRole('listbox').waitFor({ state: 'detached' });
  const upload = page.getByRole('button', { name: 'Upload picture' });
  await upload.focus();
  await page.waitForFunction(() => document.activeElement?.textContent === 'Upload picture');
  // Enter opens the file picker: the button clicks its hidden file input. That click is marked
  // and kept from opening the browser's own dialog, and the file goes to the input, so the step
  // does not depend on how the browser hands a dialog to the test.
  await page.evaluate(() =>
    document.addEventListener(
      'click',
      (event) => {
        const target = event.target as HTMLInputElement;
        if (target.type !== 'file') return;
        event.preventDefault();
        target.dataset.opened = 'yes';
      },
      { capture: true },
    ),
  );
  await page.keyboard.press('Enter');
  const picker = page.locator('input[type=file][data-opened]');
  await picker.waitFor({ state: 'attached' });
  expect(await picker.getAttribute('aria-label')).toBe('Picture for Dwarf Cleric');
  await picker.setInputFiles({
    name: 'my-dwarf.png',
    mimeType: 'image/png',
    buffer: portraitPng(300, 450),
  });
  const crop = page.getByRole('dialog', { name: 'Position the picture' });
  await crop.waitFor();
  await crop.getByRole('button', { name: 'Use picture' }).focus();
  await page.keyboard.press('Enter');
  await crop.waitFor({ state: 'hidden' });
  await notifications(page).getByText('Picture for Dwarf Cleric replaced').waitFor();
  await page.waitForFunction(() => document.activeElement?.textContent === 'Upload picture');
  await screenshot(page, 'default-pictures-390');
  expect(await storedPictures(page)).toHaveLength(1);

  // Every Dwarf Cleric without a picture of its own shows it now.
  await page.goto(appUrl('/characters'));
  const saved = page.getByRole('article', { name: 'Ada Ironleaf' });
  await saved.locator('img[data-uploaded-portrait]').waitFor();
  await screenshot(page, 'default-pictures-card-390');

  await page.goto(appUrl('/settings'));
  await page.getByRole('combobox', { name: 'Race' }).click();
  await page.getByRole('option', { name: 'Dwarf' }).click();
  await page.getByRole('combobox', { name: 'Class' }).click();
  await page.getByRole('option', { name: 'Cleric' }).click();
  await page.getByRole('button', { name: 'Use built-in picture' }).click();
  await page.goto(appUrl('/characters'));
  expect(await saved.getByRole('img', { name: 'Dwarf Cleric' }).getAttribute('src')).toMatch(
    /\/images\/dwarf\/cleric\/female1\.png$/,
  );
  expect(await saved.locator('img[data-uploaded-portrait]').count()).toBe(0);
  expect(consoleErrors).toEqual([]);
  await context.close();
});
