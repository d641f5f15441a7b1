import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { appUrl, launchBrowser, newPage, screenshot } from './support/browser';
import { asJson, seedStorage } from './support/app';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const STORY = Array.from(
  { length: 6 },
  (_, i) =>
    `Paragraph ${i + 1}. ` +
    'Born under a grey sky in the hill country, she learned the old songs from her grandmother ' +
    'and the old grudges from everyone else. When the river flooded and the mill burned, she ' +
    'walked north with a borrowed sword, a stolen map and a promise she still means to keep, ' +
    'whatever the cost to her name or to the people who once trusted her with theirs. The ' +
    'road has taught her patience, the wars have taught her silence, and the dead have taught ' +
    'her that every oath is a debt that someone, someday, comes back to collect.',
);

/** A character as the app stores it. */
function character(i: number, overrides: Record<string, unknown> = {}) {
  return {
    id: `bsp-${i}`,
    firstName: ['Ada', 'Bram', 'Cora', 'Dain', 'Edda', 'Finn', 'Gwen', 'Hale'][i] ?? `Hero${i}`,
    lastName: 'Ironleaf',
    epithet: 'The Patient Storm',
    race: ['Human', 'Elf', 'Dwarf', 'Orc'][i % 4],
    characterClass: ['Warrior', 'Mage', 'Rogue', 'Cleric'][i % 4],
    gender: i % 2 ? 'Female' : 'Male',
    alignment: 'True Neutral',
    age: 40 + i,
    background: { title: `The Life of Number ${i}`, content: STORY },
    ...overrides,
  };
}

/** Every key and value in storage, as stored. */
const storageSnapshot = (page: Page) =>
  page.evaluate(() => {
    const all: Record<string, string> = {};
    for (let i = 0; i < localStorage.length; i += 1) {
      const key = localStorage.key(i) as string;
      all[key] = localStorage.getItem(key) as string;
    }
    return all;
  });

const storedList = async (page: Page, key: string) =>
  JSON.parse((await page.evaluate((k) => localStorage.getItem(k), key)) ?? 'null') as unknown;

/** Waits for the alert whose message is exactly `text` (after its title; an Undo may follow). */
const alert = (page: Page, text: string) =>
  page
    .getByRole('alert')
    .filter({
      hasText: new RegExp(
        `(Success|Info|Warning|Error)${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(Undo)?$`,
      ),
    })
    .waitFor();

async function importFile(
  page: Page,
  file: { name: string; mimeType: string; buffer: Buffer },
): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Import' }).click();
  await (await chooser).setFiles(file);
}

const json = (name: string, value: unknown) => ({
  name,
  mimeType: 'application/json',
  buffer: Buffer.from(JSON.stringify(value)),
});

/** Pages in a PDF made by Chromium. */
const pdfPages = (pdf: Buffer) =>
  (pdf.toString('latin1').match(/\/Type\s*\/Page\b(?!s)/g) ?? []).length;

/** Replaces the browser's print dialog with a counter, so the sheets stay for page.pdf(). */
async function catchPrint(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
}

