import { useColorScheme } from '@mui/material/styles';
import { SelectField } from './select-field';

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
    <SelectField
      label="Theme"
      value={isMode(mode) ? mode : 'system'}
      options={MODES}
      onChange={setMode}
      helperText="Applies at once and is remembered in this browser."
    />
  );
}
