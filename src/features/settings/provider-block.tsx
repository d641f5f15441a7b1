import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CheckSeverity } from '@/state/connection-check';
import { ConnectionResult } from './connection-result';
import { useT } from '@/components/i18n';
import { SwitchField } from './switch-field';

export interface ProviderBlockProps {
  title: string;
  description: ReactNode;
  /** The switch's form name and label, e.g. `useOllamaAPI` / "Enable Ollama API". */
  switchName: string;
  switchLabel: string;
  enabled: boolean;
  onEnabledChange: (enabled: boolean) => void;
  /** The provider's fields. */
  children?: ReactNode;
  /** The "Test connection" check; a provider with nothing to connect to has none. */
  testing?: boolean;
  onTest?: () => void;
  /** The last check's outcome while it still matches the fields, else null. */
  outcome?: { severity: CheckSeverity; message: string } | null;
}

/**
 * A model's settings as a group named by its heading (a text model's block, the image model's):
 * a bordered box with the heading and a line saying what it is for.
 */
export function ModelGroup({
  title,
  description,
  children,
  sx,
}: {
  title: string;
  description: ReactNode;
  children: ReactNode;
  /** Its place among the others (height, margins). */
  sx?: SxProps<Theme>;
}) {
  const headingId = useId();
  return (
    <Box
      role="group"
      aria-labelledby={headingId}
      sx={[
        {
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'background.default',
          p: { xs: 2, sm: 2.5 },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Typography variant="h6" component="h3" id={headingId}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {description}
      </Typography>
      {children}
    </Box>
  );
}

/** "Test connection", and the last check's outcome under it while it still matches the fields. */
export function ConnectionTest({
  enabled,
  testing,
  onTest,
  outcome,
}: {
  enabled: boolean;
  testing: boolean;
  onTest: () => void;
  outcome: { severity: CheckSeverity; message: string; kind?: string } | null | undefined;
}) {
  const t = useT();
  return (
    <>
      <Box sx={{ mt: 2 }}>
        <Button variant="outlined" onClick={onTest} disabled={!enabled} loading={testing}>
          {t('settings.testConnection')}
        </Button>
      </Box>
      {/* Hidden while a new check runs, so the next outcome is announced afresh. */}
      {outcome && !testing && (
        <ConnectionResult
          severity={outcome.severity}
          message={outcome.message}
          kind={outcome.kind}
        />
      )}
    </>
  );
}

/**
 * One model provider: a heading, the switch that enables it, its fields, and a "Test connection"
 * button with the check's outcome below. A group named by its heading.
 */
export function ProviderBlock({
  title,
  description,
  switchName,
  switchLabel,
  enabled,
  onEnabledChange,
  children,
  testing = false,
  onTest,
  outcome,
}: ProviderBlockProps) {
  return (
    <ModelGroup title={title} description={description} sx={{ height: '100%' }}>
      <SwitchField
        name={switchName}
        label={switchLabel}
        checked={enabled}
        onChange={onEnabledChange}
      />
      {children && (
        <Stack spacing={2} sx={{ mt: 2 }}>
          {children}
        </Stack>
      )}
      {onTest && (
        <ConnectionTest enabled={enabled} testing={testing} onTest={onTest} outcome={outcome} />
      )}
    </ModelGroup>
  );
}
