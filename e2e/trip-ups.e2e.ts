import type { Browser, Page } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { appUrl, ARTIFACTS, launchBrowser, newPage, settle } from './support/browser';
import {
  alerts,
  card,
  row,
  savedCharacters,
  seedCharacters,
  seedStorage,
  PARAGRAPH,
  storedCharacter,
} from './support/app';

/**
 * Small things that tripped people up: where the keyboard focus lands, selects that wanted one
 * more step, the browser's own print, the phone's Back button, addresses under the app's folder,
 * story text, touch targets and alerts on phones.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 1000 };

/** The stored character, its story closing on a line the full-story checks look for. */
const character = (id: string, overrides: Record<string, unknown> = {}) =>
  storedCharacter(id, {
    background: {
      title: 'A Life Underground',
      content: [PARAGRAPH, PARAGRAPH, PARAGRAPH, `${PARAGRAPH} The last words of her tale.`],
    },
    ...overrides,
  });

const withCurrent = (c: object) => ({ currentCharacter: JSON.stringify({ character: c }) });

/** What the screen shows now, for a person to look at. */
async function viewShot(page: Page, name: string) {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`) });
}

/** The element that has the focus, described; 'body' when focus fell to the page. */
function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body || el === document.documentElement) return 'body';
    return (el.getAttribute('aria-label') || el.textContent?.trim() || el.tagName).replace(
      /\s+/g,
      ' ',
    );
  });
}

describe('keyboard focus', () => {
  test('Enter on Save Character leaves the focus on Generate, not on the page', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const { context, page } = await newPage(browser, { viewport });
      await seedStorage(context, withCurrent(character('c-1')));
      await page.goto(appUrl('/character-generator'));
      const save = card(page).getByRole('button', { name: 'Save Character' });
      await save.focus();
      await page.keyboard.press('Enter');
      await card(page).getByRole('button', { name: 'Saved' }).waitFor();
      await page.waitForTimeout(100);
      expect(await focused(page)).toBe('Generate');
      expect(
        await page.evaluate(() => document.activeElement?.matches(':focus-visible') ?? false),
      ).toBe(true);
      await viewShot(page, `trip-ups-save-focus-${viewport.width}`);
      await context.close();
    }
  });

  test('Enter on Next to the last of two pages keeps the focus on Previous', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const { context, page } = await newPage(browser, { viewport });
      // One card a page on a phone, three on a wide screen: two pages either way.
      const count = viewport === PHONE ? 2 : 4;
      await seedCharacters(
        context,
        Array.from({ length: count }, (_, i) => character(`s-${i}`, { firstName: `Name${i}` })),
      );
      await page.goto(appUrl('/characters'));
      const next = page.getByRole('button', { name: 'Next page' });
      await next.focus();
      await page.keyboard.press('Enter');
      await savedCharacters(page).getByText('Page 2 of 2').waitFor();
      await page.waitForTimeout(100);
      expect(await focused(page)).toBe('Previous page');
      await page.keyboard.press('Enter');
      await savedCharacters(page).getByText('Page 1 of 2').waitFor();
      await page.waitForTimeout(100);
      expect(await focused(page)).toBe('Next page');
      await viewShot(page, `trip-ups-carousel-focus-${viewport.width}`);
      await context.close();
    }
  });
});

describe('Edit selects', () => {
  test('a value chosen in a select applies at once, and the focus returns to its Edit button', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const { context, page } = await newPage(browser, { viewport });
      await seedStorage(context, withCurrent(character('c-1')));
      await page.goto(appUrl('/character-generator'));
      const choices: [string, string][] = [
        ['Race', 'Elf'],
        ['Class', 'Mage'],
        ['Gender', 'Male'],
        ['Alignment', 'Chaotic Good'],
      ];
      for (const [label, choice] of choices) {
        await card(page)
          .getByRole('button', { name: `Edit ${label.toLowerCase()}` })
          .click();
        const select = card(page).getByRole('combobox', { name: label });
        await select.selectOption(choice);
        // Nothing more: no Enter, no click elsewhere.
        await select.waitFor({ state: 'detached', timeout: 3000 });
        await settle(page);
        expect(await row(page, label).innerText()).toBe(choice);
        expect(await focused(page)).toBe(`Edit ${label.toLowerCase()}`);
      }
      await viewShot(page, `trip-ups-edit-select-${viewport.width}`);
      await context.close();
    }
  });

  test('arrow keys step a select without closing it; Enter applies the value reached', async () => {
    const { context, page } = await newPage(browser, { viewport: DESKTOP });
    await seedStorage(context, withCurrent(character('c-1')));
    await page.goto(appUrl('/character-generator'));
    await card(page).getByRole('button', { name: 'Edit class' }).click();
    const select = card(page).getByRole('combobox', { name: 'Class' });
    const before = await select.inputValue();
    // Cleric is the last class: up two.
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    expect(await select.isVisible()).toBe(true);
    const reached = await select.inputValue();
    expect(reached).not.toBe(before);
    await page.keyboard.press('Enter');
    await select.waitFor({ state: 'detached' });
    await settle(page);
    expect(await row(page, 'Class').innerText()).toBe(reached);
    await context.close();
  });
});

describe('addresses under the app folder', () => {
  test('/character-generator/characters and /character-generator/settings open those screens', async () => {
    const { context, page } = await newPage(browser, { viewport: DESKTOP });
    await seedCharacters(context, [character('s-1')]);
    await page.goto(appUrl('/character-generator/characters'));
    await page.getByRole('heading', { level: 1, name: 'My Characters' }).waitFor();
    await savedCharacters(page).waitFor();
    expect(new URL(page.url()).pathname).toBe('/characters');
    expect(await page.title()).toMatch(/^My Characters/);
    await viewShot(page, 'trip-ups-folder-characters-1440');

    await page.goto(appUrl('/character-generator/settings'));
    await page.getByRole('button', { name: 'Save Settings' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/settings');
    expect(await page.getByText('Page not found').count()).toBe(0);
    await context.close();
  });
});

describe('story text', () => {
  test('the story is left-aligned, never justified, on a phone, a tablet and a wide screen', async () => {
    for (const viewport of [PHONE, { width: 1000, height: 900 }, DESKTOP]) {
      const { context, page } = await newPage(browser, { viewport });
      await seedStorage(
        context,
        withCurrent(
          character('c-1', {
            background: {
              title: 'A Long Name',
              content: [
                `${PARAGRAPH} Her sworn companion Thorgrimmundsdottirsonofthedeepestmines ` +
                  `rode beside her. ${PARAGRAPH}`,
              ],
            },
          }),
        ),
      );
      await page.goto(appUrl('/character-generator'));
      const story = card(page).getByText(/^Born in the shadow/);
      expect(await story.evaluate((p) => getComputedStyle(p).textAlign)).toMatch(/^(left|start)$/);
      await card(page).getByRole('heading', { name: 'A Long Name' }).scrollIntoViewIfNeeded();
      await viewShot(page, `trip-ups-story-${viewport.width}`);
      await context.close();
    }
  });
});

describe('touch targets', () => {
  test('reroll and lock buttons are at least 44×44 px on a phone, and apart', async () => {
    const { context, page } = await newPage(browser, { viewport: PHONE });
    await seedStorage(context, withCurrent(character('c-1')));
    await page.goto(appUrl('/character-generator'));
    const boxes = [];
    for (const label of ['first name', 'last name', 'epithet', 'race', 'class', 'gender']) {
      const reroll = await card(page)
        .getByRole('button', { name: `Reroll character's ${label}` })
        .boundingBox();
      const lock = await card(page)
        .getByRole('button', { name: `Lock ${label}` })
        .boundingBox();
      boxes.push(reroll!, lock!);
      // Side by side, with room between them.
      expect(lock!.x - (reroll!.x + reroll!.width)).toBeGreaterThanOrEqual(4);
    }
    boxes.push(
      (await card(page)
        .getByRole('button', { name: "Reroll character's background" })
        .boundingBox())!,
    );
    for (const box of boxes) {
      expect(box.width).toBeGreaterThanOrEqual(44);
      expect(box.height).toBeGreaterThanOrEqual(44);
    }
    // No two targets overlap or touch.
    for (const [i, a] of boxes.entries()) {
      for (const b of boxes.slice(i + 1)) {
        const apart =
          a.x + a.width + 2 <= b.x ||
          b.x + b.width + 2 <= a.x ||
          a.y + a.height + 2 <= b.y ||
          b.y + b.height + 2 <= a.y;
        expect(apart).toBe(true);
      }
    }
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );
    await viewShot(page, 'trip-ups-touch-390');
    await page.setViewportSize(DESKTOP);
    await viewShot(page, 'trip-ups-touch-1440');
    await context.close();
  });
});

