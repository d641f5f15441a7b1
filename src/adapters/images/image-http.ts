/**
 * What both image model adapters share: the settings they are called with, the address they
 * call, the request itself, the reading of error replies and of the picture a reply carries.
 */
import {
  ModelConfigError,
  ModelHttpError,
  ModelNetworkError,
  ModelReplyError,
  isAbortError,
} from '@/domain/model-errors';
import { isRecord } from '@/domain/records';
import { parseErrorBody, parseJson, readText, resolveFetch } from '../llm/http';

/** The image model's settings as the adapters take them. */
export interface ImageModelSettings {
  kind: 'openai' | 'sdwebui';
  endpoint: string;
  /** The model (OpenAI-compatible) or checkpoint (web UI) asked for; may be empty for the web UI. */
  model: string;
  /** The bearer key, or `user:password` for a web UI started with `--api-auth`; may be empty. */
  key: string;
}

export interface ImageCallOptions {
  fetch?: typeof fetch;
  signal?: AbortSignal;
}

/** The user's words for each kind, in messages. */
export const IMAGE_MODEL_NAMES: Record<ImageModelSettings['kind'], string> = {
  openai: 'The image model',
  sdwebui: 'The Stable Diffusion web UI',
};

/**
 * The endpoint without trailing slashes or a pasted operation path, so `{base}/images/…` or
 * `{base}/sdapi/v1/…` is never doubled. Throws {@link ModelConfigError} for anything but http(s).
 */
export function imageBaseUrl(endpoint: string): string {
  const trimmed = endpoint.trim();
  let url: URL | null = null;
  try {
    url = new URL(trimmed);
  } catch {
    // Not an absolute address.
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname) {
    throw new ModelConfigError(
      trimmed
        ? `The Image Endpoint "${trimmed}" is not a web address starting with http:// or https://. Correct it in Settings.`
        : 'No Image Endpoint is set. Enter it in Settings.',
    );
  }
  return `${url.origin}${url.pathname}`
    .replace(/\/+$/, '')
    .replace(/\/images\/generations$/i, '')
    .replace(/\/sdapi\/v1(\/txt2img)?$/i, '');
}

/** The endpoint's origin, for messages: never a path or query that could hold a secret. */
export function imageOrigin(endpoint: string): string {
  try {
    return new URL(endpoint.trim()).origin;
  } catch {
    return 'the Image Endpoint';
  }
}

/** Replaces the key wherever a server echoed it back, so it never reaches a message. */
const redact = (text: string, key: string) =>
  key.length >= 4 ? text.split(key).join('***') : text;

/**
 * The key's header: `user:password` is the web UI's basic sign-in; any other key is a bearer
 * key, which an Azure resource takes as `api-key`. No key, no header.
 */
function authHeaders(settings: ImageModelSettings): Record<string, string> {
  const key = settings.key.trim();
  if (!key) return {};
  if (settings.kind === 'sdwebui' && key.includes(':')) {
    const bytes = new TextEncoder().encode(key);
    return { Authorization: `Basic ${btoa(String.fromCharCode(...bytes))}` };
  }
  if (/\.azure\.com$/i.test(imageHost(settings.endpoint))) return { 'api-key': key };
  return { Authorization: `Bearer ${key}` };
}

const imageHost = (endpoint: string) => {
  try {
    return new URL(endpoint.trim()).hostname;
  } catch {
    return '';
  }
};

/** `fetch` failed: the server is down, the address is wrong, or the browser refused CORS. */
function imageNetworkError(settings: ImageModelSettings, cause: unknown): ModelNetworkError {
  const origin = imageOrigin(settings.endpoint);
  return new ModelNetworkError(
    `Could not reach ${IMAGE_MODEL_NAMES[settings.kind].replace(/^The /, 'the ')} at ${origin}. ` +
      'The server may be down, or it may not allow requests from this page (CORS).',
    origin,
    { cause },
  );
}

