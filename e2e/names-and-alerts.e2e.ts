/**
 * Names with a text-direction override change only themselves, in Read story's relationships
 * and in History; an alert raised in Read story is inside the dialog, where screen readers hear
 * it; notes stop at their limit with a message.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { appUrl, launchBrowser, newPage, screenshot } from './support/browser';
import { asJson, seedStorage } from './support/app';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

// U+202E turns every later letter of its line around until something ends it.
const OVERRIDE = '\u202E';

const character = (id: string, firstName: string, lastName: string, extra = {}) => ({
  id,
  firstName,
  lastName,
  epithet: 'The Quiet',
  race: 'Human',
  characterClass: 'Rogue',
  gender: 'Female',
  alignment: 'True Neutral',
  age: 30,
  background: { title: 'A Tale', content: ['One paragraph.'] },
  ...extra,
});

// Lia's relationships name Ann first, whose name holds the override, then Oda.
const related = [
  character('a', 'Lia', 'Moss', {
    relationships: [
      { kind: 'rival of', id: 'b', name: `${OVERRIDE}Ann Bell` },
      { kind: 'friend of', id: 'c', name: 'Oda Finch' },
    ],
  }),
  character('b', `${OVERRIDE}Ann`, 'Bell'),
  character('c', 'Oda', 'Finch'),
];

/** Whether the text reads left to right on screen: its first letter left of its last. */
async function readsLeftToRight(scope: Locator, text: string): Promise<boolean> {
  return scope.evaluate((root, wanted) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent?.indexOf(wanted) ?? -1;
      if (at < 0) continue;
      const box = (i: number) => {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        return range.getBoundingClientRect();
      };
      return box(at).left < box(at + wanted.length - 1).left;
    }
    throw new Error(`"${wanted}" is not on the page`);
  }, text);
}

async function readStory(page: Page, name: string) {
  await page.getByRole('article', { name }).getByRole('button', { name: 'Read story' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  return dialog;
}

test('a direction override in one name leaves the next names and the age as written', async () => {
  const { context, page, consoleErrors } = await newPage(browser);
  await seedStorage(
    context,
    asJson({ characters: related, characterHistory: [related[1]], charactersView: 'grid' }),
  );
  await page.goto(appUrl('/characters'));
  const dialog = await readStory(page, 'Lia Moss');
  const relationships = dialog
    .locator('dt', { hasText: /^Relationships$/ })
    .locator('xpath=following-sibling::dd[1]');
  await relationships.waitFor();
  expect(await readsLeftToRight(relationships, 'rival of')).toBe(true);
  expect(await readsLeftToRight(relationships, 'friend of')).toBe(true);
  expect(await readsLeftToRight(relationships, 'Oda Finch')).toBe(true);
  await screenshot(page, 'bidi-relationships');
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });

  // History on the generator: the override stays in its name, the age after it reads as written.
  await page.goto(appUrl('/character-generator'));
  const history = page.getByRole('list', { name: 'Generated characters' });
  await history.waitFor();
  expect(await readsLeftToRight(history, '(30)')).toBe(true);
  expect(consoleErrors).toEqual([]);
  await context.close();
});

test('an alert raised in Read story is inside the dialog, where screen readers hear it', async () => {
  const { context, page } = await newPage(browser);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: new URL(appUrl()).origin,
  });
  await seedStorage(context, asJson({ characters: related, charactersView: 'grid' }));
  await page.goto(appUrl('/characters'));
  const dialog = await readStory(page, 'Lia Moss');
  await dialog.getByRole('button', { name: 'Copy as text' }).click();
  // Found by role only when no aria-hidden hides it from the accessibility tree.
  await dialog.getByRole('alert').filter({ hasText: 'Copied' }).waitFor();
  await screenshot(page, 'read-story-alert');
  await context.close();
});

test('notes stop at 10,000 characters with a counter and a message', async () => {
  const { context, page } = await newPage(browser);
  await seedStorage(context, asJson({ characters: related, charactersView: 'grid' }));
  await page.goto(appUrl('/characters'));
  const dialog = await readStory(page, 'Oda Finch');
  const notes = dialog.getByRole('textbox', { name: 'Notes' });
  await notes.click();
  await page.keyboard.insertText('x'.repeat(500_000));
  await dialog.getByText('Notes hold up to 10,000 characters').waitFor();
  await dialog.getByText('10,000 / 10,000').waitFor();
  expect((await notes.inputValue()).length).toBe(10_000);
  // Deleting is always taken; typing past the limit again is not.
  await page.keyboard.press('Backspace');
  await dialog.getByText('9,999 / 10,000').waitFor();
  await page.keyboard.type('abc');
  await dialog.getByText('10,000 / 10,000').waitFor();
  expect((await notes.inputValue()).endsWith('xa')).toBe(true);
  await context.close();
});
