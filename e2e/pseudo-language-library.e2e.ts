import type { Page } from 'playwright-core';
import { appUrl, newPage, screenshot } from './support/browser';
import { seedStorage, storedCharacter } from './support/app';
import { startBrowserAndModels } from './support/model-servers';

/**
 * The pseudo-language (every message accented and longer) toured through Settings' Content packs
 * (the section, the editor and a broken pack file's message) and a Settings check, My
 * Characters' carousel, grid and list, and the page an unknown address shows: nothing reads
 * plain English and nothing is cut off. German and Polish keep the phone's app-bar title whole.
 */

const rig = startBrowserAndModels();

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1440, height: 1000 };

/** Accented letters in either case (a button's text may be shown in capitals), or padding. */
const PSEUDO = /[àçéïñôšûýžÀÇÉÏÑÔŠÛÝŽÅÎÖÜẋẊ]/;

/**
 * Texts in these places with two letters in a row and no letter of the pseudo-language, and
 * texts wider than their box. Names of packs and characters are data and not looked at.
 */
function findProblems(page: Page, selectors: string[]) {
  return page.evaluate(
    ({ all, pseudo }) => {
      const accented = new RegExp(pseudo);
      const english: string[] = [];
      const cut: string[] = [];
      for (const element of document.querySelectorAll<HTMLElement>(all.join(', '))) {
        if (element.getBoundingClientRect().width === 0) continue;
        const text = (element.getAttribute('aria-label') ?? element.innerText ?? '').trim();
        if (/[A-Za-z]{2}/.test(text) && !accented.test(text)) english.push(text);
        if (element.scrollWidth > element.clientWidth + 1 && element.clientWidth > 0) {
          cut.push(text);
        }
      }
      return { english, cut };
    },
    { all: selectors, pseudo: PSEUDO.source },
  );
}

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
const ALERTS = ['[role="region"][aria-label] .MuiAlert-message'];
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
  expect(await findProblems(page, PACKS)).toEqual({ english: [], cut: [] });
  await packs.scrollIntoViewIfNeeded();
  await screenshot(page, `pseudo-packs-${size}`);

  // `Edit` opens the editor; a line it cannot read is named in the language shown.
  await packs.locator('li button').first().click();
  await tableFields(page).nth(1).fill('Bard\nRanger | Plays like Bard');
  await dialog.locator('[role="status"]').waitFor();
  expect(await findProblems(page, EDITOR)).toEqual({ english: [], cut: [] });
  await screenshot(page, `pseudo-pack-editor-${size}`);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });

  await page.locator('main input[type="file"][accept*=".json"]').setInputFiles({
    name: 'broken.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{"tables": [}'),
  });
  await page.locator('[role="region"][aria-label] [data-severity="error"]').waitFor();
  expect(await findProblems(page, ALERTS)).toEqual({ english: [], cut: [] });
  await screenshot(page, `pseudo-pack-file-fault-${size}`);
}

async function settingsCheckTour(page: Page, size: string) {
  await page.goto(appUrl('/settings'));
  const endpoint = page.locator('main form input[name="ollamaEndpoint"]');
  await endpoint.fill('');
  await page.locator('main form button[type="submit"]').click();
  await page.locator('main form .Mui-error.MuiFormHelperText-root').first().waitFor();
  expect(await findProblems(page, FORM)).toEqual({ english: [], cut: [] });
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
    expect(await findProblems(page, [...LIBRARY, `${holder}[aria-label]`])).toEqual({
      english: [],
      cut: [],
    });
    await screenshot(page, `pseudo-library-${view}-${size}`);
  }
}

async function notFoundTour(page: Page, size: string) {
  await page.goto(appUrl('/no-such-page'));
  await page.locator('main h1').waitFor();
  expect(await findProblems(page, NOT_FOUND)).toEqual({ english: [], cut: [] });
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
