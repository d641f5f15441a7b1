import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SettingsPage } from '../settings-page';
import { TOKEN_NOTE } from '../settings-form';
import { renderWithProviders } from '@/testing/render';
import { MemoryStorage } from '@/testing/memory-storage';
import { optionTexts } from '@/testing/queries';
import { useSettings } from '@/state/settings';
import { DEFAULT_SETTINGS, SETTINGS_KEYS, type Settings } from '@/domain/settings';

/** A storage holding these settings, each under its own key as plain text, as the app writes them. */
function storageWith(settings: Partial<Settings>): MemoryStorage {
  return new MemoryStorage(
    Object.fromEntries(Object.entries(settings).map(([k, v]) => [k, String(v)])),
  );
}

type Route = (url: string, init?: RequestInit) => Response | Promise<Response>;

/** Stubs fetch; each request is answered by `route`. Returns the spy, to read the calls made. */
function stubFetch(route: Route) {
  return jest
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async (input, init) =>
      route(input instanceof Request ? input.url : String(input), init),
    );
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const tags = (...names: string[]) => json({ models: names.map((name) => ({ name, model: name })) });

/** An Ollama that answers /api/version and /api/tags. */
const ollamaRoute =
  (models: string[] = ['llama3:latest', 'mistral:7b'], version = '0.5.7'): Route =>
  (url) => {
    if (url.endsWith('/api/version')) return json({ version });
    if (url.endsWith('/api/tags')) return tags(...models);
    return new Response('404 page not found', { status: 404 });
  };

/**
 * A user who acts without pausing and clicks without hovering first: the tooltips a hover opens
 * are not what these tests look at, and each would render the form again.
 */
const quickUser = () => userEvent.setup({ delay: null, skipHover: true });

function setup(storage = new MemoryStorage()) {
  const rendered = renderWithProviders(<SettingsPage suggestionDelayMs={0} />, {
    storage,
    route: '/settings',
  });
  return { ...rendered, storage, user: quickUser() };
}

/** Puts `text` in the field in place of what it held (pasted: MUI is slow to type into). */
async function replaceValue(user: ReturnType<typeof quickUser>, label: string, text: string) {
  await user.clear(field(label));
  await user.paste(text);
}

/** Turns Ollama on with an empty endpoint and saves: the form says Enter a valid URL. */
async function saveEmptyOllamaEndpoint(user: ReturnType<typeof quickUser>) {
  await user.click(ollamaSwitch());
  await user.clear(field('Ollama Endpoint'));
  await user.click(save());
  expect(await screen.findByText('Enter a valid URL')).toBeInTheDocument();
}

const ollamaGroup = () => screen.getByRole('group', { name: 'Local model (Ollama)' });
const cloudGroup = () => screen.getByRole('group', { name: 'Cloud model (Azure)' });
const ollamaSwitch = () => screen.getByRole('switch', { name: 'Enable Ollama API' });
const cloudSwitch = () => screen.getByRole('switch', { name: 'Enable Azure API' });
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const save = () => screen.getByRole('button', { name: 'Save Settings' });
const testButton = (group: HTMLElement) =>
  within(group).getByRole('button', { name: 'Test connection' });

/** The check's outcome shown in a block: a status (success) or an alert (warning, error). */
const outcome = (group: HTMLElement) =>
  waitFor(() => {
    const found = [
      ...within(group).queryAllByRole('status'),
      ...within(group).queryAllByRole('alert'),
    ];
    expect(found).toHaveLength(1);
    return found[0] as HTMLElement;
  });

// MUI in jsdom with user-event typing is slow on a busy machine.
jest.setTimeout(30_000);

beforeEach(() => {
  // Nothing answers unless a test says otherwise.
  stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
});

