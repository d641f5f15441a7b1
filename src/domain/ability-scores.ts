/**
 * The numbers a character stores under a game system: the character model and the 5e rules both
 * read them, so they live apart from either.
 */
export const ABILITIES = ['str', 'dex', 'con', 'int', 'wis', 'cha'] as const;
export type Ability = (typeof ABILITIES)[number];

/** The six scores, Strength to Charisma. */
export type AbilityScores = Record<Ability, number>;

/** The numbers stored on a character: all the rest is derived from them and its class and race. */
export interface StatBlockInput {
  level: number;
  scores: AbilityScores;
}
