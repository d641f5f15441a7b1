import type { Browser, Page } from 'playwright-core';
import { appUrl, launchBrowser, newPage, settle } from './support/browser';
import { alerts, card, cardName, notifications, seedStorage } from './support/app';
import { seriousViolations } from './support/axe';

/**
 * Accessibility of the three screens: axe-core finds no serious or critical violation (with a
 * saved character and alerts showing), everything works by keyboard with a visible focus and no
 * trap, and nothing scrolls sideways on a 390 px phone.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PHONE = { width: 390, height: 844 };

/** One saved character, as the app stores it under the `characters` key. */
const SAVED = {
  id: 'a11y-1',
  firstName: 'Ada',
  lastName: 'Ironleaf',
  epithet: 'The Patient Storm',
  race: 'Dwarf',
  characterClass: 'Cleric',
  gender: 'Female',
  alignment: 'True Neutral',
  age: 61,
  background: {
    title: 'A Life Underground',
    content: ['Ada Ironleaf kept the lamps of the deep halls lit for forty years.'],
  },
};

/** Unreadable history: the app keeps running and shows a warning that stays until closed. */
const CORRUPT_HISTORY = { characterHistory: '{not json' };

async function waitForName(page: Page, name: string) {
  await page.waitForFunction(
    (expected) =>
      document.querySelector('article[aria-label="Character"] h2')?.textContent === expected,
    name,
  );
}

interface Focused {
  key: string;
  tag: string;
  role: string;
  name: string;
  inNav: boolean;
  inMain: boolean;
  visibleFocus: boolean;
  focusStyle: string;
}

/** Describes document.activeElement, giving each element a stable key on first sight. */
function describeFocus(page: Page): Promise<Focused | null> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (
      !element ||
      element === document.body ||
      element === document.documentElement ||
      element.id === 'a11y-start'
    ) {
      return null;
    }
    const tagged = element as HTMLElement & { __a11yKey?: string };
    const counter = window as unknown as { __a11yCounter?: number };
    if (!tagged.__a11yKey) {
      counter.__a11yCounter = (counter.__a11yCounter ?? 0) + 1;
      tagged.__a11yKey = `el${counter.__a11yCounter}`;
    }
    // A text field may draw the ring around the whole field (its input's container).
    const field = element.matches('input, textarea, select')
      ? element.closest<HTMLElement>('.MuiInputBase-root')
      : null;
    const style = getComputedStyle(element);
    const fieldStyle = field ? getComputedStyle(field) : null;
    const outline =
      (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) ||
      (fieldStyle !== null &&
        fieldStyle.outlineStyle !== 'none' &&
        parseFloat(fieldStyle.outlineWidth) > 0);
    const shadow = Boolean(style.boxShadow) && style.boxShadow !== 'none';
    const labelledBy = element.getAttribute('aria-labelledby');
    const name = (
      element.getAttribute('aria-label') ||
      (labelledBy && document.getElementById(labelledBy)?.textContent) ||
      (element as HTMLInputElement).labels?.[0]?.textContent ||
      element.textContent ||
      element.getAttribute('title') ||
      ''
    )
      .trim()
      .replace(/\s+/g, ' ');
    return {
      key: tagged.__a11yKey,
      tag: element.tagName.toLowerCase(),
      role: element.getAttribute('role') ?? '',
      name,
      inNav: Boolean(element.closest('nav')),
      inMain: Boolean(element.closest('main')),
      visibleFocus: outline || shadow,
      focusStyle: `outline: ${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}; box-shadow: ${style.boxShadow}`,
    };
  });
}

/**
 * Moves the browser's sequential focus starting point to the top of the page (a blur alone
 * leaves it where the last focused control was).
 */
async function startFromTop(page: Page) {
  await page.evaluate(() => {
    let marker = document.getElementById('a11y-start');
    if (!marker) {
      marker = document.createElement('div');
      marker.id = 'a11y-start';
      marker.tabIndex = -1;
      document.body.prepend(marker);
    }
    marker.focus();
    window.scrollTo(0, 0);
  });
}

