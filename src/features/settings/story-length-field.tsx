import type { StoryLength } from '@/domain/settings';
import { useSettings } from '@/state/settings';
import { SelectField, type SelectOption } from './select-field';

const STORY_LENGTH_OPTIONS: SelectOption<StoryLength>[] = [
  { value: 'short', label: 'Short (2 paragraphs)' },
  { value: 'standard', label: 'Standard (4–6 paragraphs)' },
  { value: 'long', label: 'Long (7–9 paragraphs)' },
];

/** How long a model writes the story; applies at once, without Save, like the language. */
export function StoryLengthField() {
  const { settings, updateSettings } = useSettings();
  return (
    <SelectField
      label="Story length"
      value={settings.storyLength}
      options={STORY_LENGTH_OPTIONS}
      onChange={(storyLength) => updateSettings({ storyLength })}
      helperText="How many paragraphs a model writes the background in; the card's preview follows. Offline stories stay as written."
    />
  );
}
