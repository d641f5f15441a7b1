/**
 * A stand-in language model for screen and state tests: the real client and reply parser over a
 * scripted reply, so no test has to stub `fetch`.
 */
import { abortError } from '@/domain/model-errors';
import { clientFromStream } from '@/adapters/llm/model-client';
import type { ReplyStream } from '@/adapters/llm/types';
import type { ModelProvider } from '@/domain/settings';
import type { ModelClientFactory } from '@/use-cases/generate';

/**
 * What the fake model does next: write these pieces (then hang, if asked), after telling a
 * notice if given, or fail.
 */
export type FakeReply = { pieces: string[]; hang?: boolean; notice?: string } | { error: unknown };

export interface FakeModel {
  createModelClient: ModelClientFactory;
  /** Every prompt sent, with the provider it went to. */
  calls: { provider: ModelProvider; prompt: string; signal?: AbortSignal }[];
  /** Sets the reply of the following calls. */
  reply: (next: FakeReply) => void;
  /** Lets a hanging reply write these further pieces, then finish (or wait again). */
  release: (pieces?: string[], options?: { end?: boolean }) => void;
}

export function fakeModel(first: FakeReply = { pieces: [] }): FakeModel {
  let next = first;
  type More = { pieces: string[]; end: boolean };
  let releases: ((more: More) => void)[] = [];
  const calls: FakeModel['calls'] = [];
  const streamFor = (provider: ModelProvider) =>
    async function* stream(prompt: string, { signal, onNews }: Parameters<ReplyStream>[1] = {}) {
      calls.push({ provider, prompt, signal });
      const reply = next;
      await Promise.resolve();
      if ('error' in reply) throw reply.error;
      yield '';
      if (reply.notice) onNews?.({ phase: 'notice', message: reply.notice });
      for (const piece of reply.pieces) yield piece;
      for (let waiting = reply.hang; waiting;) {
        const more = await new Promise<More>((resolve, reject) => {
          releases.push(resolve);
          signal?.addEventListener('abort', () => reject(abortError()), { once: true });
        });
        for (const piece of more.pieces) yield piece;
        waiting = !more.end;
      }
    };
  return {
    createModelClient: (provider) => Promise.resolve(clientFromStream(streamFor(provider))),
    calls,
    reply: (reply) => {
      next = reply;
    },
    release: (pieces = [], { end = true } = {}) => {
      const waiting = releases;
      releases = [];
      for (const resolve of waiting) resolve({ pieces, end });
    },
  };
}
