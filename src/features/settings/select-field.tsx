import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

export interface SelectOption<T extends string> {
  value: T;
  label: string;
  /** The language the label is written in, when it is not the page's. */
  lang?: string;
}

/** Options that show their own values, as for races and classes. */
export const plainOptions = <T extends string>(values: readonly T[]): SelectOption<T>[] =>
  values.map((value) => ({ value, label: value }));

export interface SelectFieldProps<T extends string> {
  label: string;
  value: string;
  options: readonly SelectOption<T>[];
  onChange: (value: T) => void;
  helperText: string;
}

/** A General Settings choice from a short list: a pick applies at once, without Save. */
export function SelectField<T extends string>({
  label,
  value,
  options,
  onChange,
  helperText,
}: SelectFieldProps<T>) {
  return (
    <TextField
      select
      label={label}
      value={value}
      onChange={(event) => {
        const picked = options.find((option) => option.value === event.target.value);
        if (picked) onChange(picked.value);
      }}
      helperText={helperText}
      sx={{ mt: 2, minWidth: 240, maxWidth: 560 }}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value} lang={option.lang}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
