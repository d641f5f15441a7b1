/**
 * Quick NPC: a character made at once, offline, to fit what a few words asked for (see
 * `npc-words`). It is the offline generator's character with the asked values fixed before it
 * draws the rest, the way locked values are; a trade asked for also decides the class, race and
 * life stage left open, so an innkeeper is of a people and an age that keep inns.
 */
import {
  ALIGNMENTS,
  CHARACTER_CLASSES,
  RACES,
  type Alignment,
  type CharacterClass,
  type GeneratedCharacter,
  type Race,
} from './character';
import { ageBounds } from './character-template';
import { generateCharacter, raceNames } from './generator';
import { asValue, raceAgeBounds } from './packs/catalog';
import { defaultPools, type GeneratorPools } from './pools';
import { pick, randomInt, type Random } from './random';
import { lifeStage, orderAxis } from './table-ready';
import type { Entry, Stage } from './table-ready/entry';
import { OCCUPATIONS } from './table-ready/occupations';
import { moralAxis } from './templates';
import type { AgeWord, NpcConstraints } from './npc-words';

/**
 * The years each age word means for each race, both ends included and within the ages the
 * generator makes (15 and up): an old human is 60 to 85, an old elf 350 to 480. Characters are
 * never younger than 15, so a "child" is the youngest a race is made.
 */
export const AGE_RANGES: Readonly<Record<Race, Readonly<Record<AgeWord, [number, number]>>>> = {
  Human: { child: [15, 16], young: [15, 25], adult: [30, 55], old: [60, 85], ancient: [86, 99] },
  Elf: {
    child: [15, 40],
    young: [20, 100],
    adult: [120, 340],
    old: [350, 480],
    ancient: [481, 514],
  },
  Dwarf: {
    child: [15, 25],
    young: [20, 60],
    adult: [60, 240],
    old: [250, 380],
    ancient: [381, 414],
  },
  Orc: { child: [15, 15], young: [15, 22], adult: [22, 44], old: [45, 65], ancient: [66, 74] },
};

const STAGES: readonly Stage[] = ['young', 'adult', 'elder'];

/** The ages a character of `race` may have under the constraints: a range, both ends included. */
function ageRange(race: Race, { age, years }: NpcConstraints): [number, number] {
  const { min, max } = ageBounds(race);
  if (years !== undefined) {
    const fitted = Math.min(Math.max(years, min), max);
    return [fitted, fitted];
  }
  return age ? AGE_RANGES[race][age] : [min, max];
}

/** The life stages (see `lifeStage`) an age in the range may fall in. */
function stagesIn(race: Race, [from, to]: [number, number]): Stage[] {
  const first = STAGES.indexOf(lifeStage(race, from));
  const last = STAGES.indexOf(lifeStage(race, to));
  return STAGES.slice(first, last + 1);
}

const overlap = <T>(allowed: readonly T[], listed: readonly T[] | undefined): T[] =>
  listed ? allowed.filter((value) => listed.includes(value)) : [...allowed];

/** A race that can be the age asked for in years; all of them for any other constraint. */
function racesFor(constraints: NpcConstraints): readonly Race[] {
  if (constraints.race) return [constraints.race];
  const { years } = constraints;
  if (years === undefined) return RACES;
  const holding = RACES.filter((race) => {
    const { min, max } = ageBounds(race);
    return years >= min && years <= max;
  });
  return holding.length > 0 ? holding : RACES;
}

/** A race, a class and the trade's line, drawn to fit each other and the constraints. */
interface Placed {
  race: Race;
  characterClass: CharacterClass;
  entry?: Entry;
}

/**
 * Places the character in a trade the constraints name: among the trades and races and classes
 * that suit each other and the age asked for, one drawn at random. When none does (an orc
 * innkeeper: the tables keep inns in towns), the words win: one of the trades named, with the
 * race and class asked for or drawn from the trade's own.
 */
function placeInTrade(
  occupations: readonly string[],
  constraints: NpcConstraints,
  random: Random,
): Placed | undefined {
  const entries = OCCUPATIONS.filter((entry) => occupations.includes(entry.text));
  if (entries.length === 0) return undefined;
  const races = racesFor(constraints);
  const classes = constraints.characterClass ? [constraints.characterClass] : CHARACTER_CLASSES;
  const fitting: Placed[] = [];
  for (const entry of entries) {
    for (const race of overlap(races, entry.races)) {
      const stages = stagesIn(race, ageRange(race, constraints));
      if (entry.stages && !stages.some((stage) => entry.stages?.includes(stage))) continue;
      for (const characterClass of overlap(classes, entry.classes)) {
        fitting.push({ race, characterClass, entry });
      }
    }
  }
  if (fitting.length > 0) {
    // Each trade as likely as any other, however many races and classes it suits.
    const entry = pick(random, [...new Set(fitting.map((f) => f.entry))]);
    return pick(
      random,
      fitting.filter((f) => f.entry === entry),
    );
  }
  const entry = pick(random, entries);
  const race = pick(
    random,
    overlap(races, entry.races).length ? overlap(races, entry.races) : races,
  );
  const ownClasses = overlap(classes, entry.classes);
  return { race, characterClass: pick(random, ownClasses.length ? ownClasses : classes), entry };
}

