/**
 * The one door to a language model: the domain's prompt out, the provider's reply stream in, and
 * the domain's parser on the whole text, so both providers accept the same replies.
 */
import type { Character, CharacterTemplate } from '@/domain/character';
import {
  parseBackgroundReply,
  parseCharacterReply,
  type CharacterRequest,
} from '@/domain/model-reply';
import { buildBackgroundPrompt, buildCharacterPrompt } from '@/domain/prompts';
import type { ModelChoices } from '@/domain/model-choices';
import { defaultRandom, newCharacterId, type Random } from '@/domain/random';
import { missingTableReadyFields } from '@/domain/table-ready/read';
import type { ModelProvider, Settings, StoryLength } from '@/domain/settings';
import { cloudReplyStream, type CloudCallOptions } from './cloud';
import { ollamaReplyStream } from './ollama';
import type { CallNews, GenerationProgress, ReplyStream } from './types';

export interface ModelCallOptions {
  signal?: AbortSignal;
  /** Told as the reply arrives. */
  onProgress?: (progress: GenerationProgress) => void;
  /** Told what the user should know of the call besides its progress, in words to show. */
  onNotice?: (message: string) => void;
  /** Makes the id of a new character. */
  newId?: () => string;
  /** Rolls the rows At the table a model's character lacks. */
  rowsRandom?: Random;
  /** How many paragraphs the story is asked in; `standard` when left out. */
  storyLength?: StoryLength;
  /** The races and classes the model may choose from (with packs on). */
  choices?: ModelChoices | undefined;
}

/**
 * Where a reply comes from: it gets the reply text to `prompt` and reads it with `read`. A model's
 * stream is read once; a person pasting a reply may fix it and try again while `read` refuses it.
 */
export type ReplySource = <T>(
  prompt: string,
  read: (text: string) => T,
  options: ModelCallOptions,
) => Promise<T>;

export interface ModelClient {
  /**
   * A whole character around `request.template`, with the kept names unchanged and every row
   * At the table filled.
   */
  generateCharacter(request: CharacterRequest, options?: ModelCallOptions): Promise<Character>;
  /** A new background for `character`; everything else, its id included, is kept. */
  writeBackground(
    character: Character | CharacterTemplate,
    language: string | undefined,
    options?: ModelCallOptions,
  ): Promise<Character>;
}

/** Reads a whole reply from `stream`, telling `onProgress` each step. */
async function readReply(stream: ReplyStream, prompt: string, options: ModelCallOptions) {
  const { signal, onProgress, onNotice, choices } = options;
  onProgress?.({ phase: 'connecting', receivedChars: 0, text: '' });
  let text = '';
  // What the provider last told before any text: once text comes, it is writing.
  const onNews = (news: CallNews) => {
    if (news.phase === 'notice') onNotice?.(news.message);
    else if (!text) onProgress?.({ ...news, receivedChars: 0, text });
  };
  for await (const piece of stream(prompt, { signal, onNews, choices })) {
    text += piece;
    if (text) onProgress?.({ phase: 'writing', receivedChars: text.length, text });
    else onNews({ phase: 'waiting' });
  }
  signal?.throwIfAborted();
  return text;
}

/** A client over any reply source: a provider's stream, or replies pasted by hand. */
export function clientFromSource(source: ReplySource): ModelClient {
  return {
    async generateCharacter(request, options = {}) {
      const prompt = buildCharacterPrompt(
        request.template,
        request.language,
        request.fixed,
        options.storyLength,
        request.avoidNames,
        request.choices,
      );
      const character = await source(
        prompt,
        (text) => parseCharacterReply(text, request, options.newId ?? newCharacterId),
        { ...options, choices: request.choices },
      );
      const written = character.tableReady;
      if (written && missingTableReadyFields(written).length === 0) return character;
      // Rows the model left out or wrote unusably are rolled offline, to go with those it wrote;
      // only then are the tables downloaded (not the rest of the offline generator).
      const { rollTableReady } = await import(
        /* webpackChunkName: "table-ready" */ '@/domain/table-ready'
      );
      const random = options.rowsRandom ?? defaultRandom;
      return { ...character, tableReady: rollTableReady(character, random, character.tableReady) };
    },
    writeBackground(character, language, options = {}) {
      return source(
        buildBackgroundPrompt(character, language, options.storyLength, options.choices),
        (text) => parseBackgroundReply(text, character, options.newId ?? newCharacterId, language),
        options,
      );
    },
  };
}

/** A client over any reply stream: the real providers' below, or a test's own. */
export const clientFromStream = (stream: ReplyStream): ModelClient =>
  clientFromSource(async (prompt, read, options) => read(await readReply(stream, prompt, options)));

/** What a client may be given besides the settings: a fetch and the cloud retry's clock. */
export type ModelClientDeps = Omit<CloudCallOptions, 'stream'>;

/** The client for the provider the settings enable. */
export function createModelClient(
  provider: Exclude<ModelProvider, 'paste'>,
  settings: Settings,
  deps: ModelClientDeps = {},
): ModelClient {
  const { ollamaEndpoint, ollamaModelName, azureEndpoint, azureModelName, azureToken } = settings;
  return clientFromStream(
    provider === 'local'
      ? ollamaReplyStream(
          {
            endpoint: ollamaEndpoint ?? '',
            model: ollamaModelName ?? '',
            jsonSchema: settings.ollamaJsonSchema,
            think: settings.ollamaThink,
          },
          deps.fetch,
        )
      : cloudReplyStream(
          { endpoint: azureEndpoint, model: azureModelName, token: azureToken },
          { ...deps, stream: settings.azureStream, jsonSchema: settings.azureJsonSchema },
        ),
  );
}
