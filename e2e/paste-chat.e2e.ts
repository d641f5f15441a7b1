import type { Page } from 'playwright-core';
import { appUrl, newPage, screenshot, settle } from './support/browser';
import {
  alerts,
  card,
  cardName,
  row,
  saveSettings,
  seedStorage,
  storedCharacter,
  useCloud,
  useOllama,
} from './support/app';
import { replyForPrompt } from '../test/servers/ollama-server';
import { startBrowserAndModels } from './support/model-servers';

/**
 * Any chat by copy and paste: Generate and a reroll open a dialog with the prompt to copy and a
 * field for the chat's reply, read as a model's reply is; and Story length in the prompts.
 */

const rig = startBrowserAndModels();

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Use any chat' });
const generateButton = (page: Page) => page.getByRole('button', { name: 'Generate', exact: true });
const replyField = (page: Page) => dialog(page).getByRole('textbox', { name: 'Paste the reply' });
const promptShown = (page: Page) =>
  dialog(page).getByRole('textbox', { name: 'Prompt' }).inputValue();

/** What a chat would answer to the prompt the dialog shows: the loopback model's character. */
async function chatReply(page: Page) {
  const reply = replyForPrompt(await promptShown(page)) as Record<string, unknown>;
  return { reply, json: JSON.stringify(reply, null, 2) };
}

/** Whether the focus is inside the open dialog (never on the page body behind it). */
const focusInDialog = (page: Page) =>
  page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')));

const focusedName = (page: Page) =>
  page.evaluate(() =>
    document.activeElement === document.body
      ? 'body'
      : (document.activeElement?.textContent ?? '').trim(),
  );

describe('any chat by copy and paste', () => {
  test('Generate to the card: a good reply, a fenced one offline, a broken one with its error inline, Cancel, and a reroll', async () => {
    const { context, page, consoleErrors } = await newPage(rig.browser);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: new URL(appUrl()).origin,
    });
    await page.goto(appUrl('/settings'));
    const pasteSwitch = page.getByRole('switch', { name: 'Use any chat (copy and paste)' });
    await pasteSwitch.check();
    await saveSettings(page);
    await page.getByRole('link', { name: 'Character Generator' }).first().click();
    await card(page).waitFor();

    // A good reply: the prompt is copied, the chat's reply pasted, and the card shows it.
    await generateButton(page).click();
    await dialog(page).waitFor();
    const prompt = await promptShown(page);
    expect(prompt).toContain('Create a character for a role-playing game');
    expect(prompt).toContain('array of 4 to 6 strings');
    await dialog(page).getByRole('button', { name: 'Copy prompt' }).click();
    await dialog(page).getByText('Prompt copied').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(prompt);
    const good = await chatReply(page);
    await replyField(page).fill(good.json);
    await dialog(page).getByRole('button', { name: 'Use reply' }).click();
    await dialog(page).waitFor({ state: 'detached' });
    await settle(page);
    await alerts(page).filter({ hasText: 'New character generated' }).first().waitFor();
    expect(await cardName(page)).toBe(`${good.reply.firstName} ${good.reply.lastName}`);
    expect(await row(page, 'Race').innerText()).toBe(good.reply.race);

    // A fenced reply with chat around it, as chat sites answer; no connection is needed.
    await context.setOffline(true);
    await generateButton(page).click();
    await dialog(page).waitFor();
    const fenced = await chatReply(page);
    const named = { ...fenced.reply, firstName: 'Ysolde', lastName: 'Marrowfield' };
    await replyField(page).fill(
      'Here is your character:\n```json\n' + JSON.stringify(named, null, 2) + '\n```\nEnjoy!',
    );
    await dialog(page).getByRole('button', { name: 'Use reply' }).click();
    await dialog(page).waitFor({ state: 'detached' });
    await settle(page);
    expect(await cardName(page)).toBe('Ysolde Marrowfield');
    await context.setOffline(false);

    // A broken reply: refused with the parser's words inline; the reply stays to be fixed.
    await generateButton(page).click();
    await dialog(page).waitFor();
    const broken = (await chatReply(page)).json.slice(0, 120);
    await replyField(page).fill(broken);
    await dialog(page).getByRole('button', { name: 'Use reply' }).click();
    await dialog(page).getByText("The model's reply is not valid JSON").waitFor();
    expect(await replyField(page).getAttribute('aria-invalid')).toBe('true');
    expect(await replyField(page).inputValue()).toBe(broken);
    expect(await replyField(page).evaluate((el) => el === document.activeElement)).toBe(true);
    await screenshot(page, 'paste-chat-broken-reply');
    // Cancel keeps the current character.
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
    await dialog(page).waitFor({ state: 'detached' });
    await settle(page);
    await alerts(page).filter({ hasText: 'Generation stopped' }).first().waitFor();
    expect(await cardName(page)).toBe('Ysolde Marrowfield');

    // A reroll asks the chat for a story that fits.
    const klass = await row(page, 'Class').innerText();
    await page.getByRole('button', { name: "Reroll character's class" }).click();
    await dialog(page).waitFor();
    const rerollPrompt = await promptShown(page);
    expect(rerollPrompt).toContain('"background":null');
    const newClass = /"characterClass":"(\w+)"/.exec(rerollPrompt)?.[1];
    expect(newClass).not.toBe(klass);
    await replyField(page).fill((await chatReply(page)).json);
    await dialog(page).getByRole('button', { name: 'Use reply' }).click();
    await settle(page);
    await alerts(page).filter({ hasText: 'Updated character' }).first().waitFor();
    expect(await row(page, 'Class').innerText()).toBe(newClass);
    expect(await cardName(page)).toBe('Ysolde Marrowfield');
    // Only the new portrait could not be fetched while offline (no service worker in this test).
    expect(consoleErrors.filter((error) => !/ERR_INTERNET_DISCONNECTED/.test(error))).toEqual([]);
    await context.close();
  });

  test('keyboard only on a 390×844 phone: a full-screen dialog that keeps the focus; Escape cancels', async () => {
    const { context, page, consoleErrors } = await newPage(rig.browser, {
      viewport: { width: 390, height: 844 },
    });
    await seedStorage(context, { usePasteChat: 'true' });
    const dialogCode: string[] = [];
    page.on('request', (request) => {
      if (/paste-reply-dialog\.[^/]*\.js$/.test(request.url())) dialogCode.push(request.url());
    });
    await page.goto(appUrl());
    const before = await cardName(page);
    // The dialog's code is not part of the page until a reply is asked for.
    expect(dialogCode).toEqual([]);

    await generateButton(page).focus();
    await page.keyboard.press('Enter');
    await dialog(page).waitFor();
    expect(dialogCode).toHaveLength(1);
    const box = await dialog(page).boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: 390, height: 844 });
    await page.waitForFunction(() => document.activeElement?.textContent === 'Copy prompt');
    await screenshot(page, 'paste-chat-390');

    // Round the dialog and round again: the focus stays in it.
    const stops: string[] = [];
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab');
      expect(await focusInDialog(page)).toBe(true);
      stops.push(await focusedName(page));
    }
    expect(stops).toEqual(expect.arrayContaining(['Cancel', 'Use reply', 'Copy prompt']));

    // Escape is Cancel: the character is the one before.
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
    await settle(page);
    expect(await cardName(page)).toBe(before);
    await page.waitForFunction(() => document.activeElement?.textContent === 'Generate');

    // A reply typed in and used from the keyboard; the focus comes back to Generate.
    await page.keyboard.press('Enter');
    await dialog(page).waitFor();
    const { reply, json } = await chatReply(page);
    await page.waitForFunction(() => document.activeElement?.textContent === 'Copy prompt');
    await page.keyboard.press('Tab');
    expect(await replyField(page).evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.insertText(json);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await focusedName(page)).toBe('Use reply');
    await page.keyboard.press('Enter');
    await dialog(page).waitFor({ state: 'detached' });
    await settle(page);
    expect(await cardName(page)).toBe(`${reply.firstName} ${reply.lastName}`);
    await page.waitForFunction(() => document.activeElement?.textContent === 'Generate');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

