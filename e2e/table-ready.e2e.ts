/**
 * "At the table" on the generator card, in the production build: the nine rows after Generate,
 * their reroll, edit, lock and undo, the hidden secret and its remembered toggle, a phone's
 * width and touch targets, and the keyboard.
 */
import type { Browser, Page } from 'playwright-core';
import path from 'node:path';
import { ARTIFACTS, appUrl, launchBrowser, newPage, screenshot, settle } from './support/browser';
import { card, row } from './support/app';
import { seriousViolations } from './support/axe';
import { TABLE_READY_LABELS as LABELS } from '@/testing/fixtures';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const section = (page: Page) => page.getByRole('region', { name: 'At the table' });
const button = (page: Page, name: string) =>
  section(page).getByRole('button', { name, exact: true });
const showSecret = (page: Page) => button(page, 'Show secret');
const hideSecret = (page: Page) => button(page, 'Hide secret');

/** Every value of the section, by label. */
async function values(page: Page): Promise<Record<string, string>> {
  const entries = await Promise.all(
    LABELS.map(async (label) => [label, (await row(page, label).innerText()).trim()] as const),
  );
  return Object.fromEntries(entries);
}

/** Opens the generator and presses Generate: a character with the rows. */
async function generated(page: Page) {
  await page.goto(appUrl('/character-generator'));
  await generate(page);
}

async function generate(page: Page) {
  await card(page).getByRole('button', { name: 'Generate', exact: true }).click();
  await settle(page);
  await section(page).waitFor();
}

test('after Generate the nine rows show above the story; reroll, edit, lock and undo work on them', async () => {
  const { context, page, consoleErrors } = await newPage(browser);
  await generated(page);
  const headings = await card(page).getByRole('heading', { level: 3 }).allInnerTexts();
  expect(headings.indexOf('At the table')).toBeLessThan(headings.indexOf('History:'));
  expect(await section(page).locator('dt').allInnerTexts()).toEqual(LABELS);
  await screenshot(page, 'table-ready-desktop');

  // A reroll changes that row only.
  const before = await values(page);
  await button(page, "Reroll character's voice").click();
  await settle(page);
  const rerolled = await values(page);
  expect(rerolled.Voice).not.toBe(before.Voice);
  expect({ ...rerolled, Voice: before.Voice }).toEqual(before);

  // Undo brings the rerolled row back.
  await card(page).getByRole('button', { name: 'Undo', exact: true }).click();
  await page.waitForFunction(
    (voice) =>
      Array.from(document.querySelectorAll('dt')).find((dt) => dt.textContent === 'Voice')
        ?.nextElementSibling?.textContent === voice,
    before.Voice,
  );

  // Edited by hand: Edit occupation, type, Enter.
  await button(page, 'Edit occupation').click();
  const field = section(page).getByRole('textbox', { name: 'Occupation' });
  await field.fill('Lamplighter');
  await field.press('Enter');
  await settle(page);
  await page.waitForFunction(() =>
    document.querySelector('article')?.textContent?.includes('Lamplighter'),
  );
  expect(await row(page, 'Occupation').innerText()).toBe('Lamplighter');

  // Locked, it stays through Generate; the other rows are new.
  await button(page, 'Lock occupation').click();
  expect(await button(page, 'Lock occupation').getAttribute('aria-pressed')).toBe('true');
  const name = await card(page).getByRole('heading', { level: 2 }).innerText();
  await generate(page);
  await page.waitForFunction(
    (old) => document.querySelector('article h2')?.textContent !== old,
    name,
  );
  expect(await row(page, 'Occupation').innerText()).toBe('Lamplighter');
  expect(await row(page, 'Look').innerText()).not.toBe(before.Look);
  expect(consoleErrors).toEqual([]);
  await context.close();
});

