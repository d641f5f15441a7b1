import Typography from '@mui/material/Typography';
import { useT } from '@/components/i18n';
import {
  ENGLISH,
  INTERFACE_LANGUAGES,
  isInterfaceLanguage,
  resolveInterfaceLanguage,
} from '@/domain/i18n/locales';
import { useSettings } from '@/state/settings';
import { useBrowserLanguages } from '@/state/page-language';
import { SelectField } from './select-field';

// Each language's name is written in that language.
const OPTIONS = INTERFACE_LANGUAGES.map(({ code, label }) => ({ value: code, label, lang: code }));

/**
 * The language of every button, label and message. Until the user picks one the browser's
 * preferred language is shown as the pick; a pick applies at once and is remembered.
 */
export function InterfaceLanguageField() {
  const t = useT();
  const { settings, updateSettings } = useSettings();
  const shown = resolveInterfaceLanguage(settings.interfaceLanguage, useBrowserLanguages());
  return (
    <>
      <SelectField
        label={t('settings.interfaceLanguage')}
        value={isInterfaceLanguage(shown) ? shown : ENGLISH}
        options={OPTIONS}
        onChange={(value) => updateSettings({ interfaceLanguage: value })}
        helperText={t('settings.interfaceLanguage.help')}
      />
      {shown !== ENGLISH && (
        <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 560 }}>
          {t('settings.offlineStaysEnglish')}
        </Typography>
      )}
    </>
  );
}
