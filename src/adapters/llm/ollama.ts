/**
 * The local model: a user's own Ollama server, called with plain `fetch` (one POST, an NDJSON
 * reply), which keeps the bundle free of the `ollama` client and its fetch polyfill.
 */

import {
  ModelConfigError,
  ModelHttpError,
  ModelNetworkError,
  ModelStreamError,
  isAbortError,
} from '@/domain/model-errors';
import { characterJsonSchema } from '@/domain/character-schema';
import { defaultRandom, randomInt } from '@/domain/random';
import { isRecord } from '@/domain/records';
import {
  parseErrorBody,
  readText,
  refusesSchema,
  resolveFetch,
  schemaRefusedMessage,
} from './http';
import { readNdjson } from './ndjson';
import type { OllamaSettings, ReplyStream } from './types';

/** How long Ollama keeps the model loaded after the call (its own default, sent explicitly). */
const OLLAMA_KEEP_ALIVE = '5m';

/** Warmer than Ollama's 0.8 so generations differ; its top_k and top_p keep the JSON on track. */
const OLLAMA_SAMPLING = { temperature: 0.9, top_k: 40, top_p: 0.9 } as const;

/** The body of `POST /api/generate` as this adapter sends it. */
interface OllamaGenerateRequest {
  model: string;
  prompt: string;
  /** Plain JSON, or the character's JSON schema when the user asks for it. */
  format: 'json' | Record<string, unknown>;
  keep_alive: string;
  stream: true;
  options: { temperature: number; top_k: number; top_p: number; seed: number };
  /** Sent only to a model that thinks and is not let to. */
  think?: false;
}

/** Ollama answered with a non-2xx status, in the words the app has always used. */
function ollamaHttpError(status: number, detail: string): ModelHttpError {
  return new ModelHttpError(
    `Ollama call failed with status code ${status}: ${detail}`,
    status,
    detail,
  );
}

/** True for Ollama's "model 'x' not found" answer: the model has not been pulled. */
export function isModelNotFound(error: unknown): boolean {
  return (
    error instanceof ModelHttpError &&
    error.status === 404 &&
    /model .* not found/i.test(error.detail ?? '')
  );
}