describe('Backup and restore', () => {
  test('export 3 saved and 5 History rows, clear storage, import: all back; again: no duplicates', async () => {
    const { context, page, consoleErrors } = await newPage(browser);
    const saved = [0, 1, 2].map((i) => character(i));
    const history = [3, 4, 5, 6, 7].map((i) => character(i));
    await seedStorage(context, asJson({ characters: saved, characterHistory: history }));
    await page.goto(appUrl('/characters'));
    await page.getByRole('heading', { name: 'My Characters', level: 1 }).waitFor();
    await screenshot(page, 'backup-toolbar-1440');

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Backup (JSON)' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^characters-\d{4}-\d{2}-\d{2}\.json$/);
    const file = readFileSync((await download.path()) as string);
    const envelope = JSON.parse(file.toString('utf8'));
    expect(envelope).toMatchObject({ app: 'fantasy-character-generator', version: 1 });
    expect(Number.isNaN(Date.parse(envelope.exportedAt))).toBe(false);
    expect(envelope.characters).toEqual(saved);
    expect(envelope.history).toEqual(history);

    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await page.getByText('No saved characters yet').waitFor();
    await importFile(page, { name: 'backup.json', mimeType: 'application/json', buffer: file });
    await alert(page, 'Imported 3, updated 0, unchanged 0. 5 rows added to History.');
    expect(await storedList(page, 'characters')).toEqual(saved);
    expect(await storedList(page, 'characterHistory')).toEqual(history);
    await page
      .getByRole('region', { name: 'Saved characters' })
      .getByRole('heading', { name: 'Ada Ironleaf' })
      .waitFor();
    // Focus stays on the button that was pressed.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Import');

    const before = await storageSnapshot(page);
    await importFile(page, { name: 'backup.json', mimeType: 'application/json', buffer: file });
    await alert(page, 'Imported 0, updated 0, unchanged 3');
    expect(await storageSnapshot(page)).toEqual(before);

    // History on the generator lists the five imported rows.
    await page.goto(appUrl('/character-generator'));
    for (const name of ['Dain', 'Edda', 'Finn', 'Gwen', 'Hale']) {
      await page.getByRole('button', { name: new RegExp(`^Show ${name} Ironleaf`) }).waitFor();
    }
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  test('a bare list as the original app stored it is imported, each entry given an id', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(appUrl('/characters'));
    const original = [
      {
        firstName: 'Orla',
        lastName: 'Quill',
        epithet: 'The Late',
        race: 'Elf',
        characterClass: 'Mage',
        gender: 'Female',
        age: 210,
        alignment: 'Neutral Good',
        background: { title: 'Late', content: ['Always late.'] },
      },
      { firstName: 'Pell', lastName: 'Marsh', race: 'Gnome', characterClass: 'Bard', age: '33' },
      'not a character',
    ];
    await importFile(page, json('characters.json', original));
    await alert(page, 'Imported 2, updated 0, unchanged 0. 1 unreadable entry skipped.');
    const stored = (await storedList(page, 'characters')) as { id: string; firstName: string }[];
    expect(stored.map((c) => c.firstName)).toEqual(['Orla', 'Pell']);
    expect(stored.every((c) => typeof c.id === 'string' && c.id.length > 0)).toBe(true);
    await page.getByRole('heading', { name: 'Pell Marsh' }).waitFor();
    await context.close();
  });

  test('not JSON, 6 MB, or the wrong shape: a message, and storage byte-for-byte unchanged', async () => {
    const { context, page } = await newPage(browser);
    await seedStorage(
      context,
      asJson({ characters: [character(0)], characterHistory: [character(1)] }),
    );
    await page.goto(appUrl('/characters'));
    await page.getByRole('heading', { name: 'Ada Ironleaf' }).waitFor();
    const before = await storageSnapshot(page);

    await importFile(page, {
      name: 'notes.json',
      mimeType: 'application/json',
      buffer: Buffer.from('this is { not json'),
    });
    await alert(page, 'This file is not a character export.');
    expect(await storageSnapshot(page)).toEqual(before);
    await page.keyboard.press('Escape');

    const huge = Buffer.alloc(6 * 1024 * 1024, ' ');
    huge.write(JSON.stringify([character(5)]));
    await importFile(page, { name: 'huge.json', mimeType: 'application/json', buffer: huge });
    await alert(page, 'This file is too large to import.');
    expect(await storageSnapshot(page)).toEqual(before);

    await importFile(page, json('other.json', { settings: { theme: 'dark' }, characters: 'none' }));
    await page
      .getByRole('alert')
      .filter({ hasText: 'This file is not a character export.' })
      .first()
      .waitFor();
    expect(await storageSnapshot(page)).toEqual(before);
    await screenshot(page, 'import-refused-1440');
    await context.close();
  });
});

describe('Share links', () => {
  test('a link copied in one browser opens in a fresh one, and the character can be saved', async () => {
    const sender = await newPage(browser);
    await sender.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: new URL(appUrl()).origin,
    });
    // Filed in one of the sender's two campaigns: that one's name travels with it.
    const shared = character(2, {
      firstName: '<b>Cora</b>',
      id: 'shared-1',
      campaigns: ['c-salt'],
    });
    const campaigns = [
      { id: 'c-salt', name: 'Saltmarsh' },
      { id: 'c-other', name: 'Not shared' },
    ];
    await seedStorage(
      sender.context,
      asJson({ currentCharacter: { character: shared }, campaigns }),
    );
    await sender.page.goto(appUrl('/character-generator'));
    const card = sender.page.getByRole('article', { name: 'Character' });
    await card.getByRole('heading', { name: '<b>Cora</b> Ironleaf' }).waitFor();
    await card.getByRole('button', { name: 'Share' }).click();
    await alert(sender.page, 'Link copied');
    const link = await sender.page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(/\/character-generator#c=[A-Za-z0-9_-]+$/);

    await card.getByRole('button', { name: 'Copy as text' }).click();
    await alert(sender.page, 'Copied');
    const text = await sender.page.evaluate(() => navigator.clipboard.readText());
    expect(text.split('\n')[0]).toBe('# \\<b\\>Cora\\</b\\> Ironleaf, The Patient Storm');
    for (const paragraph of STORY) expect(text).toContain(paragraph);
    await sender.context.close();

    const receiver = await newPage(browser);
    // Every name the card shows on screen, frame by frame, from the first paint on: the page's
    // own first character must never flash up before the shared one.
    await receiver.context.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { seenNames: string[] }).seenNames = seen;
      const look = () => {
        const part = document.querySelector('article [data-starter-character]');
        const name = part?.querySelector('h2')?.textContent;
        if (part && name && getComputedStyle(part).visibility !== 'hidden') {
          if (seen.at(-1) !== name) seen.push(name);
        }
        requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    });
    await receiver.page.goto(link);
    const opened = receiver.page.getByRole('article', { name: 'Character' });
    await alert(receiver.page, 'Shared character opened');
    // HTML in a shared character is text.
    await opened.getByRole('heading', { name: '<b>Cora</b> Ironleaf' }).waitFor();
    expect(await receiver.page.locator('article b').count()).toBe(0);
    expect(new URL(receiver.page.url()).hash).toBe('');
    expect(
      await receiver.page.evaluate(() => (window as unknown as { seenNames: string[] }).seenNames),
    ).toEqual(['<b>Cora</b> Ironleaf']);
    // The first visit's character went to History, as with Generate.
    await receiver.page
      .getByRole('list', { name: 'Generated characters' })
      .getByRole('button', { name: /^Show / })
      .waitFor();
    await opened.getByRole('button', { name: 'Save Character' }).click();
    await opened.getByRole('button', { name: 'Saved' }).waitFor();
    const stored = (await storedList(receiver.page, 'characters')) as Record<string, unknown>[];
    // Saved now: dated, so an import elsewhere knows which copy is newer.
    expect(stored).toEqual([{ ...shared, updatedAt: expect.stringMatching(/^\d{4}-/) }]);
    // Its campaign exists here now, under the sender's name, and it is filed in it.
    expect(await storedList(receiver.page, 'campaigns')).toEqual([campaigns[0]]);
    await screenshot(receiver.page, 'share-opened-1440');
    // A reload does not open it again.
    await receiver.page.reload();
    await opened.getByRole('heading', { name: '<b>Cora</b> Ironleaf' }).waitFor();
    expect(
      await receiver.page.getByRole('alert').filter({ hasText: 'Shared character opened' }).count(),
    ).toBe(0);

    // One letter changed in the data: damaged, and nothing changes.
    const history = await storageSnapshot(receiver.page);
    const at = link.indexOf('#c=') + 3 + 20;
    const damaged = link.slice(0, at) + (link[at] === 'A' ? 'B' : 'A') + link.slice(at + 1);
    await receiver.page.goto(damaged);
    await alert(receiver.page, 'This share link is damaged.');
    await opened.getByRole('heading', { name: '<b>Cora</b> Ironleaf' }).waitFor();
    expect(await storageSnapshot(receiver.page)).toEqual(history);
    await receiver.context.close();
  });

  test('a damaged link in a fresh browser keeps the first character and History empty', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(appUrl('/character-generator#c=AAAA-not-really'));
    await alert(page, 'This share link is damaged.');
    await page.getByText('No history yet').waitFor();
    expect(new URL(page.url()).hash).toBe('');
    await context.close();
  });
});