/** One request to the image model; no answer becomes {@link ModelNetworkError}. */
export async function imageFetch(
  settings: ImageModelSettings,
  path: string,
  init: { method: 'GET' | 'POST'; body?: unknown },
  options: ImageCallOptions,
): Promise<Response> {
  const url = `${imageBaseUrl(settings.endpoint)}${path}`;
  const headers: Record<string, string> = { ...authHeaders(settings) };
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  try {
    return await resolveFetch(options.fetch)(url, {
      method: init.method,
      headers,
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      signal: options.signal,
    });
  } catch (error) {
    if (isAbortError(error) || options.signal?.aborted) throw error;
    throw imageNetworkError(settings, error);
  }
}

/** True when what a server said is about the model it was asked for. */
const NAMES_MODEL = /model|checkpoint|deployment/i;

/**
 * The error for a reply with an error status, in words a user can act on: a rejected key, an
 * unknown model or address, the server's own trouble. What the server said is added, key removed.
 */
export async function imageHttpError(
  settings: ImageModelSettings,
  response: Response,
  signal?: AbortSignal,
): Promise<ModelHttpError> {
  const text = await readText(response, signal);
  const detail = parseErrorBody(text);
  // The web UI names the error's type in `error` and says what happened in `errors`.
  const body = parseJson(text);
  if (isRecord(body) && typeof body.errors === 'string' && body.errors.trim()) {
    detail.message = body.errors.trim();
  }
  const said = detail.message ? redact(detail.message, settings.key).replace(/[.\s]+$/, '') : '';
  const { status } = response;
  const who = `${IMAGE_MODEL_NAMES[settings.kind]} at ${imageOrigin(settings.endpoint)}`;
  const because = said ? `: ${said}` : '';
  let message: string;
  if (status === 401 || status === 403) {
    message = `${who} refused the key (HTTP ${status}${because}). Check the Image API Key in Settings.`;
  } else if (status === 404 && settings.model && NAMES_MODEL.test(said)) {
    message = `${who} does not know the model "${settings.model}" (HTTP 404${because}). Check the Image Model Name in Settings.`;
  } else if (status === 404) {
    message =
      settings.kind === 'sdwebui'
        ? `${who} has no API at this address (HTTP 404). Start the web UI with --api, and check the Image Endpoint in Settings.`
        : `Nothing was found at this Image Endpoint (HTTP 404${because}). Check the Image Endpoint in Settings; it usually ends in /v1.`;
  } else if (status >= 500) {
    message = `${who} had a problem (HTTP ${status}${because}). Try again later.`;
  } else {
    message = `${who} refused the request (HTTP ${status}${because}).`;
  }
  return new ModelHttpError(message, status, said || undefined, detail.code);
}

/** A reply that holds no picture, in the user's words. */
export const notAPicture = (settings: ImageModelSettings, what: string) =>
  new ModelReplyError(
    `${IMAGE_MODEL_NAMES[settings.kind]} answered, but not with a picture (${what}). Check the Image Endpoint and Image Model Name in Settings.`,
    'no-content',
  );

/** The picture types a reply may carry, told by their first bytes. */
function pictureType(bytes: Uint8Array): string | null {
  const starts = (...head: number[]) => head.every((byte, i) => bytes[i] === byte);
  if (starts(0x89, 0x50, 0x4e, 0x47)) return 'image/png';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x47, 0x49, 0x46, 0x38)) return 'image/gif';
  if (starts(0x52, 0x49, 0x46, 0x46) && String.fromCharCode(...bytes.slice(8, 12)) === 'WEBP') {
    return 'image/webp';
  }
  return null;
}

/** The bytes as a picture, or null when they are no picture a browser shows. */
export function pictureBlob(bytes: Uint8Array): Blob | null {
  const type = pictureType(bytes);
  return type ? new Blob([bytes as Uint8Array<ArrayBuffer>], { type }) : null;
}

/** Base64 text (a `data:` address's prefix allowed) as a picture; null when it is none. */
export function pictureFromBase64(text: string): Blob | null {
  const data = text.trim().replace(/^data:[^,]*,/, '');
  let binary: string;
  try {
    binary = atob(data);
  } catch {
    return null;
  }
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return pictureBlob(bytes);
}
