/**
 * The Settings screen's "Test connection": is Ollama there, does it accept this page's origin,
 * and is the chosen model installed? Every outcome comes with a plain-words message saying what
 * to do next.
 */

import {
  ModelConfigError,
  ModelHttpError,
  ModelNetworkError,
  isAbortError,
} from '@/domain/model-errors';
import { resolveFetch } from './http';
import {
  ollamaBaseUrl,
  ollamaEndpointProblem,
  ollamaHttpError,
  ollamaNetworkError,
  pageOrigin,
  readErrorDetail,
} from './ollama';

/** The outcome of {@link checkOllamaConnection}. Each carries a `message` the UI can show as is. */
export type OllamaCheckResult =
  | { kind: 'ok'; version: string; models: string[]; message: string }
  | { kind: 'model-missing'; version: string; models: string[]; message: string }
  | { kind: 'refused-origin'; origin: string; message: string }
  | { kind: 'unreachable'; message: string }
  | { kind: 'http-error'; status: number; message: string };

export interface OllamaCheckOptions {
  fetch?: typeof fetch;
  signal?: AbortSignal;
  /** How long to wait for each answer before calling the server unreachable; 5000 ms by default. */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 5000;

/** `llama3` and `llama3:latest` name the same model; names compare without case. */
export function normaliseModelName(name: string): string {
  const trimmed = name.trim().toLowerCase();
  return trimmed.includes(':') ? trimmed : `${trimmed}:latest`;
}

/** True when `model` is among the installed `models` (tag `latest` assumed when left out). */
export function hasModel(models: readonly string[], model: string): boolean {
  const wanted = normaliseModelName(model);
  return models.some((m) => normaliseModelName(m) === wanted);
}

/** The outcome of one GET: a parsed JSON body, or why there is none. */
type GetOutcome =
  | { ok: true; body: unknown }
  | { ok: false; error: ModelHttpError | ModelNetworkError | TimeoutFailure };

class TimeoutFailure extends Error {}

/**
 * GETs `url` with a time limit. A user abort rejects with the `AbortError`; everything else
 * becomes an outcome.
 */
async function getJson(
  fetchFn: typeof fetch,
  url: string,
  base: string,
  options: OllamaCheckOptions,
): Promise<GetOutcome> {
  const controller = new AbortController();
  const outer = options.signal;
  outer?.throwIfAborted();
  const forward = () => controller.abort(outer?.reason);
  outer?.addEventListener('abort', forward, { once: true });
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  try {
    const response = await fetchFn(url, { method: 'GET', signal: controller.signal });
    if (!response.ok) {
      return {
        ok: false,
        error: ollamaHttpError(response.status, await readErrorDetail(response)),
      };
    }
    const text = await response.text();
    try {
      return { ok: true, body: JSON.parse(text) };
    } catch {
      return { ok: true, body: undefined };
    }
  } catch (error) {
    if (outer?.aborted) throw isAbortError(error) ? error : outer.reason;
    if (timedOut) return { ok: false, error: new TimeoutFailure() };
    return { ok: false, error: ollamaNetworkError(base, error) };
  } finally {
    clearTimeout(timer);
    outer?.removeEventListener('abort', forward);
  }
}

/**
 * True when something answers at `url` but the browser hid the answer: a `no-cors` request
 * (which needs no CORS approval and gives an opaque response) gets through where the normal one
 * failed. That is Ollama refusing this page's origin.
 */
async function answersWithoutCors(
  fetchFn: typeof fetch,
  url: string,
  signal: AbortSignal | undefined,
): Promise<boolean> {
  try {
    await fetchFn(url, { method: 'GET', mode: 'no-cors', signal });
    return true;
  } catch (error) {
    if (signal?.aborted) throw isAbortError(error) ? error : signal.reason;
    return false;
  }
}

function unreachableMessage(base: string): string {
  if (!base)
    return 'No Ollama endpoint is set. Enter its address, for example http://localhost:11434.';
  if (!/^https?:\/\/[^/\s]+/i.test(base)) {
    return `"${base}" is not an address Ollama can be reached at. Enter it like http://localhost:11434.`;
  }
  let message =
    `Could not reach Ollama at ${base}. Check that Ollama is running (start it with "ollama serve" ` +
    'or the Ollama app) and that the address and port are right.';
  const origin = pageOrigin();
  const host = base.replace(/^https?:\/\//i, '').replace(/[:/].*$/, '');
  const loopback = /^(127\.\d+\.\d+\.\d+|localhost|\[::1\])$/i.test(host);
  if (origin?.startsWith('https:') && base.startsWith('http:') && !loopback) {
    message +=
      ' This page is served over HTTPS, so the browser may block a plain-HTTP address that is not on this computer.';
  }
  return message;
}

function refusedOriginMessage(base: string, origin: string): string {
  return (
    `Ollama is running at ${base} but refuses requests from this page (${origin}). ` +
    `Allow this page by setting OLLAMA_ORIGINS=${origin} in Ollama's environment and restarting ` +
    `Ollama, for example: OLLAMA_ORIGINS=${origin} ollama serve`
  );
}

function modelNames(body: unknown): string[] | undefined {
  if (typeof body !== 'object' || body === null || !('models' in body)) return undefined;
  const models = (body as { models: unknown }).models;
  if (!Array.isArray(models)) return undefined;
  return models
    .map((m: unknown) =>
      typeof m === 'object' && m !== null
        ? ((m as { name?: unknown }).name ?? (m as { model?: unknown }).model)
        : m,
    )
    .filter((name): name is string => typeof name === 'string' && name !== '');
}

function failure(
  error: ModelHttpError | ModelNetworkError | TimeoutFailure,
  base: string,
): OllamaCheckResult {
  if (error instanceof ModelHttpError) {
    return {
      kind: 'http-error',
      status: error.status,
      message: `Ollama at ${base} answered with an error (status ${error.status}): ${error.detail}`,
    };
  }
  if (error instanceof TimeoutFailure) {
    return {
      kind: 'unreachable',
      message: `Ollama at ${base} did not answer in time. Check that it is running and the address is right.`,
    };
  }
  return { kind: 'unreachable', message: unreachableMessage(base) };
}

/**
 * Checks the Ollama server at `endpoint` from this page: `GET /api/version`, then
 * `GET /api/tags` to see whether `model` is installed (`llama3` matches `llama3:latest`).
 *
 * A request that fails in the browser is told apart: when a `no-cors` request to the same URL
 * gets through, the server is there but refuses this page's origin (`refused-origin`);
 * otherwise nothing answers (`unreachable`). Outside a browser no request is ever refused for
 * its origin, so the check then reports the server's bare 403 as an `http-error`.
 *
 * Never rejects, except with the `AbortError` when `options.signal` aborts.
 */
export async function checkOllamaConnection(
  endpoint: string,
  model: string,
  options: OllamaCheckOptions = {},
): Promise<OllamaCheckResult> {
  const fetchFn = resolveFetch(options.fetch);
  const base = ollamaBaseUrl(endpoint);
  if (!/^https?:\/\/[^/\s]+/i.test(base))
    return { kind: 'unreachable', message: unreachableMessage(base) };

  const versionUrl = `${base}/api/version`;
  const version = await getJson(fetchFn, versionUrl, base, options);
  if (!version.ok) {
    if (version.error instanceof ModelNetworkError) {
      const origin = pageOrigin();
      if (origin && (await answersWithoutCors(fetchFn, versionUrl, options.signal))) {
        return { kind: 'refused-origin', origin, message: refusedOriginMessage(base, origin) };
      }
    }
    return failure(version.error, base);
  }
  const versionText =
    typeof version.body === 'object' && version.body !== null && 'version' in version.body
      ? String((version.body as { version: unknown }).version)
      : undefined;
  if (versionText === undefined) {
    return {
      kind: 'http-error',
      status: 200,
      message: `The server at ${base} answered, but not as Ollama does. Check the address and port.`,
    };
  }

  const tags = await getJson(fetchFn, `${base}/api/tags`, base, options);
  if (!tags.ok) return failure(tags.error, base);
  const models = modelNames(tags.body);
  if (!models) {
    return {
      kind: 'http-error',
      status: 200,
      message: `Ollama ${versionText} at ${base} sent a model list this app cannot read.`,
    };
  }

  const installed = models.length
    ? `Installed models: ${models.join(', ')}.`
    : 'No models are installed yet.';
  const wanted = model.trim();
  if (!wanted) {
    return {
      kind: 'model-missing',
      version: versionText,
      models,
      message: `Connected to Ollama ${versionText}, but no model name is set. ${installed}`,
    };
  }
  if (!hasModel(models, wanted)) {
    return {
      kind: 'model-missing',
      version: versionText,
      models,
      message:
        `Connected to Ollama ${versionText}, but the model "${wanted}" is not installed. ` +
        `Download it with: ollama pull ${wanted}. ${installed}`,
    };
  }
  return {
    kind: 'ok',
    version: versionText,
    models,
    message: `Connected to Ollama ${versionText}. The model "${wanted}" is installed.`,
  };
}

/**
 * The names of the models installed on the Ollama server at `endpoint` (`GET /api/tags`).
 *
 * @throws {ModelHttpError} on a non-2xx answer; {@link ModelNetworkError} when nothing answers;
 *   the `AbortError` on abort.
 */
export async function listOllamaModels(
  endpoint: string,
  options: { fetch?: typeof fetch; signal?: AbortSignal } = {},
): Promise<string[]> {
  const fetchFn = resolveFetch(options.fetch);
  const base = ollamaBaseUrl(endpoint);
  const problem = ollamaEndpointProblem(base);
  if (problem) throw new ModelConfigError(problem);
  let response: Response;
  try {
    response = await fetchFn(`${base}/api/tags`, { method: 'GET', signal: options.signal });
  } catch (error) {
    if (isAbortError(error) || options.signal?.aborted) throw error;
    throw ollamaNetworkError(base, error);
  }
  if (!response.ok) throw ollamaHttpError(response.status, await readErrorDetail(response));
  return modelNames(await response.json()) ?? [];
}
