/**
 * The local model: a user's own Ollama server, called with `fetch` and read as an NDJSON stream.
 *
 * No client library: the request is one POST and the reply a stream of small JSON lines
 * (PROTOCOLS.md §1), which keeps the app bundle free of `ollama` and its fetch polyfill.
 */

import type { Background, Character, CharacterTemplate } from '@/domain/character';
import {
  characterFromModelObject,
  ModelOutputError,
  parseCharacterReply,
} from '@/domain/model-output';
import { buildBackgroundPrompt, buildCharacterPrompt } from '@/domain/prompts';
import { defaultRandom, randomId, randomInt } from '@/domain/random';
import { isAbortError } from './errors';
import { readNdjson } from './ndjson';
import type { GenerationProgress, LlmCallOptions, OllamaSettings } from './types';

/** How long Ollama keeps the model loaded after the call (its own default, sent explicitly). */
export const OLLAMA_KEEP_ALIVE = '5m';

/**
 * Sampling options sent with every generation. Slightly warmer than Ollama's defaults
 * (temperature 0.8) so repeated generations for the same template differ; top_k and top_p keep
 * Ollama's defaults, which hold the JSON output on track. A fresh `seed` is added per call.
 */
export const OLLAMA_SAMPLING = { temperature: 0.9, top_k: 40, top_p: 0.9 } as const;

/** The body of `POST /api/generate` as this adapter sends it. */
export interface OllamaGenerateRequest {
  model: string;
  prompt: string;
  format: 'json';
  keep_alive: string;
  stream: true;
  options: { temperature: number; top_k: number; top_p: number; seed: number };
}

// ---------------------------------------------------------------------------------------------
// Errors

/** Ollama answered with a non-2xx status. The message is the catalogue's (SPEC §8). */
export class OllamaHttpError extends Error {
  override readonly name = 'OllamaHttpError';

  constructor(
    readonly status: number,
    /** The server's `error` field, or the text of the body, or the status text. */
    readonly detail: string,
  ) {
    super(`Ollama call failed with status code ${status}: ${detail}`);
  }

  /** True for Ollama's "model 'x' not found" answer: the model has not been pulled. */
  get isModelNotFound(): boolean {
    return this.status === 404 && /model .* not found/i.test(this.detail);
  }
}

/** The reply stream could not be started, broke off, or carried an error line. */
export class OllamaStreamError extends Error {
  override readonly name = 'OllamaStreamError';

