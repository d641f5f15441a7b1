import type { Browser, Page } from 'playwright-core';
import { appUrl, launchBrowser, newPage, screenshot } from './support/browser';
import {
  expectShown,
  savedCharacters,
  seedCharacters,
  seedStorage,
  storedCharacter,
} from './support/app';
import { ruleViolations, seriousViolations } from './support/axe';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PHONE = { width: 390, height: 844 };

const FIRST_NAMES = ['Ada', 'Bram', 'Cora', 'Dain', 'Edda', 'Fenn', 'Gwen', 'Hale'];

/** Eight saved characters, Ada to Hale, each a little different. */
const eight = () =>
  FIRST_NAMES.map((firstName, i) =>
    storedCharacter(`v-${i}`, {
      firstName,
      race: ['Human', 'Elf', 'Dwarf', 'Orc'][i % 4],
      characterClass: ['Warrior', 'Mage', 'Rogue', 'Cleric'][(i + 1) % 4],
      age: 20 + i * 7,
    }),
  );
const full = (first: string) => `${first} Ironleaf`;

async function chooseView(page: Page, view: 'Carousel' | 'Grid' | 'List') {
  await page.getByRole('button', { name: view, exact: true }).click();
  await page.waitForFunction(
    (v) => document.querySelector(`[aria-pressed="true"][value="${v}"]`),
    view.toLowerCase(),
  );
}

/** The top edge of each portrait on the saved cards shown, by card name. */
/** Where each card's portrait ends: the pictures stand on one line at the cards' foot. */
const portraitFeet = (page: Page) =>
  savedCharacters(page)
    .getByRole('article')
    .evaluateAll((cards) =>
      cards
        .filter((c) => !c.closest('[aria-hidden="true"]'))
        .map((c) => Math.round(c.querySelector('img')?.getBoundingClientRect().bottom ?? -1)),
    );

/** The rows of the List view's table, each as its cells' text. */
const tableRows = (page: Page) =>
  page
    .getByRole('table', { name: 'Saved characters' })
    .locator('tbody tr[data-index]')
    .evaluateAll((rows) =>
      rows.map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent ?? '')),
    );
const rowNames = async (page: Page) => (await tableRows(page)).map((cells) => cells[0]);
const header = (page: Page, name: string) => page.getByRole('columnheader', { name });
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search characters' });
const focusedRowName = (page: Page) =>
  page.evaluate(() =>
    document.activeElement?.matches('tr[data-index]')
      ? document.activeElement.querySelector('td')?.textContent
      : `not a row: ${document.activeElement?.tagName}`,
  );

