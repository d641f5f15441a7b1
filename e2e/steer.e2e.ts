/**
 * Steering the dice in a real browser: locks kept by Generate offline and through both loopback
 * model servers (and carried in their prompts), each kind of value edited in place with the
 * story following, undo and redo compared exactly, Undo after Clear History, the keyboard, axe.
 */
import type { Page } from 'playwright-core';
import { appUrl, newPage, screenshot, settle } from './support/browser';
import { card, cardName, useCloud, useOllama } from './support/app';
import { seriousViolations } from './support/axe';
import { startBrowserAndModels } from './support/model-servers';

const rig = startBrowserAndModels();

const value = (page: Page, label: string) =>
  card(page)
    .getByRole('button', { name: `Edit ${label.toLowerCase()}`, exact: true })
    .locator('xpath=ancestor::dd[1]')
    .innerText();
const story = (page: Page) => page.getByRole('region', { name: 'History:' }).innerText();
const historyRows = (page: Page) =>
  page.getByRole('list', { name: 'Generated characters' }).getByRole('listitem').allInnerTexts();

async function press(page: Page, name: string) {
  await page.getByRole('button', { name, exact: true }).click();
  await settle(page);
}

/** Sets a text or number value through its in-place editor and applies it with Enter. */
async function editText(page: Page, label: string, text: string) {
  await card(page)
    .getByRole('button', { name: `Edit ${label.toLowerCase()}` })
    .click();
  const field = card(page).getByLabel(label, { exact: true });
  await field.fill(text);
  await field.press('Enter');
}

/** Chooses a value in a select editor, which applies it at once. */
async function editChoice(page: Page, label: string, choice: string) {
  await card(page)
    .getByRole('button', { name: `Edit ${label.toLowerCase()}` })
    .click();
  const field = card(page).getByRole('combobox', { name: label });
  await field.selectOption(choice);
  await field.waitFor({ state: 'detached' });
  await settle(page);
}

/** Locks race and class and Generates five times; `afterEach` checks each request's prompt. */
async function lockAndGenerateFive(page: Page, afterEach?: (race: string, klass: string) => void) {
  await card(page).getByRole('button', { name: 'Lock race' }).click();
  await card(page).getByRole('button', { name: 'Lock class' }).click();
  const race = await value(page, 'Race');
  const klass = await value(page, 'Class');
  const names = new Set<string>();
  for (let i = 0; i < 5; i += 1) {
    await press(page, 'Generate');
    await page.getByRole('alert').filter({ hasText: 'New character generated' }).first().waitFor();
    expect(await value(page, 'Race')).toBe(race);
    expect(await value(page, 'Class')).toBe(klass);
    names.add(await cardName(page));
    afterEach?.(race, klass);
  }
  return { race, klass, names };
}

