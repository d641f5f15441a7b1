/** What the model adapters share: call options, progress reports and provider settings. */

/** How far a model call has got, for live progress on the card. */
export interface GenerationProgress {
  /** `connecting` until the server answers; `loading-model` while it answers but writes nothing; `writing` once text arrives. */
  phase: 'connecting' | 'loading-model' | 'writing';
  /** Characters of reply text received so far. */
  receivedChars: number;
  /** The reply text received so far (raw model output, usually partial JSON). */
  text: string;
}

/** Options every model call takes. */
export interface LlmCallOptions {
  /** The fetch to use; the browser's by default. Tests pass a stub. */
  fetch?: typeof fetch;
  /** Aborts the call; an abort rejects with an `AbortError` and is not an error to report. */
  signal?: AbortSignal;
  /** Called as the reply arrives. */
  onProgress?: (progress: GenerationProgress) => void;
  /** Makes the id of a newly generated character. */
  newId?: () => string;
  /** The language the story and epithet are asked for (a language code); English by default. */
  language?: string;
}

export interface OllamaSettings {
  endpoint: string;
  model: string;
}

export interface AzureSettings {
  endpoint: string;
  model: string;
  token: string;
}