describe('My Characters: List view', () => {
  test('a compact table: columns, sort by header, search and Sort by apply, remembered', async () => {
    const { context, page, consoleErrors } = await newPage(browser);
    const characters: Record<string, unknown>[] = eight();
    characters[2] = {
      ...characters[2],
      notes: 'Owes the party forty gold; met at the Sunken Bell',
    };
    await seedCharacters(context, characters);
    await page.goto(appUrl('/characters'));
    await chooseView(page, 'List');
    const table = page.getByRole('table', { name: 'Saved characters' });
    await table.waitFor();
    expect(await table.getByRole('columnheader').allInnerTexts()).toEqual([
      'Name',
      'Race',
      'Class',
      'Alignment',
      'Age',
      'Notes',
    ]);
    expect(await rowNames(page)).toEqual(FIRST_NAMES.map(full));
    expect((await tableRows(page))[2]).toEqual([
      'Cora Ironleaf',
      'Dwarf',
      'Cleric',
      'True Neutral',
      '34',
      'Owes the party forty gold; met at the Sunken Bell',
    ]);
    // One line per character: compact.
    const rowBox = await table.locator('tbody tr[data-index]').first().boundingBox();
    expect(rowBox?.height).toBeLessThanOrEqual(44);
    await screenshot(page, 'library-list-1440');

    // A header sorts by its column, then the other way; aria-sort says which.
    await header(page, 'Age').getByRole('button').click();
    expect(await header(page, 'Age').getAttribute('aria-sort')).toBe('ascending');
    expect(await rowNames(page)).toEqual(FIRST_NAMES.map(full));
    await header(page, 'Age').getByRole('button').click();
    expect(await header(page, 'Age').getAttribute('aria-sort')).toBe('descending');
    expect(await rowNames(page)).toEqual(FIRST_NAMES.map(full).reverse());
    await header(page, 'Race').getByRole('button').click();
    expect(await header(page, 'Race').getAttribute('aria-sort')).toBe('ascending');
    expect(await header(page, 'Age').getAttribute('aria-sort')).toBeNull();
    expect(await rowNames(page)).toEqual(
      ['Cora', 'Gwen', 'Bram', 'Fenn', 'Ada', 'Edda', 'Dain', 'Hale'].map(full),
    );

    // Search narrows the rows; Sort by orders them.
    await search(page).fill('elf');
    await page.getByRole('status').filter({ hasText: '2 of 8 characters' }).waitFor();
    expect(await rowNames(page)).toEqual([full('Bram'), full('Fenn')]);
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('Newest first');
    await page.waitForFunction(() => !document.querySelector('th[aria-sort]'));
    expect(await rowNames(page)).toEqual([full('Fenn'), full('Bram')]);
    await search(page).fill('sunken bell');
    await page.waitForFunction(
      () => document.querySelectorAll('tbody tr[data-index]').length === 1,
    );
    expect(await rowNames(page)).toEqual([full('Cora')]);

    // The List view is remembered over a reload.
    await page.reload();
    await table.waitFor();
    expect(await page.evaluate(() => localStorage.getItem('charactersView'))).toBe('list');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  test('by keyboard: Tab and the arrow keys reach each row, Enter reads the story', async () => {
    const { context, page, consoleErrors } = await newPage(browser);
    await seedCharacters(context, eight());
    await page.goto(appUrl('/characters'));
    await chooseView(page, 'List');
    await page.getByRole('table', { name: 'Saved characters' }).waitFor();
    const found = await seriousViolations(page, 'list');
    // From the last column header's sort button, Tab reaches the first row.
    await header(page, 'Notes').getByRole('button').focus();
    await page.keyboard.press('Tab');
    expect(await focusedRowName(page)).toBe(full('Ada'));
    await page.keyboard.press('Tab');
    expect(await focusedRowName(page)).toBe(full('Bram'));
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect(await focusedRowName(page)).toBe(full('Dain'));
    await page.keyboard.press('ArrowUp');
    expect(await focusedRowName(page)).toBe(full('Cora'));
    await page.keyboard.press('End');
    expect(await focusedRowName(page)).toBe(full('Hale'));
    await page.keyboard.press('Home');
    expect(await focusedRowName(page)).toBe(full('Ada'));
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: full('Bram') });
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await focusedRowName(page)).toBe(full('Bram'));
    // A click on a row reads it too.
    await page.getByRole('row', { name: new RegExp(full('Edda')) }).click();
    await page.getByRole('dialog', { name: full('Edda') }).waitFor();
    expect(found).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  test('a thousand characters: only the rows near the window are drawn, and the last is reached', async () => {
    const { context, page, consoleErrors } = await newPage(browser);
    const many = Array.from({ length: 1000 }, (_, i) =>
      storedCharacter(`m-${i}`, { firstName: `Hero${String(i).padStart(4, '0')}` }),
    );
    await seedStorage(context, { characters: JSON.stringify(many), charactersView: 'list' });
    await page.goto(appUrl('/characters'));
    await page.getByRole('table', { name: 'Saved characters' }).waitFor();
    expect((await rowNames(page)).length).toBeLessThan(100);
    await page.locator('tbody tr[data-index="0"]').focus();
    await page.keyboard.press('End');
    // A row far away is scrolled near first, then focused.
    await page.waitForFunction(() =>
      document.activeElement?.textContent?.startsWith('Hero0999 Ironleaf'),
    );
    await page.keyboard.press('ArrowUp');
    expect(await focusedRowName(page)).toBe('Hero0998 Ironleaf');
    await search(page).fill('hero0500');
    await page.waitForFunction(
      () => document.querySelectorAll('tbody tr[data-index]').length === 1,
    );
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  test('on a phone (390 × 844) the table scrolls sideways in its box, not the page', async () => {
    const { context, page, consoleErrors } = await newPage(browser, { viewport: PHONE });
    await seedCharacters(context, eight());
    await page.goto(appUrl('/characters'));
    await chooseView(page, 'List');
    await page.getByRole('table', { name: 'Saved characters' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await screenshot(page, 'library-list-390');
    await page.getByRole('row', { name: new RegExp(full('Cora')) }).click();
    await page.getByRole('dialog', { name: full('Cora') }).waitFor();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

/** A finger on the screen from one point to another, as the browser reports it in pointer events. */
async function swipe(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  await page.evaluate(
    ({ from, to }) => {
      const target = document.elementFromPoint(from.x, from.y) as Element;
      const fire = (type: string, x: number, y: number) =>
        target.dispatchEvent(
          new PointerEvent(type, {
            bubbles: true,
            cancelable: true,
            composed: true,
            pointerId: 7,
            pointerType: 'touch',
            isPrimary: true,
            clientX: x,
            clientY: y,
          }),
        );
      fire('pointerdown', from.x, from.y);
      for (let step = 1; step <= 5; step += 1) {
        fire(
          'pointermove',
          from.x + ((to.x - from.x) * step) / 5,
          from.y + ((to.y - from.y) * step) / 5,
        );
      }
      fire('pointerup', to.x, to.y);
    },
    { from, to },
  );
}

describe('My Characters: swipe on a phone', () => {
  test('a sideways swipe pages the carousel; an upward one scrolls the page instead', async () => {
    const context = await browser.newContext({
      viewport: PHONE,
      hasTouch: true,
      isMobile: true,
      serviceWorkers: 'block',
    });
    await seedCharacters(context, eight().slice(0, 4));
    const page = await context.newPage();
    await page.goto(appUrl('/characters'));
    await page.waitForSelector('html[data-app="ready"]', { state: 'attached' });
    await expectShown(page, [full('Ada')]);
    await page.getByText('Page 1 of 4').waitFor();
    // Across the card, wherever the toolbar above it has put it.
    const top = (await page.getByTestId('carousel-track').boundingBox())!.y;
    const at = (y: number) => top + y - 300;

    // Right to left across the card: the next page.
    await swipe(page, { x: 300, y: at(500) }, { x: 80, y: at(510) });
    await page.getByText('Page 2 of 4').waitFor();
    await expectShown(page, [full('Bram')], { slideMs: 450 });
    await swipe(page, { x: 300, y: at(500) }, { x: 80, y: at(490) });
    await page.getByText('Page 3 of 4').waitFor();
    // Left to right: back.
    await swipe(page, { x: 80, y: at(500) }, { x: 300, y: at(500) });
    await page.getByText('Page 2 of 4').waitFor();
    // A short or mostly upright move is no swipe.
    await swipe(page, { x: 200, y: at(500) }, { x: 180, y: at(500) });
    await swipe(page, { x: 200, y: at(600) }, { x: 140, y: at(380) });
    await page.waitForTimeout(100);
    await page.getByText('Page 2 of 4').waitFor();

    // The browser keeps vertical moves on the cards: a finger dragged up scrolls the page.
    const viewport = page.getByTestId('carousel-track').locator('..');
    expect(await viewport.evaluate((el) => getComputedStyle(el).touchAction)).toBe(
      'pan-y pinch-zoom',
    );
    const client = await context.newCDPSession(page);
    await client.send('Input.dispatchTouchEvent', {
      type: 'touchStart',
      touchPoints: [{ x: 200, y: at(600) }],
    });
    for (let step = 1; step <= 10; step += 1) {
      await client.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: [{ x: 200, y: at(600) - step * 30 }],
      });
    }
    await client.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await page.waitForFunction(() => window.scrollY > 100);
    await page.getByText('Page 2 of 4').waitFor();
    await screenshot(page, 'library-swipe-390');
    await context.close();
  });
});

describe('My Characters: headings, portraits', () => {
  test('heading levels are in order on My Characters in every view and with Read story open', async () => {
    const { context, page, consoleErrors } = await newPage(browser);
    await seedCharacters(context, eight());
    await page.goto(appUrl('/characters'));
    await expectShown(page, [full('Ada'), full('Bram'), full('Cora')]);
    const found = await ruleViolations(page, 'heading-order', 'carousel');
    await chooseView(page, 'Grid');
    found.push(...(await ruleViolations(page, 'heading-order', 'grid')));
    expect(found).toEqual([]);
    await chooseView(page, 'List');
    await page.getByRole('table', { name: 'Saved characters' }).waitFor();
    found.push(...(await ruleViolations(page, 'heading-order', 'list')));
    await page.getByRole('row', { name: new RegExp(full('Bram')) }).click();
    await page.getByRole('dialog', { name: full('Bram') }).waitFor();
    found.push(...(await ruleViolations(page, 'heading-order', 'Read story')));
    expect(found).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  test('a card whose name wraps to two lines keeps the foot of its portrait level with its neighbours', async () => {
    const { context, page, consoleErrors } = await newPage(browser);
    const characters = eight();
    characters[1] = storedCharacter('v-1', {
      firstName: 'Bramwellington',
      lastName: 'Underhollowmere',
    });
    await seedCharacters(context, characters);
    await page.goto(appUrl('/characters'));
    // The browser's text size set to Very large (24 px): a card's text fills it.
    await page.addStyleTag({ content: 'html { font-size: 24px; }' });
    await expectShown(page, [full('Ada'), 'Bramwellington Underhollowmere', full('Cora')]);
    const heading = savedCharacters(page)
      .getByRole('article', { name: 'Bramwellington Underhollowmere' })
      .getByRole('heading', { level: 2 });
    // The long name does wrap.
    expect((await heading.boundingBox())?.height).toBeGreaterThan(50);
    const inCarousel = await portraitFeet(page);
    expect(inCarousel).toHaveLength(3);
    expect(new Set(inCarousel).size).toBe(1);
    await screenshot(page, 'library-long-name-1440');

    await chooseView(page, 'Grid');
    const inGrid = (await portraitFeet(page)).slice(0, 3);
    expect(new Set(inGrid).size).toBe(1);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

describe('Storage full', () => {
  test('a refused Save Character says storage is full, what fills it, and offers Export and Delete characters', async () => {
    const { context, page, consoleErrors } = await newPage(browser);
    await seedStorage(context, {
      characters: JSON.stringify(eight()),
      characterHistory: JSON.stringify(eight().map((c, i) => ({ ...c, id: `h-${i}` }))),
    });
    // From now on the browser refuses every write, as a full storage does.
    await context.addInitScript(() => {
      const setItem = Storage.prototype.setItem;
      Storage.prototype.setItem = function (key: string, value: string) {
        if ((window as unknown as { full?: boolean }).full) {
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        }
        setItem.call(this, key, value);
      };
    });
    await page.goto(appUrl('/character-generator'));
    const card = page.getByRole('article', { name: 'Character' });
    const name = await card.getByRole('heading', { level: 2 }).innerText();
    const before = await page.evaluate(() => JSON.stringify({ ...localStorage }));
    const kb = await page.evaluate(() =>
      ['characters', 'characterHistory'].map((key) =>
        Math.round(((localStorage.getItem(key) ?? '').length * 2) / 1024),
      ),
    );
    await page.evaluate(() => {
      (window as unknown as { full?: boolean }).full = true;
    });

    await page.getByRole('button', { name: 'Save Character' }).click();
    const warning = page
      .getByRole('alert')
      .filter({ hasText: 'Failed to save character: browser storage is full.' });
    await warning.waitFor();
    expect(await warning.innerText()).toContain(
      `Saved characters take ${kb[0]} KB and History ${kb[1]} KB. Export a backup, then delete characters you no longer need or clear History to make room.`,
    );
    for (const text of await page.getByRole('alert').allInnerTexts()) {
      expect(text).not.toMatch(/quota|exceeded|DOMException/i);
    }
    // Nothing is lost: the character stays on the card, unsaved, and storage is as it was.
    expect(await card.getByRole('heading', { level: 2 }).innerText()).toBe(name);
    expect(await page.getByRole('button', { name: 'Save Character' }).isEnabled()).toBe(true);
    expect(await page.evaluate(() => JSON.stringify({ ...localStorage }))).toBe(before);
    await screenshot(page, 'storage-full-1440');

    // Export downloads the backup.
    const download = page.waitForEvent('download');
    await warning.getByRole('button', { name: 'Export' }).click();
    expect((await download).suggestedFilename()).toMatch(/\.json$/);
    await warning.waitFor({ state: 'detached' });

    // Delete characters goes to My Characters.
    await page.getByRole('button', { name: 'Save Character' }).click();
    await warning.getByRole('button', { name: 'Delete characters' }).click();
    await page.getByRole('heading', { level: 1, name: 'My Characters' }).waitFor();
    await page.waitForURL(/\/characters$/);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  test('on a phone (390 × 844) the storage-full warning shows its sizes and both buttons', async () => {
    const { context, page } = await newPage(browser, { viewport: PHONE });
    await seedCharacters(context, eight());
    await page.goto(appUrl('/character-generator'));
    await page.evaluate(() => {
      Storage.prototype.setItem = () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
    });
    await page.getByRole('button', { name: 'Save Character' }).click();
    const warning = page.getByRole('alert').filter({ hasText: 'browser storage is full' });
    await warning.getByRole('button', { name: 'Export' }).waitFor();
    await warning.getByRole('button', { name: 'Delete characters' }).waitFor();
    await screenshot(page, 'storage-full-390');
    await context.close();
  });
});
