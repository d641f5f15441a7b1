/** What a model may choose from: the built-in races and classes, or those the content packs add. */
import { CHARACTER_CLASSES, RACES } from './character';

/** The races and classes a model may choose from: the built-in ones and those of the packs on. */
export interface ModelChoices {
  races: readonly string[];
  classes: readonly string[];
}

export const BUILT_IN_CHOICES: ModelChoices = { races: RACES, classes: CHARACTER_CLASSES };
