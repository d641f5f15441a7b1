/**
 * Adapter tests call a provider as the app does: through the model client over the provider's
 * reply stream. Failures stay the adapter's own errors; how the app words them is not tested here.
 */
import type { Character, CharacterTemplate } from '@/domain/character';
import { abortError } from '@/domain/model-errors';
import type { FixedNames } from '@/domain/model-reply';
import { clientFromStream, type ModelCallOptions } from '@/adapters/llm/model-client';
import { cloudReplyStream, type CloudCallOptions } from '@/adapters/llm/cloud';
import type { Clock } from '@/adapters/llm/retry';
import { ollamaReplyStream } from '@/adapters/llm/ollama';
import type { CloudSettings, OllamaSettings } from '@/adapters/llm/types';

export interface CallOptions extends ModelCallOptions, CloudCallOptions {
  language?: string;
  fixed?: FixedNames;
}

const clients = {
  local: (settings: OllamaSettings, options: CallOptions) =>
    clientFromStream(ollamaReplyStream(settings, options.fetch)),
  cloud: (settings: CloudSettings, options: CallOptions) =>
    clientFromStream(cloudReplyStream(settings, options)),
};

/** A whole character from `provider`, as Generate asks for one. */
function character<P extends keyof typeof clients>(provider: P) {
  return (
    template: CharacterTemplate,
    settings: Parameters<(typeof clients)[P]>[0],
    options: CallOptions = {},
  ): Promise<Character> =>
    clients[provider](settings as never, options).generateCharacter(
      { template, language: options.language, fixed: options.fixed },
      options,
    );
}

/** A new background from `provider`, as a reroll asks for one. */
function background<P extends keyof typeof clients>(provider: P) {
  return (
    of: Character | CharacterTemplate,
    settings: Parameters<(typeof clients)[P]>[0],
    options: CallOptions = {},
  ): Promise<Character> =>
    clients[provider](settings as never, options).writeBackground(of, options.language, options);
}

export const ollamaCharacter = character('local');
export const ollamaBackground = background('local');
export const cloudCharacter = character('cloud');
export const cloudBackground = background('cloud');

/** What `promise` rejects with; fails the test when it resolves. */
export async function failure(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected a rejection');
}

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
