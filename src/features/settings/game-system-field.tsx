import type { GameSystem } from '@/domain/settings';
import type { AbilityMethod } from '@/domain/srd5/abilities';
import { useSettings } from '@/state/settings';
import { SelectField, type SelectOption } from './select-field';

const GAME_SYSTEM_OPTIONS: SelectOption<GameSystem>[] = [
  { value: 'none', label: 'None' },
  { value: 'srd5', label: 'D&D 5e (SRD 5.2)' },
];

const ABILITY_METHOD_OPTIONS: SelectOption<AbilityMethod>[] = [
  { value: 'standard', label: 'Standard array' },
  { value: '4d6', label: '4d6 drop lowest' },
  { value: 'pointBuy', label: 'Point buy' },
];

/**
 * The game whose numbers characters carry, and for fifth edition how their ability scores are
 * made. Like the language, they apply at once, without Save, and are remembered in this browser.
 */
export function GameSystemField() {
  const { settings, updateSettings } = useSettings();
  return (
    <>
      <SelectField
        label="Game system"
        value={settings.gameSystem}
        options={GAME_SYSTEM_OPTIONS}
        onChange={(gameSystem) => updateSettings({ gameSystem })}
        helperText="With a game system, characters get its numbers: a stat block with level, ability scores, Armor Class, hit points and attacks."
      />
      {settings.gameSystem === 'srd5' && (
        <SelectField
          label="Ability scores"
          value={settings.abilityScoreMethod}
          options={ABILITY_METHOD_OPTIONS}
          onChange={(abilityScoreMethod) => updateSettings({ abilityScoreMethod })}
          helperText="How a new character's six ability scores are made."
        />
      )}
    </>
  );
}
