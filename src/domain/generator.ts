/**
 * The offline character generator and the local re-roll of a single property, which also works
 * without a model. Everything random takes a {@link Random}, so a seeded source gives the same
 * character every time.
 */
import {
  ALIGNMENTS,
  CHARACTER_CLASSES,
  GENDERS,
  isGender,
  nameKey,
  RACES,
  type CharacterClass,
  type OrUnlisted,
  type Race,
  type Background,
  type Character,
  type GeneratedCharacter,
  type Gender,
  type RerollableProperty,
} from './character';
import { asValue, choiceNamed, raceAgeBounds } from './packs/catalog';
import { withPackReroll, withPackRows, withPackTitle } from './packs/pack-rows';
import { defaultPools, type GeneratorPools } from './pools';
import { defaultRandom, pick, randomId, randomInt, type Random } from './random';
import type { AttributeProperty, LockTemplate } from './locks';
import { followTableReady, rerollTableReadyField, rollTableReady } from './table-ready';
import { isTableReadyField, type TableReady, type TableReadyField } from './table-ready/fields';
import {
  chooseTemplate,
  creedLines,
  findCreedLine,
  findTemplateCandidates,
  findTemplateOf,
  fitsMoralAxis,
  renderBackground,
  templateKey,
  type TemplateCombination,
} from './templates';

/** The names a race draws from: its own, where a pack gives some, or the general ones. */
function namesOfRace(pools: GeneratorPools, race: string | undefined) {
  const own = race === undefined ? undefined : pools.raceNames?.[nameKey(race)];
  const first = own && own.maleNames.length + own.femaleNames.length > 0 ? own : pools;
  return {
    maleNames: first.maleNames,
    femaleNames: first.femaleNames,
    surnames: own && own.surnames.length > 0 ? own.surnames : pools.surnames,
  };
}

/**
 * The first names a gender draws from: Non-binary (or anything else) draws from both lists. A
 * race with names of its own (from a pack) draws from those.
 */
export function firstNamePool(
  gender: Character['gender'],
  pools: GeneratorPools,
  race?: string,
): readonly string[] {
  const names = namesOfRace(pools, race);
  if (gender === 'Male') return names.maleNames;
  if (gender === 'Female') return names.femaleNames;
  return [...names.maleNames, ...names.femaleNames];
}

/** The names of the races drawn from: the catalog's, or the built-in four. */
export const raceNames = (pools: GeneratorPools): readonly OrUnlisted<Race>[] =>
  pools.catalog ? pools.catalog.races.map((r) => asValue(RACES, r.name)) : RACES;

/** The names of the classes drawn from: the catalog's, or the built-in four. */
const classNames = (pools: GeneratorPools): readonly OrUnlisted<CharacterClass>[] =>
  pools.catalog
    ? pools.catalog.classes.map((c) => asValue(CHARACTER_CLASSES, c.name))
    : CHARACTER_CLASSES;

/** A random age within the race's bounds (a pack race's own range). */
function randomAge(race: string, random: Random, pools: GeneratorPools): number {
  const { min, max } = raceAgeBounds(race, pools.catalog);
  return randomInt(random, min, max);
}

/**
 * The race and class a story is chosen for: a pack's race or class as the built-in one it looks
 * or plays like, so it gets that one's stories told with its own name.
 */
function storyCombo(character: Character, pools: GeneratorPools): Character {
  const race = choiceNamed(pools.catalog?.races, String(character.race))?.looksLike;
  const characterClass = choiceNamed(
    pools.catalog?.classes,
    String(character.characterClass),
  )?.playsLike;
  return {
    ...character,
    race: race ?? character.race,
    characterClass: characterClass ?? character.characterClass,
  };
}

/** One item, other than `avoid` whenever the list holds anything else. */
function pickOther<T>(random: Random, items: readonly T[], avoid?: unknown): T {
  const others = avoid === undefined ? items : items.filter((item) => item !== avoid);
  return pick(random, others.length > 0 ? others : items);
}

/**
 * A random first name for the gender, other than `avoid` where the pool allows. An empty pool
 * gives "Character" followed directly by a number from 0 to 999, e.g. `Character417` (no space,
 * so it reads as one first name).
 */
export function randomFirstName(
  gender: Character['gender'],
  random: Random = defaultRandom,
  pools: GeneratorPools = defaultPools,
  avoid?: string,
  race?: string,
): string {
  const pool = firstNamePool(gender, pools, race);
  if (pool.length > 0) return pickOther(random, pool, avoid);
  const avoidNumber = avoid && /^Character\d{1,3}$/.test(avoid) ? Number(avoid.slice(9)) : -1;
  let n = randomInt(random, 0, avoidNumber >= 0 ? 998 : 999);
  if (avoidNumber >= 0 && n >= avoidNumber) n += 1;
  return `Character${n}`;
}

