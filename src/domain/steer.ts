/**
 * A generated character made to keep the user's locked values. Loaded with the offline
 * generator, which it needs to carry names into the story.
 */
import type { Character } from './character';
import { renameInText } from './generator';
import { LOCKABLE_PROPERTIES, type Locks } from './locks';

/**
 * A generated character with every locked value of `current` put back: a model may write other
 * names than the ones it was given, so locked names and the epithet replace its own, in the
 * story too. Values the template already fixed are unchanged.
 */
export function applyFixedFields<C extends Character>(
  result: C,
  current: Character,
  locks: Locks,
): C {
  const kept = LOCKABLE_PROPERTIES.filter(
    (property) => locks[property] && current[property] !== null && current[property] !== '',
  );
  const next: C = { ...result, ...Object.fromEntries(kept.map((p) => [p, current[p]])) };
  return { ...next, background: renameInText(result.background, result, next) };
}
