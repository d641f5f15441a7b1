import {
  defaultPictureKey,
  defaultPictureOf,
  readDefaultPictures,
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
