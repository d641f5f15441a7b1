/** Fifth-edition numbers for a character (SRD 5.2): the scores, and all derived from them. */
export {
  ABILITIES,
  MAX_LEVEL,
  MAX_SCORE,
  MIN_LEVEL,
  MIN_SCORE,
  abilityModifier,
  baseAbilityScores,
  formatBonus,
  isAbilityMethod,
  proficiencyBonus,
  readStatBlockInput,
  rollAbilityScores,
  rollLevel,
  withBackgroundIncrease,
  type AbilityMethod,
  type AbilityScores,
  type StatBlockInput,
} from './abilities';
export {
  SRD_ATTRIBUTION,
  deriveStatBlock,
  sensesText,
  statBlockText,
  type StatBlock,
} from './stat-block';
