import type { Page } from 'playwright-core';
import { appUrl, newPage, screenshot } from './support/browser';
import { seedStorage, storedCharacter } from './support/app';
import { startBrowserAndModels } from './support/model-servers';
import { ALERTS, LAPTOP, PHONE, expectTranslated } from './support/pseudo-tour';

/**
 * The tests' pseudo-language (every message accented and longer) toured through the generator's
 * card, My Characters and Quick NPC: a label, heading or button that still reads plain English was
 * missed by the catalogs, and one whose text no longer fits is cut off.
 */

const rig = startBrowserAndModels();

/** What the interface writes in each region; values, names and stories are data and left out. */
const GENERATOR = [
  'article dl dt',
  'article dl dd[data-row-actions] button',
  'article dl dd button[aria-label]',
  'article section h3',
  'article section > div > button',
  'article .cg-stat-block dt',
  '[data-action-bar] button',
];
const MY_CHARACTERS = [
  'main h1',
  'main label',
  'main select option',
  // A saved card's share, copy and print buttons are not translated yet.
  'main [role="group"]:not(article [role="group"]) button',
  'main [role="group"][aria-label]:not(article [role="group"])',
  'main article dt',
  'main article button[aria-describedby]:not([role="group"] button)',
];
const QUICK_NPC = [
  '[role="dialog"] h2',
  '[role="dialog"] label',
  '[role="dialog"] dt',
  '[role="dialog"] h3[id$="-label"]',
  '[role="dialog"] button',
  '[role="dialog"] p.MuiTypography-caption',
];

async function tour(page: Page, size: string) {
  await page.goto(appUrl());
  await page.locator('article[aria-busy="false"] dl dt').first().waitFor();
  // A new character has every part: its rows, At the table and the stat block.
  await page.locator('[data-action-bar] button').first().click();
  await page.locator('article[aria-busy="false"] .cg-stat-block').waitFor();
  await expectTranslated(page, GENERATOR);
  await screenshot(page, `pseudo-generator-${size}`);

  await page.goto(appUrl('/characters'));
  await page.locator('main article button[aria-describedby]').first().waitFor();
  await expectTranslated(page, MY_CHARACTERS);
  await screenshot(page, `pseudo-characters-${size}`);

  await page.keyboard.press('Control+k');
  await page.locator('[role="dialog"] dt').first().waitFor();
  await expectTranslated(page, QUICK_NPC);
  await screenshot(page, `pseudo-quick-npc-${size}`);
  await page.keyboard.press('Escape');
}

test.each([
  ['phone', PHONE],
  ['laptop', LAPTOP],
])(
  'in the pseudo-language the card, My Characters and Quick NPC leave no English and cut nothing off (%s)',
  async (size, viewport) => {
    const { context, page } = await newPage(rig.browser, { viewport });
    await seedStorage(context, {
      interfaceLanguage: 'en-XA',
      gameSystem: 'srd5',
      characters: JSON.stringify([storedCharacter('kept-1')]),
    });
    await tour(page, size);
    await context.close();
  },
);

/** Settings' model providers and the image model, a check's result, and Save Settings. */
const SETTINGS = [
  'main form [role="group"] h3',
  'main form [role="group"] label',
  'main form [role="group"] button:not([role="combobox"])',
  'main form [role="group"] [role="alert"]',
  'main form [role="group"] [role="status"]',
  'main form button[type="submit"]',
];
const NEW_CAMPAIGN = '[role="dialog"][aria-labelledby="new-campaign-title"]';
const CAMPAIGN_DIALOG = [`${NEW_CAMPAIGN} h2`, `${NEW_CAMPAIGN} label`, `${NEW_CAMPAIGN} button`];

async function settingsTour(page: Page, size: string) {
  // A failing model: its error is said in the language shown, the server's own words kept.
  rig.ollama.setBehaviour('server-error');
  await page.goto(appUrl());
  await page.locator('[data-action-bar] button').first().click();
  const error = page.locator('[role="region"][aria-label] [data-severity="error"]');
  await error.waitFor();
  await expectTranslated(page, ALERTS);
  await screenshot(page, `pseudo-model-error-${size}`);
  await page.keyboard.press('Escape');

  await page.goto(appUrl('/settings'));
  await page.locator('main [role="group"] h3').first().waitFor();
  // A check of a server that refuses: its result reads in the language shown too.
  await page
    .locator('main [role="group"] button.MuiButton-outlined:not([disabled])')
    .first()
    .click();
  await page.locator('main [role="group"] [role="alert"], main [role="status"]').first().waitFor();
  await expectTranslated(page, SETTINGS);
  await screenshot(page, `pseudo-settings-${size}`);

  await page.goto(appUrl('/characters'));
  await page.locator('main article button[aria-describedby]').first().waitFor();
  // `New campaign` is the first button of the group `Campaigns`.
  await page.locator('main [role="group"][aria-label^="Çàmpàïgñš"] button').first().click();
  await page.locator(`${NEW_CAMPAIGN} h2`).waitFor();
  await expectTranslated(page, CAMPAIGN_DIALOG);
  await screenshot(page, `pseudo-campaign-dialog-${size}`);
  await page.keyboard.press('Escape');
}

test.each([
  ['phone', PHONE],
  ['laptop', LAPTOP],
])(
  'in the pseudo-language a model error, Settings and the campaign dialog leave no English and cut nothing off (%s)',
  async (size, viewport) => {
    const { context, page } = await newPage(rig.browser, { viewport });
    await seedStorage(context, {
      interfaceLanguage: 'en-XA',
      useOllamaAPI: 'true',
      ollamaEndpoint: rig.ollama.url,
      ollamaModelName: 'llama3',
      characters: JSON.stringify([storedCharacter('kept-1')]),
    });
    await settingsTour(page, size);
    await context.close();
  },
);

/** An alert's text and buttons, of the newest error or warning. */
const NEWEST = (severity: string) => [
  `[role="region"][aria-label] [data-severity="${severity}"] .MuiAlert-message`,
];

async function alertsTour(page: Page, size: string) {
  // Settings' picture for a race and class takes an upload; an empty picture file is refused.
  await page.goto(appUrl('/settings'));
  const input = page.locator('main input[type="file"][accept^="image/"]').first();
  await input.waitFor({ state: 'attached' });
  await input.setInputFiles({
    name: 'portrait.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(0),
  });
  await page.locator('[role="region"][aria-label] [data-severity="error"]').waitFor();
  await expectTranslated(page, NEWEST('error'));
  await screenshot(page, `pseudo-picture-error-${size}`);
  await page.keyboard.press('Escape');

  // A full storage: History's warning, with what fills the storage and its two buttons.
  await page.goto(appUrl());
  await page.locator('article[aria-busy="false"] dl dt').first().waitFor();
  await page.evaluate(() => {
    Storage.prototype.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  });
  await page.locator('[data-action-bar] button').first().click();
  await page
    .locator('[role="region"][aria-label] [data-severity="warning"] button')
    .first()
    .waitFor();
  await expectTranslated(page, [...NEWEST('warning'), `${NEWEST('warning')[0]} button`]);
  await screenshot(page, `pseudo-storage-full-${size}`);
}

test.each([
  ['phone', PHONE],
  ['laptop', LAPTOP],
])(
  'in the pseudo-language a refused picture and a full storage are said with no English and nothing cut off (%s)',
  async (size, viewport) => {
    const { context, page } = await newPage(rig.browser, { viewport });
    await seedStorage(context, { interfaceLanguage: 'en-XA' });
    await alertsTour(page, size);
    await context.close();
  },
);