/** Closes every alert with Escape (the newest first). */
async function closeAlerts(page: Page) {
  for (let i = 0; i < 10 && (await alerts(page).count()) > 0; i += 1) {
    await page.keyboard.press('Escape');
  }
  await expect(alerts(page).count()).resolves.toBe(0);
}

/**
 * Presses Tab from the top of the page until focus comes back round, and returns every stop.
 * Fails on a trap: focus that stops moving, or a loop that never returns to the start.
 */
async function tabRound(page: Page, limit = 150): Promise<Focused[]> {
  await startFromTop(page);
  const stops: Focused[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press('Tab');
    const focused = await describeFocus(page);
    if (focused === null) {
      // Focus left the page's controls (to the browser): the round is complete.
      if (stops.length > 0) return stops;
      continue;
    }
    if (seen.has(focused.key)) {
      if (focused.key === stops[0]?.key) return stops; // wrapped round to the first control
      throw new Error(
        `Keyboard trap: Tab went back to "${focused.name}" (${focused.tag}) after ${stops
          .map((s) => s.name)
          .join(' → ')}`,
      );
    }
    seen.add(focused.key);
    stops.push(focused);
  }
  throw new Error(`Keyboard trap: Tab never left the page in ${limit} presses`);
}

/** Presses Tab until the focused control's name matches, and returns it. */
async function tabTo(page: Page, name: RegExp, limit = 80): Promise<Focused> {
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press('Tab');
    const focused = await describeFocus(page);
    if (focused && name.test(focused.name)) return focused;
  }
  throw new Error(`Tab never reached ${name}`);
}

const withoutVisibleFocus = (stops: Focused[]) =>
  stops.filter((s) => !s.visibleFocus).map((s) => `${s.tag} "${s.name}"`);

/** How many px the page scrolls sideways (0 when it does not). */
async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

