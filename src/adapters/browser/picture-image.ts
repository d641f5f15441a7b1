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

/** Thrown when a file does not decode as a picture; says so in the user's words. */
class UnreadablePictureError extends Error {
  override readonly name = 'UnreadablePictureError';
}

/**
 * A decoded picture, ready to be cut: `width` and `height` are the picture's own, `bitmap` may be
 * a smaller copy of it. `close` lets its memory go.
 */
export interface DecodedPicture extends Size {
  bitmap: ImageBitmap;
  /** Draws the picture on `canvas`, at the size of the copy kept, for the crop step to show. */
  paintPreview: (canvas: HTMLCanvasElement) => void;
  close: () => void;
}

/**
 * The size a picture of `size` is kept at until it is cut: small enough that a phone's photo
 * does not hold tens of megabytes, large enough that any 2:3 frame cut from it still gives the
 * full stored size. Null when the picture is already that small.
 */
export function workingSize(size: Size): Size | null {
  const frame = cropRect(size, { x: 0, y: 0 });
  const stored = storedSize(frame);
  const scale = Math.max(stored.width / frame.width, stored.height / frame.height);
  if (scale >= 1) return null;
  // Rounded up, so the frame cut from the copy is never a pixel short of the stored size.
  return {
    width: Math.min(size.width, Math.ceil(size.width * scale) + 1),
    height: Math.min(size.height, Math.ceil(size.height * scale) + 1),
  };
}

/** `bitmap`, scaled down to the working size when it is larger; a new copy closes the old. */
async function scaledForWork(bitmap: ImageBitmap): Promise<ImageBitmap> {
  const size = workingSize(bitmap);
  if (!size) return bitmap;
  try {
    const scaled = await createImageBitmap(bitmap, {
      resizeWidth: size.width,
      resizeHeight: size.height,
      resizeQuality: 'high',
    });
    bitmap.close();
    return scaled;
  } catch {
    // A browser that cannot scale it keeps the whole picture: slower, just as good.
    return bitmap;
  }
}

/**
 * Decodes a picked file once, turned the way its camera says (EXIF orientation), and keeps a
 * copy only as large as the stored picture needs; the crop step shows that same copy.
 */
export async function decodePicture(file: Blob): Promise<DecodedPicture> {
  const decoded = await decodeFull(file);
  const { width, height } = decoded;
  const bitmap = await scaledForWork(decoded);
  return {
    bitmap,
    width,
    height,
    paintPreview: (canvas) => {
      canvas.width = bitmap.width;
      canvas.height = bitmap.height;
      canvas.getContext('2d')?.drawImage(bitmap, 0, 0);
    },
    close: () => bitmap.close(),
  };
}

/** The file decoded at its own size; rejects in the user's words when it is not a picture. */
async function decodeFull(file: Blob): Promise<ImageBitmap> {
  if (typeof createImageBitmap !== 'function') {
    throw new UnreadablePictureError('this browser cannot read pictures');
  }
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new UnreadablePictureError('the file is damaged or not a picture this browser can read');
  }
  if (!bitmap.width || !bitmap.height) {
    bitmap.close();
    throw new UnreadablePictureError('the picture is empty');
  }
  return bitmap;
}

/** The canvas's picture as a file of `type`; a browser that cannot write it gives PNG. */
function toBlob(canvas: HTMLCanvasElement, type: string, quality: number): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('the picture could not be encoded'))),
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
  // The frame in the kept copy's pixels: the stored size is the same whichever copy is cut.
  const sx = picture.bitmap.width / picture.width;
  const sy = picture.bitmap.height / picture.height;
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
      if (!context) throw new Error('this browser cannot draw pictures');
      context.imageSmoothingQuality = 'high';
      context.drawImage(
        picture.bitmap,
        rect.x * sx,
        rect.y * sy,
        rect.width * sx,
        rect.height * sy,
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
