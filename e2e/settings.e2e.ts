import type { Browser, Page } from 'playwright-core';
import { appUrl, launchBrowser, newPage, screenshot } from './support/browser';
import { startOllamaServer, type OllamaTestServer } from '../test/servers/ollama-server';
import { startCloudServer, type CloudServer } from '../test/servers/cloud-server';

const TOKEN = 'test-token-abc';

let browser: Browser;
let ollama: OllamaTestServer;
let refusing: OllamaTestServer;
let cloud: CloudServer;

beforeAll(async () => {
  browser = await launchBrowser();
  // The page's origin (http://127.0.0.1:<nginx port>) is one Ollama allows out of the box.
  ollama = await startOllamaServer({ models: ['llama3:latest', 'mistral:7b'], version: '0.33.0' });
  // As an Ollama whose OLLAMA_ORIGINS does not list this page.
  refusing = await startOllamaServer({ behaviour: 'refused-origin' });
  cloud = await startCloudServer({ expectToken: TOKEN });
});
afterAll(async () => {
  await browser?.close();
  await ollama?.close();
  await refusing?.close();
  await cloud?.close();
});

const ollamaBlock = (page: Page) => page.getByRole('group', { name: 'Local model (Ollama)' });
const cloudBlock = (page: Page) => page.getByRole('group', { name: 'Cloud model (Azure)' });
const ollamaSwitch = (page: Page) => page.getByRole('switch', { name: 'Enable Ollama API' });
const cloudSwitch = (page: Page) => page.getByRole('switch', { name: 'Enable Azure API' });

async function openSettings(page: Page) {
  await page.goto(appUrl('/settings'));
  await page.getByRole('heading', { name: 'Character Generator Settings', level: 1 }).waitFor();
}

async function save(page: Page) {
  await page.getByRole('button', { name: 'Save Settings' }).click();
  const saved = page.getByRole('region', { name: 'Notifications' }).getByText('Settings saved');
  await saved.first().waitFor();
  // Close it so it cannot hide anything later.
  await page.keyboard.press('Escape');
  await saved.first().waitFor({ state: 'detached' });
}

/** A setting's text exactly as stored (plain text, as the original app wrote it). */
function stored(page: Page, key: string): Promise<string | null> {
  return page.evaluate((k) => window.localStorage.getItem(k), key);
}

/** Errors other than the network failures a connection check is there to report. */
const unexpected = (errors: string[]) =>
  errors.filter((e) => !/Failed to load resource|net::ERR_|CORS policy|Failed to fetch/.test(e));