describe('layout and texts', () => {
  test('title, sections, switches, fields, token note and the save button', () => {
    setup();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Character Generator Settings' }),
    ).toBeInTheDocument();
    const general = screen.getByRole('region', { name: 'General Settings' });
    expect(
      within(general).getByText(
        'Here you can adjust the general settings of the character generator.',
      ),
    ).toBeInTheDocument();
    const api = screen.getByRole('region', { name: 'API Integration' });
    expect(
      within(api).getByText('Configure API settings for generative AI and other integrations.'),
    ).toBeInTheDocument();

    const providers = [
      [ollamaGroup(), 'Ollama', DEFAULT_SETTINGS.ollamaEndpoint, 'llama3'],
      [cloudGroup(), 'Azure', DEFAULT_SETTINGS.azureEndpoint, 'openai/gpt-4.1'],
    ] as const;
    for (const [group, name, endpoint, model] of providers) {
      expect(within(group).getByRole('switch', { name: `Enable ${name} API` })).toBeInTheDocument();
      expect(within(group).getByLabelText(`${name} Endpoint`)).toHaveValue(endpoint);
      expect(within(group).getByLabelText(`${name} Model Name`)).toHaveValue(model);
    }
    expect(within(cloudGroup()).getByLabelText('Azure Token')).toHaveAttribute('type', 'password');
    expect(field('Azure Token')).toHaveAccessibleDescription(TOKEN_NOTE);
    expect(save()).toHaveAttribute('type', 'submit');
  });

  test('the token is masked, with a show/hide button', async () => {
    const { user } = setup(storageWith({ useAzureAPI: true, azureToken: 's3cret' }));
    expect(field('Azure Token')).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show token' }));
    expect(field('Azure Token')).toHaveAttribute('type', 'text');
    expect(field('Azure Token')).toHaveValue('s3cret');
    await user.click(screen.getByRole('button', { name: 'Hide token' }));
    expect(field('Azure Token')).toHaveAttribute('type', 'password');
  });
});

describe('switches', () => {
  test('a provider’s fields (and its test button) are disabled while its switch is off', async () => {
    const { user } = setup();
    expect(ollamaSwitch()).not.toBeChecked();
    expect(cloudSwitch()).not.toBeChecked();
    for (const label of [
      'Ollama Endpoint',
      'Ollama Model Name',
      'Azure Endpoint',
      'Azure Model Name',
      'Azure Token',
    ]) {
      expect(field(label)).toBeDisabled();
    }
    expect(screen.getByRole('button', { name: 'Show token' })).toBeDisabled();
    expect(testButton(ollamaGroup())).toBeDisabled();
    expect(testButton(cloudGroup())).toBeDisabled();

    await user.click(ollamaSwitch());
    expect(field('Ollama Endpoint')).toBeEnabled();
    expect(field('Ollama Model Name')).toBeEnabled();
    expect(testButton(ollamaGroup())).toBeEnabled();
    expect(field('Azure Endpoint')).toBeDisabled();

    await user.click(cloudSwitch());
    expect(field('Azure Endpoint')).toBeEnabled();
    expect(field('Azure Model Name')).toBeEnabled();
    expect(field('Azure Token')).toBeEnabled();
    expect(field('Ollama Endpoint')).toBeDisabled();
    expect(field('Ollama Model Name')).toBeDisabled();
  });

  test('turning one on turns the other off; turning one off leaves the other off', async () => {
    const { user } = setup();
    await user.click(ollamaSwitch());
    expect(ollamaSwitch()).toBeChecked();
    expect(cloudSwitch()).not.toBeChecked();

    await user.click(cloudSwitch());
    expect(cloudSwitch()).toBeChecked();
    expect(ollamaSwitch()).not.toBeChecked();

    await user.click(ollamaSwitch());
    expect(ollamaSwitch()).toBeChecked();
    expect(cloudSwitch()).not.toBeChecked();

    await user.click(ollamaSwitch());
    expect(ollamaSwitch()).not.toBeChecked();
    expect(cloudSwitch()).not.toBeChecked();
  });

  test('Use any chat (copy and paste) is a third provider: on turns the models off, and back', async () => {
    const { user, storage } = setup(storageWith({ useAzureAPI: true, azureToken: 't' }));
    const pasteGroup = screen.getByRole('group', { name: 'Any chat (copy and paste)' });
    const pasteSwitch = within(pasteGroup).getByRole('switch', {
      name: 'Use any chat (copy and paste)',
    });
    // Nothing to connect to: no endpoint, no check.
    expect(within(pasteGroup).queryByRole('button')).not.toBeInTheDocument();
    expect(within(pasteGroup).queryByRole('textbox')).not.toBeInTheDocument();
    expect(pasteSwitch).not.toBeChecked();

    await user.click(pasteSwitch);
    expect(pasteSwitch).toBeChecked();
    expect(cloudSwitch()).not.toBeChecked();
    expect(ollamaSwitch()).not.toBeChecked();
    await user.click(save());
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(storage.getItem('usePasteChat')).toBe('true');
    expect(storage.getItem('useAzureAPI')).toBe('false');

    await user.click(ollamaSwitch());
    expect(ollamaSwitch()).toBeChecked();
    expect(pasteSwitch).not.toBeChecked();
  });

  test('stored with a model also on, the copy and paste switch is turned off and the user told', async () => {
    const storage = storageWith({ useOllamaAPI: true, usePasteChat: true });
    setup(storage);
    expect(ollamaSwitch()).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Use any chat (copy and paste)' })).not.toBeChecked();
    expect(storage.getItem('usePasteChat')).toBe('false');
    expect(
      await screen.findByText(/Use any chat \(copy and paste\) was switched off/),
    ).toBeInTheDocument();
  });

  test('switches work from the keyboard', async () => {
    const { user } = setup();
    // General Settings' selects come first, then the first provider's switch.
    const stops: (() => HTMLElement | null)[] = [
      ...[
        'Theme',
        'Language of generated text',
        'Game system',
        'Story length',
        'Portrait style',
      ].map((name) => () => screen.getByRole('combobox', { name })),
      () => screen.getByRole('textbox', { name: 'Foundry portrait folder' }),
      // With no image model, its fields and Test connection are off and take no Tab stop.
      () => screen.getByRole('combobox', { name: 'Image model' }),
      // Default pictures: the race, the class, the picture (it opens in a new tab), the upload.
      () => screen.getByRole('combobox', { name: 'Race' }),
      () => screen.getByRole('combobox', { name: 'Class' }),
      () =>
        document.activeElement?.tagName === 'A' ? (document.activeElement as HTMLElement) : null,
      () => screen.getByRole('button', { name: 'Upload picture' }),
    ];
    for (const stop of stops) {
      await user.tab();
      expect(stop()).toHaveFocus();
    }
    await user.tab();
    expect(ollamaSwitch()).toHaveFocus();
    await user.keyboard(' ');
    expect(ollamaSwitch()).toBeChecked();
    await user.tab();
    expect(field('Ollama Endpoint')).toHaveFocus();
    await user.tab();
    expect(field('Ollama Model Name')).toHaveFocus();
  });
});

