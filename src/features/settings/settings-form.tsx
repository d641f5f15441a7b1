import { useEffect, useMemo, useRef } from 'react';
import { useFormik } from 'formik';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DEFAULT_SETTINGS, type Settings } from '@/domain/settings';
import { isValidUrl, settingsFormSchema, settingsFromForm } from '@/domain/settings-schema';
import { useAlertActions } from '@/state/alerts';
import { useSettings } from '@/state/settings';
import {
  useAzureConnectionCheck,
  useAzureModels,
  useOllamaConnectionCheck,
  useOllamaModels,
} from '@/state/connection-check';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { ModelNameField } from './model-name-field';
import { HydrateLater } from '@/components/hydrate-later';
import { ProviderBlock } from './provider-block';
import { TokenField } from './token-field';
import { UnsavedChangesDialog } from './unsaved-changes-dialog';

const SAVED_MESSAGE = 'Settings saved';
export const TOKEN_NOTE =
  'Your token is stored in this browser only and is sent only to the Azure endpoint above.';

type ProviderSwitch = 'useOllamaAPI' | 'useAzureAPI';

export interface SettingsFormProps {
  /** How long the Ollama endpoint must stay unchanged before its models are asked for. */
  suggestionDelayMs?: number;
}

/**
 * The two model providers' settings. Validated on submit and, after that, on every change; the
 * first invalid field takes the focus. Saving stores both groups; the form follows the stored
 * settings whenever they change (another tab included).
 */