/** `fetch` itself failed: the server is down, the address is wrong, or the browser refused CORS. */
export function ollamaNetworkError(endpoint: string, cause?: unknown): ModelNetworkError {
  return new ModelNetworkError(networkMessage(endpoint), endpoint, { cause });
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

/**
 * The base URL to call: `localhost` as `127.0.0.1` (Ollama listens on IPv4; `localhost` may be
 * `::1` first), without trailing slashes or a pasted `/api`.
 */
export function ollamaBaseUrl(endpoint: string | null | undefined): string {
  return (endpoint ?? '')
    .trim()
    .replace(/^([a-z][a-z0-9+.-]*:\/\/(?:[^@/?#]*@)?)localhost(?=[:/?#]|$)/i, '$1127.0.0.1')
    .replace(/\/+$/, '')
    .replace(/\/api$/i, '');
}

/** Why nothing can be sent: anything but http(s) would post to this page's own server. */
export function ollamaEndpointProblem(base: string): string | null {
  if (!base) return 'Could not reach Ollama: no endpoint is set. Enter it in Settings.';
  let url: URL | null = null;
  try {
    url = new URL(base);
  } catch {
    // Not an absolute address at all.
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname) {
    return (
      `The Ollama endpoint "${base}" is not a web address starting with http:// or https://. ` +
      'Correct it in Settings, e.g. http://localhost:11434.'
    );
  }
  return null;
}

/** The detail of a failed response: the body's error, an HTML page's title, or the status text. */
export async function readErrorDetail(response: Response): Promise<string> {
  const detail = parseErrorBody(await readText(response));
  return detail.message ?? detail.title ?? (response.statusText || 'no details were given');
}

/** One request: no answer is a {@link ModelNetworkError}, an error a {@link ModelHttpError}. */
export async function ollamaFetch(
  fetchFn: typeof fetch | undefined,
  base: string,
  path: string,
  init: RequestInit,
): Promise<Response> {
  let response: Response;
  try {
    response = await resolveFetch(fetchFn)(`${base}${path}`, init);
  } catch (error) {
    if (isAbortError(error) || init.signal?.aborted) throw error;
    throw ollamaNetworkError(base, error);
  }
  if (!response.ok) {
    const detail = await readErrorDetail(response);
    init.signal?.throwIfAborted();
    throw ollamaHttpError(response.status, detail);
  }
  return response;
}

/** How long Ollama may be silent before we ask whether it is loading the model. */
const ASK_WHAT_IS_LOADED_AFTER_MS = 1000;

/** A model name as Ollama lists it: `latest` is the tag of a name given without one. */
function withTag(name: string): string {
  const trimmed = name.trim();
  return /:[^/]*$/.test(trimmed) ? trimmed : `${trimmed}:latest`;
}

/**
 * Whether `model` is in Ollama's memory, as `GET /api/ps` lists it; undefined when the list
 * cannot be had (an older server, a refused request).
 */
async function modelInMemory(
  fetchFn: typeof fetch | undefined,
  base: string,
  model: string,
  signal: AbortSignal,
): Promise<boolean | undefined> {
  try {
    const response = await resolveFetch(fetchFn)(`${base}/api/ps`, { signal });
    if (!response.ok) return undefined;
    const list: unknown = await response.json();
    if (!isRecord(list) || !Array.isArray(list.models)) return undefined;
    const wanted = withTag(model);
    return list.models.some(
      (entry) =>
        isRecord(entry) &&
        [entry.name, entry.model].some((n) => typeof n === 'string' && withTag(n) === wanted),
    );
  } catch {
    return undefined;
  }
}

/**
 * Whether `model` thinks before it answers, as its details (`POST /api/show`) say; undefined
 * when they cannot be had (an older server, a refused request). An abort is passed on.
 */
async function modelThinks(
  fetchFn: typeof fetch | undefined,
  base: string,
  model: string,
  signal?: AbortSignal,
): Promise<boolean | undefined> {
  try {
    const response = await ollamaFetch(fetchFn, base, '/api/show', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ model }),
      signal,
    });
    const details: unknown = await response.json();
    if (!isRecord(details) || !Array.isArray(details.capabilities)) return undefined;
    return details.capabilities.includes('thinking');
  } catch (error) {
    if (isAbortError(error) || signal?.aborted) throw error;
    return undefined;
  }
}

/**
 * The reply stream of `POST /api/generate`: '' once the server answers (it may still be loading
 * the model), then each chunk's `response` text. Fails with the model-call errors.
 */
export function ollamaReplyStream(settings: OllamaSettings, fetchFn?: typeof fetch): ReplyStream {
  return async function* stream(prompt, { signal, onNews, choices } = {}) {
    const base = ollamaBaseUrl(settings.endpoint);
    const problem = ollamaEndpointProblem(base);
    if (problem) throw new ModelConfigError(problem);
    const model = settings.model ?? '';
    // A model that thinks would do so unasked, which costs minutes and is not the reply.
    const thinks = settings.think ? false : await modelThinks(fetchFn, base, model, signal);
    const body: OllamaGenerateRequest = {
      model,
      prompt,
      format: settings.jsonSchema ? characterJsonSchema(choices) : 'json',
      keep_alive: OLLAMA_KEEP_ALIVE,
      stream: true,
      // A fresh seed per call, so the same prompt gives a different character.
      options: { ...OLLAMA_SAMPLING, seed: randomInt(defaultRandom, 0, 2 ** 31 - 1) },
      ...(thinks ? { think: false as const } : {}),
    };
    const post = (sent: OllamaGenerateRequest) =>
      ollamaFetch(fetchFn, base, '/api/generate', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(sent),
        signal,
      });
    // Ollama sends nothing, headers included, until the model is in memory and writing. A
    // silence that lasts is told apart by asking which models are in memory.
    const answered = new AbortController();
    const timer = setTimeout(() => {
      void modelInMemory(fetchFn, base, model, answered.signal).then((loaded) => {
        if (loaded !== undefined && !answered.signal.aborted) {
          onNews?.({ phase: loaded ? 'waiting' : 'loading-model' });
        }
      });
    }, ASK_WHAT_IS_LOADED_AFTER_MS);
    let response: Response;
    try {
      response = await post(body).catch((error: unknown) => {
        // A server that does not take the schema is asked once more with plain JSON.
        const refused =
          body.format !== 'json' &&
          error instanceof ModelHttpError &&
          refusesSchema(error.status, error.detail);
        if (!refused) throw error;
        onNews?.({
          phase: 'notice',
          message: schemaRefusedMessage(`Ollama at ${base}`, error.detail),
        });
        return post({ ...body, format: 'json' });
      });
    } finally {
      clearTimeout(timer);
      answered.abort();
    }
    if (!response.body) throw new ModelStreamError(NO_BODY_MESSAGE, 'no-body');
    yield '';

    let thoughtChars = 0;
    try {
      for await (const chunk of readNdjson(response.body, { signal })) {
        if (!isRecord(chunk)) continue;
        if ('error' in chunk) {
          const message =
            typeof chunk.error === 'string' ? chunk.error : JSON.stringify(chunk.error);
          throw new ModelStreamError(message, 'error-line');
        }
        if (typeof chunk.thinking === 'string' && chunk.thinking) {
          thoughtChars += chunk.thinking.length;
          onNews?.({ phase: 'thinking', thoughtChars });
        }
        if (typeof chunk.response === 'string' && chunk.response) yield chunk.response;
        if (chunk.done === true) return;
      }
    } catch (error) {
      if (error instanceof ModelStreamError || isAbortError(error) || signal?.aborted) throw error;
      throw new ModelStreamError(LOST_CONNECTION_MESSAGE, 'incomplete', { cause: error });
    }
    throw new ModelStreamError(INCOMPLETE_STREAM_MESSAGE, 'incomplete');
  };
}
