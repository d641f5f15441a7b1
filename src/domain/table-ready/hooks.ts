/**
 * The parts a summary and a secret are built from. A summary is "{Want}, but {twist}." A secret names a person (`{{who}}`), a place (`{{where}}`) or a thing (`{{what}}`)
 * drawn from the lists below, so the same secret rarely comes up twice. The lines themselves are
 * data, grouped by the races, classes, life stages and moral sides they suit.
 */
import { fromGroups, readGroups, type Entry } from './entry';
import data from './hooks.json';

const groups = readGroups(data);

/** What the character wants right now, written without a subject: "Is saving for …". */
export const WANTS: readonly Entry[] = fromGroups(groups.wants);

/** What stands in the way, as the rest of "… but …". */
export const TWISTS: readonly Entry[] = fromGroups(groups.twists);

/** Secrets, each naming one of `{{who}}`, `{{where}}` or `{{what}}`. */
export const SECRETS: readonly Entry[] = fromGroups(groups.secrets);

/** The people a secret can name. */
export const WHO: readonly Entry[] = fromGroups(groups.who);

/** The places a secret can name; each reads after "in". */
export const WHERE: readonly Entry[] = fromGroups(groups.where);

/** The things a secret can name. */
export const WHAT: readonly Entry[] = fromGroups(groups.what);
