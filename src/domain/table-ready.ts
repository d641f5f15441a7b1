/**
 * "At the table": what a gamemaster needs to play a character as a non-player character, rolled
 * offline from the tables in `table-ready/`, each line fitting the character's race, class, age
 * and alignment.
 *
 * The summary is built as "{Want}, but {twist}.": the occupation has a row of its own just above
 * it, so the summary does not say it again. A kept summary that names one of the tables'
 * occupations brings that occupation with it. A summary written before, which opens with the
 * occupation ("A smuggler. Wants …"), has a new occupation swapped in when the occupation is
 * rerolled, the way a renamed character's name is swapped in the story; a summary that does not
 * open with it stays as it is.
 */
import {
  isCharacterClass,
  isRace,
  type Character,
  type CharacterClass,
  type Race,
} from './character';
import { pick, type Random } from './random';
import {
  fillPlaceholders,
  moralAxis,
  placeholderValues,
  withArticle,
  type MoralAxis,
} from './templates';
import type { Entry, OrderAxis, Stage } from './table-ready/entry';
import {
  SUMMARY_WORDS,
  TABLE_READY_FIELDS,
  TRAIT_COUNT,
  wordCount,
  type TableReady,
  type TableReadyField,
} from './table-ready/fields';
import { OCCUPATIONS } from './table-ready/occupations';
import { LOOKS, TRAITS, VOICES } from './table-ready/people';
import { BONDS, FLAWS, IDEALS } from './table-ready/motives';
import { SECRETS, TWISTS, WANTS, WHAT, WHERE, WHO } from './table-ready/hooks';

export { TABLE_READY_FIELDS, SUMMARY_WORDS, type TableReady, type TableReadyField };
export { missingTableReadyFields, readTableReady } from './table-ready/read';

/** The age at which each race counts as grown, and as old. */
const STAGE_AGES: Record<Race, { adult: number; elder: number }> = {
  Human: { adult: 20, elder: 60 },
  Elf: { adult: 80, elder: 350 },
  Dwarf: { adult: 40, elder: 250 },
  Orc: { adult: 18, elder: 45 },
};

/** Where the age stands in the race's life; an unknown age counts as grown. */
export function lifeStage(race: string, age: number | null): Stage {
  const ages = STAGE_AGES[isRace(race) ? race : 'Human'];
  if (age === null) return 'adult';
  if (age < ages.adult) return 'young';
  return age < ages.elder ? 'adult' : 'elder';
}

/** The order side of an alignment: Lawful or Chaotic in its name, otherwise neutral. */
export function orderAxis(alignment: string): OrderAxis {
  if (/^Lawful\b/.test(alignment)) return 'lawful';
  if (/^Chaotic\b/.test(alignment)) return 'chaotic';
  return 'neutral';
}

interface Profile {
  race: Race;
  characterClass?: CharacterClass;
  stage: Stage;
  moral: MoralAxis;
  order: OrderAxis;
  values: Record<string, string>;
}

const profileOf = (c: Character): Profile => ({
  // A race or class outside the app's lists is read as a human of no particular class.
  race: isRace(c.race) ? c.race : 'Human',
  characterClass: isCharacterClass(c.characterClass) ? c.characterClass : undefined,
  stage: lifeStage(String(c.race), c.age),
  moral: moralAxis(String(c.alignment)),
  order: orderAxis(String(c.alignment)),
  values: placeholderValues(c),
});

const fits = (e: Entry, p: Profile): boolean =>
  (!e.races || e.races.includes(p.race)) &&
  (!e.classes || !p.characterClass || e.classes.includes(p.characterClass)) &&
  (!e.stages || e.stages.includes(p.stage)) &&
  (!e.moral || e.moral.includes(p.moral)) &&
  (!e.order || e.order.includes(p.order));

const fill = (text: string, p: Profile): string => fillPlaceholders(text, p.values);

