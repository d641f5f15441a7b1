import type { Browser, Page } from 'playwright-core';
import path from 'node:path';
import { ARTIFACTS, appUrl, launchBrowser, newPage, screenshot } from './support/browser';
import { expectShown, savedCharacters, seedCharacters, shownNames } from './support/app';
import { seriousViolations } from './support/axe';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

// Forty first names in no particular order, so sorting by name visibly changes the list.
const NAMES = [
  'Orla',
  'Bram',
  'Yselde',
  'Cato',
  'Mirelle',
  'Dain',
  'Wren',
  'Ansel',
  'Tamsin',
  'Fenn',
  'Quill',
  'Edda',
  'Rook',
  'Hale',
  'Ivo',
  'Sable',
  'Gwen',
  'Nell',
  'Kestrel',
  'Lark',
  'Pell',
  'Ulla',
  'Vesna',
  'Jory',
  'Xan',
  'Zora',
  'Brisa',
  'Corwin',
  'Delia',
  'Emrys',
  'Farris',
  'Greer',
  'Hollis',
  'Isolde',
  'Jasper',
  'Kira',
  'Linnea',
  'Maren',
  'Nico',
  'Osric',
];
const RACES = ['Human', 'Elf', 'Dwarf', 'Orc'];
const CLASSES = ['Warrior', 'Mage', 'Rogue', 'Cleric'];

/** A saved character as the app stores it, each with a story of its own. */
function storedCharacter(i: number, overrides: Record<string, unknown> = {}) {
  const firstName = NAMES[i] ?? `Hero${i}`;
  return {
    id: `lib-${i}`,
    firstName,
    lastName: 'Marsh',
    epithet: 'The Patient Storm',
    race: RACES[i % 4],
    characterClass: CLASSES[Math.floor(i / 4) % 4],
    gender: i % 2 ? 'Female' : 'Male',
    alignment: 'True Neutral',
    age: 30 + i,
    background: {
      title: `The Road of ${firstName}`,
      content: [
        `${firstName} was born in the village of Harrow number ${i}.`,
        `Years later ${firstName} left to follow the river.`,
        `Now ${firstName} waits for the next war.`,
      ],
    },
    ...overrides,
  };
}

/** The forty characters; one story (Ivo's) mentions quillwort. */
function forty() {
  return NAMES.map((_, i) =>
    i === 14
      ? storedCharacter(i, {
          background: {
            title: 'The Herbalist',
            content: [
              'Ivo grew up among the marsh reeds.',
              'He gathers Quillwort for the healers of Ost.',
              'Every winter he walks north.',
              'No one has followed him back.',
            ],
          },
        })
      : storedCharacter(i),
  );
}

const search = (page: Page) => page.getByRole('searchbox', { name: 'Search characters' });

async function chooseSort(page: Page, order: string) {
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption(order);
}

const full = (i: number) => `${NAMES[i]} Marsh`;

