/**
 * Ability scores, levels and the numbers every other figure is derived from, by the fifth
 * edition's 2024 rules (SRD 5.2, "Character Creation").
 */
import { pickWeighted, randomInt, type Random } from '../random';
import { isCharacterClass, isOneOf, isRace, type CharacterClass } from '../character';

import {
  ABILITIES,
  ABILITY_FULL_NAMES,
  type Ability,
  type AbilityScores,
  type StatBlockInput,
  type StatRules,
} from '../ability-scores';

export { ABILITIES, ABILITY_FULL_NAMES, type Ability, type AbilityScores, type StatBlockInput };

/** How the scores are made: the SRD's three methods. */
const ABILITY_METHODS = ['standard', '4d6', 'pointBuy'] as const;
export type AbilityMethod = (typeof ABILITY_METHODS)[number];

export const isAbilityMethod = isOneOf(ABILITY_METHODS);

/** The range a user may edit a score within, and the level. */
export const MIN_SCORE = 3;
export const MAX_SCORE = 20;
export const MIN_LEVEL = 1;
export const MAX_LEVEL = 20;

/** The abilities' short names, as a stat block heads its columns. */
export const ABILITY_SHORT_NAMES: Record<Ability, string> = {
  str: 'STR',
  dex: 'DEX',
  con: 'CON',
  int: 'INT',
  wis: 'WIS',
  cha: 'CHA',
};

/** Saving throws and skill checks name an ability like this: `Str +5`. */
export const ABILITY_NAMES: Record<Ability, string> = {
  str: 'Str',
  dex: 'Dex',
  con: 'Con',
  int: 'Int',
  wis: 'Wis',
  cha: 'Cha',
};

export const abilityModifier = (score: number): number => Math.floor((score - 10) / 2);

/** A bonus as a stat block writes it: `+3`, `+0`, `-1`. */
export const formatBonus = (bonus: number): string => (bonus < 0 ? `-${-bonus}` : `+${bonus}`);

/** +2 at levels 1–4, one more every four levels after: +6 at 17–20. */
export const proficiencyBonus = (level: number): number => 2 + Math.floor((level - 1) / 4);

/**
 * The SRD's "Standard Array by Class" for the app's four classes, Strength to Charisma. A Warrior
 * is a Fighter, a Mage a Wizard.
 */
const STANDARD_ARRAY_BY_CLASS: Record<CharacterClass, readonly number[]> = {
  Warrior: [15, 14, 13, 8, 10, 12],
  Mage: [8, 12, 13, 15, 14, 10],
  Rogue: [12, 15, 13, 14, 10, 8],
  Cleric: [14, 8, 13, 10, 15, 12],
};

const scoresFrom = (values: readonly number[]): AbilityScores =>
  Object.fromEntries(ABILITIES.map((ability, i) => [ability, values[i]])) as AbilityScores;

/**
 * The class's abilities from most to least important, as its standard array ranks them; the
 * abilities `first` names (a pack's class) come before the rest, in the order given.
 */
function priority(characterClass: CharacterClass, first: readonly Ability[] = []): Ability[] {
  const array = STANDARD_ARRAY_BY_CLASS[characterClass];
  // A stable sort: equal scores keep Strength-to-Charisma order.
  const ranked = ABILITIES.map((ability, i) => ({ ability, value: array[i] as number }))
    .sort((a, b) => b.value - a.value)
    .map(({ ability }) => ability);
  const given = [...new Set(first)];
  return [...given, ...ranked.filter((ability) => !given.includes(ability))];
}

/** Six scores, highest first, placed on the class's abilities in the order it needs them. */
function assignByPriority(
  characterClass: CharacterClass,
  values: number[],
  first?: readonly Ability[],
): AbilityScores {
  const sorted = [...values].sort((a, b) => b - a);
  const ranked = priority(characterClass, first);
  return Object.fromEntries(ranked.map((ability, i) => [ability, sorted[i]])) as AbilityScores;
}

/** Four six-sided dice, the lowest dropped. */
export function roll4d6DropLowest(random: Random): number {
  const dice = [1, 2, 3, 4].map(() => randomInt(random, 1, 6)).sort((a, b) => a - b);
  return (dice[1] as number) + (dice[2] as number) + (dice[3] as number);
}

/** The point-buy price of each score from 8 to 15; 27 points to spend. */
const POINT_COST: Readonly<Record<number, number>> = {
  8: 0,
  9: 1,
  10: 2,
  11: 3,
  12: 4,
  13: 5,
  14: 7,
  15: 9,
};
const POINT_BUY_BUDGET = 27;

const pointBuyCost = (values: readonly number[]): number =>
  values.reduce((sum, value) => sum + (POINT_COST[value] ?? Number.NaN), 0);

/**
 * Every way to spend exactly 27 points, each as six scores from highest to lowest, keeping only
 * those whose best score is 14 or 15: a class's main ability should stand out.
 */
const POINT_BUY_SPREADS: readonly number[][] = (() => {
  const spreads: number[][] = [];
  const extend = (spread: number[], max: number) => {
    if (spread.length === 6) {
      if (pointBuyCost(spread) === POINT_BUY_BUDGET && (spread[0] as number) >= 14) {
        spreads.push(spread);
      }
      return;
    }
    for (let value = max; value >= 8; value -= 1) extend([...spread, value], value);
  };
  extend([], 15);
  return spreads;
})();

