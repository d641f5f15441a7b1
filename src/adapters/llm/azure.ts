/**
 * The cloud model: any chat-completions endpoint of the Azure AI Inference / OpenAI shape (Azure
 * AI Foundry, Azure OpenAI v1, OpenAI-compatible servers). Sends exactly the request the SDK
 * `@azure-rest/ai-inference` sends for the original app, with the SDK's retry policy (retry.ts),
 * using plain `fetch` so no SDK ships in the bundle.
 *
 * The token goes only into the `Authorization` header of requests to the configured endpoint:
 * never into a URL, a log line or an error message.
 */

import type { Character, CharacterTemplate } from '@/domain/character';
import { characterFromModelObject } from '@/domain/model-output';
import { buildBackgroundPrompt, buildCharacterPrompt } from '@/domain/prompts';
import { defaultRandom, randomId } from '@/domain/random';
import { abortError, isAbortError } from './errors';
import { readSseEvents } from './sse';
import {
  RetryLaterError,
  formatWait,
  realClock,
  retryAfterMs,
  sendWithRetry,
  type Clock,
  type RetryInfo,
} from './retry';
import type { AzureSettings, LlmCallOptions } from './types';

/** The api-version the SDK pins, added when the endpoint carries none. */
export const DEFAULT_API_VERSION = '2024-05-01-preview';
/** The system message the original app sent. */
export const SYSTEM_MESSAGE = 'You are a helpful assistant.';

export const MISSING_SETTINGS_MESSAGE = 'Azure token and endpoint are required';
export const NO_CONTENT_MESSAGE = 'No content returned from Azure API';
export const NOT_JSON_MESSAGE = 'Failed to parse character JSON from Azure response';
export const CONTENT_FILTER_MESSAGE =
  "The cloud model's content filter refused to write this character. Try Generate again, or another model.";
export const STREAM_CUT_MESSAGE =
  "The cloud model's reply was cut off before it finished. Try again.";

/** Options of a cloud call: the shared ones, plus the clock and randomness the retries use. */
export interface AzureCallOptions extends LlmCallOptions {
  /** Time for retry waits; the real one by default. */
  clock?: Clock;
  /** A float in [0, 1) for the retry jitter; `Math.random` by default. */
  random?: () => number;
  /** Told before each retry wait. */
  onRetry?: (info: RetryInfo) => void;
  /**
   * Asks for the reply as server-sent events (`stream: true`) and reports the text as it
   * arrives. Off by default: the request is then exactly the original app's.
   */
  stream?: boolean;
}

/** Token or endpoint missing, or an endpoint that is not a web address. Nothing was sent. */
export class AzureConfigError extends Error {
  override readonly name = 'AzureConfigError';
}

/** The endpoint answered with an error status. The message is the server's, in its words. */
export class AzureApiError extends Error {
  override readonly name = 'AzureApiError';
  constructor(
    message: string,
    /** The HTTP status. */
    readonly status: number,
    /** The error code from the body (`error.code`), when it gave one. */
    readonly code?: string,
  ) {
    super(message);
  }
}

/** The request never got an answer: server down, wrong address, or refused by CORS. */
export class AzureNetworkError extends Error {
  override readonly name = 'AzureNetworkError';
  constructor(
    /** The endpoint's origin (scheme, host, port): never a path, query or token. */
    readonly origin: string,
    options?: { cause?: unknown },
  ) {
    super(
      `Could not reach the cloud model at ${origin}. The server may be down, or it may not ` +
        'allow requests from this page (CORS).',
      options,
    );
  }
}

/** The endpoint answered 2xx, but without usable text: no content, or content that is not JSON. */
export class AzureContentError extends Error {
  override readonly name = 'AzureContentError';
}

/** A streamed reply that failed half-way: an error event, or the stream cut before its end. */
export class AzureStreamError extends Error {
  override readonly name = 'AzureStreamError';
}

