import type { Browser, Locator, Page } from 'playwright-core';
import { appUrl, launchBrowser, newPage, screenshot } from './support/browser';
import { asJson, card, seedStorage } from './support/app';

/**
 * `A face for each character`: chosen in Settings by keyboard, every portrait is the character's
 * own drawn face (SVG) on the card, on the saved cards, in Read story and in print, and
 * `Draw a new face` gives another that stays after a reload.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A character as the app stores it. */
function character(i: number) {
  return {
    id: `face-${i}`,
    firstName: ['Ada', 'Bram', 'Cora'][i],
    lastName: 'Ironleaf',
    epithet: 'The Patient Storm',
    race: ['Human', 'Dwarf', 'Orc'][i],
    characterClass: ['Warrior', 'Cleric', 'Rogue'][i],
    gender: i % 2 ? 'Male' : 'Female',
    alignment: 'True Neutral',
    age: 40 + i * 30,
    background: { title: 'A Life', content: ['One paragraph.'] },
    tableReady: {
      occupation: 'Smith',
      summary: 'A smith.',
      look: [
        'Freckles across the nose.',
        'A thin white scar splits his left eyebrow.',
        'One tusk broken off short.',
      ][i],
      voice: 'Soft.',
      traits: ['Calm', 'Dry', 'Kind'],
      ideal: 'Craft.',
      bond: 'Her forge.',
      flaw: 'Stubborn.',
      secret: 'None.',
    },
  };
}

const DRAWN = /^data:image\/svg\+xml;base64,/;

/** The address of a drawn face once it shows, decoded, in `img`. */
async function drawnFace(img: Locator): Promise<string> {
  await img.waitFor();
  await img.evaluate(async (el) => {
    const picture = el as HTMLImageElement;
    if (!picture.complete)
      await new Promise((resolve) => picture.addEventListener('load', resolve));
  });
  const { src, width } = await img.evaluate((el) => ({
    src: (el as HTMLImageElement).src,
    width: (el as HTMLImageElement).naturalWidth,
  }));
  expect(src).toMatch(DRAWN);
  expect(width).toBe(512);
  // The picture is an SVG document: sharp at any size.
  expect(Buffer.from(src.replace(DRAWN, ''), 'base64').toString()).toMatch(/^<svg /);
  return src;
}

const facesIn = (scope: Page | Locator) => scope.locator('img[data-drawn-face]');

const CARD_FACE = 'article[aria-label="Character"] img[data-drawn-face]';
const DIALOG_FACE = '[role="dialog"] img[data-drawn-face]';

/** Waits until the first face at `selector` is (`is` true) or is no longer (`is` false) `src`. */
async function waitForFace(page: Page, selector: string, src: string, is: boolean) {
  await page.waitForFunction(
    ([sel, want, same]) => {
      const img = document.querySelector<HTMLImageElement>(sel as string);
      return !!img && (img.src === want) === same;
    },
    [selector, src, is] as const,
  );
}

/** Chooses `A face for each character` in Settings with the keyboard alone. */
async function chooseFacesByKeyboard(page: Page) {
  await page.goto(appUrl('/settings'));
  const style = page.getByRole('combobox', { name: 'Portrait style' });
  await style.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('option', { name: 'A face for each character' }).waitFor();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(style.innerText()).resolves.toBe('A face for each character');
  expect(await page.evaluate(() => localStorage.getItem('portraitStyle'))).toBe('faces');
}

/** Opens `Change portrait` in `scope` and chooses `Draw a new face`, by keyboard alone. */
async function drawNewFaceByKeyboard(page: Page, scope: Locator) {
  const change = scope.getByRole('button', { name: 'Change portrait' });
  await change.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: 'Change portrait' });
  await menu.getByRole('menuitem', { name: 'Draw a new face' }).waitFor();
  // Upload picture comes first and has the focus once the menu has opened; Draw a new face is
  // next.
  await page.waitForFunction(
    () =>
      document.activeElement?.getAttribute('role') === 'menuitem' &&
      document.activeElement.textContent === 'Upload picture',
  );
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await menu.waitFor({ state: 'hidden' });
  return change;
}

