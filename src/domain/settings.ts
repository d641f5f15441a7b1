/** The user's settings, their defaults and the active model provider. */

export interface Settings {
  useOllamaAPI: boolean;
  ollamaEndpoint: string;
  ollamaModelName: string;
  useAzureAPI: boolean;
  azureEndpoint: string;
  azureModelName: string;
  azureToken: string;
}

export const DEFAULT_SETTINGS: Readonly<Settings> = Object.freeze({
  useOllamaAPI: false,
  ollamaEndpoint: 'http://localhost:11434',
  ollamaModelName: 'llama3',
  useAzureAPI: false,
  azureEndpoint: 'https://your-resource.openai.azure.com/openai/v1',
  azureModelName: 'openai/gpt-4.1',
  azureToken: '',
});

/** The seven storage keys, one per setting, as the spec names them. */
export const SETTINGS_KEYS = Object.keys(DEFAULT_SETTINGS) as (keyof Settings)[];

export type ApiType = 'local' | 'cloud' | 'none';

/** Local model if its flag is on, otherwise cloud if its flag is on, otherwise none. */
export function activeApiType(settings: Pick<Settings, 'useOllamaAPI' | 'useAzureAPI'>): ApiType {
  if (settings.useOllamaAPI) return 'local';
  if (settings.useAzureAPI) return 'cloud';
  return 'none';
}

/** Takes a stored value for one setting if it has the right type, else the default. */
export function settingFromStored<K extends keyof Settings>(key: K, value: unknown): Settings[K] {
  const fallback = DEFAULT_SETTINGS[key];
  if (typeof fallback === 'boolean') {
    if (typeof value === 'boolean') return value as Settings[K];
    if (value === 'true' || value === 'false') return (value === 'true') as Settings[K];
    return fallback;
  }
  if (typeof value === 'string') return value as Settings[K];
  return fallback;
}
