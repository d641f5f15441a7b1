import type { Page } from 'playwright-core';
import { appUrl, newPage, screenshot } from './support/browser';
import { seedStorage, storedCharacter } from './support/app';
import { startBrowserAndModels } from './support/model-servers';
import { ALERTS, LAPTOP, PHONE, PSEUDO, expectTranslated } from './support/pseudo-tour';

/**
 * The pseudo-language (every message accented and longer) toured through Settings' Content packs
 * (the section, the editor and a broken pack file's message) and a Settings check, My
 * Characters' carousel, grid and list, and the page an unknown address shows: nothing reads
 * plain English and nothing is cut off. German and Polish keep the phone's app-bar title whole.
 */

const rig = startBrowserAndModels();

const PACKS = [
  'main section:has(ul[aria-label]) h2',
  'main ul[aria-label] li > div > button',
  'main ul[aria-label] li > p',
  'main h3',
  'main [role="group"][aria-label]',
  // The built-in races and classes are names, like a character's values.
  'main [role="group"][aria-describedby] .MuiFormControlLabel-label',
];
/** The pack editor (a phone's menu is a dialog of its own, kept closed). */
const PACK_EDITOR = '[role="dialog"][aria-labelledby="pack-editor-title"]';
const EDITOR = ['h2', 'label', '.MuiFormHelperText-root', 'button', '[role="status"]'].map(
  (part) => `${PACK_EDITOR} ${part}`,
);
const FORM = ['main form .Mui-error.MuiFormHelperText-root'];
const LIBRARY = [
  'main [aria-roledescription]',
  'main button[aria-label]:not(article button)',
  'main [aria-live="polite"]',
  'main table[aria-label]',
  'main table th',
];
const NOT_FOUND = ['main h1', 'main p', 'main a'];

/** The editor's table fields (a growing field keeps a hidden copy of its text beside it). */
const tableFields = (page: Page) => page.locator(`${PACK_EDITOR} textarea:not([aria-hidden])`);

async function packsTour(page: Page, size: string) {
  await page.goto(appUrl('/settings'));
  // `New pack` stands first beside the pack file picker.
  await page
    .locator('main div:has(> input[type="file"][accept*=".json"]) > button')
    .first()
    .click();
  const dialog = page.locator(PACK_EDITOR);
  await dialog.locator('input[type="text"]').first().fill('Shire');
  await tableFields(page).first().fill('Hobbit | 20-150');
  await dialog.locator('button.MuiButton-contained').click();
  await dialog.waitFor({ state: 'detached' });
  const packs = page.locator('main ul[aria-label]');
  await packs.waitFor();
  await expectTranslated(page, PACKS);
  await packs.scrollIntoViewIfNeeded();
  await screenshot(page, `pseudo-packs-${size}`);

  // `Edit` opens the editor; a line it cannot read is named in the language shown.
  await packs.locator('li button').first().click();
  await tableFields(page).nth(1).fill('Bard\nRanger | Plays like Bard');
  await dialog.locator('[role="status"]').waitFor();
  await expectTranslated(page, EDITOR);
  await screenshot(page, `pseudo-pack-editor-${size}`);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });

  await page.locator('main input[type="file"][accept*=".json"]').setInputFiles({
    name: 'broken.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{"tables": [}'),
  });
  await page.locator('[role="region"][aria-label] [data-severity="error"]').waitFor();
  await expectTranslated(page, ALERTS);
  await screenshot(page, `pseudo-pack-file-fault-${size}`);
}

async function settingsCheckTour(page: Page, size: string) {
  await page.goto(appUrl('/settings'));
  const endpoint = page.locator('main form input[name="ollamaEndpoint"]');
  await endpoint.fill('');
  await page.locator('main form button[type="submit"]').click();
  await page.locator('main form .Mui-error.MuiFormHelperText-root').first().waitFor();
  await expectTranslated(page, FORM);
  await screenshot(page, `pseudo-settings-check-${size}`);
}

/** Each view of My Characters, by what holds its cards. */
const VIEWS: Record<string, string> = {
  carousel: 'main [role="region"][aria-roledescription]',
  grid: 'main [role="region"][aria-label]:not([aria-roledescription])',
  list: 'main table[aria-label]',
};

async function libraryTour(page: Page, size: string) {
  for (const [view, holder] of Object.entries(VIEWS)) {
    await page.evaluate((chosen) => localStorage.setItem('charactersView', chosen), view);
    await page.goto(appUrl('/characters'));
    await page.locator(holder).waitFor();
    await expectTranslated(page, [...LIBRARY, `${holder}[aria-label]`]);
    await screenshot(page, `pseudo-library-${view}-${size}`);
  }
}

async function notFoundTour(page: Page, size: string) {
  await page.goto(appUrl('/no-such-page'));
  await page.locator('main h1').waitFor();
  await expectTranslated(page, NOT_FOUND);
  expect(await page.title()).toMatch(PSEUDO);
  await screenshot(page, `pseudo-not-found-${size}`);
}

test.each([
  ['phone', PHONE],
  ['laptop', LAPTOP],
])(
  'in the pseudo-language Content packs, a Settings check, the library views and the missing page leave no English and cut nothing off (%s)',
  async (size, viewport) => {
    const { context, page } = await newPage(rig.browser, { viewport });
    const characters = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((id) =>
      storedCharacter(`kept-${id}`),
    );
    await seedStorage(context, {
      interfaceLanguage: 'en-XA',
      useOllamaAPI: 'true',
      ollamaEndpoint: rig.ollama.url,
      ollamaModelName: 'llama3',
      characters: JSON.stringify(characters),
    });
    await packsTour(page, size);
    await settingsCheckTour(page, size);
    await libraryTour(page, size);
    await notFoundTour(page, size);
    await context.close();
  },
);

test.each([
  // German breaks its long word where a soft hyphen allows, as a reader expects.
  ['de', /^Charakter\u00adgenerator$/],
  ['pl', /^Generator postaci$/],
])('in %s the phone’s app-bar title is shown whole at 390 px', async (language, title) => {
  const { context, page } = await newPage(rig.browser, { viewport: PHONE });
  await seedStorage(context, { interfaceLanguage: language });
  await page.goto(appUrl());
  const bar = page.locator('header [data-testid="app-bar-title"]');
  await bar.filter({ hasText: title }).waitFor();
  const fits = await bar.evaluate(
    (element) =>
      element.scrollWidth <= element.clientWidth &&
      element.scrollHeight <= element.clientHeight + 1,
  );
  expect(fits).toBe(true);
  await screenshot(page, `app-bar-title-${language}-phone`);
  await context.close();
});