/** The chat-completions request body, exactly as the original app sent it. */
export interface ChatCompletionsBody {
  messages: { role: 'system' | 'user' | 'assistant'; content: string }[];
  temperature?: number;
  top_p?: number;
  max_tokens?: number;
  model: string;
  stream?: boolean;
}

/**
 * `{endpoint}/chat/completions?api-version=2024-05-01-preview`, joined as the SDK joins it:
 * repeated and trailing slashes collapse, an existing query is kept as it is, and an endpoint that
 * already carries a (non-empty) `api-version` keeps its own. An endpoint that already ends in
 * `/chat/completions` (a full URL pasted into Settings) is not extended twice. A fragment is
 * dropped. Throws {@link AzureConfigError} for something that is not an http(s) URL.
 */
export function buildChatCompletionsUrl(endpoint: string): string {
  let url: URL;
  try {
    url = new URL(endpoint.trim());
  } catch {
    throw new AzureConfigError(
      'The Azure endpoint is not a valid web address. Check the endpoint in Settings.',
    );
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new AzureConfigError(
      'The Azure endpoint must start with https:// (or http:// for a server on this computer).',
    );
  }
  let path = url.pathname.replace(/\/{2,}/g, '/').replace(/\/+$/, '');
  if (!/\/chat\/completions$/i.test(path)) path += '/chat/completions';
  const query = url.search;
  const hasVersion = Boolean(url.searchParams.get('api-version'));
  const search = hasVersion
    ? query
    : `${query ? `${query}&` : '?'}api-version=${DEFAULT_API_VERSION}`;
  return `${url.origin}${path}${search}`;
}

/** The endpoint's origin for messages; never its path or query, which may hold secrets. */
export function endpointOrigin(endpoint: string): string {
  try {
    return new URL(endpoint.trim()).origin;
  } catch {
    return 'the configured endpoint';
  }
}

/** Throws the catalogue's message unless both token and endpoint are set. */
export function requireAzureSettings(settings: Partial<AzureSettings> | undefined): AzureSettings {
  const token = settings?.token?.trim() ?? '';
  const endpoint = settings?.endpoint?.trim() ?? '';
  if (!token || !endpoint) throw new AzureConfigError(MISSING_SETTINGS_MESSAGE);
  return { endpoint, token, model: settings?.model?.trim() ?? '' };
}

/** Replaces the token wherever a server echoed it back, so it never reaches a message. */
export function redactToken(text: string, token: string): string {
  return token.length >= 4 ? text.split(token).join('***') : text;
}

