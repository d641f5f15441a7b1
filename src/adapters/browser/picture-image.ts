/**
 * Decoding a picked picture and encoding the kept part, with the browser's own image code
 * (`createImageBitmap` and a canvas). Loaded only when the user uploads a picture.
 */
import {
  cropRect,
  encodeToFit,
  storedSize,
  type EncodeRequest,
  type FramePosition,
  type Size,
} from '@/domain/picture';
import { LocalTextError, localText } from '@/domain/i18n/text';
import type { MessageId } from '@/domain/i18n/catalogs';

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

/**
 * The part of the picture inside the 2:3 frame at `position`, at most 512×768 and at most
 * 120 KB: WebP where the browser writes it, JPEG otherwise.
 */
export async function encodePortrait(
  picture: DecodedPicture,
  position: FramePosition,
): Promise<{ blob: Blob } & Size> {
  const rect = cropRect(picture, position);
  const full = storedSize(rect);
  const canvas = document.createElement('canvas');
  let size = full;
  const encode = async ({ type, quality, scale }: EncodeRequest) => {
    size = {
      width: Math.max(1, Math.round(full.width * scale)),
      height: Math.max(1, Math.round(full.height * scale)),
    };
    if (canvas.width !== size.width || canvas.height !== size.height) {
      canvas.width = size.width;
      canvas.height = size.height;
      const context = canvas.getContext('2d');
      if (!context)
        throw new LocalTextError(
          'this browser cannot draw pictures',
          localText('pictureError.cannotDraw'),
        );
      context.imageSmoothingQuality = 'high';
      context.drawImage(
        picture.bitmap,
        rect.x,
        rect.y,
        rect.width,
        rect.height,
        0,
        0,
        size.width,
        size.height,
      );
    }
    return toBlob(canvas, type, quality);
  };
  const blob = await encodeToFit(encode);
  return { blob, ...size };
}