describe('Story length', () => {
  test('Short puts the length in the prompt of both loopback providers, and the preview follows', async () => {
    const story = ['A'.repeat(150) + ' ends here.', 'B'.repeat(150) + ' ends too.'];
    const { context, page, consoleErrors } = await newPage(rig.browser);
    await seedStorage(context, {
      currentCharacter: JSON.stringify({
        character: storedCharacter('short-1', { background: { title: 'Two', content: story } }),
      }),
    });
    await page.goto(appUrl());
    // Standard: a 330-character story shows whole.
    await card(page).getByText('ends too.').waitFor();
    expect(await card(page).getByRole('button', { name: 'Show More...' }).count()).toBe(0);

    await page.goto(appUrl('/settings'));
    const length = page.getByRole('combobox', { name: 'Story length' });
    expect(await length.innerText()).toBe('Standard (4–6 paragraphs)');
    await length.click();
    await page.getByRole('option', { name: 'Short (2 paragraphs)' }).click();
    expect(await length.innerText()).toBe('Short (2 paragraphs)');

    // The shorter preview of a short story length.
    await page.getByRole('link', { name: 'Character Generator' }).first().click();
    await card(page).getByRole('button', { name: 'Show More...' }).waitFor();
    expect(await card(page).getByText('ends too.').count()).toBe(0);

    rig.ollama.setBehaviour('ok');
    await useOllama(page, rig.ollama.url);
    await generateButton(page).click();
    await settle(page);
    const local = (rig.ollama.generateRequests().at(-1)?.body as { prompt: string }).prompt;
    expect(local).toContain('"content": array of 2 strings, each one paragraph');
    expect(local).not.toContain('4 to 6');

    await useCloud(page, `${rig.cloud.url}/v1`);
    await generateButton(page).click();
    await settle(page);
    const sent = rig.cloud.completionRequests().at(-1)?.json as { messages: { content: string }[] };
    const prompt = sent.messages.map((message) => message.content).join('\n');
    expect(prompt).toContain('"content": array of 2 strings, each one paragraph');
    expect(prompt).not.toContain('4 to 6');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
