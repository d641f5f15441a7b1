import TextField from '@mui/material/TextField';
import { LANGUAGES, SAME_AS_INTERFACE } from '@/domain/languages';
import { useT } from '@/components/i18n';
import type { Settings } from '@/domain/settings';
import { useSettings } from '@/state/settings';
import { SelectField, type SelectOption } from './select-field';
import { useAppLive } from '@/components/use-app-live';

/** The settings chosen from a short list; each applies at once, without Save. */
type ListedSetting = {
  [K in keyof Settings]: Settings[K] extends string ? K : never;
}[keyof Settings];

interface SettingSelectProps<K extends ListedSetting> {
  name: K;
  label: string;
  options: readonly SelectOption<Settings[K]>[];
  helperText: string;
}

/** One of those settings as a select that writes it (and remembers it) on each pick. */
function SettingSelect<K extends ListedSetting>({ name, ...field }: SettingSelectProps<K>) {
  const { settings, updateSettings } = useSettings();
  return (
    <SelectField
      {...field}
      value={settings[name]}
      onChange={(value) => updateSettings({ [name]: value })}
    />
  );
}

// Each language's name is written in that language.
const LANGUAGE_OPTIONS = LANGUAGES.map(({ code, label }) => ({ value: code, label, lang: code }));

/** The language models write a character's story and epithet in: the interface's by default. */
export function LanguageField() {
  const t = useT();
  return (
    <SettingSelect
      name="generatedTextLanguage"
      label={t('settings.storyLanguage')}
      options={[
        { value: SAME_AS_INTERFACE, label: t('settings.storyLanguage.same') },
        ...LANGUAGE_OPTIONS,
      ]}
      helperText={t('settings.storyLanguage.help')}
    />
  );
}

/** The game whose numbers characters carry, and for fifth edition how ability scores are made. */
export function GameSystemField() {
  const { settings } = useSettings();
  const t = useT();
  return (
    <>
      <SettingSelect
        name="gameSystem"
        label={t('settings.gameSystem')}
        options={[
          { value: 'none', label: t('settings.gameSystem.none') },
          { value: 'srd5', label: 'D&D 5e (SRD 5.2)' },
        ]}
        helperText={t('settings.gameSystem.help')}
      />
      {settings.gameSystem === 'srd5' && (
        <SettingSelect
          name="abilityScoreMethod"
          label={t('settings.abilityScores')}
          options={[
            { value: 'standard', label: t('settings.abilityScores.standard') },
            { value: '4d6', label: t('settings.abilityScores.4d6') },
            { value: 'pointBuy', label: t('settings.abilityScores.pointBuy') },
          ]}
          helperText={t('settings.abilityScores.help')}
        />
      )}
    </>
  );
}

/** How long a model writes the story; the card's preview follows. */
export function StoryLengthField() {
  const t = useT();
  return (
    <SettingSelect
      name="storyLength"
      label={t('settings.storyLength')}
      options={[
        { value: 'short', label: t('settings.storyLength.short') },
        { value: 'standard', label: t('settings.storyLength.standard') },
        { value: 'long', label: t('settings.storyLength.long') },
      ]}
      helperText={t('settings.storyLength.help')}
    />
  );
}

/** Classic pictures or a face drawn for each character. */
export function PortraitStyleField() {
  const t = useT();
  return (
    <SettingSelect
      name="portraitStyle"
      label={t('picture.style')}
      options={[
        { value: 'classic', label: t('picture.style.classic') },
        { value: 'faces', label: t('picture.style.faces') },
      ]}
      helperText={t('picture.style.help')}
    />
  );
}

/** The folder on the Foundry server that exported actors find their portraits in. */
export function FoundryPortraitFolderField() {
  const { settings, updateSettings } = useSettings();
  // On the painted page it takes no typing until the app is in, so no key is lost.
  const live = useAppLive();
  const t = useT();
  return (
    <TextField
      disabled={!live}
      label={t('picture.foundryFolder')}
      value={settings.foundryPortraitFolder}
      onChange={(event) => updateSettings({ foundryPortraitFolder: event.target.value })}
      helperText={t('picture.foundryFolder.help')}
      sx={{
        width: '100%',
        maxWidth: 480,
        // The app's focus ring, around the whole field: the bare input inside draws none.
        '& .MuiInputBase-root:has(input:focus-visible)': {
          outline: '3px solid var(--app-focus-ring)',
          outlineOffset: '2px',
        },
      }}
    />
  );
}
