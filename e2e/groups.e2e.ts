/**
 * Generate several: each kind of group offline, a member chosen, rerolled and undone, the group
 * saved with its relationships readable on both sides after a reload, a deleted member's name
 * left as plain text; a model writing the group one member at a time with Stop; and the same by
 * keyboard alone on a phone.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { appUrl, launchBrowser, newPage, screenshot, settle } from './support/browser';
import { seriousViolations } from './support/axe';
import { alerts, card, cardName, row, seedStorage, useOllama } from './support/app';
import {
  replyForPrompt,
  startOllamaServer,
  type OllamaGenerateBody,
  type OllamaTestServer,
} from '../test/servers/ollama-server';

let browser: Browser;
let ollama: OllamaTestServer;

beforeAll(async () => {
  browser = await launchBrowser();
  ollama = await startOllamaServer();
});
afterAll(async () => {
  await browser?.close();
  await ollama?.close();
});

const groupSection = (page: Page) => page.getByRole('region', { name: 'Group', exact: true });
const members = (page: Page) =>
  groupSection(page).getByRole('list', { name: 'Members' }).getByRole('listitem');
const memberNames = (page: Page) =>
  members(page).getByRole('heading', { level: 3 }).allInnerTexts();
const relationshipsRow = (page: Page) => row(page, 'Relationships');

/** The group's name, under the section's heading; '' before there is a group. */
const groupName = (page: Page) =>
  page.evaluate(
    () => document.querySelector('#group-heading')?.nextElementSibling?.textContent ?? '',
  );

/** Opens the panel, asks for a group and waits until the new group (another name) shows. */
async function startGroup(page: Page, size: number, kind: string) {
  const before = await groupName(page);
  await page.getByRole('button', { name: 'Generate several' }).click();
  const panel = page.getByRole('dialog', { name: 'Generate several' });
  await panel.getByLabel('How many').fill(String(size));
  await panel.getByLabel('Group').selectOption(kind);
  await panel.getByRole('button', { name: 'Generate group' }).click();
  await panel.waitFor({ state: 'hidden' });
  await page.waitForFunction(
    ([was, n]) =>
      document.querySelector('#group-heading')?.nextElementSibling?.textContent !== was &&
      document.querySelectorAll('[aria-label="Members"] > li').length === n,
    [before, size] as const,
  );
}

async function generateGroup(page: Page, size: number, kind: string) {
  await startGroup(page, size, kind);
  await alerts(page)
    .filter({ hasText: `Group of ${size} generated` })
    .last()
    .waitFor();
  expect(await members(page).count()).toBe(size);
}

async function lines(page: Page): Promise<string[]> {
  const all: string[] = [];
  for (const member of await members(page).all()) {
    all.push((await member.locator('p').first().innerText()).replace(' · on the card', ''));
  }
  return all;
}

/** Puts the group's first member on the card. */
async function chooseFirstMember(page: Page) {
  const name = await members(page).first().getByRole('heading', { level: 3 }).innerText();
  await members(page).first().getByRole('button').click();
  await page.waitForFunction((n) => document.querySelector('article h2')?.textContent === n, name);
}

