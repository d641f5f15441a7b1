/**
 * The races and classes there are to choose from: the built-in ones the user keeps, then those
 * of the packs that are on. Light on purpose (no name pools), so the model's prompt, its JSON
 * schema and Edit's choices can read it without loading the offline generator.
 */
import {
  ALIGNMENTS,
  CHARACTER_CLASSES,
  GENDERS,
  RACES,
  isCharacterClass,
  isRace,
  nameKey,
  unlisted,
  type CharacterClass,
  type OrUnlisted,
  type CharacterTemplate,
  type Race,
} from '../character';
import { ageBounds } from '../character-template';
import type { ModelChoices } from '../model-choices';
import type { StatRules } from '../ability-scores';
import { pick, randomInt, type Random } from '../random';
import type { ContentPack } from './pack';
import { readClass, readEntries, readRace, type PackClass, type PackRace } from './pack-entries';
import { ALL_BUILT_IN, type BuiltInChoice } from './pack-list';

/** The packs and what `Built-in content` keeps: all that decides what is drawn. */
export interface Content {
  packs: readonly ContentPack[];
  builtIn: BuiltInChoice;
}

/** A race to draw: a built-in one looks like itself. */
type RaceChoice = PackRace;
/** A class to draw: a built-in one plays like itself. */
type ClassChoice = PackClass;

export interface Catalog {
  races: RaceChoice[];
  classes: ClassChoice[];
}

const builtInRace = (race: Race): RaceChoice => {
  const { min, max } = ageBounds(race);
  return { name: race, minAge: min, maxAge: max, looksLike: race };
};

/** Entries once each by name, the first kept. */
const onceByName = <T extends { name: string }>(items: readonly T[]): T[] => {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = nameKey(item.name);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
};

/** A built-in value as itself; a pack's own as a value outside the app's lists. */
export const asValue = <T extends string>(list: readonly T[], name: string): OrUnlisted<T> =>
  (list as readonly string[]).includes(name) ? (name as T) : unlisted(name);

/** The packs that are on. */
export const enabledPacks = (content: Content | undefined): ContentPack[] =>
  (content?.packs ?? []).filter((pack) => pack.enabled);

/**
 * What there is to draw: the built-in races and classes not left out, then the races and classes
 * of the packs that are on. A list left empty (every built-in one left out, no pack adding any)
 * falls back to the built-in ones, so a character can always be made.
 */
export function contentCatalog(content?: Content): Catalog {
  if (!content) return makeCatalog(undefined);
  // Read once for each content: every row of the card and every Generate asks for it.
  const made = catalogsMade.get(content) ?? makeCatalog(content);
  catalogsMade.set(content, made);
  return made;
}

const catalogsMade = new WeakMap<Content, Catalog>();

function makeCatalog(content: Content | undefined): Catalog {
  const builtIn = content?.builtIn ?? ALL_BUILT_IN;
  const packs = enabledPacks(content);
  const races = onceByName([
    ...RACES.filter((r) => !builtIn.leftOutRaces.includes(r)).map(builtInRace),
    ...packs.flatMap((p) => readEntries(p.tables.Races, readRace)),
  ]);
  const classes = onceByName<ClassChoice>([
    ...CHARACTER_CLASSES.filter((c) => !builtIn.leftOutClasses.includes(c)).map(
      (c: CharacterClass) => ({ name: c, playsLike: c }),
    ),
    ...packs.flatMap((p) => readEntries(p.tables.Classes, readClass)),
  ]);
  return {
    races: races.length > 0 ? races : RACES.map(builtInRace),
    classes:
      classes.length > 0 ? classes : CHARACTER_CLASSES.map((c) => ({ name: c, playsLike: c })),
  };
}

/** The catalog's entry for a value, by name ignoring case. */
export const choiceNamed = <T extends { name: string }>(
  choices: readonly T[] | undefined,
  name: string,
): T | undefined => choices?.find((c) => nameKey(c.name) === nameKey(name));

