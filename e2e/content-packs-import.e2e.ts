/**
 * `Import pack` from files of every format it reads: plain text, CSV, Foundry VTT RollTables of
 * v12 and v13 (into the table picked) and a 5etools-shaped name list (into the race named), each
 * shown in the preview before it is added; a broken file says the line of its fault. Then the
 * same by keyboard alone on a 390×844 phone, and a pack's races and classes reaching the loopback
 * Ollama and cloud models as the lists they may choose from.
 */
import type { Locator, Page } from 'playwright-core';
import { appUrl, newPage, screenshot, settle } from './support/browser';
import { alerts, card, notifications, row, saveSettings } from './support/app';
import { catchFileChoosers } from './support/file-chooser';
import { startBrowserAndModels } from './support/model-servers';
import {
  CSV,
  FOUNDRY_V12,
  FOUNDRY_V13,
  NAMES_JSON,
  PLAIN_TEXT,
} from '../src/domain/packs/__tests__/pack-fixtures';

const rig = startBrowserAndModels();
beforeEach(() => {
  rig.ollama.setBehaviour('ok');
  rig.ollama.setOptions({ capabilities: ['completion'] });
  rig.ollama.requests.length = 0;
  rig.cloud.reset();
  rig.cloud.setBehaviour('success');
});

const PHONE = { width: 390, height: 844 };

const packsList = (page: Page) => page.getByRole('list', { name: 'Content packs' });
const importDialog = (page: Page) => page.getByRole('dialog', { name: 'Import pack' });
const preview = (page: Page) =>
  importDialog(page).getByRole('list', { name: 'What will be added' });
/** A pack's row in the list, found by its switch's name. */
const packRow = (page: Page, name: string) =>
  packsList(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('switch', { name, exact: true }) });

const fileOf = (name: string, text: string) => ({
  name,
  mimeType: name.endsWith('.csv')
    ? 'text/csv'
    : name.endsWith('.json')
      ? 'application/json'
      : 'text/plain',
  buffer: Buffer.from(text, 'utf8'),
});

async function openSettings(page: Page) {
  await page.goto(appUrl('/settings'));
  await page.getByRole('heading', { name: 'Content packs' }).waitFor();
}

/** Picks a file through the hidden input, as the file picker `Import pack` opens would. */
async function pick(page: Page, name: string, text: string) {
  await page.getByLabel('Pack file').setInputFiles(fileOf(name, text));
}

/** Adds what the preview shows and waits for the pack's row and the dialog to be gone. */
async function addPack(page: Page, name: string) {
  await importDialog(page).getByRole('button', { name: 'Add pack' }).click();
  await importDialog(page).waitFor({ state: 'detached' });
  await packRow(page, name).waitFor();
}

async function focusIsOn(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element === document.activeElement);
}

const focusOnBody = (page: Page) => page.evaluate(() => document.activeElement === document.body);

/** Presses Tab until `target` has the focus; fails if the focus falls to the page body. */
async function tabTo(page: Page, target: Locator, limit = 60) {
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press('Tab');
    if (await focusIsOn(target)) return;
    expect(await focusOnBody(page)).toBe(false);
  }
  throw new Error('Tab never reached the control');
}

