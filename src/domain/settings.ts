/** The user's settings, their defaults and the active model provider. */

import { isOneOf } from './character';
import { isStoredInterfaceLanguage } from './i18n/locales';
import { SAME_AS_INTERFACE, isStoryLanguageChoice } from './languages';
import { PORTRAIT_STYLES, type PortraitStyle } from './portrait';
import { DEFAULT_PORTRAIT_PROMPT_STYLE } from './portrait-prompt';
import { isAbilityMethod, type AbilityMethod } from './srd5/abilities';

/** The rules characters get numbers by: none (the app as it always was) or fifth edition. */
const GAME_SYSTEMS = ['none', 'srd5'] as const;
type GameSystem = (typeof GAME_SYSTEMS)[number];

const isGameSystem = isOneOf(GAME_SYSTEMS);

/** How long a model's story is: `standard` is the 4 to 6 paragraphs the app always asked for. */
const STORY_LENGTHS = ['short', 'standard', 'long'] as const;
export type StoryLength = (typeof STORY_LENGTHS)[number];

const isStoryLength = isOneOf(STORY_LENGTHS);

const isPortraitStyle = isOneOf(PORTRAIT_STYLES);

/**
 * The image model portraits can be painted by: none, an OpenAI-compatible `images/generations`
 * endpoint, or a Stable Diffusion web UI (AUTOMATIC1111, Forge) with its API on.
 */
export const IMAGE_MODELS = ['none', 'openai', 'sdwebui'] as const;
export type ImageModelKind = (typeof IMAGE_MODELS)[number];

const isImageModel = isOneOf(IMAGE_MODELS);

/** Each field is named after its storage key, as the specification names them. */
export interface Settings {
  useOllamaAPI: boolean;
  ollamaEndpoint: string;
  ollamaModelName: string;
  /** Holds Ollama's reply to the character's JSON schema (its `format`) instead of plain JSON. */
  ollamaJsonSchema: boolean;
  /** Lets a model that can think do so before it answers; off, it is asked not to. */
  ollamaThink: boolean;
  useAzureAPI: boolean;
  azureEndpoint: string;
  azureModelName: string;
  azureToken: string;
  /** Read the cloud model's reply as it is written (server-sent events). */
  azureStream: boolean;
  /** Asks the cloud model for a reply that follows the character's JSON schema. */
  azureJsonSchema: boolean;
  /** Ask any chat by hand: the prompt is copied out and the reply pasted back. */
  usePasteChat: boolean;
  /** The language models write the story and epithet in (a code of `LANGUAGES`). */
  generatedTextLanguage: string;
  /** The game whose numbers characters show: `none` shows none. */
  gameSystem: GameSystem;
  /** How a fifth-edition character's ability scores are made. */
  abilityScoreMethod: AbilityMethod;
  /** How many paragraphs a model is asked to write the story in. */
  storyLength: StoryLength;
  /** The specification's pictures (`classic`), or a face drawn for each character (`faces`). */
  portraitStyle: PortraitStyle;
  /** The image model `Generate with image model` asks; `none` offers no such choice. */
  imageModel: ImageModelKind;
  imageEndpoint: string;
  imageModelName: string;
  /** Kept as the cloud model's token is: in this browser only, sent only to the image endpoint. */
  imageApiKey: string;
  /** The look asked of the image model, after the character's description. */
  portraitPromptStyle: string;
  /** The user's own pictures for a race and class: `{"orc/warrior": pictureId}` as JSON, or ''. */
  defaultPictures: string;
  /** Where Foundry VTT actors find their portraits: a folder in the Foundry server's data. */
  foundryPortraitFolder: string;
  /**
   * The language the interface is shown in; '' until the user picks one, when the browser's
   * preferred language decides.
   */
  interfaceLanguage: string;
}

export const DEFAULT_SETTINGS: Readonly<Settings> = Object.freeze({
  useOllamaAPI: false,
  ollamaEndpoint: 'http://localhost:11434',
  ollamaModelName: 'llama3',
  useAzureAPI: false,
  azureEndpoint: 'https://your-resource.openai.azure.com/openai/v1',
  azureModelName: 'openai/gpt-4.1',
  azureToken: '',
  azureStream: false,
  ollamaJsonSchema: false,
  ollamaThink: false,
  azureJsonSchema: false,
  usePasteChat: false,
  generatedTextLanguage: SAME_AS_INTERFACE,
  gameSystem: 'none',
  abilityScoreMethod: 'standard',
  storyLength: 'standard',
  portraitStyle: 'classic',
  imageModel: 'none',
  imageEndpoint: '',
  imageModelName: '',
  imageApiKey: '',
  portraitPromptStyle: DEFAULT_PORTRAIT_PROMPT_STYLE,
  defaultPictures: '',
  foundryPortraitFolder: 'npc-portraits',
  interfaceLanguage: '',
});