describe('alerts on a phone', () => {
  type Box = { x: number; y: number; width: number; height: number };
  const overlaps = (a: Box, b: Box) =>
    a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

  test('alerts sit above the Generate / Save bar; an error reads in full without a tap', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const { context, page } = await newPage(browser, { viewport });
      await seedStorage(context, {
        ...withCurrent(character('c-1')),
        // Not a web address: Generate says so, in a long error, and sends nothing.
        useOllamaAPI: 'true',
        ollamaEndpoint: 'localhost:11434',
        ollamaModelName: 'llama3',
      });
      await page.goto(appUrl('/character-generator'));
      const bar = page.locator('[data-action-bar]');
      await card(page).getByRole('button', { name: 'Save Character' }).click();
      await card(page).getByRole('button', { name: 'Generate', exact: true }).click();
      const error = alerts(page).filter({ hasText: 'is not a web address' });
      await error.waitFor();
      await settle(page);
      await page.waitForTimeout(200);

      const text = error.locator('[data-alert-text]');
      const { clipped, lines } = await text.evaluate((el) => ({
        clipped: el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1,
        lines: el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight),
      }));
      expect(clipped).toBe(false);
      if (viewport === PHONE) expect(lines).toBeGreaterThan(1.5);

      const shown = alerts(page).filter({ visible: true });
      expect(await shown.count()).toBe(2);
      for (const position of ['sticky bar', 'end of the page']) {
        if (position === 'end of the page') {
          await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
          await page.waitForTimeout(200);
        }
        const barBox = (await bar.boundingBox())!;
        for (let i = 0; i < (await shown.count()); i += 1) {
          expect(overlaps((await shown.nth(i).boundingBox())!, barBox)).toBe(false);
        }
        await viewShot(page, `trip-ups-alerts-${viewport.width}-${position.replace(/ /g, '-')}`);
      }
      await context.close();
    }
  });
});