/** Replaces the browser's print dialog with a counter, so the sheets stay to be looked at. */
async function catchPrint(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
}

test('A face for each character: the card, Draw a new face, a reload, saved cards and print', async () => {
  const { context, page, consoleErrors } = await newPage(browser);
  await seedStorage(
    context,
    asJson({
      characters: [0, 1, 2].map(character),
      currentCharacter: { character: character(0) },
    }),
  );
  // The drawing code is not part of the home screen: it downloads only once a face is shown.
  const faceCode: string[] = [];
  page.on('request', (request) => {
    if (/\/face\.[0-9a-f]+\.chunk\.js$/.test(request.url())) faceCode.push(request.url());
  });
  await page.goto(appUrl('/character-generator'));
  await card(page).getByRole('heading', { name: 'Ada Ironleaf' }).waitFor();
  expect(await card(page).locator('img').first().getAttribute('src')).toMatch(
    /\/images\/human\/warrior\/female1\.png$/,
  );
  expect(faceCode).toEqual([]);

  await chooseFacesByKeyboard(page);
  await page.getByRole('link', { name: 'Character Generator' }).first().click();
  const first = await drawnFace(facesIn(card(page)).first());
  expect(faceCode).toHaveLength(1);

  // Draw a new face, by keyboard from Change portrait's menu: another face, remembered on the
  // card after a reload.
  await drawNewFaceByKeyboard(page, card(page));
  await waitForFace(page, CARD_FACE, first, false);
  const second = await drawnFace(facesIn(card(page)).first());
  // Undo takes the old face back, like any edit of the card, and Redo brings the new one.
  await card(page).getByRole('button', { name: 'Undo' }).click();
  await waitForFace(page, CARD_FACE, first, true);
  await card(page).getByRole('button', { name: 'Redo' }).click();
  await waitForFace(page, CARD_FACE, second, true);
  await page.reload();
  await card(page).getByRole('heading', { name: 'Ada Ironleaf' }).waitFor();
  expect(await drawnFace(facesIn(card(page)).first())).toBe(second);
  await screenshot(page, 'drawn-faces-card-1440');

  // My Characters: each saved card shows its own face.
  await page.goto(appUrl('/characters'));
  const saved = page.getByRole('article', { name: 'Bram Ironleaf' });
  const bram = await drawnFace(facesIn(saved).first());
  const ada = await drawnFace(facesIn(page.getByRole('article', { name: 'Ada Ironleaf' })).first());
  expect(bram).not.toBe(ada);
  await screenshot(page, 'drawn-faces-saved-1440');

  // Print: the printed sheet carries the same face.
  await catchPrint(page);
  await saved.getByRole('button', { name: 'Print' }).click();
  await page.waitForFunction(() => (window as unknown as { printed: number }).printed === 1);
  await page.emulateMedia({ media: 'print' });
  const printed = page.locator('.cg-print-root img[data-drawn-face]');
  await printed.first().waitFor({ state: 'attached' });
  expect(await printed.count()).toBe(1);
  expect(await drawnFace(printed.first())).toBe(bram);
  expect(await printed.first().isVisible()).toBe(true);
  await screenshot(page, 'drawn-faces-print');
  await page.emulateMedia({ media: 'screen' });
  expect(consoleErrors).toEqual([]);
  await context.close();
});