test('Show secret shows the secret and becomes Hide secret, remembered after a reload', async () => {
  const { context, page, consoleErrors } = await newPage(browser);
  await generated(page);
  expect(await showSecret(page).getAttribute('aria-expanded')).toBe('false');
  expect(await row(page, 'Secret').innerText()).toBe('Hidden');
  await showSecret(page).click();
  expect(await hideSecret(page).getAttribute('aria-expanded')).toBe('true');
  expect(await showSecret(page).count()).toBe(0);
  const secret = await row(page, 'Secret').innerText();
  expect(secret).not.toBe('Hidden');
  expect(secret.length).toBeGreaterThan(10);

  // After a reload (and a new character) the secret still shows.
  await page.reload();
  await generate(page);
  expect(await hideSecret(page).getAttribute('aria-expanded')).toBe('true');
  expect(await row(page, 'Secret').innerText()).not.toBe('Hidden');

  // Hidden again, it stays hidden after a reload: the text is not on the page at all.
  await hideSecret(page).click();
  await page.reload();
  await generate(page);
  expect(await showSecret(page).getAttribute('aria-expanded')).toBe('false');
  expect(await row(page, 'Secret').innerText()).toBe('Hidden');
  expect(await button(page, 'Edit secret').isDisabled()).toBe(true);
  expect(consoleErrors).toEqual([]);
  await context.close();
});

test('at 390×844 nothing scrolls sideways and every control is 44 px or more', async () => {
  const { context, page } = await newPage(browser, { viewport: { width: 390, height: 844 } });
  await generated(page);
  await showSecret(page).click();
  await screenshot(page, 'table-ready-phone');
  // What the screen shows with the section's heading just below the app bar.
  await section(page).evaluate((el) => {
    el.scrollIntoView({ block: 'start' });
    window.scrollBy(0, -64);
  });
  await page.screenshot({ path: path.join(ARTIFACTS, 'table-ready-phone-view.png') });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  const small: string[] = [];
  for (const control of await section(page).getByRole('button').all()) {
    const box = await control.boundingBox();
    const name = (await control.getAttribute('aria-label')) ?? (await control.innerText());
    // The value's Edit button stretches over the whole value, a row of text 24 px high; its
    // neighbours' 44 px buttons make the row tall enough to press.
    if (name.startsWith('Edit ')) continue;
    if (!box || box.width < 44 || box.height < 44) small.push(`${name}: ${JSON.stringify(box)}`);
  }
  expect(small).toEqual([]);

  // Each label stands above its sentence, which gets the width of the card, not a thin column.
  const summary = await section(page).evaluate((el) => {
    const dt = [...el.querySelectorAll('dt')].find((d) => d.textContent === 'Summary')!;
    const value = dt.nextElementSibling!.getBoundingClientRect();
    return { below: value.top >= dt.getBoundingClientRect().bottom, width: value.width };
  });
  expect(summary.below).toBe(true);
  expect(summary.width).toBeGreaterThan(200);

  // A sentence's editor fits the screen too.
  await button(page, 'Edit summary').click();
  await section(page).getByRole('textbox', { name: 'Summary' }).waitFor();
  await page.screenshot({ path: path.join(ARTIFACTS, 'table-ready-phone-editor.png') });
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    ),
  ).toBeLessThanOrEqual(0);
  await context.close();
});

test('keyboard: Tab reaches a row’s Edit, Enter opens it, Escape gives the focus back; axe is clean', async () => {
  const { context, page } = await newPage(browser);
  await generated(page);
  await showSecret(page).focus();
  // The rows come right after the toggle.
  await page.keyboard.press('Tab');
  const focusedName = () =>
    page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
  expect(await focusedName()).toBe('Edit occupation');
  await page.keyboard.press('Tab');
  expect(await focusedName()).toBe("Reroll character's occupation");
  await page.keyboard.press('Tab');
  expect(await focusedName()).toBe('Lock occupation');
  await page.keyboard.press('Tab');
  expect(await focusedName()).toBe('Edit summary');
  await page.keyboard.press('Enter');
  const field = section(page).getByRole('textbox', { name: 'Summary' });
  await field.waitFor();
  expect(await field.evaluate((el) => el === document.activeElement)).toBe(true);
  await page.keyboard.type(' More.');
  await page.keyboard.press('Escape');
  await page.waitForFunction(
    () => document.activeElement?.getAttribute('aria-label') === 'Edit summary',
  );
  expect(await row(page, 'Summary').innerText()).not.toContain('More.');
  // In both states of the secret the section passes axe.
  expect(await seriousViolations(page, 'At the table, secret hidden')).toEqual([]);
  await showSecret(page).click();
  expect(await seriousViolations(page, 'At the table, secret shown')).toEqual([]);
  await context.close();
});
