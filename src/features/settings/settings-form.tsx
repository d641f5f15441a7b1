import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { HydrateLater } from '@/components/hydrate-later';
import { DefaultPicturesField } from './default-pictures-field';
import { ImageModelFields, type ImageModelFieldsProps } from './image-model-fields';
import { FoundryPortraitFolderField, PortraitStyleField } from './instant-settings';
import { ModelNameField } from './model-name-field';
import { ProviderBlock } from './provider-block';
import { SettingsSection } from './settings-section';
import { SwitchField } from './switch-field';
import { TokenField } from './token-field';
import { UnsavedChangesDialog } from './unsaved-changes-dialog';
import { useProviderChecks } from './use-provider-checks';
import { useProviderForm } from './use-provider-form';

const SCHEMA_LABEL = 'Use a JSON schema';
const OLLAMA_SCHEMA_HELP =
  "Holds the reply to the character's fields (Ollama 0.5 or later). Off, the request is the " +
  'standard one.';
const CLOUD_SCHEMA_HELP =
  "Asks the endpoint to hold the reply to the character's fields. One that refuses is asked " +
  'again without it. Off, the request is the standard one.';
const THINK_HELP =
  'A model that can reason before it answers does so, which takes longer. Off, such a model is ' +
  'asked to answer at once.';

export const TOKEN_NOTE =
  'Your token is stored in this browser only and is sent only to the Azure endpoint above.';

// What tells the two providers' blocks apart; the fields' names are their settings' keys.
const PROVIDERS = {
  ollama: {
    title: 'Local model (Ollama)',
    description:
      'Generate characters with a model running on your own computer or network through Ollama.',
    name: 'Ollama',
    keys: { enabled: 'useOllamaAPI', endpoint: 'ollamaEndpoint', model: 'ollamaModelName' },
    loadingText: undefined,
  },
  cloud: {
    title: 'Cloud model (Azure)',
    description:
      'Generate characters with a cloud model through an Azure AI or OpenAI-compatible chat-completions endpoint.',
    name: 'Azure',
    keys: { enabled: 'useAzureAPI', endpoint: 'azureEndpoint', model: 'azureModelName' },
    loadingText: "Looking for the endpoint's models…",
  },
} as const;

/** The switches that belong to one provider's block. */
type SwitchName = 'ollamaJsonSchema' | 'ollamaThink' | 'azureStream' | 'azureJsonSchema';

const STREAM_HELP =
  'Shows the story as the model writes it, with Stop. Off, the request is the standard one and ' +
  'the reply arrives all at once.';

/** The copy-and-paste provider: nothing to set but its switch. */
function PasteChatBlock(props: { enabled: boolean; onEnabledChange: (on: boolean) => void }) {
  return (
    <Grid size={{ xs: 12, lg: 6 }}>
      <HydrateLater>
        <ProviderBlock
          title="Any chat (copy and paste)"
          description="No endpoint or key: Generate shows the prompt to copy into a chat you have open in another tab or app, and you paste the chat's reply back. Works offline."
          switchName="usePasteChat"
          switchLabel="Use any chat (copy and paste)"
          {...props}
        />
      </HydrateLater>
    </Grid>
  );
}

/** Save Settings, and a word while the form holds changes not yet saved. */
function SaveRow({ dirty }: { dirty: boolean }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 3, flexWrap: 'wrap' }}>
      <Button type="submit" variant="contained">
        Save Settings
      </Button>
      {dirty && (
        <Typography variant="body2" color="text.secondary">
          Unsaved changes
        </Typography>
      )}
    </Box>
  );
}

/** The portraits' look, applied at once, and the image model, saved with the form. */
function PortraitsSection(props: ImageModelFieldsProps) {
  return (
    <SettingsSection
      title="Portraits"
      text="How characters' portraits look, on every screen and in print."
    >
      <HydrateLater>
        <Stack spacing={1} sx={{ alignItems: 'flex-start', pt: 1.5 }}>
          <PortraitStyleField />
          <FoundryPortraitFolderField />
          <ImageModelFields {...props} />
          <DefaultPicturesField />
        </Stack>
      </HydrateLater>
    </SettingsSection>
  );
}

