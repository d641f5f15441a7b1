import {
  isAlignment,
  isCharacterClass,
  isGender,
  isRace,
  unlisted,
  type Character,
  type OrUnlisted,
} from './character';
import { readFaceSeed, readPictureId } from './portrait';
import { ATTRIBUTE_PROPERTIES } from './locks';
import { isRecord } from './records';
import { nameKey, readTexts, tidyName } from './campaigns';
import { readGroup, readRelationships } from './relationships';
import { readStatBlockInput } from './srd5/abilities';
import { readTableReady } from './table-ready/read';

/** A stored text field as text: a number is written out, anything else is missing. */
const text = (v: unknown): string | null =>
  typeof v === 'string' ? v : typeof v === 'number' && Number.isFinite(v) ? String(v) : null;

/** One of the app's values when it is one, otherwise the stored text kept as it was. */
function listedOrKept<T extends string>(
  value: unknown,
  isListed: (v: unknown) => v is T,
): OrUnlisted<T> {
  return isListed(value) ? value : unlisted(text(value) ?? '');
}

/** The fields this version reads; any other is kept as it came. */
const KNOWN_FIELDS = new Set<string>([
  'id',
  ...ATTRIBUTE_PROPERTIES,
  'background',
  'notes',
  'tableReady',
  'stats',
  'updatedAt',
  'faceSeed',
  'campaigns',
  'tags',
  'pictureId',
]);

/**
 * Checks one stored character and returns it in today's shape, or null when it is not a
 * character at all: not an object, or no first or last name. Anything else is kept as stored,
 * so a character never disappears because another version wrote it: a race, class, gender or
 * alignment outside the app's lists stays as written (missing ones read as `''`), a missing or
 * unreadable age reads as null, and missing text fields read as `''` (notes that are not text are
 * left out, and so are unreadable stats and times); fields this version does not know are kept. Entries written before characters had ids get one from `newId`.
 */
export function normaliseStoredCharacter(raw: unknown, newId: () => string): Character | null {
  if (!isRecord(raw)) return null;
  const { epithet, race, characterClass, gender, alignment, age, background } = raw;
  const firstName = text(raw.firstName) ?? '';
  const lastName = text(raw.lastName) ?? '';
  if (!firstName.trim() && !lastName.trim()) return null;
  const ageNumber = typeof age === 'string' && age.trim() ? Number(age) : age;
  const stored = isRecord(background) ? background : {};
  const title = typeof stored.title === 'string' ? stored.title : '';
  const content = Array.isArray(stored.content)
    ? stored.content.filter((p): p is string => typeof p === 'string')
    : [];
  const character: Character = {
    // Fields a later version added travel on untouched, so a trip through this one loses nothing.
    ...Object.fromEntries(Object.entries(raw).filter(([key]) => !KNOWN_FIELDS.has(key))),
    id: typeof raw.id === 'string' && raw.id ? raw.id : newId(),
    firstName,
    lastName,
    epithet: text(epithet) ?? '',
    race: listedOrKept(race, isRace),
    characterClass: listedOrKept(characterClass, isCharacterClass),
    gender: listedOrKept(gender, isGender),
    alignment: listedOrKept(alignment, isAlignment),
    age: typeof ageNumber === 'number' && Number.isFinite(ageNumber) ? Math.round(ageNumber) : null,
    background: { ...stored, title, content },
  };
  // Unusable rows are left empty and an unusable whole is left out, never an error: the
  // character still loads, as it did before it had these rows.
  const tableReady = readTableReady(raw.tableReady);
  if (tableReady) character.tableReady = tableReady;
  const notes = text(raw.notes);
  if (notes) character.notes = notes;
  // Numbers that cannot be read leave the character without a stat block, as before it had one.
  const stats = readStatBlockInput(raw.stats);
  if (stats) character.stats = stats;
  // A time that does not read as one is left out: the character counts as the oldest copy.
  if (typeof raw.updatedAt === 'string' && Number.isFinite(Date.parse(raw.updatedAt))) {
    character.updatedAt = raw.updatedAt;
  }
  // A group or relationships that cannot be read leave the character as one made alone.
  const group = readGroup(raw.group);
  if (group) character.group = group;
  const relationships = readRelationships(raw.relationships);
  if (relationships) character.relationships = relationships;
  // A face that cannot be read gives way to the one the name gives.
  const faceSeed = readFaceSeed(raw.faceSeed);
  if (faceSeed !== undefined) character.faceSeed = faceSeed;
  // Campaign ids and tags that are not texts are left out; the character keeps the rest.
  const campaigns = readTexts(raw.campaigns);
  if (campaigns.length > 0) character.campaigns = campaigns;
  const tags = readTexts(raw.tags, nameKey).map(tidyName);
  if (tags.length > 0) character.tags = tags;
  // A reference that cannot be one leaves the default portrait.
  const pictureId = readPictureId(raw.pictureId);
  if (pictureId) character.pictureId = pictureId;
  return character;
}

/** Outcome of reading a stored list: the characters and how many entries were not characters. */
export interface StoredListResult {
  characters: Character[];
  /** Entries that are not characters at all (see {@link normaliseStoredCharacter}). */
  dropped: number;
  /** True when any entry was changed on the way in (e.g. given an id), so it should be written back. */
  changed: boolean;
}

/** Reads a list of stored characters, keeping every entry that is a character. */
export function normaliseStoredCharacters(raw: unknown[], newId: () => string): StoredListResult {
  const characters: Character[] = [];
  let dropped = 0;
  let changed = false;
  const seen = new Set<string>();
  for (const entry of raw) {
    const character = normaliseStoredCharacter(entry, newId);
    if (!character) {
      dropped += 1;
      continue;
    }
    if (!isRecord(entry) || entry.id !== character.id) changed = true;
    if (seen.has(character.id)) {
      // Two entries with one identity: the copy is renamed so both stay visible.
      character.id = newId();
      changed = true;
    }
    seen.add(character.id);
    characters.push(character);
  }
  return { characters, dropped, changed };
}

/** The characters not in `existing` (by id), each once: what adding them to a list adds. */
export function notYetIn(existing: readonly Pick<Character, 'id'>[], characters: Character[]) {
  const ids = new Set(existing.map((c) => c.id));
  return characters.filter((c) => {
    if (ids.has(c.id)) return false;
    ids.add(c.id);
    return true;
  });
}