describe('Import pack', () => {
  test('reads text, CSV, RollTables of v12 and v13 and a names.json, each with its preview', async () => {
    const { context, page, consoleErrors } = await newPage(rig.browser, {
      viewport: { width: 1440, height: 1000 },
    });
    await openSettings(page);

    // Plain text: duplicates folded, empty lines skipped, markup kept as the text it is.
    await pick(page, 'world.txt', PLAIN_TEXT);
    await importDialog(page).getByText('From world.txt.').waitFor();
    for (const line of ['Races: 2', 'Classes: 2', 'First names: 3', 'Last names: 1']) {
      await preview(page).getByText(line).waitFor();
    }
    expect(await preview(page).innerText()).toContain('<script>alert(1)</script> juggler');
    await screenshot(page, 'content-packs-import-text');
    await addPack(page, 'world');
    expect(await packRow(page, 'world').innerText()).toContain('Races 2 · Classes 2');

    // CSV with a header row of table names: the same tables.
    await pick(page, 'world-table.csv', CSV);
    await preview(page).getByText('Occupations: 2').waitFor();
    await preview(page).getByText('First names: 3').waitFor();
    await addPack(page, 'world-table');
    const counts = (text: string) => text.split('\n').find((line) => line.includes(' · '));
    expect(counts(await packRow(page, 'world-table').innerText())).toBe(
      counts(await packRow(page, 'world').innerText()),
    );

    // A v12 RollTable into the table picked.
    await pick(page, 'odd-jobs.json', FOUNDRY_V12);
    await importDialog(page).getByRole('combobox', { name: 'Table' }).click();
    await page.getByRole('option', { name: 'Traits' }).click();
    await preview(page).getByText('Traits: 2').waitFor();
    expect(await preview(page).innerText()).not.toContain('Occupations');
    await addPack(page, 'Odd jobs');
    expect(await packRow(page, 'Odd jobs').innerText()).toContain('Traits 2');

    // A v13 RollTable (results as name or description) into the table it offers first.
    await pick(page, 'odd-jobs-v13.json', FOUNDRY_V13);
    await preview(page).getByText('Occupations: 2').waitFor();
    await importDialog(page).getByRole('textbox', { name: 'Pack name' }).fill('Jobs of v13');
    await addPack(page, 'Jobs of v13');
    expect(await packRow(page, 'Jobs of v13').innerText()).toContain('Occupations 2');

    // A names.json: first names per gender and last names, for the race named.
    await pick(page, 'names.json', NAMES_JSON);
    await preview(page).getByText('First names: 2').waitFor();
    await importDialog(page).getByRole('textbox', { name: 'Race' }).fill('Halfling');
    await preview(page)
      .getByText(/Rosie \| Halfling \| Female/)
      .waitFor();
    await preview(page).getByText('Last names: 1').waitFor();
    await screenshot(page, 'content-packs-import-names');
    await addPack(page, 'Names');
    expect(await packRow(page, 'Names').innerText()).toContain('First names 2 · Last names 1');
    expect(await packsList(page).getByRole('switch').count()).toBe(5);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  test('a broken file says the line of its fault and adds nothing; Cancel adds nothing either', async () => {
    const { context, page, consoleErrors } = await newPage(rig.browser);
    await openSettings(page);
    await pick(page, 'broken.txt', '# Races\nElf\nHalfling | 150-20\n');
    await alerts(page).filter({ hasText: 'Line 3: "150-20" is not an age range' }).waitFor();
    await pick(page, 'broken.csv', 'Races,Classes\nElf,Bard\n"Dwarf,Rogue\n');
    await alerts(page).filter({ hasText: 'Line 3: a quoted cell is never closed' }).waitFor();
    await pick(page, 'broken.json', '{\n  "name": "Odd jobs",\n  "results": [,]\n}');
    await alerts(page)
      .filter({ hasText: /Line 3: the JSON is broken here/ })
      .waitFor();
    await screenshot(page, 'content-packs-import-broken');
    expect(await importDialog(page).count()).toBe(0);

    await pick(page, 'world.txt', PLAIN_TEXT);
    await importDialog(page).getByRole('button', { name: 'Cancel' }).click();
    await importDialog(page).waitFor({ state: 'detached' });
    await page.getByText('No packs yet.', { exact: false }).waitFor();
    expect(await packsList(page).count()).toBe(0);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  test('by keyboard alone on a 390×844 phone: a RollTable into the table chosen', async () => {
    const { context, page, consoleErrors } = await newPage(rig.browser, { viewport: PHONE });
    const choosers = catchFileChoosers(page);
    await openSettings(page);
    const importButton = page.getByRole('button', { name: 'Import pack' });
    await tabTo(page, importButton);
    await page.keyboard.press('Enter');
    await (await choosers.next()).setFiles(fileOf('odd-jobs.json', FOUNDRY_V12));
    const dialog = importDialog(page);
    await preview(page).getByText('Occupations: 2').waitFor();
    const table = dialog.getByRole('combobox', { name: 'Table' });
    await tabTo(page, table, 10);
    await page.keyboard.press('Enter');
    const voices = page.getByRole('option', { name: 'Voices' });
    await voices.waitFor();
    while (!(await focusIsOn(voices))) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await preview(page).getByText('Voices: 2').waitFor();
    expect(await focusIsOn(table)).toBe(true);
    await screenshot(page, 'content-packs-import-phone');
    await tabTo(page, dialog.getByRole('button', { name: 'Add pack' }), 10);
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await packRow(page, 'Odd jobs').waitFor();
    expect(await packRow(page, 'Odd jobs').innerText()).toContain('Voices 2');
    // Back where the import began.
    expect(await focusIsOn(importButton)).toBe(true);

    // A broken file by keyboard: the message, and the focus still on `Import pack`.
    await page.keyboard.press('Enter');
    await (await choosers.next()).setFiles(fileOf('broken.txt', '\nHalfling\n'));
    await alerts(page).filter({ hasText: 'Line 2: put a heading' }).waitFor();
    expect(await focusOnBody(page)).toBe(false);
    await screenshot(page, 'content-packs-import-broken-phone');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

type Schema = { properties: Record<string, { enum?: string[] }> };

/**
 * Imports a pack with races and classes only (the built-in ones stay on). They look and play like
 * built-in ones, so whichever the model picks has a picture.
 */
async function packWithPeoples(page: Page) {
  await openSettings(page);
  const text =
    '# Races\nHalfling | 20-150 | Looks like Human\n# Classes\nBard | Plays like Rogue\n';
  await pick(page, 'peoples.txt', text);
  await addPack(page, 'peoples');
}

/** Turns a model on in Settings with `Use a JSON schema`, saves, and generates one character. */
async function generateWith(page: Page, provider: 'Ollama' | 'Azure', endpoint: string) {
  await page.getByLabel(`Enable ${provider} API`).check();
  await page.getByLabel(`${provider} Endpoint`).fill(endpoint);
  await page.getByLabel(`${provider} Model Name`).fill('llama3');
  if (provider === 'Azure') await page.getByLabel('Azure Token', { exact: true }).fill('tok-e2e');
  const schema = page
    .getByRole('group', {
      name: provider === 'Ollama' ? 'Local model (Ollama)' : 'Cloud model (Azure)',
    })
    .getByRole('switch', { name: 'Use a JSON schema' });
  await schema.check();
  await saveSettings(page);
  await page.getByRole('link', { name: 'Character Generator' }).first().click();
  await card(page).waitFor();
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  await settle(page);
  await notifications(page).getByText('New character generated').waitFor();
}

describe("a pack's races and classes reach the model", () => {
  test('Ollama: in the prompt and in the JSON schema', async () => {
    const { context, page, consoleErrors } = await newPage(rig.browser);
    await packWithPeoples(page);
    await generateWith(page, 'Ollama', rig.ollama.url);
    const body = rig.ollama.generateRequests().at(-1)?.body as { prompt: string; format: Schema };
    expect(body.prompt).toMatch(/"race": [^\n]*"Halfling"/);
    expect(body.prompt).toMatch(/"characterClass": [^\n]*"Bard"/);
    expect(body.format.properties.race?.enum).toEqual(
      expect.arrayContaining(['Human', 'Halfling']),
    );
    expect(body.format.properties.characterClass?.enum).toEqual(
      expect.arrayContaining(['Warrior', 'Bard']),
    );
    expect((await row(page, 'Race').innerText()).trim()).not.toBe('');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  test('the cloud model: in the messages and in response_format', async () => {
    const { context, page, consoleErrors } = await newPage(rig.browser);
    await packWithPeoples(page);
    await generateWith(page, 'Azure', `${rig.cloud.url}/v1`);
    const json = rig.cloud.completionRequests().at(-1)?.json as {
      messages: { content: string }[];
      response_format: { json_schema: { schema: Schema } };
    };
    const prompt = json.messages.map((m) => m.content).join('\n');
    expect(prompt).toMatch(/"race": [^\n]*"Halfling"/);
    expect(prompt).toMatch(/"characterClass": [^\n]*"Bard"/);
    const properties = json.response_format.json_schema.schema.properties;
    expect(properties.race?.enum).toEqual(expect.arrayContaining(['Elf', 'Halfling']));
    expect(properties.characterClass?.enum).toEqual(expect.arrayContaining(['Mage', 'Bard']));
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

describe('Looks like', () => {
  // The card shows its portrait from tablet widths up; a phone's card has none to check.
  test('a pack race shows the picture of the race it looks like', async () => {
    const { context, page, consoleErrors } = await newPage(rig.browser, {
      viewport: { width: 1440, height: 1000 },
    });
    await openSettings(page);
    await pick(page, 'hills.txt', '# Races\nHalfling | 20-150 | Looks like Dwarf\n');
    await addPack(page, 'hills');
    const races = page.getByRole('group', { name: 'Built-in races' });
    for (const race of ['Human', 'Elf', 'Dwarf', 'Orc']) {
      await races.getByRole('switch', { name: race }).uncheck();
    }
    await page.goto(appUrl());
    await card(page).waitFor();
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    await settle(page);
    expect((await row(page, 'Race').innerText()).trim()).toBe('Halfling');
    const portrait = card(page).getByRole('img', { name: /^Halfling / });
    expect(await portrait.getAttribute('src')).toMatch(
      /\/images\/dwarf\/\w+\/(male|female)1\.png$/,
    );
    await page.waitForFunction(
      (img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0,
      await portrait.elementHandle(),
    );
    await screenshot(page, 'content-packs-looks-like');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
