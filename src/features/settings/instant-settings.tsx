import TextField from '@mui/material/TextField';
import { LANGUAGES } from '@/domain/languages';
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

/** The language models write a character's story and epithet in. */
export const LanguageField = () => (
  <SettingSelect
    name="generatedTextLanguage"
    label="Language of generated text"
    options={LANGUAGE_OPTIONS}
    helperText="Used by the local and cloud models for the story and epithet. Characters made offline (no model) stay in English."
  />
);

/** The game whose numbers characters carry, and for fifth edition how ability scores are made. */
export function GameSystemField() {
  const { settings } = useSettings();
  return (
    <>
      <SettingSelect
        name="gameSystem"
        label="Game system"
        options={[
          { value: 'none', label: 'None' },
          { value: 'srd5', label: 'D&D 5e (SRD 5.2)' },
        ]}
        helperText="With a game system, characters get its numbers: a stat block with level, ability scores, Armor Class, hit points and attacks."
      />
      {settings.gameSystem === 'srd5' && (
        <SettingSelect
          name="abilityScoreMethod"
          label="Ability scores"
          options={[
            { value: 'standard', label: 'Standard array' },
            { value: '4d6', label: '4d6 drop lowest' },
            { value: 'pointBuy', label: 'Point buy' },
          ]}
          helperText="How a new character's six ability scores are made."
        />
      )}
    </>
  );
}

/** How long a model writes the story; the card's preview follows. */
export const StoryLengthField = () => (
  <SettingSelect
    name="storyLength"
    label="Story length"
    options={[
      { value: 'short', label: 'Short (2 paragraphs)' },
      { value: 'standard', label: 'Standard (4–6 paragraphs)' },
      { value: 'long', label: 'Long (7–9 paragraphs)' },
    ]}
    helperText="How many paragraphs a model writes the background in; the card's preview follows. Offline stories stay as written."
  />
);

/** Classic pictures or a face drawn for each character. */
export const PortraitStyleField = () => (
  <SettingSelect
    name="portraitStyle"
    label="Portrait style"
    options={[
      { value: 'classic', label: 'Classic pictures' },
      { value: 'faces', label: 'A face for each character' },
    ]}
    helperText="A face for each character: drawn in this browser from the character's race, class, age and look, the same every time. Draw a new face beside a portrait gives another."
  />
);

/** The folder on the Foundry server that exported actors find their portraits in. */
export function FoundryPortraitFolderField() {
  const { settings, updateSettings } = useSettings();
  // On the painted page it takes no typing until the app is in, so no key is lost.
  const live = useAppLive();
  return (
    <TextField
      disabled={!live}
      label="Foundry portrait folder"
      value={settings.foundryPortraitFolder}
      onChange={(event) => updateSettings({ foundryPortraitFolder: event.target.value })}
      helperText="Foundry VTT (JSON) zips keep the characters' own pictures in this folder, and the actors point at it: upload it, as it is, into Foundry's user data. Empty: npc-portraits."
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