describe('Settings against the loopback model servers', () => {
  test('local model: pick an installed model, test, save, reload; then the cloud and back', async () => {
    const { context, page, consoleErrors } = await newPage(browser);
    await openSettings(page);
    await expect(ollamaSwitch(page).isChecked()).resolves.toBe(false);
    await expect(page.getByLabel('Ollama Endpoint').isDisabled()).resolves.toBe(true);

    // Enable Ollama and point it at the loopback server.
    await ollamaSwitch(page).check();
    const endpoint = page.getByLabel('Ollama Endpoint');
    await endpoint.fill(ollama.url);

    // The installed models are offered; pick one.
    await ollamaBlock(page).getByRole('button', { name: 'Open' }).click();
    const listbox = page.getByRole('listbox');
    await listbox.getByRole('option', { name: 'mistral:7b' }).click();
    const model = page.getByRole('combobox', { name: 'Ollama Model Name' });
    await expect(model.inputValue()).resolves.toBe('mistral:7b');
    expect(
      ollama.requests.some((r) => r.url === '/api/tags' && r.headers.origin === appUrl('')),
    ).toBe(true);

    // Test the connection: the server's version, and the model is there.
    await ollamaBlock(page).getByRole('button', { name: 'Test connection' }).click();
    const ok = ollamaBlock(page).getByRole('status');
    await ok.waitFor();
    await expect(ok.innerText()).resolves.toContain(
      'Connected to Ollama 0.33.0. The model "mistral:7b" is installed.',
    );
    await screenshot(page, 'settings-1440');

    await save(page);
    await expect(stored(page, 'useOllamaAPI')).resolves.toBe('true');
    await expect(stored(page, 'ollamaEndpoint')).resolves.toBe(ollama.url);
    await expect(stored(page, 'ollamaModelName')).resolves.toBe('mistral:7b');

    await page.reload();
    await page.getByRole('heading', { name: 'Character Generator Settings', level: 1 }).waitFor();
    await expect(ollamaSwitch(page).isChecked()).resolves.toBe(true);
    await expect(page.getByLabel('Ollama Endpoint').inputValue()).resolves.toBe(ollama.url);
    await expect(page.getByLabel('Ollama Model Name').inputValue()).resolves.toBe('mistral:7b');

    // Switch to the cloud: Ollama turns off and its fields are disabled.
    await cloudSwitch(page).check();
    await expect(ollamaSwitch(page).isChecked()).resolves.toBe(false);
    await expect(page.getByLabel('Ollama Endpoint').isDisabled()).resolves.toBe(true);
    const cloudEndpoint = `${cloud.url}/openai/v1`;
    await page.getByLabel('Azure Endpoint').fill(cloudEndpoint);
    await page.getByLabel('Azure Model Name').fill('openai/gpt-4.1');
    const token = page.getByLabel('Azure Token', { exact: true });
    await expect(token.getAttribute('type')).resolves.toBe('password');

    // A wrong token is named as such.
    await token.fill('wrong-token');
    await cloudBlock(page).getByRole('button', { name: 'Test connection' }).click();
    const rejected = cloudBlock(page).getByRole('alert');
    await rejected.waitFor();
    await expect(rejected.innerText()).resolves.toContain('The endpoint rejected the token');

    await token.fill(TOKEN);
    await expect(rejected.count()).resolves.toBe(0); // the old outcome no longer applies
    await cloudBlock(page).getByRole('button', { name: 'Test connection' }).click();
    const cloudOk = cloudBlock(page).getByRole('status');
    await cloudOk.waitFor();
    await expect(cloudOk.innerText()).resolves.toContain(
      `Connected to ${cloud.url}: the token works and openai/gpt-4.1 answered.`,
    );
    const sent = cloud.completionRequests().at(-1);
    expect(sent?.path).toBe('/openai/v1/chat/completions');
    expect(sent?.headers.authorization).toBe(`Bearer ${TOKEN}`);

    await save(page);
    await page.reload();
    await page.getByRole('heading', { name: 'Character Generator Settings', level: 1 }).waitFor();
    await expect(cloudSwitch(page).isChecked()).resolves.toBe(true);
    await expect(ollamaSwitch(page).isChecked()).resolves.toBe(false);
    await expect(page.getByLabel('Azure Endpoint').inputValue()).resolves.toBe(cloudEndpoint);
    await expect(token.inputValue()).resolves.toBe(TOKEN);
    await expect(stored(page, 'useOllamaAPI')).resolves.toBe('false');
    await expect(stored(page, 'azureToken')).resolves.toBe(TOKEN);

    // And back to the local model: its values were kept.
    await ollamaSwitch(page).check();
    await expect(cloudSwitch(page).isChecked()).resolves.toBe(false);
    await expect(page.getByLabel('Ollama Model Name').inputValue()).resolves.toBe('mistral:7b');
    await save(page);
    await page.reload();
    await page.getByRole('heading', { name: 'Character Generator Settings', level: 1 }).waitFor();
    await expect(ollamaSwitch(page).isChecked()).resolves.toBe(true);
    await expect(cloudSwitch(page).isChecked()).resolves.toBe(false);
    await expect(page.getByLabel('Ollama Endpoint').inputValue()).resolves.toBe(ollama.url);

    expect(unexpected(consoleErrors)).toEqual([]);
    await context.close();
  });

  test('validation from the keyboard: the first wrong field takes the focus', async () => {
    const { context, page } = await newPage(browser);
    await openSettings(page);
    await cloudSwitch(page).check();
    await page.getByLabel('Azure Endpoint').fill('models.example.com');
    await page.getByLabel('Azure Endpoint').press('Enter');
    await cloudBlock(page).getByText('Enter a valid URL').waitFor();
    await cloudBlock(page).getByText('Token is required').waitFor();
    const focused = await page.evaluate(() => (document.activeElement as HTMLInputElement)?.name);
    expect(focused).toBe('azureEndpoint');
    await expect(stored(page, 'useAzureAPI')).resolves.toBeNull();
    await context.close();
  });

  test('an Ollama that refuses this page says how to set OLLAMA_ORIGINS; a retired cloud says so', async () => {
    const { context, page } = await newPage(browser);
    await openSettings(page);
    await ollamaSwitch(page).check();
    await page.getByLabel('Ollama Endpoint').fill(refusing.url);
    await ollamaBlock(page).getByRole('button', { name: 'Test connection' }).click();
    const refused = ollamaBlock(page).getByRole('alert');
    await refused.waitFor();
    const origin = appUrl('');
    await expect(refused.innerText()).resolves.toContain(
      `Ollama is running at ${refusing.url} but refuses requests from this page (${origin}).`,
    );
    await expect(refused.innerText()).resolves.toContain(`OLLAMA_ORIGINS=${origin} ollama serve`);

    // Nothing listening at all.
    await page.getByLabel('Ollama Endpoint').fill('http://127.0.0.1:9');
    await ollamaBlock(page).getByRole('button', { name: 'Test connection' }).click();
    const down = ollamaBlock(page).getByRole('alert');
    await down.waitFor();
    await expect(down.innerText()).resolves.toContain(
      'Could not reach Ollama at http://127.0.0.1:9',
    );

    // A cloud endpoint that answers 403 with an empty body.
    await cloudSwitch(page).check();
    await page.getByLabel('Azure Endpoint').fill(`${cloud.url}/behaviour/403-empty/v1`);
    await page.getByLabel('Azure Token', { exact: true }).fill(TOKEN);
    await cloudBlock(page).getByRole('button', { name: 'Test connection' }).click();
    const forbidden = cloudBlock(page).getByRole('alert');
    await forbidden.waitFor();
    await expect(forbidden.innerText()).resolves.toContain(
      'The endpoint refused access (HTTP 403) with no explanation',
    );
    await context.close();
  });

  test('phone width: one column, nothing cut off', async () => {
    const { context, page } = await newPage(browser, { viewport: { width: 390, height: 844 } });
    await openSettings(page);
    await cloudSwitch(page).check();
    await page.getByLabel('Azure Endpoint').fill('not a url');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await cloudBlock(page).getByText('Enter a valid URL').waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    const ollamaBox = await ollamaBlock(page).boundingBox();
    const cloudBox = await cloudBlock(page).boundingBox();
    expect(cloudBox && ollamaBox && cloudBox.y > ollamaBox.y + ollamaBox.height - 1).toBe(true);
    // The page scrolled to the focused field; the app bar is fixed, so shoot from the top.
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'settings-390');
    await context.close();
  });
});

