import { decodeSharedCharacter, encodeSharedCharacter } from '../share-codec';
import { normaliseStoredCharacter, normaliseStoredCharacters } from '../stored-character';
import { makeCharacter } from '@/testing/fixtures';

const newId = () => 'fresh-id';
const stats = { level: 3, scores: { str: 16, dex: 14, con: 13, int: 8, wis: 10, cha: 12 } };

test('a stored character keeps its level and ability scores', () => {
  const stored = JSON.parse(JSON.stringify(makeCharacter({ id: 's1', stats }))) as unknown;
  expect(normaliseStoredCharacter(stored, newId)?.stats).toEqual(stats);
});

test('a character saved before stats existed reads as one without them', () => {
  const { stats: _none, ...old } = makeCharacter({ id: 'old' });
  const read = normaliseStoredCharacter(JSON.parse(JSON.stringify(old)), newId);
  expect(read?.firstName).toBe(old.firstName);
  expect(read).not.toHaveProperty('stats');
});

test.each([
  ['text', 'level 3'],
  ['a number', 42],
  ['null', null],
  ['a level out of range', { ...stats, level: 21 }],
  ['a score out of range', { level: 1, scores: { ...stats.scores, dex: 30 } }],
  ['a missing score', { level: 1, scores: { str: 10 } }],
  ['scores as a list', { level: 1, scores: [10, 10, 10, 10, 10, 10] }],
])('stats that are %s are left out and the character still loads', (_, garbage) => {
  const result = normaliseStoredCharacters(
    [{ ...makeCharacter({ id: 'g1' }), stats: garbage }],
    newId,
  );
  expect(result.dropped).toBe(0);
  expect(result.characters[0]?.firstName).toBe(makeCharacter().firstName);
  expect(result.characters[0]).not.toHaveProperty('stats');
});

test('a shared link carries the stats; damaged stats in a link are left out', async () => {
  const character = makeCharacter({ id: 'l1', stats });
  await expect(
    decodeSharedCharacter(await encodeSharedCharacter(character), newId),
  ).resolves.toEqual(character);
  const damaged = { ...character, stats: { level: 'high', scores: stats.scores } } as unknown;
  const decoded = await decodeSharedCharacter(
    await encodeSharedCharacter(damaged as typeof character),
    newId,
  );
  expect(decoded.firstName).toBe(character.firstName);
  expect(decoded).not.toHaveProperty('stats');
});
