/** "Test connection" for the cloud model: one tiny chat-completions call, without retries. */

import { ModelConfigError, ModelNetworkError } from '@/domain/model-errors';
import { isRecord } from '@/domain/records';
import { parseErrorBody, parseJson, readText, refusesSchema, resolveFetch } from './http';
import {
  MISSING_SETTINGS_MESSAGE,
  buildCloudUrl,
  characterResponseFormat,
  describeStatus,
  endpointOrigin,
  postCloudRequest,
  redactToken,
  type CloudRequestBody,
} from './cloud';
import type { CloudSettings } from './types';

/** The outcome of {@link checkCloudConnection}; `message` is ready to show. */
export type CloudCheckResult =
  /** `model` is what the server says answered, if it said. */
  | { kind: 'ok'; message: string; model?: string }
  | { kind: 'token-rejected'; message: string; status: 401 }
  /** 403 with no body: the token lacks access to the model, or the service was retired. */
  | { kind: 'forbidden-empty'; message: string; status: 403 }
  /** 404, or 400 naming an unknown model / deployment. */
  | { kind: 'model-missing'; message: string; status: number }
  | { kind: 'unreachable'; message: string }
  | { kind: 'http-error'; message: string; status: number }
  | { kind: 'missing-fields'; message: string };

const UNKNOWN_MODEL = /unknown[_ ]model|model.*(not found|does not exist)|deployment ?not ?found/i;
/** Newer OpenAI models refuse `max_tokens`: a refusal that proves the endpoint, token and model. */
const MAX_TOKENS_REFUSED = /max_tokens/i;

/** The smallest request there is; `stream` asks for server-sent events. */
const ping = (model: string, stream?: boolean): CloudRequestBody => ({
  messages: [{ role: 'user', content: 'ping' }],
  max_tokens: 1,
  model,
  ...(stream ? { stream } : {}),
});

interface CloudCheckOptions {
  fetch?: typeof fetch;
  signal?: AbortSignal;
  /** Also checks that the endpoint streams. */
  stream?: boolean;
  /** Also checks that the endpoint accepts the character's JSON schema. */
  schema?: boolean;
}

/** Checks the cloud settings with a minimal call; rejects only on abort. Never shows the token. */
export async function checkCloudConnection(
  settings: CloudSettings,
  options: CloudCheckOptions = {},
): Promise<CloudCheckResult> {
  const token = settings.token?.trim() ?? '';
  const endpoint = settings.endpoint?.trim() ?? '';
  const model = settings.model?.trim() ?? '';
  if (!token || !endpoint) return { kind: 'missing-fields', message: MISSING_SETTINGS_MESSAGE };
  try {
    buildCloudUrl(endpoint);
  } catch (error) {
    return { kind: 'unreachable', message: (error as Error).message };
  }

  let response: Response;
  try {
    response = await postCloudRequest({ endpoint, token, model }, ping(model), options);
  } catch (error) {
    if (error instanceof ModelNetworkError || error instanceof ModelConfigError) {
      return { kind: 'unreachable', message: error.message };
    }
    throw error;
  }

  const text = await readText(response, options.signal);
  const origin = endpointOrigin(endpoint);
  if (response.ok) {
    // A 2xx that is not JSON still proves the endpoint answers and takes the token.
    const reply = parseJson(text);
    const echoed = isRecord(reply) && typeof reply.model === 'string' ? reply.model : '';
    const connected = echoed
      ? `Connected to ${origin}: the token works and ${echoed} answered.`
      : `Connected to ${origin}: the token works.`;
    const streaming = options.stream
      ? ` ${await checkStreaming({ endpoint, token, model }, options)}`
      : '';
    const schema = options.schema
      ? ` ${await checkSchema({ endpoint, token, model }, options)}`
      : '';
    return {
      kind: 'ok',
      message: `${connected}${streaming}${schema}`,
      ...(echoed ? { model: echoed } : {}),
    };
  }

  const { status } = response;
  const detail = parseErrorBody(text);
  const said = detail.message
    ? redactToken(
        detail.code && !detail.message.includes(detail.code)
          ? `${detail.message} (${detail.code})`
          : detail.message,
        token,
      )
    : undefined;

  if (status === 400 && said && MAX_TOKENS_REFUSED.test(said) && !UNKNOWN_MODEL.test(said)) {
    return {
      kind: 'ok',
      message: `Connected to ${origin}: the token works and the model ${model} exists.`,
    };
  }
  if (status === 401) {
    return {
      kind: 'token-rejected',
      message: said
        ? `The endpoint rejected the token: ${said}. Check the Azure token.`
        : describeStatus(401),
      status,
    };
  }
  if (status === 403 && !said) {
    return { kind: 'forbidden-empty', message: describeStatus(403), status };
  }
  if (status === 404 || (status === 400 && said && UNKNOWN_MODEL.test(said))) {
    const what = model ? `the model "${model}"` : 'the model';
    return {
      kind: 'model-missing',
      message: said
        ? `The endpoint does not know ${what}: ${said}. Check the endpoint and model name.`
        : `Nothing was found at this endpoint (HTTP 404): the address or ${what} is wrong. Check the endpoint and model name.`,
      status,
    };
  }
  return { kind: 'http-error', message: said ?? describeStatus(status), status };
}

