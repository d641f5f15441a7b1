/**
 * Formats out and in: Export's menu downloads the backup, Foundry VTT actors, Obsidian notes and
 * a spreadsheet, each under its name and type; Copy stat block puts the 5e layout on the
 * clipboard; Import reads a Foundry VTT actor, its biography only ever as text.
 */
import { readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import type { Browser, Page } from 'playwright-core';
import { appUrl, launchBrowser, newPage, screenshot } from './support/browser';
import { alerts, asJson, card, seedStorage, storedCharacter } from './support/app';
import { seriousViolations } from './support/axe';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const ATTRIBUTION_START = 'This work includes material from the System Reference Document 5.2';
const stats = { level: 3, scores: { str: 10, dex: 12, con: 14, int: 10, wis: 17, cha: 13 } };
const ada = storedCharacter('fmt-1', { stats, notes: '=HYPERLINK("http://x.test","y")' });
const bram = storedCharacter('fmt-2', { firstName: 'Bram', race: 'Elf', characterClass: 'Rogue' });

/** My Characters with Ada (with numbers) and Bram (without) saved, and D&D 5e chosen. */
async function library(viewport?: { width: number; height: number }) {
  const opened = await newPage(browser, viewport ? { viewport } : {});
  await seedStorage(opened.context, {
    gameSystem: 'srd5',
    ...asJson({ characters: [ada, bram], currentCharacter: { character: ada } }),
  });
  // The type of each file handed to the downloads, in order.
  await opened.context.addInitScript(() => {
    const types: string[] = [];
    (window as unknown as { blobTypes: string[] }).blobTypes = types;
    const create = URL.createObjectURL.bind(URL);
    URL.createObjectURL = (blob: Blob | MediaSource) => {
      if (blob instanceof Blob) types.push(blob.type);
      return create(blob);
    };
  });
  await opened.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: new URL(appUrl()).origin,
  });
  await opened.page.goto(appUrl('/characters'));
  await opened.page.getByRole('heading', { name: 'My Characters', level: 1 }).waitFor();
  return opened;
}

const lastBlobType = (page: Page) =>
  page.evaluate(() => (window as unknown as { blobTypes: string[] }).blobTypes.at(-1));

/** Chooses `format` from Export's menu and returns the download's name, type and bytes. */
async function exportAs(page: Page, format: string) {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  await page.getByRole('menuitem', { name: format }).click();
  const download = await downloading;
  return {
    name: download.suggestedFilename(),
    type: await lastBlobType(page),
    bytes: readFileSync((await download.path()) as string),
  };
}

const DAY = /\d{4}-\d{2}-\d{2}/.source;

