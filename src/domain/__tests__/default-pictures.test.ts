import {
  defaultPictureKey,
  defaultPictureOf,
  portraitPictureOf,
  readDefaultPictures,
  withDefaultPicturesFilled,
  withDefaultPicture,
} from '../default-pictures';

test('a race and class is one key, lowercase, as the classic pictures are filed', () => {
  expect(defaultPictureKey(' Orc ', 'Warrior')).toBe('orc/warrior');
});

test('replacing, replacing again and going back to the built-in picture', () => {
  let stored = withDefaultPicture('', 'orc/warrior', 'pic-1');
  expect(readDefaultPictures(stored)).toEqual({ 'orc/warrior': 'pic-1' });
  stored = withDefaultPicture(stored, 'elf/mage', 'pic-2');
  stored = withDefaultPicture(stored, 'orc/warrior', 'pic-3');
  expect(readDefaultPictures(stored)).toEqual({ 'orc/warrior': 'pic-3', 'elf/mage': 'pic-2' });
  stored = withDefaultPicture(stored, 'orc/warrior', null);
  stored = withDefaultPicture(stored, 'elf/mage', null);
  expect(stored).toBe('');
});

test.each(['', 'not json', '[1,2]', '{"orc/warrior": 5}', '{"orc/warrior": ""}'])(
  'stored %p reads as no replacement',
  (stored) => {
    expect(readDefaultPictures(stored)).toEqual({});
  },
);

test('a character gets its race and class picture; one without either gets none', () => {
  const map = { 'orc/warrior': 'pic-1' };
  expect(defaultPictureOf(map, { race: 'Orc', characterClass: 'Warrior' })).toBe('pic-1');
  expect(defaultPictureOf(map, { race: 'Orc', characterClass: 'Mage' })).toBeNull();
  expect(defaultPictureOf(map, { race: 'Orc' })).toBeNull();
});

test('a portrait shows the character’s own picture first, then its race and class picture', () => {
  const map = { 'orc/warrior': 'orc-art' };
  const orc = { race: 'Orc', characterClass: 'Warrior' };
  expect(portraitPictureOf(map, orc)).toBe('orc-art');
  expect(portraitPictureOf(map, { ...orc, pictureId: 'own' })).toBe('own');
  expect(portraitPictureOf(map, { race: 'Elf', characterClass: 'Warrior' })).toBeUndefined();
  expect(portraitPictureOf({}, orc)).toBeUndefined();
});

test('a backup with portraits gives the race and class picture to those without their own', () => {
  const map = { 'orc/warrior': 'orc-art' };
  const orc: { id: string; race: string; characterClass: string; pictureId?: string } = {
    id: 'a',
    race: 'Orc',
    characterClass: 'Warrior',
  };
  const own = { ...orc, id: 'b', pictureId: 'own' };
  const elf = { id: 'c', race: 'Elf', characterClass: 'Mage' } as typeof orc;
  const filled = withDefaultPicturesFilled(map, [orc, own, elf]);
  expect(filled.map((c) => c.pictureId)).toEqual(['orc-art', 'own', undefined]);
  // Those that keep what they had are the same objects; the list given is not changed.
  expect(filled[1]).toBe(own);
  expect(filled[2]).toBe(elf);
  expect(orc).not.toHaveProperty('pictureId');
});
