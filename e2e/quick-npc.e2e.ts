/**
 * Quick NPC: Ctrl+K from every screen, the words narrowing the NPC and its five alternatives,
 * Enter saving into My Characters, Open in generator with History and Undo, offline after one
 * visit, and the same by keyboard alone on a 390×844 phone.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { ARTIFACTS, appUrl, launchBrowser, newPage } from './support/browser';
import { seriousViolations } from './support/axe';
import { alerts, cardName, savedCharacters } from './support/app';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PHONE = { width: 390, height: 844 };

const SCREENS: [string, string][] = [
  ['/character-generator', 'Character Generator'],
  ['/characters', 'My Characters'],
  ['/settings', 'Character Generator Settings'],
];

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Quick NPC' });
const field = (page: Page) => dialog(page).getByRole('combobox', { name: 'Who do you need?' });
const npcCard = (page: Page) => dialog(page).getByRole('article');
const npcName = (page: Page) => npcCard(page).getByRole('heading', { level: 3 }).innerText();
const options = (page: Page) => dialog(page).getByRole('option');
/** The line of race, gender, age, class and alignment. */
const facts = (page: Page) => npcCard(page).locator('h3 + p').innerText();
/** The value shown beside a label of the NPC's card. */
const npcRow = (page: Page, label: string) =>
  npcCard(page)
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]')
    .innerText();

/** Waits until the card's facts start as asked (the NPCs follow each word as it is typed). */
async function waitForFacts(page: Page, pattern: RegExp) {
  await page.waitForFunction((source) => {
    const line = document.querySelector('[role="dialog"] article h3 + p')?.textContent ?? '';
    return new RegExp(source).test(line);
  }, pattern.source);
}

/**
 * Waits until the NPC is a dwarf smith: each word narrows the NPC as it is typed, so the card is
 * a dwarf (after "dwarf") a moment before it is a smith too (after "smith").
 */
async function waitForDwarfSmith(page: Page) {
  await waitForFacts(page, /^Dwarf · /);
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[role="dialog"] article dt')].some(
      (term) =>
        term.textContent === 'Occupation' &&
        /^(Blacksmith|Forge apprentice)$/.test(term.nextElementSibling?.textContent ?? ''),
    ),
  );
}

/** The age on a line "Elf · Female · age 412 · …" or "Name — Elf Female, age 412, …". */
const ageIn = (text: string): number => Number(/age (\d+)/.exec(text)?.[1]);

/** Waits until the service worker has kept this release's files and is active. */
async function waitForWorker(page: Page) {
  const deadline = Date.now() + 30000;
  while (Date.now() < deadline) {
    const state = await page.evaluate(
      async () => (await navigator.serviceWorker.getRegistration('/'))?.active?.state ?? null,
    );
    if (state === 'activated') return;
    await page.waitForTimeout(250);
  }
  throw new Error('The service worker did not become active within 30 s');
}

async function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element === document.activeElement);
}

