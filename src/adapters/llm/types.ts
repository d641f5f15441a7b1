/** What the model adapters share: the reply stream, progress reports and provider settings. */

/**
 * One provider's transport: sends a prompt and yields the reply text piece by piece as it
 * arrives. An empty piece says the server has answered and the model has not written yet.
 * Aborting `signal` ends it with an `AbortError`.
 */
export type ReplyStream = (
  prompt: string,
  options?: { signal?: AbortSignal },
) => AsyncIterable<string>;

/** How far a model call has got, for live progress on the card. */
export interface GenerationProgress {
  /** `connecting` until the server answers; `loading-model` while it answers but writes nothing; `writing` once text arrives. */
  phase: 'connecting' | 'loading-model' | 'writing';
  /** Characters of reply text received so far. */
  receivedChars: number;
  /** The reply text received so far (raw model output, usually partial JSON). */
  text: string;
}

export interface OllamaSettings {
  endpoint: string;
  model: string;
}

export interface CloudSettings {
  endpoint: string;
  model: string;
  token: string;
}