  constructor(
    message: string,
    /** `no-body`: nothing to read; `error-line`: the server reported an error mid-stream; `incomplete`: the stream ended or broke before `done`. */
    readonly kind: 'no-body' | 'error-line' | 'incomplete',
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** `fetch` itself failed: the server is down, the address is wrong, or the browser refused CORS. */
export class OllamaNetworkError extends Error {
  override readonly name = 'OllamaNetworkError';

  constructor(
    /** The base URL that was called. */
    readonly endpoint: string,
    options?: { cause?: unknown },
  ) {
    super(networkMessage(endpoint), options);
  }
}

/** What a failed local generation rejects with; `cause` holds the specific error. */
export class OllamaGenerationError extends Error {
  override readonly name = 'OllamaGenerationError';

  constructor(cause: Error) {
    super(`Failed to generate data from Ollama API: ${cause.message}`, { cause });
  }
}

export const NO_BODY_MESSAGE =
  'Could not begin Ollama stream. Please check the given URL and try again.';
export const INCOMPLETE_STREAM_MESSAGE =
  'The reply from Ollama ended before it was complete. Please try again.';
export const LOST_CONNECTION_MESSAGE =
  'The connection to Ollama was lost before the reply was complete. Please try again.';

/** This page's origin, or undefined outside a browser (tests, Node). */
export function pageOrigin(): string | undefined {
  const origin = typeof window !== 'undefined' ? window.location?.origin : undefined;
  return origin && origin !== 'null' ? origin : undefined;
}

function networkMessage(endpoint: string): string {
  if (!endpoint) return 'Could not reach Ollama: no endpoint is set. Enter it in Settings.';
  const origin = pageOrigin() ?? 'http://example.com';
  return (
    `Could not reach Ollama at ${endpoint}. Is it running? If it is, allow this page's origin ` +
    `with OLLAMA_ORIGINS (for example OLLAMA_ORIGINS=${origin}).`
  );
}

// ---------------------------------------------------------------------------------------------
// Shared request helpers (also used by the connection check)

/**
 * The base URL to call: the user's endpoint trimmed, `localhost` rewritten to `127.0.0.1`
 * (Ollama listens on IPv4 loopback; `localhost` may resolve to `::1` first) and trailing slashes
 * removed. A missing endpoint is an empty string.
 */
export function ollamaBaseUrl(endpoint: string | null | undefined): string {
  return (endpoint ?? '')
    .trim()
    .replace(/^([a-z][a-z0-9+.-]*:\/\/(?:[^@/?#]*@)?)localhost(?=[:/?#]|$)/i, '$1127.0.0.1')
    .replace(/\/+$/, '');
}

/** The fetch to use: the caller's, or the global one looked up at call time. */
export function resolveFetch(fetchFn: typeof fetch | undefined): typeof fetch {
  if (fetchFn) return fetchFn;
  return (input, init) => globalThis.fetch(input, init);
}

/**
 * The detail of a failed response: the JSON body's `error` field, else the body text (the
 * `<title>` of an HTML page), else the status text.
 */
export async function readErrorDetail(response: Response): Promise<string> {
  let text = '';
  try {
    text = (await response.text()).trim();
  } catch {
    // A body that cannot be read leaves the status text to explain.
  }
  if (text) {
    try {
      const body: unknown = JSON.parse(text);
      if (typeof body === 'object' && body !== null && 'error' in body) {
        const error = (body as { error: unknown }).error;
        if (typeof error === 'string' && error) return error;
        if (typeof error === 'object' && error !== null && 'message' in error) {
          return String((error as { message: unknown }).message);
        }
      }
    } catch {
      // Not JSON: the text itself is the detail.
    }
    if (/^<(!doctype|html)/i.test(text)) {
      const title = /<title>([^<]*)<\/title>/i.exec(text)?.[1]?.trim();
      if (title) return title;
    } else {
      const flat = text.replace(/\s+/g, ' ');
      return flat.length > 300 ? `${flat.slice(0, 300)}…` : flat;
    }
  }
  return response.statusText || 'no details were given';
}

/** A new seed for each call, so the same prompt gives a different character. */
function newSeed(): number {
  return randomInt(defaultRandom, 0, 2 ** 31 - 1);
}

function defaultNewId(): string {
  // randomUUID exists only in secure contexts; a page on plain http elsewhere falls back.
  const c = globalThis.crypto;
  return typeof c?.randomUUID === 'function' ? c.randomUUID() : randomId(defaultRandom);
}

// ---------------------------------------------------------------------------------------------
// The call

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Sends one prompt to `POST {base}/api/generate` and returns the whole reply text, assembled from
 * the `response` of every streamed chunk (the `done` chunk's included). Throws the specific error
 * classes above (not yet wrapped), or the `AbortError` of an abort.
 */
export async function streamOllamaReply(
  prompt: string,
  settings: OllamaSettings,
  options: Pick<LlmCallOptions, 'fetch' | 'signal' | 'onProgress'> = {},
): Promise<string> {
  const { signal, onProgress } = options;
  const fetchFn = resolveFetch(options.fetch);
  const base = ollamaBaseUrl(settings.endpoint);
  const body: OllamaGenerateRequest = {
    model: settings.model ?? '',
    prompt,
    format: 'json',
    keep_alive: OLLAMA_KEEP_ALIVE,
    stream: true,
    options: { ...OLLAMA_SAMPLING, seed: newSeed() },
  };
  const report = (phase: GenerationProgress['phase'], text: string) =>
    onProgress?.({ phase, receivedChars: text.length, text });

  report('connecting', '');
  let response: Response;
  try {
    response = await fetchFn(`${base}/api/generate`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (isAbortError(error) || signal?.aborted) throw error;
    throw new OllamaNetworkError(base, { cause: error });
  }

  if (!response.ok) {
    const detail = await readErrorDetail(response);
    signal?.throwIfAborted();
    throw new OllamaHttpError(response.status, detail);
  }
  if (!response.body) throw new OllamaStreamError(NO_BODY_MESSAGE, 'no-body');
  report('loading-model', '');

  let text = '';
  try {
    for await (const chunk of readNdjson(response.body, { signal })) {
      if (!isRecord(chunk)) continue;
      if ('error' in chunk) {
        const message = typeof chunk.error === 'string' ? chunk.error : JSON.stringify(chunk.error);
        throw new OllamaStreamError(message, 'error-line');
      }
      if (typeof chunk.response === 'string' && chunk.response) {
        text += chunk.response;
        report('writing', text);
      }
      if (chunk.done === true) return text;
    }
  } catch (error) {
    if (error instanceof OllamaStreamError || isAbortError(error)) throw error;
    if (signal?.aborted) throw error;
    throw new OllamaStreamError(LOST_CONNECTION_MESSAGE, 'incomplete', { cause: error });
  }
  throw new OllamaStreamError(INCOMPLETE_STREAM_MESSAGE, 'incomplete');
}

/** Runs a generation and wraps every failure but an abort in {@link OllamaGenerationError}. */
async function generate<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isAbortError(error)) throw error;
    const cause = error instanceof Error ? error : new Error(String(error));
    throw new OllamaGenerationError(cause);
  }
}

/**
 * Generates a whole character with the local model. The model supplies the name, epithet and
 * background; class, gender, race, alignment and age come from `template` (SPEC §4).
 *
 * @throws {OllamaGenerationError} with the specific error ({@link OllamaHttpError},
 *   {@link OllamaStreamError}, {@link OllamaNetworkError}, `ModelOutputError`) as `cause`.
 * @throws the `AbortError` itself when `options.signal` aborts.
 */
export function generateCharacterWithOllama(
  template: CharacterTemplate,
  settings: OllamaSettings,
  options: LlmCallOptions = {},
): Promise<Character> {
  return generate(async () => {
    const text = await streamOllamaReply(
      buildCharacterPrompt(template, options.language),
      settings,
      options,
    );
    return parseCharacterReply(text, template, options.newId ?? defaultNewId, options.language);
  });
}

/**
 * Writes a new background for `character` with the local model. The prompt carries the
 * character with `background: null`; the reply's background replaces the old one and everything
 * else, id included, is kept.
 *
 * @throws as {@link generateCharacterWithOllama}.
 */
export function generateBackgroundWithOllama(
  character: Character,
  settings: OllamaSettings,
  options: LlmCallOptions = {},
): Promise<Character> {
  return generate(async () => {
    const text = await streamOllamaReply(
      buildBackgroundPrompt(character, options.language),
      settings,
      options,
    );
    return { ...character, background: backgroundFromReply(text, character) };
  });
}

/**
 * The background in a reply to the background prompt. The model is asked for the whole
 * character but may answer with the background alone; either is accepted, and the domain parser
 * checks it the same way as a whole character's.
 */
function backgroundFromReply(text: string, character: Character): Background {
  let decoded: unknown;
  try {
    decoded = JSON.parse(stripFences(text));
  } catch {
    throw new ModelOutputError("The model's reply is not valid JSON");
  }
  if (!isRecord(decoded)) throw new ModelOutputError("The model's reply is not a JSON object");
  const obj =
    isRecord(decoded.character) && !('background' in decoded) ? decoded.character : decoded;
  const background = 'background' in obj ? obj.background : 'content' in obj ? obj : undefined;
  return characterFromModelObject({ ...character, background }, character, () => character.id)
    .background;
}

function stripFences(text: string): string {
  const trimmed = text.trim();
  const fenced = /^```(?:json)?\s*([\s\S]*?)\s*```$/i.exec(trimmed);
  return fenced?.[1] ?? trimmed;
}
