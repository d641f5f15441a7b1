/**
 * The cloud model: any OpenAI-compatible chat-completions endpoint, sent the request and retry
 * policy of the Azure SDK with plain `fetch`, so no SDK ships. The token goes only into the
 * `Authorization` header: never into a URL, a log line or an error message.
 */

import {
  ModelConfigError,
  ModelHttpError,
  ModelNetworkError,
  ModelReplyError,
  ModelStreamError,
  abortError,
  isAbortError,
} from '@/domain/model-errors';
import { CHARACTER_SCHEMA_NAME, characterJsonSchema } from '@/domain/character-schema';
import type { ModelChoices } from '@/domain/model-choices';
import { isRecord } from '@/domain/records';
import {
  parseErrorBody,
  parseJson,
  readText,
  refusesSchema,
  resolveFetch,
  schemaRefusedMessage,
} from './http';
import { readSseEvents } from './sse';
import {
  MAX_ATTEMPTS,
  RetryLaterError,
  formatWait,
  realClock,
  retryAfterMs,
  sendWithRetry,
  type Clock,
  type RetryInfo,
} from './retry';
import type { CloudSettings, ReplyStream } from './types';

/** The api-version the SDK pins, added when the endpoint carries none. */
export const DEFAULT_API_VERSION = '2024-05-01-preview';
/** The system message the original app sent. */
export const SYSTEM_MESSAGE = 'You are a helpful assistant.';

export const MISSING_SETTINGS_MESSAGE = 'Azure token and endpoint are required';
export const CONTENT_FILTER_MESSAGE =
  "The cloud model's content filter refused to write this character. Try Generate again, or another model.";
/** A strict-mode refusal (`message.refusal`): the model's own reason after these words. */
const refusedMessage = (reason: string): string => `The model refused: ${reason.trim()}`;
export const STREAM_CUT_MESSAGE =
  "The cloud model's reply was cut off before it finished. Try again.";

/** What a cloud call needs besides the prompt: the clock and randomness the retries use. */
export interface CloudCallOptions {
  fetch?: typeof fetch;
  clock?: Clock;
  random?: () => number;
  onRetry?: (info: RetryInfo) => void;
  /** Asks for server-sent events; off, the request is exactly the original app's. */
  stream?: boolean;
  /** Asks for a reply that follows the character's JSON schema (`response_format`). */
  jsonSchema?: boolean;
}

/** The chat-completions request body, exactly as the original app sent it. */
export interface CloudRequestBody {
  messages: { role: 'system' | 'user' | 'assistant'; content: string }[];
  temperature?: number;
  top_p?: number;
  max_tokens?: number;
  model: string;
  stream?: boolean;
  response_format?: {
    type: 'json_schema';
    json_schema: { name: string; strict: boolean; schema: Record<string, unknown> };
  };
}

/** The `response_format` that holds a reply to the character's JSON schema. */
export const characterResponseFormat = (
  choices?: ModelChoices,
): NonNullable<CloudRequestBody['response_format']> => ({
  type: 'json_schema',
  json_schema: { name: CHARACTER_SCHEMA_NAME, strict: true, schema: characterJsonSchema(choices) },
});

/**
 * `{endpoint}/chat/completions?api-version=…`, joined as the SDK joins it; a pasted full URL is
 * not extended twice. Throws {@link ModelConfigError} for something that is not an http(s) URL.
 */
