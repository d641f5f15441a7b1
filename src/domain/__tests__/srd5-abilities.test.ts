import { CHARACTER_CLASSES, type CharacterClass } from '../character';
import { createRandom } from '../random';
import {
  ABILITIES,
  MAX_LEVEL,
  MAX_SCORE,
  MIN_LEVEL,
  MIN_SCORE,
  abilityModifier,
  formatBonus,
  baseAbilityScores,
  proficiencyBonus,
  readStatBlockInput,
  rollAbilityScores,
  rollLevel,
  withBackgroundIncrease,
  type Ability,
  type AbilityScores,
} from '../srd5/abilities';
import { roll4d6DropLowest } from '../srd5/abilities';

const inOrder = (scores: AbilityScores) => ABILITIES.map((ability) => scores[ability]);

// The SRD's point costs, written out again so the test does not read the code's own table.
const COST: Record<number, number> = { 8: 0, 9: 1, 10: 2, 11: 3, 12: 4, 13: 5, 14: 7, 15: 9 };

describe('ability modifier', () => {
  // The SRD's Ability Scores and Modifiers table, 1 to 30.
  test.each([
    [1, -5],
    [2, -4],
    [3, -4],
    [4, -3],
    [5, -3],
    [6, -2],
    [7, -2],
    [8, -1],
    [9, -1],
    [10, 0],
    [11, 0],
    [12, 1],
    [13, 1],
    [14, 2],
    [15, 2],
    [16, 3],
    [17, 3],
    [18, 4],
    [19, 4],
    [20, 5],
    [21, 5],
    [22, 6],
    [23, 6],
    [24, 7],
    [25, 7],
    [26, 8],
    [27, 8],
    [28, 9],
    [29, 9],
    [30, 10],
  ])('score %i gives %i', (score, modifier) => {
    expect(abilityModifier(score)).toBe(modifier);
  });
});

test('bonuses are written with their sign', () => {
  expect([3, 0, -1].map(formatBonus)).toEqual(['+3', '+0', '-1']);
});

test('proficiency bonus by level, 1 to 20', () => {
  const byLevel = Array.from({ length: 20 }, (_, i) => proficiencyBonus(i + 1));
  expect(byLevel).toEqual([2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 6, 6, 6, 6]);
});

describe('standard array', () => {
  // Str/Dex/Con/Int/Wis/Cha: the two abilities the SRD's Standard Array by Class ranks first.
  test.each<[CharacterClass, Ability, Ability]>([
    ['Warrior', 'str', 'dex'],
    ['Mage', 'int', 'wis'],
    ['Rogue', 'dex', 'int'],
    ['Cleric', 'wis', 'str'],
  ])('%s: 15 on %s and 14 on %s, the rest of the array on the others', (cls, first, second) => {
    for (let seed = 1; seed <= 20; seed += 1) {
      const scores = baseAbilityScores('standard', cls, createRandom(seed));
      expect([scores[first], scores[second]]).toEqual([15, 14]);
      expect(inOrder(scores).sort((a, b) => b - a)).toEqual([15, 14, 13, 12, 10, 8]);
    }
  });

  test('characters of one class do not all get the same scores', () => {
    for (const characterClass of CHARACTER_CLASSES) {
      const seen = new Set(
        Array.from({ length: 30 }, (_, seed) =>
          inOrder(rollAbilityScores('standard', characterClass, createRandom(seed))).join(),
        ),
      );
      expect(seen.size).toBeGreaterThan(5);
    }
  });

  test('the background raises the main ability by 2', () => {
    // Acolyte: Wis +2 on the Cleric's 15.
    expect(rollAbilityScores('standard', 'Cleric', createRandom(1)).wis).toBe(17);
    expect(rollAbilityScores('standard', 'Warrior', createRandom(1)).str).toBe(17);
  });
});

