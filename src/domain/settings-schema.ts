/**
 * Validation of the Settings form. A provider's fields are checked only while its
 * switch is on, so a disabled provider never blocks saving.
 */

import { boolean, mixed, object, string, type StringSchema } from 'yup';
import { DEFAULT_PORTRAIT_PROMPT_STYLE } from './portrait-prompt';
import {
  IMAGE_MODELS,
  type GeneralSettingsKey,
  type ImageModelKind,
  type Settings,
} from './settings';

export const URL_MESSAGE = 'Enter a valid URL';
export const MODEL_NAME_MESSAGE = 'Model name is required';
export const TOKEN_MESSAGE = 'Token is required';
export const PROMPT_STYLE_MAX = 300;
export const PROMPT_STYLE_MESSAGE = `Keep the style under ${PROMPT_STYLE_MAX} characters`;

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

/** A field checked only while an image model is chosen. */
const whileImageModel = (then: (schema: StringSchema) => StringSchema) =>
  string().when('imageModel', {
    is: (kind: ImageModelKind) => kind !== 'none',
    then,
    otherwise: (schema) => schema.notRequired(),
  });

/**
 * The image model's fields: the endpoint always, the model name for an OpenAI-compatible one (a
 * Stable Diffusion web UI paints with the checkpoint it has loaded when none is named). The key
 * is optional: servers on the user's own computer seldom ask for one.
 */
export const imageSettingsSchema = object({
  imageModel: mixed<ImageModelKind>().oneOf(IMAGE_MODELS).required(),
  imageEndpoint: whileImageModel(() => url()),
  imageModelName: string().when('imageModel', {
    is: 'openai',
    then: (schema) => schema.trim().required(MODEL_NAME_MESSAGE),
    otherwise: (schema) => schema.notRequired(),
  }),
  portraitPromptStyle: string().trim().max(PROMPT_STYLE_MAX, PROMPT_STYLE_MESSAGE),
});

/** The whole Settings form: both providers and the image model. */
export const settingsFormSchema = ollamaSettingsSchema
  .concat(cloudSettingsSchema)
  .concat(imageSettingsSchema);

/**
 * The settings to store from the form's values: text trimmed (a pasted token or address often
 * carries a stray space or line break), switches as they are. General Settings apply at once and
 * are not the form's to store.
 */
export function settingsFromForm(
  values: Omit<Settings, 'interfaceLanguage'>,
): Omit<Settings, GeneralSettingsKey> {
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
    imageModel: values.imageModel,
    imageEndpoint: values.imageEndpoint.trim(),
    imageModelName: values.imageModelName.trim(),
    imageApiKey: values.imageApiKey.trim(),
    // An emptied style asks for the default look.
    portraitPromptStyle: values.portraitPromptStyle.trim() || DEFAULT_PORTRAIT_PROMPT_STYLE,
  };
}
