/**
 * A generated character made to keep the user's locked values. Loaded with the offline
 * generator, which it needs to carry names into the story.
 */
import type { Character } from './character';
import { renameInText } from './generator';
import { ATTRIBUTE_PROPERTIES, lockedRows, type Locks } from './locks';
import { defaultRandom } from './random';
import { rollTableReady } from './table-ready';

/**
 * A generated character with every locked value of `current` put back: a model may write other
 * names than the ones it was given, so locked names and the epithet replace its own, in the
 * story too. Values the template already fixed are unchanged. Locked rows "At the table" replace
 * the result's, and rows it lacks are rolled to go with them.
 */
export function applyFixedFields<C extends Character>(
  result: C,
  current: Character,
  locks: Locks,
): C {
  const kept = ATTRIBUTE_PROPERTIES.filter(
    (property) => locks[property] && current[property] !== null && current[property] !== '',
  );
  const next: C = { ...result, ...Object.fromEntries(kept.map((p) => [p, current[p]])) };
  const rows = lockedRows(current, locks);
  if (rows)
    next.tableReady = rollTableReady(next, defaultRandom, { ...result.tableReady, ...rows });
  return { ...next, background: renameInText(result.background, result, next) };
}
