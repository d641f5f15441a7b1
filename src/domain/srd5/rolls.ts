/**
 * A character's fifth-edition numbers as the app rolls, rerolls and edits them. They are always
 * the app's own: a model never writes them.
 */
import { isCharacterClass, type Character, type CharacterClass } from '../character';
import { randomInt, type Random } from '../random';
import {
  ABILITIES,
  MAX_LEVEL,
  MAX_SCORE,
  MIN_LEVEL,
  MIN_SCORE,
  baseAbilityScores,
  rollAbilityScores,
  rollLevel,
  withBackgroundIncrease,
  type Ability,
  type AbilityMethod,
  type AbilityScores,
  type StatBlockInput,
} from './abilities';
import type { StatRules } from '../ability-scores';

/**
 * A new character's level and scores. A pack's race or class rolls by the built-in ones it
 * follows (`rules`, kept with the numbers); a class outside the app's list without them has none.
 */
export function rollStats(
  characterClass: string,
  method: AbilityMethod,
  random: Random,
  rules?: StatRules,
): StatBlockInput | undefined {
  const level = rollLevel(random);
  if (rules && isCharacterClass(rules.characterClass)) {
    const scores = rollAbilityScores(method, rules.characterClass, random, rules.first);
    return { level, scores, rules };
  }
  if (!isCharacterClass(characterClass)) return undefined;
  return { level, scores: rollAbilityScores(method, characterClass, random) };
}

/**
 * The numbers of a character whose class changed: the level kept, the scores made for the new
 * class by `method` (the standard array placed for it, or a roll placed on its main
 * abilities), so a new Mage is not left with a Warrior's strength. A class outside the app's list
 * keeps the scores it had.
 */
export function statsForClass(
  stats: StatBlockInput,
  characterClass: string,
  method: AbilityMethod,
  random: Random,
  rules?: StatRules,
): StatBlockInput {
  const { rules: _old, ...kept } = stats;
  if (rules && isCharacterClass(rules.characterClass)) {
    return {
      ...kept,
      scores: rollAbilityScores(method, rules.characterClass, random, rules.first),
      rules,
    };
  }
  if (!isCharacterClass(characterClass)) return kept;
  return { ...kept, scores: rollAbilityScores(method, characterClass, random) };
}

/** `character` carrying `stats`, or carrying none. */
export function withStats(character: Character, stats: StatBlockInput | undefined): Character {
  const { stats: _old, ...rest } = character;
  return stats ? { ...rest, stats } : rest;
}

/** Draws with `draw` until the result is not `current`; a reroll that changes nothing is no reroll. */
function drawDifferent<T>(current: T, draw: () => T, same: (a: T, b: T) => boolean): T {
  let next = draw();
  for (let tries = 0; tries < 50 && same(next, current); tries += 1) next = draw();
  return next;
}

const sameScores = (a: AbilityScores, b: AbilityScores) =>
  ABILITIES.every((ability) => a[ability] === b[ability]);

/** The six values placed on the abilities in a random order. */
function shuffled(scores: AbilityScores, random: Random): AbilityScores {
  const values = ABILITIES.map((ability) => scores[ability]);
  for (let i = values.length - 1; i > 0; i -= 1) {
    const j = randomInt(random, 0, i);
    [values[i], values[j]] = [values[j] as number, values[i] as number];
  }
  return Object.fromEntries(ABILITIES.map((ability, i) => [ability, values[i]])) as AbilityScores;
}

/**
 * New scores by `method`, never the ones it has. A new character with the standard array gets
 * them placed for the class; a reroll places the same six values on the abilities in another order,
 * as the rules leave a player free to.
 */
export function rerollScores(
  stats: StatBlockInput,
  characterClass: CharacterClass,
  method: AbilityMethod,
  random: Random,
): StatBlockInput {
  const first = stats.rules?.first;
  const draw =
    method === 'standard'
      ? () =>
          withBackgroundIncrease(
            shuffled(baseAbilityScores('standard', characterClass, random, first), random),
            characterClass,
            first,
          )
      : () => rollAbilityScores(method, characterClass, random, first);
  return { ...stats, scores: drawDifferent(stats.scores, draw, sameScores) };
}

/** A new level from 1 to 5 (low levels likelier), never the one it has. */
export const rerollLevel = (stats: StatBlockInput, random: Random): StatBlockInput => ({
  ...stats,
  level: drawDifferent(stats.level, () => rollLevel(random), Object.is),
});

/** A number typed by hand: accepted, or refused with why. */
export type StatCheck = { ok: true; value: number } | { ok: false; message: string };

const checkWhole = (raw: string, name: string, min: number, max: number): StatCheck => {
  const text = raw.trim();
  const value = /^\d+$/.test(text) ? Number(text) : NaN;
  return value >= min && value <= max
    ? { ok: true, value }
    : { ok: false, message: `${name} must be between ${min} and ${max}` };
};

/** A level typed by hand: a whole number from 1 to 20. */
export const checkLevel = (raw: string): StatCheck =>
  checkWhole(raw, 'Level', MIN_LEVEL, MAX_LEVEL);

/** A score typed by hand: a whole number from 3 to 20. */
export const checkScore = (raw: string, name = 'A score'): StatCheck =>
  checkWhole(raw, name, MIN_SCORE, MAX_SCORE);

/** The stats with one ability's score changed. */
export const withScore = (stats: StatBlockInput, ability: Ability, score: number) => ({
  ...stats,
  scores: { ...stats.scores, [ability]: score },
});
