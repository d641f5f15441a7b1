/**
 * The worker that cuts and encodes uploaded pictures (see picture-encoder.worker.ts), started
 * while the user places the frame, so it is ready when `Use picture` is pressed.
 */
import type { FramePosition, Size } from '@/domain/picture';
import { LocalTextError, localText, type LocalText } from '@/domain/i18n/text';

/** What the worker says: that it runs, the cut picture, or why it could not cut it. */
export type EncoderReply =
  | { kind: 'ready' }
  | ({ kind: 'cut'; blob: Blob } & Size)
  | { kind: 'failed'; message: string; text: LocalText | undefined };

/** A running worker, ready for one picture. */
export interface PictureEncoder {
  /** Hands the picture over (the page cannot use it after) and resolves to the stored file. */
  cut: (bitmap: ImageBitmap, position: FramePosition) => Promise<{ blob: Blob } & Size>;
  stop: () => void;
}

/**
 * Starts the worker; resolves once it runs, or to null where it cannot start (the page then
 * cuts the picture itself).
 */
export function startPictureEncoder(): Promise<PictureEncoder | null> {
  let worker: Worker;
  try {
    worker = new Worker(new URL('./picture-encoder.worker.ts', import.meta.url));
  } catch {
    return Promise.resolve(null);
  }
  return new Promise((resolve) => {
    worker.onerror = () => {
      worker.terminate();
      resolve(null);
    };
    worker.onmessage = ({ data }: MessageEvent<EncoderReply>) => {
      if (data.kind === 'ready') resolve(encoderOf(worker));
    };
  });
}

function encoderOf(worker: Worker): PictureEncoder {
  return {
    cut: (bitmap, position) =>
      new Promise((resolve, reject) => {
        worker.onmessage = ({ data }: MessageEvent<EncoderReply>) => {
          if (data.kind === 'cut')
            resolve({ blob: data.blob, width: data.width, height: data.height });
          else if (data.kind === 'failed') {
            reject(
              data.text ? new LocalTextError(data.message, data.text) : new Error(data.message),
            );
          }
        };
        worker.onerror = () =>
          reject(
            new LocalTextError(
              'the picture could not be encoded',
              localText('pictureError.notEncoded'),
            ),
          );
        worker.postMessage({ bitmap, position }, [bitmap]);
      }),
    stop: () => worker.terminate(),
  };
}
