import { strToU8 } from 'fflate';
import {
  DAMAGED_ZIP,
  pictureEntryName,
  pictureIdsOf,
  pictureType,
  picturesSummary,
  readBackupZip,
} from '../portrait-backup';

const WEBP = new Uint8Array([...strToU8('RIFF'), 1, 0, 0, 0, ...strToU8('WEBPVP8 ')]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0]);
const PNG = new Uint8Array([0x89, ...strToU8('PNG'), 13, 10]);

test.each([
  ['WebP', WEBP, 'image/webp'],
  ['JPEG', JPEG, 'image/jpeg'],
  ['PNG', PNG, 'image/png'],
  ['words', strToU8('not a picture'), null],
  ['nothing', new Uint8Array(), null],
  ['RIFF that is no WebP', strToU8('RIFF\u0001\u0000\u0000\u0000WAVEfmt '), null],
])('a file of %s reads as %p', (_what, bytes, type) => {
  expect(pictureType(bytes)).toBe(type);
});

test('each picture once, in the order its characters come; names by type', () => {
  expect(pictureIdsOf([{ pictureId: 'a' }, {}, { pictureId: 'b' }, { pictureId: 'a' }])).toEqual([
    'a',
    'b',
  ]);
  expect(pictureEntryName({ id: 'a', type: 'image/webp' })).toBe('portraits/a.webp');
  expect(pictureEntryName({ id: 'b', type: 'image/jpeg' })).toBe('portraits/b.jpg');
});

test('a zip is sorted into its backup, its pictures and the damaged ones; other files are ignored', () => {
  const backup = strToU8('{}');
  const contents = readBackupZip({
    'backup.json': backup,
    'portraits/a.webp': WEBP,
    'portraits/b.jpg': strToU8('broken'),
    'portraits/../../evil.webp': WEBP,
    'readme.txt': strToU8('hello'),
  });
  expect(contents.backup).toBe(backup);
  expect(contents.pictures).toEqual([{ id: 'a', type: 'image/webp', bytes: WEBP }]);
  expect(contents.damaged).toEqual(['portraits/b.jpg']);
  expect(() => readBackupZip({ 'portraits/a.webp': WEBP })).toThrow(DAMAGED_ZIP);
});

test.each([
  [0, 0, ''],
  [1, 0, '1 portrait restored.'],
  [3, 0, '3 portraits restored.'],
  [
    2,
    1,
    '2 portraits restored. 1 portrait was damaged and left out; those characters show their default portrait.',
  ],
  [0, 2, '2 portraits were damaged and left out; those characters show their default portrait.'],
])('%i restored and %i damaged read %j', (restored, damaged, words) => {
  expect(picturesSummary(restored, damaged)).toBe(words);
});
