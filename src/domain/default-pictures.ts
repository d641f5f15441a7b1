/**
 * The user's own pictures for a race and class (their art for every Orc, say), which take the
 * place of the classic picture for every character of that race and class without one of its
 * own. Kept as a small map of `race/class` to the stored picture's id; the pictures themselves
 * are stored as uploads.
 */
import { isRecord, parseJson } from './records';

/** The map's key for a race and class: both lowercase, as the classic pictures' folders are. */
export const defaultPictureKey = (race: string, characterClass: string): string =>
  `${race.trim().toLowerCase()}/${characterClass.trim().toLowerCase()}`;

/** The stored map read: pairs whose id is text; anything unreadable is no replacement. */
export function readDefaultPictures(stored: string): Record<string, string> {
  const decoded = parseJson(stored);
  if (!isRecord(decoded)) return {};
  return Object.fromEntries(
    Object.entries(decoded).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
    ),
  );
}

/** The map with `key` given `pictureId`, or without it when `pictureId` is null. */
export function withDefaultPicture(stored: string, key: string, pictureId: string | null): string {
  const map = readDefaultPictures(stored);
  if (pictureId) map[key] = pictureId;
  else delete map[key];
  return Object.keys(map).length ? JSON.stringify(map) : '';
}

/** The user's picture for this character's race and class, or null when there is none. */
export function defaultPictureOf(
  map: Readonly<Record<string, string>>,
  subject: { race?: string | undefined; characterClass?: string | undefined },
): string | null {
  if (!subject.race || !subject.characterClass) return null;
  return map[defaultPictureKey(subject.race, subject.characterClass)] ?? null;
}

/** The race and class a default picture is chosen by, and the character's own picture. */
interface PicturedSubject {
  race?: string | undefined;
  characterClass?: string | undefined;
  pictureId?: string | undefined;
}

/**
 * The picture a character's portrait shows: its own upload, else the user's picture for its race
 * and class, else none (the classic picture or its drawn face).
 */
export function portraitPictureOf(
  map: Readonly<Record<string, string>>,
  subject: PicturedSubject,
): string | undefined {
  return subject.pictureId ?? defaultPictureOf(map, subject) ?? undefined;
}

/**
 * The characters as a backup with portraits carries them: one without a picture of its own but
 * with the user's picture for its race and class gets that picture as its portrait, so it keeps
 * it in a browser that has no such default.
 */
export function withDefaultPicturesFilled<T extends PicturedSubject>(
  map: Readonly<Record<string, string>>,
  characters: readonly T[],
): T[] {
  return characters.map((character) => {
    const pictureId = portraitPictureOf(map, character);
    return pictureId && pictureId !== character.pictureId ? { ...character, pictureId } : character;
  });
}
