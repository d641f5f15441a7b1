import type { Browser, Locator, Page } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { appUrl, ARTIFACTS, launchBrowser, newPage, screenshot, settle } from './support/browser';
import { alerts, card, seedStorage, PARAGRAPH, storedCharacter } from './support/app';
import { seriousViolations } from './support/axe';
import { startOllamaServer, type OllamaTestServer } from '../test/servers/ollama-server';

/**
 * Phones, tablets and the keyboard: every step of the generator, My Characters and Settings is
 * in view and in reach at 390×844 and 820×1180, checked by geometry; the keyboard alone walks
 * every screen without the focus ever falling to the page body.
 */

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

const PHONE = { width: 390, height: 844 };
const TABLET = { width: 820, height: 1180 };
const DESKTOP = { width: 1440, height: 900 };
/** What the screen shows now (fixed bars where the user sees them), for a person to look at. */
async function viewShot(page: Page, name: string) {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`) });
}

const LONG_WORD = 'Supercalifragilisticexpialidociousmightywarriorofthenorth';
const character = storedCharacter;

const HISTORY_NAMES = [
  ['Seraphina', 'Thornwhistle'],
  ['Bram', 'Oakenshield'],
  ['Lyra', 'Nightbloom'],
  ['Gorrim', 'Stonefist'],
  ['Elowen', 'Brightwater'],
];
const HISTORY = HISTORY_NAMES.map(([firstName, lastName], i) =>
  character(`h-${i}`, { firstName, lastName, age: 120 + i }),
);

const withCurrent = (c: object) => ({ currentCharacter: JSON.stringify({ character: c }) });
const withOllama = () => ({
  useOllamaAPI: 'true',
  ollamaEndpoint: ollama.url,
  ollamaModelName: 'llama3',
});

const cardHeading = (page: Page) => card(page).getByRole('heading', { level: 2 });
const generateButton = (page: Page) => page.getByRole('button', { name: 'Generate', exact: true });
const saveButton = (page: Page) => page.getByRole('button', { name: /^(Save Character|Saved)$/ });
const stopButton = (page: Page) => page.getByRole('button', { name: 'Stop' });
async function waitBusy(page: Page) {
  await page.waitForFunction(
    () =>
      document.querySelector('article[aria-label="Character"]')?.getAttribute('aria-busy') ===
      'true',
  );
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${String(locator)} has no box`);
  return found;
}

/** Whether the element lies wholly inside the viewport (as the page is scrolled now). */
async function inViewport(page: Page, locator: Locator): Promise<boolean> {
  const b = await box(locator);
  const size = page.viewportSize()!;
  return (
    b.y >= -1 && b.x >= -1 && b.y + b.height <= size.height + 1 && b.x + b.width <= size.width + 1
  );
}

/** Whether the element's top line (the first 24 px) is in the viewport, below a fixed app bar. */
async function topInView(page: Page, locator: Locator): Promise<boolean> {
  const b = await box(locator);
  const size = page.viewportSize()!;
  return b.y >= 0 && b.y + Math.min(24, b.height) <= size.height;
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width - 1 &&
  b.x < a.x + a.width - 1 &&
  a.y < b.y + b.height - 1 &&
  b.y < a.y + a.height - 1;

/** Elements wider than the viewport, or whose text is clipped by their own box. */
async function tooWide(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${(el.textContent ?? '').slice(0, 40)}"`;
    for (const el of Array.from(document.querySelectorAll('body *'))) {
      const style = getComputedStyle(el);
      if (style.display === 'none' || style.visibility === 'hidden' || style.opacity === '0')
        continue;
      if (el.closest('[aria-hidden="true"], [inert]')) continue;
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      if (rect.right > width + 1 || rect.left < -1)
        found.push(`wider than the page: ${describe(el)}`);
      const html = el as HTMLElement;
      if (
        /^H[1-6]$|^DD$|^P$/.test(el.tagName) &&
        html.scrollWidth > html.clientWidth + 1 &&
        style.overflowX !== 'visible'
      ) {
        found.push(`clipped: ${describe(el)}`);
      }
    }
    return found;
  });
}

/** The element that has the focus, described; 'body' when focus fell to the page. */
function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body || el === document.documentElement) return 'body';
    return (
      el.getAttribute('aria-label') ||
      el.textContent?.trim() ||
      el.tagName.toLowerCase()
    ).replace(/\s+/g, ' ');
  });
}

