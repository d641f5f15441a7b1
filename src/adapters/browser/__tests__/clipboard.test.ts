import { ClipboardError, writeClipboardText } from '../clipboard';

test('the text goes to the clipboard', async () => {
  const writeText = jest.fn(async () => undefined);
  await writeClipboardText('hello', { clipboard: { writeText } as unknown as Clipboard });
  expect(writeText).toHaveBeenCalledWith('hello');
});

test('no clipboard for the page: says so', async () => {
  const promise = writeClipboardText('x', {} as Pick<Navigator, 'clipboard'>);
  await expect(promise).rejects.toThrow(ClipboardError);
  await expect(promise).rejects.toThrow('this browser does not let the page use the clipboard');
});

test('a refused write: says the browser refused', async () => {
  const writeText = jest.fn(async () => {
    throw new DOMException('denied', 'NotAllowedError');
  });
  await expect(
    writeClipboardText('x', { clipboard: { writeText } as unknown as Clipboard }),
  ).rejects.toThrow('the browser refused access to the clipboard');
});
