/**
 * Background templates: how one is chosen for a character, and how its placeholders are filled.
 * Paragraphs hold `{{placeholder}}`s, pronouns and agreeing verbs too, so one template serves
 * every gender.
 *
 * The shipped templates are written per race and class (alignment and gender `Any`). Each names
 * the moral sides it can carry in `axes`, and only a story that can carry the character's side
 * is chosen; its closing line is `{{creed}}`, a line for the character's alignment. (Templates
 * per alignment would win the "most specific" rule and leave a combination with fewer stories,
 * so alignments are matched through their moral sides, not the `alignment` field.)
 *
 * A story that implies a long past names the youngest age that fits it in `minAge`, in the
 * race's own years (an elf hunter is "young" at forty), so a 15-year-old is never "a veteran of
 * a dozen skirmishes".
 */
import {
  isAlignment,
  isGender,
  isRace,
  type Alignment,
  type Background,
  type Character,
  type CharacterClass,
  type Gender,
  type Race,
} from './character';
import { pickWeighted, type Random } from './random';

/** The moral sides of the alignments: the second half of the alignment's name. */
export const MORAL_AXES = ['good', 'neutral', 'evil'] as const;
export type MoralAxis = (typeof MORAL_AXES)[number];

/** The moral side of an alignment: Good, Neutral or Evil in its name; True Neutral is neutral. */
export function moralAxis(alignment: string): MoralAxis {
  if (/\bGood$/.test(alignment)) return 'good';
  if (/\bEvil$/.test(alignment)) return 'evil';
  return 'neutral';
}

/** Whether something marked with these sides suits the alignment; no sides means every side. */
export function fitsMoralAxis(axes: readonly MoralAxis[] | undefined, alignment: string): boolean {
  return !axes || axes.length === 0 || axes.includes(moralAxis(alignment));
}

/** The wildcard a template uses for a field it does not restrict. */
export const ANY = 'Any';
type Any = typeof ANY;

/** A background template, as stored in `data/backgrounds.json`. */
export interface BackgroundTemplate {
  /** A stable identifier, so a character's background can be re-rendered after a name changes. */
  id?: string;
  alignment: Alignment | Any;
  characterClass: CharacterClass | Any;
  gender: Gender | Any;
  race: Race | Any;
  /** The moral sides the story can carry; a character of another side never gets it. None: any. */
  axes?: MoralAxis[];
  /** The youngest age, in the race's years, at which a character can have lived this story. */
  minAge?: number;
  /** The story's turning event in a few words; no two stories of a race and class share one. */
  turn?: string;
  title: string;
  content: string[];
}

/** Lines that show a character's alignment, keyed by alignment; used by `{{creed}}`. */
export type CreedPool = Partial<Record<Alignment, readonly string[]>>;

/** What a template is matched against; an unknown age fits every story. */
export type TemplateCombination = Pick<
  Character,
  'race' | 'characterClass' | 'alignment' | 'gender'
> & { age?: number | null };

/** Whether a character of this age can have lived the story (see `minAge`); unknown: yes. */
export function fitsAge(template: BackgroundTemplate, age: number | null | undefined): boolean {
  return (
    age === null || age === undefined || template.minAge === undefined || age >= template.minAge
  );
}

/** The templates a character may get, and the step of the selection chain they come from. */
export interface TemplateCandidates {
  step: 'exact' | 'partial' | 'generic' | 'none';
  templates: BackgroundTemplate[];
}

/** What a background is called when no template fits. */
export const NO_TEMPLATE_TITLE = 'Title';

const FIELDS = ['race', 'characterClass', 'alignment', 'gender'] as const;

/** The identity of a template: its id, or its title when it has none. */
export const templateKey = (template: BackgroundTemplate): string => template.id ?? template.title;

const fits = (template: BackgroundTemplate, combo: TemplateCombination): boolean =>
  FIELDS.every((field) => template[field] === ANY || template[field] === combo[field]) &&
  fitsMoralAxis(template.axes, combo.alignment) &&
  fitsAge(template, combo.age);

const specificity = (template: BackgroundTemplate): number =>
  FIELDS.filter((field) => template[field] !== ANY).length;

