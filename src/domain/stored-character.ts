import { isAlignment, isCharacterClass, isGender, isRace, type Character } from './character';

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Checks one stored character and returns it in today's shape, or null when it cannot be used.
 * Entries written before characters had ids get one from `newId`.
 */
export function normaliseStoredCharacter(raw: unknown, newId: () => string): Character | null {
  if (!isRecord(raw)) return null;
  const { firstName, lastName, epithet, race, characterClass, gender, alignment, age, background } =
    raw;
  if (typeof firstName !== 'string' || typeof lastName !== 'string') return null;
  if (!isRace(race) || !isCharacterClass(characterClass) || !isGender(gender)) return null;
  if (!isAlignment(alignment)) return null;
  const ageNumber = typeof age === 'string' ? Number(age) : age;
  if (typeof ageNumber !== 'number' || !Number.isFinite(ageNumber)) return null;
  let title = '';
  let content: string[] = [];
  if (isRecord(background)) {
    title = typeof background.title === 'string' ? background.title : '';
    content = Array.isArray(background.content)
      ? background.content.filter((p): p is string => typeof p === 'string')
      : [];
  }
  const character: Character = {
    id: typeof raw.id === 'string' && raw.id ? raw.id : newId(),
    firstName,
    lastName,
    epithet: typeof epithet === 'string' ? epithet : '',
    race,
    characterClass,
    gender,
    alignment,
    age: Math.round(ageNumber),
    background: { ...(isRecord(background) ? background : {}), title, content },
  };
  return character;
}

/** Outcome of reading a stored list: the usable entries and how many were dropped. */
export interface StoredListResult {
  characters: Character[];
  dropped: number;
  /** True when any entry was changed on the way in (e.g. given an id), so it should be written back. */
  changed: boolean;
}

/** Reads a list of stored characters, keeping every valid entry. */
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
