/**
 * @jest-environment node
 */
import { faceSeedOf, readFaceSeed } from '../../portrait';
import { sameContent } from '../../saved-copy';
import { decodeSharedCharacter, encodeSharedCharacter } from '../../share-codec';
import { normaliseStoredCharacter } from '../../stored-character';
import { makeCharacter } from '@/testing/fixtures';

describe('a face seed stored on the character', () => {
  it.each([
    [0, 0],
    [4294967295, 4294967295],
    [-1, undefined],
    [2 ** 32, undefined],
    [1.5, undefined],
    ['12', undefined],
    [null, undefined],
  ])('%p reads as %p', (stored, read) => {
    expect(readFaceSeed(stored)).toBe(read);
  });

  it('is kept by a saved copy, History and a backup; an unreadable one is left out', () => {
    const kept = normaliseStoredCharacter({ ...makeCharacter(), faceSeed: 77 }, () => 'id');
    expect(kept?.faceSeed).toBe(77);
    const unreadable = normaliseStoredCharacter({ ...makeCharacter(), faceSeed: 'x' }, () => 'id');
    expect(unreadable).not.toHaveProperty('faceSeed');
    expect(faceSeedOf(unreadable ?? {})).toBe(faceSeedOf(makeCharacter()));
  });

  it('travels in a share link', async () => {
    const shared = await decodeSharedCharacter(
      await encodeSharedCharacter(makeCharacter({ faceSeed: 123456 })),
      () => 'new',
    );
    expect(shared.faceSeed).toBe(123456);
  });

  it('makes the card differ from its saved copy, so Update saved copy can store the face', () => {
    const saved = makeCharacter();
    expect(sameContent(saved, { ...saved, faceSeed: 5 })).toBe(false);
  });
});
