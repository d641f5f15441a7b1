import { CHARACTER_CLASSES, RACES } from '@/domain/character';
import {
  changePortrait,
  DEFAULT_PORTRAIT,
  faceSeedOf,
  picturedGender,
  portraitAlt,
  portraitPath,
  readPictureId,
} from '@/domain/portrait';
import { normaliseStoredCharacter } from '@/domain/stored-character';
import { decodeSharedCharacter, encodeSharedCharacter } from '@/domain/share-codec';

describe('portraitPath', () => {
  test('is /images/{race}/{class}/{gender}1.png under the base path, all lowercase', () => {
    expect(
      portraitPath({ id: 'a', race: 'Human', characterClass: 'Warrior', gender: 'Male' }),
    ).toBe('/character-generator/images/human/warrior/male1.png');
    expect(portraitPath({ id: 'b', race: 'Elf', characterClass: 'Mage', gender: 'Female' })).toBe(
      '/character-generator/images/elf/mage/female1.png',
    );
    for (const race of RACES) {
      for (const characterClass of CHARACTER_CLASSES) {
        const path = portraitPath({ id: 'x', race, characterClass, gender: 'Female' });
        expect(path).toBe(path.toLowerCase());
        expect(path).toMatch(/^\/character-generator\/images\/[a-z]+\/[a-z]+\/female1\.png$/);
      }
    }
  });

  test('a character without race, class or gender gets the default portrait', () => {
    expect(DEFAULT_PORTRAIT).toBe('/character-generator/images/default-portrait.png');
    expect(portraitPath({ id: 'a', characterClass: 'Mage', gender: 'Male' })).toBe(
      DEFAULT_PORTRAIT,
    );
    expect(portraitPath({ id: 'a', race: 'Orc', gender: 'Male' })).toBe(DEFAULT_PORTRAIT);
    expect(portraitPath({ id: 'a', race: 'Orc', characterClass: 'Mage' })).toBe(DEFAULT_PORTRAIT);
    expect(portraitPath({})).toBe(DEFAULT_PORTRAIT);
  });

  test('a Non-binary character gets the same picture every time (chosen from its id)', () => {
    const character = {
      id: 'c0ffee',
      race: 'Dwarf',
      characterClass: 'Cleric',
      gender: 'Non-binary',
    } as const;
    const first = portraitPath(character);
    expect(first).toMatch(/^\/character-generator\/images\/dwarf\/cleric\/(male|female)1\.png$/);
    for (let i = 0; i < 20; i += 1) expect(portraitPath({ ...character })).toBe(first);
    // Another class or race keeps the same pick: it depends on the character, not the art.
    expect(picturedGender({ ...character, race: 'Elf' })).toBe(picturedGender(character));
  });

  test('across many Non-binary characters both the male and the female picture occur, about evenly', () => {
    const picks = Array.from({ length: 200 }, (_, i) =>
      picturedGender({ id: `character-${i}`, gender: 'Non-binary' }),
    );
    const female = picks.filter((p) => p === 'female').length;
    const male = picks.filter((p) => p === 'male').length;
    expect(female + male).toBe(200);
    expect(female).toBeGreaterThan(60);
    expect(male).toBeGreaterThan(60);
    // Random UUIDs, as the app makes them, spread the same way.
    const uuids = Array.from({ length: 200 }, () =>
      picturedGender({ id: crypto.randomUUID(), gender: 'Non-binary' }),
    );
    expect(new Set(uuids)).toEqual(new Set(['male', 'female']));
  });

  test('Male and Female are pictured as themselves', () => {
    expect(picturedGender({ gender: 'Male' })).toBe('male');
    expect(picturedGender({ gender: 'Female' })).toBe('female');
    expect(picturedGender({})).toBeNull();
  });
});

describe('portraitAlt', () => {
  test('is race plus class', () => {
    expect(portraitAlt({ race: 'Orc', characterClass: 'Rogue' })).toBe('Orc Rogue');
  });

  test('says unknown race / unknown class for what is missing', () => {
    expect(portraitAlt({ characterClass: 'Rogue' })).toBe('unknown race Rogue');
    expect(portraitAlt({ race: 'Elf' })).toBe('Elf unknown class');
    expect(portraitAlt({})).toBe('unknown race unknown class');
  });
});

describe('changePortrait', () => {
  const base = { id: 'a', race: 'Orc', characterClass: 'Rogue', gender: 'Male' } as const;

  test.each([
    [
      'an uploaded picture is remembered by its id',
      base,
      { kind: 'picture', pictureId: 'p-1' },
      { ...base, pictureId: 'p-1' },
    ],
    [
      'another upload replaces the reference',
      { ...base, pictureId: 'p-1' },
      { kind: 'picture', pictureId: 'p-2' },
      { ...base, pictureId: 'p-2' },
    ],
    [
      'Use default picture forgets it',
      { ...base, pictureId: 'p-1', faceSeed: 3 },
      { kind: 'default' },
      { ...base, faceSeed: 3 },
    ],
  ] as const)('%s', (_, character, change, expected) => {
    expect(changePortrait(character, change)).toEqual(expected);
  });

  test('Draw a new face lets an uploaded picture go, so the face shows', () => {
    const changed = changePortrait(
      { ...base, pictureId: 'p-1', faceSeed: 3 },
      { kind: 'new-face' },
    );
    expect(changed).not.toHaveProperty('pictureId');
    expect(changed.faceSeed).not.toBe(3);
  });

  test.each([
    ['p-1', 'p-1'],
    ['7d2c1a9e-0b1f-4c3e-9a55-1e2f3a4b5c6d', '7d2c1a9e-0b1f-4c3e-9a55-1e2f3a4b5c6d'],
    ['', undefined],
    ['../x', undefined],
    [12, undefined],
  ])('a stored reference %j reads as %j', (value, expected) => {
    expect(readPictureId(value)).toBe(expected);
  });

  test('a saved character keeps its reference; a share link leaves it out', async () => {
    const stored = normaliseStoredCharacter(
      { ...base, firstName: 'Grug', pictureId: 'p-1' },
      () => 'new',
    );
    expect(stored?.pictureId).toBe('p-1');
    const link = await encodeSharedCharacter(stored!);
    expect((await decodeSharedCharacter(link, () => 'n')).pictureId).toBeUndefined();
  });

  test('a share link carries a drawn face’s seed, never the picture: the receiver sees the same face', async () => {
    const stored = normaliseStoredCharacter(
      { ...base, firstName: 'Grug', faceSeed: 123456, pictureId: 'p-1' },
      () => 'new',
    );
    const link = await encodeSharedCharacter(stored!);
    const received = await decodeSharedCharacter(link, () => 'n');
    expect(received.faceSeed).toBe(123456);
    expect(faceSeedOf(received)).toBe(faceSeedOf(stored!));
    expect(received).not.toHaveProperty('pictureId');
  });
});
