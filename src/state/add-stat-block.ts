import { useEffect, useMemo, useRef } from 'react';
import { isCharacterClass, isRace, type Character } from '@/domain/character';
import { contentCatalog, statRules, type Catalog } from '@/domain/packs/catalog';
import { defaultRandom, newCharacterId } from '@/domain/random';
import { useAlertActions } from './alerts';
import { useCard } from './card';
import { useCharacters } from './characters';
import { useContent } from './content-packs';
import { useSettings } from './settings';

// The rules load with the first stat block added, as they do for the first one shown.
const loadRolls = () => import(/* webpackChunkName: "stat-block" */ '@/domain/srd5/rolls');

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The rules a character's numbers follow: its own race's and class's, or, for a content pack's
 * race and class, those of the built-in race it looks like and class it plays like. Null when it
 * has none to follow (a pack's class that plays like no built-in one, or a pack that is gone).
 */
function rulesOf(character: Character, catalog: Catalog | undefined) {
  const race = String(character.race ?? '');
  const characterClass = String(character.characterClass ?? '');
  if (isRace(race) && isCharacterClass(characterClass)) return { characterClass };
  const rules = statRules(race, characterClass, catalog);
  return rules ? { characterClass, rules } : null;
}

/**
 * Whether `Add stat block` is offered for `character`: with D&D 5e chosen, for a character made
 * without numbers (before a game system was chosen, or while its pack was off) whose race and
 * class have rules, their own or those of the built-in ones they look and play like.
 */
export const canAddStatBlock = (
  character: Character,
  gameSystem: string,
  catalog?: Catalog,
): boolean => gameSystem === 'srd5' && !character.stats && rulesOf(character, catalog) !== null;

/**
 * `Add stat block`: rolls fifth-edition numbers (level and scores, by the method in Settings)
 * for a character that has none, and changes nothing else about it. On the card it is a step of
 * the card, as every edit (a new character, Undo takes it back); in My Characters the saved copy
 * gains them.
 */
export function useAddStatBlock() {
  const { current, replaceCurrent } = useCard();
  const { replaceSaved } = useCharacters();
  const { settings } = useSettings();
  const { addAlert } = useAlertActions();
  const content = useContent();
  const catalog = useMemo(() => content && contentCatalog(content), [content]);
  // The character on the card now, for a roll that finishes after it has changed.
  const shown = useRef(current);
  useEffect(() => {
    shown.current = current;
  }, [current]);
  return useMemo(() => {
    const { gameSystem, abilityScoreMethod } = settings;
    /** The character with numbers, or null (said in an alert) when they could not be rolled. */
    const rolled = async (character: Character): Promise<Character | null> => {
      try {
        const { rollStats, withStats } = await loadRolls();
        const rules = rulesOf(character, catalog);
        const stats =
          rules && rollStats(rules.characterClass, abilityScoreMethod, defaultRandom, rules.rules);
        if (!stats) throw new Error(`no rules for the class ${character.characterClass}`);
        return withStats(character, stats);
      } catch (error) {
        addAlert({ severity: 'error', message: `Could not add a stat block: ${reason(error)}` });
        return null;
      }
    };
    return {
      offered: (character: Character) => canAddStatBlock(character, gameSystem, catalog),
      addToCard: async () => {
        const before = current;
        const next = await rolled(before);
        // The card has moved on meanwhile: the numbers were for a character no longer shown.
        if (!next || shown.current.id !== before.id) return;
        replaceCurrent({ ...next, id: newCharacterId() });
        addAlert({ severity: 'success', message: 'Stat block added' });
      },
      addToSaved: async (character: Character) => {
        const next = await rolled(character);
        if (!next) return;
        if (replaceSaved({ ...next, updatedAt: new Date().toISOString() })) {
          addAlert({ severity: 'success', message: 'Stat block added' });
        }
      },
    };
  }, [current, replaceCurrent, replaceSaved, settings, addAlert, catalog]);
}
