/**
 * A seedable source of randomness. Everything random in the domain takes one, so tests are exact.
 */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
}

/** mulberry32: small, fast and good enough for picking names. */
export function createRandom(seed: number = Math.floor(Math.random() * 2 ** 32)): Random {
  let state = seed >>> 0;
  return {
    next() {
      state = (state + 0x6d2b79f5) >>> 0;
      let t = state;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    },
  };
}

/** The default source for the running app. */
export const defaultRandom: Random = { next: () => Math.random() };

/** A whole number from min to max, both included. */
export function randomInt(random: Random, min: number, max: number): number {
  return min + Math.floor(random.next() * (max - min + 1));
}

/** One element of a non-empty list. */
export function pick<T>(random: Random, items: readonly T[]): T {
  if (items.length === 0) throw new Error('Cannot pick from an empty list');
  return items[Math.floor(random.next() * items.length)] as T;
}

/**
 * One element of a non-empty list, each as likely as its weight (a positive number) says; equal
 * weights make it the same as {@link pick}, and like it this draws one number from the source.
 */
export function pickWeighted<T>(
  random: Random,
  items: readonly T[],
  weight: (item: T) => number,
): T {
  if (items.length === 0) throw new Error('Cannot pick from an empty list');
  const total = items.reduce((sum, item) => sum + weight(item), 0);
  let left = random.next() * total;
  for (const item of items) {
    left -= weight(item);
    if (left < 0) return item;
  }
  return items[items.length - 1] as T;
}

/** A random identifier in UUID v4 form, drawn from the given source. */
export function randomId(random: Random): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(random.next() * 16).toString(16));
  hex[12] = '4';
  hex[16] = ((parseInt(hex[16] as string, 16) & 0x3) | 0x8).toString(16);
  const s = hex.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}

/** The id of a new character: the one id maker every layer uses. */
export const newCharacterId = (): string => randomId(defaultRandom);
