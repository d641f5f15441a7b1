/**
 * The kept part of a decoded picture drawn at its stored size and written as a small file, on
 * any canvas: the page's own, or a worker's offscreen one.
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

/** A canvas the picture is drawn on: what the page's canvas and a worker's both offer. */
export interface CutCanvas {
  width: number;
  height: number;
  getContext(
    kind: '2d',
  ): Pick<CanvasRenderingContext2D, 'drawImage' | 'imageSmoothingQuality'> | null;
}

/**
 * The part of the picture inside the 2:3 frame at `position`, at most 512×768 and at most
 * 120 KB: WebP where the browser writes it, JPEG otherwise. `write` makes a file of the canvas.
 */
export async function cutPortrait<C extends CutCanvas>(
  bitmap: ImageBitmap,
  position: FramePosition,
  canvas: C,
  write: (canvas: C, type: string, quality: number) => Promise<Blob>,
): Promise<{ blob: Blob } & Size> {
  const rect = cropRect(bitmap, position);
  const full = storedSize(rect);
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
      if (!context) {
        throw new LocalTextError(
          'this browser cannot draw pictures',
          localText('pictureError.cannotDraw'),
        );
      }
      context.imageSmoothingQuality = 'high';
      context.drawImage(
        bitmap,
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
    return write(canvas, type, quality);
  };
  const blob = await encodeToFit(encode);
  return { blob, ...size };
}