/**
 * A random surname (of the race's own, where a pack gives some) other than `avoid` where
 * possible; an empty pool gives an empty surname.
 */
export function randomLastName(
  random: Random = defaultRandom,
  pools: GeneratorPools = defaultPools,
  avoid?: string,
  race?: string,
): string {
  const { surnames } = namesOfRace(pools, race);
  return surnames.length > 0 ? pickOther(random, surnames, avoid) : '';
}

/**
 * The epithets that suit the alignment's moral side (all of them without an alignment, or when
 * none suits it).
 */
export function epithetsFor(
  alignment: string | undefined,
  pools: GeneratorPools,
): readonly string[] {
  if (alignment === undefined || !pools.epithetAxes) return pools.epithets;
  const axes = pools.epithetAxes;
  const fitting = pools.epithets.filter((e) => fitsMoralAxis(axes[e], alignment));
  return fitting.length > 0 ? fitting : pools.epithets;
}

/**
 * A random epithet, other than `avoid` where possible, that suits the alignment's moral side when
 * one is given; an empty pool gives an empty epithet.
 */
export function randomEpithet(
  random: Random = defaultRandom,
  pools: GeneratorPools = defaultPools,
  avoid?: string,
  alignment?: string,
): string {
  const epithets = epithetsFor(alignment, pools);
  return epithets.length > 0 ? pickOther(random, epithets, avoid) : '';
}

/** A random creed line for the alignment (other than `avoid` where possible), or ''. */
function randomCreed(
  character: Character,
  random: Random,
  pools: GeneratorPools,
  avoid?: string,
): string {
  const lines = creedLines(pools.creeds, character.alignment);
  return lines.length > 0 ? pickOther(random, lines, avoid) : '';
}

/**
 * A background for the character from the pools' templates: a random template chosen by the
 * selection chain of {@link findTemplateCandidates} (avoiding the template `avoidTemplateId`
 * where another fits), with its placeholders filled in and a random creed line for the
 * character's alignment (other than `avoidCreed` where possible); or title `Title` with no
 * content when no template fits.
 */
export function randomBackground(
  character: Character,
  random: Random = defaultRandom,
  pools: GeneratorPools = defaultPools,
  avoidTemplateId?: string,
  avoidCreed?: string,
): Background {
  const combo = storyCombo(character, pools);
  const template = chooseTemplate(pools.templates, combo, random, avoidTemplateId);
  if (!template) return renderBackground(undefined, character);
  return renderBackground(template, character, randomCreed(character, random, pools, avoidCreed));
}

/**
 * A complete character. Every attribute the template supplies (not `undefined` or `null`) is
 * kept; the others are filled at random: race, class, gender and alignment uniformly, the age
 * within the race's bounds, the first name from the gender's pool, the epithet from those that
 * suit the alignment, the id by `randomId`, and the background from the templates that suit the
 * race, class, gender and alignment (see {@link randomBackground}), and the rows "At the table"
 * (see {@link rollTableReady}), keeping those the template gives.
 */
