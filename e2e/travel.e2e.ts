/**
 * What goes with a character when it leaves the app: a saved family's Obsidian notes link to
 * each other and carry the group as a tag; Print group prints the members alone, several to a
 * page; a share link leaves the secret out unless asked; an old character gets a stat block
 * without changing; and Import says a spreadsheet export is one.
 */
import { readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import type { Browser, Page } from 'playwright-core';
import { appUrl, launchBrowser, newPage, screenshot } from './support/browser';
import { alerts, asJson, card, cardName, seedStorage, storedCharacter } from './support/app';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const groupSection = (page: Page) => page.getByRole('region', { name: 'Group', exact: true });
const members = (page: Page) =>
  groupSection(page).getByRole('list', { name: 'Members' }).getByRole('listitem');

/** Waits for the alert that reads `text` (after its title). */
const alert = (page: Page, text: string) =>
  alerts(page)
    .filter({ hasText: new RegExp(`${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(Undo)?$`) })
    .first()
    .waitFor();

/** Generates a group offline from the panel and waits until it is there. */
async function generateGroup(page: Page, size: number, kind: string): Promise<string[]> {
  await page.getByRole('button', { name: 'Generate several' }).click();
  const panel = page.getByRole('dialog', { name: 'Generate several' });
  await panel.getByLabel('How many').fill(String(size));
  await panel.getByLabel('Group').selectOption(kind);
  await panel.getByRole('button', { name: 'Generate group' }).click();
  await alert(page, `Group of ${size} generated`);
  await page.waitForFunction(
    (n) => document.querySelectorAll('[aria-label="Members"] > li h3').length === n,
    size,
  );
  return members(page).getByRole('heading', { level: 3 }).allInnerTexts();
}

/** Chooses `format` from Export's menu on My Characters and returns the downloaded file. */
async function exportAs(page: Page, format: string) {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  await page.getByRole('menuitem', { name: format }).click();
  const download = await downloading;
  return { name: download.suggestedFilename(), bytes: readFileSync((await download.path())!) };
}

/** Pages in a PDF made by Chromium. */
const pdfPages = (pdf: Buffer) =>
  (pdf.toString('latin1').match(/\/Type\s*\/Page\b(?!s)/g) ?? []).length;

test('a saved family exported to Markdown: each note links its relatives and has the group tag', async () => {
  const { context, page, consoleErrors } = await newPage(browser);
  await page.goto(appUrl('/character-generator'));
  await card(page).waitFor();
  const names = await generateGroup(page, 4, 'Family');
  const groupName = await page.locator('#group-heading + *').innerText();
  expect(groupName).toMatch(/^The .+ family$/);
  await groupSection(page).getByRole('button', { name: 'Save group' }).click();
  await alert(page, 'Group saved: 4 added');

  await page.goto(appUrl('/characters'));
  await page.getByRole('heading', { name: 'My Characters', level: 1 }).waitFor();
  const zip = await exportAs(page, 'Markdown (Obsidian)');
  expect(zip.name).toMatch(/^characters-obsidian-\d{4}-\d{2}-\d{2}\.zip$/);
  const notes = Object.fromEntries(
    Object.entries(unzipSync(new Uint8Array(zip.bytes))).map(([file, data]) => [
      file.replace(/\.md$/, ''),
      strFromU8(data),
    ]),
  );
  expect(Object.keys(notes).sort()).toEqual([...names].sort());
  const tag = groupName.toLowerCase().replace(/[^\p{L}\p{N}_-]+/gu, '-');
  for (const name of names) {
    const note = notes[name]!;
    const front = /^---\n([\s\S]*?)\n---\n/.exec(note)?.[1] ?? '';
    expect(front).toContain(`group: ${JSON.stringify(groupName)}`);
    expect(front).toMatch(new RegExp(`^tags: \\[.*"${tag}"\\]$`, 'm'));
    const section = /\n## Relationships\n\n((?:- .+\n)+)/.exec(note)?.[1] ?? '';
    const linked = [...section.matchAll(/\[\[([^\]]+)\]\]/g)].map((m) => m[1]);
    // Every link names another member, whose note is in the same zip.
    expect(linked.length).toBeGreaterThan(0);
    for (const other of linked) {
      expect(other).not.toBe(name);
      expect(notes[other!]).toBeDefined();
    }
  }
  // A family: some member is the child of another, and that one its parent.
  const child = names.find((n) => /- child of \[\[/.test(notes[n]!))!;
  const parent = /- child of \[\[([^\]]+)\]\]/.exec(notes[child]!)![1]!;
  expect(notes[parent]).toContain(`- parent of [[${child}]]`);
  expect(consoleErrors).toEqual([]);
  await context.close();
});

test('Print group prints the members only, several to a page, each with its relationships', async () => {
  const { context, page } = await newPage(browser);
  const onCard = storedCharacter('card-1', { firstName: 'Zorya', lastName: 'Quillfeather' });
  await seedStorage(context, asJson({ currentCharacter: { character: onCard } }));
  await page.goto(appUrl('/character-generator'));
  await card(page).getByRole('heading', { name: 'Zorya Quillfeather' }).waitFor();
  const names = await generateGroup(page, 5, 'Tavern');
  expect(await cardName(page)).toBe('Zorya Quillfeather');
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  await groupSection(page).getByRole('button', { name: 'Print group' }).click();
  await page.waitForFunction(() => (window as unknown as { printed: number }).printed === 1);
  await page.emulateMedia({ media: 'print' });
  const printed = await page.evaluate(() => document.body.innerText);
  for (const name of names) expect(printed).toContain(name);
  // The card's own character is not a member: it is not on the paper.
  expect(printed).not.toContain('Quillfeather');
  expect(printed).not.toContain('Print group');
  expect(printed.match(/\bRelationships\b/g)).toHaveLength(names.length);
  expect(printed).toContain('works for');
  // The sheets printed are the members', in order.
  const headings = await page.evaluate(() =>
    [...document.querySelectorAll('.cg-print-root h1')]
      .filter((h) => (h as HTMLElement).offsetParent !== null)
      .map((h) => h.textContent),
  );
  expect(headings).toEqual(names);
  await page.setViewportSize({ width: 794, height: 1123 });
  await screenshot(page, 'print-group');
  const pages = pdfPages(await page.pdf({ format: 'A4' }));
  // Two members to an A4 page: five take three pages, not five.
  expect(pages).toBe(Math.ceil(names.length / 2));
  await context.close();
});

const SECRET = 'Poisoned the old harbourmaster and took his keys.';

test('a share link opened elsewhere has no secret, unless Include the secret was ticked', async () => {
  const sender = await newPage(browser);
  await sender.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: new URL(appUrl()).origin,
  });
  const tableReady = {
    occupation: 'Harbour clerk',
    summary: 'A clerk who counts every crate.',
    look: 'Ink on both cuffs.',
    voice: 'Quick and dry.',
    traits: ['Careful', 'wry', 'patient'],
    ideal: 'Order.',
    bond: 'The harbour.',
    flaw: 'Holds a grudge.',
    secret: SECRET,
  };
  const shared = storedCharacter('share-1', { firstName: 'Ilka', tableReady });
  await sender.context.addInitScript(() => localStorage.setItem('showSecret', 'true'));
  await seedStorage(sender.context, asJson({ currentCharacter: { character: shared } }));
  await sender.page.goto(appUrl('/character-generator'));
  await card(sender.page).getByText(SECRET).waitFor();

  const share = async (includeSecret: boolean) => {
    await card(sender.page).getByRole('button', { name: 'Share' }).click();
    const choice = sender.page.getByRole('dialog', { name: 'Share link' });
    const box = choice.getByRole('checkbox', { name: 'Include the secret' });
    expect(await box.isChecked()).toBe(false);
    if (includeSecret) await box.check();
    if (!includeSecret) await screenshot(sender.page, 'share-secret-choice');
    await choice.getByRole('button', { name: 'Share' }).click();
    await alert(sender.page, 'Link copied');
    await choice.waitFor({ state: 'hidden' });
    return sender.page.evaluate(() => navigator.clipboard.readText());
  };
  const plainLink = await share(false);
  const secretLink = await share(true);
  await sender.context.close();

  /** Opens the link in a browser that has never seen the character, the secret shown. */
  const open = async (link: string) => {
    const receiver = await newPage(browser);
    await receiver.context.addInitScript(() => localStorage.setItem('showSecret', 'true'));
    await receiver.page.goto(link);
    await alert(receiver.page, 'Shared character opened');
    await card(receiver.page).getByRole('heading', { name: 'Ilka Ironleaf' }).waitFor();
    await card(receiver.page).getByText('Harbour clerk').waitFor();
    const text = await card(receiver.page).innerText();
    const stored = await receiver.page.evaluate(() => localStorage.getItem('currentCharacter'));
    await receiver.context.close();
    return { text, stored: stored ?? '' };
  };
  const plain = await open(plainLink);
  expect(plain.text).not.toContain(SECRET);
  expect(plain.stored).not.toContain('harbourmaster');
  const asked = await open(secretLink);
  expect(asked.text).toContain(SECRET);
});