describe('Generate several, offline', () => {
  test('each kind of group; a member chosen, rerolled and undone; saved with relationships on both sides', async () => {
    const { context, page, consoleErrors } = await newPage(browser);
    await seedStorage(context, { charactersView: 'grid' });
    await page.goto(appUrl('/character-generator'));

    // Party: each class once.
    await generateGroup(page, 4, 'Party');
    const partyClasses = (await lines(page)).map((l) => l.split(' ')[1]).sort();
    expect(partyClasses).toEqual(['Cleric', 'Mage', 'Rogue', 'Warrior']);
    // Patrol: warriors.
    await generateGroup(page, 5, 'Patrol');
    expect((await lines(page)).every((l) => l.endsWith('Warrior'))).toBe(true);
    await groupSection(page)
      .getByText(/'s patrol$/)
      .waitFor();
    // The leader commands the guards, named from the leader's side.
    await chooseFirstMember(page);
    expect(await relationshipsRow(page).innerText()).toMatch(/^commands /);
    expect(await relationshipsRow(page).innerText()).not.toContain('served');
    // Tavern: the innkeeper first, the summary beside the occupation not saying it again.
    await generateGroup(page, 4, 'Tavern');
    await chooseFirstMember(page);
    expect(await row(page, 'Occupation').innerText()).toBe('Innkeeper');
    expect((await row(page, 'Summary').innerText()).toLowerCase()).not.toContain('innkeeper');
    // Any, the largest.
    await generateGroup(page, 12, 'Any');
    expect(new Set(await memberNames(page)).size).toBe(12);
    // Family: one last name.
    await generateGroup(page, 4, 'Family');
    const names = await memberNames(page);
    expect(new Set(names.map((n) => n.split(' ').at(-1))).size).toBe(1);
    expect(new Set(names).size).toBe(4);
    await screenshot(page, 'groups-family');
    expect(await seriousViolations(page, 'generator with a group')).toEqual([]);

    // Every member is in History.
    const history = page.getByRole('list', { name: 'Generated characters' });
    for (const name of names) {
      await history.getByRole('button', { name: new RegExp(`^Show ${name} \\(`) }).waitFor();
    }

    // Choose a member: it is on the card, its relationships name the others.
    const [first] = names as [string];
    await members(page).filter({ hasText: first }).getByRole('button').click();
    await page.waitForFunction(
      (n) => document.querySelector('article h2')?.textContent === n,
      first,
    );
    const related = await relationshipsRow(page).innerText();
    const other = names.find((n) => n !== first && related.includes(n)) as string;
    expect(other).toBeTruthy();
    // The link opens the other member, whose row names the first back.
    await relationshipsRow(page).getByRole('button', { name: other }).click();
    await page.waitForFunction(
      (n) => document.querySelector('article h2')?.textContent === n,
      other,
    );
    expect(await relationshipsRow(page).innerText()).toContain(first);

    // Reroll its class, then undo: the group follows the card.
    const klass = await row(page, 'Class').innerText();
    await card(page).getByRole('button', { name: "Reroll character's class" }).click();
    await settle(page);
    const rerolled = await row(page, 'Class').innerText();
    expect(rerolled).not.toBe(klass);
    await members(page).filter({ hasText: other }).filter({ hasText: rerolled }).waitFor();
    await card(page).getByRole('button', { name: 'Undo' }).click();
    await page.waitForFunction(
      (k) =>
        [...document.querySelectorAll('article dt')].some(
          (dt) => dt.textContent === 'Class' && dt.nextElementSibling?.textContent?.includes(k),
        ),
      klass,
    );
    await members(page).filter({ hasText: other }).filter({ hasText: klass }).waitFor();
    expect(await cardName(page)).toBe(other);

    // Save group: every member in My Characters, found by the group's name after a reload.
    await groupSection(page).getByRole('button', { name: 'Save group' }).click();
    await alerts(page).filter({ hasText: 'Group saved: 4 added' }).waitFor();
    const familyName = (await groupSection(page).locator('p').first().innerText()).trim();
    await page.goto(appUrl('/characters'));
    await page.reload();
    await page.getByLabel('Search characters').fill(familyName.replace(/^The /, ''));
    const saved = page.getByRole('region', { name: 'Saved characters' });
    await page.waitForFunction(
      () => document.querySelectorAll('[aria-label="Saved characters"] article').length === 4,
    );
    // Read story of the first: its relationship to the other, and from there the other's back.
    await saved
      .getByRole('article')
      .filter({ hasText: first })
      .getByRole('button', { name: 'Read story' })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: first }).waitFor();
    await dialog.getByRole('button', { name: other }).click();
    await dialog.getByRole('heading', { name: other }).waitFor();
    await dialog.getByRole('button', { name: first }).waitFor();
    await screenshot(page, 'groups-read-story');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog
      .getByRole('button', { name: 'Close' })
      .click()
      .catch(() => undefined);
    await dialog.waitFor({ state: 'hidden' });

    // Delete the other: the first's relationship reads its name alone, never an error.
    const otherCard = saved.getByRole('article').filter({ hasText: other });
    await otherCard.getByRole('button', { name: `Delete ${other}` }).click();
    await otherCard.getByRole('button', { name: 'Click again to confirm' }).click();
    await page.waitForFunction(
      () => document.querySelectorAll('[aria-label="Saved characters"] article').length === 3,
    );
    // On the same screen: the first's story now names the deleted one as plain text.
    await saved
      .getByRole('article')
      .filter({ hasText: first })
      .getByRole('button', { name: 'Read story' })
      .click();
    await dialog.getByRole('heading', { name: first }).waitFor();
    const relationships = dialog
      .locator('dt', { hasText: /^Relationships$/ })
      .locator('xpath=following-sibling::dd[1]');
    expect(await relationships.innerText()).toContain(other);
    expect(await relationships.getByRole('button', { name: other }).count()).toBe(0);
    expect(consoleErrors).toEqual([]);
    await context.close();
    // Five groups, a reroll, two reloads and a deletion: longer than most browser tests.
  }, 120000);
});

/** Each model reply gets a name of its own, so the written members can be told apart. */
function distinctNames() {
  let n = 0;
  const firstNames = ['Thalion', 'Merra', 'Oswin', 'Ilse', 'Corvin', 'Ysolde'];
  return (body: OllamaGenerateBody) =>
    replyForPrompt(body.prompt ?? '', {
      firstName: firstNames[n++ % firstNames.length] as string,
      lastName: 'Brightwater',
      epithet: 'The Wandering Flame',
    });
}

