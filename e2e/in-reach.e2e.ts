/**
 * Always in reach: Generate, Save Character and the new name in view together after every
 * Generate on a laptop and a phone, with and without D&D 5e numbers; a new group brought into
 * view, its members browsed above the card; Skip to Generate; the library's cards whole.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { ARTIFACTS, appUrl, launchBrowser, newPage, settle } from './support/browser';
import { card, savedCharacters, seedCharacters, storedCharacter } from './support/app';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const LAPTOP = { width: 1440, height: 1000 };
const PHONE = { width: 390, height: 844 };

/** What the screen shows now (not the whole page), saved for a person to look at. */
async function viewShot(page: Page, name: string) {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`) });
}

const generateButton = (page: Page) =>
  card(page).getByRole('button', { name: 'Generate', exact: true });

/**
 * Where the name, Generate and Save Character are, measured against what is visible: below the
 * phone's fixed app bar and, for the name, above the action bar stuck to the foot of the screen.
 */
const placesInView = (page: Page) =>
  page.evaluate(() => {
    const article = document.querySelector('article[aria-label="Character"]');
    const bar = document.querySelector('[data-action-bar]')?.getBoundingClientRect();
    const heading = article?.querySelector('h2')?.getBoundingClientRect();
    const buttons = [...(article?.querySelectorAll('[data-action-bar] button') ?? [])];
    const generate = buttons.find((b) => b.textContent === 'Generate')?.getBoundingClientRect();
    const save = buttons
      .find((b) => /^(Save Character|Saved)$/.test(b.textContent ?? ''))
      ?.getBoundingClientRect();
    const appBar = [...document.querySelectorAll('header')]
      .map((h) => h.getBoundingClientRect())
      .find((r) => r.height > 0);
    const top = appBar ? appBar.bottom : 0;
    const foot = window.innerHeight;
    const inView = (r: DOMRect | undefined, bottom = foot) =>
      !!r && r.top >= top - 1 && r.bottom <= bottom + 1;
    return {
      name: inView(heading, bar ? Math.min(bar.top, foot) : foot),
      generate: inView(generate),
      save: inView(save),
    };
  });

const ALL_IN_VIEW = { name: true, generate: true, save: true };

/** Chooses D&D 5e on Settings, as a user does; it applies at once and is kept. */
async function chooseFifthEdition(page: Page) {
  await page.goto(appUrl('/settings'));
  await page.getByRole('combobox', { name: 'Game system' }).click();
  await page.getByRole('option', { name: 'D&D 5e (SRD 5.2)' }).click();
  await page.getByRole('combobox', { name: 'Ability scores' }).waitFor();
  await page.goto(appUrl('/character-generator'));
}

/** Where the reader has got to before pressing Generate: each time somewhere else. */
const READING_PLACES = [0, 0.5, 1, 0.25, 0.8];

describe('Generate in reach', () => {
  for (const viewport of [LAPTOP, PHONE]) {
    for (const numbers of [false, true]) {
      const what = `${viewport.width}×${viewport.height}${numbers ? ', D&D 5e' : ''}`;
      test(`${what}: after each of 5 Generates the name, Generate and Save Character are in view`, async () => {
        const { context, page, consoleErrors } = await newPage(browser, { viewport });
        if (numbers) await chooseFifthEdition(page);
        else await page.goto(appUrl('/character-generator'));
        await card(page).waitFor();
        for (const [i, place] of READING_PLACES.entries()) {
          // The user has read down the card: Generate is in reach without scrolling back.
          await page.evaluate(
            (share) =>
              window.scrollTo(0, share * (document.documentElement.scrollHeight - innerHeight)),
            place,
          );
          await page.evaluate(() => new Promise(requestAnimationFrame));
          expect((await placesInView(page)).generate).toBe(true);
          const before = await card(page).getByRole('heading', { level: 2 }).innerText();
          await generateButton(page).click({ noWaitAfter: true });
          await page.waitForFunction(
            (was) =>
              document.querySelector('article[aria-label="Character"] h2')?.textContent !== was,
            before,
          );
          await settle(page);
          // The new name is brought into view in the frame after it is drawn.
          await page
            .waitForFunction(
              () => {
                const h = document.querySelector('article[aria-label="Character"] h2');
                const r = h?.getBoundingClientRect();
                return !!r && r.top >= 0 && r.bottom <= innerHeight;
              },
              undefined,
              { timeout: 3000 },
            )
            .catch(() => undefined);
          expect({ press: i + 1, ...(await placesInView(page)) }).toEqual({
            press: i + 1,
            ...ALL_IN_VIEW,
          });
        }
        if (numbers) await card(page).getByRole('heading', { name: 'Stat block' }).waitFor();
        await viewShot(page, `in-reach-generate-${viewport.width}${numbers ? '-5e' : ''}`);

        if (viewport === LAPTOP) {
          // Undo and Redo on one line, never Redo alone on a line of its own.
          const [undo, redo] = await Promise.all(
            ['Undo', 'Redo'].map((name) =>
              card(page).getByRole('button', { name, exact: true }).boundingBox(),
            ),
          );
          expect(Math.round(redo!.y)).toBe(Math.round(undo!.y));
          const bar = (await card(page).locator('[data-action-bar]').boundingBox())!;
          expect(bar.height).toBeLessThan(80);
          // The sections below the values start under the portrait: no empty column beside it.
          const portrait = (await card(page).locator('img').first().boundingBox())!;
          const atTheTable = (await card(page)
            .getByRole('heading', { name: 'At the table' })
            .boundingBox())!;
          expect(atTheTable.x).toBeLessThan(portrait.x + portrait.width);
          const cardBox = (await card(page).boundingBox())!;
          console.log(`card height at ${what}: ${Math.round(cardBox.height)} px`);
        }
        expect(consoleErrors).toEqual([]);
        await context.close();
      });
    }
  }

  test('Skip to Generate: the second Tab stop, it takes the keyboard to Generate', async () => {
    const { context, page } = await newPage(browser, { viewport: LAPTOP });
    await page.goto(appUrl('/character-generator'));
    await card(page).waitFor();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const focused = () => page.evaluate(() => document.activeElement?.textContent ?? '');
    expect(await focused()).toBe('Skip to Generate');
    await page.keyboard.press('Enter');
    expect(await focused()).toBe('Generate');
    await page.keyboard.press('Enter');
    await settle(page);
    await context.close();
  });
});

/** Asks for a tavern of four through the panel of Generate several. */
async function generateTavern(page: Page) {
  await generateButton(page).waitFor();
  await card(page).getByRole('button', { name: 'Generate several' }).click();
  const panel = page.getByRole('dialog', { name: 'Generate several' });
  await panel.getByLabel('How many').fill('4');
  await panel.getByLabel('Group').selectOption('Tavern');
  await panel.getByRole('button', { name: 'Generate group' }).click();
}

/** Whether an element is fully on the screen, below a fixed app bar. */
const onScreen = (page: Page, selector: string) =>
  page.evaluate((s) => {
    const r = document.querySelector(s)?.getBoundingClientRect();
    const appBar = [...document.querySelectorAll('header')]
      .map((h) => h.getBoundingClientRect())
      .find((h) => h.height > 0);
    return (
      !!r &&
      r.top >= (appBar?.bottom ?? 0) - 1 &&
      r.bottom <= innerHeight + 1 &&
      r.left >= 0 &&
      r.right <= innerWidth
    );
  }, selector);

describe('A group in view', () => {
  for (const viewport of [LAPTOP, PHONE]) {
    test(`${viewport.width}×${viewport.height}: a new tavern comes into view; its four members are browsed above the card`, async () => {
      const { context, page, consoleErrors } = await newPage(browser, { viewport });
      await page.goto(appUrl('/character-generator'));
      await generateTavern(page);
      await page.waitForFunction(() => document.activeElement?.id === 'group-heading');
      await page.waitForFunction(
        () => document.querySelectorAll('[aria-label="Members"] > li').length === 4,
      );
      expect(await onScreen(page, '#group-heading')).toBe(true);
      await viewShot(page, `in-reach-group-${viewport.width}`);

      const names = await page
        .locator('[aria-label="Members"] > li h3')
        .evaluateAll((hs) => hs.map((h) => h.textContent ?? ''));
      await page.locator('[aria-label="Members"] > li button').first().click();
      const strip = page.getByRole('navigation', { name: 'Group members' });
      await strip.waitFor();
      await page.waitForFunction(() => {
        const r = document.querySelector('[data-member-strip]')?.getBoundingClientRect();
        return !!r && r.top >= 0 && r.bottom <= innerHeight;
      });
      const storyTop = () =>
        page.evaluate(() => {
          const h = [...document.querySelectorAll('article h3')].find(
            (e) => e.textContent === 'Background',
          );
          return h ? h.getBoundingClientRect().top + scrollY : Infinity;
        });
      for (const [i, name] of names.entries()) {
        if (i > 0) {
          // Each next member is a tap away where the reader is: no scrolling first.
          const button = strip.getByRole('button', { name, exact: true });
          expect(await onScreen(page, `[data-member-strip] > :nth-child(${i + 2})`)).toBe(true);
          await button.click();
        }
        await page.waitForFunction(
          (n) => document.querySelector('article[aria-label="Character"] h2')?.textContent === n,
          name,
        );
        expect(await onScreen(page, 'article[aria-label="Character"] h2')).toBe(true);
        // The page has not gone past the card's story to get here.
        expect(await page.evaluate(() => scrollY)).toBeLessThan(await storyTop());
      }
      await viewShot(page, `in-reach-group-member-${viewport.width}`);
      await strip.getByRole('button', { name: 'Back to group' }).click();
      await page.waitForFunction(() => document.activeElement?.id === 'group-heading');
      expect(await onScreen(page, '#group-heading')).toBe(true);
      expect(consoleErrors).toEqual([]);
      await context.close();
    });
  }
});

describe('My Characters cards', () => {
  for (const viewport of [LAPTOP, PHONE]) {
    test(`${viewport.width}×${viewport.height}: every card shows its rows down to Alignment and its notes line`, async () => {
      const { context, page } = await newPage(browser, { viewport });
      const summary =
        'A patient healer who trusts no one from the surface, keeps a ledger of every debt and never forgets a face.';
      await seedCharacters(
        context,
        ['Ada', 'Bram', 'Cora'].map((firstName, i) =>
          storedCharacter(`lc-${i}`, {
            firstName,
            epithet: 'The Patient Storm of the Deep Halls',
            notes: 'Owes the party forty gold; met at the Sunken Bell',
            tableReady: { summary },
          }),
        ),
      );
      await page.goto(appUrl('/characters'));
      for (const view of viewport === LAPTOP ? ['Carousel', 'Grid'] : ['Carousel']) {
        await page.getByRole('button', { name: view, exact: true }).click();
        await savedCharacters(page).getByRole('article').first().waitFor();
        const cut = await savedCharacters(page)
          .getByRole('article')
          .evaluateAll((cards) =>
            cards
              .filter((c) => !c.closest('[aria-hidden="true"]'))
              .map((c) => {
                const text = c.firstElementChild as HTMLElement;
                const box = text.getBoundingClientRect();
                const dts = [...c.querySelectorAll('dt')].map((dt) => dt.textContent);
                const last = c.querySelector('dl')?.lastElementChild?.getBoundingClientRect();
                const notes = c.querySelector('p[title]')?.getBoundingClientRect();
                return {
                  rows: dts.join(', '),
                  clipped: text.scrollHeight > text.clientHeight + 1,
                  lastRowInside: !!last && last.bottom <= box.bottom + 1,
                  notesInside: !!notes && notes.bottom <= box.bottom + 1,
                };
              }),
          );
        expect(cut.length).toBeGreaterThan(0);
        for (const one of cut) {
          expect(one).toEqual({
            rows: expect.stringMatching(/Class, Alignment$/),
            clipped: false,
            lastRowInside: true,
            notesInside: true,
          });
        }
        await viewShot(page, `in-reach-library-${view.toLowerCase()}-${viewport.width}`);
      }
      await context.close();
    });
  }
});

/** Waits until the service worker is active: the release's offline copy is then complete. */
async function waitForWorker(page: Page) {
  for (const deadline = Date.now() + 30000; Date.now() < deadline;) {
    const state = await page.evaluate(
      async () => (await navigator.serviceWorker.getRegistration('/'))?.active?.state ?? null,
    );
    if (state === 'activated') return;
    await page.waitForTimeout(250);
  }
  throw new Error('The service worker did not become active within 30 s');
}

describe('Offline whole', () => {
  test('after one visit, offline: Read story, Export, the chat dialog, the stat block, a group and the phone menu all work', async () => {
    const { context, page, consoleErrors } = await newPage(browser, {
      viewport: LAPTOP,
      serviceWorkers: true,
    });
    await seedCharacters(context, [storedCharacter('off-1')]);
    await page.goto(appUrl('/character-generator'));
    await waitForWorker(page);
    await context.setOffline(true);

    // Read story on My Characters: the dialog's code was never used online.
    await page.goto(appUrl('/characters'));
    await savedCharacters(page).getByRole('button', { name: 'Read story' }).first().click();
    const story = page.getByRole('dialog');
    await story.getByText('A Life Underground').first().waitFor();
    await page.keyboard.press('Escape');
    await story.waitFor({ state: 'hidden' });

    // Export as Foundry VTT actors: the menu and the format's code.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Foundry VTT (JSON)' }).click();
    expect((await downloading).suggestedFilename()).toMatch(/\.json$/);
    await page.keyboard.press('Escape');

    // D&D 5e numbers: the stat block's code.
    await page.goto(appUrl('/settings'));
    await page.getByRole('combobox', { name: 'Game system' }).click();
    await page.getByRole('option', { name: 'D&D 5e (SRD 5.2)' }).click();
    // Generate with any chat: the model client and the paste dialog.
    await page.getByRole('switch', { name: 'Use any chat (copy and paste)' }).check();
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await page.goto(appUrl('/character-generator'));
    await generateButton(page).click();
    const chat = page.getByRole('dialog', { name: 'Use any chat' });
    await chat.getByRole('textbox', { name: 'Prompt' }).waitFor();
    await page.keyboard.press('Escape');
    await chat.waitFor({ state: 'hidden' });
    await settle(page);
    await page.goto(appUrl('/settings'));
    await page.getByRole('switch', { name: 'Use any chat (copy and paste)' }).uncheck();
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await page.goto(appUrl('/character-generator'));
    await generateButton(page).click();
    await settle(page);
    await card(page).getByRole('heading', { name: 'Stat block' }).waitFor();

    // Generate several: the group's code.
    await generateTavern(page);
    await page.waitForFunction(
      () => document.querySelectorAll('[aria-label="Members"] > li').length === 4,
    );

    // The phone's menu.
    await page.setViewportSize(PHONE);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Main' }).last().waitFor();

    const failures = consoleErrors.filter((e) => /Loading (CSS )?chunk|ChunkLoadError/.test(e));
    expect(failures).toEqual([]);
    expect(await page.getByText(/Unexpected Application Error|Loading chunk/).count()).toBe(0);
    await context.close();
  });
});
