/** "Test connection" for Ollama: is it there, does it accept this page, is the model installed? */

import {
  ModelCallError,
  ModelConfigError,
  ModelHttpError,
  ModelNetworkError,
  isAbortError,
} from '@/domain/model-errors';
import { isRecord } from '@/domain/records';
import { parseJson, resolveFetch } from './http';
import {
  ollamaBaseUrl,
  ollamaEndpointProblem,
  ollamaFetch,
  ollamaNetworkError,
  pageOrigin,
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
  /** Also says whether this Ollama accepts a JSON schema as `format`. */
  schema?: boolean;
}

/** The first Ollama whose `format` takes a JSON schema. */
const SCHEMA_SINCE = [0, 5];

/**
 * Whether Ollama `version` takes a JSON schema, in a sentence. Told by the version: a real call
 * would load the model first, which can take minutes. A development build (0.0.0) cannot tell.
 */
function schemaSentence(version: string): string {
  const [major = NaN, minor = NaN] = version.split('.').map((part) => parseInt(part, 10));
  if (Number.isNaN(major) || Number.isNaN(minor) || (major === 0 && minor === 0)) {
    return `Whether Ollama ${version} accepts a JSON schema cannot be told from its version; 0.5 or later does.`;
  }
  const [sinceMajor = 0, sinceMinor = 0] = SCHEMA_SINCE;
  return major > sinceMajor || (major === sinceMajor && minor >= sinceMinor)
    ? 'It accepts a JSON schema.'
    : `Ollama ${version} does not accept a JSON schema (0.5 or later does): update Ollama, or turn off Use a JSON schema.`;
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

class TimeoutFailure extends Error {}

/** GETs JSON (undefined if it is not); past the time limit throws a {@link TimeoutFailure}. */
async function getJson(
  fetchFn: typeof fetch | undefined,
  base: string,
  path: string,
  options: OllamaCheckOptions,
): Promise<unknown> {
  const outer = options.signal;
  outer?.throwIfAborted();
  const limit = AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  try {
    const response = await ollamaFetch(fetchFn, base, path, {
      method: 'GET',
      signal: outer ? AbortSignal.any([outer, limit]) : limit,
    });
    return parseJson(await response.text());
  } catch (error) {
    if (outer?.aborted) throw isAbortError(error) ? error : outer.reason;
    if (limit.aborted) throw new TimeoutFailure();
    throw error instanceof ModelCallError ? error : ollamaNetworkError(base, error);
  }
}

/** True when a `no-cors` request gets through where the normal one failed: a refused origin. */
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
  if (!isRecord(body) || !Array.isArray(body.models)) return undefined;
  return body.models
    .map((m: unknown) => (isRecord(m) ? (m.name ?? m.model) : m))
    .filter((name): name is string => typeof name === 'string' && name !== '');
}

/** The outcome of a failed GET; the `AbortError` of a user abort is passed on. */
function failure(error: unknown, base: string): OllamaCheckResult {
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
  if (error instanceof ModelNetworkError) {
    return { kind: 'unreachable', message: unreachableMessage(base) };
  }
  throw error;
}

/**
 * Checks Ollama at `endpoint`: `GET /api/version`, then `GET /api/tags` for `model`. Rejects only
 * on abort. Outside a browser nothing is refused for its origin: a bare 403 is an `http-error`.
 */
export async function checkOllamaConnection(
  endpoint: string,
  model: string,
  options: OllamaCheckOptions = {},
): Promise<OllamaCheckResult> {
  const base = ollamaBaseUrl(endpoint);
  if (!/^https?:\/\/[^/\s]+/i.test(base))
    return { kind: 'unreachable', message: unreachableMessage(base) };

  let version: unknown;
  try {
    version = await getJson(options.fetch, base, '/api/version', options);
  } catch (error) {
    const origin = pageOrigin();
    const url = `${base}/api/version`;
    if (
      error instanceof ModelNetworkError &&
      origin &&
      (await answersWithoutCors(resolveFetch(options.fetch), url, options.signal))
    ) {
      return { kind: 'refused-origin', origin, message: refusedOriginMessage(base, origin) };
    }
    return failure(error, base);
  }
  // An answer this check cannot read is an error of its own, though the server said 200.
  const unreadable = (message: string) => ({ kind: 'http-error', status: 200, message }) as const;
  const versionText = isRecord(version) && 'version' in version ? String(version.version) : null;
  if (versionText === null) {
    return unreadable(
      `The server at ${base} answered, but not as Ollama does. Check the address and port.`,
    );
  }

  let models: string[] | undefined;
  try {
    models = modelNames(await getJson(options.fetch, base, '/api/tags', options));
  } catch (error) {
    return failure(error, base);
  }
  if (!models) {
    return unreadable(`Ollama ${versionText} at ${base} sent a model list this app cannot read.`);
  }

  const wanted = model.trim();
  const found = { version: versionText, models };
  const schema = options.schema ? ` ${schemaSentence(versionText)}` : '';
  if (wanted && hasModel(models, wanted)) {
    const message = `Connected to Ollama ${versionText}. The model "${wanted}" is installed.${schema}`;
    return { kind: 'ok', ...found, message };
  }
  const missing = wanted
    ? `the model "${wanted}" is not installed. Download it with: ollama pull ${wanted}.`
    : 'no model name is set.';
  const installed = models.length
    ? `Installed models: ${models.join(', ')}.`
    : 'No models are installed yet.';
  const message = `Connected to Ollama ${versionText}, but ${missing} ${installed}${schema}`;
  return { kind: 'model-missing', ...found, message };
}

/** The models installed at `endpoint` (`GET /api/tags`); fails with the model-call errors. */
export async function listOllamaModels(
  endpoint: string,
  options: { fetch?: typeof fetch; signal?: AbortSignal } = {},
): Promise<string[]> {
  const base = ollamaBaseUrl(endpoint);
  const problem = ollamaEndpointProblem(base);
  if (problem) throw new ModelConfigError(problem);
  const init = { method: 'GET', signal: options.signal };
  const response = await ollamaFetch(options.fetch, base, '/api/tags', init);
  return modelNames(await response.json()) ?? [];
}