describe('Formats', () => {
  test('each choice of Export downloads its file, named and typed for its use', async () => {
    const { context, page, consoleErrors } = await library();

    const backup = await exportAs(page, 'Backup (JSON)');
    expect(backup.name).toMatch(new RegExp(`^characters-${DAY}\\.json$`));
    expect(backup.type).toBe('application/json');
    expect(JSON.parse(backup.bytes.toString('utf8')).characters).toHaveLength(2);

    const foundry = await exportAs(page, 'Foundry VTT (JSON)');
    expect(foundry.name).toMatch(new RegExp(`^characters-foundry-vtt-${DAY}\\.zip$`));
    expect(foundry.type).toBe('application/zip');
    const actors = unzipSync(new Uint8Array(foundry.bytes));
    expect(Object.keys(actors)).toEqual(['Ada Ironleaf.json', 'Bram Ironleaf.json']);
    const actor = JSON.parse(strFromU8(actors['Ada Ironleaf.json']!));
    expect(actor).toMatchObject({
      name: 'Ada Ironleaf',
      type: 'npc',
      system: { abilities: { wis: { value: 17 } }, details: { type: { subtype: 'Dwarf' } } },
    });
    expect(actor.system.details.biography.value).toContain(ATTRIBUTION_START);

    const notes = await exportAs(page, 'Markdown (Obsidian)');
    expect(notes.name).toMatch(new RegExp(`^characters-obsidian-${DAY}\\.zip$`));
    const files = unzipSync(new Uint8Array(notes.bytes));
    const note = strFromU8(files['Ada Ironleaf.md']!);
    expect(note).toMatch(/^---\nname: "Ada Ironleaf"\nrace: "Dwarf"\nclass: "Cleric"/);
    expect(note).toContain('```statblock\nname: "Ada Ironleaf"');
    expect(note).toContain(ATTRIBUTION_START);
    expect(strFromU8(files['Bram Ironleaf.md']!)).not.toContain('statblock');

    const sheet = await exportAs(page, 'Spreadsheet (CSV)');
    expect(sheet.name).toMatch(new RegExp(`^characters-${DAY}\\.csv$`));
    expect(sheet.type).toBe('text/csv');
    const csv = sheet.bytes.toString('utf8');
    expect(csv.startsWith('\uFEFF"Id","First Name","Last Name"')).toBe(true);
    // The formula in Ada's notes is text to a spreadsheet.
    expect(csv).toContain(`"'=HYPERLINK(""http://x.test"",""y"")"`);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  test('Copy stat block on a saved card, in Read story and on the generator card; Export to Foundry VTT from Read story', async () => {
    const { context, page, consoleErrors } = await library();
    const adaCard = page.getByRole('article', { name: 'Ada Ironleaf' });
    const bramCard = page.getByRole('article', { name: 'Bram Ironleaf' });
    // Bram has no numbers: no stat block to copy, but a Foundry actor all the same.
    expect(await bramCard.getByRole('button', { name: 'Copy stat block' }).count()).toBe(0);
    await bramCard.getByRole('button', { name: 'Export to Foundry VTT' }).waitFor();

    await adaCard.getByRole('button', { name: 'Copy stat block' }).click();
    await alerts(page).filter({ hasText: 'Stat block copied' }).first().waitFor();
    const text = await page.evaluate(() => navigator.clipboard.readText());
    const lines = text.split('\n');
    expect(lines.slice(0, 5)).toEqual([
      'Ada Ironleaf',
      'Medium Humanoid (Dwarf), True Neutral',
      expect.stringMatching(/^Armor Class \d+ \(chain shirt, shield\)$/),
      expect.stringMatching(/^Hit Points \d+ \(3d8 \+ \d+\)$/),
      'Speed 30 ft.',
    ]);
    expect(lines).toContain('STR DEX CON INT WIS CHA');
    expect(lines).toContain('Actions');
    // The attribution is a trait before the actions, where no importer reads it into an action;
    // the Cleric's spells close the block.
    expect(lines.some((line) => line.startsWith(`Attribution. ${ATTRIBUTION_START}`))).toBe(true);
    expect(lines.indexOf('Actions')).toBeGreaterThan(
      lines.findIndex((line) => line.startsWith('Attribution.')),
    );
    expect(lines.at(-1)).toMatch(/^\d(st|nd|rd|th) level \(\d slots?\): /);

    await adaCard.getByRole('button', { name: 'Read story' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Copy stat block' }).waitFor();
    const downloading = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Export to Foundry VTT' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('Ada Ironleaf.json');
    expect(await lastBlobType(page)).toBe('application/json');
    const actor = JSON.parse(readFileSync((await download.path()) as string, 'utf8'));
    expect(actor).toMatchObject({
      type: 'npc',
      items: expect.arrayContaining([expect.objectContaining({ name: 'Mace', type: 'weapon' })]),
    });
    await screenshot(page, 'formats-read-story');
    await dialog.getByRole('button', { name: 'Close' }).filter({ hasText: 'Close' }).click();

    await page.getByRole('link', { name: 'Character Generator' }).first().click();
    await card(page).getByRole('button', { name: 'Copy stat block' }).click();
    await page.waitForFunction(() =>
      navigator.clipboard.readText().then((t) => t.startsWith('Ada Ironleaf\nMedium')),
    );
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  test('Import reads a Foundry VTT actor; script in its biography shows as text and never runs', async () => {
    const { context, page, consoleErrors } = await newPage(browser);
    await page.goto(appUrl('/characters'));
    await page.getByText('No saved characters yet').waitFor();
    const actor = {
      name: 'Thorin Oakenshield',
      type: 'character',
      img: 'icons/svg/mystery-man.svg',
      system: {
        abilities: Object.fromEntries(
          ['str', 'dex', 'con', 'int', 'wis', 'cha'].map((a, i) => [a, { value: 10 + i }]),
        ),
        details: {
          alignment: 'Lawful Good',
          biography: {
            value:
              '<h2>Under the Mountain</h2><p>He lost a kingdom.</p>' +
              '<script>window.pwned = 1</script><img src="x" onerror="window.pwned = 2">' +
              '<p>He wrote &lt;script&gt;alert(1)&lt;/script&gt; on the door.</p>',
          },
        },
      },
      items: [
        { name: 'Dwarf', type: 'race', system: {} },
        { name: 'Fighter', type: 'class', system: { levels: 4 } },
      ],
    };
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Import' }).click();
    await (
      await chooser
    ).setFiles({
      name: 'fvtt-Actor-thorin.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(actor)),
    });
    await alerts(page).filter({ hasText: 'Imported 1, updated 0, unchanged 0' }).first().waitFor();
    const thorin = page.getByRole('article', { name: 'Thorin Oakenshield' });
    await thorin.getByRole('button', { name: 'Read story' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Under the Mountain').waitFor();
    await dialog.getByText('He lost a kingdom.').waitFor();
    await dialog.getByText('He wrote <script>alert(1)</script> on the door.').waitFor();
    const row = (label: string) =>
      dialog
        .locator('dt', { hasText: new RegExp(`^${label}$`) })
        .locator('xpath=following-sibling::dd[1]');
    expect(await row('Race').innerText()).toBe('Dwarf');
    expect(await row('Class').innerText()).toBe('Warrior');
    expect(await dialog.locator('script, img[src="x"]').count()).toBe(0);
    expect(
      await page.evaluate(() => (window as unknown as { pwned?: number }).pwned),
    ).toBeUndefined();
    const stored = await page.evaluate(() =>
      JSON.parse(localStorage.getItem('characters') ?? '[]'),
    );
    expect(stored[0]).toMatchObject({
      stats: { level: 4, scores: { str: 10, dex: 11, con: 12, int: 13, wis: 14, cha: 15 } },
    });
    // The browser's parser meets the biography's inline handler and the page's security policy
    // refuses it on the spot (it says so in the console): that refusal, and nothing else.
    expect(
      consoleErrors.filter((error) => !/^Executing inline event handler violates/.test(error)),
    ).toEqual([]);
    await context.close();
  });

  test('phone and keyboard: Export’s menu by keys, the focus back on Export; nothing scrolls sideways at 390 px', async () => {
    const { context, page } = await library({ width: 390, height: 844 });
    const exportButton = page.getByRole('button', { name: 'Export', exact: true });
    await exportButton.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await menu.waitFor();
    // Once the menu has finished opening: no serious accessibility violation with it open.
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[role="menu"]')].every(
        (menu) => getComputedStyle(menu.closest('.MuiPaper-root') ?? menu).opacity === '1',
      ),
    );
    await screenshot(page, 'formats-export-menu-390');
    expect(await seriousViolations(page, 'My Characters, Export menu open')).toEqual([]);
    // The first choice has the focus; Escape closes the menu onto Export.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Backup (JSON)');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    expect(await exportButton.evaluate((b) => b === document.activeElement)).toBe(true);

    await page.keyboard.press('Enter');
    await menu.waitFor();
    // The spreadsheet is the fifth choice, after the two backups and the two tabletop formats.
    for (let i = 0; i < 4; i += 1) await page.keyboard.press('ArrowDown');
    const downloading = page.waitForEvent('download');
    await page.keyboard.press('Enter');
    expect((await downloading).suggestedFilename()).toMatch(
      new RegExp(`^characters-${DAY}\\.csv$`),
    );
    await menu.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('BODY');

    const overflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(await overflow()).toBe(false);
    await page
      .getByRole('article', { name: 'Ada Ironleaf' })
      .getByRole('button', { name: 'Read story' })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Export to Foundry VTT' }).waitFor();
    await screenshot(page, 'formats-read-story-390');
    expect(await overflow()).toBe(false);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.goto(appUrl('/character-generator'));
    await card(page).getByRole('button', { name: 'Copy stat block' }).waitFor();
    await screenshot(page, 'formats-generator-390');
    expect(await overflow()).toBe(false);
    await context.close();
  });
});
