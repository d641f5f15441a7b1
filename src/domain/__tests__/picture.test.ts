/**
 * @jest-environment node
 */
import {
  cropRect,
  encodeToFit,
  movedPosition,
  pictureFileProblem,
  storedSize,
  type EncodeRequest,
} from '../picture';

const MB = 1024 * 1024;

describe('pictureFileProblem', () => {
  test.each([
    ['photo.jpg', 'image/jpeg', 3 * MB, null],
    ['art.png', 'image/png', 1000, null],
    ['a.webp', 'image/webp', 1000, null],
    ['a.gif', 'image/gif', 1000, null],
    ['IMG_0001.HEIC', '', 1000, null],
    ['IMG_0001.heic', 'image/heic', 1000, null],
    [
      'notes.txt',
      'text/plain',
      1000,
      'Could not use this picture: it is not a JPEG, PNG, WebP, GIF or HEIC picture.',
    ],
    [
      'drawing.svg',
      'image/svg+xml',
      1000,
      'Could not use this picture: it is not a JPEG, PNG, WebP, GIF or HEIC picture.',
    ],
    [
      'noname',
      '',
      1000,
      'Could not use this picture: it is not a JPEG, PNG, WebP, GIF or HEIC picture.',
    ],
    ['huge.jpg', 'image/jpeg', 20 * MB + 1, 'Could not use this picture: it is larger than 20 MB.'],
    ['just.jpg', 'image/jpeg', 20 * MB, null],
    ['empty.png', 'image/png', 0, 'Could not use this picture: the file is empty.'],
  ])('%s (%s, %i bytes)', (name, type, size, expected) => {
    expect(pictureFileProblem({ name, type, size })).toBe(expected);
  });
});

describe('the 2:3 frame', () => {
  test.each([
    // picture, position, kept part
    [
      { width: 4000, height: 3000 },
      { x: 0.5, y: 0.5 },
      { x: 1000, y: 0, width: 2000, height: 3000 },
    ],
    [
      { width: 4000, height: 3000 },
      { x: 0, y: 0.5 },
      { x: 0, y: 0, width: 2000, height: 3000 },
    ],
    [
      { width: 4000, height: 3000 },
      { x: 1, y: 1 },
      { x: 2000, y: 0, width: 2000, height: 3000 },
    ],
    [
      { width: 1000, height: 3000 },
      { x: 0.5, y: 0 },
      { x: 0, y: 0, width: 1000, height: 1500 },
    ],
    [
      { width: 1000, height: 3000 },
      { x: 0.5, y: 1 },
      { x: 0, y: 1500, width: 1000, height: 1500 },
    ],
    [
      { width: 200, height: 300 },
      { x: 0.3, y: 0.9 },
      { x: 0, y: 0, width: 200, height: 300 },
    ],
    // A position out of range is held at the edge.
    [
      { width: 4000, height: 3000 },
      { x: 7, y: -1 },
      { x: 2000, y: 0, width: 2000, height: 3000 },
    ],
  ])('of %j at %j keeps %j', (picture, position, kept) => {
    expect(cropRect(picture, position)).toEqual(kept);
  });

  test.each([
    [
      { width: 2000, height: 3000 },
      { width: 512, height: 768 },
    ],
    [
      { width: 200, height: 300 },
      { width: 200, height: 300 },
    ],
    [
      { width: 1000, height: 1500 },
      { width: 512, height: 768 },
    ],
  ])('%j is stored at %j', (frame, size) => {
    expect(storedSize(frame)).toEqual(size);
  });

  test('a drag moves the picture with the pointer, and stops at its edges', () => {
    const picture = { width: 4000, height: 3000 };
    const shown = { width: 200, height: 300 };
    // Shown 400 wide in a 200-wide frame: 200 px of room across, none down.
    expect(movedPosition({ x: 0.5, y: 0.5 }, picture, shown, 50, 80)).toEqual({ x: 0.25, y: 0.5 });
    expect(movedPosition({ x: 0.5, y: 0.5 }, picture, shown, -50, 0)).toEqual({ x: 0.75, y: 0.5 });
    expect(movedPosition({ x: 0.1, y: 0.5 }, picture, shown, 500, 0)).toEqual({ x: 0, y: 0.5 });
  });
});

describe('encodeToFit', () => {
  /** An encoder whose size falls with quality and scale; `webp` says whether it writes WebP. */
  const encoder = (webp: boolean, bytesAtBest: number) => {
    const asked: EncodeRequest[] = [];
    const encode = (request: EncodeRequest) => {
      asked.push(request);
      const type = request.type === 'image/webp' && !webp ? 'image/png' : request.type;
      const size = Math.round(bytesAtBest * request.quality * request.scale * request.scale);
      return Promise.resolve({ type, size });
    };
    return { asked, encode };
  };

  test('WebP at the best quality that fits', async () => {
    const { encode } = encoder(true, 200_000);
    const blob = await encodeToFit(encode, 120 * 1024);
    expect(blob.type).toBe('image/webp');
    expect(blob.size).toBeLessThanOrEqual(120 * 1024);
    expect(blob.size).toBe(120_000);
  });

  test('JPEG where the browser cannot write WebP', async () => {
    const { encode, asked } = encoder(false, 100_000);
    const blob = await encodeToFit(encode, 120 * 1024);
    expect(blob.type).toBe('image/jpeg');
    expect(asked.filter((r) => r.type === 'image/webp')).toHaveLength(1);
  });

  test('smaller when even the lowest quality is too large', async () => {
    const { encode, asked } = encoder(true, 1_000_000);
    const blob = await encodeToFit(encode, 120 * 1024);
    expect(blob.size).toBeLessThanOrEqual(120 * 1024);
    expect(asked.at(-1)!.scale).toBeLessThan(1);
  });

  test('gives up when nothing fits', async () => {
    const { encode } = encoder(true, 1e12);
    await expect(encodeToFit(encode, 120 * 1024)).rejects.toThrow('small enough');
  });
});
