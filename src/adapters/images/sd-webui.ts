/**
 * A Stable Diffusion web UI (AUTOMATIC1111, Forge) started with `--api`:
 * `POST {endpoint}/sdapi/v1/txt2img`, the picture as base64 in `images[0]`.
 */
import { isRecord, parseJson } from '@/domain/records';
import { readText } from '../llm/http';
import {
  imageFetch,
  imageHttpError,
  notAPicture,
  pictureFromBase64,
  type ImageCallOptions,
  type ImageModelSettings,
} from './image-http';

/** What a portrait should not look like, for models that take a negative prompt. */
const NEGATIVE_PROMPT =
  'text, watermark, signature, frame, border, blurry, deformed, extra limbs, cropped head';

/**
 * The request: the portrait's own 2:3 frame at the size these models draw best, the web UI's
 * usual number of steps, and the named checkpoint for this picture only.
 */
function sdRequest(model: string, prompt: string) {
  const checkpoint = model.trim();
  return {
    prompt,
    negative_prompt: NEGATIVE_PROMPT,
    width: 512,
    height: 768,
    steps: 20,
    batch_size: 1,
    n_iter: 1,
    ...(checkpoint
      ? {
          override_settings: { sd_model_checkpoint: checkpoint },
          override_settings_restore_afterwards: true,
        }
      : {}),
  };
}

/** Tells the web UI to stop painting: stopping the request alone leaves it busy for minutes. */
function interrupt(settings: ImageModelSettings, options: ImageCallOptions) {
  imageFetch(
    settings,
    '/sdapi/v1/interrupt',
    { method: 'POST', body: {} },
    {
      fetch: options.fetch,
    },
  ).catch(() => undefined);
}

/**
 * Asks the web UI for one picture of `prompt`; resolves to the picture's bytes. Rejects with the
 * model-call errors, each message ready to show, or with the abort when stopped.
 */
export async function generateSdImage(
  settings: ImageModelSettings,
  prompt: string,
  options: ImageCallOptions = {},
): Promise<Blob> {
  const onAbort = () => interrupt(settings, options);
  options.signal?.addEventListener('abort', onAbort, { once: true });
  try {
    const body = sdRequest(settings.model, prompt);
    const response = await imageFetch(
      settings,
      '/sdapi/v1/txt2img',
      { method: 'POST', body },
      options,
    );
    if (!response.ok) throw await imageHttpError(settings, response, options.signal);
    const reply = parseJson(await readText(response, options.signal));
    if (!isRecord(reply)) throw notAPicture(settings, 'the reply is not JSON');
    const first = Array.isArray(reply.images) ? (reply.images[0] as unknown) : undefined;
    if (typeof first !== 'string' || !first) throw notAPicture(settings, 'the reply has no images');
    const picture = pictureFromBase64(first);
    if (!picture) throw notAPicture(settings, 'its images[0] is not a picture');
    return picture;
  } finally {
    options.signal?.removeEventListener('abort', onAbort);
  }
}
