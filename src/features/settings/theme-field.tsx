import { useColorScheme } from '@mui/material/styles';
import { useT } from '@/components/i18n';
import { SelectField } from './select-field';

const MODES = [
  { value: 'system', id: 'settings.theme.system' },
  { value: 'light', id: 'settings.theme.light' },
  { value: 'dark', id: 'settings.theme.dark' },
] as const;

type Mode = (typeof MODES)[number]['value'];

const isMode = (value: unknown): value is Mode => MODES.some((mode) => mode.value === value);

/**
 * The colour scheme: the system's, or always light or dark. It applies at once, without Save,
 * and is remembered in this browser.
 */
export function ThemeField() {
  const { mode, setMode } = useColorScheme();
  const t = useT();
  return (
    <SelectField
      label={t('settings.theme')}
      value={isMode(mode) ? mode : 'system'}
      options={MODES.map(({ value, id }) => ({ value, label: t(id) }))}
      onChange={setMode}
      helperText={t('settings.theme.help')}
    />
  );
}
