/**
 * The data the offline generator draws from. The defaults are the JSON files in `data/`, which a
 * test validates against a schema; tests and callers may pass their own pools instead.
 */
import maleNames from '../../data/male-names.json';
import femaleNames from '../../data/female-names.json';
import surnames from '../../data/surnames.json';
import epithets from '../../data/epithets.json';
import backgrounds from '../../data/backgrounds.json';
import creeds from '../../data/creeds.json';
import type { BackgroundTemplate, CreedPool, MoralAxis } from './templates';
import type { Catalog } from './packs/catalog';
import type { PackRows } from './packs/pack-rows';

/** The names given for one race: its own pools, used instead of the general ones. */
export interface RaceNames {
  maleNames: readonly string[];
  femaleNames: readonly string[];
  surnames: readonly string[];
}

/** Everything random generation picks from. */
export interface GeneratorPools {
  maleNames: readonly string[];
  femaleNames: readonly string[];
  surnames: readonly string[];
  /** Epithets such as "The Benevolent Guardian". */
  epithets: readonly string[];
  /**
   * The moral sides each epithet suits (see `moralAxis`), so a lawful good cleric is not "The
   * Butcher"; an epithet not listed here suits every side.
   */
  epithetAxes?: Readonly<Record<string, readonly MoralAxis[]>>;
  /** Background templates. */
  templates: readonly BackgroundTemplate[];
  /** Alignment lines for the `{{creed}}` placeholder; none gives an empty creed. */
  creeds?: CreedPool;
  /** The races and classes drawn from, with their ages; the built-in four of each without one. */
  catalog?: Catalog;
  /** Names given for one race (by the race's name as `nameKey` writes it). */
  raceNames?: Readonly<Record<string, RaceNames>>;
  /** The entries of the packs that are on for the rows "At the table" and story titles. */
  packRows?: PackRows;
}

/** The pools shipped with the app, from `data/`. */
export const defaultPools: GeneratorPools = {
  maleNames,
  femaleNames,
  surnames,
  // The epithets file maps each epithet to the sides it suits.
  epithets: Object.keys(epithets),
  epithetAxes: epithets as Record<string, MoralAxis[]>,
  // The JSON's string fields are checked against the enumerations by data/__tests__.
  templates: backgrounds as BackgroundTemplate[],
  creeds: creeds as CreedPool,
};
