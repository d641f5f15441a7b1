import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { HydrateLater } from '@/components/hydrate-later';
import { ModelNameField } from './model-name-field';
import { ProviderBlock } from './provider-block';
import { TokenField } from './token-field';
import { UnsavedChangesDialog } from './unsaved-changes-dialog';
import { useProviderChecks } from './use-provider-checks';
import { useProviderForm } from './use-provider-form';

export const TOKEN_NOTE =
  'Your token is stored in this browser only and is sent only to the Azure endpoint above.';

export interface SettingsFormProps {
  /** How long the Ollama endpoint must stay unchanged before its models are asked for. */
  suggestionDelayMs?: number;
}

/**
 * The two model providers' settings, each with its "Test connection" check, and Save Settings.
 * The form's state and rules are in `useProviderForm`, the checks in `useProviderChecks`.
 */
export function SettingsForm({ suggestionDelayMs }: SettingsFormProps) {
  const { formik, formRef, errorOf, textFieldProps, setProvider } = useProviderForm();
  const { values, handleChange, setFieldValue } = formik;
  const { ollama, cloud } = useProviderChecks(values, suggestionDelayMs);

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
              testing={ollama.testing}
              onTest={ollama.test}
              outcome={ollama.outcome}
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
                suggestions={ollama.suggestions}
                loading={ollama.suggestionsLoading}
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
              testing={cloud.testing}
              onTest={cloud.test}
              outcome={cloud.outcome}
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
                suggestions={cloud.suggestions}
                loading={cloud.suggestionsLoading}
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
