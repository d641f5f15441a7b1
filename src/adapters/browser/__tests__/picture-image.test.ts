import { decodePicture, workingSize } from '../picture-image';

/** A stand-in for the browser's decoded picture: its size and whether it was let go. */
function fakeBitmap(width: number, height: number) {
  return { width, height, close: jest.fn() } as unknown as ImageBitmap & { close: jest.Mock };
}

const realCreateImageBitmap = globalThis.createImageBitmap;
afterEach(() => {
  globalThis.createImageBitmap = realCreateImageBitmap;
});

describe('a picked picture', () => {
  test('is decoded from the file once, then kept as a copy only as large as the portrait needs', async () => {
    const full = fakeBitmap(4000, 3000);
    const scaled = fakeBitmap(1025, 769);
    const create = jest.fn((source: unknown) => Promise.resolve(source === full ? scaled : full));
    globalThis.createImageBitmap = create as unknown as typeof createImageBitmap;
    const file = new Blob(['jpeg'], { type: 'image/jpeg' });

    const picture = await decodePicture(file);

    const fromFile = create.mock.calls.filter(([source]) => source === file);
    expect(fromFile).toHaveLength(1);
    expect(create).toHaveBeenCalledWith(full, {
      resizeWidth: 1025,
      resizeHeight: 769,
      resizeQuality: 'high',
    });
    expect(full.close).toHaveBeenCalled();
    // The picture keeps its own size: the frame is positioned and cut on it.
    expect(picture).toMatchObject({ width: 4000, height: 3000, bitmap: scaled });
    picture.close();
    expect(scaled.close).toHaveBeenCalled();
  });

  test('the crop step is painted from the decoded copy, not from the file again', async () => {
    const scaled = fakeBitmap(1025, 769);
    const full = fakeBitmap(4000, 3000);
    globalThis.createImageBitmap = jest.fn((source: unknown) =>
      Promise.resolve(source === full ? scaled : full),
    ) as unknown as typeof createImageBitmap;
    const picture = await decodePicture(new Blob(['jpeg'], { type: 'image/jpeg' }));
    const drawImage = jest.fn();
    const canvas = { width: 0, height: 0, getContext: () => ({ drawImage }) };

    picture.paintPreview(canvas as unknown as HTMLCanvasElement);

    expect(canvas).toMatchObject({ width: 1025, height: 769 });
    expect(drawImage).toHaveBeenCalledWith(scaled, 0, 0);
    expect(globalThis.createImageBitmap).toHaveBeenCalledTimes(2);
  });

  test('a picture already small enough is kept as it is', async () => {
    const small = fakeBitmap(300, 400);
    const create = jest.fn(() => Promise.resolve(small));
    globalThis.createImageBitmap = create as unknown as typeof createImageBitmap;
    const picture = await decodePicture(new Blob(['png'], { type: 'image/png' }));
    expect(create).toHaveBeenCalledTimes(1);
    expect(picture).toMatchObject({ width: 300, height: 400, bitmap: small });
    expect(small.close).not.toHaveBeenCalled();
  });

  test('a damaged file is refused in the user’s words', async () => {
    globalThis.createImageBitmap = jest.fn(() =>
      Promise.reject(new DOMException('bad', 'InvalidStateError')),
    ) as unknown as typeof createImageBitmap;
    await expect(decodePicture(new Blob(['x'], { type: 'image/jpeg' }))).rejects.toThrow(
      'the file is damaged or not a picture this browser can read',
    );
  });
});

describe('the copy kept until the picture is cut', () => {
  test.each([
    // Wide and tall photos, a square one and pictures at or below the stored size.
    [
      { width: 4000, height: 3000 },
      { width: 1025, height: 769 },
    ],
    [
      { width: 3000, height: 4000 },
      { width: 577, height: 769 },
    ],
    [
      { width: 2000, height: 2000 },
      { width: 769, height: 769 },
    ],
    [{ width: 512, height: 768 }, null],
    [{ width: 400, height: 300 }, null],
  ])('%o is kept at %o', (size, expected) => {
    expect(workingSize(size)).toEqual(expected);
  });

  test('any frame cut from the copy is at least the stored picture’s size', () => {
    for (const size of [
      { width: 4000, height: 3000 },
      { width: 4032, height: 3024 },
      { width: 1001, height: 1999 },
      { width: 6000, height: 800 },
    ]) {
      const copy = workingSize(size) ?? size;
      const frameWidth = Math.min(copy.width, (copy.height * 2) / 3);
      expect(frameWidth).toBeGreaterThanOrEqual(
        Math.min(512, Math.min(size.width, (size.height * 2) / 3)),
      );
    }
  });
});
