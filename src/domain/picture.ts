/**
 * An uploaded portrait: which files are taken, the 2:3 frame it is cut to and how it is made
 * small enough to keep. Pure: the browser's decoding and encoding are passed in.
 */
import { localText, type LocalText } from './i18n/text';

/** The largest file taken: a phone's photo fits with room to spare. */
const PICTURE_MAX_BYTES = 20 * 1024 * 1024;

/** The largest stored picture. */
const STORED_PICTURE_MAX_BYTES = 120 * 1024;

/** The stored picture's largest size, in pixels: the portrait's 2:3 frame. */
const STORED_PICTURE_WIDTH = 512;
const STORED_PICTURE_HEIGHT = 768;

/** The types a picked file may have; HEIC works only where the browser decodes it. */
const PICTURE_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/heic',
  'image/heif',
];
/** Some systems give a photo no type: its name's ending says what it is. */
const PICTURE_ENDINGS = /\.(jpe?g|png|webp|gif|heic|heif)$/i;

/** The start of every message about a picture that is not used. */
export const PICTURE_REFUSED = 'Could not use this picture';

type FileFault = 'type' | 'size' | 'empty';

function fileFault(file: { name: string; type: string; size: number }): FileFault | null {
  const typed = file.type ? PICTURE_TYPES.includes(file.type) : PICTURE_ENDINGS.test(file.name);
  if (!typed) return 'type';
  if (file.size > PICTURE_MAX_BYTES) return 'size';
  if (file.size === 0) return 'empty';
  return null;
}

const FAULT_WORDS: Record<FileFault, string> = {
  type: 'it is not a JPEG, PNG, WebP, GIF or HEIC picture',
  size: 'it is larger than 20 MB',
  empty: 'the file is empty',
};

/**
 * Why a picked file cannot be a portrait, in the user's words, or null when it may be tried: a
 * type other than JPEG, PNG, WebP, GIF or HEIC, or more than 20 MB.
 */
export function pictureFileProblem(file: {
  name: string;
  type: string;
  size: number;
}): string | null {
  const fault = fileFault(file);
  return fault && `${PICTURE_REFUSED}: ${FAULT_WORDS[fault]}.`;
}

/** The same problem as {@link pictureFileProblem}, in the interface's language. */
export function pictureFileProblemText(file: {
  name: string;
  type: string;
  size: number;
}): LocalText | null {
  const fault = fileFault(file);
  return fault && localText('pictureError.refused', { reason: localText(`pictureError.${fault}`) });
}

export interface Size {
  width: number;
  height: number;
}

/**
 * Where the frame sits on the picture: 0 to 1 across the room it has to move in each direction
 * (0 at the left or top edge, 1 at the right or bottom). The same numbers as CSS
 * `object-position` percentages, so the step's preview and the stored picture agree.
 */
export interface FramePosition {
  x: number;
  y: number;
}

export const CENTRED: FramePosition = { x: 0.5, y: 0.5 };

const clamp01 = (n: number) => Math.min(1, Math.max(0, Number.isFinite(n) ? n : 0.5));

/** The largest 2:3 frame inside a picture of `size`. */
function frameSize({ width, height }: Size): Size {
  const frameWidth = Math.min(width, (height * 2) / 3);
  return { width: frameWidth, height: (frameWidth * 3) / 2 };
}

/** The part of the picture kept, in its own pixels. */
export function cropRect(size: Size, position: FramePosition): Size & { x: number; y: number } {
  const frame = frameSize(size);
  return {
    x: (size.width - frame.width) * clamp01(position.x),
    y: (size.height - frame.height) * clamp01(position.y),
    ...frame,
  };
}

/** The stored picture's size: the frame itself, or 512×768 when the frame is larger. */
export function storedSize(frame: Size): Size {
  const scale = Math.min(
    1,
    STORED_PICTURE_WIDTH / frame.width,
    STORED_PICTURE_HEIGHT / frame.height,
  );
  return {
    width: Math.max(1, Math.round(frame.width * scale)),
    height: Math.max(1, Math.round(frame.height * scale)),
  };
}

/**
 * The position after the picture is moved by `dx`, `dy` pixels on a preview of `shown` size (a
 * drag, or an arrow key's step): the picture follows the pointer, so the frame moves the other
 * way. A direction without room to move stays as it is.
 */
export function movedPosition(
  position: FramePosition,
  picture: Size,
  shown: Size,
  dx: number,
  dy: number,
): FramePosition {
  const scale = Math.max(shown.width / picture.width, shown.height / picture.height);
  const roomX = picture.width * scale - shown.width;
  const roomY = picture.height * scale - shown.height;
  return {
    x: roomX > 0.5 ? clamp01(position.x - dx / roomX) : position.x,
    y: roomY > 0.5 ? clamp01(position.y - dy / roomY) : position.y,
  };
}

/** How an encoder is asked for a picture: its type, its quality (0–1) and a scale of its size. */
export interface EncodeRequest {
  type: 'image/webp' | 'image/jpeg';
  quality: number;
  scale: number;
}

/** The qualities tried, best first, before the picture is made smaller. */
const QUALITIES = [0.86, 0.78, 0.7, 0.6, 0.5, 0.4];
/** How much smaller each further round makes the picture. */
const SHRINK = 0.8;
/** Rounds of shrinking tried before giving up (0.8⁶ is about a quarter the size). */
const MAX_SHRINKS = 6;

/**
 * Encodes until the picture fits in `limit` bytes: WebP where the encoder writes it (a browser
 * that cannot quietly writes PNG instead), JPEG otherwise, at lower and lower quality, then
 * smaller. Rejects when nothing fits.
 */
export async function encodeToFit<B extends { size: number; type: string }>(
  encode: (request: EncodeRequest) => Promise<B>,
  limit: number = STORED_PICTURE_MAX_BYTES,
): Promise<B> {
  let type: EncodeRequest['type'] = 'image/webp';
  for (let shrink = 0, scale = 1; shrink <= MAX_SHRINKS; shrink += 1, scale *= SHRINK) {
    for (const quality of QUALITIES) {
      const request = { type, quality, scale };
      const blob = await encode(request);
      if (blob.type !== type) {
        // The browser cannot write WebP: JPEG from here on, this quality tried again.
        type = 'image/jpeg';
        const again = { ...request, type };
        const jpeg = await encode(again);
        if (jpeg.size <= limit) return jpeg;
        continue;
      }
      if (blob.size <= limit) return blob;
    }
  }
  throw new Error('the picture could not be made small enough to keep');
}