export function buildCloudUrl(endpoint: string): string {
  let url: URL;
  try {
    url = new URL(endpoint.trim());
  } catch {
    throw new ModelConfigError(
      'The Azure endpoint is not a valid web address. Check the endpoint in Settings.',
    );
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new ModelConfigError(
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

/** Refuses to send anything unless both token and endpoint are set. */
function requireCloudSettings(settings: Partial<CloudSettings> | undefined): CloudSettings {
  const token = settings?.token?.trim() ?? '';
  const endpoint = settings?.endpoint?.trim() ?? '';
  if (!token || !endpoint) throw new ModelConfigError(MISSING_SETTINGS_MESSAGE);
  return { endpoint, token, model: settings?.model?.trim() ?? '' };
}

/** Replaces the token wherever a server echoed it back, so it never reaches a message. */
export function redactToken(text: string, token: string): string {
  return token.length >= 4 ? text.split(token).join('***') : text;
}

/** One POST to the chat-completions URL; no answer becomes {@link ModelNetworkError}. */
export async function postCloudRequest(
  settings: CloudSettings,
  body: CloudRequestBody,
  options: { fetch?: typeof fetch; signal?: AbortSignal },
): Promise<Response> {
  const url = buildCloudUrl(settings.endpoint);
  const fetchImpl = resolveFetch(options.fetch);
  try {
    return await fetchImpl(url, {
      method: 'POST',
      // The bearer token and the JSON content type, nothing else.
      headers: { Authorization: `Bearer ${settings.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      signal: options.signal,
    });
  } catch (error) {
    if (isAbortError(error) || options.signal?.aborted) throw error;
    // The origin only: never a path, query or token.
    const origin = endpointOrigin(settings.endpoint);
    throw new ModelNetworkError(
      `Could not reach the cloud model at ${origin}. The server may be down, or it may not ` +
        'allow requests from this page (CORS).',
      origin,
      { cause: error },
    );
  }
}

const STATUS_WORDS: Record<number, string> = {
  400: 'The endpoint rejected the request (HTTP 400) with no explanation. Check the model name in Settings.',
  401: 'The endpoint rejected the token (HTTP 401). Check the Azure token in Settings.',
  403: 'The endpoint refused access (HTTP 403) with no explanation. The token may lack access to this model, or the service may have been retired; check the endpoint and token in Settings.',
  404: 'Nothing was found at this endpoint (HTTP 404). Check the endpoint and model name in Settings.',
  405: 'The endpoint does not take chat requests at this address (HTTP 405). Check the endpoint in Settings.',
  408: 'The service took too long to answer (HTTP 408). Try again later.',
  413: 'The request was too large for the service (HTTP 413).',
  429: 'The service is busy (HTTP 429: too many requests). Wait a little and try again.',
};

/** What an error status with an empty body most likely means, in words a user can act on. */
export function describeStatus(status: number): string {
  return (
    STATUS_WORDS[status] ??
    (status >= 500
      ? `The service had a problem (HTTP ${status}). Try again later.`
      : `The endpoint answered with HTTP ${status} and no explanation.`)
  );
}

/** The error for a non-2xx response; a short wait the server still asks for is added. */
async function errorFromResponse(
  response: Response,
  token: string,
  signal: AbortSignal | undefined,
  now: number,
): Promise<ModelHttpError> {
  const detail = parseErrorBody(await readText(response, signal));
  const code = detail.code ?? response.headers.get('x-ms-error-code') ?? undefined;
  let message = detail.message ?? describeStatus(response.status);
  if (detail.message && code && !message.includes(code)) message = `${message} (${code})`;
  const wait = retryAfterMs(response, now);
  if (detail.message && wait !== undefined && wait >= 1000) {
    message = `${message} Try again in ${formatWait(wait)}.`;
  }
  const said = detail.message === undefined ? undefined : redactToken(detail.message, token);
  return new ModelHttpError(redactToken(message, token), response.status, said, code);
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
    throw new ModelReplyError(CONTENT_FILTER_MESSAGE, 'refused');
  }
}

/**
 * A model that declines a request in strict JSON mode answers with its reason in `refusal` (and
 * no content): said as it is, rather than as an empty reply.
 */
function throwIfRefused(refusal: unknown): void {
  if (typeof refusal === 'string' && refusal.trim()) {
    throw new ModelReplyError(refusedMessage(refusal), 'refused');
  }
}

/** The text of `choices[0].message.content`, joining content parts when a server sends a list. */
function contentOf(reply: unknown): string {
  const first = firstChoice(reply);
  throwIfFiltered(first);
  if (!first || !isRecord(first.message)) return '';
  const content = textOf(first.message.content);
  if (!content.trim()) throwIfRefused(first.message.refusal);
  return content;
}

/** The text of a streamed reply; an error event or an early end is a {@link ModelStreamError}. */
async function* streamedContent(
  body: ReadableStream<Uint8Array>,
  token: string,
  signal: AbortSignal | undefined,
): AsyncGenerator<string> {
  // Some servers end with the last chunk's finish reason and no `[DONE]`: that is complete too.
  let finished = false;
  // A refusal streams in pieces (`delta.refusal`), said once it is whole.
  let refusal = '';
  let content = false;
  try {
    for await (const event of readSseEvents(body)) {
      if (event.data.trim() === '[DONE]') {
        finished = true;
        break;
      }
      const chunk = parseJson(event.data);
      if (chunk === undefined && event.event !== 'error') continue;
      if (event.event === 'error' || (isRecord(chunk) && chunk.error !== undefined)) {
        const detail = parseErrorBody(event.data);
        const said = detail.message ? redactToken(detail.message, token) : 'no details were given';
        throw new ModelStreamError(
          `The cloud model stopped with an error while writing: ${said}`,
          'error-line',
        );
      }
      const choice = firstChoice(chunk);
      throwIfFiltered(choice);
      if (typeof choice?.finish_reason === 'string') finished = true;
      const delta = choice && isRecord(choice.delta) ? textOf(choice.delta.content) : '';
      if (choice && isRecord(choice.delta) && typeof choice.delta.refusal === 'string') {
        refusal += choice.delta.refusal;
      }
      if (delta) {
        content = true;
        yield delta;
      }
    }
    if (!content) throwIfRefused(refusal);
  } catch (error) {
    if (isAbortError(error) || signal?.aborted) throw abortError();
    if (error instanceof ModelStreamError || error instanceof ModelReplyError) throw error;
    throw new ModelStreamError(STREAM_CUT_MESSAGE, 'incomplete', { cause: error });
  }
  if (signal?.aborted) throw abortError();
  if (!finished) throw new ModelStreamError(STREAM_CUT_MESSAGE, 'incomplete');
}

/**
 * The reply stream of one chat completion, sent with the retry policy: as it arrives when
 * streamed, or all at once. Fails with the model-call errors or {@link RetryLaterError}.
 */
export function cloudReplyStream(
  rawSettings: CloudSettings,
  options: CloudCallOptions = {},
): ReplyStream {
  return async function* stream(prompt, { signal, onNews, choices } = {}) {
    const settings = requireCloudSettings(rawSettings);
    // Build (and so validate) the URL before sending anything.
    buildCloudUrl(settings.endpoint);
    const clock = options.clock ?? realClock;
    const body: CloudRequestBody = {
      messages: [
        { role: 'system', content: SYSTEM_MESSAGE },
        { role: 'user', content: prompt },
      ],
      temperature: 1,
      top_p: 1,
      model: settings.model,
      ...(options.stream ? { stream: true } : {}),
      ...(options.jsonSchema ? { response_format: characterResponseFormat(choices) } : {}),
    };

    const send = async (sent: CloudRequestBody): Promise<Response> => {
      try {
        return await sendWithRetry(
          () => postCloudRequest(settings, sent, { fetch: options.fetch, signal }),
          {
            clock,
            random: options.random,
            signal,
            onRetry: (info) => {
              options.onRetry?.(info);
              const { nextAttempt: attempt, status, delayMs } = info;
              onNews?.({
                phase: 'retrying',
                retry: { attempt, attempts: MAX_ATTEMPTS, status, delayMs },
              });
            },
          },
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
    };

    let response = await send(body);
    if (body.response_format && response.status === 400) {
      // A server that does not take the schema is asked once more without it.
      const detail = parseErrorBody(await readText(response.clone(), signal));
      if (refusesSchema(response.status, detail.message, detail.code)) {
        await response.body?.cancel().catch(() => undefined);
        const said = detail.message ? redactToken(detail.message, settings.token) : undefined;
        const origin = endpointOrigin(settings.endpoint);
        onNews?.({
          phase: 'notice',
          message: schemaRefusedMessage(`The cloud model at ${origin}`, said),
        });
        const { response_format: _refused, ...plain } = body;
        response = await send(plain);
      }
    }

    if (!response.ok) throw await errorFromResponse(response, settings.token, signal, clock.now());
    // The server has answered: what follows is its text, however long it takes to come.
    yield '';

    // A server that ignores `stream` answers with one JSON reply, read as usual.
    const streamed =
      options.stream &&
      response.body &&
      (response.headers.get('content-type') ?? '').includes('text/event-stream');
    if (streamed && response.body) {
      yield* streamedContent(response.body, settings.token, signal);
      return;
    }

    yield contentOf(parseJson(await readText(response, signal)));
  };
}