/** The filled text of a random line that suits the character and is not in `avoid`. */
function pickLine(
  random: Random,
  table: readonly Entry[],
  p: Profile,
  avoid: readonly string[] = [],
): string {
  const fitting = table.filter((e) => fits(e, p));
  const fresh =
    avoid.length > 0 ? fitting.filter((e) => !avoid.includes(fill(e.text, p))) : fitting;
  return fill(
    pick(random, fresh.length > 0 ? fresh : fitting.length > 0 ? fitting : table).text,
    p,
  );
}

const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
const uncapitalise = (text: string): string => text.charAt(0).toLowerCase() + text.slice(1);

/** "Wants …, but …." — the want alone when the two would pass the limit. */
function rollSummary(random: Random, p: Profile): string {
  const want = pickLine(random, WANTS, p);
  const twist = pickLine(random, TWISTS, p);
  const drive = `${capitalise(want)}, but ${twist}.`;
  return wordCount(drive) <= SUMMARY_WORDS ? drive : `${capitalise(want)}.`;
}

function rollSecret(random: Random, p: Profile): string {
  const secret = pickLine(random, SECRETS, p);
  const slots: Record<string, readonly Entry[]> = { who: WHO, where: WHERE, what: WHAT };
  return secret.replace(/\{\{(who|where|what)\}\}/g, (_, slot: string) =>
    pickLine(random, slots[slot] as readonly Entry[], p),
  );
}

function rollTraits(random: Random, p: Profile, kept: readonly string[] = [], avoid = kept) {
  const traits = [...kept];
  while (traits.length < TRAIT_COUNT)
    traits.push(pickLine(random, TRAITS, p, [...avoid, ...traits]));
  return traits;
}

/** The table occupation a summary names, longest first, so "retired farmer" beats "farmer". */
function occupationIn(summary: string, p: Profile): string | undefined {
  const text = summary.toLowerCase();
  const named = OCCUPATIONS.filter((e) => text.includes(e.text.toLowerCase()));
  const best = named.sort((a, b) => b.text.length - a.text.length)[0];
  return best && capitalise(fill(best.text, p));
}

const rollOccupation = (random: Random, p: Profile, avoid: readonly string[] = []): string =>
  capitalise(pickLine(random, OCCUPATIONS, p, avoid.map(uncapitalise)));

/**
 * Every row of "At the table" for the character. The rows `kept` holds (a non-empty string,
 * or traits) stay as they are and the others are rolled to go with them: the summary names the
 * occupation, fewer than three kept traits are made up to three. Rows are drawn in the order
 * of {@link TABLE_READY_FIELDS}.
 */
export function rollTableReady(
  character: Character,
  random: Random,
  kept: Partial<TableReady> = {},
): TableReady {
  const p = profileOf(character);
  const has = (text: string | undefined): text is string => Boolean(text?.trim());
  const occupation = has(kept.occupation)
    ? kept.occupation
    : (has(kept.summary) && occupationIn(kept.summary, p)) || rollOccupation(random, p);
  const line = (text: string | undefined, table: readonly Entry[]) =>
    has(text) ? text : pickLine(random, table, p);
  return {
    occupation,
    summary: has(kept.summary) ? kept.summary : rollSummary(random, p),
    look: line(kept.look, LOOKS),
    voice: line(kept.voice, VOICES),
    traits: rollTraits(random, p, (kept.traits ?? []).filter(has).slice(0, TRAIT_COUNT)),
    ideal: line(kept.ideal, IDEALS),
    bond: line(kept.bond, BONDS),
    flaw: line(kept.flaw, FLAWS),
    secret: has(kept.secret) ? kept.secret : rollSecret(random, p),
  };
}

/**
 * The summary with the old occupation swapped for the new one where it opens with it, article
 * and all ("A smuggler." becomes "An innkeeper."); any other summary as it is.
 */
export function swapOccupation(summary: string, before: string, after: string): string {
  const opening = withArticle(uncapitalise(before.trim())).toLowerCase();
  if (!before.trim() || !summary.toLowerCase().startsWith(opening)) return summary;
  return capitalise(withArticle(uncapitalise(after))) + summary.slice(opening.length);
}

