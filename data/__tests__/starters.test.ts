import starters from '../starter-characters.json';
import { normaliseStoredCharacter } from '@/domain/stored-character';
import { RACES, CHARACTER_CLASSES } from '@/domain/character';
import { starterCharacter } from '@/state/state-providers';

test('the starter characters are complete characters, one of each race and class', () => {
  expect(starters).toHaveLength(4);
  for (const raw of starters) {
    const character = normaliseStoredCharacter(raw, () => 'new-id');
    expect(character).not.toBeNull();
    expect(character?.id).toBe(raw.id);
    expect(character?.background.content.length).toBeGreaterThanOrEqual(4);
    expect(character?.background.content.join(' ')).not.toMatch(/\{\{/);
  }
  expect(new Set(starters.map((s) => s.race))).toEqual(new Set(RACES));
  expect(new Set(starters.map((s) => s.characterClass))).toEqual(new Set(CHARACTER_CLASSES));
});

test('a first visit gets a starter with an id of its own', () => {
  const a = starterCharacter();
  const b = starterCharacter();
  expect(starters.map((s) => s.firstName)).toContain(a.firstName);
  expect(a.id).not.toBe(b.id);
  expect(a.id).not.toMatch(/^starter-/);
});
