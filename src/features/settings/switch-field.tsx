import { useId } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

export interface SwitchFieldProps {
  /** The setting's key, as the switch's form name. */
  name: string;
  label: string;
  /** What turning it on does, below the switch and read with it. */
  help?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}

/** An on/off option: the switch with its label, and a line saying what it does when there is one. */
export function SwitchField({ name, label, help, checked, onChange, disabled }: SwitchFieldProps) {
  const helpId = useId();
  return (
    <>
      <FormControlLabel
        control={
          <Switch
            name={name}
            checked={checked}
            onChange={(event) => onChange(event.target.checked)}
            disabled={disabled}
            slotProps={{ input: { 'aria-describedby': help ? helpId : undefined } }}
          />
        }
        label={label}
      />
      {help && (
        <Typography id={helpId} variant="body2" color="text.secondary" sx={{ mt: -1.5 }}>
          {help}
        </Typography>
      )}
    </>
  );
}
