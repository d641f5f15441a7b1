/**
 * Reads an actor file of Foundry VTT's dnd5e system (an `npc` or a `character`) into a character:
 * the name, the species and class where they are the app's (others kept as written), the
 * alignment, the biography as the story's paragraphs of plain text, and the abilities when the
 * six are there.
 */
import { ALIGNMENTS, CHARACTER_CLASSES, RACES, type Character } from '../character';
import { isRecord } from '../records';
import { ABILITIES, MAX_LEVEL, MIN_LEVEL } from '../srd5/abilities';
import { SRD_ATTRIBUTION } from '../srd5/stat-block';
import { CLASS_RULES } from '../srd5/rules';
import { normaliseStoredCharacter } from '../stored-character';

/** A dnd5e actor of a kind that holds a character: not a vehicle, group or encounter. */
export const isFoundryActor = (value: unknown): value is Record<string, unknown> =>
  isRecord(value) &&
  (value.type === 'npc' || value.type === 'character') &&
  typeof value.name === 'string' &&
  isRecord(value.system);

/** A block of plain text from HTML: a paragraph, a list item, or a heading. */
export interface TextBlock {
  text: string;
  heading: boolean;
}

/**
 * Biography HTML as plain-text blocks, headings marked: markup is taken out, never kept, and what
 * scripts and styles hold is dropped, so nothing of it can act when the story is shown. A
 * gamemaster's secret is never read into the story, nor the details this app writes after it.
 */
export type HtmlReader = (html: string) => TextBlock[];

/** The app's value that `text` names, ignoring case, or `text` as written. */
const listed = (list: readonly string[], text: string, aliases: Record<string, string> = {}) => {
  const key = text.trim().toLowerCase();
  return list.find((v) => v.toLowerCase() === key) ?? aliases[key] ?? text.trim();
};

/** The SRD's class names for the app's classes: a Fighter is a Warrior, a Wizard a Mage. */
const CLASS_ALIASES = Object.fromEntries(
  CHARACTER_CLASSES.map((c) => [CLASS_RULES[c].name.toLowerCase(), c]),
);

const str = (v: unknown) => (typeof v === 'string' ? v : '');
const record = (v: unknown) => (isRecord(v) ? v : {});

/** The actor as a character, checked as any stored character is; null when it has no name. */
export function readFoundryActor(
  actor: Record<string, unknown>,
  newId: () => string,
  readHtml: HtmlReader,
): Character | null {
  const system = record(actor.system);
  const details = record(system.details);
  const items = Array.isArray(actor.items) ? actor.items.filter(isRecord) : [];
  const [firstName = '', ...rest] = str(actor.name).trim().split(/\s+/);

  // A character keeps its species and class as items; an npc may have its species as the subtype,
  // which is taken only when it names one of the app's races (a Mage's subtype may be "Wizard").
  const raceItem = items.find((i) => i.type === 'race');
  const classItems = items.filter((i) => i.type === 'class');
  const subtype = str(record(details.type).subtype).trim().toLowerCase();
  const race =
    str(raceItem?.name) ||
    str(details.race) ||
    (RACES.find((r) => r.toLowerCase() === subtype) ?? '');
  const characterClass = str(classItems[0]?.name);
  const alignment = str(details.alignment);

  const blocks = readHtml(str(record(details.biography).value)).filter(
    ({ text }) => text !== SRD_ATTRIBUTION,
  );
  const title = blocks[0]?.heading ? blocks.shift()!.text : '';

  const abilities = record(system.abilities);
  const scores = Object.fromEntries(ABILITIES.map((a) => [a, Number(record(abilities[a]).value)]));
  const levels =
    classItems.reduce((sum, item) => sum + (Number(record(item.system).levels) || 0), 0) ||
    Number(details.level) ||
    Math.floor(Number(details.cr) || 0);
  const level = Math.min(MAX_LEVEL, Math.max(MIN_LEVEL, levels || MIN_LEVEL));

  const gender = str(details.gender);
  return normaliseStoredCharacter(
    {
      firstName,
      lastName: rest.join(' '),
      epithet: '',
      race: race && listed(RACES, race),
      characterClass: characterClass && listed(CHARACTER_CLASSES, characterClass, CLASS_ALIASES),
      gender,
      alignment: alignment && listed(ALIGNMENTS, alignment, { neutral: 'True Neutral' }),
      age: str(details.age).match(/\d+/)?.[0] ?? details.age,
      background: { title, content: blocks.map(({ text }) => text) },
      // Read as stored numbers are: six whole scores from 3 to 20, or none.
      stats: { level, scores },
    },
    newId,
  );
}
