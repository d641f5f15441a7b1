/** Dice as a stat block counts them: a number of dice of one size, and a flat bonus. */
export interface Dice {
  count: number;
  /** The sides of each die. */
  die: number;
  /** Added to (or, negative, taken from) the roll. */
  bonus: number;
}

/** `5d10 + 22`, `1d6 - 1`, `2d8`. */
export const diceText = ({ count, die, bonus }: Dice): string =>
  `${count}d${die}${bonus === 0 ? '' : ` ${bonus < 0 ? '-' : '+'} ${Math.abs(bonus)}`}`;

/** The dice's average rounded down, the number a stat block writes before them. */
export const diceAverage = ({ count, die, bonus }: Dice): number =>
  Math.floor((count * (die + 1)) / 2 + bonus);

/**
 * `count` dice of `die` whose average is exactly `value`: the bonus is whatever the dice's own
 * average leaves, so a tool that rolls them gets the number shown on average.
 */
export const diceAveraging = (value: number, count: number, die: number): Dice => ({
  count,
  die,
  bonus: value - Math.floor((count * (die + 1)) / 2),
});
