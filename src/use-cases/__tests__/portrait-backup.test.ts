import { strToU8, unzipSync, zipSync } from 'fflate';
import type { Character } from '@/domain/character';
import { buildExport } from '@/domain/character-export';
import { makeCharacter } from '@/testing/fixtures';
import { importStores } from '@/testing/import-stores';
import { downloadBlob } from '@/adapters/browser/downloads';
import * as pictures from '../pictures';
import { exportBackup, importFile } from '../transfer';

jest.mock('@/adapters/browser/downloads', () => ({ downloadBlob: jest.fn() }));
/** The browser's picture storage, stood in for. */
jest.mock('../pictures', () => ({ picturesAsFiles: jest.fn(), storePictureFiles: jest.fn() }));

/** A WebP file's first bytes, enough for the zip's check. */
const WEBP = new Uint8Array([...strToU8('RIFF'), 1, 0, 0, 0, ...strToU8('WEBPVP8 '), 9, 9]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);

const zipFile = (entries: Record<string, Uint8Array>, name = 'characters-portraits.zip') =>
  new File([zipSync(entries) as BlobPart], name, { type: 'application/zip' });

/** The last zip downloaded: its entries and its backup. */
async function downloadedZip() {
  const [blob, name] = jest.mocked(downloadBlob).mock.calls.at(-1)!;
  const files = unzipSync(new Uint8Array(await blob.arrayBuffer()));
  const backup = JSON.parse(new TextDecoder().decode(files['backup.json'])) as {
    characters: Character[];
    history: Character[];
  };
  return { blob, name, files, backup };
}

const PICTURED = makeCharacter({ id: 'p1', firstName: 'Ada', pictureId: 'pic-1' });

beforeEach(() => {
  jest
    .mocked(pictures.picturesAsFiles)
    .mockImplementation(async (ids) =>
      ids.filter((id) => id !== 'gone').map((id) => ({ id, type: 'image/webp', bytes: WEBP })),
    );
  jest
    .mocked(pictures.storePictureFiles)
    .mockImplementation(async (files) => ({ restored: files.length, damaged: 0 }));
});

test('Backup with portraits: the backup as JSON and each picture the characters refer to', async () => {
  const history = [makeCharacter({ id: 'h1', pictureId: 'pic-2' })];
  const characters = [PICTURED, makeCharacter({ id: 'p2', pictureId: 'gone' }), makeCharacter()];
  expect(await exportBackup(characters, () => history, { portraits: {} })).toBeNull();
  expect(downloadBlob).toHaveBeenCalledTimes(1);
  const { blob, name, files, backup } = await downloadedZip();
  expect(name).toMatch(/^characters-\d{4}-\d{2}-\d{2}-portraits\.zip$/);
  expect(blob.type).toBe('application/zip');
  expect(Object.keys(files).sort()).toEqual([
    'backup.json',
    'portraits/pic-1.webp',
    'portraits/pic-2.webp',
  ]);
  expect(backup.characters.map((c) => c.pictureId)).toEqual(['pic-1', 'gone', undefined]);
  expect(files['portraits/pic-1.webp']).toEqual(WEBP);
});

test('Backup with portraits: one without a picture of its own carries its race and class picture', async () => {
  const orc = makeCharacter({ id: 'o1', race: 'Orc', characterClass: 'Warrior' });
  const history = [makeCharacter({ id: 'h1', race: 'Orc', characterClass: 'Warrior' })];
  const elf = makeCharacter({ id: 'e1', race: 'Elf', characterClass: 'Mage' });
  const defaults = { 'orc/warrior': 'orc-art', 'elf/mage': 'gone' };
  expect(
    await exportBackup([orc, PICTURED, elf], () => history, {
      portraits: { defaultPictures: defaults },
    }),
  ).toBeNull();
  const { files, backup } = await downloadedZip();
  expect(Object.keys(files).sort()).toEqual([
    'backup.json',
    'portraits/orc-art.webp',
    'portraits/pic-1.webp',
  ]);
  // A default gone from this browser is given to no one.
  expect(backup.characters.map((c) => c.pictureId)).toEqual(['orc-art', 'pic-1', undefined]);
  expect(backup.history.map((c) => c.pictureId)).toEqual(['orc-art']);
});

test('Import reads a backup with portraits: characters merged as from JSON, pictures stored', async () => {
  const { state, api } = importStores();
  const file = zipFile({
    'backup.json': strToU8(JSON.stringify(buildExport([PICTURED], []))),
    'portraits/pic-1.webp': WEBP,
    'portraits/pic-3.jpg': JPEG,
  });
  const outcome = await importFile(file, api);
  expect(outcome?.message).toBe('Imported 1, updated 0, unchanged 0. 2 portraits restored.');
  expect(state.saved.map((c) => [c.id, c.pictureId])).toEqual([
    ['kept', undefined],
    ['p1', 'pic-1'],
  ]);
  expect(jest.mocked(pictures.storePictureFiles).mock.calls[0]![0]).toEqual([
    { id: 'pic-1', type: 'image/webp', bytes: WEBP },
    { id: 'pic-3', type: 'image/jpeg', bytes: JPEG },
  ]);
});

test('a damaged picture is left out and said; the characters still come in', async () => {
  const { state, api } = importStores();
  const file = zipFile({
    'backup.json': strToU8(JSON.stringify(buildExport([PICTURED], []))),
    'portraits/pic-1.webp': strToU8('not a picture at all'),
  });
  const outcome = await importFile(file, api);
  expect(outcome?.severity).toBe('success');
  expect(outcome?.message).toBe(
    'Imported 1, updated 0, unchanged 0. 1 portrait was damaged and left out; those characters ' +
      'show their default portrait.',
  );
  expect(state.saved).toHaveLength(2);
  expect(jest.mocked(pictures.storePictureFiles).mock.calls[0]![0]).toEqual([]);
});

test.each([
  ['a damaged ZIP', new File([strToU8('PK\u0003\u0004 this zip is cut short')], 'backup.zip')],
  ['a ZIP without a backup', zipFile({ 'notes.txt': strToU8('hello') })],
])('%s: a clear message, nothing imported, nothing stored', async (_what, file) => {
  const { state, api } = importStores();
  const outcome = await importFile(file, api);
  expect(outcome).toEqual({
    severity: 'error',
    message: 'This ZIP is damaged or is not a backup with portraits: nothing was imported.',
    text: { id: 'transfer2.damagedZip' },
  });
  expect(state.saved.map((c) => c.id)).toEqual(['kept']);
  expect(pictures.storePictureFiles).not.toHaveBeenCalled();
});

test('pictures the browser will not store: said, and no character imported', async () => {
  jest
    .mocked(pictures.storePictureFiles)
    .mockRejectedValue(new Error('the browser’s storage is full'));
  const { state, api } = importStores();
  const file = zipFile({
    'backup.json': strToU8(JSON.stringify(buildExport([PICTURED], []))),
    'portraits/pic-1.webp': WEBP,
  });
  const outcome = await importFile(file, api);
  expect(outcome).toEqual({
    severity: 'error',
    message: 'Could not keep the portraits: the browser’s storage is full. Nothing was imported.',
    text: {
      id: 'transfer2.portraitsNotKept',
      values: { reason: 'the browser’s storage is full' },
    },
  });
  expect(state.saved.map((c) => c.id)).toEqual(['kept']);
});