/**
 * The templates a character may get, among those that fit its moral side and age:
 * 1. every template matching all four fields exactly;
 * 2. otherwise the most specific templates (most fields named) that fit, where the fields they do
 *    not name are `Any` and at least one of race, class or alignment is named;
 * 3. otherwise the generic templates for the gender (race, class and alignment `Any`), then the
 *    fully generic ones (all four `Any`);
 * 4. otherwise none, and the background is {@link NO_TEMPLATE_TITLE} with no content.
 */
export function findTemplateCandidates(
  templates: readonly BackgroundTemplate[],
  combo: TemplateCombination,
): TemplateCandidates {
  const fitting = templates.filter((t) => fits(t, combo));
  const exact = fitting.filter((t) => specificity(t) === FIELDS.length);
  if (exact.length > 0) return { step: 'exact', templates: exact };

  const partial = fitting.filter(
    (t) => t.race !== ANY || t.characterClass !== ANY || t.alignment !== ANY,
  );
  if (partial.length > 0) {
    const best = Math.max(...partial.map(specificity));
    return { step: 'partial', templates: partial.filter((t) => specificity(t) === best) };
  }

  const forGender = fitting.filter((t) => t.gender === combo.gender);
  if (forGender.length > 0) return { step: 'generic', templates: forGender };
  if (fitting.length > 0) return { step: 'generic', templates: fitting };
  return { step: 'none', templates: [] };
}

/**
 * How likely a candidate story is to be picked: one over the number of moral sides it carries.
 * A story for three sides is a candidate three times as often as one for a single side, so
 * weighted, every story of a race and class comes up about equally often.
 */
export const storyWeight = (template: BackgroundTemplate): number =>
  1 / (template.axes?.length || MORAL_AXES.length);

/**
 * Picks a weighted random template for the combination, or `undefined` when none fits: the one
 * selection Generate, a reroll and an edit all go through. A template keyed `avoidKey` is picked
 * only when it is the only candidate, so a re-rolled background differs wherever possible.
 */
export function chooseTemplate(
  templates: readonly BackgroundTemplate[],
  combo: TemplateCombination,
  random: Random,
  avoidKey?: string,
): BackgroundTemplate | undefined {
  const { templates: candidates } = findTemplateCandidates(templates, combo);
  if (candidates.length === 0) return undefined;
  const others = candidates.filter((t) => templateKey(t) !== avoidKey);
  return pickWeighted(random, others.length > 0 ? others : candidates, storyWeight);
}

/** Words that read as themselves: the plural pronouns, the singular verb forms. */
const asThemselves = <K extends string>(words: readonly K[]) =>
  Object.fromEntries(words.map((word): [K, string] => [word, word])) as Record<K, string>;

const PRONOUNS: Record<Gender, Record<string, string>> = {
  Male: { they: 'he', them: 'him', their: 'his', theirs: 'his', themself: 'himself' },
  Female: { they: 'she', them: 'her', their: 'her', theirs: 'hers', themself: 'herself' },
  'Non-binary': asThemselves(['they', 'them', 'their', 'theirs', 'themself']),
};

/**
 * Verb endings and forms that agree with the pronoun: "he walk{{s}}" gives "he walks" and
 * "they walk"; "{{they}} {{was}}" gives "she was" and "they were".
 */
const PLURAL_VERBS = { s: '', es: '', ies: 'y', is: 'are', was: 'were', has: 'have', does: 'do' };
const SINGULAR_VERBS = asThemselves(Object.keys(PLURAL_VERBS));

const RACE_WORDS: Record<Race, { noun: string; plural: string; adjective: string }> = {
  Human: { noun: 'human', plural: 'humans', adjective: 'human' },
  Elf: { noun: 'elf', plural: 'elves', adjective: 'elven' },
  Dwarf: { noun: 'dwarf', plural: 'dwarves', adjective: 'dwarven' },
  Orc: { noun: 'orc', plural: 'orcs', adjective: 'orcish' },
};

/** The word with `a` or `an` before it, by its first letter. */
export const withArticle = (word: string): string =>
  /^[aeiou]/i.test(word) ? `an ${word}` : `a ${word}`;

