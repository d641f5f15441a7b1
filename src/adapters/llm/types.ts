/** What the model adapters share: the reply stream, progress reports and provider settings. */
import type { ModelChoices } from '@/domain/model-choices';

/** A failed attempt the cloud call sends again: `attempt` of `attempts` comes after the wait. */
interface RetryNews {
  attempt: number;
  attempts: number;
  /** The status the failed attempt got. */
  status: number;
  delayMs: number;
}

/**
 * What a provider can tell before the text comes: the server has answered (`waiting`), Ollama is
 * loading the model into memory, a failed attempt is being sent again, or the model is thinking
 * (`thoughtChars` of thought so far). A `notice` is for the user once, beside the progress.
 */
export type CallNews =
  | { phase: 'waiting' | 'loading-model' }
  | { phase: 'retrying'; retry: RetryNews }
  | { phase: 'thinking'; thoughtChars: number }
  | { phase: 'notice'; message: string };

/**
 * One provider's transport: the reply text in pieces; '' says the server answered. `choices`
 * are the races and classes a schema sent with the prompt lists (the built-in ones without).
 */
export type ReplyStream = (
  prompt: string,
  options?: {
    signal?: AbortSignal;
    onNews?: (news: CallNews) => void;
    choices?: ModelChoices | undefined;
  },
) => AsyncIterable<string>;

/** How far a model call has got, for live progress on the card. */
export interface GenerationProgress {
  /**
   * `connecting` until the provider tells more: `waiting` (answered, no text yet),
   * `loading-model`, `retrying`, `thinking`; `writing` once text arrives.
   */
  phase: 'connecting' | 'waiting' | 'loading-model' | 'retrying' | 'thinking' | 'writing';
  receivedChars: number;
  /** The raw reply so far, usually partial JSON. */
  text: string;
  /** While `retrying`: which attempt, and why. */
  retry?: RetryNews;
  /** While `thinking`: how much thought has come, which is not part of the reply. */
  thoughtChars?: number;
}

export interface OllamaSettings {
  endpoint: string;
  model: string;
  /** Sends the character's JSON schema as `format` instead of `"json"`. */
  jsonSchema?: boolean;
  /** Lets a model that can think do so; otherwise such a model is asked not to. */
  think?: boolean;
}

export interface CloudSettings {
  endpoint: string;
  model: string;
  token: string;
}