describe('settings in browser storage', () => {
  async function seedSettings(page: Page, values: Record<string, string>) {
    await page.context().addInitScript((v) => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      for (const [key, value] of Object.entries(v)) localStorage.setItem(key, value);
    }, values);
  }

  test('saved as plain text, exactly as the original app wrote them, and read back', async () => {
    const { context, page } = await newPage(browser);
    await openSettings(page);
    await cloudSwitch(page).check();
    await page.getByLabel('Azure Endpoint').fill(cloud.url);
    await page.getByLabel('Azure Model Name').fill('openai/gpt-4o-mini');
    await page.getByLabel('Azure Token').fill('tok-abc');
    await save(page);
    const raw = await page.evaluate(() =>
      Object.fromEntries(
        [
          'useOllamaAPI',
          'ollamaEndpoint',
          'ollamaModelName',
          'useAzureAPI',
          'azureEndpoint',
          'azureModelName',
          'azureToken',
        ].map((k) => [k, localStorage.getItem(k)]),
      ),
    );
    expect(raw).toEqual({
      useOllamaAPI: 'false',
      ollamaEndpoint: 'http://localhost:11434',
      ollamaModelName: 'llama3',
      useAzureAPI: 'true',
      azureEndpoint: cloud.url,
      azureModelName: 'openai/gpt-4o-mini',
      azureToken: 'tok-abc',
    });
    await page.reload();
    await page.getByRole('heading', { name: 'Character Generator Settings', level: 1 }).waitFor();
    await expect(cloudSwitch(page).isChecked()).resolves.toBe(true);
    await expect(page.getByLabel('Azure Token').inputValue()).resolves.toBe('tok-abc');
    await expect(page.getByLabel('Azure Endpoint').inputValue()).resolves.toBe(cloud.url);
    await context.close();
  });

  test('values an earlier version stored JSON-quoted are read without their quotes', async () => {
    const { context, page } = await newPage(browser);
    await seedSettings(page, {
      useOllamaAPI: 'true',
      ollamaEndpoint: JSON.stringify(ollama.url),
      ollamaModelName: '"mistral:7b"',
      azureToken: '"tok-old"',
    });
    await openSettings(page);
    await expect(ollamaSwitch(page).isChecked()).resolves.toBe(true);
    await expect(page.getByLabel('Ollama Endpoint').inputValue()).resolves.toBe(ollama.url);
    await expect(
      page.getByRole('combobox', { name: 'Ollama Model Name' }).inputValue(),
    ).resolves.toBe('mistral:7b');
    await expect(page.getByLabel('Azure Token').inputValue()).resolves.toBe('tok-old');
    await expect(page.getByRole('alert').count()).resolves.toBe(0);
    await context.close();
  });

  test('an unreadable switch is set aside and reported; both providers on shows only the local one', async () => {
    const { context, page } = await newPage(browser);
    await seedSettings(page, { useOllamaAPI: 'maybe', useAzureAPI: 'true' });
    await openSettings(page);
    const warning = page
      .getByRole('alert')
      .filter({ hasText: 'The stored setting Enable Ollama API read "maybe"' });
    await warning.waitFor();
    await expect(warning.innerText()).resolves.toContain('useOllamaAPI.corrupt-');
    await expect(cloudSwitch(page).isChecked()).resolves.toBe(true);
    await expect(ollamaSwitch(page).isChecked()).resolves.toBe(false);
    const kept = await page.evaluate(() =>
      Object.keys(localStorage)
        .filter((k) => k.startsWith('useOllamaAPI.corrupt-'))
        .map((k) => localStorage.getItem(k)),
    );
    expect(kept).toEqual(['maybe']);
    await context.close();

    const other = await newPage(browser);
    await seedSettings(other.page, { useOllamaAPI: 'true', useAzureAPI: 'true' });
    await openSettings(other.page);
    await other.page
      .getByRole('alert')
      .filter({ hasText: 'Only one can be on, so the local model is used' })
      .waitFor();
    await expect(ollamaSwitch(other.page).isChecked()).resolves.toBe(true);
    await expect(cloudSwitch(other.page).isChecked()).resolves.toBe(false);
    await other.context.close();
  });

  test('leaving with unsaved changes asks: Keep editing stays, Discard leaves', async () => {
    const { context, page, consoleErrors } = await newPage(browser);
    await openSettings(page);
    await ollamaSwitch(page).check();
    const dialog = page.getByRole('dialog', { name: 'Discard unsaved changes?' });

    await page.getByRole('link', { name: 'My Characters' }).click();
    await dialog.waitFor();
    await page.waitForTimeout(400); // the fade-in
    await screenshot(page, 'settings-unsaved-dialog-1440');
    // The safe choice has the focus; Enter keeps editing.
    await expect(
      dialog
        .getByRole('button', { name: 'Keep editing' })
        .evaluate((b) => b === document.activeElement),
    ).resolves.toBe(true);
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/settings');
    await expect(ollamaSwitch(page).isChecked()).resolves.toBe(true);
    // Focus does not fall to the page body.
    await expect(page.evaluate(() => document.activeElement !== document.body)).resolves.toBe(true);

    await page.getByRole('link', { name: 'Character Generator' }).click();
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/settings');

    await page.getByRole('link', { name: 'My Characters' }).click();
    await dialog.getByRole('button', { name: 'Discard' }).click();
    await page.getByRole('heading', { name: 'My Characters', level: 1 }).waitFor();
    await expect(stored(page, 'useOllamaAPI')).resolves.toBeNull();
    // Back on Settings, the stored values show, and leaving asks nothing.
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('heading', { name: 'Character Generator Settings', level: 1 }).waitFor();
    await expect(ollamaSwitch(page).isChecked()).resolves.toBe(false);
    await page.getByRole('link', { name: 'My Characters' }).click();
    await page.getByRole('heading', { name: 'My Characters', level: 1 }).waitFor();
    // (The default Ollama address answers nothing here: its model list is not an error.)
    expect(unexpected(consoleErrors)).toEqual([]);
    await context.close();
  });
});