test('Add stat block gives an old character 5e numbers, on the card and in Read story, changing nothing else', async () => {
  const { context, page, consoleErrors } = await newPage(browser);
  const old = storedCharacter('old-1', { firstName: 'Orla', characterClass: 'Warrior' });
  const saved = storedCharacter('old-2', { firstName: 'Senna', characterClass: 'Mage' });
  await seedStorage(context, {
    gameSystem: 'srd5',
    ...asJson({ characters: [saved], currentCharacter: { character: old } }),
  });
  await page.goto(appUrl('/character-generator'));
  await card(page).getByRole('heading', { name: 'Orla Ironleaf' }).waitFor();
  const before = await card(page).locator('dl').first().innerText();
  expect(await card(page).getByRole('heading', { name: 'Stat block' }).count()).toBe(0);
  await card(page).getByRole('button', { name: 'Add stat block' }).click();
  await card(page).getByRole('heading', { name: 'Stat block' }).waitFor();
  await alert(page, 'Stat block added');
  expect(await cardName(page)).toBe('Orla Ironleaf');
  expect(await card(page).locator('dl').first().innerText()).toBe(before);
  expect(await card(page).getByText('Fighter').count()).toBeGreaterThan(0);
  await screenshot(page, 'add-stat-block-card');

  await page.goto(appUrl('/characters'));
  const article = page.getByRole('article', { name: 'Senna Ironleaf' });
  await article.getByRole('button', { name: 'Read story' }).click();
  const dialog = page.getByRole('dialog', { name: 'Senna Ironleaf' });
  await dialog.getByRole('button', { name: 'Add stat block' }).click();
  await dialog.getByRole('heading', { name: 'Stat block' }).waitFor();
  // Said beside the dialog (which hides the rest of the page from the accessibility tree).
  await page.locator('[role="alert"]', { hasText: 'Stat block added' }).first().waitFor();
  const stored = JSON.parse(
    (await page.evaluate(() => localStorage.getItem('characters'))) ?? '[]',
  ) as Record<string, unknown>[];
  const { stats, updatedAt: _when, ...rest } = stored[0]!;
  expect(rest).toEqual(saved);
  expect(stats).toMatchObject({ level: expect.any(Number) });
  expect(consoleErrors).toEqual([]);
  await context.close();
});

test('Import of our own spreadsheet export says what it is; nothing changes', async () => {
  const { context, page } = await newPage(browser);
  await seedStorage(context, asJson({ characters: [storedCharacter('csv-1')] }));
  await page.goto(appUrl('/characters'));
  await page.getByRole('heading', { name: 'My Characters', level: 1 }).waitFor();
  const csv = await exportAs(page, 'Spreadsheet (CSV)');
  const before = await page.evaluate(() => localStorage.getItem('characters'));
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Import' }).click();
  await (await chooser).setFiles({ name: csv.name, mimeType: 'text/csv', buffer: csv.bytes });
  await alert(
    page,
    'This is a spreadsheet export: Import reads Backup (JSON) and Foundry VTT files.',
  );
  expect(await page.evaluate(() => localStorage.getItem('characters'))).toBe(before);
  await context.close();
});