describe('phone (390×844)', () => {
  test('Generate and Save are in reach over a long story; long words wrap; nothing is wider than the screen', async () => {
    const { context, page, consoleErrors } = await newPage(browser, { viewport: PHONE });
    await seedStorage(context, {
      ...withCurrent(
        character('long', {
          firstName: LONG_WORD,
          background: {
            title: `The ${LONG_WORD}`,
            content: [PARAGRAPH, `${LONG_WORD} ${PARAGRAPH}`, PARAGRAPH, PARAGRAPH, PARAGRAPH],
          },
        }),
      ),
      characterHistory: JSON.stringify(HISTORY),
    });
    await page.goto(appUrl('/character-generator'));
    await cardHeading(page).waitFor();
    await screenshot(page, 'phone-generator-idle');
    expect(await inViewport(page, generateButton(page))).toBe(true);
    expect(await inViewport(page, saveButton(page))).toBe(true);
    // Half-way down the story, the buttons are still there.
    await page.evaluate(() => window.scrollTo(0, 600));
    expect(await inViewport(page, generateButton(page))).toBe(true);
    await viewShot(page, 'phone-generator-scrolled');
    expect(await tooWide(page)).toEqual([]);

    // After Generate (pressed half-way down), the new name is in view.
    const before = await cardHeading(page).innerText();
    await generateButton(page).click();
    await settle(page);
    await page.waitForFunction(
      (old) => document.querySelector('article[aria-label="Character"] h2')?.textContent !== old,
      before,
    );
    await page.waitForTimeout(400);
    await viewShot(page, 'phone-generator-after-generate');
    expect(await topInView(page, cardHeading(page))).toBe(true);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  test('during a slow model call the progress line and Stop stay on screen; the panel is opaque', async () => {
    // In the dark scheme, where the card's tint has to carry over to the bar at the bottom.
    const { context, page } = await newPage(browser, { viewport: PHONE, colorScheme: 'dark' });
    await seedStorage(context, { ...withOllama(), ...withCurrent(character('c-1')) });
    ollama.setBehaviour('slow');
    ollama.setOptions({ slowFirstChunkMs: 1500, slowIntervalMs: 150 });
    await page.goto(appUrl('/character-generator'));
    await cardHeading(page).waitFor();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await generateButton(page).click();
    await stopButton(page).waitFor();
    await page.waitForTimeout(300);
    const status = card(page).getByRole('status');
    expect(await inViewport(page, stopButton(page))).toBe(true);
    // The card scrolled back to its top, where the name and story arrive.
    expect(await topInView(page, status)).toBe(true);
    expect(
      await topInView(
        page,
        status.getByText(/Connecting…|Waiting for the server…|Loading model…|Writing…/),
      ),
    ).toBe(true);
    // The panel's own background is opaque.
    const alpha = await status.evaluate((el) => {
      const colour = getComputedStyle(el).backgroundColor;
      const parts = colour.match(/[\d.]+/g) ?? [];
      return parts.length === 4 ? Number(parts[3]) : 1;
    });
    expect(alpha).toBe(1);
    await page.waitForTimeout(1500);
    await viewShot(page, 'phone-generator-model-call');
    expect(await seriousViolations(page)).toEqual([]);
    await stopButton(page).click();
    await settle(page);
    await context.close();
  });

  test('picking a history row brings the card into view; alerts stay small and off the buttons', async () => {
    const { context, page } = await newPage(browser, { viewport: PHONE });
    await seedStorage(context, {
      ...withCurrent(character('c-2')),
      characterHistory: JSON.stringify(HISTORY),
    });
    await page.goto(appUrl('/character-generator'));
    await cardHeading(page).waitFor();
    const row = page.getByRole('button', { name: /^Show Lyra Nightbloom/ });
    await row.scrollIntoViewIfNeeded();
    expect(await topInView(page, cardHeading(page))).toBe(false);
    await row.click();
    await page.waitForFunction(
      () =>
        document.querySelector('article[aria-label="Character"] h2')?.textContent ===
        'Lyra Nightbloom',
    );
    await page.waitForTimeout(600);
    expect(await topInView(page, cardHeading(page))).toBe(true);
    expect(await focused(page)).not.toBe('body');

    // Three alerts at once: at most two show, each one line high, none over the buttons.
    await saveButton(page).click();
    await generateButton(page).click();
    await settle(page);
    await page
      .getByRole('button', { name: /^Delete .* from history$/ })
      .first()
      .click();
    await page.waitForTimeout(300);
    const shown = alerts(page).filter({ visible: true });
    const count = await shown.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(2);
    const buttons = [await box(generateButton(page)), await box(saveButton(page))];
    for (let i = 0; i < count; i += 1) {
      const b = await box(shown.nth(i));
      expect(b.height).toBeLessThanOrEqual(56);
      for (const button of buttons) expect(overlaps(b, button)).toBe(false);
    }
    await viewShot(page, 'phone-generator-alerts');
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  test('My Characters opens at the top of the page', async () => {
    // The phone with its browser's bars showing: My Characters is taller than the screen.
    const { context, page } = await newPage(browser, { viewport: { width: 390, height: 664 } });
    await seedStorage(context, {
      ...withCurrent(character('c-3')),
      characters: JSON.stringify(HISTORY),
      characterHistory: JSON.stringify(HISTORY),
    });
    await page.goto(appUrl('/character-generator'));
    await cardHeading(page).waitFor();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'My Characters' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'My Characters' }).waitFor();
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await tooWide(page)).toEqual([]);
    await screenshot(page, 'phone-characters');
    await page.goto(appUrl('/settings'));
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await tooWide(page)).toEqual([]);
    await screenshot(page, 'phone-settings');
    await context.close();
  });
});