/** The headers of every call: the bearer token and the JSON content type, nothing else. */
function requestHeaders(token: string): Record<string, string> {
  return { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
}

/** The browser's fetch, called unbound-safe. */
const browserFetch: typeof fetch = (input, init) => globalThis.fetch(input, init);

/**
 * One POST to the chat-completions URL. A failure to connect becomes {@link AzureNetworkError};
 * an abort stays an `AbortError`.
 */
export async function postChatCompletions(
  settings: AzureSettings,
  body: ChatCompletionsBody,
  options: { fetch?: typeof fetch; signal?: AbortSignal },
): Promise<Response> {
  const url = buildChatCompletionsUrl(settings.endpoint);
  const fetchImpl = options.fetch ?? browserFetch;
  try {
    return await fetchImpl(url, {
      method: 'POST',
      headers: requestHeaders(settings.token),
      body: JSON.stringify(body),
      signal: options.signal,
    });
  } catch (error) {
    if (isAbortError(error) || options.signal?.aborted) throw error;
    throw new AzureNetworkError(endpointOrigin(settings.endpoint), { cause: error });
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** What an error body says, in the shapes servers actually use. */
export interface ErrorDetail {
  message?: string;
  code?: string;
}

/**
 * Reads an error body: `{"error":{"code","message"}}` (Azure, OpenAI, llama.cpp),
 * `{"error":"text"}`, `{"message":…}` (vLLM), `{"detail":…}` (FastAPI), or plain text. HTML pages
 * (proxies, login walls) give no message: the status explains them better.
 */
export function parseErrorBody(text: string): ErrorDetail {
  const trimmed = text.trim();
  if (!trimmed) return {};
  let decoded: unknown;
  try {
    decoded = JSON.parse(trimmed);
  } catch {
    if (/^<(!doctype|html|\?xml|head|body)/i.test(trimmed)) return {};
    return { message: trimmed.length > 300 ? `${trimmed.slice(0, 300)}…` : trimmed };
  }
  if (typeof decoded === 'string') return decoded.trim() ? { message: decoded.trim() } : {};
  if (!isRecord(decoded)) return {};
  const source = isRecord(decoded.error) ? decoded.error : decoded;
  const text1 = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
  const codeOf = (v: unknown) =>
    typeof v === 'number' ? String(v) : typeof v === 'string' && v.trim() ? v.trim() : undefined;
  const message =
    text1(source.message) ??
    text1(decoded.error) ??
    text1(decoded.message) ??
    text1(decoded.detail) ??
    text1(source.details);
  const code = codeOf(source.code) ?? codeOf(isRecord(decoded.error) ? undefined : decoded.code);
  return { message, code };
}

/** What an error status with an empty body most likely means, in words a user can act on. */
export function describeStatus(status: number): string {
  switch (status) {
    case 400:
      return 'The endpoint rejected the request (HTTP 400) with no explanation. Check the model name in Settings.';
    case 401:
      return 'The endpoint rejected the token (HTTP 401). Check the Azure token in Settings.';
    case 403:
      return 'The endpoint refused access (HTTP 403) with no explanation. The token may lack access to this model, or the service may have been retired; check the endpoint and token in Settings.';
    case 404:
      return 'Nothing was found at this endpoint (HTTP 404). Check the endpoint and model name in Settings.';
    case 405:
      return 'The endpoint does not take chat requests at this address (HTTP 405). Check the endpoint in Settings.';
    case 408:
      return 'The service took too long to answer (HTTP 408). Try again later.';
    case 413:
      return 'The request was too large for the service (HTTP 413).';
    case 429:
      return 'The service is busy (HTTP 429: too many requests). Wait a little and try again.';
    default:
      return status >= 500
        ? `The service had a problem (HTTP ${status}). Try again later.`
        : `The endpoint answered with HTTP ${status} and no explanation.`;
  }
}

/** Reads a body as text, or '' when it cannot be read. An abort is passed on. */
export async function readText(
  response: Pick<Response, 'text'>,
  signal?: AbortSignal,
): Promise<string> {
  try {
    return await response.text();
  } catch (error) {
    if (isAbortError(error) || signal?.aborted) throw error;
    return '';
  }
}

/**
 * The error for a non-2xx response: the body's message and code, or the status explained. When
 * the retries ran out while the server still asked for a short wait, the wait is added.
 */
async function errorFromResponse(
  response: Response,
  token: string,
  signal: AbortSignal | undefined,
  now: number,
): Promise<AzureApiError> {
  const detail = parseErrorBody(await readText(response, signal));
  const code = detail.code ?? response.headers.get('x-ms-error-code') ?? undefined;
  let message = detail.message ?? describeStatus(response.status);
  if (detail.message && code && !message.includes(code)) message = `${message} (${code})`;
  const wait = retryAfterMs(response, now);
  if (detail.message && wait !== undefined && wait >= 1000) {
    message = `${message} Try again in ${formatWait(wait)}.`;
  }
  return new AzureApiError(redactToken(message, token), response.status, code);
}

/** Text, or a list of content parts joined. */
function textOf(content: unknown): string {
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) {
    return content
      .map((part) => (isRecord(part) && typeof part.text === 'string' ? part.text : ''))
      .join('');
  }
  return '';
}

/** `choices[0]` of a reply or a streamed chunk. */
function firstChoice(reply: unknown): Record<string, unknown> | undefined {
  if (!isRecord(reply) || !Array.isArray(reply.choices)) return undefined;
  const first: unknown = reply.choices[0];
  return isRecord(first) ? first : undefined;
}

/** A reply the service's content filter stopped says so, rather than "no content". */
function throwIfFiltered(choice: Record<string, unknown> | undefined): void {
  if (choice?.finish_reason === 'content_filter') {
    throw new AzureContentError(CONTENT_FILTER_MESSAGE);
  }
}

/** The text of `choices[0].message.content`, joining content parts when a server sends a list. */
function contentOf(reply: unknown): string {
  const first = firstChoice(reply);
  throwIfFiltered(first);
  return first && isRecord(first.message) ? textOf(first.message.content) : '';
}

/**
 * Reads a streamed reply (server-sent events): `choices[0].delta.content` of each chunk, until
 * `[DONE]`. An error event, or a stream that ends before `[DONE]`, is an {@link AzureStreamError};
 * an abort stays an `AbortError`.
 */
async function readStreamedContent(
  body: ReadableStream<Uint8Array>,
  token: string,
  options: AzureCallOptions,
): Promise<string> {
  let content = '';
  // Some servers end with the last chunk's finish reason and no `[DONE]`: that is complete too.
  let finished = false;
  try {
    for await (const event of readSseEvents(body)) {
      if (event.data.trim() === '[DONE]') return content;
      let chunk: unknown;
      try {
        chunk = JSON.parse(event.data);
      } catch {
        if (event.event === 'error') chunk = { error: event.data };
        else continue;
      }
      if (event.event === 'error' || (isRecord(chunk) && chunk.error !== undefined)) {
        const detail = parseErrorBody(event.data);
        const said = detail.message ? redactToken(detail.message, token) : 'no details were given';
        throw new AzureStreamError(`The cloud model stopped with an error while writing: ${said}`);
      }
      const choice = firstChoice(chunk);
      throwIfFiltered(choice);
      if (typeof choice?.finish_reason === 'string') finished = true;
      const delta = choice && isRecord(choice.delta) ? textOf(choice.delta.content) : '';
      if (delta) {
        content += delta;
        options.onProgress?.({ phase: 'writing', receivedChars: content.length, text: content });
      }
    }
  } catch (error) {
    if (isAbortError(error) || options.signal?.aborted) throw abortError();
    if (error instanceof AzureStreamError || error instanceof AzureContentError) throw error;
    throw new AzureStreamError(STREAM_CUT_MESSAGE, { cause: error });
  }
  if (options.signal?.aborted) throw abortError();
  if (finished) return content;
  throw new AzureStreamError(STREAM_CUT_MESSAGE);
}

/** The reply text as a JSON value; a Markdown code fence around it is allowed. */
function decodeContent(content: string): unknown {
  const trimmed = content.trim();
  const fenced = /^```(?:json)?\s*([\s\S]*?)\s*```$/i.exec(trimmed);
  try {
    return JSON.parse(fenced ? (fenced[1] as string) : trimmed);
  } catch {
    throw new AzureContentError(NOT_JSON_MESSAGE);
  }
}

/**
 * Sends one chat completion with the retry policy and returns the decoded JSON of the reply's
 * content. Throws the errors described in {@link generateCharacterWithAzure}.
 */
async function completeJson(
  rawSettings: AzureSettings,
  prompt: string,
  options: AzureCallOptions,
): Promise<unknown> {
  const settings = requireAzureSettings(rawSettings);
  // Build (and so validate) the URL before reporting progress or sending anything.
  buildChatCompletionsUrl(settings.endpoint);
  const { signal, onProgress } = options;
  const clock = options.clock ?? realClock;
  const body: ChatCompletionsBody = {
    messages: [
      { role: 'system', content: SYSTEM_MESSAGE },
      { role: 'user', content: prompt },
    ],
    temperature: 1,
    top_p: 1,
    model: settings.model,
    ...(options.stream ? { stream: true } : {}),
  };

  onProgress?.({ phase: 'connecting', receivedChars: 0, text: '' });
  let response: Response;
  try {
    response = await sendWithRetry(
      () => postChatCompletions(settings, body, { fetch: options.fetch, signal }),
      { clock, random: options.random, signal, onRetry: options.onRetry },
    );
  } catch (error) {
    if (error instanceof RetryLaterError && error.response && 'text' in error.response) {
      // Keep the server's own words (e.g. which rate limit) after our "try again then".
      const refused = error.response as Pick<Response, 'text'>;
      const detail = parseErrorBody(await readText(refused, signal));
      const said = detail.message ? redactToken(detail.message, settings.token) : undefined;
      throw new RetryLaterError(error.status, error.waitMs, clock.now(), said);
    }
    throw error;
  }

  if (!response.ok) throw await errorFromResponse(response, settings.token, signal, clock.now());

  // A server that ignores `stream` answers with one JSON reply, read as usual.
  const streamed =
    options.stream &&
    response.body &&
    (response.headers.get('content-type') ?? '').includes('text/event-stream');
  if (streamed && response.body) {
    const content = await readStreamedContent(response.body, settings.token, options);
    if (!content.trim()) throw new AzureContentError(NO_CONTENT_MESSAGE);
    return decodeContent(content);
  }

  const text = await readText(response, signal);
  let reply: unknown;
  try {
    reply = JSON.parse(text);
  } catch {
    reply = undefined;
  }
  const content = contentOf(reply);
  if (!content.trim()) throw new AzureContentError(NO_CONTENT_MESSAGE);
  onProgress?.({ phase: 'writing', receivedChars: content.length, text: content });
  return decodeContent(content);
}

const defaultNewId = () => randomId(defaultRandom);

/**
 * Generates a whole character from a template through the cloud model. The template's
 * characterClass, gender, race, alignment and age win over the model's; the model supplies the
 * name, epithet and background.
 *
 * Throws: {@link AzureConfigError} (`Azure token and endpoint are required`, or a bad endpoint);
 * {@link AzureNetworkError}; {@link AzureApiError} (the body's `error.message (code)`, or the
 * status explained); {@link RetryLaterError} (the server asked for a wait over 64 s);
 * {@link AzureContentError} (`No content returned from Azure API`, `Failed to parse character
 * JSON from Azure response`); `ModelOutputError` (the JSON is not a valid character). An abort
 * rejects with an `AbortError`, also during a retry wait.
 */
export async function generateCharacterWithAzure(
  template: CharacterTemplate,
  settings: AzureSettings,
  options: AzureCallOptions = {},
): Promise<Character> {
  const decoded = await completeJson(
    settings,
    buildCharacterPrompt(template, options.language),
    options,
  );
  return characterFromModelObject(
    decoded,
    template,
    options.newId ?? defaultNewId,
    options.language,
  );
}

const KEPT_TEXT_FIELDS = ['firstName', 'lastName', 'epithet'] as const;

/**
 * Asks the cloud model for a new background for `character` (sent with `background: null`). The
 * new background replaces the old one; everything else the character already has is kept,
 * including its id. A field the character lacks (null after a reroll) is taken from the model.
 * Throws as {@link generateCharacterWithAzure} does.
 */
export async function generateBackgroundWithAzure(
  character: Character | CharacterTemplate,
  settings: AzureSettings,
  options: AzureCallOptions = {},
): Promise<Character> {
  const decoded = await completeJson(
    settings,
    buildBackgroundPrompt(character, options.language),
    options,
  );
  // Some models wrap the answer: {"character": {...}}.
  let reply = decoded;
  if (isRecord(reply) && isRecord(reply.character) && !('firstName' in reply)) {
    reply = reply.character;
  }
  if (isRecord(reply)) {
    const kept: Record<string, unknown> = {};
    for (const key of KEPT_TEXT_FIELDS) {
      const value = character[key];
      if (typeof value === 'string' && value.trim()) kept[key] = value;
    }
    reply = { ...reply, ...kept };
  }
  const { background: _old, ...template } = character;
  return characterFromModelObject(reply, template, options.newId ?? defaultNewId, options.language);
}