describe('locks', () => {
  test('offline: locked race and class stay through five Generates, and after a reload', async () => {
    const { context, page, consoleErrors } = await newPage(rig.browser);
    await page.goto(appUrl('/character-generator'));
    await card(page).waitFor();
    const { race, klass, names } = await lockAndGenerateFive(page);
    expect(names.size).toBeGreaterThan(1);
    const lockRace = card(page).getByRole('button', { name: 'Lock race' });
    expect(await lockRace.getAttribute('aria-pressed')).toBe('true');
    await screenshot(page, 'steer-locks-1440');
    await page.reload();
    await card(page).waitFor();
    expect(await lockRace.getAttribute('aria-pressed')).toBe('true');
    expect(
      await card(page).getByRole('button', { name: 'Lock class' }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(
      await card(page).getByRole('button', { name: 'Lock age' }).getAttribute('aria-pressed'),
    ).toBe('false');
    await press(page, 'Generate');
    expect(await value(page, 'Race')).toBe(race);
    expect(await value(page, 'Class')).toBe(klass);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  test('local model: the locks go into the prompt and stay; a locked first name is kept in the story', async () => {
    const { context, page } = await newPage(rig.browser);
    rig.ollama.setBehaviour('ok');
    await useOllama(page, `http://localhost:${rig.ollama.port}`);
    await card(page).getByRole('button', { name: 'Lock first name' }).click();
    const firstName = await value(page, 'First Name');
    await lockAndGenerateFive(page, (race, klass) => {
      const prompt = (rig.ollama.generateRequests().at(-1)?.body as { prompt: string }).prompt;
      expect(prompt).toContain(`"race":"${race}"`);
      expect(prompt).toContain(`"characterClass":"${klass}"`);
      expect(prompt).toContain(`"firstName":"${firstName}"`);
    });
    expect(await value(page, 'First Name')).toBe(firstName);
    // The model wrote its own name; the locked one replaced it in the story.
    const text = await story(page);
    expect(text).toContain(firstName);
    expect(text).not.toContain('Thalion');

    // A new race by hand: the model writes a background for it.
    const newRace = (await value(page, 'Race')) === 'Orc' ? 'Dwarf' : 'Orc';
    const calls = rig.ollama.generateRequests().length;
    await editChoice(page, 'Race', newRace);
    await page.getByRole('alert').filter({ hasText: 'Updated character' }).first().waitFor();
    expect(rig.ollama.generateRequests().length).toBe(calls + 1);
    const backgroundPrompt = (rig.ollama.generateRequests().at(-1)?.body as { prompt: string })
      .prompt;
    expect(backgroundPrompt).toContain(`"race":"${newRace}"`);
    expect(backgroundPrompt).toContain('"background":null');
    expect(await value(page, 'Race')).toBe(newRace);

    // During a model call Undo waits; Stop leaves the steps as they were.
    const shown = await card(page).innerText();
    rig.ollama.setBehaviour('slow');
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    await page.getByRole('status').getByText('Writing…').waitFor();
    expect(await page.getByRole('button', { name: 'Undo', exact: true }).isDisabled()).toBe(true);
    await page.keyboard.press('Control+z');
    await page.getByRole('status').getByRole('button', { name: 'Stop' }).click();
    await settle(page);
    expect(await card(page).innerText()).toBe(shown);
    await press(page, 'Undo');
    expect(await value(page, 'Race')).not.toBe(newRace);
    await press(page, 'Redo');
    expect(await card(page).innerText()).toBe(shown);
    await context.close();
  });

  test('cloud model: the locks go into the prompt and stay', async () => {
    const { context, page } = await newPage(rig.browser);
    rig.cloud.setBehaviour('success');
    await useCloud(page, `${rig.cloud.url}/v1`);
    const prompt = () =>
      (rig.cloud.completionRequests().at(-1)?.json as { messages: { content: string }[] })
        .messages[1]!.content;
    await lockAndGenerateFive(page, (race, klass) => {
      expect(prompt()).toContain(`"race":"${race}"`);
      expect(prompt()).toContain(`"characterClass":"${klass}"`);
    });
    await context.close();
  });
});

describe('editing in place', () => {
  test('each kind of value, with the story following; bad input refused with a message', async () => {
    const { context, page, consoleErrors } = await newPage(rig.browser);
    await page.goto(appUrl('/character-generator'));
    await card(page).waitFor();
    // Start from a story of the offline templates.
    await press(page, 'Generate');
    await editChoice(page, 'Race', 'Elf');
    await editChoice(page, 'Class', 'Mage');
    await editChoice(page, 'Gender', 'Female');
    await editChoice(page, 'Alignment', 'Chaotic Good');
    expect(await value(page, 'Race')).toBe('Elf');
    expect(await value(page, 'Class')).toBe('Mage');
    expect(await value(page, 'Gender')).toBe('Female');
    expect(await value(page, 'Alignment')).toBe('Chaotic Good');
    expect(await card(page).getByText('Elf Mage').count()).toBe(1);
    expect(await story(page)).not.toMatch(/\b(he|him|his|himself)\b/i);

    const oldFirst = await value(page, 'First Name');
    const oldLast = await value(page, 'Last Name');
    const storyBefore = await story(page);
    await editText(page, 'First Name', 'Zephyrine');
    await settle(page);
    await editText(page, 'Last Name', 'Quillborne');
    await settle(page);
    expect(await cardName(page)).toBe('Zephyrine Quillborne');
    const storyAfter = await story(page);
    if (storyBefore.includes(oldFirst)) expect(storyAfter).toContain('Zephyrine');
    expect(storyAfter).not.toMatch(new RegExp(`\\b${oldFirst}\\b`));
    expect(storyAfter).not.toMatch(new RegExp(`\\b${oldLast}\\b`));

    await editText(page, 'Epithet', 'The Lantern of Ashfall');
    await settle(page);
    expect(await value(page, 'Epithet')).toBe('The Lantern of Ashfall');

    // Refused: an empty name and an age outside the elf range; nothing changes.
    await editText(page, 'First Name', '   ');
    await card(page).getByText('First name is required').waitFor();
    await card(page).getByLabel('First Name', { exact: true }).press('Escape');
    expect(await cardName(page)).toBe('Zephyrine Quillborne');
    await editText(page, 'Age', '900');
    await card(page).getByText('Age must be between 15 and 514').waitFor();
    await card(page).getByLabel('Age', { exact: true }).fill('321');
    await card(page).getByLabel('Age', { exact: true }).press('Enter');
    await settle(page);
    expect(await value(page, 'Age')).toBe('321');
    // Focus came back to the value, not to the page.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Edit age',
    );
    await screenshot(page, 'steer-edited-1440');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  test('at 390 px the rows, editor, locks and Undo/Redo fit the screen', async () => {
    const { context, page } = await newPage(rig.browser, { viewport: { width: 390, height: 844 } });
    await page.goto(appUrl('/character-generator'));
    await card(page).waitFor();
    await card(page).getByRole('button', { name: 'Lock alignment' }).click();
    await card(page).getByRole('button', { name: 'Edit alignment' }).click();
    await card(page).getByRole('combobox', { name: 'Alignment' }).waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    for (const name of ['Lock alignment', "Reroll character's alignment", 'Undo', 'Redo']) {
      const box = await card(page).getByRole('button', { name, exact: true }).boundingBox();
      expect(box && box.x + box.width).toBeLessThanOrEqual(390);
    }
    await screenshot(page, 'steer-390');
    await context.close();
  });
});

describe('undo and redo', () => {
  test('three steps back and forth, the card exactly as it was; Clear History then Undo', async () => {
    const { context, page, consoleErrors } = await newPage(rig.browser);
    await page.goto(appUrl('/character-generator'));
    await card(page).waitFor();
    const shot = async () => ({
      card: await card(page).innerText(),
      rows: await historyRows(page).catch(() => []),
    });
    const states = [await shot()];
    await press(page, 'Generate');
    states.push(await shot());
    await press(page, "Reroll character's race");
    states.push(await shot());
    await editText(page, 'Last Name', 'Undertow');
    await settle(page);
    states.push(await shot());

    // What the card shows once React has drawn the step (undo itself waits on nothing).
    const shown = async (expected: unknown) => {
      for (let i = 0; i < 50; i += 1) {
        const now = await shot();
        if (JSON.stringify(now) === JSON.stringify(expected)) return now;
        await page.waitForTimeout(100);
      }
      return shot();
    };
    for (let i = 2; i >= 0; i -= 1) {
      await press(page, 'Undo');
      expect(await shown(states[i])).toEqual(states[i]);
    }
    expect(await page.getByRole('button', { name: 'Undo', exact: true }).isDisabled()).toBe(true);
    for (let i = 1; i <= 3; i += 1) {
      await press(page, 'Redo');
      expect(await shown(states[i])).toEqual(states[i]);
    }
    // The keyboard: Ctrl+Z and Ctrl+Y away from text fields.
    await page.locator('body').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('Control+z');
    expect(await shown(states[2])).toEqual(states[2]);
    await page.keyboard.press('Control+y');
    expect(await shown(states[3])).toEqual(states[3]);

    // Clear History, then Undo on its alert: every row comes back.
    for (let i = 0; i < 2; i += 1) await press(page, 'Generate');
    const rows = await historyRows(page);
    expect(rows.length).toBe(3);
    await page.getByRole('button', { name: 'Clear History' }).click();
    await page.getByRole('button', { name: 'Confirm?' }).click();
    await page.getByText('No history yet').waitFor();
    const alert = page.getByRole('alert').filter({ hasText: 'History cleared' });
    await alert.getByRole('button', { name: 'Undo' }).click();
    await page.getByRole('alert').filter({ hasText: 'History restored' }).waitFor();
    expect(await historyRows(page)).toEqual(rows);
    await page.reload();
    expect(await historyRows(page)).toEqual(rows);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

describe('keyboard and axe', () => {
  test('every new control is reachable by Tab and named; an editor opens with Enter and closes with Escape; axe is clean', async () => {
    const { context, page } = await newPage(rig.browser);
    await page.goto(appUrl('/character-generator'));
    await card(page).waitFor();
    await press(page, 'Generate');
    const wanted = [
      'Edit first name',
      'Lock first name',
      'Edit race',
      'Lock race',
      'Edit age',
      'Lock alignment',
      'Undo',
    ];
    const reached = new Set<string>();
    await page.locator('body').click({ position: { x: 5, y: 5 } });
    for (let i = 0; i < 80 && reached.size < wanted.length; i += 1) {
      await page.keyboard.press('Tab');
      const name = await page.evaluate(
        () =>
          document.activeElement?.getAttribute('aria-label') ??
          document.activeElement?.textContent ??
          '',
      );
      if (wanted.includes(name)) reached.add(name);
    }
    expect([...reached].sort()).toEqual([...wanted].sort());

    await card(page).getByRole('button', { name: 'Edit race' }).focus();
    await page.keyboard.press('Enter');
    const select = card(page).getByRole('combobox', { name: 'Race' });
    await select.waitFor();
    expect(await select.evaluate((el) => el === document.activeElement)).toBe(true);
    await card(page)
      .getByRole('button', { name: 'Lock race' })
      .evaluate((el) => el.scrollIntoView());
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await card(page).getByRole('button', { name: 'Edit race' }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Edit race',
    );
    await card(page).getByRole('button', { name: 'Lock race' }).press('Enter');
    expect(
      await card(page).getByRole('button', { name: 'Lock race' }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