describe('tablet (820×1180)', () => {
  test('the portrait shows and each reroll button sits next to its value', async () => {
    const { context, page } = await newPage(browser, { viewport: TABLET });
    await seedStorage(context, { ...withCurrent(character('t-1')) });
    await page.goto(appUrl('/character-generator'));
    await cardHeading(page).waitFor();
    await expect(
      card(page)
        .getByRole('link', { name: /^Open the portrait/ })
        .isVisible(),
    ).resolves.toBe(true);
    const gaps = await card(page).evaluate((article) =>
      Array.from(article.querySelectorAll('dl dt')).map((dt) => {
        const value = dt.nextElementSibling as HTMLElement;
        const button = value.nextElementSibling?.querySelector('button') as HTMLElement;
        const range = document.createRange();
        range.selectNodeContents(value);
        return button.getBoundingClientRect().left - range.getBoundingClientRect().right;
      }),
    );
    for (const gap of gaps) expect(gap).toBeLessThan(200);
    expect(await tooWide(page)).toEqual([]);
    await screenshot(page, 'tablet-generator-idle');
    await page.goto(appUrl('/characters'));
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await tooWide(page)).toEqual([]);
    await viewShot(page, 'tablet-characters');
    await context.close();
  });
});

describe('desktop (1440×900)', () => {
  test('history rows fit one line; saved cards line their portraits up; tooltips cover nothing', async () => {
    const { context, page } = await newPage(browser, { viewport: DESKTOP });
    const saved = [
      character('s-1', { firstName: 'Al', lastName: 'Bo' }),
      character('s-2', {
        firstName: 'Maximiliana',
        lastName: 'Thunderstrike-Ravenshadow',
        epithet: 'The Keeper of the Long Forgotten Northern Roads',
      }),
      character('s-3', { firstName: 'Lyra', lastName: 'Nightbloom' }),
    ];
    await seedStorage(context, {
      ...withCurrent(character('d-1')),
      characterHistory: JSON.stringify(HISTORY),
      characters: JSON.stringify(saved),
    });
    await page.goto(appUrl('/character-generator'));
    await cardHeading(page).waitFor();
    const heights = await page
      .getByRole('list', { name: 'Generated characters' })
      .evaluate((list) =>
        Array.from(list.querySelectorAll('.row')).map((r) => r.getBoundingClientRect().height),
      );
    for (const height of heights) expect(height).toBeLessThanOrEqual(40);

    // The background's reroll tooltip leaves "History:" readable.
    const reroll = page.getByRole('button', { name: "Reroll character's background" });
    await reroll.hover();
    const tip = page.getByRole('tooltip');
    await tip.waitFor();
    const heading = card(page).getByRole('heading', { name: 'History:' });
    expect(overlaps(await box(tip), await box(heading))).toBe(false);
    await screenshot(page, 'desktop-generator-idle');

    await page.goto(appUrl('/characters'));
    const cards = page.getByRole('article');
    await cards.first().waitFor();
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll('article img')).every(
        (img) => (img as HTMLImageElement).complete,
      ),
    );
    const pictures = await page.evaluate(() =>
      Array.from(document.querySelectorAll('article img')).map((img) => {
        const r = img.getBoundingClientRect();
        // The box drawn around the picture.
        const panel = img.closest('a')!.parentElement!.getBoundingClientRect();
        return {
          top: r.top,
          height: r.height,
          panelHeight: panel.height,
          panelWidth: panel.width,
          natural:
            (r.height * (img as HTMLImageElement).naturalWidth) /
            (img as HTMLImageElement).naturalHeight,
        };
      }),
    );
    expect(pictures.length).toBe(3);
    for (const p of pictures) {
      expect(Math.abs(p.top - pictures[0]!.top)).toBeLessThanOrEqual(1);
      expect(p.panelHeight - p.height).toBeLessThanOrEqual(24);
      expect(p.panelWidth - p.natural).toBeLessThanOrEqual(24);
    }
    // The delete tooltip stays over its own card.
    const del = page.getByRole('button', { name: 'Delete Maximiliana Thunderstrike-Ravenshadow' });
    await del.hover();
    await page.getByRole('tooltip').waitFor();
    const tooltip = await box(page.getByRole('tooltip'));
    const neighbour = await box(cards.nth(2));
    expect(overlaps(tooltip, neighbour)).toBe(false);
    await screenshot(page, 'desktop-characters');
    await context.close();
  });
});

