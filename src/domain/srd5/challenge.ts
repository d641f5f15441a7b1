/**
 * A challenge rating estimated from a stat block's numbers, by the usual fifth-edition way of
 * rating a creature: a defensive rating from its hit points (one step up or down for every two
 * points its Armor Class is above or below the row's), an offensive rating from the damage it
 * deals in a round (one step for every two points its attack bonus or save DC is off the row's),
 * and the two averaged on the table's steps, halves rounded up.
 */

interface Row {
  /** The rating: 0, 1/8, 1/4, 1/2, 1 … 20. */
  rating: number;
  xp: number;
  armorClass: number;
  /** The most hit points of the row (the least is the row before's plus one). */
  hitPoints: number;
  attackBonus: number;
  /** The most damage per round of the row. */
  damage: number;
  saveDc: number;
}

// rating, XP, AC, HP up to, attack bonus, damage per round up to, save DC
const TABLE: readonly Row[] = (
  [
    [0, 10, 13, 6, 3, 1, 13],
    [1 / 8, 25, 13, 35, 3, 3, 13],
    [1 / 4, 50, 13, 49, 3, 5, 13],
    [1 / 2, 100, 13, 70, 3, 8, 13],
    [1, 200, 13, 85, 3, 14, 13],
    [2, 450, 13, 100, 3, 20, 13],
    [3, 700, 13, 115, 4, 26, 13],
    [4, 1100, 14, 130, 5, 32, 14],
    [5, 1800, 15, 145, 6, 38, 15],
    [6, 2300, 15, 160, 6, 44, 15],
    [7, 2900, 15, 175, 6, 50, 15],
    [8, 3900, 16, 190, 7, 56, 16],
    [9, 5000, 16, 205, 7, 62, 16],
    [10, 5900, 17, 220, 7, 68, 16],
    [11, 7200, 17, 235, 8, 74, 17],
    [12, 8400, 17, 250, 8, 80, 17],
    [13, 10000, 18, 265, 8, 86, 18],
    [14, 11500, 18, 280, 8, 92, 18],
    [15, 13000, 18, 295, 8, 98, 18],
    [16, 15000, 18, 310, 9, 104, 18],
    [17, 18000, 19, 325, 10, 110, 19],
    [18, 20000, 19, 340, 10, 116, 19],
    [19, 22000, 19, 355, 10, 122, 19],
    [20, 25000, 19, 400, 10, 140, 19],
  ] as const
).map(([rating, xp, armorClass, hitPoints, attackBonus, damage, saveDc]) => ({
  rating,
  xp,
  armorClass,
  hitPoints,
  attackBonus,
  damage,
  saveDc,
}));

/** A challenge rating and the experience points it is worth. */
export interface Challenge {
  rating: number;
  xp: number;
}

/** What the estimate reads from a stat block. */
export interface ChallengeInput {
  hitPoints: number;
  armorClass: number;
  /** The most damage its best option deals in one round, every hit landing. */
  damagePerRound: number;
  /** That option's attack bonus, or its save DC (`{ saveDc }`). */
  accuracy: { attackBonus: number } | { saveDc: number };
}

const LAST = TABLE.length - 1;
const clampStep = (step: number) => Math.min(LAST, Math.max(0, step));
/** The first row whose top reaches `value`, or the last. */
const rowFor = (value: number, top: (row: Row) => number) => {
  const index = TABLE.findIndex((row) => value <= top(row));
  return index === -1 ? LAST : index;
};
/** Steps for being `difference` points off the row: one per two points, towards zero. */
const stepsFor = (difference: number) => Math.trunc(difference / 2);

export function estimateChallenge(input: ChallengeInput): Challenge {
  const defenceRow = rowFor(input.hitPoints, (row) => row.hitPoints);
  const defence = clampStep(
    defenceRow + stepsFor(input.armorClass - TABLE[defenceRow]!.armorClass),
  );
  const offenceRow = rowFor(input.damagePerRound, (row) => row.damage);
  const { accuracy } = input;
  const offRow = TABLE[offenceRow]!;
  const offBy =
    'attackBonus' in accuracy
      ? accuracy.attackBonus - offRow.attackBonus
      : accuracy.saveDc - offRow.saveDc;
  const offence = clampStep(offenceRow + stepsFor(offBy));
  const row = TABLE[Math.ceil((defence + offence) / 2)]!;
  return { rating: row.rating, xp: row.xp };
}

/** `1/8`, `1/4`, `1/2`, or the whole number. */
export function challengeRatingText(rating: number): string {
  if (rating === 1 / 8) return '1/8';
  if (rating === 1 / 4) return '1/4';
  if (rating === 1 / 2) return '1/2';
  return String(rating);
}

/** The proficiency bonus a creature of this rating has: +2 up to 4, +3 from 5, … +6 from 17. */
export const challengeProficiency = (rating: number): number =>
  2 + Math.floor((Math.max(rating, 1) - 1) / 4);
