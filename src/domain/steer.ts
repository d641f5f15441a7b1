/**
 * Generate steered by locks: the locked values go into the template, and a model's result keeps
 * them. Loaded with the generator, when Generate is first pressed.
 */
import {
  ALIGNMENTS,
  CHARACTER_CLASSES,
  GENDERS,
  RACES,
  isAlignment,
  isCharacterClass,
  isGender,
  isRace,
  type Character,
  type GeneratedCharacter,
} from './character';
import { ageBounds } from './ages';
import { randomAge, renameInText } from './generator';
import { LOCKABLE_PROPERTIES, type Locks } from './locks';
import { defaultRandom, pick, type Random } from './random';

/** The values a template fixes before generation. */
export type LockTemplate = Partial<Omit<GeneratedCharacter, 'id' | 'background'>>;

/**
 * The template Generate starts from: every locked value of the card that the generator can use.
 * A locked age narrows the race choice (when race itself is not locked) to the races whose age
 * range holds it, so a 300-year-old stays possible only as an elf or a dwarf; an age no race can
 * reach is left to chance. A locked name or epithet that is empty, or a locked race, class, gender
 * or alignment that is not one of the app's own, is not put in the template (see
 * {@link applyFixedFields}, which keeps them in the result).
 */
export function templateFromLocks(
  current: Character,
  locks: Locks,
  random: Random = defaultRandom,
): LockTemplate {
  const template: LockTemplate = {};
  if (locks.race && isRace(current.race)) template.race = current.race;
  if (locks.characterClass && isCharacterClass(current.characterClass))
    template.characterClass = current.characterClass;
  if (locks.gender && isGender(current.gender)) template.gender = current.gender;
  if (locks.alignment && isAlignment(current.alignment)) template.alignment = current.alignment;
  for (const key of ['firstName', 'lastName', 'epithet'] as const) {
    if (locks[key] && current[key].trim()) template[key] = current[key];
  }
  const age = current.age;
  if (locks.age && age !== null && Number.isInteger(age)) {
    if (template.race) {
      template.age = age;
    } else {
      const fitting = RACES.filter((race) => {
        const { min, max } = ageBounds(race);
        return age >= min && age <= max;
      });
      if (fitting.length > 0) {
        template.race = pick(random, fitting);
        template.age = age;
      }
    }
  }
  return template;
}

/**
 * The template with race, class, gender, alignment and age all chosen (the ones it leaves open at
 * random), as a model is given them.
 */
export function fillTemplate(template: LockTemplate, random: Random = defaultRandom): LockTemplate {
  const race = template.race ?? pick(random, RACES);
  return {
    ...template,
    race,
    characterClass: template.characterClass ?? pick(random, CHARACTER_CLASSES),
    gender: template.gender ?? pick(random, GENDERS),
    alignment: template.alignment ?? pick(random, ALIGNMENTS),
    age: template.age ?? randomAge(race, random),
  };
}

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
  const next: C = { ...result };
  const fields = next as unknown as Record<string, unknown>;
  for (const property of LOCKABLE_PROPERTIES) {
    const value = current[property];
    if (!locks[property] || value === null || value === '') continue;
    fields[property] = value;
  }
  return { ...next, background: renameInText(result.background, result, next) };
}
