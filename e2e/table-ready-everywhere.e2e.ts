import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { ARTIFACTS, appUrl, launchBrowser, newPage, settle } from './support/browser';
import { asJson, card, seedStorage, storedCharacter, useOllama } from './support/app';
import {
  replyForPrompt,
  startOllamaServer,
  type OllamaTestServer,
} from '../test/servers/ollama-server';

let browser: Browser;
let ollama: OllamaTestServer;

beforeAll(async () => {
  browser = await launchBrowser();
  ollama = await startOllamaServer();
  mkdirSync(ARTIFACTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
  await ollama?.close();
});

const LABELS = ['Occupation', 'Summary', 'Look', 'Voice', 'Traits', 'Ideal', 'Bond', 'Flaw'];

const alert = (page: Page, text: string) =>
  page.getByRole('alert').filter({ hasText: text }).first().waitFor();

async function generate(page: Page) {
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  await settle(page);
  await alert(page, 'New character generated');
}

async function copyAsText(page: Page): Promise<string> {
  await card(page).getByRole('button', { name: 'Copy as text' }).click();
  await alert(page, 'Copied');
  return page.evaluate(() => navigator.clipboard.readText());
}

/** A fresh page that may read and write the clipboard. */
async function clipboardPage(viewport?: { width: number; height: number }) {
  const opened = await newPage(browser, viewport ? { viewport } : {});
  await opened.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: new URL(appUrl()).origin,
  });
  return opened;
}

/** The At the table section of Read story, as "Label: value" lines. */
async function readStoryRows(page: Page, name: string): Promise<string[]> {
  const saved = page.getByRole('region', { name: 'Saved characters' });
  await saved.getByRole('article', { name }).getByRole('button', { name: 'Read story' }).click();
  const section = page.getByRole('dialog', { name }).getByRole('region', { name: 'At the table' });
  await section.waitFor();
  return section
    .locator('dt')
    .evaluateAll((terms) =>
      terms.map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`),
    );
}

test("a model's rows go everywhere: Copy as text, My Characters, search, Read story, a share link", async () => {
  ollama.setOptions({ reply: undefined });
  const { context, page } = await clipboardPage();
  await useOllama(page, `http://localhost:${ollama.port}`);
  await generate(page);
  const body = ollama.generateRequests().at(-1)?.body as { prompt: string };
  expect(body.prompt).toContain('"occupation": string');
  const expected = replyForPrompt(body.prompt) as Record<string, string>;
  const name = `${expected.firstName} ${expected.lastName}`;

  // Copy as text carries the model's rows, the secret included.
  const text = await copyAsText(page);
  expect(text).toContain('## At the table');
  expect(text).toContain('- **Occupation:** River pilot');
  expect(text).toContain('- **Traits:** Watchful, Dry-humoured, Restless');
  expect(text).toContain(`- **Secret:** ${expected.secret}`);

  // The secret goes with the link only when asked for.
  await card(page).getByRole('button', { name: 'Share' }).click();
  const choice = page.getByRole('dialog', { name: 'Share link' });
  await choice.getByRole('checkbox', { name: 'Include the secret' }).check();
  await choice.getByRole('button', { name: 'Share' }).click();
  await alert(page, 'Link copied');
  const link = await page.evaluate(() => navigator.clipboard.readText());

  // Saved, the card on My Characters shows the summary; search finds it by occupation and trait.
  await card(page).getByRole('button', { name: 'Save Character' }).click();
  await card(page).getByRole('button', { name: 'Saved' }).waitFor();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'My Characters' })
    .click();
  const saved = page.getByRole('region', { name: 'Saved characters' });
  await saved
    .getByRole('article', { name })
    .getByText(expected.summary as string)
    .waitFor();
  await page.getByRole('region', { name: 'Saved characters' }).screenshot({
    path: path.join(ARTIFACTS, 'table-ready-card-summary-1440.png'),
  });
  const search = page.getByRole('searchbox', { name: 'Search characters' });
  for (const query of ['river pilot', 'dry-humoured', 'flooded reaches']) {
    await search.fill(query);
    await saved.getByRole('article', { name }).waitFor();
  }
  await search.fill('lamplighter');
  await page.getByText(/No characters match/).waitFor();
  await search.fill('');

  // Read story lists every row.
  const rows = await readStoryRows(page, name);
  expect(rows).toEqual([
    'Occupation: River pilot',
    `Summary: ${expected.summary}`,
    `Look: ${expected.look}`,
    `Voice: ${expected.voice}`,
    'Traits: Watchful, Dry-humoured, Restless',
    `Ideal: ${expected.ideal}`,
    `Bond: ${expected.bond}`,
    `Flaw: ${expected.flaw}`,
    `Secret: ${expected.secret}`,
  ]);
  await context.close();

  // The share link brings the same rows to a browser that has never seen the character.
  const receiver = await clipboardPage();
  await receiver.page.goto(link);
  await alert(receiver.page, 'Shared character opened');
  expect(await copyAsText(receiver.page)).toContain(text.slice(text.indexOf('## At the table')));
  await receiver.context.close();
});

