import { unzipSync, strFromU8 } from 'fflate';
import { exportFile, fileStem } from '../export-files';
import { makeCharacter } from '@/testing/fixtures';
import { foundryActor } from '../foundry';
import { obsidianNote } from '../obsidian';
import { withNumbers } from './formats-fixtures';

const now = new Date(2026, 10, 27, 12);

test('one character: one file named after it, of the format’s type', async () => {
  const [vex] = withNumbers;
  await expect(exportFile('foundry', [vex!], { now })).resolves.toEqual({
    name: 'Vex Marlow.json',
    type: 'application/json',
    data: `${JSON.stringify(foundryActor(vex!), null, 2)}\n`,
  });
  await expect(exportFile('obsidian', [vex!], { now })).resolves.toMatchObject({
    name: 'Vex Marlow.md',
    type: 'text/markdown',
  });
  await expect(exportFile('csv', withNumbers, { now })).resolves.toMatchObject({
    name: 'characters-2026-11-27.csv',
    type: 'text/csv',
  });
});

test('without a game system the files leave the numbers out', async () => {
  const file = await exportFile('obsidian', [withNumbers[0]!], { with5e: false, now });
  expect(file.data).toBe(obsidianNote(withNumbers[0]!, { stats: false }));
  expect(file.data).not.toContain('statblock');
});

test('several characters: a zip of one file each, names unique and flat, sizes as written', async () => {
  const twins = [
    makeCharacter({ firstName: 'Mira', lastName: 'Ash' }),
    makeCharacter({ firstName: 'mira', lastName: 'ash' }),
  ];
  const sneaky = makeCharacter({ firstName: '../../etc/passwd', lastName: 'C:\\x' });
  const characters = [...withNumbers, ...twins, sneaky];
  const file = await exportFile('obsidian', characters, { now });
  expect(file).toMatchObject({
    name: 'characters-obsidian-2026-11-27.zip',
    type: 'application/zip',
  });
  const entries = unzipSync(file.data as Uint8Array);
  expect(Object.keys(entries)).toEqual([
    'Vex Marlow.md',
    'Brom Ironhand.md',
    'Ilse.md',
    'Gorrak Stonebrow.md',
    'Mira Ash.md',
    'mira ash (2).md',
    '. etc passwd C x.md',
  ]);
  const written = characters.map((c) => obsidianNote(c));
  expect(Object.values(entries).map((data) => strFromU8(data))).toEqual(written);
  // Never a zip bomb: what it unpacks to is exactly the notes, no more.
  const unpacked = Object.values(entries).reduce((sum, data) => sum + data.length, 0);
  expect(unpacked).toBe(
    written.reduce((sum, text) => sum + new TextEncoder().encode(text).length, 0),
  );
  expect((file.data as Uint8Array).length).toBeLessThan(unpacked);

  const foundry = await exportFile('foundry', withNumbers, { now });
  expect(foundry.name).toBe('characters-foundry-vtt-2026-11-27.zip');
  expect(Object.keys(unzipSync(foundry.data as Uint8Array))).toHaveLength(4);
});

test('file names keep only what file systems and Obsidian links accept', () => {
  expect(fileStem(makeCharacter({ firstName: 'A/B:C*?"<>|#^[]', lastName: '' }))).toBe('A B C');
  expect(fileStem(makeCharacter({ firstName: '..', lastName: '' }))).toBe('Unnamed character');
  expect(fileStem(makeCharacter({ firstName: 'Ænigma', lastName: '名前' }))).toBe('Ænigma 名前');
});