describe('Print', () => {
  /**
   * Presses a Print button with the print dialog replaced by a counter, then shows the page as
   * printed. Making a PDF ends the print (the sheets go), so each PDF needs its own press.
   */
  async function pressPrint(page: Page, button: ReturnType<Page['getByRole']>) {
    await page.emulateMedia({ media: 'screen' });
    const before = await page.evaluate(() => (window as unknown as { printed: number }).printed);
    await button.click();
    await page.waitForFunction(
      (n) => (window as unknown as { printed: number }).printed === n + 1,
      before,
    );
    await page.emulateMedia({ media: 'print' });
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLImageElement>('.cg-print-root img')].every(
        (img) => img.complete && img.naturalWidth > 0,
      ),
    );
  }

  /** The printed page's text as a reader sees it (case ignored: buttons are upper-cased). */
  const printedText = async (page: Page) =>
    (await page.evaluate(() => document.body.innerText)).toLowerCase();

  test('the generator prints one page: the whole story, every attribute, no buttons', async () => {
    const { context, page } = await newPage(browser);
    await seedStorage(context, asJson({ currentCharacter: { character: character(1) } }));
    await page.goto(appUrl('/character-generator'));
    const card = page.getByRole('article', { name: 'Character' });
    await card.getByRole('heading', { name: 'Bram Ironleaf' }).waitFor();
    await screenshot(page, 'generator-actions-1440');
    await catchPrint(page);
    const print = card.getByRole('button', { name: 'Print' });
    await pressPrint(page, print);

    const printed = await printedText(page);
    for (const paragraph of STORY) expect(printed).toContain(paragraph.toLowerCase());
    for (const label of [
      'First Name',
      'Last Name',
      'Epithet',
      'Race',
      'Class',
      'Gender',
      'Age',
      'Alignment',
      'The Life of Number 1',
      'Bram',
      'Ironleaf',
      'The Patient Storm',
      'Elf',
      'Mage',
      'Female',
      '41',
      'True Neutral',
    ]) {
      expect(printed).toContain(label.toLowerCase());
    }
    for (const button of [
      'Generate',
      'Save Character',
      'Share',
      'Copy as text',
      'Print',
      'Show more',
      'Clear History',
      'No history yet',
      'My Characters',
      'Settings',
    ]) {
      expect(printed).not.toContain(button.toLowerCase());
    }
    const fontSize = await page
      .locator('.cg-print-root .cg-sheet > p:not(.cg-epithet)')
      .first()
      .evaluate((p) => getComputedStyle(p).fontSize);
    // 11 pt.
    expect(parseFloat(fontSize)).toBeCloseTo((11 * 96) / 72, 1);
    await page.setViewportSize({ width: 794, height: 1123 });
    await screenshot(page, 'print-sheet');
    await page.setViewportSize({ width: 1440, height: 1000 });
    const letter = await page.pdf({ format: 'Letter' });
    expect(pdfPages(letter)).toBe(1);
    // The print is over: the page is the app again (a hidden copy of the sheet stays for the
    // browser's own print).
    await page.emulateMedia({ media: 'screen' });
    expect(await page.locator('.cg-print-root').isVisible()).toBe(false);
    expect(await card.getByRole('button', { name: 'Generate', exact: true }).isVisible()).toBe(
      true,
    );
    await pressPrint(page, print);
    expect(pdfPages(await page.pdf({ format: 'A4' }))).toBe(1);
    await context.close();
  });

  test('Print all on My Characters prints one character per page', async () => {
    const { context, page } = await newPage(browser);
    await seedStorage(context, asJson({ characters: [0, 1, 2].map((i) => character(i)) }));
    await page.goto(appUrl('/characters'));
    await page.getByRole('heading', { name: 'Cora Ironleaf' }).waitFor();
    await catchPrint(page);
    await pressPrint(page, page.getByRole('button', { name: 'Print all' }));
    const printed = await printedText(page);
    expect(printed).not.toContain('print all');
    expect(printed).not.toContain('export');
    for (const name of ['Ada', 'Bram', 'Cora']) {
      expect(printed).toContain(`${name} Ironleaf`.toLowerCase());
    }
    expect(pdfPages(await page.pdf({ format: 'A4' }))).toBe(3);

    // One saved card's own Print prints just that one.
    await pressPrint(
      page,
      page.getByRole('article', { name: 'Bram Ironleaf' }).getByRole('button', { name: 'Print' }),
    );
    const one = await printedText(page);
    expect(one).toContain('bram ironleaf');
    expect(one).not.toContain('cora ironleaf');
    expect(pdfPages(await page.pdf({ format: 'A4' }))).toBe(1);
    await context.close();
  });

  test('phones: the share buttons and the toolbar fit at 390 px', async () => {
    const { context, page } = await newPage(browser, { viewport: { width: 390, height: 844 } });
    await seedStorage(context, asJson({ characters: [character(0)] }));
    await page.goto(appUrl('/character-generator'));
    await page
      .getByRole('article', { name: 'Character' })
      .getByRole('button', { name: 'Copy as text' })
      .waitFor();
    await screenshot(page, 'generator-actions-390');
    const overflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(await overflow()).toBe(false);
    await page.goto(appUrl('/characters'));
    await page.getByRole('button', { name: 'Print all' }).waitFor();
    await screenshot(page, 'backup-toolbar-390');
    expect(await overflow()).toBe(false);
    await context.close();
  });
});