describe('Generate several, through the loopback Ollama server', () => {
  test('one call per member with progress; Stop after the second keeps two written members', async () => {
    const { page } = await newPage(browser);
    ollama.setBehaviour('ok');
    ollama.setOptions({ reply: distinctNames(), chunkDelayMs: 2 });
    await useOllama(page, `http://localhost:${ollama.port}`);
    const before = ollama.generateRequests().length;

    // The whole group written: one call each, the names of the others in every prompt.
    await generateGroup(page, 4, 'Party');
    const requests = ollama.generateRequests().slice(before);
    expect(requests).toHaveLength(4);
    const written = await memberNames(page);
    expect(written.filter((n) => n.endsWith('Brightwater'))).toHaveLength(4);
    // The party is named after its first member, as the model named them.
    expect(await groupName(page)).toBe(`${written[0]}'s party`);
    const lastPrompt = (requests.at(-1)?.body as OllamaGenerateBody).prompt ?? '';
    expect(lastPrompt).toMatch(/Do not give the character any of these names/);
    for (const name of written.slice(0, 3)) expect(lastPrompt).toContain(name);
    expect(await members(page).filter({ hasText: 'A river pilot' }).count()).toBe(4);

    // Slow replies: progress `Writing N of M`, and Stop during the third.
    ollama.setOptions({ chunkDelayMs: 25 });
    await startGroup(page, 4, 'Party');
    const status = groupSection(page).getByRole('status');
    await status.filter({ hasText: 'Writing 1 of 4' }).waitFor();
    await status.filter({ hasText: 'Writing 2 of 4' }).waitFor();
    await status.filter({ hasText: 'Writing 3 of 4' }).waitFor();
    await screenshot(page, 'groups-writing');
    await status.getByRole('button', { name: 'Stop' }).focus();
    await page.keyboard.press('Enter');
    await alerts(page).filter({ hasText: 'Group stopped' }).waitFor();
    // Stop is gone with the progress; the focus waits on the group's heading, not the page.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('group-heading');
    await status.waitFor({ state: 'hidden' });
    expect(await members(page).count()).toBe(4);
    expect(await members(page).filter({ hasText: 'A river pilot' }).count()).toBe(2);
    expect(new Set(await memberNames(page)).size).toBe(4);
    ollama.setOptions({ reply: undefined, chunkDelayMs: 2 });
    await page.context().close();
  });

  test('a member the model fails on stays as rolled; the others are written', async () => {
    const { page } = await newPage(browser);
    let n = 0;
    const names = distinctNames();
    // The second call gets a reply that is not a character.
    ollama.setOptions({ reply: (body) => (++n === 2 ? { nothing: true } : names(body)) });
    await useOllama(page, `http://localhost:${ollama.port}`);
    await generateGroup(page, 3, 'Any');
    await alerts(page).filter({ hasText: 'Not written by the model' }).waitFor();
    expect(await members(page).filter({ hasText: 'A river pilot' }).count()).toBe(2);
    ollama.setOptions({ reply: undefined });
    await page.context().close();
  });
});

async function tabTo(page: Page, target: Locator, max = 80) {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('could not reach the control by Tab');
}

describe('Generate several on a phone, by keyboard alone', () => {
  test('390×844: the panel, the group and a member chosen, all by keys, nothing wider than the screen', async () => {
    const { page, consoleErrors } = await newPage(browser, {
      viewport: { width: 390, height: 844 },
    });
    await page.goto(appUrl('/character-generator'));
    await tabTo(page, page.getByRole('button', { name: 'Generate several' }));
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: 'Generate several' });
    await panel.waitFor();
    await tabTo(page, panel.getByLabel('How many'));
    await page.keyboard.press('Control+A');
    await page.keyboard.type('13');
    await tabTo(page, panel.getByRole('button', { name: 'Generate group' }));
    await page.keyboard.press('Enter');
    // A number out of range says so and loses nothing.
    await panel.getByText('How many is a whole number from 2 to 12').waitFor();
    await tabTo(page, panel.getByLabel('How many'));
    await page.keyboard.press('Control+A');
    await page.keyboard.type('3');
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect(await panel.getByLabel('Group').inputValue()).toBe('Family');
    await tabTo(page, panel.getByRole('button', { name: 'Generate group' }));
    await page.keyboard.press('Enter');
    await panel.waitFor({ state: 'hidden' });
    await alerts(page).filter({ hasText: 'Group of 3 generated' }).waitFor();
    await members(page).nth(2).waitFor();
    // The focus went to the new group's heading, brought into view, not to the page.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Group');

    const names = await memberNames(page);
    const target = members(page)
      .filter({ hasText: names[2] as string })
      .getByRole('button');
    await tabTo(page, target, 200);
    await page.keyboard.press('Enter');
    await page.waitForFunction(
      (n) => document.activeElement?.tagName === 'H2' && document.activeElement.textContent === n,
      names[2],
    );
    await relationshipsRow(page).waitFor();
    await screenshot(page, 'groups-phone');
    expect(await seriousViolations(page, 'phone with a group')).toEqual([]);
    const wide = await page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      return [...document.querySelectorAll('main *')]
        .filter((el) => {
          const r = el.getBoundingClientRect();
          return (
            r.width > 0 &&
            (r.right > width + 1 || r.left < -1) &&
            !el.closest('[aria-hidden="true"]')
          );
        })
        .map((el) => `${el.tagName} ${el.textContent?.slice(0, 30)}`);
    });
    expect(wide).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });
});
