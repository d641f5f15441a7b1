import type { Page } from 'playwright-core';
import { appUrl, newPage, screenshot, settle } from './support/browser';
import { card, cardName, notifications, saveSettings, switchingOnOllama } from './support/app';
import { startBrowserAndModels } from './support/model-servers';

/**
 * `Use a JSON schema` and `Let the model think` from Settings to the loopback servers and back to
 * the card: the schema on the wire, a refused schema asked again, and a thinking model's progress.
 */

const rig = startBrowserAndModels();
beforeEach(() => {
  rig.ollama.setBehaviour('ok');
  rig.ollama.setOptions({ capabilities: ['completion'], thoughtIntervalMs: 5 });
  rig.ollama.requests.length = 0;
  rig.cloud.reset();
  rig.cloud.setBehaviour('success');
});

const ollamaGroup = (page: Page) => page.getByRole('group', { name: 'Local model (Ollama)' });
const cloudGroup = (page: Page) => page.getByRole('group', { name: 'Cloud model (Azure)' });

/** Turns a provider on in Settings with these switches of its block on, and saves. */
async function settingsWith(
  page: Page,
  provider: 'ollama' | 'cloud',
  endpoint: string,
  switches: string[],
) {
  await page.goto(appUrl('/settings'));
  const group = provider === 'ollama' ? ollamaGroup(page) : cloudGroup(page);
  const name = provider === 'ollama' ? 'Ollama' : 'Azure';
  await switchingOnOllama(page, async () => {
    await group.getByRole('switch', { name: `Enable ${name} API` }).check();
    await group.getByLabel(`${name} Endpoint`).fill(endpoint);
  });
  if (provider === 'cloud') await group.getByLabel('Azure Token', { exact: true }).fill('tok-e2e');
  for (const label of switches) await group.getByRole('switch', { name: label }).check();
}

async function generate(page: Page) {
  await page.getByRole('link', { name: 'Character Generator' }).first().click();
  await card(page).waitFor();
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  await settle(page);
  await notifications(page).getByText('New character generated').waitFor();
}

interface SchemaFormat {
  type: string;
  properties: Record<string, unknown>;
}

describe('Use a JSON schema', () => {
  test('Ollama: Test connection says the schema is accepted; the schema goes as `format`; the character shows', async () => {
    const { context, page, consoleErrors } = await newPage(rig.browser);
    await settingsWith(page, 'ollama', rig.ollama.url, ['Use a JSON schema']);
    await ollamaGroup(page).getByRole('button', { name: 'Test connection' }).click();
    await ollamaGroup(page).getByText('It accepts a JSON schema.').waitFor();
    await saveSettings(page);

    await generate(page);
    expect(await cardName(page)).toBe('Thalion Brightwater');
    const format = (rig.ollama.generateRequests().at(-1)?.body as { format: SchemaFormat }).format;
    expect(format.type).toBe('object');
    const keys = Object.keys(format.properties);
    expect(keys[0]).toBe('firstName');
    expect(keys.at(-1)).toBe('background');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  test('cloud: the schema goes as response_format; a server that refuses it is asked again and the user told', async () => {
    const { context, page, consoleErrors } = await newPage(rig.browser);
    await settingsWith(page, 'cloud', `${rig.cloud.url}/v1`, ['Use a JSON schema']);
    await cloudGroup(page).getByRole('button', { name: 'Test connection' }).click();
    await cloudGroup(page)
      .getByText(/It accepts the JSON schema\.$/)
      .waitFor();
    await saveSettings(page);

    await generate(page);
    expect(await cardName(page)).toBe('Seraphine Duskwhisper');
    const sent = rig.cloud.completionRequests().at(-1)?.json as {
      response_format: { type: string; json_schema: { name: string; strict: boolean } };
    };
    expect(sent.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: { name: 'character', strict: true },
    });

    // An endpoint without schemas: two requests, the character, and an info alert saying so.
    await settingsWith(page, 'cloud', `${rig.cloud.url}/behaviour/no-schema/v1`, []);
    await saveSettings(page);
    rig.cloud.reset();
    await generate(page);
    expect(await cardName(page)).toBe('Seraphine Duskwhisper');
    const bodies = rig.cloud.completionRequests().map((r) => r.json as Record<string, unknown>);
    expect(bodies.map((body) => 'response_format' in body)).toEqual([true, false]);
    await notifications(page)
      .getByRole('alert')
      .filter({ hasText: /does not support a JSON schema.*asked again without one/ })
      .waitFor();
    await screenshot(page, 'schema-refused-notice');
    // The browser logs the refused request itself; nothing else went wrong.
    expect(consoleErrors).toEqual([
      'Failed to load resource: the server responded with a status of 400 (Bad Request)',
    ]);
    await context.close();
  });
});

describe('a thinking model', () => {
  test('is asked not to think; with Let the model think on, the card says Thinking… with the seconds', async () => {
    const { context, page, consoleErrors } = await newPage(rig.browser);
    rig.ollama.setOptions({ capabilities: ['completion', 'thinking'] });
    await settingsWith(page, 'ollama', rig.ollama.url, []);
    await saveSettings(page);
    await generate(page);
    expect(rig.ollama.generateRequests().at(-1)?.body).toMatchObject({ think: false });

    await settingsWith(page, 'ollama', rig.ollama.url, ['Let the model think']);
    await saveSettings(page);
    rig.ollama.setOptions({ thoughtIntervalMs: 700 });
    await page.getByRole('link', { name: 'Character Generator' }).first().click();
    await card(page).waitFor();
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    const progress = page.getByRole('status');
    await progress.getByText('Thinking…').waitFor();
    await progress.getByText(/thinking for \d+\.\d s/).waitFor();
    await screenshot(page, 'thinking-progress');
    await notifications(page).getByText('New character generated').waitFor();
    expect(await cardName(page)).toBe('Thalion Brightwater');
    expect(rig.ollama.generateRequests().at(-1)?.body).not.toHaveProperty('think');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

test('on a phone, the switches fit the screen and work from the keyboard', async () => {
  const { context, page, consoleErrors } = await newPage(rig.browser, {
    viewport: { width: 390, height: 844 },
  });
  await page.goto(appUrl('/settings'));
  const group = ollamaGroup(page);
  await switchingOnOllama(page, async () => {
    await group.getByRole('switch', { name: 'Enable Ollama API' }).check();
    // The loopback server, so the model suggestions the form asks for get an answer.
    await group.getByLabel('Ollama Endpoint').fill(rig.ollama.url);
  });
  const schema = group.getByRole('switch', { name: 'Use a JSON schema' });
  await schema.focus();
  await page.keyboard.press('Space');
  expect(await schema.isChecked()).toBe(true);
  await page.keyboard.press('Tab');
  const focused = await page.evaluate(() => {
    const active = document.activeElement as HTMLInputElement;
    return active.closest('label')?.textContent ?? active.tagName;
  });
  expect(focused).toBe('Let the model think');
  await page.keyboard.press('Space');
  expect(await group.getByRole('switch', { name: 'Let the model think' }).isChecked()).toBe(true);
  await schema.scrollIntoViewIfNeeded();
  await screenshot(page, 'schema-switches-phone');
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
  expect(consoleErrors).toEqual([]);
  await context.close();
});