test('a reply without the rows still gives a character with every row, rolled offline', async () => {
  ollama.setOptions({
    reply: (request) => {
      const reply = replyForPrompt(request.prompt ?? '');
      for (const key of ['occupation', 'summary', 'look', 'voice', 'traits']) delete reply[key];
      for (const key of ['ideal', 'bond', 'flaw', 'secret']) reply[key] = { not: 'text' };
      return reply;
    },
  });
  const { context, page } = await clipboardPage();
  await useOllama(page, `http://localhost:${ollama.port}`);
  await generate(page);
  const text = await copyAsText(page);
  const section = text.slice(text.indexOf('## At the table'), text.indexOf('## The Road'));
  for (const label of [...LABELS, 'Secret']) expect(section).toMatch(`- **${label}:** `);
  expect(section).not.toContain('River pilot');
  expect(section).not.toContain('[object Object]');
  await context.close();
  ollama.setOptions({ reply: undefined });
});

test('Read story on a phone shows At the table between the attributes and the story', async () => {
  const { context, page } = await newPage(browser, { viewport: { width: 390, height: 844 } });
  const tableReady = {
    occupation: 'Temple archivist',
    summary: 'A temple archivist. Wants the sealed scrolls opened, but the abbot forbids it.',
    look: 'Ink-stained fingers and a cloak two sizes too big.',
    voice: 'Whispers, as if the shelves might overhear.',
    traits: ['Meticulous', 'Secretive', 'Kind to strangers'],
    ideal: 'Knowledge should outlive the ones who keep it.',
    bond: 'The blind scribe who taught her to read.',
    flaw: 'Lies without blinking to protect a book.',
    secret: 'She has already read the sealed scrolls, and burned one.',
  };
  await seedStorage(context, asJson({ characters: [storedCharacter('ready-1', { tableReady })] }));
  await page.goto(appUrl('/characters'));
  const rows = await readStoryRows(page, 'Ada Ironleaf');
  expect(rows[0]).toBe('Occupation: Temple archivist');
  expect(rows.at(-1)).toBe(`Secret: ${tableReady.secret}`);
  const dialog = page.getByRole('dialog', { name: 'Ada Ironleaf' });
  const section = dialog.getByRole('region', { name: 'At the table' });
  // On a phone nothing runs off the side: the longest row wraps within the dialog.
  const [dialogBox, sectionBox] = await Promise.all([dialog.boundingBox(), section.boundingBox()]);
  expect(sectionBox!.x + sectionBox!.width).toBeLessThanOrEqual(dialogBox!.x + dialogBox!.width);
  const attributes = await dialog.getByText('True Neutral').boundingBox();
  const story = await dialog.getByRole('heading', { name: 'A Life Underground' }).boundingBox();
  expect(attributes!.y).toBeLessThan(sectionBox!.y);
  expect(story!.y).toBeGreaterThan(sectionBox!.y + sectionBox!.height - 1);
  await section.scrollIntoViewIfNeeded();
  // The dialog fades in: the picture is taken once it has.
  await page.waitForFunction(() =>
    [...document.querySelectorAll('.MuiDialog-container')].every(
      (faded) => getComputedStyle(faded).opacity === '1',
    ),
  );
  // What the phone shows (a whole-page capture would stretch the full-screen dialog).
  await page.screenshot({ path: path.join(ARTIFACTS, 'table-ready-read-story-390.png') });
  await context.close();
});
