import Alert from '@mui/material/Alert';
import type { CheckSeverity } from '@/state/connection-check';
import { useLocalText } from '@/components/i18n';
import type { MessageId } from '@/domain/i18n/catalogs';
import { localText } from '@/domain/i18n/text';

export interface ConnectionResultProps {
  severity: CheckSeverity;
  message: string;
  /** What the check found (`ok`, `unreachable`…), said in the interface's language. */
  kind?: string | undefined;
}

/** What each finding of a check says in another language than English. */
const FINDINGS: Record<string, MessageId> = {
  ok: 'check.ok',
  'model-missing': 'check.modelMissing',
  'refused-origin': 'check.refusedOrigin',
  unreachable: 'check.unreachable',
  'http-error': 'check.httpError',
  'token-rejected': 'check.tokenRejected',
  'key-rejected': 'check.tokenRejected',
  'forbidden-empty': 'check.forbidden',
  'missing-fields': 'check.missingFields',
  timeout: 'check.timeout',
  unexpected: 'check.unexpected',
};

/**
 * The outcome of a connection check, under its block. A success is a polite status; a warning or
 * an error is an alert, announced at once.
 */
export function ConnectionResult({ severity, message, kind }: ConnectionResultProps) {
  const shown = useLocalText();
  const finding = kind === undefined ? undefined : FINDINGS[kind];
  return (
    <Alert
      severity={severity}
      role={severity === 'success' ? 'status' : 'alert'}
      sx={{ mt: 2, wordBreak: 'break-word' }}
    >
      {shown(message, finding && localText(finding))}
    </Alert>
  );
}
