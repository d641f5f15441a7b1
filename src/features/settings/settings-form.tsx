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
import { useT } from '@/components/i18n';
import type { MessageId } from '@/domain/i18n/catalogs';

/** Where the token goes (the tests read it as the field's description). */
export const TOKEN_NOTE =
  'Your token is stored in this browser only and is sent only to the Azure endpoint above.';

// What tells the two providers' blocks apart: their messages, and the fields' names, which are
// their settings' keys.
const PROVIDERS = {
  ollama: {
    text: 'settings.ollama',
    keys: { enabled: 'useOllamaAPI', endpoint: 'ollamaEndpoint', model: 'ollamaModelName' },
  },
  cloud: {
    text: 'settings.cloud',
    keys: { enabled: 'useAzureAPI', endpoint: 'azureEndpoint', model: 'azureModelName' },
  },
} as const;

/** The switches that belong to one provider's block. */
type SwitchName = 'ollamaJsonSchema' | 'ollamaThink' | 'azureStream' | 'azureJsonSchema';

const OLLAMA_SWITCHES: [SwitchName, MessageId, MessageId][] = [
  ['ollamaJsonSchema', 'settings.schema', 'settings.ollama.schema.help'],
  ['ollamaThink', 'settings.ollama.think', 'settings.ollama.think.help'],
];
const CLOUD_SWITCHES: [SwitchName, MessageId, MessageId][] = [
  ['azureStream', 'settings.cloud.stream', 'settings.cloud.stream.help'],
  ['azureJsonSchema', 'settings.schema', 'settings.cloud.schema.help'],
];

/** The copy-and-paste provider: nothing to set but its switch. */
function PasteChatBlock(props: { enabled: boolean; onEnabledChange: (on: boolean) => void }) {
  const t = useT();
  return (
    <Grid size={{ xs: 12, lg: 6 }}>
      <HydrateLater>
        <ProviderBlock
          title={t('settings.paste.title')}
          description={t('settings.paste.text')}
          switchName="usePasteChat"
          switchLabel={t('settings.paste.switch')}
          {...props}
        />
      </HydrateLater>
    </Grid>
  );
}

/** Save Settings, and a word while the form holds changes not yet saved. */
function SaveRow({ dirty }: { dirty: boolean }) {
  const t = useT();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 3, flexWrap: 'wrap' }}>
      <Button type="submit" variant="contained">
        {t('settings.save')}
      </Button>
      {dirty && (
        <Typography variant="body2" color="text.secondary">
          {t('settings.unsaved')}
        </Typography>
      )}
    </Box>
  );
}

/** The portraits' look, applied at once, and the image model, saved with the form. */
function PortraitsSection(props: ImageModelFieldsProps) {
  const t = useT();
  return (
    <SettingsSection title={t('settings.portraits')} text={t('settings.portraits.text')}>
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
  const t = useT();

  // A provider's own switches (name, label, help), which it offers while that provider is on.
  const formSwitches = (list: [SwitchName, MessageId, MessageId][], providerOn: boolean) =>
    list.map(([name, label, help]) => (
      <SwitchField
        key={name}
        name={name}
        label={t(label)}
        help={t(help)}
        checked={values[name]}
        onChange={(on) => void setFieldValue(name, on)}
        disabled={!providerOn}
      />
    ));

  // A provider's block: its switch, endpoint and model name, then `extra` fields.
  const providerBlock = (provider: keyof typeof PROVIDERS, extra?: ReactNode) => {
    const { text, keys } = PROVIDERS[provider];
    const check = checks[provider];
    const enabled = values[keys.enabled];
    return (
      <Grid size={{ xs: 12, lg: 6 }}>
        <HydrateLater>
          <ProviderBlock
            title={t(`${text}.title`)}
            description={t(`${text}.text`)}
            switchName={keys.enabled}
            switchLabel={t(`${text}.switch`)}
            enabled={enabled}
            onEnabledChange={(on) => setProvider(keys.enabled, on)}
            testing={check.testing}
            onTest={check.test}
            outcome={check.outcome}
          >
            <TextField
              label={t(`${text}.endpoint`)}
              type="url"
              {...textFieldProps(keys.endpoint, enabled)}
            />
            <ModelNameField
              name={keys.model}
              label={t(`${text}.model`)}
              value={values[keys.model]}
              onChange={(text) => void setFieldValue(keys.model, text)}
              disabled={!enabled}
              error={errorOf(keys.model)}
              suggestions={check.suggestions}
              loading={check.suggestionsLoading}
              loadingText={t(`${text}.looking`)}
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
        label={t('settings.cloud.token')}
        value={values.azureToken}
        onChange={handleChange}
        disabled={!values.useAzureAPI}
        error={errorOf('azureToken')}
        note={t('settings.cloud.tokenNote')}
      />
      {formSwitches(CLOUD_SWITCHES, values.useAzureAPI)}
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
        <SettingsSection title={t('settings.api')} text={t('settings.api.text')}>
          <Grid container spacing={3} sx={{ mt: 3 }}>
            {providerBlock('ollama', formSwitches(OLLAMA_SWITCHES, values.useOllamaAPI))}
            {providerBlock('cloud', cloudExtra)}
            <PasteChatBlock
              enabled={values.usePasteChat}
              onEnabledChange={(on) => setProvider('usePasteChat', on)}
            />
          </Grid>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            {t('settings.allOff')}
          </Typography>
          <SaveRow dirty={formik.dirty} />
        </SettingsSection>
      </Stack>
      <UnsavedChangesDialog dirty={formik.dirty} />
    </Box>
  );
}
