import type { Page } from 'playwright-core';
import { newPage, screenshot, settle } from './support/browser';
import { card, cardName, row, useCloud, useOllama } from './support/app';
import { startOllamaServer } from '../test/servers/ollama-server';
import { startBrowserAndModels } from './support/model-servers';

const rig = startBrowserAndModels();

async function generateExpectingError(page: Page, message: string | RegExp) {
  const before = await cardName(page);
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  await settle(page);
  await page.getByRole('alert').filter({ hasText: message }).first().waitFor();
  expect(await cardName(page)).toBe(before);
  await page.keyboard.press('Escape');
}

describe('local model (Ollama protocol on loopback)', () => {
  test('generate, reroll, stop, and every error case', async () => {
    const { context, page } = await newPage(rig.browser);
    rig.ollama.setBehaviour('ok');
    await useOllama(page, `http://localhost:${rig.ollama.port}`);

    // Generate: the prompt names the template's race and class; the name comes from the model.
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    await settle(page);
    await page.getByRole('alert').filter({ hasText: 'New character generated' }).waitFor();
    expect(await cardName(page)).toBe('Thalion Brightwater');
    const request = rig.ollama.generateRequests().at(-1);
    const body = request?.body as {
      prompt: string;
      model: string;
      format: string;
      options: { seed: number };
    };
    expect(body.model).toBe('llama3');
    expect(body.format).toBe('json');
    expect(typeof body.options.seed).toBe('number');
    const race = await row(page, 'Race').innerText();
    const klass = await row(page, 'Class').innerText();
    const age = await row(page, 'Age').innerText();
    expect(body.prompt).toContain(`${age}-year-old`);
    expect(body.prompt).toContain(`${race} ${klass}`);

    // Reroll a property: it changes, and the model writes the background for the new value.
    const beforeClass = klass;
    await page.getByRole('button', { name: "Reroll character's class" }).click();
    await settle(page);
    await page.getByRole('alert').filter({ hasText: 'Updated character' }).waitFor();
    const newClass = await row(page, 'Class').innerText();
    expect(newClass).not.toBe(beforeClass);
    const rerollPrompt = (rig.ollama.generateRequests().at(-1)?.body as { prompt: string }).prompt;
    expect(rerollPrompt).toContain(`"characterClass":"${newClass}"`);
    expect(rerollPrompt).toContain('"background":null');

    // Stop a slow generation: live progress, then the previous character is still there.
    rig.ollama.setBehaviour('slow');
    const shown = await cardName(page);
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    const progress = page.getByRole('status');
    await progress.getByText('Writing…').waitFor();
    await progress.getByText(/[1-9]\d* characters received/).waitFor();
    await progress.getByRole('button', { name: 'Stop' }).click();
    await page.getByRole('alert').filter({ hasText: 'Generation stopped' }).waitFor();
    await settle(page);
    expect(await cardName(page)).toBe(shown);
    for (let i = 0; i < 50 && !rig.ollama.generateRequests().at(-1)?.closedEarly; i += 1) {
      await page.waitForTimeout(100);
    }
    expect(rig.ollama.generateRequests().at(-1)?.closedEarly).toBe(true);

    // A cold model: nothing arrives for a while, and the card says the model is loading.
    rig.ollama.setOptions({ coldDelayMs: 3500 });
    rig.ollama.setBehaviour('cold-model');
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    await page.getByRole('status').getByText('Loading model…').waitFor();
    await settle(page);
    await page.getByRole('alert').filter({ hasText: 'New character generated' }).first().waitFor();

    // Each error case says what failed.
    rig.ollama.setBehaviour('model-not-found');
    await generateExpectingError(
      page,
      /Failed to generate data from Ollama API: Ollama call failed with status code 404: model .*llama3.* not found/,
    );
    rig.ollama.setBehaviour('server-error');
    await generateExpectingError(
      page,
      /Failed to generate data from Ollama API: Ollama call failed with status code 500/,
    );
    rig.ollama.setBehaviour('error-line');
    await generateExpectingError(page, /Failed to generate data from Ollama API: .+/);
    rig.ollama.setBehaviour('cut-connection');
    await generateExpectingError(page, /Failed to generate data from Ollama API: .+/);
    rig.ollama.setBehaviour('refused-origin');
    await generateExpectingError(page, /OLLAMA_ORIGINS/);
    await context.close();
  });

  test('a slow generation goes on while My Characters is open; its alert shows there and the character is on the card back home', async () => {
    const { context, page } = await newPage(rig.browser);
    rig.ollama.setBehaviour('ok');
    await useOllama(page, `http://localhost:${rig.ollama.port}`);
    rig.ollama.setOptions({ firstName: 'Morwen', lastName: 'Ashgrove', coldDelayMs: 3000 });
    rig.ollama.setBehaviour('cold-model');
    const before = await cardName(page);
    const loaded: string[] = [];
    page.on('request', (request) => loaded.push(request.url()));
    try {
      await page.getByRole('button', { name: 'Generate', exact: true }).click();
      await page
        .getByRole('status')
        .getByText(/Connecting…|Loading model…/)
        .waitFor();
      await page.getByRole('link', { name: 'My Characters' }).click();
      await page.getByRole('heading', { name: 'My Characters', level: 1 }).waitFor();
      // The call is still open while the user looks at another screen.
      expect(rig.ollama.generateRequests().at(-1)?.closedEarly).toBe(false);
      await page
        .getByRole('alert')
        .filter({ hasText: 'New character generated' })
        .waitFor({ timeout: 15000 });
      expect(new URL(page.url()).pathname).toBe('/characters');
      await screenshot(page, 'generation-alert-on-my-characters');
      await page.getByRole('link', { name: 'Character Generator', exact: true }).click();
      await card(page).waitFor();
      expect(await cardName(page)).toBe('Morwen Ashgrove');
      // A model call needs only the template, not the offline generator's names and stories.
      expect(loaded.filter((url) => url.includes('offline-generator'))).toEqual([]);
      // The character it replaced went to History.
      await page
        .getByRole('list', { name: 'Generated characters' })
        .getByText(before)
        .first()
        .waitFor();
    } finally {
      rig.ollama.setOptions({ firstName: 'Thalion', lastName: 'Brightwater', coldDelayMs: 1500 });
      rig.ollama.setBehaviour('ok');
    }
    await context.close();
  });

  test('a server that is down says so and names the address', async () => {
    const { context, page } = await newPage(rig.browser);
    const down = await startOllamaServer();
    const port = down.port;
    await down.close();
    await useOllama(page, `http://127.0.0.1:${port}`);
    await generateExpectingError(
      page,
      new RegExp(`Could not reach Ollama at http://127\\.0\\.0\\.1:${port}`),
    );
    await context.close();
  });
});

