/**
 * How a character comes across at the table: a look, a voice or mannerism the gamemaster can
 * perform, and short traits. `{{their}}` and the other pronoun placeholders follow the
 * character's gender; `{{s}}`, `{{es}}`, `{{is}}`, `{{has}}` make the verb agree. The lines are
 * data, grouped by the life stages, races and moral sides they suit.
 */
import { fromGroups, readGroups, type Entry } from './entry';
import data from './people.json';

const groups = readGroups(data);

export const LOOKS: readonly Entry[] = fromGroups(groups.looks);

export const VOICES: readonly Entry[] = fromGroups(groups.voices);

/** Traits that suit anyone, kind ones a character of evil alignment never has, cruel ones a good one never has. */
export const TRAITS: readonly Entry[] = fromGroups(groups.traits);