/** Whether the endpoint streams when asked, in a sentence; one that ignores it still works. */
async function checkStreaming(
  settings: CloudSettings,
  options: { fetch?: typeof fetch; signal?: AbortSignal },
): Promise<string> {
  try {
    const response = await postCloudRequest(settings, ping(settings.model, true), options);
    const type = response.headers.get('content-type') ?? '';
    await response.body?.cancel().catch(() => undefined);
    if (response.ok && type.includes('text/event-stream')) return 'Streaming works.';
    if (response.ok) return 'This endpoint does not stream: replies will arrive all at once.';
    return `Streaming was refused (HTTP ${response.status}): turn off Stream the reply.`;
  } catch (error) {
    if (options.signal?.aborted) throw error;
    return 'Streaming could not be checked: the second request got no answer.';
  }
}

/** Whether the endpoint accepts the character's JSON schema, in a sentence. */
async function checkSchema(
  settings: CloudSettings,
  options: { fetch?: typeof fetch; signal?: AbortSignal },
): Promise<string> {
  const asked = { ...ping(settings.model), response_format: characterResponseFormat() };
  let response: Response;
  try {
    response = await postCloudRequest(settings, asked, options);
  } catch (error) {
    if (options.signal?.aborted) throw error;
    return 'The JSON schema could not be checked: that request got no answer.';
  }
  if (response.ok) {
    await response.body?.cancel().catch(() => undefined);
    return 'It accepts the JSON schema.';
  }
  const detail = parseErrorBody(await readText(response, options.signal));
  if (refusesSchema(response.status, detail.message, detail.code)) {
    const said = detail.message
      ? `: ${redactToken(detail.message, settings.token).replace(/[.\s]+$/, '')}`
      : '';
    return (
      `It does not accept the JSON schema (HTTP 400${said}). Each request would be sent twice: ` +
      'turn off Use a JSON schema.'
    );
  }
  return `The JSON schema could not be checked (HTTP ${response.status}).`;
}

/** The models at `GET {endpoint}/models`, for suggestions; throws when there is no list. */
export async function listCloudModels(
  settings: Pick<CloudSettings, 'endpoint' | 'token'>,
  options: { fetch?: typeof fetch; signal?: AbortSignal } = {},
): Promise<string[]> {
  const completionsUrl = new URL(buildCloudUrl(settings.endpoint));
  completionsUrl.pathname = completionsUrl.pathname.replace(/\/chat\/completions$/i, '/models');
  const response = await resolveFetch(options.fetch)(completionsUrl.toString(), {
    headers: { Authorization: `Bearer ${settings.token.trim()}` },
    signal: options.signal,
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const body: unknown = await response.json();
  const list = isRecord(body) && Array.isArray(body.data) ? body.data : [];
  const ids = list
    .map((entry) => (isRecord(entry) && typeof entry.id === 'string' ? entry.id.trim() : ''))
    .filter(Boolean);
  return [...new Set(ids)].sort((a, b) => a.localeCompare(b));
}