describe('validation', () => {
  test('Ollama: every message on submit, and the endpoint takes the focus', async () => {
    const { user, storage } = setup();
    await user.click(ollamaSwitch());
    await replaceValue(user, 'Ollama Endpoint', 'localhost:11434');
    await user.clear(field('Ollama Model Name'));
    // Nothing is said before the first submit.
    expect(screen.queryByText('Enter a valid URL')).not.toBeInTheDocument();

    await user.click(save());
    expect(await screen.findByText('Enter a valid URL')).toBeInTheDocument();
    expect(screen.getByText('Model name is required')).toBeInTheDocument();
    expect(field('Ollama Endpoint')).toHaveFocus();
    expect(field('Ollama Endpoint')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Ollama Endpoint')).toHaveAccessibleDescription('Enter a valid URL');
    expect(screen.queryByText('Settings saved')).not.toBeInTheDocument();
    expect(storage.getItem('useOllamaAPI')).toBeNull();
  });

  test('an empty endpoint also says Enter a valid URL', async () => {
    const { user } = setup();
    await saveEmptyOllamaEndpoint(user);
    expect(field('Ollama Endpoint')).toHaveFocus();
  });

  test('cloud: every message on submit, and the endpoint takes the focus', async () => {
    const { user } = setup();
    await user.click(cloudSwitch());
    await replaceValue(user, 'Azure Endpoint', 'models.example.com');
    await user.clear(field('Azure Model Name'));
    await user.click(save());

    const group = cloudGroup();
    expect(await within(group).findByText('Enter a valid URL')).toBeInTheDocument();
    expect(within(group).getByText('Model name is required')).toBeInTheDocument();
    expect(within(group).getByText('Token is required')).toBeInTheDocument();
    expect(field('Azure Endpoint')).toHaveFocus();
    expect(field('Azure Token')).toHaveAccessibleDescription(`Token is required ${TOKEN_NOTE}`);
  });

  test('the first invalid field in screen order takes the focus', async () => {
    const { user } = setup(storageWith({ useAzureAPI: true, azureToken: '' }));
    await user.click(save());
    await waitFor(() => expect(field('Azure Token')).toHaveFocus());

    await user.type(field('Azure Token'), 'tok');
    await user.clear(field('Azure Model Name'));
    await user.click(save());
    await waitFor(() => expect(field('Azure Model Name')).toHaveFocus());
  });

  test('the Ollama model field takes the focus when it is the only one wrong', async () => {
    const { user } = setup(storageWith({ useOllamaAPI: true, ollamaModelName: '' }));
    await user.click(save());
    expect(await screen.findByText('Model name is required')).toBeInTheDocument();
    expect(field('Ollama Model Name')).toHaveFocus();
  });

  test('after a submit, each change is validated again', async () => {
    const { user } = setup();
    await saveEmptyOllamaEndpoint(user);

    await user.click(field('Ollama Endpoint'));
    await user.paste('http://127.0.0.1:11434');
    await waitFor(() => expect(screen.queryByText('Enter a valid URL')).not.toBeInTheDocument());

    await user.clear(field('Ollama Model Name'));
    expect(await screen.findByText('Model name is required')).toBeInTheDocument();
    await user.type(field('Ollama Model Name'), 'mistral');
    await waitFor(() =>
      expect(screen.queryByText('Model name is required')).not.toBeInTheDocument(),
    );
  });

  test('turning a provider off clears its errors: a disabled provider never blocks saving', async () => {
    const { user, storage } = setup();
    await saveEmptyOllamaEndpoint(user);

    await user.click(ollamaSwitch());
    await waitFor(() => expect(screen.queryByText('Enter a valid URL')).not.toBeInTheDocument());
    await user.click(save());
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(storage.getItem('useOllamaAPI')).toBe('false');
    expect(storage.getItem('ollamaEndpoint')).toBe('');
  });

  test('invalid values of the provider that is off do not block saving the other', async () => {
    const { user, storage } = setup(
      storageWith({ ollamaEndpoint: 'not a url', ollamaModelName: '', azureToken: '' }),
    );
    await user.click(cloudSwitch());
    await user.type(field('Azure Token'), 'tok-123');
    await user.click(save());
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(storage.getItem('useAzureAPI')).toBe('true');
    expect(storage.getItem('azureToken')).toBe('tok-123');
  });
});

describe('saving and re-syncing', () => {
  test('storage that refuses the write: an error, no "Settings saved", the values still apply', async () => {
    const { user, storage } = setup();
    storage.failWrites = true;
    await user.click(ollamaSwitch());
    await user.click(save());
    expect(await screen.findByText(/^Settings apply to this visit only/)).toBeInTheDocument();
    expect(screen.queryByText('Settings saved')).not.toBeInTheDocument();
    expect(storage.getItem('useOllamaAPI')).toBeNull();
    expect(ollamaSwitch()).toBeChecked();
  });

  test('storage that refuses the write: every changed setting applies, with one warning', async () => {
    // What the app uses for this visit, read outside the form.
    function InUse() {
      const { settings } = useSettings();
      return <output data-testid="in-use">{JSON.stringify(settings)}</output>;
    }
    const storage = new MemoryStorage();
    storage.failWrites = true;
    renderWithProviders(
      <>
        <SettingsPage suggestionDelayMs={0} />
        <InUse />
      </>,
      { storage },
    );
    const user = quickUser();
    await user.click(ollamaSwitch());
    await replaceValue(user, 'Ollama Endpoint', 'http://127.0.0.1:11500');
    await replaceValue(user, 'Ollama Model Name', 'mistral:7b');
    await user.click(save());
    expect(await screen.findAllByText(/^Settings apply to this visit only/)).toHaveLength(1);
    expect(JSON.parse(screen.getByTestId('in-use').textContent)).toMatchObject({
      useOllamaAPI: true,
      ollamaEndpoint: 'http://127.0.0.1:11500',
      ollamaModelName: 'mistral:7b',
    });
  });

  test('Save stores both groups under their own keys, as plain text, and says so', async () => {
    const { user, storage } = setup();
    await user.click(ollamaSwitch());
    await replaceValue(user, 'Ollama Endpoint', ' http://127.0.0.1:11500 ');
    await replaceValue(user, 'Ollama Model Name', 'mistral:7b');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    await user.click(save());

    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    const stored = Object.fromEntries(
      [...storage.data].filter(([key]) => (SETTINGS_KEYS as string[]).includes(key)),
    );
    expect(stored).toEqual({
      useOllamaAPI: 'true',
      ollamaEndpoint: 'http://127.0.0.1:11500',
      ollamaModelName: 'mistral:7b',
      useAzureAPI: 'false',
      azureEndpoint: DEFAULT_SETTINGS.azureEndpoint,
      azureModelName: 'openai/gpt-4.1',
      azureToken: '',
      azureStream: 'false',
      ollamaJsonSchema: 'false',
      ollamaThink: 'false',
      azureJsonSchema: 'false',
      usePasteChat: 'false',
      imageModel: 'none',
      imageEndpoint: '',
      imageModelName: '',
      imageApiKey: '',
      portraitPromptStyle: 'painted fantasy portrait, head and shoulders',
    });
    // The form now shows what was stored (trimmed) and has nothing unsaved.
    expect(field('Ollama Endpoint')).toHaveValue('http://127.0.0.1:11500');
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
  });

  test('Enter in a field submits the form', async () => {
    const { user, storage } = setup(storageWith({ useAzureAPI: true }));
    await user.type(field('Azure Token'), 'tok{Enter}');
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(storage.getItem('azureToken')).toBe('tok');
  });

  test('a change made in another tab shows in the form', async () => {
    const { storage } = setup();
    storage.setItem('useAzureAPI', 'true');
    storage.setItem('azureModelName', '"meta/llama-3.3"');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'azureModelName' }));
    });
    expect(await screen.findByDisplayValue('meta/llama-3.3')).toBeInTheDocument();
    expect(cloudSwitch()).toBeChecked();
    expect(field('Azure Model Name')).toBeEnabled();
  });

  test('a settings update from elsewhere in the app shows in the form', async () => {
    function Elsewhere() {
      const { updateSettings } = useSettings();
      return (
        <button type="button" onClick={() => updateSettings({ ollamaModelName: 'phi3' })}>
          Change elsewhere
        </button>
      );
    }
    const user = quickUser();
    renderWithProviders(
      <>
        <SettingsPage suggestionDelayMs={0} />
        <Elsewhere />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Change elsewhere' }));
    expect(field('Ollama Model Name')).toHaveValue('phi3');
  });
});

