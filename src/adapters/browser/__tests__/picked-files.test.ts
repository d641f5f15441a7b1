import { readFileText } from '../picked-files';

test('a picked file is read as text', async () => {
  await expect(readFileText(new File(['{"a":1}'], 'a.json'))).resolves.toBe('{"a":1}');
});

test('a File without text() is read with a FileReader', async () => {
  const file = new File(['é and more'], 'b.json');
  Object.defineProperty(file, 'text', { value: undefined });
  await expect(readFileText(file)).resolves.toBe('é and more');
});
