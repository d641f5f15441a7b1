/**
 * Validation of the Settings form. A provider's fields are checked only while its
 * switch is on, so a disabled provider never blocks saving.
 */

import { boolean, object, string, type StringSchema } from 'yup';
import type { GeneralSettingsKey, Settings } from './settings';

export const URL_MESSAGE = 'Enter a valid URL';
export const MODEL_NAME_MESSAGE = 'Model name is required';
export const TOKEN_MESSAGE = 'Token is required';

/**
 * An http, https or ftp URL: the scheme, `://`, a host without spaces, then an optional path
 * (or query) without spaces.
 */
const URL_PATTERN = /^(?:https?|ftp):\/\/[^\s/?#]+(?:[/?#]\S*)?$/i;

/** True when `value` (trimmed) matches {@link URL_PATTERN}. */
export function isValidUrl(value: string | null | undefined): boolean {
  return URL_PATTERN.test((value ?? '').trim());
}

/** A required, trimmed text that must look like a URL; whitespace alone counts as empty. */
const url = () =>
  string().trim().required(URL_MESSAGE).matches(URL_PATTERN, { message: URL_MESSAGE });

/** A field checked only while `toggle` is on, so a disabled provider never blocks saving. */
const whileOn = (toggle: string, then: (schema: StringSchema) => StringSchema) =>
  string().when(toggle, { is: true, then, otherwise: (schema) => schema.notRequired() });

/** The local model's fields: endpoint and model name, required while Ollama is enabled. */
export const ollamaSettingsSchema = object({
  useOllamaAPI: boolean().required(),
  ollamaEndpoint: whileOn('useOllamaAPI', () => url()),
  ollamaModelName: whileOn('useOllamaAPI', (schema) => schema.trim().required(MODEL_NAME_MESSAGE)),
});

/** The cloud model's fields: endpoint, model name and token, required while its switch is on. */
export const cloudSettingsSchema = object({
  useAzureAPI: boolean().required(),
  azureEndpoint: whileOn('useAzureAPI', () => url()),
  azureModelName: whileOn('useAzureAPI', (schema) => schema.trim().required(MODEL_NAME_MESSAGE)),
  azureToken: whileOn('useAzureAPI', (schema) => schema.trim().required(TOKEN_MESSAGE)),
});

/** The whole Settings form: both providers. */
export const settingsFormSchema = ollamaSettingsSchema.concat(cloudSettingsSchema);

/**
 * The settings to store from the form's values: text trimmed (a pasted token or address often
 * carries a stray space or line break), switches as they are. General Settings apply at once and
 * are not the form's to store.
 */
export function settingsFromForm(values: Settings): Omit<Settings, GeneralSettingsKey> {
  return {
    useOllamaAPI: values.useOllamaAPI,
    ollamaEndpoint: values.ollamaEndpoint.trim(),
    ollamaModelName: values.ollamaModelName.trim(),
    ollamaJsonSchema: values.ollamaJsonSchema,
    ollamaThink: values.ollamaThink,
    useAzureAPI: values.useAzureAPI,
    azureEndpoint: values.azureEndpoint.trim(),
    azureModelName: values.azureModelName.trim(),
    azureToken: values.azureToken.trim(),
    azureStream: values.azureStream,
    azureJsonSchema: values.azureJsonSchema,
    usePasteChat: values.usePasteChat,
  };
}
