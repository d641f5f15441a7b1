import Alert from '@mui/material/Alert';
import type { CheckSeverity } from '@/state/connection-check';

export interface ConnectionResultProps {
  severity: CheckSeverity;
  message: string;
}

/**
 * The outcome of a connection check, under its block. A success is a polite status; a warning or
 * an error is an alert, announced at once.
 */
export function ConnectionResult({ severity, message }: ConnectionResultProps) {
  return (
    <Alert
      severity={severity}
      role={severity === 'success' ? 'status' : 'alert'}
      sx={{ mt: 2, wordBreak: 'break-word' }}
    >
      {message}
    </Alert>
  );
}
