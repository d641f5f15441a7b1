import type { Character } from './character';
import { BASE_PATH } from '@/config/paths';

/** Where the portraits live, under the app's base path. */
export const PORTRAIT_BASE = `${BASE_PATH}/images`;

/** The picture shown when a character's own portrait is missing or not an image. */
export const DEFAULT_PORTRAIT = `${PORTRAIT_BASE}/default-portrait.png`;

/** The attributes a portrait is chosen from. Any may be missing (an unreadable or partial record). */
export type PortraitSubject = Partial<Pick<Character, 'id' | 'race' | 'characterClass' | 'gender'>>;

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
