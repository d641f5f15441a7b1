import { useMemo } from 'react';
import { isCharacterClass } from '@/domain/character';
import { defaultRandom, newCharacterId } from '@/domain/random';
import type { Ability, StatBlockInput } from '@/domain/srd5/abilities';
import { rerollLevel, rerollScores, withScore, withStats } from '@/domain/srd5/rolls';
import { useCard } from './card';
import { useSettings } from './settings';

/**
 * The card's fifth-edition numbers and their rerolls and edits. Each is a step of the card, as
 * every other change of its character, so Undo takes it back.
 */
export function useStatBlockEdits() {
  const { current, replaceCurrent } = useCard();
  const { settings } = useSettings();
  return useMemo(() => {
    const { stats, characterClass } = current;
    // An edited character is a new one: a saved copy of the old one stays as it was.
    const change = (next: (stats: StatBlockInput) => StatBlockInput) => {
      if (stats) replaceCurrent({ ...withStats(current, next(stats)), id: newCharacterId() });
    };
    return {
      rerollLevel: () => change((s) => rerollLevel(s, defaultRandom)),
      rerollScores: () => {
        // A pack's class rerolls by the built-in class it plays like.
        const rules = isCharacterClass(characterClass)
          ? characterClass
          : stats?.rules?.characterClass;
        if (!isCharacterClass(rules)) return;
        const method = settings.abilityScoreMethod;
        change((s) => rerollScores(s, rules, method, defaultRandom));
      },
      setLevel: (level: number) => change((s) => ({ ...s, level })),
      setScore: (ability: Ability, score: number) => change((s) => withScore(s, ability, score)),
    };
  }, [current, replaceCurrent, settings.abilityScoreMethod]);
}