export function SettingsForm({ suggestionDelayMs }: SettingsFormProps) {
  const { settings, updateSettings } = useSettings();
  const { addAlert } = useAlertActions();
  const formRef = useRef<HTMLFormElement>(null);

  // A new object only when the stored provider settings change: that is what re-syncs the form.
  // The language applies at once from General Settings and leaves the form as it is.
  const providerKey = JSON.stringify({ ...settings, generatedTextLanguage: undefined });
  const initialValues = useMemo<Settings>(
    () => ({ ...DEFAULT_SETTINGS, ...(JSON.parse(providerKey) as Partial<Settings>) }),
    [providerKey],
  );
  const formik = useFormik<Settings>({
    initialValues,
    enableReinitialize: true,
    validationSchema: settingsFormSchema,
    onSubmit: (values) => {
      if (updateSettings(settingsFromForm(values))) {
        addAlert({ severity: 'success', message: SAVED_MESSAGE });
      }
    },
  });
  const { values, errors, submitCount, isSubmitting, handleChange, setValues, setFieldValue } =
    formik;

  // Errors show from the first submit on; Formik revalidates on every change after that.
  const errorOf = (name: keyof Settings): string | undefined =>
    submitCount > 0 ? errors[name] : undefined;

  // What every plain text field of a provider shares: its value, error and enabled state.
  const textFieldProps = (name: keyof Settings, enabled: boolean) => ({
    name,
    value: values[name] as string,
    onChange: handleChange,
    disabled: !enabled,
    error: Boolean(errorOf(name)),
    helperText: errorOf(name),
    fullWidth: true,
    autoComplete: 'off',
    slotProps: { htmlInput: { spellCheck: false, autoCapitalize: 'off' } },
  });

  // After a failed submit, the first invalid field (in screen order) takes the focus.
  const focusedForSubmit = useRef(0);
  useEffect(() => {
    if (isSubmitting || submitCount === focusedForSubmit.current) return;
    focusedForSubmit.current = submitCount;
    formRef.current?.querySelector<HTMLInputElement>('input[aria-invalid="true"]')?.focus();
  }, [submitCount, isSubmitting]);

  // Turning one provider on turns the other off; turning one off leaves the other as it is.
  const setProvider = (key: ProviderSwitch, on: boolean) => {
    const other: ProviderSwitch = key === 'useOllamaAPI' ? 'useAzureAPI' : 'useOllamaAPI';
    void setValues({ ...values, [key]: on, ...(on ? { [other]: false } : {}) });
  };

  const ollama = {
    endpoint: values.ollamaEndpoint.trim(),
    model: values.ollamaModelName.trim(),
  };
  const azure = {
    endpoint: values.azureEndpoint.trim(),
    model: values.azureModelName.trim(),
    token: values.azureToken.trim(),
  };

  const ollamaCheck = useOllamaConnectionCheck();
  const azureCheck = useAzureConnectionCheck();
  // An outcome is shown only while the fields still hold what was checked.
  const ollamaOutcome =
    values.useOllamaAPI &&
    ollamaCheck.outcome &&
    ollamaCheck.outcome.args[0] === ollama.endpoint &&
    ollamaCheck.outcome.args[1] === ollama.model
      ? ollamaCheck.outcome
      : null;
  const checkedAzure = azureCheck.outcome?.args[0];
  const azureOutcome =
    values.useAzureAPI &&
    azureCheck.outcome &&
    checkedAzure?.endpoint === azure.endpoint &&
    checkedAzure.model === azure.model &&
    checkedAzure.token === azure.token &&
    Boolean(azureCheck.outcome.args[1]) === values.azureStream
      ? azureCheck.outcome
      : null;
  const { models: cloudModels, loading: cloudModelsLoading } = useAzureModels(
    values.useAzureAPI && azure.token && isValidUrl(azure.endpoint)
      ? { endpoint: azure.endpoint, token: azure.token }
      : null,
    { delayMs: suggestionDelayMs },
  );

  const { models: listed, loading: modelsLoading } = useOllamaModels(
    values.useOllamaAPI && isValidUrl(ollama.endpoint) ? ollama.endpoint : null,
    { delayMs: suggestionDelayMs },
  );
  // A check of this endpoint also lists the models (e.g. Ollama was started after the page).
  const checkedModels =
    ollamaCheck.outcome?.args[0] === ollama.endpoint ? ollamaCheck.outcome.models : undefined;
  const suggestions = useMemo(
    () => [...new Set([...listed, ...(checkedModels ?? [])])],
    [listed, checkedModels],
  );

  return (
    <Box component="form" ref={formRef} noValidate onSubmit={formik.handleSubmit} sx={{ mt: 3 }}>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, lg: 6 }}>
          <HydrateLater>
            <ProviderBlock
              title="Local model (Ollama)"
              description="Generate characters with a model running on your own computer or network through Ollama."
              switchName="useOllamaAPI"
              switchLabel="Enable Ollama API"
              enabled={values.useOllamaAPI}
              onEnabledChange={(on) => setProvider('useOllamaAPI', on)}
              testing={ollamaCheck.checking}
              onTest={() => ollamaCheck.check(ollama.endpoint, ollama.model)}
              outcome={ollamaOutcome}
            >
              <TextField
                label="Ollama Endpoint"
                type="url"
                {...textFieldProps('ollamaEndpoint', values.useOllamaAPI)}
              />
              <ModelNameField
                name="ollamaModelName"
                label="Ollama Model Name"
                value={values.ollamaModelName}
                onChange={(text) => void setFieldValue('ollamaModelName', text)}
                disabled={!values.useOllamaAPI}
                error={errorOf('ollamaModelName')}
                suggestions={suggestions}
                loading={modelsLoading}
              />
            </ProviderBlock>
          </HydrateLater>
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }}>
          <HydrateLater>
            <ProviderBlock
              title="Cloud model (Azure)"
              description="Generate characters with a cloud model through an Azure AI or OpenAI-compatible chat-completions endpoint."
              switchName="useAzureAPI"
              switchLabel="Enable Azure API"
              enabled={values.useAzureAPI}
              onEnabledChange={(on) => setProvider('useAzureAPI', on)}
              testing={azureCheck.checking}
              onTest={() => azureCheck.check(azure, values.azureStream)}
              outcome={azureOutcome}
            >
              <TextField
                label="Azure Endpoint"
                type="url"
                {...textFieldProps('azureEndpoint', values.useAzureAPI)}
              />
              <ModelNameField
                name="azureModelName"
                label="Azure Model Name"
                value={values.azureModelName}
                onChange={(text) => void setFieldValue('azureModelName', text)}
                disabled={!values.useAzureAPI}
                error={errorOf('azureModelName')}
                suggestions={cloudModels}
                loading={cloudModelsLoading}
                loadingText="Looking for the endpoint's models…"
              />
              <TokenField
                name="azureToken"
                label="Azure Token"
                value={values.azureToken}
                onChange={handleChange}
                disabled={!values.useAzureAPI}
                error={errorOf('azureToken')}
                note={TOKEN_NOTE}
              />
              <FormControlLabel
                control={
                  <Switch
                    name="azureStream"
                    checked={values.azureStream}
                    onChange={(event) => void setFieldValue('azureStream', event.target.checked)}
                    disabled={!values.useAzureAPI}
                  />
                }
                label="Stream the reply"
              />
              <Typography variant="body2" color="text.secondary" sx={{ mt: -1.5 }}>
                Shows the story as the model writes it, with Stop. Off, the request is the standard
                one and the reply arrives all at once.
              </Typography>
            </ProviderBlock>
          </HydrateLater>
        </Grid>
      </Grid>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        With both turned off, characters are made from the built-in names and backgrounds.
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 3, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained">
          Save Settings
        </Button>
        {formik.dirty && (
          <Typography variant="body2" color="text.secondary">
            Unsaved changes
          </Typography>
        )}
      </Box>
      <UnsavedChangesDialog dirty={formik.dirty} />
    </Box>
  );
}