describe('Ollama connection check', () => {
  async function runCheck(
    route: Route,
    values: Partial<Settings> = {},
  ): Promise<{ message: HTMLElement; spy: jest.SpyInstance }> {
    const spy = stubFetch(route);
    const { user } = setup(storageWith({ useOllamaAPI: true, ...values }));
    await user.click(testButton(ollamaGroup()));
    return { message: await outcome(ollamaGroup()), spy };
  }

  test('reachable with the model installed: a success naming the version', async () => {
    const { message, spy } = await runCheck(ollamaRoute(['llama3:latest'], '0.5.7'));
    expect(message).toHaveAttribute('role', 'status');
    expect(message).toHaveTextContent(
      'Connected to Ollama 0.5.7. The model "llama3" is installed.',
    );
    // localhost is called as 127.0.0.1.
    const urls = spy.mock.calls.map(([input]) => String(input));
    expect(urls).toContain('http://127.0.0.1:11434/api/version');
  });

  test('model missing: a warning listing the installed models', async () => {
    const { message } = await runCheck(ollamaRoute(['mistral:7b', 'phi3:latest']));
    expect(message).toHaveAttribute('role', 'alert');
    expect(message).toHaveClass('MuiAlert-colorWarning');
    expect(message).toHaveTextContent('the model "llama3" is not installed');
    expect(message).toHaveTextContent('ollama pull llama3');
    expect(message).toHaveTextContent('Installed models: mistral:7b, phi3:latest.');
  });

  test('refused origin: how to set OLLAMA_ORIGINS', async () => {
    // The normal request fails (the browser hides the 403 without CORS headers) but a
    // no-cors one gets through: the server is there and refuses this page's origin.
    const { message } = await runCheck((_url, init) =>
      init?.mode === 'no-cors'
        ? new Response(null, { status: 200 })
        : Promise.reject(new TypeError('Failed to fetch')),
    );
    expect(message).toHaveAttribute('role', 'alert');
    expect(message).toHaveClass('MuiAlert-colorError');
    expect(message).toHaveTextContent(
      `refuses requests from this page (${window.location.origin})`,
    );
    expect(message).toHaveTextContent(`OLLAMA_ORIGINS=${window.location.origin} ollama serve`);
  });

  test('nothing answers: says so, with the address', async () => {
    const { message } = await runCheck(() => Promise.reject(new TypeError('Failed to fetch')), {
      ollamaEndpoint: 'http://127.0.0.1:9',
    });
    expect(message).toHaveAttribute('role', 'alert');
    expect(message).toHaveTextContent('Could not reach Ollama at http://127.0.0.1:9.');
  });

  test('an error status is reported with the server’s words', async () => {
    const { message } = await runCheck(() => json({ error: 'something broke' }, 500));
    expect(message).toHaveTextContent('answered with an error (status 500): something broke');
  });

  test('uses the values in the form, saved or not, and hides the outcome once they change', async () => {
    const spy = stubFetch(ollamaRoute(['llama3:latest', 'mistral:7b']));
    const { user, storage } = setup(storageWith({ useOllamaAPI: true }));
    await replaceValue(user, 'Ollama Endpoint', 'http://10.0.0.5:11434');
    await replaceValue(user, 'Ollama Model Name', 'mistral:7b');
    await user.click(testButton(ollamaGroup()));
    const message = await within(ollamaGroup()).findByRole('status');
    expect(message).toHaveTextContent('The model "mistral:7b" is installed.');
    expect(spy.mock.calls.map(([input]) => String(input))).toContain(
      'http://10.0.0.5:11434/api/version',
    );
    expect(storage.getItem('ollamaEndpoint')).toBeNull(); // nothing was saved

    await user.type(field('Ollama Model Name'), 'x');
    expect(within(ollamaGroup()).queryByRole('status')).not.toBeInTheDocument();
  });

  test('the button shows progress and a second check replaces the first', async () => {
    let answer: (response: Response) => void = () => {};
    stubFetch((url) =>
      url.endsWith('/api/version')
        ? new Promise<Response>((resolve) => {
            answer = resolve;
          })
        : tags('llama3:latest'),
    );
    const { user } = setup(storageWith({ useOllamaAPI: true }));
    await user.click(testButton(ollamaGroup()));
    await waitFor(() => expect(testButton(ollamaGroup())).toBeDisabled());
    await act(async () => answer(json({ version: '0.6.0' })));
    expect(await within(ollamaGroup()).findByRole('status')).toHaveTextContent('Ollama 0.6.0');
    expect(testButton(ollamaGroup())).toBeEnabled();
  });
});