/** The youngest and oldest age of a race: a pack's own range, or the built-in bounds. */
export function raceAgeBounds(race: string, catalog?: Catalog): { min: number; max: number } {
  const choice = choiceNamed(catalog?.races, race);
  return choice ? { min: choice.minAge, max: choice.maxAge } : ageBounds(race);
}

/** The races and classes a model may choose from. */
export const modelChoices = (catalog: Catalog): ModelChoices => ({
  races: catalog.races.map((r) => r.name),
  classes: catalog.classes.map((c) => c.name),
});

/**
 * What a model is given before it writes, drawn from the catalog in the same order as the
 * built-in draw (race, class, gender, alignment, age); values in `given` are kept.
 */
export function catalogTemplate(
  catalog: Catalog,
  random: Random,
  given: Pick<CharacterTemplate, 'race' | 'characterClass' | 'gender' | 'alignment' | 'age'> = {},
): CharacterTemplate {
  const race = given.race ?? asValue(RACES, pick(random, catalog.races).name);
  const { min, max } = raceAgeBounds(race, catalog);
  return {
    race,
    characterClass:
      given.characterClass ?? asValue(CHARACTER_CLASSES, pick(random, catalog.classes).name),
    gender: given.gender ?? pick(random, GENDERS),
    alignment: given.alignment ?? pick(random, ALIGNMENTS),
    age: given.age ?? randomInt(random, min, max),
  };
}

/**
 * The built-in race and class whose 5e rules a character of a pack's race or class follows (the
 * race it looks like, the class it plays like, with the abilities the class puts first). Undefined
 * for built-in ones (they follow their own) and for a pack's without a built-in to follow.
 */
export function statRules(
  race: string,
  characterClass: string,
  catalog: Catalog | undefined,
): StatRules | undefined {
  if (isRace(race) && isCharacterClass(characterClass)) return undefined;
  const looksLike = isRace(race) ? race : choiceNamed(catalog?.races, race)?.looksLike;
  const playing = isCharacterClass(characterClass)
    ? { name: characterClass, playsLike: characterClass }
    : choiceNamed(catalog?.classes, characterClass);
  if (!looksLike || !playing?.playsLike) return undefined;
  const first = playing.abilitiesFirst;
  return {
    race: looksLike,
    characterClass: playing.playsLike,
    ...(first && first.length > 0 && { first }),
  };
}

/**
 * The race and class a character's picture is chosen by (its classic picture, its drawn face and
 * the user's own picture for a race and class): a pack's race as the built-in race it looks like,
 * a pack's class as the class it plays like, as its stories are. Anything else is kept as it is,
 * so a race that looks like none (or whose pack is gone) shows the default picture.
 */
export function picturedAs<T extends { race?: string; characterClass?: string }>(
  subject: T,
  catalog: Catalog | undefined,
): T {
  const { race, characterClass } = subject;
  const looksLike =
    race && !isRace(race) ? choiceNamed(catalog?.races, race)?.looksLike : undefined;
  const playsLike =
    characterClass && !isCharacterClass(characterClass)
      ? choiceNamed(catalog?.classes, characterClass)?.playsLike
      : undefined;
  if (!looksLike && !playsLike) return subject;
  return {
    ...subject,
    ...(looksLike && { race: looksLike }),
    ...(playsLike && { characterClass: playsLike }),
  };
}

/**
 * Why a character has no 5e numbers, in one line, or null: a pack's race that looks like no
 * built-in race, or a pack's class that plays like none.
 */
export function noNumbersReason(
  race: string,
  characterClass: string,
  catalog: Catalog | undefined,
): string | null {
  const classFollows =
    isCharacterClass(characterClass) ||
    choiceNamed(catalog?.classes, characterClass)?.playsLike !== undefined;
  if (!classFollows) return `No 5e numbers: ${characterClass} plays like no built-in class.`;
  const raceFollows = isRace(race) || choiceNamed(catalog?.races, race)?.looksLike !== undefined;
  if (!raceFollows) return `No 5e numbers: ${race} looks like no built-in race.`;
  return null;
}
