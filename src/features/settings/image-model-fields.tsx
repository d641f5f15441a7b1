import type { ChangeEvent } from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ImageModelKind, Settings } from '@/domain/settings';
import { useImageConnectionCheck } from '@/state/connection-check';
import { ConnectionTest, ModelGroup } from './provider-block';
import { TokenField } from './token-field';

const KINDS: readonly { value: ImageModelKind; label: string }[] = [
  { value: 'none', label: 'None' },
  { value: 'openai', label: 'OpenAI-compatible images' },
  { value: 'sdwebui', label: 'Stable Diffusion web UI' },
];

/** The address a kind usually has, offered when the endpoint is still empty or another's. */
const USUAL_ENDPOINTS: Record<Exclude<ImageModelKind, 'none'>, string> = {
  openai: 'https://api.openai.com/v1',
  sdwebui: 'http://127.0.0.1:7860',
};

const KEY_NOTE =
  'Your key is stored in this browser only and is sent only to the Image Endpoint above. A Stable Diffusion web UI started with --api-auth takes user:password.';

const GROUP_TEXT =
  'Paint a portrait for a character with an image model you already use: Generate with image ' +
  'model, under Change portrait. Save Settings keeps these fields.';

/** Under the portrait style, as wide as a text model's block. */
const GROUP_PLACE = { mt: 2, width: '100%', maxWidth: 720 };

const PROMPT_STYLE_HELP = "Added to each portrait's prompt, after the character's description.";

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
    <ModelGroup title="Generated portraits" description={GROUP_TEXT} sx={GROUP_PLACE}>
      <Stack spacing={2} sx={{ mt: 2 }}>
        <TextField
          select
          name="imageModel"
          label="Image model"
          value={values.imageModel}
          onChange={(event) => {
            const kind = KINDS.find((k) => k.value === event.target.value);
            if (kind) pick(kind.value);
          }}
          sx={{ maxWidth: 360 }}
        >
          {KINDS.map((kind) => (
            <MenuItem key={kind.value} value={kind.value}>
              {kind.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Image Endpoint"
          type="url"
          disabled={!on}
          helperText={
            errorOf('imageEndpoint') ??
            // A hint greyed out with its field would be too faint to read: none while off.
            (!on
              ? undefined
              : values.imageModel === 'sdwebui'
                ? 'The web UI’s address; start it with --api.'
                : 'Ends in /v1 for OpenAI, Azure OpenAI and most local servers.')
          }
          {...text('imageEndpoint')}
        />
        <TextField
          label="Image Model Name"
          disabled={!on}
          helperText={
            errorOf('imageModelName') ??
            (!on
              ? undefined
              : values.imageModel === 'sdwebui'
                ? 'A checkpoint; empty paints with the one the web UI has loaded.'
                : 'For example gpt-image-1 or dall-e-3.')
          }
          {...text('imageModelName')}
        />
        <TokenField
          name="imageApiKey"
          label="Image API Key"
          value={values.imageApiKey}
          onChange={onChange}
          disabled={!on}
          error={errorOf('imageApiKey')}
          note={KEY_NOTE}
          secretName="key"
        />
        <TextField
          label="Portrait prompt style"
          disabled={!on}
          helperText={errorOf('portraitPromptStyle') ?? (on ? PROMPT_STYLE_HELP : undefined)}
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