/** An age in the range that falls in one of the stages the trade suits (any when it names none). */
function drawAge(race: Race, range: [number, number], random: Random, entry?: Entry): number {
  const [from, to] = range;
  const stages = entry?.stages;
  if (!stages) return randomInt(random, from, to);
  const fitting: number[] = [];
  for (let age = from; age <= to; age += 1) {
    if (stages.includes(lifeStage(race, age))) fitting.push(age);
  }
  return fitting.length > 0 ? pick(random, fitting) : randomInt(random, from, to);
}

const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** The alignments with the halves asked for: Lawful and Evil give Lawful Evil alone. */
function alignmentsFor({ order, moral }: NpcConstraints): readonly Alignment[] {
  return ALIGNMENTS.filter(
    (alignment) =>
      (!order || orderAxis(alignment) === order) && (!moral || moralAxis(alignment) === moral),
  );
}

/**
 * A new character that fits every constraint: race, gender, class, the alignment's halves, the
 * age (a word within the race's {@link AGE_RANGES}, or the years typed, brought within the race's
 * ages) and, when trades are named, one of them as its occupation, "At the table" built around
 * it. Everything else (names, epithet, story, the other rows) is the offline generator's.
 */
export function quickNpc(
  constraints: NpcConstraints,
  random: Random,
  pools: GeneratorPools = defaultPools,
): GeneratedCharacter {
  if (constraints.packRace !== undefined || constraints.packClass !== undefined) {
    return packNpc(constraints, random, pools);
  }
  const placed = constraints.occupations?.length
    ? placeInTrade(constraints.occupations, constraints, random)
    : undefined;
  const race = placed?.race ?? pick(random, racesFor(constraints));
  const characterClass =
    placed?.characterClass ?? constraints.characterClass ?? pick(random, CHARACTER_CLASSES);
  const age = drawAge(race, ageRange(race, constraints), random, placed?.entry);
  return generateCharacter(
    {
      race,
      characterClass,
      age,
      alignment: pick(random, alignmentsFor(constraints)),
      ...(constraints.gender && { gender: constraints.gender }),
      ...(placed?.entry && { tableReady: { occupation: capitalise(placed.entry.text) } }),
    },
    random,
    pools,
  );
}

/**
 * A character of a pack's race or class: its ages are the pack race's own range (the years asked
 * brought within it), a trade asked for is its occupation as the words name it.
 */
function packNpc(
  constraints: NpcConstraints,
  random: Random,
  pools: GeneratorPools,
): GeneratedCharacter {
  const race = constraints.packRace ?? constraints.race ?? pick(random, raceNames(pools));
  const characterClass =
    constraints.packClass ?? constraints.characterClass ?? pick(random, CHARACTER_CLASSES);
  const { min, max } = raceAgeBounds(race, pools.catalog);
  const { years } = constraints;
  const age =
    years === undefined ? randomInt(random, min, max) : Math.min(Math.max(years, min), max);
  const trade = constraints.occupations?.length ? pick(random, constraints.occupations) : undefined;
  return generateCharacter(
    {
      race: asValue(RACES, race),
      characterClass: asValue(CHARACTER_CLASSES, characterClass),
      age,
      alignment: pick(random, alignmentsFor(constraints)),
      ...(constraints.gender && { gender: constraints.gender }),
      ...(trade && { tableReady: { occupation: capitalise(trade) } }),
    },
    random,
    pools,
  );
}

/**
 * `count` characters for the same constraints, each with a full name none of the others has
 * (as far as the name pools allow), so the choices read as different people.
 */
export function quickNpcs(
  constraints: NpcConstraints,
  random: Random,
  count: number,
  pools: GeneratorPools = defaultPools,
): GeneratedCharacter[] {
  const made: GeneratedCharacter[] = [];
  const names = new Set<string>();
  for (let tries = 0; made.length < count; tries += 1) {
    const npc = quickNpc(constraints, random, pools);
    const name = `${npc.firstName} ${npc.lastName}`;
    if (names.has(name) && tries < count * 4) continue;
    names.add(name);
    made.push(npc);
  }
  return made;
}
