import type { Character } from './character';
import { BASE_PATH } from '@/config/paths';

/** Where the portraits live, under the app's base path. */
export const PORTRAIT_BASE = `${BASE_PATH}/images`;

/** The picture shown when a character's own portrait is missing or not an image. */
export const DEFAULT_PORTRAIT = `${PORTRAIT_BASE}/default-portrait.png`;

/**
 * The attributes a portrait is chosen or drawn from. Any may be missing (an unreadable or partial
 * record).
 */
export type PortraitSubject = Partial<
  Pick<
    Character,
    | 'id'
    | 'race'
    | 'characterClass'
    | 'gender'
    | 'age'
    | 'alignment'
    | 'firstName'
    | 'lastName'
    | 'faceSeed'
    | 'pictureId'
    | 'tableReady'
  >
>;

/** A small stable hash of a string (FNV-1a), so a choice made from an id never changes. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/**
 * The gender whose picture a character gets. There is art for Male and Female only, so a
 * Non-binary character gets one of them, picked from its id: the same character shows the same
 * picture on every render, on both screens and after a reload.
 */
export function picturedGender(character: PortraitSubject): 'male' | 'female' | null {
  const { gender, id, race, characterClass } = character;
  if (gender === 'Male') return 'male';
  if (gender === 'Female') return 'female';
  if (gender === 'Non-binary') {
    return hash(id ?? `${race ?? ''}${characterClass ?? ''}`) % 2 ? 'female' : 'male';
  }
  return null;
}

/**
 * The portrait's address: `/images/{race}/{class}/{gender}1.png` under the base path, all
 * lowercase. A character without a race, class or gender gets the default portrait.
 */
export function portraitPath(character: PortraitSubject): string {
  const { race, characterClass } = character;
  const gender = picturedGender(character);
  if (!race || !characterClass || !gender) return DEFAULT_PORTRAIT;
  const segments = [race, characterClass].map((s) => encodeURIComponent(s.toLowerCase()));
  return `${PORTRAIT_BASE}/${segments.join('/')}/${gender}1.png`;
}

/** The portrait's alt text: race plus class, or "unknown race" / "unknown class". */
export function portraitAlt(
  character: Partial<Pick<Character, 'race' | 'characterClass'>>,
): string {
  return `${character.race || 'unknown race'} ${character.characterClass || 'unknown class'}`;
}

/**
 * How portraits are shown: the specification's pictures (`classic`), or a face drawn in the
 * browser for each character (`faces`).
 */
export const PORTRAIT_STYLES = ['classic', 'faces'] as const;
export type PortraitStyle = (typeof PORTRAIT_STYLES)[number];

/** The largest face seed plus one: seeds are whole numbers that fit in 32 bits. */
const SEED_LIMIT = 2 ** 32;

/** A stored face seed, or undefined when it is not a whole number from 0 below 2³². */
export function readFaceSeed(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < SEED_LIMIT
    ? value
    : undefined;
}

/**
 * The seed of a character's drawn face: the one `Draw a new face` stored, otherwise one made from
 * its name, so the same character shows the same face on every screen, in a saved copy, after an
 * edit of its other values and in a shared link. A character without a name uses its id.
 */
export function faceSeedOf(character: PortraitSubject): number {
  const stored = readFaceSeed(character.faceSeed);
  if (stored !== undefined) return stored;
  const name = [character.firstName ?? '', character.lastName ?? ''].join('\n');
  return hash(name.trim() ? name : (character.id ?? ''));
}

/** Another face's seed, never the one shown now. */
function newFaceSeed(shown: number, next: () => number = Math.random): number {
  const seed = Math.floor(next() * SEED_LIMIT) % SEED_LIMIT;
  return seed === shown ? (seed + 1) % SEED_LIMIT : seed;
}

/**
 * The character with another drawn face, remembered in its `faceSeed`. An uploaded picture is
 * let go, so the new face shows.
 */
export function withNewFace<T extends PortraitSubject>(character: T, next?: () => number): T {
  const { pictureId: _gone, ...rest } = character;
  return { ...rest, faceSeed: newFaceSeed(faceSeedOf(character), next) } as T;
}

/** An id an uploaded picture may be stored under: short letters, digits and dashes. */
export function readPictureId(value: unknown): string | undefined {
  return typeof value === 'string' && /^[\w-]{1,64}$/.test(value) ? value : undefined;
}

/**
 * What the user chose in `Change portrait`: another drawn face, a picture they uploaded (its id),
 * or the default picture again.
 */
export type PortraitChange =
  { kind: 'new-face' } | { kind: 'picture'; pictureId: string } | { kind: 'default' };

/** The character with the portrait the user chose. */
export function changePortrait<T extends PortraitSubject>(character: T, change: PortraitChange): T {
  if (change.kind === 'new-face') return withNewFace(character);
  const { pictureId: _old, ...rest } = character;
  return (change.kind === 'picture' ? { ...rest, pictureId: change.pictureId } : rest) as T;
}