describe('Ollama model suggestions', () => {
  test('lists the installed models; picking one fills the field; free text still works', async () => {
    const spy = stubFetch(ollamaRoute(['llama3:latest', 'mistral:7b']));
    const { user, storage } = setup(storageWith({ useOllamaAPI: true }));
    await waitFor(() =>
      expect(spy.mock.calls.map(([input]) => String(input))).toContain(
        'http://127.0.0.1:11434/api/tags',
      ),
    );
    const input = screen.getByRole('combobox', { name: 'Ollama Model Name' });
    await user.click(await within(ollamaGroup()).findByRole('button', { name: 'Open' }));
    expect(await optionTexts()).toEqual(['llama3:latest', 'mistral:7b']);
    await user.click(screen.getByRole('option', { name: 'mistral:7b' }));
    expect(input).toHaveValue('mistral:7b');

    await user.clear(input);
    await user.paste('my-own-model');
    await user.keyboard('{Escape}');
    expect(input).toHaveValue('my-own-model');
    await user.click(save());
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(storage.getItem('ollamaModelName')).toBe('my-own-model');
  });

  test('typing narrows the list, and the keyboard picks', async () => {
    stubFetch(ollamaRoute(['llama3:latest', 'mistral:7b', 'llava:13b']));
    const { user } = setup(storageWith({ useOllamaAPI: true, ollamaModelName: '' }));
    const input = screen.getByRole('combobox', { name: 'Ollama Model Name' });
    await within(ollamaGroup()).findByRole('button', { name: 'Open' });
    await user.type(input, 'll');
    expect(await optionTexts()).toEqual(['llama3:latest', 'llava:13b']);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(input).toHaveValue('llava:13b');
  });

  test('a connection check that finds models also offers them', async () => {
    let tagsCalls = 0;
    stubFetch((url) => {
      if (url.endsWith('/api/tags') && (tagsCalls += 1) === 1) {
        return Promise.reject(new TypeError('Failed to fetch')); // Ollama not started yet
      }
      return ollamaRoute(['llama3:latest', 'phi3:mini'])(url);
    });
    const { user } = setup(storageWith({ useOllamaAPI: true }));
    await waitFor(() => expect(tagsCalls).toBe(1));
    expect(within(ollamaGroup()).queryByRole('button', { name: 'Open' })).not.toBeInTheDocument();

    await user.click(testButton(ollamaGroup()));
    await within(ollamaGroup()).findByRole('status');
    await user.click(within(ollamaGroup()).getByRole('button', { name: 'Open' }));
    expect(await optionTexts()).toEqual(['llama3:latest', 'phi3:mini']);
  });

  test('nothing is asked while Ollama is off or the endpoint is not a URL', async () => {
    const spy = stubFetch(ollamaRoute());
    const { user } = setup(storageWith({ useOllamaAPI: false }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(spy).not.toHaveBeenCalled();
    expect(within(ollamaGroup()).queryByRole('button', { name: 'Open' })).not.toBeInTheDocument();

    // On, with a valid address: asked.
    await user.click(ollamaSwitch());
    await within(ollamaGroup()).findByRole('button', { name: 'Open' });
    expect(spy).toHaveBeenCalledTimes(1);

    // Not a URL: not asked, and the old list is not offered for it.
    await replaceValue(user, 'Ollama Endpoint', 'not-a-url');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(spy).toHaveBeenCalledTimes(1);
    expect(within(ollamaGroup()).queryByRole('button', { name: 'Open' })).not.toBeInTheDocument();
  });
});

describe('cloud connection check', () => {
  const cloudValues = {
    useAzureAPI: true,
    azureEndpoint: 'https://models.example.com/openai/v1',
    azureModelName: 'openai/gpt-4.1',
    azureToken: 'tok-abc',
  };

  async function runCheck(route: Route, values: Partial<Settings> = {}) {
    const spy = stubFetch(route);
    const { user } = setup(storageWith({ ...cloudValues, ...values }));
    await user.click(testButton(cloudGroup()));
    return { message: await outcome(cloudGroup()), spy };
  }

  test('reachable with a working token: a success', async () => {
    const { message, spy } = await runCheck(() =>
      json({ model: 'gpt-4.1-2025', choices: [{ message: { content: 'p' } }] }),
    );
    expect(message).toHaveAttribute('role', 'status');
    expect(message).toHaveTextContent(
      'Connected to https://models.example.com: the token works and gpt-4.1-2025 answered.',
    );
    // The check's request (the form also asks the endpoint for its model list).
    const [input, init] = spy.mock.calls.find(([url]) =>
      String(url).includes('/chat/completions'),
    ) as [string, RequestInit];
    expect(input).toBe(
      'https://models.example.com/openai/v1/chat/completions?api-version=2024-05-01-preview',
    );
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok-abc');
  });

  test('token rejected (401)', async () => {
    const { message } = await runCheck(() =>
      json({ error: { code: 'Unauthorized', message: 'Bad credentials' } }, 401),
    );
    expect(message).toHaveAttribute('role', 'alert');
    expect(message).toHaveTextContent('The endpoint rejected the token: Bad credentials');
  });

  test('403 with no body: the service may be retired or the token lacks access', async () => {
    const { message } = await runCheck(() => new Response(null, { status: 403 }));
    expect(message).toHaveAttribute('role', 'alert');
    expect(message).toHaveTextContent('refused access (HTTP 403) with no explanation');
    expect(message).toHaveTextContent('service may have been retired');
  });

  test('nothing answers', async () => {
    const { message } = await runCheck(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(message).toHaveAttribute('role', 'alert');
    expect(message).toHaveTextContent(/https:\/\/models\.example\.com/);
  });

  test('unknown model', async () => {
    const { message } = await runCheck(() =>
      json({ error: { code: 'unknown_model', message: 'Unknown model: nope' } }, 404),
    );
    expect(message).toHaveTextContent('The endpoint does not know the model "openai/gpt-4.1"');
  });

  test('no token yet: a warning, and nothing is sent', async () => {
    const { message, spy } = await runCheck(() => json({}), { azureToken: '' });
    expect(message).toHaveAttribute('role', 'alert');
    expect(message).toHaveClass('MuiAlert-colorWarning');
    expect(message).toHaveTextContent('Azure token and endpoint are required');
    expect(spy).not.toHaveBeenCalled();
  });

  test('the token never appears in the outcome', async () => {
    const { message } = await runCheck(() =>
      json({ error: { message: 'Token tok-abc is not valid' } }, 401),
    );
    expect(message).not.toHaveTextContent('tok-abc');
  });
});

describe('Use a JSON schema and Let the model think', () => {
  const schemaSwitch = (group: HTMLElement) =>
    within(group).getByRole('switch', { name: 'Use a JSON schema' });
  const thinkSwitch = () =>
    within(ollamaGroup()).getByRole('switch', { name: 'Let the model think' });

  test('one schema switch in each block and a thinking switch for Ollama, off, said what they do', () => {
    setup(storageWith({ useOllamaAPI: true }));
    expect(schemaSwitch(ollamaGroup())).not.toBeChecked();
    expect(schemaSwitch(ollamaGroup())).toBeEnabled();
    expect(schemaSwitch(ollamaGroup())).toHaveAccessibleDescription(/Ollama 0\.5 or later/);
    expect(thinkSwitch()).not.toBeChecked();
    expect(thinkSwitch()).toHaveAccessibleDescription(/takes longer/);
    // The cloud provider is off: its switch waits with it.
    expect(schemaSwitch(cloudGroup())).not.toBeChecked();
    expect(schemaSwitch(cloudGroup())).toBeDisabled();
    expect(schemaSwitch(cloudGroup())).toHaveAccessibleDescription(/asked again without it/);
  });

  test('Save stores each under its own key', async () => {
    const { user, storage } = setup(storageWith({ useAzureAPI: true, azureToken: 't' }));
    await user.click(schemaSwitch(cloudGroup()));
    await user.click(save());
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(storage.getItem('azureJsonSchema')).toBe('true');
    expect(storage.getItem('ollamaJsonSchema')).toBe('false');
    await user.click(ollamaSwitch());
    await user.click(schemaSwitch(ollamaGroup()));
    await user.click(thinkSwitch());
    await user.click(save());
    await waitFor(() => expect(storage.getItem('ollamaThink')).toBe('true'));
    expect(storage.getItem('ollamaJsonSchema')).toBe('true');
  });

  test('Ollama: with the switch on, Test connection says whether the schema is accepted', async () => {
    stubFetch(ollamaRoute(['llama3:latest'], '0.4.7'));
    const { user } = setup(storageWith({ useOllamaAPI: true }));
    await user.click(testButton(ollamaGroup()));
    expect(await outcome(ollamaGroup())).not.toHaveTextContent(/schema/);
    await user.click(schemaSwitch(ollamaGroup()));
    // The outcome was for the switch off: it goes until checked again.
    await waitFor(() => expect(within(ollamaGroup()).queryByRole('status')).toBeNull());
    await user.click(testButton(ollamaGroup()));
    expect(await outcome(ollamaGroup())).toHaveTextContent(
      'Ollama 0.4.7 does not accept a JSON schema (0.5 or later does): update Ollama, or turn off Use a JSON schema.',
    );
  });

  test('cloud: with the switch on, Test connection sends the schema and says it was accepted', async () => {
    const spy = stubFetch(() =>
      json({ model: 'gpt-4.1', choices: [{ message: { content: '' } }] }),
    );
    const { user } = setup(
      storageWith({ useAzureAPI: true, azureToken: 'tok', azureJsonSchema: true }),
    );
    await user.click(testButton(cloudGroup()));
    expect(await outcome(cloudGroup())).toHaveTextContent(
      /the token works and gpt-4\.1 answered\. It accepts the JSON schema\.$/,
    );
    const bodies = spy.mock.calls
      .filter(([url]) => String(url).includes('/chat/completions'))
      .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);
    expect(bodies.map((body) => 'response_format' in body)).toEqual([false, true]);
  });
});

describe('leaving with unsaved changes', () => {
  function setupWithElsewhere(storage = new MemoryStorage()) {
    const rendered = renderWithProviders(<SettingsPage suggestionDelayMs={0} />, {
      storage,
      route: '/settings',
      routes: [{ path: '/characters', element: <h1>My Characters</h1> }],
    });
    // As a click on a menu link would, after the screen has settled.
    const leave = async () => {
      await act(async () => {});
      await act(() => rendered.router.navigate('/characters'));
    };
    return { ...rendered, leave, user: quickUser() };
  }
  const dialog = () => screen.queryByRole('dialog', { name: 'Discard unsaved changes?' });

  test('with nothing changed, leaving asks nothing', async () => {
    const { leave } = setupWithElsewhere();
    await leave();
    expect(screen.getByRole('heading', { name: 'My Characters' })).toBeInTheDocument();
    expect(dialog()).not.toBeInTheDocument();
  });

  test('Keep editing stays with the changes; Discard leaves and stores nothing', async () => {
    const { user, leave, storage } = setupWithElsewhere();
    await user.click(ollamaSwitch());
    await user.clear(field('Ollama Model Name'));
    await user.type(field('Ollama Model Name'), 'phi3');
    await leave();
    expect(dialog()).toBeInTheDocument();
    expect(
      within(dialog() as HTMLElement).getByRole('button', { name: 'Keep editing' }),
    ).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(dialog()).not.toBeInTheDocument());
    expect(field('Ollama Model Name')).toHaveValue('phi3');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();

    // Escape keeps editing too.
    await leave();
    expect(dialog()).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(dialog()).not.toBeInTheDocument());
    expect(field('Ollama Model Name')).toHaveValue('phi3');

    await leave();
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My Characters' }),
    ).toBeInTheDocument();
    expect(storage.getItem('ollamaModelName')).toBeNull();
    expect(storage.getItem('useOllamaAPI')).toBeNull();
  });

  test('after Save, leaving asks nothing', async () => {
    const { user, leave } = setupWithElsewhere();
    await user.click(cloudSwitch());
    await user.type(field('Azure Token'), 'tok');
    await user.click(save());
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
    await leave();
    expect(screen.getByRole('heading', { name: 'My Characters' })).toBeInTheDocument();
    expect(dialog()).not.toBeInTheDocument();
  });
});