export interface SettingsFormProps {
  /** How long the Ollama endpoint must stay unchanged before its models are asked for. */
  suggestionDelayMs?: number;
}

/**
 * The model providers' settings, each model with its "Test connection" check, and Save Settings.
 * The form's state and rules are in `useProviderForm`, the checks in `useProviderChecks`.
 */
export function SettingsForm({ suggestionDelayMs }: SettingsFormProps) {
  const { formik, formRef, errorOf, textFieldProps, setProvider } = useProviderForm();
  const { values, handleChange, setFieldValue } = formik;
  const checks = useProviderChecks(values, suggestionDelayMs);

  // One of a provider's own switches, which it offers while that provider is on.
  const formSwitch = (name: SwitchName, label: string, help: string, providerOn: boolean) => (
    <SwitchField
      name={name}
      label={label}
      help={help}
      checked={values[name]}
      onChange={(on) => void setFieldValue(name, on)}
      disabled={!providerOn}
    />
  );

  // A provider's block: its switch, endpoint and model name, then `extra` fields.
  const providerBlock = (provider: keyof typeof PROVIDERS, extra?: ReactNode) => {
    const { title, description, name, keys, loadingText } = PROVIDERS[provider];
    const check = checks[provider];
    const enabled = values[keys.enabled];
    return (
      <Grid size={{ xs: 12, lg: 6 }}>
        <HydrateLater>
          <ProviderBlock
            title={title}
            description={description}
            switchName={keys.enabled}
            switchLabel={`Enable ${name} API`}
            enabled={enabled}
            onEnabledChange={(on) => setProvider(keys.enabled, on)}
            testing={check.testing}
            onTest={check.test}
            outcome={check.outcome}
          >
            <TextField
              label={`${name} Endpoint`}
              type="url"
              {...textFieldProps(keys.endpoint, enabled)}
            />
            <ModelNameField
              name={keys.model}
              label={`${name} Model Name`}
              value={values[keys.model]}
              onChange={(text) => void setFieldValue(keys.model, text)}
              disabled={!enabled}
              error={errorOf(keys.model)}
              suggestions={check.suggestions}
              loading={check.suggestionsLoading}
              loadingText={loadingText}
            />
            {extra}
          </ProviderBlock>
        </HydrateLater>
      </Grid>
    );
  };

  const cloudExtra = (
    <>
      <TokenField
        name="azureToken"
        label="Azure Token"
        value={values.azureToken}
        onChange={handleChange}
        disabled={!values.useAzureAPI}
        error={errorOf('azureToken')}
        note={TOKEN_NOTE}
      />
      {formSwitch('azureStream', 'Stream the reply', STREAM_HELP, values.useAzureAPI)}
      {formSwitch('azureJsonSchema', SCHEMA_LABEL, CLOUD_SCHEMA_HELP, values.useAzureAPI)}
    </>
  );

  return (
    <Box component="form" ref={formRef} noValidate onSubmit={formik.handleSubmit}>
      <Stack spacing={3}>
        <PortraitsSection
          values={values}
          setFieldValue={(name, value) => void setFieldValue(name, value)}
          onChange={handleChange}
          errorOf={errorOf}
        />
        <SettingsSection
          title="API Integration"
          text="Configure API settings for generative AI and other integrations."
        >
          <Grid container spacing={3} sx={{ mt: 3 }}>
            {providerBlock(
              'ollama',
              <>
                {formSwitch(
                  'ollamaJsonSchema',
                  SCHEMA_LABEL,
                  OLLAMA_SCHEMA_HELP,
                  values.useOllamaAPI,
                )}
                {formSwitch('ollamaThink', 'Let the model think', THINK_HELP, values.useOllamaAPI)}
              </>,
            )}
            {providerBlock('cloud', cloudExtra)}
            <PasteChatBlock
              enabled={values.usePasteChat}
              onEnabledChange={(on) => setProvider('usePasteChat', on)}
            />
          </Grid>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            With all three turned off, characters are made from the built-in names and backgrounds.
          </Typography>
          <SaveRow dirty={formik.dirty} />
        </SettingsSection>
      </Stack>
      <UnsavedChangesDialog dirty={formik.dirty} />
    </Box>
  );
}
