/**
 * Adapter tests call a provider as the app does: through the model client, with the failure in
 * the words the user would see (the cause kept for tests that look at the error class).
 */
import type { Character, CharacterTemplate } from '@/domain/character';
import { isAbortError } from '@/domain/model-errors';
import type { FixedNames } from '@/domain/model-reply';
import { clientFromStream, type ModelCallOptions } from '@/adapters/llm/model-client';
import { chatReplyStream, type ChatCallOptions } from '@/adapters/llm/openai-chat';
import { ollamaReplyStream } from '@/adapters/llm/ollama';
import type { ChatSettings, OllamaSettings } from '@/adapters/llm/types';
import { failureMessage } from '@/state/generation';

/** A failed generation as the user sees it; `cause` is what the adapter threw. */
export class GenerationFailure extends Error {
  override readonly name = 'GenerationFailure';
}

export interface CallOptions extends ModelCallOptions, ChatCallOptions {
  language?: string;
  fixed?: FixedNames;
}

async function shown<T>(provider: 'local' | 'cloud', work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isAbortError(error)) throw error;
    const message = failureMessage(error, provider);
    // A cloud error already in the user's words stays the adapter's own.
    if (provider === 'cloud' && error instanceof Error && error.message === message) throw error;
    throw new GenerationFailure(message, { cause: error });
  }
}

const local = (settings: OllamaSettings, options: CallOptions) =>
  clientFromStream('local', ollamaReplyStream(settings, options.fetch));
const cloud = (settings: ChatSettings, options: CallOptions) =>
  clientFromStream('cloud', chatReplyStream(settings, options));

export function generateCharacterWithOllama(
  template: CharacterTemplate,
  settings: OllamaSettings,
  options: CallOptions = {},
): Promise<Character> {
  const { language, fixed } = options;
  return shown('local', () =>
    local(settings, options).generateCharacter({ template, language, fixed }, options),
  );
}

export function generateBackgroundWithOllama(
  character: Character,
  settings: OllamaSettings,
  options: CallOptions = {},
): Promise<Character> {
  return shown('local', () =>
    local(settings, options).writeBackground(character, options.language, options),
  );
}

export function generateCharacterWithAzure(
  template: CharacterTemplate,
  settings: ChatSettings,
  options: CallOptions = {},
): Promise<Character> {
  const { language, fixed } = options;
  return shown('cloud', () =>
    cloud(settings, options).generateCharacter({ template, language, fixed }, options),
  );
}

export function generateBackgroundWithAzure(
  character: Character | CharacterTemplate,
  settings: ChatSettings,
  options: CallOptions = {},
): Promise<Character> {
  return shown('cloud', () =>
    cloud(settings, options).writeBackground(character, options.language, options),
  );
}