describe('accessibility', () => {
  test.each(['light', 'dark'] as const)(
    'axe: no serious or critical violation on the three screens, with alerts showing (%s scheme)',
    async (colorScheme) => {
      const { context, page, consoleErrors } = await newPage(browser, { colorScheme });
      await seedStorage(context, CORRUPT_HISTORY);
      const found: string[] = [];
      const nav = page.getByRole('navigation', { name: 'Main' });

      // Generator: a saved character, a warning (unreadable history) and "Character saved".
      await page.goto(appUrl('/character-generator'));
      await card(page).waitFor();
      await alerts(page).filter({ hasText: 'Warning' }).first().waitFor();
      await page.getByRole('button', { name: 'Save Character' }).click();
      await notifications(page).getByText('Character saved').waitFor();
      await page.getByRole('button', { name: 'Saved' }).waitFor();
      found.push(...(await seriousViolations(page, '/character-generator')));
      // Reroll tooltips are part of the screen too: show one.
      await card(page).getByRole('button', { name: "Reroll character's race" }).hover();
      await page.getByRole('tooltip').waitFor();
      await page.waitForFunction(() => {
        const tooltip = document.querySelector('.MuiTooltip-tooltip');
        return tooltip !== null && getComputedStyle(tooltip).opacity === '1';
      });
      await page.waitForTimeout(300); // the fade-in's last frames
      found.push(...(await seriousViolations(page, '/character-generator (tooltip)')));

      // My Characters: the character saved above, and the warning.
      await nav.getByRole('link', { name: 'My Characters' }).click();
      await page.getByRole('heading', { name: 'My Characters', level: 1 }).waitFor();
      await page
        .getByRole('region', { name: 'Saved characters' })
        .getByRole('article')
        .first()
        .waitFor();
      await expect(alerts(page).count()).resolves.toBeGreaterThan(0);
      found.push(...(await seriousViolations(page, '/characters')));

      // Settings, after saving: "Settings saved". (The alerts are closed first: the warning sits
      // over the Save Settings button at this size.)
      await nav.getByRole('link', { name: 'Settings' }).click();
      await page.getByRole('heading', { name: 'Character Generator Settings', level: 1 }).waitFor();
      await closeAlerts(page);
      await page.getByRole('button', { name: 'Save Settings' }).click();
      await notifications(page).getByText('Settings saved').waitFor();
      found.push(...(await seriousViolations(page, '/settings')));

      // The phone frame: app bar, menu button and the temporary drawer, opened.
      await page.setViewportSize(PHONE);
      await page.goto(appUrl('/character-generator'));
      await card(page).waitFor();
      await page.getByRole('button', { name: 'Open menu' }).click();
      await nav.getByRole('link', { name: 'Settings' }).waitFor();
      found.push(...(await seriousViolations(page, '/character-generator at 390 px, menu open')));

      expect(found).toEqual([]);
      expect(consoleErrors).toEqual([]);
      await context.close();
    },
  );

  test('keyboard: Tab reaches the menu and the main controls with a visible focus, and leaves the page', async () => {
    const { context, page } = await newPage(browser);
    await seedStorage(context, { characters: JSON.stringify([SAVED]) });
    await page.goto(appUrl('/character-generator'));
    await card(page).waitFor();
    // The replaced character is in history: its row is a button.
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    await settle(page, 30000);
    await closeAlerts(page);

    const problems: string[] = [];
    const stops = await tabRound(page);
    const names = stops.map((s) => s.name);
    for (const link of ['Character Generator', 'My Characters', 'Settings']) {
      if (!stops.some((s) => s.inNav && s.name === link))
        problems.push(`Tab misses the ${link} link`);
    }
    for (const control of [
      'Generate',
      'Save Character',
      "Reroll character's first name",
      "Reroll character's alignment",
      'Clear History',
    ]) {
      if (!names.includes(control)) problems.push(`Tab misses ${control}`);
    }
    if (!names.some((n) => /^Show .+ \(\d+\)$/.test(n)))
      problems.push('Tab misses the history rows');
    // The menu comes before the screen's controls.
    if (names.indexOf('Settings') > names.indexOf('Generate')) {
      problems.push('the screen comes before the menu in the Tab order');
    }
    problems.push(...withoutVisibleFocus(stops).map((s) => `no visible focus: ${s}`));

    // Shift+Tab walks back out of the page too, from the last control first.
    await startFromTop(page);
    let last: Focused | null = null;
    for (let i = 0; i < 3 && last === null; i += 1) {
      await page.keyboard.press('Shift+Tab');
      last = await describeFocus(page);
    }
    if (last?.key !== stops[stops.length - 1]?.key) {
      problems.push(`Shift+Tab from the top reaches "${last?.name}", not the last control`);
    }

    // My Characters and Settings: their controls are reachable, with a visible focus.
    for (const [path, expected] of [
      ['/characters', [/^Delete /, /^Character Generator$/]],
      ['/settings', [/^Enable Ollama API$/, /^Enable Azure API$/, /^Save Settings$/]],
    ] as const) {
      await page.goto(appUrl(path));
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      const screenStops = await tabRound(page);
      for (const pattern of expected) {
        if (!screenStops.some((s) => pattern.test(s.name)))
          problems.push(`${path}: Tab misses ${pattern}`);
      }
      problems.push(
        ...withoutVisibleFocus(screenStops).map((s) => `${path}: no visible focus: ${s}`),
      );
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  test('keyboard: Enter and Space press buttons and history rows; Escape closes alerts', async () => {
    const { context, page } = await newPage(browser);
    await seedStorage(context, CORRUPT_HISTORY);
    await page.goto(appUrl('/character-generator'));
    await card(page).waitFor();
    const problems: string[] = [];
    // Escape closes the warning, which would otherwise stay.
    await alerts(page).filter({ hasText: 'Warning' }).first().waitFor();
    await page.keyboard.press('Escape');
    await expect(alerts(page).count()).resolves.toBe(0);

    const first = await cardName(page);
    await startFromTop(page);
    await tabTo(page, /^Generate$/);
    await page.keyboard.press('Enter');
    await settle(page, 30000);
    const second = await cardName(page);
    expect(second).not.toBe(first);
    await notifications(page).getByText('New character generated').waitFor();
    await page.keyboard.press('Escape');
    await expect(alerts(page).count()).resolves.toBe(0);

    // A keyboard user presses Generate again: focus should still be on it.
    const after = await describeFocus(page);
    if (after?.name !== 'Generate') {
      problems.push(
        `focus is lost after Enter on Generate (it is on ${after ? `"${after.name}"` : 'the page body'})`,
      );
      await startFromTop(page);
      await tabTo(page, /^Generate$/);
    }
    await page.keyboard.press('Space');
    await settle(page, 30000);
    const third = await cardName(page);
    expect(third).not.toBe(second);
    await closeAlerts(page);

    // History rows: Enter on one shows that character, Space on another too.
    const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    await startFromTop(page);
    await tabTo(page, new RegExp(`^Show ${escape(first)} \\(`));
    await page.keyboard.press('Enter');
    await waitForName(page, first);
    await startFromTop(page);
    await tabTo(page, new RegExp(`^Show ${escape(third)} \\(`));
    await page.keyboard.press('Space');
    await waitForName(page, third);

    // Save Character by keyboard, then Escape closes its alert.
    await startFromTop(page);
    await tabTo(page, /^Save Character$/);
    await page.keyboard.press('Enter');
    await notifications(page).getByText('Character saved').waitFor();
    await page.keyboard.press('Escape');
    await expect(alerts(page).count()).resolves.toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  test('phone: the menu button opens the drawer by keyboard, Escape closes it and focus returns', async () => {
    const { context, page } = await newPage(browser, { viewport: PHONE });
    await page.goto(appUrl('/character-generator'));
    await card(page).waitFor();
    const problems: string[] = [];
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Settings' }).isVisible()).resolves.toBe(false);
    await startFromTop(page);
    const menu = await tabTo(page, /^Open menu$/);
    if (!menu.visibleFocus) problems.push(`no visible focus: Open menu (${menu.focusStyle})`);
    await page.keyboard.press('Enter');
    await nav.getByRole('link', { name: 'Settings' }).waitFor();
    // Focus moves into the drawer; Tab reaches its links.
    const link = await tabTo(page, /^My Characters$/, 10);
    expect(link.inNav).toBe(true);
    await page.keyboard.press('Escape');
    await nav.getByRole('link', { name: 'Settings' }).waitFor({ state: 'hidden' });
    const back = await describeFocus(page);
    if (back?.name !== 'Open menu') {
      problems.push(`focus does not return to Open menu after Escape (it is on ${back?.name})`);
      await startFromTop(page);
      await tabTo(page, /^Open menu$/);
    }
    // Space opens it too, and Enter on a link navigates and closes the drawer.
    await page.keyboard.press('Space');
    await nav.getByRole('link', { name: 'Settings' }).waitFor();
    await tabTo(page, /^Settings$/, 10);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Character Generator Settings', level: 1 }).waitFor();
    await nav.getByRole('link', { name: 'Settings' }).waitFor({ state: 'hidden' });
    expect(problems).toEqual([]);
    await context.close();
  });

  test('phone: nothing scrolls sideways at 390 px on any screen', async () => {
    const { context, page } = await newPage(browser, { viewport: PHONE });
    await seedStorage(context, { ...CORRUPT_HISTORY, characters: JSON.stringify([SAVED]) });
    const overflow: Record<string, number> = {};

    await page.goto(appUrl('/character-generator'));
    await card(page).waitFor();
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    await settle(page, 30000);
    // The whole background shown, with the warning and success alerts on screen.
    const more = page.getByRole('button', { name: /Show More/ });
    if (await more.count()) await more.first().click();
    overflow['/character-generator'] = await sidewaysOverflow(page);

    await page.goto(appUrl('/characters'));
    await page
      .getByRole('region', { name: 'Saved characters' })
      .getByRole('article')
      .first()
      .waitFor();
    await page.waitForLoadState('networkidle');
    overflow['/characters'] = await sidewaysOverflow(page);

    await page.goto(appUrl('/settings'));
    await page.getByRole('button', { name: 'Save Settings' }).waitFor();
    await page.getByRole('switch', { name: 'Enable Azure API' }).click();
    overflow['/settings'] = await sidewaysOverflow(page);

    expect(overflow).toEqual({ '/character-generator': 0, '/characters': 0, '/settings': 0 });
    await context.close();
  });
});
