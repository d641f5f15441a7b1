import { formatBytes, storageFullMessage, storedBytes } from '../library-storage';

test('a stored text takes two bytes a unit, nothing stored none', () => {
  expect(storedBytes('abc')).toBe(6);
  expect(storedBytes('')).toBe(0);
  expect(storedBytes(null)).toBe(0);
});

test('sizes read in KB below a megabyte and in MB above', () => {
  expect(formatBytes(0)).toBe('0 KB');
  expect(formatBytes(10)).toBe('1 KB');
  expect(formatBytes(1536)).toBe('2 KB');
  expect(formatBytes(1023 * 1024)).toBe('1023 KB');
  expect(formatBytes(1024 * 1024)).toBe('1.0 MB');
  expect(formatBytes(4.26 * 1024 * 1024)).toBe('4.3 MB');
});

test('the message says what failed, what fills the storage and what to do', () => {
  expect(
    storageFullMessage('Failed to save character: browser storage is full.', {
      characters: 3.5 * 1024 * 1024,
      history: 800 * 1024,
    }),
  ).toBe(
    'Failed to save character: browser storage is full. Saved characters take 3.5 MB and ' +
      'History 800 KB. Export a backup, then delete characters you no longer need or clear ' +
      'History to make room.',
  );
});

test('uploaded portraits count in the figures once there are any', () => {
  const opening = 'Failed to save character: browser storage is full.';
  expect(
    storageFullMessage(opening, {
      characters: 300 * 1024,
      history: 20 * 1024,
      pictures: 2.4 * 1024 * 1024,
    }),
  ).toBe(
    `${opening} Saved characters take 300 KB, their portraits 2.4 MB and History 20 KB. ` +
      'Export a backup, then delete characters you no longer need or clear History to make room.',
  );
  expect(storageFullMessage(opening, { characters: 1024, history: 1024, pictures: 0 })).toBe(
    `${opening} Saved characters take 1 KB and History 1 KB. Export a backup, then delete ` +
      'characters you no longer need or clear History to make room.',
  );
});
