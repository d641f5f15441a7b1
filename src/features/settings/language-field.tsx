import { LANGUAGES } from '@/domain/languages';
import { useSettings } from '@/state/settings';
import { SelectField } from './select-field';

// Each language's name is written in that language.
const OPTIONS = LANGUAGES.map(({ code, label }) => ({ value: code, label, lang: code }));

/**
 * The language models write a character's story and epithet in. It applies at once, without
 * Save, and is remembered in this browser. Offline characters come from English templates.
 */
export function LanguageField() {
  const { settings, updateSettings } = useSettings();
  return (
    <SelectField
      label="Language of generated text"
      value={settings.generatedTextLanguage}
      options={OPTIONS}
      onChange={(generatedTextLanguage) => updateSettings({ generatedTextLanguage })}
      helperText="Used by the local and cloud models for the story and epithet. Characters made offline (no model) stay in English."
    />
  );
}
