import { openShareSheet } from '../share-sheet';

const data = { title: 'Ada', url: 'https://example.test/character-generator#c=abc' };

test('the system sheet gets the title and link', async () => {
  const share = jest.fn(async () => undefined);
  await expect(openShareSheet(data, { share })).resolves.toBe('shared');
  expect(share).toHaveBeenCalledWith(data);
});

test('closing the sheet is a cancel, not a failure', async () => {
  const share = jest.fn(async () => {
    throw new DOMException('closed', 'AbortError');
  });
  await expect(openShareSheet(data, { share })).resolves.toBe('cancelled');
});

test('no sheet, or a sheet that fails: unavailable, so the caller offers another way', async () => {
  await expect(openShareSheet(data, {})).resolves.toBe('unavailable');
  const share = jest.fn(async () => {
    throw new DOMException('not allowed', 'NotAllowedError');
  });
  await expect(openShareSheet(data, { share })).resolves.toBe('unavailable');
});
