/**
 * What a pack's detailed entries say. A race is `Halfling | 20-150 | Looks like Human`: its name,
 * the adult ages it is generated with, and the built-in race whose pictures and stories it
 * borrows. A class is `Ranger | Plays like Warrior | Dexterity first`: the built-in class whose
 * game numbers it takes, with the abilities it puts first. A name is `Milo | Halfling | Male`:
 * the race and gender it is for, each optional. Every detail may be left out.
 */
import {
  CHARACTER_CLASSES,
  GENDERS,
  RACES,
  nameKey,
  type CharacterClass,
  type Gender,
  type Race,
} from '../character';
import { ABILITIES, ABILITY_FULL_NAMES, type Ability } from '../ability-scores';
import { MINIMUM_AGE, DEFAULT_AGE_MAXIMUM } from '../character-template';
import type { PackTable } from './pack';
import { packProblem } from './pack-problems';

/** A race a pack adds. */
export interface PackRace {
  name: string;
  /** The youngest and oldest age, both included, it is generated with. */
  minAge: number;
  maxAge: number;
  /** The built-in race whose pictures and stories it uses; none gives the default picture. */
  looksLike?: Race;
}

/** A class a pack adds. */
export interface PackClass {
  name: string;
  /** The built-in class whose 5e numbers it takes; none gives no stat block. */
  playsLike?: CharacterClass;
  /** The abilities it puts first, most important first. */
  abilitiesFirst?: Ability[];
}

/** A first or last name, for one race or gender or for all. */
export interface PackName {
  name: string;
  race?: string;
  gender?: Gender;
}

/** An entry read, or why it cannot be. */
type Read<T> = { entry: T } | { problem: string };

/** The oldest age a pack race may give. */
const MAX_PACK_AGE = 10000;

const parts = (line: string): string[] => line.split('|').map((part) => part.trim());

const builtIn = <T extends string>(list: readonly T[], name: string): T | undefined =>
  list.find((item) => nameKey(item) === nameKey(name));

const AGE_RANGE = /^(\d{1,5})\s*(?:-|–|to)\s*(\d{1,5})$/iu;
const LOOKS_LIKE = /^looks like\s+(.+)$/iu;
const PLAYS_LIKE = /^plays like\s+(.+)$/iu;

/** A race entry read; see the top of this file. */
export function readRace(line: string): Read<PackRace> {
  const [name = '', ...details] = parts(line);
  if (!name)
    return {
      problem: packProblem('A race needs a name before the first "|".', 'packs.problem.raceName'),
    };
  const race: PackRace = {
    name,
    minAge: MINIMUM_AGE,
    maxAge: MINIMUM_AGE + DEFAULT_AGE_MAXIMUM - 1,
  };
  for (const detail of details) {
    const ages = AGE_RANGE.exec(detail);
    const looks = LOOKS_LIKE.exec(detail);
    if (ages) {
      const [min, max] = [Number(ages[1]), Number(ages[2])];
      if (min < 1 || max < min || max > MAX_PACK_AGE) {
        return {
          problem: packProblem(
            `"${detail}" is not an age range from 1 to ${MAX_PACK_AGE}, youngest first.`,
            'packs.problem.ageRange',
            { detail, max: MAX_PACK_AGE },
          ),
        };
      }
      race.minAge = min;
      race.maxAge = max;
    } else if (looks) {
      const looksLike = builtIn(RACES, looks[1] ?? '');
      if (!looksLike) {
        const races = RACES.join(', ');
        return {
          problem: packProblem(`"Looks like" takes one of ${races}.`, 'packs.problem.looksLike', {
            races,
          }),
        };
      }
      race.looksLike = looksLike;
    } else {
      return {
        problem: packProblem(
          `"${detail}" is neither an age range such as 20-150 nor "Looks like".`,
          'packs.problem.raceDetail',
          { detail },
        ),
      };
    }
  }
  return { entry: race };
}

/** An ability by its full or short name ("Dexterity", "dex"). */
const abilityNamed = (name: string): Ability | undefined =>
  ABILITIES.find((a) => nameKey(ABILITY_FULL_NAMES[a]) === nameKey(name) || a === nameKey(name));

/** A class entry read; see the top of this file. */
export function readClass(line: string): Read<PackClass> {
  const [name = '', ...details] = parts(line);
  if (!name)
    return {
      problem: packProblem('A class needs a name before the first "|".', 'packs.problem.className'),
    };
  const entry: PackClass = { name };
  for (const detail of details) {
    const plays = PLAYS_LIKE.exec(detail);
    if (plays) {
      const playsLike = builtIn(CHARACTER_CLASSES, plays[1] ?? '');
      if (!playsLike) {
        const classes = CHARACTER_CLASSES.join(', ');
        return {
          problem: packProblem(`"Plays like" takes one of ${classes}.`, 'packs.problem.playsLike', {
            classes,
          }),
        };
      }
      entry.playsLike = playsLike;
      continue;
    }
    const named = detail.replace(/\s+first$/iu, '').split(/\s*,\s*/u);
    const abilities = named.map(abilityNamed);
    if (abilities.some((a) => a === undefined)) {
      return {
        problem: packProblem(
          `"${detail}" is neither "Plays like" nor abilities such as "Dexterity first".`,
          'packs.problem.classDetail',
          { detail },
        ),
      };
    }
    entry.abilitiesFirst = abilities as Ability[];
  }
  return { entry };
}

/** A name entry read: any detail that is a gender is its gender, any other its race. */
export function readName(line: string): Read<PackName> {
  const [name = '', ...details] = parts(line);
  if (!name)
    return { problem: packProblem('A name is needed before the first "|".', 'packs.problem.name') };
  const entry: PackName = { name };
  for (const detail of details) {
    const gender = builtIn(GENDERS, detail);
    if (gender) entry.gender = gender;
    else if (entry.race === undefined) entry.race = detail;
    else {
      return {
        problem: packProblem(
          `"${detail}": a name is for at most one race and one gender.`,
          'packs.problem.nameDetail',
          { detail },
        ),
      };
    }
  }
  return { entry };
}

/** Why an entry of the table cannot be read, or null when it can. */
export function entryProblem(table: PackTable, line: string): string | null {
  let read: Read<unknown> | undefined;
  if (table === 'Races') read = readRace(line);
  else if (table === 'Classes') read = readClass(line);
  else if (table === 'First names' || table === 'Last names') read = readName(line);
  return read && 'problem' in read ? read.problem : null;
}

/** The entries that read, of one table, in order. */
export function readEntries<T>(
  lines: readonly string[] | undefined,
  read: (line: string) => Read<T>,
): T[] {
  const entries: T[] = [];
  for (const line of lines ?? []) {
    const result = read(line);
    if ('entry' in result) entries.push(result.entry);
  }
  return entries;
}
