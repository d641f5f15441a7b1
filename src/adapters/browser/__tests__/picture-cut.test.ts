import { cutPortrait, type CutCanvas } from '../picture-cut';

/** A canvas that remembers what was drawn on it and writes files of a chosen size. */
function fakeCanvas(drawable = true) {
  const drawn: number[][] = [];
  const canvas: CutCanvas = {
    width: 1,
    height: 1,
    getContext: () =>
      drawable
        ? {
            imageSmoothingQuality: 'low',
            drawImage: (_image: unknown, ...numbers: number[]) => drawn.push(numbers),
          }
        : null,
  } as CutCanvas;
  return { canvas, drawn };
}

/** A camera's landscape photo, as the decoder hands it over. */
const photo = { width: 4000, height: 3000, close: () => undefined } as ImageBitmap;

test('the frame is cut from the picture at its place and drawn at the stored size', async () => {
  const { canvas, drawn } = fakeCanvas();
  const written: [string, number][] = [];
  const cut = await cutPortrait(photo, { x: 1, y: 0.5 }, canvas, (_c, type, quality) => {
    written.push([type, quality]);
    return Promise.resolve(new Blob(['x'.repeat(1000)], { type }));
  });
  // The 2:3 frame of a 3000 px high photo is 2000 px wide, at the right edge.
  expect(drawn).toEqual([[2000, 0, 2000, 3000, 0, 0, 512, 768]]);
  expect([cut.width, cut.height, cut.blob.type]).toEqual([512, 768, 'image/webp']);
  expect(written).toEqual([['image/webp', 0.86]]);
});

test('a picture too large at every quality is made smaller until it fits', async () => {
  const { canvas, drawn } = fakeCanvas();
  const cut = await cutPortrait(photo, { x: 0.5, y: 0.5 }, canvas, (c, type) =>
    Promise.resolve(new Blob(['x'.repeat(c.width * 300)], { type })),
  );
  expect(cut.blob.size).toBeLessThanOrEqual(120 * 1024);
  expect(cut.width).toBeLessThan(512);
  expect(drawn.length).toBeGreaterThan(1);
});

test('a canvas that cannot draw says so', async () => {
  const { canvas } = fakeCanvas(false);
  await expect(
    cutPortrait(photo, { x: 0.5, y: 0.5 }, canvas, () => Promise.resolve(new Blob())),
  ).rejects.toThrow('this browser cannot draw pictures');
});
