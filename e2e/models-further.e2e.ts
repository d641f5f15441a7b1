import type { Page } from 'playwright-core';
import { appUrl, newPage, screenshot, settle } from './support/browser';
import { card, cardName, notifications, row, useCloud, useOllama } from './support/app';
import { LISTED_MODELS } from '../test/servers/cloud-server';
import { startBrowserAndModels } from './support/model-servers';

/**
 * The cloud model's streamed reply, the language of generated text with both providers, and the
 * cloud endpoint's model list, against the loopback servers.
 */

const rig = startBrowserAndModels();
beforeEach(() => {
  rig.cloud.reset();
  rig.cloud.setBehaviour('success');
  rig.cloud.setStreamDelay(30);
});

async function chooseLanguage(page: Page, label: string) {
  await page.goto(appUrl('/settings'));
  await page.getByRole('combobox', { name: 'Language of generated text' }).click();
  await page.getByRole('option', { name: label }).click();
  await expect(
    page.getByRole('combobox', { name: 'Language of generated text' }).innerText(),
  ).resolves.toBe(label);
}

const lastCloudPrompt = () =>
  (rig.cloud.completionRequests().at(-1)?.json as { messages: { content: string }[] }).messages[1]!
    .content;

describe('cloud streaming', () => {
  test('with Stream the reply on, the story shows as it is written; Stop keeps the previous character', async () => {
    const { context, page, consoleErrors } = await newPage(rig.browser);
    await useCloud(page, `${rig.cloud.url}/v1`, { stream: true });

    // A whole streamed reply.
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    await settle(page);
    await notifications(page).getByText('New character generated').waitFor();
    expect(await cardName(page)).toBe('Seraphine Duskwhisper');
    expect((rig.cloud.completionRequests().at(-1)?.json as { stream?: boolean }).stream).toBe(true);

    // A slow one: partial text before the end, then Stop.
    rig.cloud.setStreamDelay(120);
    const shown = await cardName(page);
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    const progress = page.getByRole('status');
    await progress.getByText('Writing…').waitFor();
    await progress.getByText(/[1-9]\d* characters received/).waitFor();
    await screenshot(page, 'cloud-streaming');
    // The request is still open: the text so far is only part of the reply.
    const received = Number(
      /(\d+) characters received/.exec(await progress.innerText())?.[1] ?? '0',
    );
    expect(received).toBeGreaterThan(0);
    expect(received).toBeLessThan(400);
    await progress.getByRole('button', { name: 'Stop' }).click();
    await notifications(page)
      .getByText(/Generation stopped/)
      .waitFor();
    await settle(page);
    expect(await cardName(page)).toBe(shown);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  test('with the switch off, the request has no stream field', async () => {
    const { context, page } = await newPage(rig.browser);
    await useCloud(page, `${rig.cloud.url}/v1`, { stream: false });
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    await settle(page);
    const body = rig.cloud.completionRequests().at(-1)?.json as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['messages', 'model', 'temperature', 'top_p']);
    await context.close();
  });
});

describe('the language of generated text', () => {
  test('Deutsch and 日本語 reach both providers; the replies render intact everywhere', async () => {
    const { context, page } = await newPage(rig.browser);
    await chooseLanguage(page, 'Deutsch');
    // Stored under its own key and read back on start.
    await page.reload();
    await expect(
      page.getByRole('combobox', { name: 'Language of generated text' }).innerText(),
    ).resolves.toBe('Deutsch');

    // The cloud model, streaming: the prompt asks for German, the umlauts arrive intact.
    await useCloud(page, `${rig.cloud.url}/v1`, { stream: true });
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    await settle(page);
    expect(lastCloudPrompt()).toContain('in German (Deutsch)');
    await card(page).getByText('Die Brücke über den Nebelfluss').waitFor();
    expect(await row(page, 'Epithet').innerText()).toBe('Die Fröhliche Wächterin');

    // Japanese, split across streamed events, on the card, in History and in My Characters.
    await chooseLanguage(page, '日本語');
    await page.getByRole('link', { name: 'Character Generator' }).first().click();
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    await settle(page);
    expect(lastCloudPrompt()).toContain('in Japanese (日本語)');
    await card(page).getByText('霧の川にかかる橋').waitFor();
    await card(page)
      .getByText(/セラフィーヌ・ダスクウィスパーは/)
      .waitFor();
    expect(await row(page, 'Epithet').innerText()).toBe('陽気な守り手');
    await screenshot(page, 'generated-in-japanese');
    await page.getByRole('button', { name: 'Save Character' }).click();
    await page.getByRole('link', { name: 'My Characters' }).first().click();
    await page.getByText('陽気な守り手').first().waitFor();

    // The local model's prompt carries the same instruction.
    await useOllama(page, `http://127.0.0.1:${rig.ollama.port}`);
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    await settle(page);
    const ollamaPrompt = (rig.ollama.generateRequests().at(-1)?.body as { prompt: string }).prompt;
    expect(ollamaPrompt).toContain('in Japanese (日本語)');
    await context.close();
  });
});

describe('the cloud model list', () => {
  test('Azure Model Name suggests the models the endpoint lists; any name can still be typed', async () => {
    const { context, page } = await newPage(rig.browser);
    await page.goto(appUrl('/settings'));
    await page.getByLabel('Enable Azure API').check();
    await page.getByLabel('Azure Endpoint').fill(`${rig.cloud.url}/v1`);
    await page.getByLabel('Azure Token', { exact: true }).fill('test-token-abc');
    const field = page.getByRole('combobox', { name: 'Azure Model Name' });
    await field.fill('');
    await page.getByRole('button', { name: 'Open' }).last().waitFor();
    await field.click();
    const listbox = page.getByRole('listbox');
    for (const model of LISTED_MODELS) await listbox.getByRole('option', { name: model }).waitFor();
    await listbox.getByRole('option', { name: 'llama-test-8b' }).click();
    await expect(field.inputValue()).resolves.toBe('llama-test-8b');
    await field.fill('my-own-model');
    await expect(field.inputValue()).resolves.toBe('my-own-model');
    await context.close();
  });
});
