import type { Browser, Page } from 'playwright-core';
import { appUrl, launchBrowser, newPage, screenshot, settle } from './support/browser';
import { card, cardName, row } from './support/app';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const historyList = (page: Page) => page.getByRole('list', { name: 'Generated characters' });
/** Clicks a button and waits until the request's loading state has ended. */
async function clickAndSettle(page: Page, name: string) {
  await page.getByRole('button', { name, exact: true }).click();
  await page.waitForFunction(() => {
    const el = document.querySelector('article[aria-label="Character"]');
    return el && el.getAttribute('aria-busy') === 'false';
  });
}

/** Waits until the portrait on the card has loaded (its own file, or the default). */
async function portraitLoaded(page: Page) {
  await page.waitForFunction(() => {
    const img = document.querySelector<HTMLImageElement>('article[aria-label="Character"] img');
    return img !== null && img.complete && img.naturalWidth > 0;
  });
}

describe('first visit, and what survives a reload', () => {
  test('a first visit shows "No history yet" and a disabled Clear History; a reload shows the same character', async () => {
    const { context, page, consoleErrors } = await newPage(browser);
    await page.goto(appUrl('/character-generator'));
    await card(page).waitFor();
    await page.getByText('No history yet').waitFor();
    await expect(page.getByRole('button', { name: 'Clear History' }).isDisabled()).resolves.toBe(
      true,
    );
    const first = await cardName(page);
    await page.reload();
    await card(page).waitFor();
    expect(await cardName(page)).toBe(first);
    await page.getByText('No history yet').waitFor();
    // Replaced, it enters History.
    await clickAndSettle(page, 'Generate');
    await expect(historyList(page).getByRole('listitem').allInnerTexts()).resolves.toEqual([
      expect.stringContaining(first),
    ]);
    await expect(page.getByRole('button', { name: 'Clear History' }).isEnabled()).resolves.toBe(
      true,
    );
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  test('after Clear History a reload still shows the unsaved character that was on the card', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(appUrl('/character-generator'));
    await card(page).waitFor();
    await clickAndSettle(page, 'Generate');
    await clickAndSettle(page, 'Generate');
    const unsaved = await cardName(page);
    await page.getByRole('button', { name: 'Clear History' }).click();
    await page.getByRole('button', { name: 'Confirm?' }).click();
    await page.getByText('No history yet').waitFor();
    await page.reload();
    await card(page).waitFor();
    expect(await cardName(page)).toBe(unsaved);
    await page.getByText('No history yet').waitFor();
    await context.close();
  });

  test('deleting the current character’s row sticks across Generate', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(appUrl('/character-generator'));
    await card(page).waitFor();
    const first = await cardName(page);
    await clickAndSettle(page, 'Generate');
    await historyList(page)
      .getByRole('button', { name: new RegExp(`^Show ${first} \\(`) })
      .click();
    expect(await cardName(page)).toBe(first);
    await historyList(page)
      .getByRole('button', { name: new RegExp(`^Delete ${first} \\(.*\\) from history$`) })
      .click();
    await clickAndSettle(page, 'Generate');
    const texts = await historyList(page).getByRole('listitem').allInnerTexts();
    expect(texts).toHaveLength(1);
    expect(texts.join(' ')).not.toContain(first);
    await context.close();
  });

  test('the portrait is the real file, drawn 512 px high at its own proportions, never stretched or cropped', async () => {
    const { context, page, consoleErrors } = await newPage(browser);
    await page.goto(appUrl('/character-generator'));
    await card(page).waitFor();
    await portraitLoaded(page);
    const img = card(page).getByRole('img', { name: /^(Human|Elf|Dwarf|Orc) / });
    const src = await img.getAttribute('src');
    expect(src).toMatch(
      /^\/character-generator\/images\/(human|elf|dwarf|orc)\/(warrior|mage|rogue|cleric)\/(male|female)1\.png$/,
    );
    const box = await img.evaluate((el) => {
      const image = el as HTMLImageElement;
      const rect = image.getBoundingClientRect();
      // The picture as drawn inside its box.
      const scale = Math.min(rect.width / image.naturalWidth, rect.height / image.naturalHeight);
      const style = getComputedStyle(image);
      return {
        height: rect.height,
        drawnHeight: image.naturalHeight * scale,
        drawnWidth: image.naturalWidth * scale,
        width: rect.width,
        fit: style.objectFit,
        naturalRatio: image.naturalWidth / image.naturalHeight,
        currentSrc: image.currentSrc,
      };
    });
    expect(box.currentSrc).toBe(appUrl(src!));
    expect(box.height).toBe(512);
    // The picture fills the box: 512 px high, as wide as its proportions make it.
    expect(Math.round(box.drawnHeight)).toBe(512);
    expect(Math.abs(box.width - box.drawnWidth)).toBeLessThanOrEqual(1);
    expect(box.fit).toBe('contain');
    expect(box.naturalRatio).toBeGreaterThan(0);
    const link = card(page).getByRole('link', { name: /^Open the portrait of/ });
    expect(await link.getAttribute('href')).toBe(src);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  test('a stored character of an unknown race shows as stored, with the default portrait, and rerolls', async () => {
    const { context, page } = await newPage(browser);
    const gnome = {
      id: 'gnome-1',
      firstName: 'Tink',
      lastName: 'Cogwhistle',
      epithet: 'The Tinkerer',
      race: 'Gnome',
      characterClass: 'Bard',
      gender: 'Female',
      alignment: 'Chaotic Good',
      age: 90,
      background: { title: 'Gears', content: ['Tink builds things.'] },
    };
    await context.addInitScript((value) => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('characterHistory', JSON.stringify([value]));
      localStorage.setItem('currentCharacter', JSON.stringify({ character: value }));
    }, gnome);
    await page.goto(appUrl('/character-generator'));
    await card(page).waitFor();
    expect(await cardName(page)).toBe('Tink Cogwhistle');
    expect(await row(page, 'Race').innerText()).toBe('Gnome');
    expect(await row(page, 'Class').innerText()).toBe('Bard');
    await page.waitForFunction(
      () =>
        document.querySelector('img[alt="Gnome Bard"]')?.getAttribute('src') ===
        '/character-generator/images/default-portrait.png',
    );
    await portraitLoaded(page);
    await historyList(page).getByText('Tink Cogwhistle (90)').waitFor();
    await screenshot(page, 'generator-unknown-race-1440');
    await clickAndSettle(page, "Reroll character's last name");
    await page.getByText('Updated character').first().waitFor();
    expect(await row(page, 'Race').innerText()).toBe('Gnome');
    await clickAndSettle(page, 'Save Character');
    await page.getByText('Character saved').waitFor();
    await expect(page.getByRole('alert').filter({ hasText: 'corrupt' }).count()).resolves.toBe(0);
    await context.close();
  });
});

describe('Character Generator screen, offline', () => {
  test('generate several, save one, reroll every property, pick a history row, clear, reload', async () => {
    const { context, page, consoleErrors } = await newPage(browser);
    await page.goto(appUrl('/character-generator'));
    await card(page).waitFor();
    const names = [await cardName(page)];
    for (let i = 0; i < 3; i += 1) {
      await clickAndSettle(page, 'Generate');
      names.push(await cardName(page));
    }
    await page.getByText('New character generated').first().waitFor();
    expect(new Set(names).size).toBe(4);
    // Every character that was replaced is in history, newest first; the one on the card
    // enters when it is replaced in turn.
    const rows = historyList(page).getByRole('listitem');
    await expect(rows.count()).resolves.toBe(3);
    await expect(historyList(page).locator('[aria-current="true"]').count()).resolves.toBe(0);
    await expect(rows.first().innerText()).resolves.toContain(names[2]);

    await clickAndSettle(page, 'Save Character');
    await page.getByText('Character saved').waitFor();
    await expect(page.getByRole('button', { name: 'Saved' }).isDisabled()).resolves.toBe(true);
    const savedName = await cardName(page);

    for (const label of [
      'First Name',
      'Last Name',
      'Epithet',
      'Race',
      'Class',
      'Gender',
      'Age',
      'Alignment',
    ]) {
      const before = await row(page, label).innerText();
      await clickAndSettle(page, `Reroll character's ${label.toLowerCase()}`);
      expect(await row(page, label).innerText()).not.toBe(before);
    }
    await page.getByText('Updated character').first().waitFor();
    // The edited character is a new one: it can be saved again.
    await expect(page.getByRole('button', { name: 'Save Character' }).isEnabled()).resolves.toBe(
      true,
    );

    // Pick an older history row.
    const pick = historyList(page).getByRole('button', {
      name: new RegExp(`^Show ${names[1]} \\(`),
    });
    await pick.click();
    expect(await cardName(page)).toBe(names[1]);
    // The picked row is the current one: bold, not clickable.
    await expect(historyList(page).locator('[aria-current="true"]').innerText()).resolves.toContain(
      names[1],
    );

    await screenshot(page, 'generator-1440');

    const countBefore = await rows.count();
    await page.reload();
    await card(page).waitFor();
    await expect(historyList(page).getByRole('listitem').count()).resolves.toBe(countBefore);
    // The saved character is still saved after the reload: it is in My Characters.
    await page.getByRole('link', { name: 'My Characters' }).click();
    await page.getByRole('heading', { name: 'My Characters', level: 1 }).waitFor();
    await page.getByText(savedName).first().waitFor();
    await page.getByRole('link', { name: 'Character Generator' }).click();
    await card(page).waitFor();

    // Clear history: confirm, then a click elsewhere cancels; a second try clears.
    await page.getByRole('button', { name: 'Clear History' }).click();
    await page.getByRole('button', { name: 'Confirm?' }).waitFor();
    await page.getByRole('heading', { name: 'Character Generator', level: 1 }).click();
    await page.getByRole('button', { name: 'Clear History' }).waitFor();
    await page.getByRole('button', { name: 'Clear History' }).click();
    await page.getByRole('button', { name: 'Confirm?' }).click();
    await page.getByText('History cleared').waitFor();
    await page.getByText('No history yet').waitFor();
    expect(savedName).toBeTruthy();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  test('on a phone the cards stack, the portrait is hidden and nothing scrolls sideways', async () => {
    const { context, page } = await newPage(browser, { viewport: { width: 390, height: 844 } });
    await page.goto(appUrl('/character-generator'));
    await card(page).waitFor();
    await clickAndSettle(page, 'Generate');
    await expect(
      card(page)
        .getByRole('img', { name: /Human|Elf|Dwarf|Orc|unknown/ })
        .count(),
    ).resolves.toBe(0);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    const cardBox = await card(page).boundingBox();
    const historyBox = await page
      .getByRole('region', { name: 'History', exact: true })
      .boundingBox();
    expect(historyBox!.y).toBeGreaterThan(cardBox!.y + cardBox!.height - 1);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'generator-390');
    await context.close();
  });
});

describe('tooltips, whose positioning code arrives when one first opens', () => {
  /**
   * Holds back the tooltips' script until `release` is called, so a test can act before it has
   * arrived; `requested` resolves when the page has asked for it.
   */
  async function holdTooltipCode(page: Page) {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let asked: () => void = () => undefined;
    let wasRequested = false;
    const requested = new Promise<void>((resolve) => {
      asked = resolve;
    });
    await page.route(/\/static\/js\/tooltip-popper\.[0-9a-f]{8}\.chunk\.js$/, async (route) => {
      wasRequested = true;
      asked();
      await gate;
      await route.continue();
    });
    return { release, requested, wasRequested: () => wasRequested };
  }

  test("hovering a reroll button before the tooltips' code has arrived shows its tooltip once it does", async () => {
    const { context, page, consoleErrors } = await newPage(browser);
    const code = await holdTooltipCode(page);
    await page.goto(appUrl('/character-generator'));
    // The first screen does without it.
    await page.waitForTimeout(500);
    expect(code.wasRequested()).toBe(false);
    const race = card(page).getByRole('button', { name: "Reroll character's race" });
    await race.hover();
    // The tooltip opening asks for the code at once.
    await code.requested;
    await page.waitForTimeout(300);
    await expect(page.getByRole('tooltip').count()).resolves.toBe(0);

    code.release();
    const tooltip = page.getByRole('tooltip', { name: "Reroll character's race" });
    await tooltip.waitFor();
    await page.waitForTimeout(300); // the fade-in
    await screenshot(page, 'tooltip-hover-1440');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  test("Tab onto a reroll button right after the app is ready: the focus stays on it while the tooltips' code arrives", async () => {
    const { context, page, consoleErrors } = await newPage(browser);
    const code = await holdTooltipCode(page);
    await page.goto(appUrl('/character-generator'));
    const focusedName = () =>
      page.evaluate(() =>
        document.activeElement === document.body
          ? 'body'
          : (document.activeElement?.getAttribute('aria-label') ?? ''),
      );
    // From the top of the page, as a keyboard user goes.
    let presses = 0;
    while (!(await focusedName()).startsWith("Reroll character's") && presses < 60) {
      await page.keyboard.press('Tab');
      presses += 1;
    }
    const name = await focusedName();
    expect(name).toMatch(/^Reroll character's /);
    await code.requested;

    code.release();
    // Keyboard focus opens the tooltip once its code is there, on the same button.
    await page.getByRole('tooltip', { name }).waitFor();
    expect(await focusedName()).toBe(name);
    await page.waitForTimeout(300); // the fade-in
    await screenshot(page, 'tooltip-focus-1440');
    // And the button still works from the keyboard.
    await page.keyboard.press('Enter');
    await page.getByText('Updated character').first().waitFor();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  test("a click whose press began before the tooltips' code arrived still rerolls", async () => {
    const { context, page, consoleErrors } = await newPage(browser);
    const code = await holdTooltipCode(page);
    await page.goto(appUrl('/character-generator'));
    const race = card(page).getByRole('button', { name: "Reroll character's race" });
    const box = (await race.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await code.requested;
    // The code arrives while the button is held down.
    code.release();
    await page.waitForFunction(() =>
      performance
        .getEntriesByType('resource')
        .some((entry) => /\/tooltip-popper\.[0-9a-f]{8}\.chunk\.js$/.test(entry.name)),
    );
    await page.waitForTimeout(300);
    await page.mouse.up();
    await page.getByText('Updated character').first().waitFor();
    await settle(page);
    // Then the tooltip takes over (the button follows the new value, so the pointer goes to it).
    await race.hover();
    await page.getByRole('tooltip', { name: "Reroll character's race" }).waitFor();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  test('on a phone, a reroll tooltip shows beside its button and the page does not scroll sideways', async () => {
    const { context, page } = await newPage(browser, { viewport: { width: 390, height: 844 } });
    await page.goto(appUrl('/character-generator'));
    await card(page).getByRole('button', { name: "Reroll character's race" }).hover();
    await page.getByRole('tooltip', { name: "Reroll character's race" }).waitFor();
    await page.waitForTimeout(300);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'tooltip-hover-390');
    await context.close();
  });
});
