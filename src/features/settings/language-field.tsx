import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { LANGUAGES, isLanguageCode } from '@/domain/languages';
import { useSettings } from '@/state/settings';

/**
 * The language models write a character's story and epithet in. It applies at once, without
 * Save, and is remembered in this browser. Offline characters come from English templates.
 */
export function LanguageField() {
  const { settings, updateSettings } = useSettings();
  return (
    <TextField
      select
      label="Language of generated text"
      value={settings.generatedTextLanguage}
      onChange={(event) => {
        if (isLanguageCode(event.target.value)) {
          updateSettings({ generatedTextLanguage: event.target.value });
        }
      }}
      helperText="Used by the local and cloud models for the story and epithet. Characters made offline (no model) stay in English."
      sx={{ mt: 2, minWidth: 240, maxWidth: 560 }}
    >
      {LANGUAGES.map((language) => (
        <MenuItem key={language.code} value={language.code} lang={language.code}>
          {language.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
