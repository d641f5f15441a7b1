import { ValidationError } from 'yup';
import {
  MODEL_NAME_MESSAGE,
  PROMPT_STYLE_MESSAGE,
  TOKEN_MESSAGE,
  URL_MESSAGE,
  cloudSettingsSchema,
  isValidUrl,
  ollamaSettingsSchema,
  settingsFormSchema,
  settingsFromForm,
} from '../settings-schema';
import { DEFAULT_SETTINGS, type Settings } from '../settings';

/** The messages per field, as Formik would collect them (all errors, not the first). */
function errorsOf(values: Settings): Record<string, string> {
  try {
    settingsFormSchema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: Record<string, string> = {};
    for (const inner of error.inner) {
      if (inner.path && !(inner.path in errors)) errors[inner.path] = inner.message;
    }
    return errors;
  }
}

const settings = (overrides: Partial<Settings>): Settings => ({
  ...DEFAULT_SETTINGS,
  ...overrides,
});

describe('URL pattern', () => {
  const ACCEPTED = [
    'http://localhost:11434',
    'https://models.example.com/openai/v1',
    'ftp://files.example.com/path',
    'HTTP://127.0.0.1',
    'https://example.com?api-version=1',
    '  https://example.com  ',
  ];
  const REFUSED = [
    '',
    'localhost:11434',
    'ws://localhost:11434',
    'http://',
    'http:// example.com',
    'https://example .com',
    'https://example.com/a path',
    'file:///etc/passwd',
    'mailto:someone@example.com',
  ];
  test.each([
    ...ACCEPTED.map((value) => [value, true] as const),
    ...REFUSED.map((value) => [value, false] as const),
  ])('%j is accepted: %s', (value, accepted) => {
    expect(isValidUrl(value)).toBe(accepted);
  });
});

describe('settings form schema', () => {
  test('defaults (both providers off) are valid, even with empty fields', () => {
    expect(errorsOf(settings({}))).toEqual({});
    expect(
      errorsOf(
        settings({
          ollamaEndpoint: 'not a url',
          ollamaModelName: '',
          azureEndpoint: '',
          azureModelName: '',
          azureToken: '',
        }),
      ),
    ).toEqual({});
  });

  test('Ollama enabled: endpoint must be a URL and the model name is required', () => {
    expect(
      errorsOf(settings({ useOllamaAPI: true, ollamaEndpoint: '', ollamaModelName: '' })),
    ).toEqual({ ollamaEndpoint: URL_MESSAGE, ollamaModelName: MODEL_NAME_MESSAGE });
    expect(
      errorsOf(settings({ useOllamaAPI: true, ollamaEndpoint: 'localhost', ollamaModelName: ' ' })),
    ).toEqual({ ollamaEndpoint: URL_MESSAGE, ollamaModelName: MODEL_NAME_MESSAGE });
    expect(errorsOf(settings({ useOllamaAPI: true }))).toEqual({});
  });

  test('cloud enabled: endpoint, model name and token', () => {
    expect(
      errorsOf(
        settings({ useAzureAPI: true, azureEndpoint: 'nope', azureModelName: '', azureToken: '' }),
      ),
    ).toEqual({
      azureEndpoint: URL_MESSAGE,
      azureModelName: MODEL_NAME_MESSAGE,
      azureToken: TOKEN_MESSAGE,
    });
    expect(errorsOf(settings({ useAzureAPI: true, azureToken: '   ' }))).toEqual({
      azureToken: TOKEN_MESSAGE,
    });
    expect(errorsOf(settings({ useAzureAPI: true, azureToken: 'secret' }))).toEqual({});
  });

  test('a disabled provider does not block the other', () => {
    expect(
      errorsOf(
        settings({
          useAzureAPI: true,
          azureToken: 'secret',
          ollamaEndpoint: '',
          ollamaModelName: '',
        }),
      ),
    ).toEqual({});
    expect(errorsOf(settings({ useOllamaAPI: true, azureEndpoint: '', azureToken: '' }))).toEqual(
      {},
    );
  });

  test('each provider schema can be used on its own', () => {
    expect(
      ollamaSettingsSchema.isValidSync({
        useOllamaAPI: true,
        ollamaEndpoint: 'x',
        ollamaModelName: 'm',
      }),
    ).toBe(false);
    expect(
      cloudSettingsSchema.isValidSync({
        useAzureAPI: true,
        azureEndpoint: 'https://e.example',
        azureModelName: 'm',
        azureToken: 't',
      }),
    ).toBe(true);
  });
});

