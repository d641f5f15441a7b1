import type { ChangeEvent } from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ImageModelKind, Settings } from '@/domain/settings';
import { useImageConnectionCheck } from '@/state/connection-check';
import { ConnectionTest, ModelGroup } from './provider-block';
import { TokenField } from './token-field';
import { useT } from '@/components/i18n';
import type { MessageId } from '@/domain/i18n/catalogs';

const KINDS: readonly { value: ImageModelKind; label: MessageId }[] = [
  { value: 'none', label: 'settings.image.none' },
  { value: 'openai', label: 'settings.image.openai' },
  { value: 'sdwebui', label: 'settings.image.sdwebui' },
];

/** The address a kind usually has, offered when the endpoint is still empty or another's. */
const USUAL_ENDPOINTS: Record<Exclude<ImageModelKind, 'none'>, string> = {
  openai: 'https://api.openai.com/v1',
  sdwebui: 'http://127.0.0.1:7860',
};

/** Under the portrait style, as wide as a text model's block. */
const GROUP_PLACE = { mt: 2, width: '100%', maxWidth: 720 };

export interface ImageModelFieldsProps {
  values: Settings;
  setFieldValue: (name: keyof Settings, value: string) => void;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  errorOf: (name: keyof Settings) => string | undefined;
}

/** The image model's settings, the key kept as the cloud token is, and its "Test connection". */
export function ImageModelFields({
  values,
  setFieldValue,
  onChange,
  errorOf,
}: ImageModelFieldsProps) {
  const check = useImageConnectionCheck();
  const t = useT();
  // Whose hints the fields show: the web UI's, or an OpenAI-compatible server's.
  const kind = values.imageModel === 'sdwebui' ? 'sdwebui' : 'openai';
  const on = values.imageModel !== 'none';
  const asked = {
    kind: values.imageModel === 'sdwebui' ? ('sdwebui' as const) : ('openai' as const),
    endpoint: values.imageEndpoint.trim(),
    model: values.imageModelName.trim(),
    key: values.imageApiKey.trim(),
  };
  const checked = check.outcome?.args[0];
  // An outcome is shown only while the fields still hold what was checked.
  const outcome =
    on &&
    checked &&
    checked.kind === asked.kind &&
    checked.endpoint === asked.endpoint &&
    checked.model === asked.model &&
    checked.key === asked.key
      ? check.outcome
      : null;
  const text = (name: 'imageEndpoint' | 'imageModelName' | 'portraitPromptStyle') => ({
    name,
    value: values[name],
    onChange,
    error: Boolean(errorOf(name)),
    fullWidth: true,
    autoComplete: 'off',
    slotProps: { htmlInput: { spellCheck: false, autoCapitalize: 'off' } },
  });

  const pick = (kind: ImageModelKind) => {
    setFieldValue('imageModel', kind);
    const endpoint = values.imageEndpoint.trim();
    const usual = Object.values(USUAL_ENDPOINTS);
    if (kind !== 'none' && (!endpoint || usual.includes(endpoint))) {
      setFieldValue('imageEndpoint', USUAL_ENDPOINTS[kind]);
    }
  };

  return (
    <ModelGroup
      title={t('settings.image.title')}
      description={t('settings.image.text')}
      sx={GROUP_PLACE}
    >
      <Stack spacing={2} sx={{ mt: 2 }}>
        <TextField
          select
          name="imageModel"
          label={t('settings.image.kind')}
          value={values.imageModel}
          onChange={(event) => {
            const kind = KINDS.find((k) => k.value === event.target.value);
            if (kind) pick(kind.value);
          }}
          sx={{ maxWidth: 360 }}
        >
          {KINDS.map((kind) => (
            <MenuItem key={kind.value} value={kind.value}>
              {t(kind.label)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={t('settings.image.endpoint')}
          type="url"
          disabled={!on}
          // A hint greyed out with its field would be too faint to read: none while off.
          helperText={
            errorOf('imageEndpoint') ?? (on ? t(`settings.image.endpoint.${kind}`) : undefined)
          }
          {...text('imageEndpoint')}
        />
        <TextField
          label={t('settings.image.model')}
          disabled={!on}
          helperText={
            errorOf('imageModelName') ?? (on ? t(`settings.image.model.${kind}`) : undefined)
          }
          {...text('imageModelName')}
        />
        <TokenField
          name="imageApiKey"
          label={t('settings.image.key')}
          value={values.imageApiKey}
          onChange={onChange}
          disabled={!on}
          error={errorOf('imageApiKey')}
          note={t('settings.image.keyNote')}
          secretName="key"
        />
        <TextField
          label={t('settings.image.style')}
          disabled={!on}
          helperText={
            errorOf('portraitPromptStyle') ?? (on ? t('settings.image.style.help') : undefined)
          }
          {...text('portraitPromptStyle')}
        />
      </Stack>
      <ConnectionTest
        enabled={on}
        testing={check.checking}
        onTest={() => check.check(asked)}
        outcome={outcome}
      />
    </ModelGroup>
  );
}