describe('phone Back and My Characters kept as left', () => {
  const openMenuAt = async (page: Page, link: string) => {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: link }).click();
  };

  test('Back closes Read story and stays on My Characters; a second Back leaves', async () => {
    const { context, page } = await newPage(browser, { viewport: PHONE });
    await seedCharacters(context, [character('s-1', { firstName: 'Orla' })]);
    await page.goto(appUrl('/character-generator'));
    await card(page).waitFor();
    await openMenuAt(page, 'My Characters');
    await savedCharacters(page).waitFor();
    await savedCharacters(page)
      .getByRole('button', { name: /Read story/ })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('The last words of her tale.').waitFor();
    await viewShot(page, 'trip-ups-read-story-390');
    await page.goBack();
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/characters');
    await page.getByRole('heading', { level: 1, name: 'My Characters' }).waitFor();
    await page.waitForTimeout(300);
    expect(await focused(page)).toMatch(/Read story/);
    await viewShot(page, 'trip-ups-read-story-back-390');

    // Closed by its own button: one Back then leaves the screen.
    await savedCharacters(page)
      .getByRole('button', { name: /Read story/ })
      .click();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.goBack();
    await card(page).waitFor();
    expect(new URL(page.url()).pathname).toBe('/character-generator');
    await context.close();
  });

  test('the search and the sort order are as left when coming back to My Characters', async () => {
    const { context, page } = await newPage(browser, { viewport: PHONE });
    await seedCharacters(context, [
      character('s-1', { firstName: 'Zora' }),
      character('s-2', { firstName: 'Bryn', race: 'Elf' }),
      character('s-3', { firstName: 'Cade', race: 'Elf' }),
    ]);
    await page.goto(appUrl('/characters'));
    await page.getByLabel('Search characters').fill('elf');
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('Name');
    await savedCharacters(page).getByText('Page 1 of 2').waitFor();

    await openMenuAt(page, 'Character Generator');
    await card(page).waitFor();
    await openMenuAt(page, 'My Characters');
    await savedCharacters(page).waitFor();
    expect(await page.getByLabel('Search characters').inputValue()).toBe('elf');
    expect(await page.getByRole('combobox', { name: 'Sort by' }).inputValue()).toBe('Name');
    await page.getByText('2 of 3 characters').waitFor();
    expect(await savedCharacters(page).getByRole('heading', { level: 2 }).first().innerText()).toBe(
      'Bryn Ironleaf',
    );
    await viewShot(page, 'trip-ups-search-kept-390');
    await context.close();
  });
});

