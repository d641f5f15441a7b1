/**
 * A portrait painted by the user's image model: the picture asked for, then read, cut to the
 * portrait's frame, made small enough and stored exactly as an uploaded one. Downloaded only when
 * a portrait is first painted.
 */
import { CENTRED } from '@/domain/picture';
import type { ImageModelSettings } from '@/adapters/images/image-http';
import { generateOpenAiImage } from '@/adapters/images/openai-images';
import { generateSdImage } from '@/adapters/images/sd-webui';
import { decodePicture } from '@/adapters/browser/picture-image';
import { savePicture } from './pictures';

/**
 * Paints a portrait of `prompt` and stores it; resolves to the stored picture's id. Rejects with
 * the message to show, or with the abort when stopped: nothing is stored then.
 */
export async function paintPortrait(
  settings: ImageModelSettings,
  prompt: string,
  options: { signal?: AbortSignal; fetch?: typeof fetch } = {},
): Promise<string> {
  const generate = settings.kind === 'sdwebui' ? generateSdImage : generateOpenAiImage;
  const painted = await generate(settings, prompt, options);
  options.signal?.throwIfAborted();
  let picture;
  try {
    picture = await decodePicture(painted);
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    throw new Error(`The image model's picture could not be read: ${why}.`);
  }
  try {
    options.signal?.throwIfAborted();
    // A head and shoulders sits in the middle of what a model paints.
    return await savePicture(picture, CENTRED);
  } finally {
    picture.close();
  }
}
