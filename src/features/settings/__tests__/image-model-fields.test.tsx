import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SettingsPage } from '../settings-page';
import { renderWithProviders } from '@/testing/render';
import { MemoryStorage } from '@/testing/memory-storage';

// MUI in jsdom with user-event typing is slow on a busy machine.
jest.setTimeout(30_000);

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function stubFetch(route: (url: string, init?: RequestInit) => Response | Promise<Response>) {
  return jest
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async (input, init) =>
      route(input instanceof Request ? input.url : String(input), init),
    );
}

function setup(storage = new MemoryStorage()) {
  renderWithProviders(<SettingsPage suggestionDelayMs={0} />, { storage, route: '/settings' });
  return { storage, user: userEvent.setup({ delay: null, skipHover: true }) };
}

const group = () => screen.getByRole('group', { name: 'Generated portraits' });
const field = (label: string) => within(group()).getByLabelText(label) as HTMLInputElement;
const kindSelect = () => screen.getByRole('combobox', { name: 'Image model' });

/** Replaces a field's text as a paste would: typing each letter into MUI is slow in jsdom. */
async function fill(user: ReturnType<typeof userEvent.setup>, label: string, text: string) {
  await user.clear(field(label));
  await user.paste(text);
}

async function choose(user: ReturnType<typeof userEvent.setup>, label: string) {
  await user.click(kindSelect());
  await user.click(await screen.findByRole('option', { name: label }));
}

/** The check's outcome under the block: a status (success) or an alert (warning, error). */
const outcome = () =>
  waitFor(() => {
    const found = [
      ...within(group()).queryAllByRole('status'),
      ...within(group()).queryAllByRole('alert'),
    ];
    expect(found).toHaveLength(1);
    return found[0] as HTMLElement;
  });

test('None is the default: the fields and Test connection are off', () => {
  setup();
  expect(kindSelect()).toHaveTextContent('None');
  expect(field('Image Endpoint')).toBeDisabled();
  expect(field('Image Model Name')).toBeDisabled();
  expect(field('Image API Key')).toBeDisabled();
  expect(field('Portrait prompt style')).toHaveValue(
    'painted fantasy portrait, head and shoulders',
  );
  expect(within(group()).getByRole('button', { name: 'Test connection' })).toBeDisabled();
});

test('OpenAI-compatible images: the usual address is offered, and the model name is required', async () => {
  const { storage, user } = setup();
  await choose(user, 'OpenAI-compatible images');
  expect(field('Image Endpoint')).toHaveValue('https://api.openai.com/v1');
  await user.click(screen.getByRole('button', { name: 'Save Settings' }));
  expect(await within(group()).findByText('Model name is required')).toBeInTheDocument();
  // The invalid field takes the focus, and nothing was stored.
  expect(field('Image Model Name')).toHaveFocus();
  expect(storage.getItem('imageModel')).toBeNull();
});

test('OpenAI-compatible images: Save keeps the fields, trimmed, the key masked until shown', async () => {
  const { storage, user } = setup(new MemoryStorage({ imageModel: 'openai' }));
  await fill(user, 'Image Endpoint', 'https://api.openai.com/v1');
  await fill(user, 'Image Model Name', 'gpt-image-1');
  await fill(user, 'Image API Key', ' sk-secret ');
  // The key is masked until shown.
  expect(field('Image API Key')).toHaveAttribute('type', 'password');
  await user.click(within(group()).getByRole('button', { name: 'Show key' }));
  expect(field('Image API Key')).toHaveAttribute('type', 'text');
  await fill(user, 'Portrait prompt style', 'ink sketch');
  await user.click(screen.getByRole('button', { name: 'Save Settings' }));
  expect(await screen.findByText('Settings saved')).toBeInTheDocument();
  expect(storage.getItem('imageModel')).toBe('openai');
  expect(storage.getItem('imageEndpoint')).toBe('https://api.openai.com/v1');
  expect(storage.getItem('imageModelName')).toBe('gpt-image-1');
  expect(storage.getItem('imageApiKey')).toBe('sk-secret');
  expect(storage.getItem('portraitPromptStyle')).toBe('ink sketch');
});

test('a Stable Diffusion web UI needs a valid address', async () => {
  const { storage, user } = setup();
  await choose(user, 'Stable Diffusion web UI');
  expect(field('Image Endpoint')).toHaveValue('http://127.0.0.1:7860');
  await fill(user, 'Image Endpoint', 'my-pc:7860');
  await user.click(screen.getByRole('button', { name: 'Save Settings' }));
  expect(await within(group()).findByText('Enter a valid URL')).toBeInTheDocument();
  expect(storage.getItem('imageModel')).toBeNull();
});

test('a Stable Diffusion web UI is saved without a model name', async () => {
  const { storage, user } = setup(new MemoryStorage({ imageModel: 'sdwebui' }));
  await fill(user, 'Image Endpoint', 'http://my-pc:7860');
  await user.click(screen.getByRole('button', { name: 'Save Settings' }));
  expect(await screen.findByText('Settings saved')).toBeInTheDocument();
  expect(storage.getItem('imageModel')).toBe('sdwebui');
  expect(storage.getItem('imageEndpoint')).toBe('http://my-pc:7860');
});

describe('Test connection', () => {
  const stored = () =>
    new MemoryStorage({
      imageModel: 'openai',
      imageEndpoint: 'https://images.example/v1',
      imageModelName: 'gpt-image-1',
      imageApiKey: 'sk-abcdef',
    });
  /** Test connection pressed with a stored image model: the outcome shown, and the user. */
  async function testConnection() {
    const { user } = setup(stored());
    await user.click(within(group()).getByRole('button', { name: 'Test connection' }));
    return { shown: await outcome(), user };
  }

  test('a working key and a listed model is a success; the key goes only as the bearer', async () => {
    const fetch = stubFetch(() => json({ data: [{ id: 'gpt-image-1' }] }));
    const { shown } = await testConnection();
    expect(shown).toHaveAttribute('role', 'status');
    expect(shown).toHaveTextContent(
      'Connected to the image model at https://images.example. The key works, and the model "gpt-image-1" is there.',
    );
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('https://images.example/v1/models');
    expect(init.headers).toEqual({ Authorization: 'Bearer sk-abcdef' });
  });

  test('a wrong key says so', async () => {
    stubFetch(() => json({ error: { message: 'Incorrect API key provided: sk-abcdef' } }, 401));
    const { shown } = await testConnection();
    expect(shown).toHaveAttribute('role', 'alert');
    expect(shown).toHaveTextContent(
      'The image model at https://images.example refused the key (HTTP 401: Incorrect API key provided: ***). Check the Image API Key in Settings.',
    );
  });

  test('an unknown model is a warning naming the ones there', async () => {
    stubFetch(() => json({ data: [{ id: 'dall-e-3' }] }));
    const { shown } = await testConnection();
    expect(shown).toHaveTextContent('has no model "gpt-image-1"');
    expect(shown).toHaveTextContent('It has: dall-e-3.');
  });

  test('a server that is down says so, and the outcome goes when the fields change', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const { shown, user } = await testConnection();
    expect(shown).toHaveTextContent(
      'Could not reach the image model at https://images.example. The server may be down, or it may not allow requests from this page (CORS).',
    );
    await fill(user, 'Image Model Name', 'x');
    expect(within(group()).queryByRole('alert')).not.toBeInTheDocument();
  });
});
