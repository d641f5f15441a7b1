import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { appUrl, launchBrowser, newPage, screenshot } from './support/browser';

/**
 * Offline at the table: after one visit the installed app keeps every portrait, so with no
 * network saved characters and new ones show their own picture, not the default one.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const RACES = ['human', 'elf', 'dwarf', 'orc'];
const CLASSES = ['warrior', 'mage', 'rogue', 'cleric'];
const PICTURED = ['male', 'female'];
const EVERY_PORTRAIT = RACES.flatMap((race) =>
  CLASSES.flatMap((cls) =>
    PICTURED.map((gender) => `/character-generator/images/${race}/${cls}/${gender}1.png`),
  ),
);

const PORTRAIT_URL =
  /\/character-generator\/images\/(human|elf|dwarf|orc)\/(warrior|mage|rogue|cleric)\/(male|female)1\.png$/;

/** Saved characters of different races, classes and genders, as the app stores them. */
const SAVED = [
  ['Ada', 'Human', 'Warrior', 'Female', '/character-generator/images/human/warrior/female1.png'],
  ['Bram', 'Dwarf', 'Cleric', 'Male', '/character-generator/images/dwarf/cleric/male1.png'],
  ['Cora', 'Orc', 'Rogue', 'Female', '/character-generator/images/orc/rogue/female1.png'],
].map(([firstName, race, characterClass, gender, portrait], i) => ({
  stored: {
    id: `offline-${i}`,
    firstName,
    lastName: 'Ironleaf',
    epithet: 'The Patient Storm',
    race,
    characterClass,
    gender,
    alignment: 'True Neutral',
    age: 40,
    background: { title: 'A Life', content: ['One paragraph.'] },
  },
  name: `${firstName} Ironleaf`,
  portrait: portrait as string,
}));

/** Puts the characters in storage before the app starts (once, so later visits keep changes). */
async function seed(context: BrowserContext, characters: unknown[]) {
  await context.addInitScript((value) => {
    if (!window.sessionStorage.getItem('e2e-seeded')) {
      window.localStorage.setItem('characters', value);
      window.sessionStorage.setItem('e2e-seeded', '1');
    }
  }, JSON.stringify(characters));
}

/** Waits until the worker is active and its portrait cache holds every portrait. */
async function waitForEverything(page: Page) {
  const deadline = Date.now() + 60000;
  while (Date.now() < deadline) {
    const missing = await page.evaluate(async (expected) => {
      const registration = await navigator.serviceWorker.getRegistration('/');
      if (registration?.active?.state !== 'activated') return expected;
      if (!(await caches.has('portraits'))) return expected;
      const kept = await (await caches.open('portraits')).keys();
      const paths = new Set(kept.map((request) => new URL(request.url).pathname));
      return expected.filter((path) => !paths.has(path));
    }, EVERY_PORTRAIT);
    if (missing.length === 0) return;
    await page.waitForTimeout(250);
  }
  throw new Error('The service worker did not keep every portrait within 60 s');
}

/** The picture an <img> ended up showing: its address and its decoded width. */
async function shownPicture(page: Page, img: Locator) {
  // A picture that cannot be had swaps itself for the default one; wait until it has settled.
  const element = await img.elementHandle();
  await page.waitForFunction(
    (el) => {
      const picture = el as HTMLImageElement;
      return picture.complete && picture.naturalWidth > 0;
    },
    element,
    { timeout: 15000 },
  );
  return img.evaluate((el) => {
    const picture = el as HTMLImageElement;
    return {
      src: new URL(picture.currentSrc || picture.src).pathname,
      naturalWidth: picture.naturalWidth,
    };
  });
}

test('after one visit, offline, saved and newly generated characters show their own portraits', async () => {
  const { context, page } = await newPage(browser, { serviceWorkers: true });
  await seed(
    context,
    SAVED.map((s) => s.stored),
  );
  await page.goto(appUrl('/character-generator'));
  await waitForEverything(page);

  await context.setOffline(true);

  // My Characters: every saved character's card shows its own race, class and gender.
  await page.goto(appUrl('/characters'));
  for (const { name, portrait } of SAVED) {
    await page.getByRole('heading', { name, level: 2 }).waitFor();
    const img = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name, level: 2 }) })
      .locator('img')
      .first();
    const picture = await shownPicture(page, img);
    expect(picture.src).toBe(portrait);
    expect(picture.naturalWidth).toBeGreaterThan(0);
  }
  await screenshot(page, 'offline-portraits-my-characters');

  // The generator: each new character shows the portrait of its race, class and gender.
  await page.goto(appUrl('/character-generator'));
  const card = 'article[aria-label="Character"]';
  const portrait = page.locator(`${card} img`).first();
  for (let i = 0; i < 4; i += 1) {
    const before = await page.locator(`${card} h2`).innerText();
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    await page.waitForFunction(
      ({ sel, old }) => document.querySelector(`${sel} h2`)?.textContent !== old,
      { sel: card, old: before },
    );
    const picture = await shownPicture(page, portrait);
    expect(picture.src).toMatch(PORTRAIT_URL);
    expect(picture.naturalWidth).toBeGreaterThan(0);
    // The card's picture is the one for the character's own race and class.
    const alt = await portrait.getAttribute('alt');
    const [race, cls] = picture.src.split('/').slice(-3, -1);
    expect(alt?.toLowerCase()).toBe(`${race} ${cls}`);
  }
  await screenshot(page, 'offline-portraits-generator');
  await context.close();
});