export function generateCharacter(
  template: LockTemplate & Partial<Pick<GeneratedCharacter, 'id' | 'background'>> = {},
  random: Random = defaultRandom,
  pools: GeneratorPools = defaultPools,
): GeneratedCharacter {
  const race = template.race ?? pick(random, raceNames(pools));
  const characterClass = template.characterClass ?? pick(random, classNames(pools));
  const gender = template.gender ?? pick(random, GENDERS);
  const alignment = template.alignment ?? pick(random, ALIGNMENTS);
  const age = template.age ?? randomAge(race, random, pools);
  const firstName = template.firstName ?? randomFirstName(gender, random, pools, undefined, race);
  const lastName = template.lastName ?? randomLastName(random, pools, undefined, race);
  const epithet = template.epithet ?? randomEpithet(random, pools, undefined, alignment);
  const id = template.id ?? randomId(random);
  const character: GeneratedCharacter = {
    id,
    firstName,
    lastName,
    epithet,
    race,
    characterClass,
    gender,
    alignment,
    age,
    background: { title: '', content: [] },
  };
  character.background = template.background ?? randomBackground(character, random, pools);
  // Drawn last, so the values above are the same for a seed as before these rows existed.
  character.tableReady = rollTableReady(character, random, template.tableReady);
  // The packs' rows and titles after all the rest, and only with packs that give some.
  character.tableReady = withPackRows(
    character.tableReady,
    pools.packRows,
    random,
    template.tableReady,
  );
  if (!template.background) {
    character.background = withPackTitle(character.background, pools.packRows, random);
  }
  return character;
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Replaces `from` with `to` wherever it stands as a whole word (letters on neither side). */
function replaceWord(text: string, from: string, to: string): string {
  if (!from || from === to) return text;
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(from)}(?![\\p{L}\\p{N}])`, 'gu');
  return text.replace(pattern, () => to);
}

/** A background with the old names and epithet swapped for the new ones, wherever they stand. */
export function renameInText(
  background: Background,
  before: Character,
  after: Character,
): Background {
  const swap = (text: string): string => {
    let result = text;
    if (before.epithet && before.epithet !== after.epithet) {
      result = replaceWord(result, before.epithet, after.epithet);
      // Mid-sentence an epithet is often written "the Iron Hand".
      const lower = (e: string) => e.replace(/^The\s/, 'the ');
      result = replaceWord(result, lower(before.epithet), lower(after.epithet));
    }
    result = replaceWord(result, before.firstName, after.firstName);
    result = replaceWord(result, before.lastName, after.lastName);
    return result;
  };
  return { ...background, title: swap(background.title), content: background.content.map(swap) };
}

const sameCombination = (a: TemplateCombination, b: TemplateCombination): boolean =>
  a.race === b.race &&
  a.characterClass === b.characterClass &&
  a.alignment === b.alignment &&
  a.gender === b.gender;

/**
 * The background after a property other than the background changed. A template background is
 * re-rendered from the same template while that template still fits, so new names and pronouns
 * show in the same story (and the same creed line, unless the alignment changed); otherwise a
 * fitting template is chosen. A background not from a template (written
 * by a model) keeps its story with the names swapped, unless race, class, alignment or gender
 * changed, in which case a fitting template replaces it. A story kept must still carry the new
 * alignment's moral side, and fit the new age (a story of a long past needs the years for it);
 * one that does not gives way to one of the same race and class that does.
 * Exported so any change of a value (a reroll, an edit by hand) follows the same rule.
 */
export function followBackground(
  before: Character,
  after: Character,
  random: Random,
  pools: GeneratorPools,
): Background {
  const template = findTemplateOf(before.background, before, pools.templates);
  if (template && findTemplateCandidates(pools.templates, after).templates.includes(template)) {
    // Same story: keep its creed line too, unless the alignment (which the line shows) changed.
    const creed =
      (before.alignment === after.alignment &&
        findCreedLine(before.background, before, pools.creeds)) ||
      randomCreed(after, random, pools);
    return renderBackground(template, after, creed);
  }
  if (!template && sameCombination(before, after)) {
    return renameInText(before.background, before, after);
  }
  return randomBackground(after, random, pools);
}

/**
 * False only for a first name found in the other gender's list and not in this gender's: a name
 * from neither list (written by a model or by hand) or from both fits any gender.
 */
function nameFitsGender(firstName: string, gender: Gender, pools: GeneratorPools): boolean {
  if (gender === 'Non-binary') return true;
  const own = gender === 'Male' ? pools.maleNames : pools.femaleNames;
  const other = gender === 'Male' ? pools.femaleNames : pools.maleNames;
  return own.includes(firstName) || !other.includes(firstName);
}

/**
 * The character with one property re-rolled. Only that property changes, and it always gets a
 * value different from the old one where there is more than one to choose from; the id stays.
 * - `age` is re-rolled within the race's bounds; a story that needs more years than the new age
 *   gives way to one that fits it.
 * - `race`: the age is kept when it lies within the new race's bounds, and re-rolled within them
 *   otherwise (a 300-year-old elf cannot become a 300-year-old human).
 * - `gender`: the first name is kept, unless it comes from the other gender's name list only (a
 *   woman is not left named Cathal): then a first name is drawn for the new gender. Pronouns in
 *   the background follow.
 * - `background`: a different template for the same combination where one exists.
 * - a row "At the table" (see `rerollTableReadyField`): the other rows and the story stay as they
 *   are, but a new occupation is swapped into the summary; a character without the rows gets
 *   them all.
 *
 * The background follows every other change: names are updated in it, and a change of race,
 * class, alignment or gender picks a fitting template. The rows "At the table" follow too (see
 * `followTableReady`), all but those in `kept` (the locked ones). A stored value outside the app's lists
 * (see `Unlisted`) stays as it was unless it is the property re-rolled; a missing age is re-rolled
 * with the race.
 */
export function rerollProperty<C extends Character>(
  character: C,
  property: RerollableProperty,
  random: Random = defaultRandom,
  pools: GeneratorPools = defaultPools,
  kept?: Partial<TableReady>,
): C {
  const c = character;
  if (isTableReadyField(property)) {
    const rows = c.tableReady
      ? withPackReroll(
          property,
          c.tableReady,
          rerollTableReadyField(property, c, c.tableReady, random),
          pools.packRows,
          random,
        )
      : rollTableReady(c, random);
    return { ...c, tableReady: rows };
  }
  if (property !== 'background') {
    const value = rerolledValue(c, property, random, pools);
    return changeProperty(c, property, value, random, pools, kept);
  }
  const current = findTemplateOf(c.background, c, pools.templates);
  const avoidCreed = findCreedLine(c.background, c, pools.creeds);
  const avoidTemplate = current && templateKey(current);
  return { ...c, background: randomBackground(c, random, pools, avoidTemplate, avoidCreed) };
}

/** A new value for the property, other than the old one where there is more than one. */
function rerolledValue(
  c: Character,
  property: AttributeProperty,
  random: Random,
  pools: GeneratorPools,
): string | number {
  switch (property) {
    case 'firstName':
      return randomFirstName(c.gender, random, pools, c.firstName, String(c.race));
    case 'lastName':
      return randomLastName(random, pools, c.lastName, String(c.race));
    case 'epithet':
      return randomEpithet(random, pools, c.epithet, c.alignment);
    case 'age': {
      const { min, max } = raceAgeBounds(String(c.race), pools.catalog);
      const old = c.age;
      const inBounds = old !== null && Number.isInteger(old) && old >= min && old <= max;
      const age = randomInt(random, min, inBounds ? max - 1 : max);
      return inBounds && age >= old ? age + 1 : age;
    }
    case 'race':
      return pickOther(random, raceNames(pools), c.race);
    case 'characterClass':
      return pickOther(random, classNames(pools), c.characterClass);
    case 'gender':
      return pickOther(random, GENDERS, c.gender);
    case 'alignment':
      return pickOther(random, ALIGNMENTS, c.alignment);
    default: {
      const unknown: never = property;
      throw new Error(`Unknown property: ${String(unknown)}`);
    }
  }
}

/** A property a user can set by hand (every one but the background). */
export type EditableProperty = Exclude<RerollableProperty, 'background'>;

/**
 * The character with one property set by hand to `value` (already checked; see `checkEdit`).
 * It follows the same rules as a reroll: a race whose age range does not hold the age re-rolls
 * the age within it; a gender change draws a new first name only when the old one belongs to
 * the other gender's list alone; and the background follows (names swapped in the story,
 * pronouns and creed line updated, a fitting story for a new race or class). A row "At the
 * table" is only set (traits from "a, b, c"); the story and the other rows stay. Rows "At the
 * table" not in `kept` follow a new race, class, age or alignment. The same value again returns
 * the character unchanged; the id stays.
 */
export function editProperty<C extends Character>(
  character: C,
  property: EditableProperty,
  value: string | number,
  random: Random = defaultRandom,
  pools: GeneratorPools = defaultPools,
  kept?: Partial<TableReady>,
): C {
  if (isTableReadyField(property))
    return setTableReadyRow(character, property, String(value), random);
  return character[property] === value
    ? character
    : changeProperty(character, property, value, random, pools, kept);
}

/** The character with one row "At the table" set; rows it lacked are rolled to go with it. */
function setTableReadyRow<C extends Character>(
  c: C,
  field: TableReadyField,
  text: string,
  random: Random,
): C {
  const value = field === 'traits' ? text.split(',').map((t) => t.trim()) : text;
  const current = c.tableReady;
  if (current && String(current[field]) === String(value)) return c;
  const rows = current
    ? { ...current, [field]: value }
    : rollTableReady(c, random, { [field]: value });
  return { ...c, tableReady: rows };
}

/**
 * The character with the property set to `value`, and the background and the rows "At the table"
 * (but those in `kept`) following the change.
 */
function changeProperty<C extends Character>(
  c: C,
  property: AttributeProperty,
  value: string | number,
  random: Random,
  pools: GeneratorPools,
  kept?: Partial<TableReady>,
): C {
  let next: C;
  switch (property) {
    case 'age':
      next = { ...c, age: Number(value) };
      break;
    case 'race': {
      const race = String(value);
      const { min, max } = raceAgeBounds(race, pools.catalog);
      const age =
        c.age !== null && c.age >= min && c.age <= max ? c.age : randomAge(race, random, pools);
      next = { ...c, race, age };
      break;
    }
    case 'gender': {
      const gender = String(value);
      const fits = !isGender(gender) || nameFitsGender(c.firstName, gender, pools);
      const firstName = fits
        ? c.firstName
        : randomFirstName(gender, random, pools, c.firstName, String(c.race));
      next = { ...c, gender, firstName };
      break;
    }
    default:
      next = { ...c, [property]: String(value) };
  }
  const background = followBackground(c, next, random, pools);
  // Drawn after the background, so a seed gives the same story as before the rows followed.
  const tableReady = followTableReady(c, next, random, kept);
  return { ...next, background, ...(tableReady && { tableReady }) };
}
