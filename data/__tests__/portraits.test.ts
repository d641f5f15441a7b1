/** @jest-environment node */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

// The 32 portraits plus the default one that the character cards show (SPEC §2 "My Characters
// screen", §7 "Portrait image"). They are built by scripts/make-portraits.mjs and committed.

const IMAGES = join(__dirname, '..', '..', 'public', 'images');
const MAX_BYTES = 80 * 1024;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const races = ['human', 'elf', 'dwarf', 'orc'];
const classes = ['warrior', 'mage', 'rogue', 'cleric'];
const genders = ['male', 'female'];

const portraits = races.flatMap((race) =>
  classes.flatMap((cls) => genders.map((gender) => `${race}/${cls}/${gender}1.png`)),
);
const files = [...portraits, 'default-portrait.png'];

/** Width and height from the IHDR chunk, which must come first, straight after the signature. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.length).toBeGreaterThan(33);
  expect(bytes.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  expect(bytes.readUInt32BE(8)).toBe(13);
  expect(bytes.toString('ascii', 12, 16)).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test('there are 33 distinct, lowercase image paths', () => {
  expect(new Set(files).size).toBe(33);
  for (const file of files) expect(file).toBe(file.toLowerCase());
});

describe.each(files)('public/images/%s', (file) => {
  const path = join(IMAGES, file);

  test('exists and weighs at most 80 KB', () => {
    const stat = statSync(path, { throwIfNoEntry: false });
    expect(stat?.isFile()).toBe(true);
    expect(stat!.size).toBeGreaterThan(0);
    expect(stat!.size).toBeLessThanOrEqual(MAX_BYTES);
  });

  test('is a real PNG with a portrait aspect, at least 256 px high', () => {
    const { width, height } = pngSize(readFileSync(path));
    expect(height).toBeGreaterThanOrEqual(256);
    expect(width).toBeGreaterThan(0);
    expect(height).toBeGreaterThan(width);
    expect(height / width).toBeLessThanOrEqual(2);
  });
});

test('all portraits share one size, and every portrait file is different', () => {
  const sizes = new Set<string>();
  const contents = new Set<string>();
  for (const file of files) {
    const bytes = readFileSync(join(IMAGES, file));
    const { width, height } = pngSize(bytes);
    sizes.add(`${width}x${height}`);
    contents.add(bytes.toString('base64'));
  }
  expect([...sizes]).toHaveLength(1);
  expect(contents.size).toBe(files.length);
});
