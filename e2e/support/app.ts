/**
 * What the browser tests share about the app itself: storage seeded before it starts, the
 * character card and its rows, the notifications, the Settings steps that switch a model on, and
 * the saved-characters region of My Characters.
 */
import type { BrowserContext, Page, Route } from 'playwright-core';
import { appUrl } from './browser';

/**
 * Puts these raw values in local storage before the app starts, once per context: a reload keeps
 * whatever the app wrote since.
 */
export async function seedStorage(context: BrowserContext, entries: Record<string, string>) {
  await context.addInitScript((values) => {
    if (window.sessionStorage.getItem('e2e-seeded')) return;
    for (const [key, value] of Object.entries(values)) window.localStorage.setItem(key, value);
    window.sessionStorage.setItem('e2e-seeded', '1');
  }, entries);
}

/** Each value as JSON, as the app stores lists and records. */
export const asJson = (values: Record<string, unknown>): Record<string, string> =>
  Object.fromEntries(Object.entries(values).map(([key, value]) => [key, JSON.stringify(value)]));

export const card = (page: Page) => page.getByRole('article', { name: 'Character' });
export const cardName = (page: Page) => card(page).getByRole('heading', { level: 2 }).innerText();
/** The value shown beside a label of the card ("Race", "Age"…). */
export const row = (page: Page, label: string) =>
  card(page)
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');
export const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications' });
export const alerts = (page: Page) => notifications(page).getByRole('alert');

/** Saves the Settings form and waits for it to say so. */
export async function saveSettings(page: Page) {
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await notifications(page).getByText('Settings saved').first().waitFor();
}

async function backToGenerator(page: Page) {
  await page.getByRole('link', { name: 'Character Generator' }).first().click();
  await card(page).waitFor();
}

/** Ollama's default address (the app asks it as 127.0.0.1), where nothing listens in these tests. */
const DEFAULT_OLLAMA = /^http:\/\/(localhost|127\.0\.0\.1):11434\//;

const noModels = (route: Route) =>
  route.fulfill({
    status: 200,
    headers: {
      'access-control-allow-origin': '*',
      'access-control-allow-headers': '*',
      'access-control-allow-methods': 'GET, POST, OPTIONS',
    },
    contentType: 'application/json',
    body: '{"models":[]}',
  });

/**
 * Runs `steps` (Ollama switched on, the loopback server's address typed) with the default address
 * answering "no models" from the test itself: a switched-on form asks the address it shows for
 * model suggestions after a short pause, and a slow machine can reach that pause before the next
 * address is typed. Nothing leaves the machine either way.
 */
export async function switchingOnOllama<T>(page: Page, steps: () => Promise<T>): Promise<T> {
  await page.route(DEFAULT_OLLAMA, noModels);
  try {
    return await steps();
  } finally {
    await page.unroute(DEFAULT_OLLAMA, noModels);
  }
}

/** Turns the local model on through the Settings screen, then opens the generator. */
export async function useOllama(page: Page, endpoint: string, model = 'llama3') {
  await page.goto(appUrl('/settings'));
  await switchingOnOllama(page, async () => {
    await page.getByLabel('Enable Ollama API').check();
    await page.getByLabel('Ollama Endpoint').fill(endpoint);
  });
  await page.getByLabel('Ollama Model Name').fill(model);
  await saveSettings(page);
  await backToGenerator(page);
}

export interface CloudOptions {
  token?: string;
  /** Sets the Stream the reply switch; left as it is when not given. */
  stream?: boolean;
}

/** Turns the cloud model on through the Settings screen, then opens the generator. */
export async function useCloud(page: Page, endpoint: string, options: CloudOptions = {}) {
  await page.goto(appUrl('/settings'));
  await page.getByLabel('Enable Azure API').check();
  await page.getByLabel('Azure Endpoint').fill(endpoint);
  await page.getByLabel('Azure Model Name').fill('openai/gpt-4.1');
  await page.getByLabel('Azure Token', { exact: true }).fill(options.token ?? 'test-token-abc');
  if (options.stream !== undefined) {
    const streamSwitch = page.getByRole('switch', { name: 'Stream the reply' });
    if ((await streamSwitch.isChecked()) !== options.stream) await streamSwitch.click();
  }
  await saveSettings(page);
  await backToGenerator(page);
}

export const savedCharacters = (page: Page) =>
  page.getByRole('region', { name: 'Saved characters' });

/** The names on the saved cards shown (cards off the carousel's page are hidden from the a11y tree). */
export async function shownNames(page: Page): Promise<string[]> {
  const names: string[] = [];
  for (const saved of await savedCharacters(page).getByRole('article').all()) {
    names.push(((await saved.getByRole('heading', { level: 2 }).textContent()) ?? '').trim());
  }
  return names;
}

/**
 * Waits until exactly these saved cards are shown. `slideMs` more lets the carousel's slide
 * finish, so later clicks and screenshots see the cards where they rest.
 */
export async function expectShown(page: Page, names: string[], { slideMs = 0 } = {}) {
  await page.waitForFunction((expected) => {
    const region = document.querySelector('[aria-label="Saved characters"]');
    if (!region) return false;
    const shown = [...region.querySelectorAll('article')]
      .filter((a) => !a.closest('[aria-hidden="true"]'))
      .map((a) => a.querySelector('h2')?.textContent);
    return JSON.stringify(shown) === JSON.stringify(expected);
  }, names);
  if (slideMs) await page.waitForTimeout(slideMs);
  expect(await shownNames(page)).toEqual(names);
}

/** Saved characters in storage before the app starts, once per context. */
export const seedCharacters = (context: BrowserContext, characters: unknown[]) =>
  seedStorage(context, { characters: JSON.stringify(characters) });

/** A paragraph of story long enough to wrap on every screen. */
export const PARAGRAPH =
  'Born in the shadow of the grey mountains, she learned early that the world does not wait ' +
  'for anyone, and that the roads leading out of the valley are long and full of strangers.';

/** A whole character as the app stores it: a dwarf cleric with a four-paragraph story. */
export function storedCharacter(id: string, overrides: Record<string, unknown> = {}) {
  return {
    id,
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
      content: [PARAGRAPH, PARAGRAPH, PARAGRAPH, PARAGRAPH],
    },
    ...overrides,
  };
}

/** A saved character with short paragraphs, for tests that only need one to be there. */
export const SAVED_DWARF = {
  id: 'kept-1',
  firstName: 'Brannoc',
  lastName: 'Ashdown',
  epithet: 'The Patient',
  race: 'Dwarf',
  characterClass: 'Cleric',
  gender: 'Male',
  alignment: 'Lawful Good',
  age: 140,
  background: { title: 'The Deep Chapel', content: ['One.', 'Two.', 'Three.', 'Four.'] },
};