describe('point buy', () => {
  test('spends exactly 27 points, every score 8 to 15, over many seeds', () => {
    const seen = new Set<string>();
    const wrong: string[] = [];
    for (let seed = 0; seed < 2000; seed += 1) {
      for (const characterClass of CHARACTER_CLASSES) {
        const scores = inOrder(baseAbilityScores('pointBuy', characterClass, createRandom(seed)));
        const inRange = scores.every((score) => score >= 8 && score <= 15);
        const spent = scores.reduce((sum, score) => sum + (COST[score] ?? Number.NaN), 0);
        if (!inRange || spent !== 27)
          wrong.push(`${characterClass} seed ${seed}: ${scores.join()}`);
        seen.add(scores.join());
      }
    }
    expect(wrong).toEqual([]);
    // Some randomness: not one fixed spread.
    expect(seen.size).toBeGreaterThan(20);
  });

  test("puts the highest score on the class's main ability", () => {
    const main = { Warrior: 'str', Mage: 'int', Rogue: 'dex', Cleric: 'wis' } as const;
    for (let seed = 0; seed < 200; seed += 1) {
      for (const characterClass of CHARACTER_CLASSES) {
        const scores = baseAbilityScores('pointBuy', characterClass, createRandom(seed));
        expect(scores[main[characterClass]]).toBe(Math.max(...inOrder(scores)));
      }
    }
  });

  test('the background raises two scores by 2 and 1 after the purchase', () => {
    const random = createRandom(7);
    const before = baseAbilityScores('pointBuy', 'Mage', random);
    const after = withBackgroundIncrease(before, 'Mage');
    const raised = ABILITIES.map((ability) => after[ability] - before[ability]).sort();
    expect(raised).toEqual([0, 0, 0, 0, 1, 2]);
    expect(after.int).toBe(before.int + 2);
  });
});

describe('4d6 drop lowest', () => {
  test('has a mean of 12.24 over 100,000 seeded rolls', () => {
    const random = createRandom(2024);
    let total = 0;
    for (let i = 0; i < 100_000; i += 1) total += roll4d6DropLowest(random);
    expect(Math.abs(total / 100_000 - 12.24)).toBeLessThan(0.05);
  });

  test('rolls six scores from 3 to 18, the same for the same seed', () => {
    const scores = inOrder(baseAbilityScores('4d6', 'Rogue', createRandom(5)));
    expect(scores).toHaveLength(6);
    for (const score of scores) {
      expect(score).toBeGreaterThanOrEqual(3);
      expect(score).toBeLessThanOrEqual(18);
    }
    expect(inOrder(baseAbilityScores('4d6', 'Rogue', createRandom(5)))).toEqual(scores);
    // The best roll goes to Dexterity, the Rogue's main ability.
    expect(scores[1]).toBe(Math.max(...scores));
  });
});

test('the background increase never raises a score above 20', () => {
  const scores = { str: 20, dex: 19, con: 10, int: 8, wis: 8, cha: 8 };
  expect(withBackgroundIncrease(scores, 'Warrior')).toEqual({ ...scores, dex: 20 });
});

test('levels are 1 to 5, low ones likelier', () => {
  const random = createRandom(11);
  const counts = [0, 0, 0, 0, 0, 0];
  for (let i = 0; i < 10_000; i += 1) {
    const level = rollLevel(random);
    counts[level] = (counts[level] ?? 0) + 1;
  }
  expect(counts[0]).toBe(0);
  for (let level = 1; level <= 4; level += 1) {
    expect(counts[level]).toBeGreaterThan(counts[level + 1] as number);
  }
  expect(counts[5]).toBeGreaterThan(0);
});

test('stored numbers are read back only when whole and in range', () => {
  // A user may edit scores from 3 to 20 and the level from 1 to 20.
  expect([MIN_SCORE, MAX_SCORE, MIN_LEVEL, MAX_LEVEL]).toEqual([3, 20, 1, 20]);
  const scores = { str: 3, dex: 20, con: 10, int: 10, wis: 10, cha: 10 };
  expect(readStatBlockInput({ level: 20, scores })).toEqual({ level: 20, scores });
  expect(readStatBlockInput({ level: 0, scores })).toBeUndefined();
  expect(readStatBlockInput({ level: 2.5, scores })).toBeUndefined();
  expect(readStatBlockInput({ level: 1, scores: { ...scores, str: 2 } })).toBeUndefined();
  expect(readStatBlockInput({ level: 1, scores: { ...scores, cha: '10' } })).toBeUndefined();
  expect(readStatBlockInput('level 1')).toBeUndefined();
});
