/**
 * Adapter tests call a provider as the app does: through the model client, with the failure in
 * the words the user would see (the cause kept for tests that look at the error class).
 */
import type { Character, CharacterTemplate } from '@/domain/character';
import { abortError, isAbortError } from '@/domain/model-errors';
import type { FixedNames } from '@/domain/model-reply';
import { clientFromStream, type ModelCallOptions } from '@/adapters/llm/model-client';
import { chatReplyStream, type ChatCallOptions } from '@/adapters/llm/openai-chat';
import type { Clock } from '@/adapters/llm/retry';
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

const clients = {
  local: (settings: OllamaSettings, options: CallOptions) =>
    clientFromStream(ollamaReplyStream(settings, options.fetch)),
  cloud: (settings: ChatSettings, options: CallOptions) =>
    clientFromStream(chatReplyStream(settings, options)),
};

/** A whole character from `provider`, as Generate asks for one. */
function character<P extends keyof typeof clients>(provider: P) {
  return (
    template: CharacterTemplate,
    settings: Parameters<(typeof clients)[P]>[0],
    options: CallOptions = {},
  ): Promise<Character> =>
    shown(provider, () =>
      clients[provider](settings as never, options).generateCharacter(
        { template, language: options.language, fixed: options.fixed },
        options,
      ),
    );
}

/** A new background from `provider`, as a reroll asks for one. */
function background<P extends keyof typeof clients>(provider: P) {
  return (
    of: Character | CharacterTemplate,
    settings: Parameters<(typeof clients)[P]>[0],
    options: CallOptions = {},
  ): Promise<Character> =>
    shown(provider, () =>
      clients[provider](settings as never, options).writeBackground(of, options.language, options),
    );
}

export const generateCharacterWithOllama = character('local');
export const generateBackgroundWithOllama = background('local');
export const generateCharacterWithAzure = character('cloud');
export const generateBackgroundWithAzure = background('cloud');

/** A clock whose waits finish at once, recording how long they would have been. */
export function fakeClock(start: number): Clock & { sleeps: number[] } {
  let t = start;
  const sleeps: number[] = [];
  return {
    sleeps,
    now: () => t,
    sleep: async (ms, signal) => {
      if (signal?.aborted) throw abortError();
      sleeps.push(ms);
      t += ms;
    },
  };
}
