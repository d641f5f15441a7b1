/**
 * What a model is given before it writes, drawn here: kept apart from the offline generator so
 * a model call never downloads its name pools and stories.
 */
import {
  ALIGNMENTS,
  CHARACTER_CLASSES,
  GENDERS,
  RACES,
  type CharacterTemplate,
  type Race,
} from './character';
import { defaultRandom, pick, randomInt, type Random } from './random';

/** The youngest age a generated character can have. */
export const MINIMUM_AGE = 15;

/** The age maximum per race: ages run from 15 to 15 + (maximum − 1). */
export const AGE_MAXIMUM: Readonly<Record<Race, number>> = {
  Human: 85,
  Elf: 500,
  Dwarf: 400,
  Orc: 60,
};

/** The age maximum of any race not in {@link AGE_MAXIMUM}. */
export const DEFAULT_AGE_MAXIMUM = 100;

/** The lowest and highest age (both included) a character of this race is generated with. */
export function ageBounds(race: string): { min: number; max: number } {
  const maximum = Object.hasOwn(AGE_MAXIMUM, race)
    ? AGE_MAXIMUM[race as Race]
    : DEFAULT_AGE_MAXIMUM;
  return { min: MINIMUM_AGE, max: MINIMUM_AGE + maximum - 1 };
}

/** A random whole-number age within the race's bounds; see {@link ageBounds}. */
export function randomAge(race: string, random: Random = defaultRandom): number {
  const { min, max } = ageBounds(race);
  return randomInt(random, min, max);
}

/**
 * The attributes a model is given; it writes the names, epithet and background. Values in
 * `given` (kept by the user) are used as they are; the rest are drawn.
 */
export function randomTemplate(
  random: Random = defaultRandom,
  given: Pick<CharacterTemplate, 'race' | 'characterClass' | 'gender' | 'alignment' | 'age'> = {},
): CharacterTemplate {
  const race = given.race ?? pick(random, RACES);
  return {
    race,
    characterClass: given.characterClass ?? pick(random, CHARACTER_CLASSES),
    gender: given.gender ?? pick(random, GENDERS),
    alignment: given.alignment ?? pick(random, ALIGNMENTS),
    age: given.age ?? randomAge(race, random),
  };
}
