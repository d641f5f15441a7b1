/**
 * Age limits per race. Kept apart from the generator so screens can check an age typed by hand
 * without loading the name pools and story templates.
 */
import type { Race } from './character';

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