/**
 * The settings General Settings changes at once, without Save; the providers' form leaves them
 * out.
 */
export const GENERAL_SETTINGS_KEYS = [
  'generatedTextLanguage',
  'gameSystem',
  'abilityScoreMethod',
  'storyLength',
  'portraitStyle',
  'defaultPictures',
  'foundryPortraitFolder',
  'interfaceLanguage',
] as const satisfies readonly (keyof Settings)[];
export type GeneralSettingsKey = (typeof GENERAL_SETTINGS_KEYS)[number];

/** The storage keys, one per setting: the original app's seven, then the newer ones. */
export const SETTINGS_KEYS = Object.keys(DEFAULT_SETTINGS) as (keyof Settings)[];

/**
 * The providers a model can be asked through: the local Ollama server, a cloud endpoint, or any
 * chat the user copies the prompt into and pastes the reply from.
 */
export type ModelProvider = 'local' | 'cloud' | 'paste';

/** The provider the settings enable, local first; null makes characters offline. */
export function activeProvider(
  settings: Pick<Settings, 'useOllamaAPI' | 'useAzureAPI' | 'usePasteChat'>,
): ModelProvider | null {
  if (settings.useOllamaAPI) return 'local';
  if (settings.useAzureAPI) return 'cloud';
  if (settings.usePasteChat) return 'paste';
  return null;
}

/** A setting as stored: plain text, as the original app wrote it, never JSON-quoted. */
export const settingToStored = (value: Settings[keyof Settings]): string => String(value);

/** What a stored setting reads as: its value, or `unreadable` when it cannot be one. */
export type StoredSetting<K extends keyof Settings> =
  { ok: true; value: Settings[K] } | { ok: false; unreadable: string };

/**
 * The settings that hold one of a few choices: whether this version offers a stored one, and
 * what one it does not offer reads as.
 */
const CHOICES: Partial<
  Record<keyof Settings, { offered: (text: string) => boolean; otherwise: string }>
> = {
  // A language this version does not offer reads as the interface's.
  generatedTextLanguage: { offered: isStoryLanguageChoice, otherwise: SAME_AS_INTERFACE },
  // A language this version does not offer reads as none chosen: the browser's decides.
  interfaceLanguage: { offered: isStoredInterfaceLanguage, otherwise: '' },
  // A choice this version does not offer reads as the default.
  gameSystem: { offered: isGameSystem, otherwise: DEFAULT_SETTINGS.gameSystem },
  abilityScoreMethod: { offered: isAbilityMethod, otherwise: DEFAULT_SETTINGS.abilityScoreMethod },
  storyLength: { offered: isStoryLength, otherwise: DEFAULT_SETTINGS.storyLength },
  imageModel: { offered: isImageModel, otherwise: DEFAULT_SETTINGS.imageModel },
  portraitStyle: { offered: isPortraitStyle, otherwise: DEFAULT_SETTINGS.portraitStyle },
};

/**
 * Reads one stored setting; an earlier version's JSON string (`"true"`) loses its quotes. A switch
 * must read `true` or `false`; text settings take any text.
 */
export function settingFromStored<K extends keyof Settings>(key: K, raw: string): StoredSetting<K> {
  let text = raw;
  if (raw.length >= 2 && raw.startsWith('"') && raw.endsWith('"')) {
    try {
      const decoded: unknown = JSON.parse(raw);
      if (typeof decoded === 'string') text = decoded;
    } catch {
      // Not JSON after all: the quotes are part of the text.
    }
  }
  if (typeof DEFAULT_SETTINGS[key] === 'boolean') {
    const word = text.trim();
    if (word === 'true' || word === 'false') {
      return { ok: true, value: (word === 'true') as Settings[K] };
    }
    return { ok: false, unreadable: raw };
  }
  const choice = CHOICES[key];
  if (choice && !choice.offered(text)) return { ok: true, value: choice.otherwise as Settings[K] };
  return { ok: true, value: text as Settings[K] };
}