/**
 * The standard array placed for the class: its two main abilities (as the SRD's suggestion ranks
 * them) take 15 and 14, and 13, 12, 10 and 8 go to the other four in a random order, so two
 * characters of a class seldom share their scores.
 */
function placedStandardArray(
  characterClass: CharacterClass,
  random: Random,
  order?: readonly Ability[],
): AbilityScores {
  const [first, second, ...rest] = priority(characterClass, order);
  const others = [13, 12, 10, 8];
  for (let i = others.length - 1; i > 0; i -= 1) {
    const j = randomInt(random, 0, i);
    [others[i], others[j]] = [others[j] as number, others[i] as number];
  }
  return {
    ...Object.fromEntries(rest.map((ability, i) => [ability, others[i]])),
    [first as Ability]: 15,
    [second as Ability]: 14,
  } as AbilityScores;
}

/**
 * The scores before the background's increase. Standard array: 15 and 14 on the class's two main
 * abilities, the rest placed at random. 4d6: six rolls, the highest on the class's main abilities. Point buy: one of the ways to
 * spend exactly 27 points, drawn at random, the highest on the class's main abilities.
 */
export function baseAbilityScores(
  method: AbilityMethod,
  characterClass: CharacterClass,
  random: Random,
  first?: readonly Ability[],
): AbilityScores {
  switch (method) {
    case 'standard':
      return placedStandardArray(characterClass, random, first);
    case '4d6':
      return assignByPriority(
        characterClass,
        ABILITIES.map(() => roll4d6DropLowest(random)),
        first,
      );
    case 'pointBuy':
      return assignByPriority(
        characterClass,
        POINT_BUY_SPREADS[randomInt(random, 0, POINT_BUY_SPREADS.length - 1)] as number[],
        first,
      );
  }
}

/**
 * The background each class takes, with the three abilities it may raise (SRD 5.2 backgrounds):
 * Soldier for a Fighter, Sage for a Wizard, Criminal for a Rogue, Acolyte for a Cleric. The first
 * is the class's main ability.
 */
const BACKGROUND_ABILITIES: Record<CharacterClass, readonly [Ability, Ability, Ability]> = {
  Warrior: ['str', 'dex', 'con'],
  Mage: ['int', 'con', 'wis'],
  Rogue: ['dex', 'con', 'int'],
  Cleric: ['wis', 'int', 'cha'],
};

/**
 * The background's increase, the 2024 rules' replacement for racial bonuses (species give none):
 * +2 to the class's main ability and +1 to one of the background's other two: an odd score if
 * either is (the point then raises its modifier), else the higher, the first listed on a tie.
 * None goes above 20.
 */
export function withBackgroundIncrease(
  scores: AbilityScores,
  characterClass: CharacterClass,
  order?: readonly Ability[],
): AbilityScores {
  // A pack's class that puts another ability first raises that one by 2 instead.
  const own = BACKGROUND_ABILITIES[characterClass];
  const lead = order?.[0] ?? own[0];
  const [main, first, second] = [lead, ...own.filter((a) => a !== lead)] as [
    Ability,
    Ability,
    Ability,
  ];
  const rank = (ability: Ability) => (scores[ability] % 2) * 100 + scores[ability];
  const plusOne = rank(second) > rank(first) ? second : first;
  return {
    ...scores,
    [main]: Math.min(MAX_SCORE, scores[main] + 2),
    [plusOne]: Math.min(MAX_SCORE, scores[plusOne] + 1),
  };
}

/** A character's scores by the chosen method, the background's increase included. */
export function rollAbilityScores(
  method: AbilityMethod,
  characterClass: CharacterClass,
  random: Random,
  first?: readonly Ability[],
): AbilityScores {
  return withBackgroundIncrease(
    baseAbilityScores(method, characterClass, random, first),
    characterClass,
    first,
  );
}

/** How likely each starting level from 1 to 5 is: most characters are new adventurers. */
const LEVEL_WEIGHTS: readonly (readonly [number, number])[] = [
  [1, 35],
  [2, 25],
  [3, 18],
  [4, 13],
  [5, 9],
];

/** A level from 1 to 5, low levels likelier. */
export const rollLevel = (random: Random): number =>
  pickWeighted(random, LEVEL_WEIGHTS, ([, weight]) => weight)[0];

const isWholeIn = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

/** Stored numbers read back: a level 1–20 and six whole scores 3–20, or nothing. */
export function readStatBlockInput(value: unknown): StatBlockInput | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { level, scores } = value as { level?: unknown; scores?: unknown };
  if (!isWholeIn(level, MIN_LEVEL, MAX_LEVEL)) return undefined;
  if (typeof scores !== 'object' || scores === null) return undefined;
  const read = scores as Record<string, unknown>;
  if (!ABILITIES.every((ability) => isWholeIn(read[ability], MIN_SCORE, MAX_SCORE))) {
    return undefined;
  }
  const rules = readStatRules((value as { rules?: unknown }).rules);
  return {
    level,
    scores: scoresFrom(ABILITIES.map((ability) => read[ability] as number)),
    ...(rules && { rules }),
  };
}

/** Stored rules read back: a built-in race and class, and known abilities, or nothing. */
function readStatRules(value: unknown): StatRules | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { race, characterClass, first } = value as Record<string, unknown>;
  if (!isRace(race) || !isCharacterClass(characterClass)) return undefined;
  const abilities = Array.isArray(first)
    ? first.filter((a): a is Ability => (ABILITIES as readonly unknown[]).includes(a))
    : [];
  return { race, characterClass, ...(abilities.length > 0 && { first: abilities }) };
}
