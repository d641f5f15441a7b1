import TextField from '@mui/material/TextField';
import { LANGUAGES, SAME_AS_INTERFACE } from '@/domain/languages';
import { useT } from '@/components/i18n';
import type { MessageId } from '@/domain/i18n/catalogs';
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

/**
 * A setting named under one message id: labelled `<id>`, helped by `<id>.help`, each choice
 * `<id>.<value>`. The type refuses an id whose help or choice messages are not all there.
 */
interface NamedChoicesProps<K extends ListedSetting, Id extends MessageId> {
  name: K;
  id: Id & ([`${Id}.${Settings[K]}` | `${Id}.help`] extends [MessageId] ? unknown : never);
  values: readonly Settings[K][];
}

/** A setting whose label, help and every choice are named under one message id. */
function NamedChoicesSelect<K extends ListedSetting, Id extends MessageId>({
  name,
  id,
  values,
}: NamedChoicesProps<K, Id>) {
  const t = useT();
  const said = (part: string) => t(`${id}.${part}` as MessageId);
  return (
    <SettingSelect
      name={name}
      label={t(id)}
      options={values.map((value) => ({ value, label: said(value) }))}
      helperText={said('help')}
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
        <NamedChoicesSelect
          name="abilityScoreMethod"
          id="settings.abilityScores"
          values={['standard', '4d6', 'pointBuy']}
        />
      )}
    </>
  );
}

/** How long a model writes the story; the card's preview follows. */
export function StoryLengthField() {
  return (
    <NamedChoicesSelect
      name="storyLength"
      id="settings.storyLength"
      values={['short', 'standard', 'long']}
    />
  );
}

/** Classic pictures or a face drawn for each character. */
export function PortraitStyleField() {
  return (
    <NamedChoicesSelect name="portraitStyle" id="picture.style" values={['classic', 'faces']} />
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
