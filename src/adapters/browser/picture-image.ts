/**
 * Decoding a picked picture and encoding the kept part, with the browser's own image code
 * (`createImageBitmap` and a canvas). Loaded only when the user uploads a picture.
 */
import type { FramePosition, Size } from '@/domain/picture';
import { LocalTextError, localText } from '@/domain/i18n/text';
import type { MessageId } from '@/domain/i18n/catalogs';
import { cutPortrait } from './picture-cut';
import type { PictureEncoder } from './picture-encoder';

/** Thrown when a file does not decode as a picture; says so in the user's words. */
class UnreadablePictureError extends LocalTextError {
  override readonly name = 'UnreadablePictureError';
  constructor(message: string, id: MessageId) {
    super(message, localText(id));
  }
}

/** A decoded picture, ready to be cut; `close` lets its memory go. */
export interface DecodedPicture extends Size {
  bitmap: ImageBitmap;
  close: () => void;
  /** The worker that will cut it (see {@link readyToCut}); null where none could start. */
  encoder?: Promise<PictureEncoder | null>;
}

/** Decodes a picked file, turned the way its camera says (EXIF orientation). */
export async function decodePicture(file: Blob): Promise<DecodedPicture> {
  if (typeof createImageBitmap !== 'function') {
    throw new UnreadablePictureError(
      'this browser cannot read pictures',
      'pictureError.cannotRead',
    );
  }
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new UnreadablePictureError(
      'the file is damaged or not a picture this browser can read',
      'pictureError.damaged',
    );
  }
  if (!bitmap.width || !bitmap.height) {
    bitmap.close();
    throw new UnreadablePictureError('the picture is empty', 'pictureError.emptyPicture');
  }
  return { bitmap, width: bitmap.width, height: bitmap.height, close: () => bitmap.close() };
}

/** The canvas's picture as a file of `type`; a browser that cannot write it gives PNG. */
function toBlob(canvas: HTMLCanvasElement, type: string, quality: number): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) =>
        blob
          ? resolve(blob)
          : reject(
              new LocalTextError(
                'the picture could not be encoded',
                localText('pictureError.notEncoded'),
              ),
            ),
      type,
      quality,
    );
  });
}

/** Whether this browser can cut pictures in a worker. */
const workersDraw = () => typeof Worker === 'function' && typeof OffscreenCanvas === 'function';

/**
 * The picture with a worker started to cut it, where the browser has one: it gets ready while
 * the user places the frame. Closing the picture stops the worker too.
 */
export function readyToCut(picture: DecodedPicture): DecodedPicture {
  if (!workersDraw()) return picture;
  const encoder = import(/* webpackChunkName: "picture-encoder" */ './picture-encoder').then(
    ({ startPictureEncoder }) => startPictureEncoder(),
    () => null,
  );
  return {
    ...picture,
    encoder,
    close: () => {
      picture.close();
      void encoder.then((ready) => ready?.stop());
    },
  };
}

/**
 * The part of the picture inside the 2:3 frame at `position`, at most 512×768 and at most
 * 120 KB: WebP where the browser writes it, JPEG otherwise. Cut in the picture's worker when
 * it has one that runs (the picture is the worker's after that), else on the page.
 */
export async function encodePortrait(
  picture: DecodedPicture,
  position: FramePosition,
): Promise<{ blob: Blob } & Size> {
  const encoder = await picture.encoder;
  if (encoder) return encoder.cut(picture.bitmap, position);
  return cutPortrait(picture.bitmap, position, document.createElement('canvas'), toBlob);
}
