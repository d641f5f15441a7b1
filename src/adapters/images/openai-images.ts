/**
 * An OpenAI-compatible image endpoint: `POST {endpoint}/images/generations` with a bearer key.
 * The same shape serves OpenAI, Azure OpenAI's v1 endpoint and local servers that copy it.
 */
import { isAbortError } from '@/domain/model-errors';
import { isRecord, parseJson } from '@/domain/records';
import { readText, resolveFetch } from '../llm/http';
import {
  imageFetch,
  imageHttpError,
  notAPicture,
  pictureBlob,
  pictureFromBase64,
  type ImageCallOptions,
  type ImageModelSettings,
} from './image-http';

/**
 * The size asked for: a tall one where the model has it (the portrait's frame is 2:3), else the
 * square every server of this shape takes.
 */
function openAiImageSize(model: string): string {
  const name = model.trim().toLowerCase();
  if (name.startsWith('gpt-image')) return '1024x1536';
  if (name === 'dall-e-3') return '1024x1792';
  if (name === 'dall-e-2') return '512x512';
  return '1024x1024';
}

/**
 * The request's body. Only the older models are asked for base64 by name: the newer ones always
 * send it and refuse the field.
 */
export function openAiImageRequest(model: string, prompt: string, base64 = true) {
  const asksFormat = base64 && !model.trim().toLowerCase().startsWith('gpt-image');
  return {
    model: model.trim(),
    prompt,
    size: openAiImageSize(model),
    n: 1,
    ...(asksFormat ? { response_format: 'b64_json' } : {}),
  };
}

/** True for a 400 that names the format field: the server takes no `response_format`. */
const refusesFormat = (status: number, said: string | undefined) =>
  status === 400 && /response_format/i.test(said ?? '');

/** The picture at an address the reply gave (`url`), fetched; its own failures said as such. */
async function fetchPictureAt(
  settings: ImageModelSettings,
  address: string,
  options: ImageCallOptions,
): Promise<Blob> {
  let response: Response;
  try {
    response = await resolveFetch(options.fetch)(address, { signal: options.signal });
  } catch (error) {
    if (isAbortError(error) || options.signal?.aborted) throw error;
    throw notAPicture(
      settings,
      'the address it gave for the picture could not be fetched from this page',
    );
  }
  if (!response.ok) {
    throw notAPicture(
      settings,
      `the address it gave for the picture answered HTTP ${response.status}`,
    );
  }
  const bytes = new Uint8Array(await response.arrayBuffer());
  const picture = pictureBlob(bytes);
  if (!picture) throw notAPicture(settings, 'the address it gave holds no picture');
  return picture;
}

/** The picture a 2xx reply holds: `data[0].b64_json`, or the picture at `data[0].url`. */
async function pictureOfReply(
  settings: ImageModelSettings,
  text: string,
  options: ImageCallOptions,
): Promise<Blob> {
  const reply = parseJson(text);
  if (!isRecord(reply)) throw notAPicture(settings, 'the reply is not JSON');
  const first = Array.isArray(reply.data) ? (reply.data[0] as unknown) : undefined;
  if (!isRecord(first)) throw notAPicture(settings, 'the reply has no data');
  if (typeof first.b64_json === 'string' && first.b64_json) {
    const picture = pictureFromBase64(first.b64_json);
    if (!picture) throw notAPicture(settings, 'its b64_json is not a picture');
    return picture;
  }
  if (typeof first.url === 'string' && first.url.startsWith('data:')) {
    // Read here: the page's policy lets it fetch only web addresses.
    const picture = pictureFromBase64(first.url);
    if (!picture) throw notAPicture(settings, 'its url holds no picture');
    return picture;
  }
  if (typeof first.url === 'string' && first.url) {
    return fetchPictureAt(settings, first.url, options);
  }
  throw notAPicture(settings, 'the reply has neither b64_json nor url');
}

/**
 * Asks the endpoint for one picture of `prompt`; resolves to the picture's bytes. Rejects with
 * the model-call errors, each message ready to show, or with the abort when stopped.
 */
export async function generateOpenAiImage(
  settings: ImageModelSettings,
  prompt: string,
  options: ImageCallOptions = {},
): Promise<Blob> {
  const post = (base64: boolean) =>
    imageFetch(
      settings,
      '/images/generations',
      { method: 'POST', body: openAiImageRequest(settings.model, prompt, base64) },
      options,
    );
  let response = await post(true);
  if (!response.ok) {
    const error = await imageHttpError(settings, response, options.signal);
    // A server that takes no format field is asked once more without it.
    if (!refusesFormat(error.status, error.detail)) throw error;
    response = await post(false);
    if (!response.ok) throw await imageHttpError(settings, response, options.signal);
  }
  return pictureOfReply(settings, await readText(response, options.signal), options);
}