describe('keyboard', () => {
  test('Stop takes the focus during a model call and gives it back to the button pressed', async () => {
    const { context, page } = await newPage(browser, { viewport: DESKTOP });
    await seedStorage(context, { ...withOllama(), ...withCurrent(character('k-1')) });
    ollama.setBehaviour('slow');
    ollama.setOptions({ slowFirstChunkMs: 300, slowIntervalMs: 5 });
    await page.goto(appUrl('/character-generator'));
    await cardHeading(page).waitFor();

    for (const name of ['Generate', "Reroll character's class"]) {
      await page.getByRole('button', { name, exact: true }).focus();
      await page.keyboard.press('Enter');
      await waitBusy(page);
      await page.waitForFunction(() => document.activeElement?.textContent?.trim() === 'Stop');
      expect(await focused(page)).toBe('Stop');
      await settle(page);
      await page.waitForTimeout(200);
      expect(await focused(page)).toBe(name);
    }
    // Stop by keyboard: focus goes back to Generate.
    ollama.setOptions({ slowFirstChunkMs: 5000 });
    await generateButton(page).focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.textContent?.trim() === 'Stop');
    await page.keyboard.press('Enter');
    await settle(page);
    await page.waitForTimeout(200);
    expect(await focused(page)).toBe('Generate');
    await context.close();
  });

  test('the generator: picking and deleting rows, Clear History, closing alerts never drop the focus', async () => {
    const { context, page } = await newPage(browser, { viewport: DESKTOP });
    await seedStorage(context, {
      ...withCurrent(character('k-2')),
      characterHistory: JSON.stringify(HISTORY),
    });
    await page.goto(appUrl('/character-generator'));
    await cardHeading(page).waitFor();

    // The first Tab stop skips to the content.
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('Skip to content');
    await page.keyboard.press('Enter');
    expect(await focused(page)).not.toBe('body');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);

    await page.getByRole('button', { name: /^Show Lyra Nightbloom/ }).focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(
      () =>
        document.querySelector('article[aria-label="Character"] h2')?.textContent ===
        'Lyra Nightbloom',
    );
    expect(await focused(page)).not.toBe('body');

    await page.getByRole('button', { name: /^Delete Bram Oakenshield/ }).focus();
    await page.keyboard.press('Space');
    await page
      .getByRole('button', { name: /^Delete Bram Oakenshield/ })
      .waitFor({ state: 'detached' });
    expect(await focused(page)).not.toBe('body');

    // An alert closed by its button hands the focus back to the page.
    await saveButton(page).focus();
    await page.keyboard.press('Enter');
    await alerts(page).first().waitFor();
    await alerts(page).first().getByRole('button', { name: 'Close' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForTimeout(200);
    expect(await focused(page)).not.toBe('body');

    // Clear History: Escape and moving away disarm it; a confirmed clear keeps the focus.
    const clear = page.getByRole('button', { name: /^(Clear History|Confirm\?)$/ });
    await clear.focus();
    await page.keyboard.press('Enter');
    await expect(clear.textContent()).resolves.toBe('Confirm?');
    await page.keyboard.press('Escape');
    await expect(clear.textContent()).resolves.toBe('Clear History');
    await page.keyboard.press('Enter');
    await expect(clear.textContent()).resolves.toBe('Confirm?');
    await page.keyboard.press('Shift+Tab');
    await expect(clear.textContent()).resolves.toBe('Clear History');
    await clear.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.getByText('No history yet').waitFor();
    expect(await focused(page)).not.toBe('body');
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  test('My Characters: arrows page the carousel; paging and deleting never drop the focus', async () => {
    const { context, page } = await newPage(browser, { viewport: DESKTOP });
    const saved = Array.from({ length: 7 }, (_, i) =>
      character(`m-${i}`, { firstName: `Name${i}`, lastName: 'Stone' }),
    );
    await seedStorage(context, { characters: JSON.stringify(saved) });
    await page.goto(appUrl('/characters'));
    const carousel = page.getByRole('region', { name: 'Saved characters' });
    await carousel.waitFor();
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('Skip to content');

    await carousel.focus();
    await page.keyboard.press('ArrowRight');
    await carousel.getByText('Page 2 of 3').waitFor();
    await page.keyboard.press('ArrowLeft');
    await carousel.getByText('Page 1 of 3').waitFor();
    expect(await focused(page)).not.toBe('body');

    // Paging to the last page with Next.
    const next = page.getByRole('button', { name: 'Next page' });
    await next.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await carousel.getByText('Page 3 of 3').waitFor();
    await page.waitForTimeout(100);
    expect(await focused(page)).not.toBe('body');

    // An armed delete: Escape disarms it; a confirmed one keeps the focus on the screen.
    const del = page.getByRole('button', { name: 'Delete Name6 Stone' });
    await del.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Click again to confirm' }).waitFor();
    await page.keyboard.press('Escape');
    await del.waitFor();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await del.waitFor({ state: 'detached' });
    expect(await focused(page)).not.toBe('body');
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  test('Settings: Tab, Space, Enter and Escape keep the focus on the screen', async () => {
    const { context, page } = await newPage(browser, { viewport: TABLET });
    await page.goto(appUrl('/settings'));
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('Skip to content');
    await page.keyboard.press('Enter');
    let name = '';
    for (let i = 0; i < 40 && name !== 'Enable Ollama API'; i += 1) {
      await page.keyboard.press('Tab');
      name = await page.evaluate(
        () => (document.activeElement as HTMLInputElement | null)?.labels?.[0]?.textContent ?? '',
      );
    }
    expect(name).toBe('Enable Ollama API');
    await page.keyboard.press('Space');
    await expect(page.getByLabel('Enable Ollama API').isChecked()).resolves.toBe(true);
    await page.getByRole('button', { name: 'Save Settings' }).focus();
    await page.keyboard.press('Enter');
    await alerts(page).first().waitFor();
    await page.keyboard.press('Escape');
    await expect(alerts(page).count()).resolves.toBe(0);
    expect(await focused(page)).toBe('Save Settings');
    await viewShot(page, 'tablet-settings');
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  test('each route has its own title; an unknown address links back to the generator', async () => {
    const { context, page } = await newPage(browser, { viewport: DESKTOP });
    for (const [path, title] of [
      ['/character-generator', 'Character Generator'],
      ['/characters', 'My Characters'],
      ['/settings', 'Character Generator Settings'],
    ] as const) {
      await page.goto(appUrl(path));
      await page.getByRole('heading', { level: 1 }).waitFor();
      await expect(page.title()).resolves.toBe(`${title} — Fantasy Character Generator`);
      // The page painted at build time carries it too.
      const html = await (await page.request.get(appUrl(path))).text();
      expect(html).toContain(`<title>${title} — Fantasy Character Generator</title>`);
    }
    await page.goto(appUrl('/no-such-page'));
    const back = page.getByRole('main').getByRole('link', { name: 'Character Generator' });
    await back.waitFor();
    await back.click();
    await cardHeading(page).waitFor();
    await context.close();
  });

  test('a normal visit to each screen leaves the console clean', async () => {
    const problems: string[] = [];
    for (const path of ['/', '/character-generator', '/characters', '/settings']) {
      const { context, page } = await newPage(browser, {
        viewport: DESKTOP,
        serviceWorkers: true,
      });
      page.on('console', (message) => {
        if (message.type() === 'warning' || message.type() === 'error')
          problems.push(`${path}: ${message.type()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`${path}: ${error.message}`));
      // A first visit, then a return visit (served by the installed worker).
      for (const visit of ['first', 'return']) {
        if (visit === 'first') await page.goto(appUrl(path));
        else await page.reload();
        await page.getByRole('heading', { level: 1 }).waitFor();
        await page.waitForLoadState('networkidle');
        // Chromium reports an unused preload a few seconds after the load.
        await page.waitForTimeout(3500);
      }
      await context.close();
    }
    expect(problems).toEqual([]);
  });
});