/** The creed lines for an alignment (used by `{{creed}}`); none when the pool has no lines for it. */
export function creedLines(
  creeds: CreedPool | undefined,
  alignment: Character['alignment'],
): readonly string[] {
  return (isAlignment(alignment) && creeds?.[alignment]) || [];
}

/**
 * The creed line (with its placeholders, as written in the pool) that a rendered background
 * contains, so a re-render can keep it; `undefined` when it holds none of the alignment's lines.
 */
export function findCreedLine(
  background: Background,
  character: Character,
  creeds: CreedPool | undefined,
): string | undefined {
  const values = placeholderValues(character);
  return creedLines(creeds, character.alignment).find((line) => {
    const rendered = fillPlaceholders(line, values);
    return background.content.some((paragraph) => paragraph.includes(rendered));
  });
}

/**
 * The value of every placeholder for this character; one written with a capital first letter
 * (`{{They}}`, `{{Race}}`) has its value capitalised.
 */
export function placeholderValues(character: Character, creed = ''): Record<string, string> {
  // A gender outside the list (kept from storage) is written with "they".
  const gender = isGender(character.gender) ? character.gender : 'Non-binary';
  const pronouns = PRONOUNS[gender];
  const verbs = gender === 'Non-binary' ? PLURAL_VERBS : SINGULAR_VERBS;
  const race = (isRace(character.race) && RACE_WORDS[character.race]) || {
    noun: String(character.race).toLowerCase(),
    plural: `${String(character.race).toLowerCase()}s`,
    adjective: String(character.race).toLowerCase(),
  };
  const characterClass = String(character.characterClass).toLowerCase();
  const epithet = character.epithet ?? '';
  return {
    firstName: character.firstName,
    lastName: character.lastName,
    epithet,
    theEpithet: epithet.replace(/^The\s/, 'the '),
    ...pronouns,
    ...verbs,
    race: race.noun,
    races: race.plural,
    raceAdj: race.adjective,
    aRace: withArticle(race.noun),
    class: characterClass,
    classes: `${characterClass}s`,
    aClass: withArticle(characterClass),
    alignment: String(character.alignment).toLowerCase(),
    creed,
  };
}

const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
const uncapitalise = (text: string): string => text.charAt(0).toLowerCase() + text.slice(1);

/**
 * Replaces every known `{{placeholder}}` in the text, in one pass, so a value (a name, say) is
 * never read as a placeholder itself. Only the creed line is written with placeholders, and it
 * is filled in turn. Unknown placeholders are left as they are (the data test fails on any).
 */
export function fillPlaceholders(text: string, values: Record<string, string>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (match, name: string) => {
    const key = Object.hasOwn(values, name) ? name : uncapitalise(name);
    if (!Object.hasOwn(values, key)) return match;
    const value = key === name ? (values[key] as string) : capitalise(values[key] as string);
    return key === 'creed' ? fillPlaceholders(value, { ...values, creed: '' }) : value;
  });
}

/**
 * The background a template gives this character (remembering the template's key), or
 * {@link NO_TEMPLATE_TITLE} with no content. `creed` is the line for `{{creed}}`, as in the pool.
 */
export function renderBackground(
  template: BackgroundTemplate | undefined,
  character: Character,
  creed = '',
): Background {
  if (!template) return { title: NO_TEMPLATE_TITLE, content: [] };
  const values = placeholderValues(character, creed);
  return {
    title: fillPlaceholders(template.title, values),
    content: template.content.map((paragraph) => fillPlaceholders(paragraph, values).trim()),
    templateId: templateKey(template),
  };
}

/**
 * Finds the template a background was rendered from: by its `templateId`, or (the id lost on the
 * way through storage) by a fitting template rendering the same title and first paragraph.
 */
export function findTemplateOf(
  background: Background,
  character: Character,
  templates: readonly BackgroundTemplate[],
): BackgroundTemplate | undefined {
  if (background.templateId) {
    const byId = templates.find((t) => templateKey(t) === background.templateId);
    if (byId) return byId;
  }
  if (!background.title || background.content.length === 0) return undefined;
  const values = placeholderValues(character);
  return templates.find(
    (t) =>
      fits(t, character) &&
      fillPlaceholders(t.title, values) === background.title &&
      fillPlaceholders(t.content[0] ?? '', values).trim() === background.content[0],
  );
}
