import type { PortraitStyle } from '@/domain/portrait';
import { useSettings } from '@/state/settings';
import { SelectField, type SelectOption } from './select-field';

const PORTRAIT_STYLE_OPTIONS: SelectOption<PortraitStyle>[] = [
  { value: 'classic', label: 'Classic pictures' },
  { value: 'faces', label: 'A face for each character' },
];

/** Classic pictures or a face drawn for each character; applies at once, without Save. */
export function PortraitStyleField() {
  const { settings, updateSettings } = useSettings();
  return (
    <SelectField
      label="Portrait style"
      value={settings.portraitStyle}
      options={PORTRAIT_STYLE_OPTIONS}
      onChange={(portraitStyle) => updateSettings({ portraitStyle })}
      helperText="A face for each character: drawn in this browser from the character's race, class, age and look, the same every time. Draw a new face beside a portrait gives another."
    />
  );
}
