/**
 * "Test connection" for the image model: the list of its models, which costs nothing to ask
 * (a picture would), and shows the address, the key and the model name right or wrong.
 */
import { ModelCallError, ModelNetworkError, isAbortError } from '@/domain/model-errors';
import { isRecord, parseJson } from '@/domain/records';
import { readText, resolveFetch } from '../llm/http';
import { pageOrigin } from '../llm/ollama';
import {
  IMAGE_MODEL_NAMES,
  imageBaseUrl,
  imageFetch,
  imageHttpError,
  imageOrigin,
  type ImageCallOptions,
  type ImageModelSettings,
} from './image-http';

export type ImageCheckResult =
  | { kind: 'ok'; message: string }
  | { kind: 'model-missing'; message: string }
  | { kind: 'refused-origin'; message: string }
  | { kind: 'key-rejected'; message: string }
  | { kind: 'unreachable'; message: string }
  | { kind: 'http-error'; message: string };

/** Where each kind lists its models. */
const LIST_PATHS: Record<ImageModelSettings['kind'], string> = {
  openai: '/models',
  sdwebui: '/sdapi/v1/sd-models',
};

/** The names a list gives: `data[].id` (OpenAI) or `[].model_name` and `[].title` (web UI). */
function listedNames(kind: ImageModelSettings['kind'], body: unknown): string[] | null {
  const entries = kind === 'openai' ? (isRecord(body) ? body.data : undefined) : body;
  if (!Array.isArray(entries)) return null;
  const names = entries.flatMap((entry: unknown) => {
    if (!isRecord(entry)) return [];
    const fields = kind === 'openai' ? [entry.id] : [entry.model_name, entry.title];
    return fields.filter((name): name is string => typeof name === 'string' && name !== '');
  });
  return [...new Set(names)];
}

/** A checkpoint is named by its title (`name.safetensors [hash]`) or its bare name. */
const sameModel = (listed: string, wanted: string) => {
  const bare = (name: string) =>
    name
      .replace(/\s*\[[0-9a-f]+\]$/i, '')
      .replace(/\.(safetensors|ckpt)$/i, '')
      .toLowerCase();
  return listed === wanted || bare(listed) === bare(wanted);
};

/** True when a `no-cors` request gets through where the normal one failed: a refused origin. */
async function answersWithoutCors(url: string, options: ImageCallOptions): Promise<boolean> {
  try {
    await resolveFetch(options.fetch)(url, {
      method: 'GET',
      mode: 'no-cors',
      signal: options.signal,
    });
    return true;
  } catch (error) {
    if (options.signal?.aborted) throw isAbortError(error) ? error : options.signal.reason;
    return false;
  }
}

function refusedOriginMessage(settings: ImageModelSettings, page: string): string {
  const who = `${IMAGE_MODEL_NAMES[settings.kind]} at ${imageOrigin(settings.endpoint)}`;
  const how =
    settings.kind === 'sdwebui'
      ? `start the web UI with --cors-allow-origins=${page}`
      : 'allow it in the server’s CORS settings';
  return `${who} is running but refuses requests from this page (${page}). To allow this page, ${how}.`;
}

/** The outcome of a failed list request; an abort is passed on. */
async function failure(
  error: unknown,
  settings: ImageModelSettings,
  options: ImageCallOptions,
): Promise<ImageCheckResult> {
  if (!(error instanceof ModelCallError)) throw error;
  if (error instanceof ModelNetworkError) {
    const page = pageOrigin();
    const url = `${imageBaseUrl(settings.endpoint)}${LIST_PATHS[settings.kind]}`;
    if (page && (await answersWithoutCors(url, options))) {
      return { kind: 'refused-origin', message: refusedOriginMessage(settings, page) };
    }
  }
  return { kind: 'unreachable', message: error.message };
}

/** The sentence of a list that lacks the model asked for. */
function missingMessage(settings: ImageModelSettings, names: string[]): string {
  const who = `${IMAGE_MODEL_NAMES[settings.kind]} at ${imageOrigin(settings.endpoint)}`;
  const has = names.length ? ` It has: ${names.slice(0, 12).join(', ')}.` : '';
  return `${who} answers, but has no model "${settings.model.trim()}". Check the Image Model Name in Settings.${has}`;
}

/**
 * Checks the image model's settings with its list of models; resolves to an outcome ready to
 * show, rejects only on abort. Never shows the key.
 */
export async function checkImageConnection(
  settings: ImageModelSettings,
  options: ImageCallOptions = {},
): Promise<ImageCheckResult> {
  let response: Response;
  try {
    imageBaseUrl(settings.endpoint);
    response = await imageFetch(settings, LIST_PATHS[settings.kind], { method: 'GET' }, options);
  } catch (error) {
    return failure(error, settings, options);
  }
  if (!response.ok) {
    const error = await imageHttpError(settings, response, options.signal);
    const kind = error.status === 401 || error.status === 403 ? 'key-rejected' : 'http-error';
    return { kind, message: error.message };
  }
  const who = `Connected to ${IMAGE_MODEL_NAMES[settings.kind].replace(/^The /, 'the ')} at ${imageOrigin(settings.endpoint)}`;
  const names = listedNames(settings.kind, parseJson(await readText(response, options.signal)));
  if (!names) {
    return {
      kind: 'http-error',
      message: `${IMAGE_MODEL_NAMES[settings.kind]} at ${imageOrigin(settings.endpoint)} answered, but not with a list of models. Check the Image Endpoint in Settings.`,
    };
  }
  const wanted = settings.model.trim();
  if (!wanted) {
    return { kind: 'ok', message: `${who}. It paints with the model it has loaded.` };
  }
  if (!names.some((name) => sameModel(name, wanted))) {
    return { kind: 'model-missing', message: missingMessage(settings, names) };
  }
  const found = settings.key.trim()
    ? `The key works, and the model "${wanted}" is there.`
    : `The model "${wanted}" is there.`;
  return { kind: 'ok', message: `${who}. ${found}` };
}
