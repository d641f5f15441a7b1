import { createRandom } from '../random';
import { ABILITIES, rollAbilityScores } from '../srd5/abilities';
import {
  checkLevel,
  checkScore,
  rerollLevel,
  rerollScores,
  rollStats,
  withScore,
  withStats,
} from '../srd5/rolls';
import { unlisted } from '../character';
import { makeCharacter } from '@/testing/fixtures';

const sorted = (scores: Record<string, number>) => Object.values(scores).sort((a, b) => a - b);

test('a new character of one of our classes gets a level and scores; another class gets none', () => {
  const stats = rollStats('Cleric', '4d6', createRandom(2));
  expect(stats?.level).toBeGreaterThanOrEqual(1);
  expect(stats?.level).toBeLessThanOrEqual(5);
  for (const ability of ABILITIES) expect(stats?.scores[ability]).toBeGreaterThanOrEqual(3);
  expect(rollStats(unlisted('Bard'), '4d6', createRandom(2))).toBeUndefined();
});

test('withStats adds, replaces or takes away the numbers and leaves the rest', () => {
  const character = makeCharacter();
  const stats = { level: 2, scores: rollAbilityScores('standard', 'Mage', createRandom(1)) };
  const withThem = withStats(character, stats);
  expect(withThem).toEqual({ ...character, stats });
  expect(withStats(withThem, undefined)).toEqual(character);
  expect(withStats(withThem, undefined)).not.toHaveProperty('stats');
});

test.each(['standard', '4d6', 'pointBuy'] as const)(
  'a reroll of the scores (%s) always changes them',
  (method) => {
    const random = createRandom(9);
    let stats = { level: 3, scores: rollAbilityScores(method, 'Warrior', random) };
    for (let i = 0; i < 30; i += 1) {
      const next = rerollScores(stats, 'Warrior', method, random);
      expect(next.scores).not.toEqual(stats.scores);
      expect(next.level).toBe(3);
      stats = next;
    }
  },
);

test('a standard-array reroll keeps the same six values before the background increase', () => {
  const random = createRandom(4);
  const first = { level: 1, scores: rollAbilityScores('standard', 'Rogue', random) };
  const next = rerollScores(first, 'Rogue', 'standard', random);
  // +2 and +1 land on different abilities, so the totals match.
  expect(sorted(next.scores).reduce((a, b) => a + b)).toBe(
    sorted(first.scores).reduce((a, b) => a + b),
  );
});

test('a reroll of the level changes it and keeps it from 1 to 5', () => {
  const random = createRandom(6);
  let stats = { level: 1, scores: rollAbilityScores('standard', 'Mage', random) };
  for (let i = 0; i < 30; i += 1) {
    const next = rerollLevel(stats, random);
    expect(next.level).not.toBe(stats.level);
    expect(next.level).toBeGreaterThanOrEqual(1);
    expect(next.level).toBeLessThanOrEqual(5);
    expect(next.scores).toBe(stats.scores);
    stats = next;
  }
});

test('a typed level is 1–20 and a typed score 3–20, whole numbers; others say why', () => {
  expect(checkLevel(' 20 ')).toEqual({ ok: true, value: 20 });
  expect(checkLevel('0')).toEqual({ ok: false, message: 'Level must be between 1 and 20' });
  expect(checkLevel('2.5')).toMatchObject({ ok: false });
  expect(checkScore('3', 'STR')).toEqual({ ok: true, value: 3 });
  expect(checkScore('21', 'STR')).toEqual({ ok: false, message: 'STR must be between 3 and 20' });
  expect(checkScore('', 'DEX')).toMatchObject({ ok: false });
  const stats = { level: 1, scores: rollAbilityScores('standard', 'Mage', createRandom(1)) };
  expect(withScore(stats, 'dex', 18).scores).toEqual({ ...stats.scores, dex: 18 });
});
