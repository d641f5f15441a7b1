import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useColorScheme } from '@mui/material/styles';

const MODES = [
  { value: 'system', label: 'System' },
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
] as const;

type Mode = (typeof MODES)[number]['value'];

const isMode = (value: unknown): value is Mode => MODES.some((mode) => mode.value === value);

/**
 * The colour scheme: the system's, or always light or dark. It applies at once, without Save,
 * and is remembered in this browser.
 */
export function ThemeField() {
  const { mode, setMode } = useColorScheme();
  return (
    <TextField
      select
      label="Theme"
      value={isMode(mode) ? mode : 'system'}
      onChange={(event) => {
        if (isMode(event.target.value)) setMode(event.target.value);
      }}
      helperText="Applies at once and is remembered in this browser."
      sx={{ mt: 2, minWidth: 240 }}
    >
      {MODES.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
