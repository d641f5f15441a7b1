import Autocomplete from '@mui/material/Autocomplete';
import { useT } from '@/components/i18n';
import TextField from '@mui/material/TextField';

export interface ModelNameFieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
  error?: string;
  /** Installed models to suggest; any other name may still be typed. */
  suggestions: string[];
  loading: boolean;
  /** Said while the suggestions are being asked for. */
  loadingText?: string;
}

/**
 * A model name typed freely, with the server's installed models offered as suggestions. Opening
 * the list shows every suggestion; typing narrows it. Enter keeps the typed text (and submits the
 * form) unless a suggestion is highlighted.
 */
export function ModelNameField({
  name,
  label,
  value,
  onChange,
  disabled,
  error,
  suggestions,
  loading,
  loadingText = 'Looking for installed models…',
}: ModelNameFieldProps) {
  const t = useT();
  return (
    <Autocomplete
      openText={t('settings.suggestions.open')}
      closeText={t('settings.suggestions.close')}
      freeSolo
      forcePopupIcon={suggestions.length > 0}
      options={suggestions}
      value={value}
      inputValue={value}
      onInputChange={(_event, text) => onChange(text)}
      onChange={(_event, picked) => onChange(picked ?? '')}
      disabled={disabled}
      loading={loading}
      loadingText={loadingText}
      disableClearable
      renderInput={(params) => (
        <TextField
          {...params}
          name={name}
          label={label}
          error={Boolean(error)}
          helperText={error}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, spellCheck: false, autoCapitalize: 'off' },
          }}
        />
      )}
    />
  );
}