describe('Quick NPC', () => {
  test('Ctrl+K opens it from each screen with a new NPC and the field focused; Escape closes', async () => {
    const { context, page, consoleErrors } = await newPage(browser);
    for (const [route, title] of SCREENS) {
      await page.goto(appUrl(route));
      await page.getByRole('heading', { name: title, level: 1 }).waitFor();
      await page.keyboard.press('Control+k');
      await field(page).waitFor();
      await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'combobox');
      expect(await npcName(page)).toMatch(/\S+ \S+/);
      expect(await options(page).count()).toBe(5);
      await page.keyboard.press('Escape');
      await dialog(page).waitFor({ state: 'hidden' });
      // The screen is as it was.
      expect(new URL(page.url()).pathname).toBe(route);
    }
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  test('"dwarf smith" gives a dwarf smith and five dwarf alternatives; unknown words are listed', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(appUrl('/character-generator'));
    await page.getByRole('button', { name: 'Quick NPC' }).click();
    await field(page).pressSequentially('dwarf smith');
    await waitForDwarfSmith(page);
    expect(await npcRow(page, 'Occupation')).toMatch(/^(Blacksmith|Forge apprentice)$/);
    // The summary says what the NPC wants; the trade has its own row.
    expect(await npcRow(page, 'Summary')).not.toMatch(/blacksmith|forge apprentice/i);
    const lines = await options(page).allInnerTexts();
    expect(lines).toHaveLength(5);
    for (const line of lines) expect(line).toMatch(/ — Dwarf (Male|Female|Non-binary), age \d+, /);
    expect(
      await dialog(page)
        .getByText(/^Not understood/)
        .count(),
    ).toBe(0);

    await field(page).pressSequentially(' blacksmithe ');
    await dialog(page).getByText('Not understood: blacksmithe').waitFor();
    // Not an error: the field is not marked invalid, and the NPC is still a dwarf smith.
    expect(await field(page).getAttribute('aria-invalid')).toBe('false');
    expect(await facts(page)).toMatch(/^Dwarf · /);
    await context.close();
  });

  test('"old elf woman priest" fits every word, the card and each alternative', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(appUrl('/characters'));
    await page.keyboard.press('Control+k');
    await field(page).pressSequentially('old elf woman priest');
    await waitForFacts(page, /^Elf · Female · age \d+ · Cleric · /);
    // An old elf is 350 to 480.
    const age = ageIn(await facts(page));
    expect(age).toBeGreaterThanOrEqual(350);
    expect(age).toBeLessThanOrEqual(480);
    expect(await npcRow(page, 'Occupation')).toMatch(
      /^(Temple archivist|Hospice keeper|Almoner of a poorhouse|Wandering preacher|Retired abbey cellarer)$/,
    );
    for (const line of await options(page).allInnerTexts()) {
      expect(line).toMatch(/ — Elf Female, age \d+, /);
      expect(ageIn(line)).toBeGreaterThanOrEqual(350);
    }
    // Another choice: Down, and the card shows the second.
    const second = (await options(page).first().innerText()).split(' — ')[0];
    await page.keyboard.press('ArrowDown');
    await page.waitForFunction(
      (name) => document.querySelector('[role="dialog"] article h3')?.textContent === name,
      second,
    );
    expect(await facts(page)).toMatch(/^Elf · Female · age \d+ · Cleric · /);
    // The secret shows only when asked for.
    expect(
      await npcCard(page)
        .locator('dt', { hasText: /^Secret$/ })
        .count(),
    ).toBe(0);
    await npcCard(page).getByRole('button', { name: 'Show secret' }).click();
    expect((await npcRow(page, 'Secret')).length).toBeGreaterThan(10);
    await context.close();
  });

  test('Ctrl+K then Enter saves the NPC into My Characters and says so', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(appUrl('/settings'));
    await page.keyboard.press('Control+k');
    await field(page).waitFor();
    const name = await npcName(page);
    await page.keyboard.press('Enter');
    await alerts(page)
      .filter({ hasText: `NPC saved: ${name}` })
      .waitFor();
    await dialog(page).waitFor({ state: 'hidden' });
    await alerts(page).getByRole('button', { name: 'My Characters' }).click();
    await savedCharacters(page).getByRole('heading', { name, level: 2 }).waitFor();
    // Kept: still there after a reload.
    await page.reload();
    await savedCharacters(page).getByRole('heading', { name, level: 2 }).waitFor();
    await context.close();
  });

  test('Ctrl+Enter rolls six more; Open in generator puts the chosen one on the card, with Undo', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(appUrl('/character-generator'));
    const before = await cardName(page);
    await page.keyboard.press('Control+k');
    await field(page).pressSequentially('orc guard');
    await waitForFacts(page, /^Orc · /);
    const first = await npcName(page);
    await page.keyboard.press('Control+Enter');
    await page.waitForFunction(
      (name) => document.querySelector('[role="dialog"] article h3')?.textContent !== name,
      first,
    );
    await waitForFacts(page, /^Orc · /);
    await page.keyboard.press('ArrowDown');
    const chosen = (await options(page).first().innerText()).split(' — ')[0] as string;
    await dialog(page).getByRole('button', { name: 'Open in generator' }).click();
    await dialog(page).waitFor({ state: 'hidden' });
    await page.waitForFunction(
      (name) => document.querySelector('article[aria-label="Character"] h2')?.textContent === name,
      chosen,
    );
    // The character it replaced is in History; Undo brings it back.
    await page.getByRole('button', { name: `Show ${before} (` }).waitFor();
    await page.getByRole('button', { name: 'Undo' }).first().click();
    await page.waitForFunction(
      (name) => document.querySelector('article[aria-label="Character"] h2')?.textContent === name,
      before,
    );
    await context.close();
  });

  test('after one visit it opens offline and saves, with no model and no network', async () => {
    const { context, page } = await newPage(browser, { serviceWorkers: true });
    await page.goto(appUrl('/character-generator'));
    await waitForWorker(page);
    await context.setOffline(true);
    await page.goto(appUrl('/settings'));
    await page.keyboard.press('Control+k');
    await field(page).pressSequentially('young human sailor');
    await waitForFacts(page, /^Human · /);
    const name = await npcName(page);
    await page.keyboard.press('Enter');
    await alerts(page)
      .filter({ hasText: `NPC saved: ${name}` })
      .waitFor();
    await context.close();
  });

  test('phone, 390×844, keyboard only: full screen, fits, narrows, chooses, saves', async () => {
    const { context, page, consoleErrors } = await newPage(browser, { viewport: PHONE });
    await page.goto(appUrl('/character-generator'));
    // The app bar's button, reached and pressed by keyboard.
    const button = page.getByRole('button', { name: 'Quick NPC' });
    await button.waitFor();
    const box = await button.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    expect(box && box.y + box.height).toBeLessThanOrEqual(64);
    for (let i = 0; i < 10 && !(await isFocused(button)); i += 1) await page.keyboard.press('Tab');
    expect(await isFocused(button)).toBe(true);
    await page.keyboard.press('Enter');
    await field(page).waitFor();
    await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'combobox');
    // Full screen, and nothing wider than the screen.
    expect(await dialog(page).boundingBox()).toMatchObject({ x: 0, y: 0, ...PHONE });
    await page.keyboard.type('dwarf smith');
    await waitForDwarfSmith(page);
    expect(
      await page.evaluate(() => {
        const paper = document.querySelector('[role="dialog"]') as HTMLElement;
        return paper.scrollWidth <= paper.clientWidth && document.body.scrollWidth <= 390;
      }),
    ).toBe(true);
    await page.keyboard.press('ArrowDown');
    const chosen = (await options(page).first().innerText()).split(' — ')[0] as string;
    // The screen as the phone shows it (a whole-page picture would add the page behind).
    mkdirSync(ARTIFACTS, { recursive: true });
    await page.screenshot({ path: path.join(ARTIFACTS, 'quick-npc-phone.png') });
    expect(await seriousViolations(page, 'Quick NPC at 390 px')).toEqual([]);
    await page.keyboard.press('Enter');
    await alerts(page)
      .filter({ hasText: `NPC saved: ${chosen}` })
      .waitFor();
    // Back on the screen, the keyboard is where it was.
    expect(await isFocused(button)).toBe(true);
    await page.goto(appUrl('/characters'));
    await savedCharacters(page).getByRole('heading', { name: chosen, level: 2 }).waitFor();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
