/** What the model adapters share: the reply stream, progress reports and provider settings. */

/** One provider's transport: the reply text in pieces; '' says the server answered. */
export type ReplyStream = (
  prompt: string,
  options?: { signal?: AbortSignal },
) => AsyncIterable<string>;

/** How far a model call has got, for live progress on the card. */
export interface GenerationProgress {
  /** `loading-model` once the server answers, `writing` once text arrives. */
  phase: 'connecting' | 'loading-model' | 'writing';
  receivedChars: number;
  /** The raw reply so far, usually partial JSON. */
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