/**
 * The rows with one of them rolled again, to a value other than the current one wherever the
 * tables allow. Traits are three new ones, none of the current three. A new occupation is also
 * swapped into the summary (see the note at the top); a new summary is built around the current
 * occupation. The other rows stay as they are.
 */
export function rerollTableReadyField(
  field: TableReadyField,
  character: Character,
  current: TableReady,
  random: Random,
): TableReady {
  const p = profileOf(character);
  if (field === 'traits') {
    return { ...current, traits: rollTraits(random, p, [], current.traits) };
  }
  if (field === 'occupation') {
    const occupation = rollOccupation(random, p, [current.occupation]);
    const summary = swapOccupation(current.summary, current.occupation, occupation);
    return { ...current, occupation, summary };
  }
  let value = current[field];
  // A composed row (summary, secret) can come out the same by chance: draw again a few times.
  for (let tries = 0; tries < 20 && value === current[field]; tries += 1) {
    value = rollTableReady(character, random, { ...current, [field]: '' })[field];
  }
  return { ...current, [field]: value };
}

/** The tables each row is drawn from (a summary's and a secret's parts; traits one by one). */
const ROW_TABLES: Record<TableReadyField, readonly (readonly Entry[])[]> = {
  occupation: [OCCUPATIONS],
  summary: [WANTS, TWISTS],
  look: [LOOKS],
  voice: [VOICES],
  traits: [TRAITS],
  ideal: [IDEALS],
  bond: [BONDS],
  flaw: [FLAWS],
  secret: [SECRETS, WHO, WHERE, WHAT],
};

/** Whether `text` holds `line` (is the whole of it, for `whole`); a secret's slots match anything. */
function holdsLine(text: string, line: string, whole: boolean): boolean {
  if (whole) return text === line;
  let at = 0;
  return line.split(/\{\{(?:who|where|what)\}\}/).every((part) => {
    const found = text.indexOf(part, at);
    at = found + part.length;
    return found >= 0;
  });
}

/**
 * The rows after a change of race, class, age or alignment: a row drawn from a line of the
 * tables that the changed character no longer fits (an orc camp's trade on an elf, a veteran's
 * trade at fifteen, a good ideal on an evil character) is rolled again to fit, the way
 * {@link rerollTableReadyField} does, so a new occupation is swapped into the summary too.
 * Traits that no longer fit are replaced one by one. Text not from the tables (a model's, a
 * user's) and the rows in `kept` stay as they are.
 */
export function followTableReady(
  before: Character,
  after: Character,
  random: Random,
  kept: Partial<TableReady> = {},
): TableReady | undefined {
  let rows = after.tableReady;
  if (!rows) return rows;
  const [was, now] = [profileOf(before), profileOf(after)];
  const unfit = (text: string, field: TableReadyField): boolean =>
    ROW_TABLES[field].some((table) =>
      table.some(
        (e) =>
          !fits(e, now) &&
          holdsLine(
            text.toLowerCase(),
            fill(e.text, was).toLowerCase(),
            field !== 'summary' && field !== 'secret',
          ),
      ),
    );
  for (const { field } of TABLE_READY_FIELDS) {
    if (Object.hasOwn(kept, field)) continue;
    const current: TableReady = rows;
    if (field === 'traits') {
      const fitting = current.traits.filter((trait) => !unfit(trait, 'traits'));
      if (fitting.length < current.traits.length) {
        // New traits take the places of those that no longer fit.
        const drawn = rollTraits(random, now, fitting, current.traits).slice(fitting.length);
        const traits = current.traits.map((t) => (fitting.includes(t) ? t : (drawn.shift() ?? t)));
        rows = { ...current, traits };
      }
    } else if (unfit(current[field], field)) {
      const next = rerollTableReadyField(field, after, current, random);
      rows = { ...next, summary: Object.hasOwn(kept, 'summary') ? current.summary : next.summary };
    }
  }
  return rows;
}