describe("the browser's own print", () => {
  /** What shows in print: visible controls, icons, the skip link and the sheets' headings. */
  async function printed(page: Page) {
    await page.emulateMedia({ media: 'print' });
    const visible = async (selector: string) => {
      let count = 0;
      for (const el of await page.locator(selector).all()) if (await el.isVisible()) count += 1;
      return count;
    };
    return {
      // The sheet's portrait is a link on screen; on paper it is a picture.
      buttons: await visible('button, [role="button"], a:not(.cg-sheet a)'),
      icons: await visible('svg'),
      navigation: await visible('nav, header, [role="navigation"], [role="banner"]'),
      skipLink: await page.getByText('Skip to content').isVisible(),
      names: await page.locator('.cg-sheet h1').allInnerTexts(),
      text: await page.evaluate(() => document.body.innerText),
    };
  }

  test('the generator prints the sheet: no menu, buttons or icons, the whole story', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const { context, page } = await newPage(browser, { viewport });
      await seedStorage(context, withCurrent(character('c-1')));
      await page.goto(appUrl('/character-generator'));
      await page.locator('.cg-sheet').waitFor({ state: 'attached' });
      const shown = await printed(page);
      expect(shown).toMatchObject({ buttons: 0, icons: 0, navigation: 0, skipLink: false });
      expect(shown.names).toEqual(['Ada Ironleaf']);
      expect(shown.text).toContain('The last words of her tale.');
      expect(shown.text).not.toContain('Show More');
      await page.waitForTimeout(300);
      await viewShot(page, `trip-ups-print-generator-${viewport.width}`);
      await context.close();
    }
  });

  test('My Characters prints the sheets of the characters listed, a long list once printing starts', async () => {
    for (const count of [3, 60]) {
      const viewport = count === 3 ? PHONE : DESKTOP;
      const { context, page } = await newPage(browser, { viewport });
      await seedCharacters(
        context,
        Array.from({ length: count }, (_, i) => character(`s-${i}`, { firstName: `Name${i}` })),
      );
      await page.goto(appUrl('/characters'));
      await savedCharacters(page).waitFor();
      if (count === 3) {
        await page.locator('.cg-sheet').first().waitFor({ state: 'attached' });
      } else {
        // As the browser does on Ctrl+P, before it lays the page out for print.
        await page.waitForTimeout(1500);
        await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
      }
      const shown = await printed(page);
      expect(shown).toMatchObject({ buttons: 0, icons: 0, navigation: 0, skipLink: false });
      expect(shown.names).toHaveLength(count);
      expect(shown.names[count - 1]).toBe(`Name${count - 1} Ironleaf`);
      expect(shown.text.split('The last words of her tale.')).toHaveLength(count + 1);
      await page.waitForTimeout(300);
      await viewShot(page, `trip-ups-print-characters-${viewport.width}`);
      await page.emulateMedia({ media: 'screen' });
      await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
      await context.close();
    }
  });
});