describe('cloud model (chat completions on loopback)', () => {
  test('generate and reroll, a 503 retried to success, and each error message', async () => {
    const { context, page } = await newPage(rig.browser);
    rig.cloud.setBehaviour('success');
    await useCloud(page, `${rig.cloud.url}/v1`);

    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    await settle(page);
    await page.getByRole('alert').filter({ hasText: 'New character generated' }).waitFor();
    expect(await cardName(page)).toBe('Seraphine Duskwhisper');
    const sent = rig.cloud.completionRequests().at(-1);
    expect(sent?.path).toBe('/v1/chat/completions');
    expect(sent?.query['api-version']).toBe('2024-05-01-preview');
    expect(sent?.headers.authorization).toBe('Bearer test-token-abc');

    await page.getByRole('button', { name: "Reroll character's alignment" }).click();
    await settle(page);
    await page.getByRole('alert').filter({ hasText: 'Updated character' }).waitFor();

    rig.cloud.setBehaviour('503-once');
    const calls = rig.cloud.completionRequests().length;
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    await settle(page);
    await page.getByRole('alert').filter({ hasText: 'New character generated' }).waitFor();
    expect(rig.cloud.completionRequests().length).toBe(calls + 2);

    rig.cloud.setBehaviour('401');
    await generateExpectingError(page, /Access denied due to invalid subscription key/);
    rig.cloud.setBehaviour('404-unknown-model');
    await generateExpectingError(page, /Unknown model/);
    rig.cloud.setBehaviour('403-empty');
    await generateExpectingError(page, /403/);
    rig.cloud.setBehaviour('429-huge-retry-after');
    await generateExpectingError(page, /[Tt]ry again/);
    rig.cloud.setBehaviour('empty-content');
    await generateExpectingError(page, 'No content returned from Azure API');
    rig.cloud.setBehaviour('non-json-content');
    await generateExpectingError(page, 'Failed to parse character JSON from Azure response');
    // The token never reaches the page's text.
    expect(await page.locator('body').innerText()).not.toContain('test-token-abc');
    await context.close();
  });
});
