import { useEffect, useRef, type FocusEvent, type KeyboardEvent } from 'react';
import TextField from '@mui/material/TextField';

export interface ValueEditorProps {
  label: string;
  /** A select's values; without them a text field (or a number field, with `range`). */
  choices: readonly string[] | undefined;
  range: { min: number; max: number } | undefined;
  /** A sentence: the text wraps onto more lines as it grows (Enter still applies it). */
  multiline?: boolean;
  draft: string;
  error: string | null;
  onChange: (value: string) => void;
  onKeyDown: (event: KeyboardEvent) => void;
  onBlur: (event: FocusEvent) => void;
}

/**
 * The field that edits one value in place, focused as it opens: a native select (quick with a
 * keyboard and on phones), a number field for a whole number (an age, a level), a text field otherwise. A refused value's
 * message shows under it.
 */
export function ValueEditor({
  label,
  choices,
  range,
  multiline = false,
  draft,
  error,
  onChange,
  onKeyDown,
  onBlur,
}: ValueEditorProps) {
  const inputRef = useRef<HTMLInputElement | HTMLSelectElement>(null);
  useEffect(() => inputRef.current?.focus(), []);
  return (
    <TextField
      inputRef={inputRef}
      size="small"
      fullWidth
      label={label}
      value={draft}
      error={error !== null}
      helperText={error ?? undefined}
      onChange={(event) => onChange(event.target.value)}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
      {...(choices ? { select: true } : {})}
      {...(range ? { type: 'number' } : {})}
      {...(multiline ? { multiline: true } : {})}
      slotProps={{
        select: { native: true },
        htmlInput: range ? { ...range, step: 1, inputMode: 'numeric' } : {},
        formHelperText: { 'aria-live': 'polite' } as object,
      }}
      // The card's tinted paper is too light behind the accent colour for a small focused label.
      sx={{
        my: 0.5,
        '& .MuiInputLabel-root.Mui-focused:not(.Mui-error)': { color: 'text.primary' },
      }}
    >
      {choices?.map((choice) => (
        <option key={choice} value={choice}>
          {choice}
        </option>
      ))}
    </TextField>
  );
}
