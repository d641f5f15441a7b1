/**
 * Cuts a picture to its frame and writes the stored file away from the page: drawing a phone
 * camera's photo smaller and encoding it takes long enough on a slow phone to freeze the screen.
 */
import type { FramePosition } from '@/domain/picture';
import { textOf } from '@/domain/i18n/text';
import { cutPortrait } from './picture-cut';
import type { EncoderReply } from './picture-encoder';

interface WorkerScope {
  onmessage:
    ((event: MessageEvent<{ bitmap: ImageBitmap; position: FramePosition }>) => void) | null;
  postMessage: (reply: EncoderReply) => void;
}

const scope = self as unknown as WorkerScope;

scope.onmessage = ({ data: { bitmap, position } }) => {
  cutPortrait(bitmap, position, new OffscreenCanvas(1, 1), (canvas, type, quality) =>
    canvas.convertToBlob({ type, quality }),
  )
    .then(
      (cut) => scope.postMessage({ kind: 'cut', ...cut }),
      (error: unknown) =>
        scope.postMessage({
          kind: 'failed',
          message: error instanceof Error ? error.message : String(error),
          text: textOf(error),
        }),
    )
    .finally(() => bitmap.close());
};

// Said once the worker runs: until then, the page keeps the picture and can cut it itself.
scope.postMessage({ kind: 'ready' });
