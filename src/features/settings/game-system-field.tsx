import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { GAME_SYSTEMS, isGameSystem, type GameSystem } from '@/domain/settings';
import { ABILITY_METHODS, isAbilityMethod, type AbilityMethod } from '@/domain/srd5';
import { useSettings } from '@/state/settings';

const GAME_SYSTEM_LABELS: Record<GameSystem, string> = {
  none: 'None',
  srd5: 'D&D 5e (SRD 5.2)',
};

const ABILITY_METHOD_LABELS: Record<AbilityMethod, string> = {
  standard: 'Standard array',
  '4d6': '4d6 drop lowest',
  pointBuy: 'Point buy',
};

const fieldSx = { mt: 2, minWidth: 240, maxWidth: 560 };

/**
 * The game whose numbers characters carry, and for fifth edition how their ability scores are
 * made. Like the language, they apply at once, without Save, and are remembered in this browser.
 */
export function GameSystemField() {
  const { settings, updateSettings } = useSettings();
  return (
    <>
      <TextField
        select
        label="Game system"
        value={settings.gameSystem}
        onChange={(event) => {
          if (isGameSystem(event.target.value)) updateSettings({ gameSystem: event.target.value });
        }}
        helperText="With a game system, characters get its numbers: a stat block with level, ability scores, Armor Class, hit points and attacks."
        sx={fieldSx}
      >
        {GAME_SYSTEMS.map((value) => (
          <MenuItem key={value} value={value}>
            {GAME_SYSTEM_LABELS[value]}
          </MenuItem>
        ))}
      </TextField>
      {settings.gameSystem === 'srd5' && (
        <TextField
          select
          label="Ability scores"
          value={settings.abilityScoreMethod}
          onChange={(event) => {
            if (isAbilityMethod(event.target.value)) {
              updateSettings({ abilityScoreMethod: event.target.value });
            }
          }}
          helperText="How a new character's six ability scores are made."
          sx={fieldSx}
        >
          {ABILITY_METHODS.map((value) => (
            <MenuItem key={value} value={value}>
              {ABILITY_METHOD_LABELS[value]}
            </MenuItem>
          ))}
        </TextField>
      )}
    </>
  );
}
