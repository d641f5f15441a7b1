import { useId, useState, type ChangeEvent } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Visibility from '@mui/icons-material/Visibility';
import { useT } from '@/components/i18n';
import VisibilityOff from '@mui/icons-material/VisibilityOff';

export interface TokenFieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  disabled: boolean;
  error?: string;
  /** Always shown under the field and read with it. */
  note: string;
  /** What the secret is called on its show/hide button; `token` unless told. */
  secretName?: string;
}

/** A masked secret with a show/hide button and a note about where the secret goes. */
export function TokenField({
  name,
  label,
  value,
  onChange,
  disabled,
  error,
  note,
  secretName = 'token',
}: TokenFieldProps) {
  const [shown, setShown] = useState(false);
  const t = useT();
  const id = useId();
  const noteId = `${id}-note`;
  const describedBy = [error ? `${id}-helper-text` : null, noteId].filter(Boolean).join(' ');
  return (
    <div>
      <TextField
        id={id}
        name={name}
        label={label}
        type={shown ? 'text' : 'password'}
        value={value}
        onChange={onChange}
        disabled={disabled}
        error={Boolean(error)}
        helperText={error}
        fullWidth
        autoComplete="off"
        slotProps={{
          input: {
            'aria-describedby': describedBy,
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  aria-label={t(shown ? 'token.hide' : 'token.show', {
                    secret: t(secretName === 'key' ? 'token.key' : 'token.token'),
                  })}
                  aria-pressed={shown}
                  onClick={() => setShown((s) => !s)}
                  disabled={disabled}
                  edge="end"
                >
                  {shown ? <VisibilityOff /> : <Visibility />}
                </IconButton>
              </InputAdornment>
            ),
          },
          htmlInput: { spellCheck: false, autoCapitalize: 'off' },
        }}
      />
      <Typography
        id={noteId}
        variant="caption"
        color="text.secondary"
        component="p"
        sx={{ mt: 0.5, mx: 1.75 }}
      >
        {note}
      </Typography>
    </div>
  );
}