/** The accessible text of the focused element. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return el ? el.getAttribute('aria-label') || el.innerText.trim() || el.tagName : null;
  });

describe('My Characters as a library', () => {
  test('find, sort, grid, read every paragraph, notes kept over a reload, open in the generator', async () => {
    const { context, page, consoleErrors } = await newPage(browser);
    await seedCharacters(context, forty());
    await page.goto(appUrl('/characters'));
    await expectShown(page, [full(0), full(1), full(2)]);

    // A word of one story finds exactly that character, whatever its case.
    await search(page).fill('quillwort');
    await expectShown(page, [full(14)]);
    await page.getByRole('status').filter({ hasText: '1 of 40 characters' }).waitFor();
    await screenshot(page, 'library-search-1440');

    // Nobody matches: said so, and Clear search brings all forty back.
    await search(page).fill('balrog');
    await page.getByText('No characters match "balrog"').waitFor();
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expectShown(page, [full(0), full(1), full(2)]);
    expect(await search(page).evaluate((el) => el === document.activeElement)).toBe(true);

    // Sort by name.
    await chooseSort(page, 'Name');
    const byName = NAMES.map((n) => `${n} Marsh`).sort((a, b) => a.localeCompare(b));
    await expectShown(page, byName.slice(0, 3));
    await chooseSort(page, 'Newest first');
    await expectShown(page, [full(39), full(38), full(37)]);
    await chooseSort(page, 'Saved order');

    // Grid and back; the grid is remembered over a reload.
    await page.getByRole('button', { name: 'Grid' }).click();
    await page.waitForFunction(() => !document.querySelector('[aria-roledescription="carousel"]'));
    const inGrid = await shownNames(page);
    expect(inGrid.slice(0, 6)).toEqual([0, 1, 2, 3, 4, 5].map(full));
    // Only the rows near the window are rendered.
    expect(inGrid.length).toBeLessThan(40);
    await screenshot(page, 'library-grid-1440');
    await page.getByRole('button', { name: 'Carousel' }).click();
    await page.locator('[aria-roledescription="carousel"]').waitFor();
    await page.getByRole('button', { name: 'Grid' }).click();
    await page.reload();
    await page.getByRole('heading', { name: 'My Characters', level: 1 }).waitFor();
    expect(await page.getByRole('button', { name: 'Grid' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(await page.locator('[aria-roledescription="carousel"]').count()).toBe(0);

    // Scrolling the grid brings later cards in.
    await page.mouse.wheel(0, 30000);
    await page.waitForFunction(() =>
      [...document.querySelectorAll('article h2')].some((h) => h.textContent === 'Osric Marsh'),
    );

    // Read story: every paragraph, then a note.
    await search(page).fill('quillwort');
    await expectShown(page, [full(14)]);
    const card = savedCharacters(page).getByRole('article', { name: full(14) });
    const readButton = card.getByRole('button', { name: 'Read story' });
    await readButton.click();
    const dialog = page.getByRole('dialog', { name: full(14) });
    await dialog.waitFor();
    for (const paragraph of forty()[14]?.background.content ?? []) {
      await dialog.getByText(paragraph, { exact: true }).waitFor();
    }
    await dialog.getByRole('heading', { name: 'The Herbalist' }).waitFor();
    expect(await dialog.getByRole('definition').allTextContents()).toEqual([
      'Male',
      '44',
      'Dwarf',
      'Cleric',
      'True Neutral',
    ]);
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('[role="dialog"] img');
      return !!img && img.complete && img.naturalWidth > 0;
    });
    const notes = dialog.getByRole('textbox', { name: 'Notes' });
    await notes.fill('Owes the party <b>40 gold</b>; met at the Sunken Bell');
    await dialog.getByText('Saved with the character.').waitFor();
    await screenshot(page, 'library-dialog-1440');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await readButton.evaluate((el) => el === document.activeElement)).toBe(true);

    // After a reload the note is on the card (as text) and searchable.
    await page.reload();
    await page.getByRole('heading', { name: 'My Characters', level: 1 }).waitFor();
    await search(page).fill('sunken bell');
    await expectShown(page, [full(14)]);
    const noted = savedCharacters(page).getByRole('article', { name: full(14) });
    await noted.getByText('Owes the party <b>40 gold</b>; met at the Sunken Bell').waitFor();
    expect(await noted.locator('b').count()).toBe(0);
    await noted.getByRole('button', { name: 'Read story' }).click();
    expect(await page.getByRole('textbox', { name: 'Notes' }).inputValue()).toBe(
      'Owes the party <b>40 gold</b>; met at the Sunken Bell',
    );

    // Open in generator: the character is on the card.
    await page.getByRole('button', { name: 'Open in generator' }).click();
    await page.waitForURL(/\/character-generator$/);
    const generatorCard = page.getByRole('article', { name: 'Character' });
    await generatorCard.getByRole('heading', { level: 2, name: full(14) }).waitFor();
    await generatorCard.getByRole('button', { name: 'Saved' }).waitFor();
    // The focus is on the new screen's heading, not dropped on the page.
    await page.waitForFunction(() => document.activeElement?.textContent === 'Character Generator');
    await screenshot(page, 'library-opened-in-generator');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  test('on a phone (390 × 844) the toolbar wraps, the grid is one column and Read story is full screen', async () => {
    const { context, page, consoleErrors } = await newPage(browser, {
      viewport: { width: 390, height: 844 },
    });
    await seedCharacters(context, forty());
    await page.goto(appUrl('/characters'));
    await expectShown(page, [full(0)]);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(390);
    await screenshot(page, 'library-390');

    await page.getByRole('button', { name: 'Grid' }).click();
    await page.waitForFunction(() => !document.querySelector('[aria-roledescription="carousel"]'));
    const boxes = await savedCharacters(page)
      .getByRole('article')
      .evaluateAll((cards) => cards.slice(0, 2).map((c) => c.getBoundingClientRect().toJSON()));
    // One column: the second card is under the first.
    expect(boxes[1].left).toBe(boxes[0].left);
    expect(boxes[1].top).toBeGreaterThan(boxes[0].bottom);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );

    await savedCharacters(page)
      .getByRole('article')
      .first()
      .getByRole('button', { name: 'Read story' })
      .click();
    const dialog = page.getByRole('dialog', { name: full(0) });
    await dialog.waitFor();
    const paper = await dialog.boundingBox();
    expect(paper?.width).toBe(390);
    expect(paper?.height).toBe(844);
    // The dialog covers the screen: a picture of the screen, not of the whole page under it.
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(ARTIFACTS, 'library-dialog-390.png') });
    await dialog.getByRole('textbox', { name: 'Notes' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(ARTIFACTS, 'library-dialog-390-end.png') });
    await dialog.getByRole('button', { name: 'Close' }).filter({ hasText: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  test('a note the browser refuses to store keeps its text and says so, and is stored once there is room', async () => {
    const { context, page } = await newPage(browser);
    await seedCharacters(context, forty().slice(0, 3));
    // A full storage for the saved characters, switched on by the test.
    await context.addInitScript(() => {
      const setItem = Storage.prototype.setItem;
      Storage.prototype.setItem = function (key: string, value: string) {
        if (key === 'characters' && (window as unknown as { full?: boolean }).full) {
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        }
        setItem.call(this, key, value);
      };
    });
    await page.goto(appUrl('/characters'));
    await savedCharacters(page)
      .getByRole('article', { name: full(1) })
      .getByRole('button', { name: 'Read story' })
      .click();
    const dialog = page.getByRole('dialog', { name: full(1) });
    const notes = dialog.getByRole('textbox', { name: 'Notes' });
    await page.evaluate(() => {
      (window as unknown as { full?: boolean }).full = true;
    });
    await notes.fill('Knows the pass over the mountains');
    await dialog.getByText(/^Notes could not be saved: browser storage is full/).waitFor();
    expect(await notes.inputValue()).toBe('Knows the pass over the mountains');
    expect(await notes.getAttribute('aria-invalid')).toBe('true');
    const stored = await page.evaluate(() => localStorage.getItem('characters') ?? '');
    expect(stored).not.toContain('Knows the pass');

    await page.evaluate(() => {
      (window as unknown as { full?: boolean }).full = false;
    });
    await notes.press('End');
    await notes.pressSequentially('!');
    await dialog.getByText('Saved with the character.').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('characters') ?? '')).toContain(
      'Knows the pass over the mountains!',
    );
    await context.close();
  });

  test('a saved character with missing and unknown fields opens and reads as stored', async () => {
    const { context, page, consoleErrors } = await newPage(browser);
    await seedCharacters(context, [
      { id: 'odd', firstName: 'Tink', race: 'Gnome', characterClass: 'Bard' },
    ]);
    await page.goto(appUrl('/characters'));
    await savedCharacters(page)
      .getByRole('article', { name: 'Tink' })
      .getByRole('button', { name: 'Read story' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Tink' });
    await dialog.getByText('No story was stored with this character.').waitFor();
    expect(await dialog.getByRole('definition').allTextContents()).toEqual([
      'unknown',
      'unknown',
      'Gnome',
      'Bard',
      'unknown',
    ]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  test('by keyboard, with no serious axe violation in the toolbar, the grid and the dialog', async () => {
    const { context, page, consoleErrors } = await newPage(browser);
    await seedCharacters(context, forty().slice(0, 6));
    await page.goto(appUrl('/characters'));
    await expectShown(page, [full(0), full(1), full(2)]);
    const found: string[] = [];
    found.push(...(await seriousViolations(page, 'carousel')));

    // Search, Sort by, Campaign and View are reached in order by Tab.
    await search(page).focus();
    await page.keyboard.type('tamsin');
    await page.getByText('No characters match "tamsin"').waitFor();
    found.push(...(await seriousViolations(page, 'no match')));
    for (const name of ['Sort by', 'Campaign']) {
      await page.keyboard.press('Tab');
      expect(
        await page
          .getByRole('combobox', { name, exact: true })
          .evaluate((el) => el === document.activeElement),
      ).toBe(true);
    }
    await page.keyboard.press('Tab');
    expect((await focused(page))?.toLowerCase()).toContain('carousel');
    // The View buttons are one Tab stop; the arrow keys move between them.
    await page.keyboard.press('ArrowRight');
    expect((await focused(page))?.toLowerCase()).toContain('grid');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatch(/clear search/i);
    await page.keyboard.press('Enter');
    expect(await search(page).evaluate((el) => el === document.activeElement)).toBe(true);
    await expectShown(page, [0, 1, 2, 3, 4, 5].map(full));
    // Print all comes back from disabled with the search cleared: let its colour settle.
    await page.waitForTimeout(300);
    found.push(...(await seriousViolations(page, 'grid')));

    // Read story by keyboard; Escape brings the focus back to the button.
    const read = savedCharacters(page)
      .getByRole('article', { name: full(4) })
      .getByRole('button', {
        name: 'Read story',
      });
    await read.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: full(4) });
    await dialog.waitFor();
    await page.waitForTimeout(300);
    found.push(...(await seriousViolations(page, 'dialog')));
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await read.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(found).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  test('in the dark scheme the toolbar and the dialog have no serious axe violation', async () => {
    const { context, page, consoleErrors } = await newPage(browser, { colorScheme: 'dark' });
    await seedCharacters(context, forty().slice(0, 3));
    await page.goto(appUrl('/characters'));
    await expectShown(page, [full(0), full(1), full(2)]);
    await search(page).focus();
    const found = await seriousViolations(page, 'dark toolbar');
    await savedCharacters(page)
      .getByRole('article', { name: full(1) })
      .getByRole('button', { name: 'Read story' })
      .click();
    const dialog = page.getByRole('dialog', { name: full(1) });
    await dialog.getByRole('textbox', { name: 'Notes' }).fill('Sells maps <i>cheaply</i>');
    await dialog.getByText('Saved with the character.').waitFor();
    await page.waitForTimeout(300);
    found.push(...(await seriousViolations(page, 'dark dialog')));
    await page.screenshot({ path: path.join(ARTIFACTS, 'library-dialog-dark-1440.png') });
    expect(found).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