test('settingsFromForm trims text fields and keeps the switches', () => {
  expect(
    settingsFromForm({
      useOllamaAPI: true,
      ollamaEndpoint: ' http://localhost:11434/ ',
      ollamaModelName: 'llama3 ',
      useAzureAPI: false,
      azureEndpoint: ' https://e.example ',
      azureModelName: ' gpt ',
      azureToken: ' tok\n',
      azureStream: true,
      ollamaJsonSchema: true,
      ollamaThink: true,
      azureJsonSchema: true,
      usePasteChat: false,
      generatedTextLanguage: 'de',
      gameSystem: 'srd5',
      abilityScoreMethod: 'pointBuy',
      storyLength: 'short',
      portraitStyle: 'faces',
      imageModel: 'sdwebui',
      imageEndpoint: ' http://127.0.0.1:7860 ',
      imageModelName: ' ',
      imageApiKey: ' user:pass ',
      portraitPromptStyle: '  ',
      defaultPictures: '',
      foundryPortraitFolder: 'tokens',
    }),
  ).toEqual({
    useOllamaAPI: true,
    ollamaEndpoint: 'http://localhost:11434/',
    ollamaModelName: 'llama3',
    useAzureAPI: false,
    azureEndpoint: 'https://e.example',
    azureModelName: 'gpt',
    azureToken: 'tok',
    // The language and game system are not part of the form: they apply at once from General
    // Settings.
    azureStream: true,
    ollamaJsonSchema: true,
    ollamaThink: true,
    azureJsonSchema: true,
    usePasteChat: false,
    imageModel: 'sdwebui',
    imageEndpoint: 'http://127.0.0.1:7860',
    imageModelName: '',
    imageApiKey: 'user:pass',
    // An emptied style asks for the default look again.
    portraitPromptStyle: 'painted fantasy portrait, head and shoulders',
  });
});

describe('the image model fields', () => {
  const form = (values: Partial<Settings>) => ({ ...DEFAULT_SETTINGS, ...values });
  const errors = (values: Partial<Settings>) => errorsOf(form(values));

  test('with None nothing is required, whatever the fields hold', () => {
    expect(errors({ imageModel: 'none', imageEndpoint: 'not an address' })).toEqual({});
  });

  test('OpenAI-compatible images need an endpoint and a model name; the key is optional', () => {
    expect(errors({ imageModel: 'openai', imageEndpoint: '', imageModelName: ' ' })).toEqual({
      imageEndpoint: URL_MESSAGE,
      imageModelName: MODEL_NAME_MESSAGE,
    });
    expect(
      errors({
        imageModel: 'openai',
        imageEndpoint: 'https://api.openai.com/v1',
        imageModelName: 'gpt-image-1',
      }),
    ).toEqual({});
  });

  test('a Stable Diffusion web UI needs an address, not a model name', () => {
    expect(errors({ imageModel: 'sdwebui', imageEndpoint: 'localhost:7860' })).toEqual({
      imageEndpoint: URL_MESSAGE,
    });
    expect(errors({ imageModel: 'sdwebui', imageEndpoint: 'http://127.0.0.1:7860' })).toEqual({});
  });

  test('a stored kind this version does not know is refused', () => {
    expect(errors({ imageModel: 'dall-e' as Settings['imageModel'] })).toHaveProperty('imageModel');
  });

  test('the portrait prompt style is kept short', () => {
    expect(errors({ portraitPromptStyle: 'oil '.repeat(120) })).toEqual({
      portraitPromptStyle: PROMPT_STYLE_MESSAGE,
    });
  });
});