test('phones: Read story shows the face, Draw a new face is stored with the saved character', async () => {
  const { context, page, consoleErrors } = await newPage(browser, {
    viewport: { width: 390, height: 844 },
  });
  await seedStorage(
    context,
    asJson({ characters: [0, 1, 2].map(character), portraitStyle: 'faces' }),
  );
  await page.goto(appUrl('/characters'));
  const saved = page.getByRole('article', { name: 'Ada Ironleaf' });
  const before = await drawnFace(facesIn(saved).first());
  await screenshot(page, 'drawn-faces-saved-390');

  // Read story, opened and used by keyboard.
  await saved.getByRole('button', { name: 'Read story' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Ada Ironleaf' });
  expect(await drawnFace(facesIn(dialog).first())).toBe(before);
  const change = await drawNewFaceByKeyboard(page, dialog);
  await waitForFace(page, DIALOG_FACE, before, false);
  const after = await drawnFace(facesIn(dialog).first());
  // The focus is back on Change portrait, so another face is a few keys away.
  await page.waitForFunction(() => document.activeElement?.textContent === 'Change portrait');
  await screenshot(page, 'drawn-faces-read-story-390');
  const box = await change.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  await page.keyboard.press('Escape');

  // Stored with the saved character: the card shows it after a reload.
  const stored = JSON.parse(
    (await page.evaluate(() => localStorage.getItem('characters'))) ?? '[]',
  ) as { id: string; faceSeed?: number }[];
  expect(stored.find((c) => c.id === 'face-0')?.faceSeed).toEqual(expect.any(Number));
  await page.reload();
  expect(
    await drawnFace(facesIn(page.getByRole('article', { name: 'Ada Ironleaf' })).first()),
  ).toBe(after);
  expect(consoleErrors).toEqual([]);
  await context.close();
});

/** Asks for a group of `size` offline and returns the portraits of its member cards. */
async function memberPortraits(page: Page, size: number): Promise<Locator> {
  await page.getByRole('button', { name: 'Generate several' }).click();
  const panel = page.getByRole('dialog', { name: 'Generate several' });
  await panel.getByLabel('How many').fill(String(size));
  await panel.getByLabel('Group').selectOption('Party');
  await panel.getByRole('button', { name: 'Generate group' }).click();
  await panel.waitFor({ state: 'hidden' });
  const members = page
    .getByRole('region', { name: 'Group', exact: true })
    .getByRole('list', { name: 'Members' })
    .getByRole('listitem');
  await page.waitForFunction(
    (n) => document.querySelectorAll('[aria-label="Members"] > li').length === n,
    size,
  );
  return members.locator('[data-portrait-thumb] img');
}

/** The address of a portrait once it has loaded, and its decoded width. */
const loaded = (img: Locator) =>
  img.evaluate(async (el) => {
    const picture = el as HTMLImageElement;
    picture.scrollIntoView();
    if (!picture.complete || picture.naturalWidth === 0)
      await new Promise((resolve) => picture.addEventListener('load', resolve));
    return { src: picture.src, width: picture.naturalWidth };
  });

test('the group’s member cards show each member’s portrait: classic on a phone, drawn faces on a wide screen', async () => {
  const classic = await newPage(browser, { viewport: { width: 390, height: 844 } });
  await classic.page.goto(appUrl('/character-generator'));
  const pictures = await memberPortraits(classic.page, 4);
  expect(await pictures.count()).toBe(4);
  for (const picture of await pictures.all()) {
    const { src, width } = await loaded(picture);
    expect(src).toMatch(/\/images\/[a-z-]+\/[a-z]+\/(male|female)1\.png$/);
    expect(width).toBeGreaterThan(0);
  }
  await screenshot(classic.page, 'group-members-classic-390');
  expect(classic.consoleErrors).toEqual([]);
  await classic.context.close();

  // The card shows its portrait from tablet widths up, so the faces are looked at on a wide
  // screen, where the chosen member's face on the card can be compared.
  const { context, page, consoleErrors } = await newPage(browser);
  await seedStorage(context, asJson({ portraitStyle: 'faces' }));
  await page.goto(appUrl('/character-generator'));
  const faces = await memberPortraits(page, 4);
  const seen: string[] = [];
  for (const face of await faces.all()) {
    expect(await face.getAttribute('data-drawn-face')).not.toBeNull();
    const { src, width } = await loaded(face);
    expect(src).toMatch(DRAWN);
    expect(width).toBe(512);
    seen.push(src);
  }
  // Each member has a face of its own.
  expect(new Set(seen).size).toBe(4);
  await screenshot(page, 'group-members-faces-1440');

  // Chosen, the member shows the same face on the card.
  await page
    .getByRole('region', { name: 'Group', exact: true })
    .getByRole('listitem')
    .nth(1)
    .getByRole('button')
    .click();
  await waitForFace(page, CARD_FACE, seen[1] ?? '', true);
  expect(consoleErrors).toEqual([]);
  await context.close();
});
