import { strFromU8, unzipSync } from 'fflate';
import { exportFile } from '../export-files';
import { makeCharacter } from '@/testing/fixtures';
import { withNumbers } from './formats-fixtures';

const now = new Date(2026, 10, 27, 12);
const WEBP = new Uint8Array([0x52, 0x49, 0x46, 0x46, 1, 0, 0, 0, 0x57, 0x45, 0x42, 0x50]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 7]);
const pictures = new Map([
  ['pic-v', { type: 'image/webp', bytes: WEBP }],
  ['pic-b', { type: 'image/jpeg', bytes: JPEG }],
]);

const VEX = { ...withNumbers[0]!, pictureId: 'pic-v' };
const BRAM = makeCharacter({ firstName: 'Bram', lastName: 'Oak', pictureId: 'pic-b' });
const PLAIN = makeCharacter({ firstName: 'Cora', lastName: 'Vale' });
const GONE = makeCharacter({ firstName: 'Dain', lastName: 'Moss', pictureId: 'gone' });

async function unzipped(file: { data: string | Uint8Array }) {
  return unzipSync(file.data as Uint8Array);
}

test('Foundry: each portrait in the portrait folder; the actor and its token point at it', async () => {
  const file = await exportFile('foundry', [VEX, BRAM, PLAIN, GONE], { now, pictures });
  const files = await unzipped(file);
  expect(Object.keys(files).sort()).toEqual([
    'Bram Oak.json',
    'Cora Vale.json',
    'Dain Moss.json',
    'Vex Marlow.json',
    'npc-portraits/Bram Oak.jpg',
    'npc-portraits/Vex Marlow.webp',
  ]);
  expect(files['npc-portraits/Vex Marlow.webp']).toEqual(WEBP);
  const actor = (name: string) =>
    JSON.parse(strFromU8(files[name]!)) as {
      img: string;
      prototypeToken: { texture: { src: string } };
    };
  expect(actor('Vex Marlow.json').img).toBe('npc-portraits/Vex Marlow.webp');
  expect(actor('Vex Marlow.json').prototypeToken.texture.src).toBe('npc-portraits/Vex Marlow.webp');
  expect(actor('Bram Oak.json').img).toBe('npc-portraits/Bram Oak.jpg');
  // Without a picture here: Foundry's own icon, as before.
  for (const name of ['Cora Vale.json', 'Dain Moss.json']) {
    expect(actor(name).img).toBe('icons/svg/mystery-man.svg');
    expect(actor(name).prototypeToken.texture.src).toBe('icons/svg/mystery-man.svg');
  }
});

test.each([
  ['my portraits', 'my portraits'],
  [' tokens / npcs ', 'tokens/npcs'],
  ['../../etc', 'etc'],
  ['', 'npc-portraits'],
  ['/', 'npc-portraits'],
])('the Foundry portrait folder %j is used as %j', async (typed, folder) => {
  const file = await exportFile('foundry', [BRAM], { now, pictures, foundryPortraitFolder: typed });
  const files = await unzipped(file);
  expect(Object.keys(files).sort()).toEqual(['Bram Oak.json', `${folder}/Bram Oak.jpg`]);
  expect(JSON.parse(strFromU8(files['Bram Oak.json']!)).img).toBe(`${folder}/Bram Oak.jpg`);
});

test('one character with a portrait: a zip of its file and its portrait; without: the file alone', async () => {
  const file = await exportFile('foundry', [BRAM], { now, pictures });
  expect(file.name).toBe('characters-foundry-vtt-2026-11-27.zip');
  expect(file.type).toBe('application/zip');
  await expect(exportFile('foundry', [PLAIN], { now, pictures })).resolves.toMatchObject({
    name: 'Cora Vale.json',
  });
});

test('Obsidian: the portraits beside the notes, named in the front matter and the statblock', async () => {
  const file = await exportFile('obsidian', [VEX, PLAIN], { now, pictures });
  const files = await unzipped(file);
  expect(Object.keys(files).sort()).toEqual([
    'Cora Vale.md',
    'Vex Marlow.md',
    'portraits/Vex Marlow.webp',
  ]);
  const note = strFromU8(files['Vex Marlow.md']!);
  const [front, ...rest] = note.split('\n---\n');
  expect(front).toContain('\nimage: "portraits/Vex Marlow.webp"\n');
  const statblock = rest.join('\n---\n').split('```statblock\n')[1]!.split('```')[0]!;
  expect(statblock.split('\n')[0]).toBe('image: "[[portraits/Vex Marlow.webp]]"');
  expect(strFromU8(files['Cora Vale.md']!)).not.toContain('image:');
});

test('one without a picture of its own carries the user’s picture for its race and class', async () => {
  const orc = makeCharacter({ firstName: 'Grol', lastName: 'Ash', race: 'Orc' });
  const elf = makeCharacter({ firstName: 'Ilia', lastName: 'Wren', race: 'Elf' });
  const options = { now, pictures, defaultPictures: { 'orc/warrior': 'pic-b' } };
  const foundry = await unzipped(await exportFile('foundry', [orc, elf, VEX], options));
  expect(Object.keys(foundry).sort()).toEqual([
    'Grol Ash.json',
    'Ilia Wren.json',
    'Vex Marlow.json',
    'npc-portraits/Grol Ash.jpg',
    'npc-portraits/Vex Marlow.webp',
  ]);
  expect(foundry['npc-portraits/Grol Ash.jpg']).toEqual(JPEG);
  expect(JSON.parse(strFromU8(foundry['Grol Ash.json']!)).img).toBe('npc-portraits/Grol Ash.jpg');
  expect(JSON.parse(strFromU8(foundry['Ilia Wren.json']!)).img).toBe('icons/svg/mystery-man.svg');

  const obsidian = await unzipped(await exportFile('obsidian', [orc], options));
  expect(Object.keys(obsidian).sort()).toEqual(['Grol Ash.md', 'portraits/Grol Ash.jpg']);
  expect(strFromU8(obsidian['Grol Ash.md']!)).toContain('\nimage: "portraits/Grol Ash.jpg"\n');
});

test('a default picture gone from this browser: the file goes without a portrait', async () => {
  const orc = makeCharacter({ firstName: 'Grol', lastName: 'Ash', race: 'Orc' });
  const options = { now, pictures, defaultPictures: { 'orc/warrior': 'gone' } };
  await expect(exportFile('foundry', [orc], options)).resolves.toMatchObject({
    name: 'Grol Ash.json',
  });
});
