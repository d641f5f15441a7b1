/**
 * The numbers a character stores under a game system: the character model and the 5e rules both
 * read them, so they live apart from either.
 */
export const ABILITIES = ['str', 'dex', 'con', 'int', 'wis', 'cha'] as const;
export type Ability = (typeof ABILITIES)[number];

/** Each ability's full name, as stat blocks and edit buttons spell it. */
export const ABILITY_FULL_NAMES: Readonly<Record<Ability, string>> = {
  str: 'Strength',
  dex: 'Dexterity',
  con: 'Constitution',
  int: 'Intelligence',
  wis: 'Wisdom',
  cha: 'Charisma',
};

/** The six scores, Strength to Charisma. */
export type AbilityScores = Record<Ability, number>;

/** The numbers stored on a character: all the rest is derived from them and its class and race. */
export interface StatBlockInput {
  level: number;
  scores: AbilityScores;
  /**
   * For a race or class of a content pack: the built-in race and class whose 5e rules the
   * numbers follow (the race it looks like, the class it plays like), and the abilities the
   * class puts first. Kept with the numbers, so they stay right when the pack is gone.
   */
  rules?: StatRules;
}

/** The built-in race and class a pack's race and class follow for the 5e numbers. */
export interface StatRules {
  race: string;
  characterClass: string;
  first?: Ability[];
}
