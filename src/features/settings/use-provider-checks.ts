import { useMemo } from 'react';
import type { Settings } from '@/domain/settings';
import { isValidUrl } from '@/domain/settings-schema';
import {
  useCloudConnectionCheck,
  useCloudModels,
  useOllamaConnectionCheck,
  useOllamaModels,
} from '@/state/connection-check';

/**
 * Each provider's "Test connection" check and model suggestions, for the values in the form (not
 * the stored ones): the fields as typed, trimmed. `suggestionDelayMs`: how long the endpoint must
 * stay unchanged before its models are asked for.
 */
export function useProviderChecks(values: Settings, suggestionDelayMs: number | undefined) {
  const ollama = {
    endpoint: values.ollamaEndpoint.trim(),
    model: values.ollamaModelName.trim(),
  };
  const cloud = {
    endpoint: values.azureEndpoint.trim(),
    model: values.azureModelName.trim(),
    token: values.azureToken.trim(),
  };

  const ollamaCheck = useOllamaConnectionCheck();
  const cloudCheck = useCloudConnectionCheck();
  // An outcome is shown only while the fields still hold what was checked.
  const ollamaOutcome =
    values.useOllamaAPI &&
    ollamaCheck.outcome &&
    ollamaCheck.outcome.args[0] === ollama.endpoint &&
    ollamaCheck.outcome.args[1] === ollama.model &&
    Boolean(ollamaCheck.outcome.args[2]) === values.ollamaJsonSchema
      ? ollamaCheck.outcome
      : null;
  const checkedCloud = cloudCheck.outcome?.args[0];
  const cloudOutcome =
    values.useAzureAPI &&
    cloudCheck.outcome &&
    checkedCloud?.endpoint === cloud.endpoint &&
    checkedCloud.model === cloud.model &&
    checkedCloud.token === cloud.token &&
    Boolean(cloudCheck.outcome.args[1]) === values.azureStream &&
    Boolean(cloudCheck.outcome.args[2]) === values.azureJsonSchema
      ? cloudCheck.outcome
      : null;
  const { models: cloudModels, loading: cloudModelsLoading } = useCloudModels(
    values.useAzureAPI && cloud.token && isValidUrl(cloud.endpoint)
      ? { endpoint: cloud.endpoint, token: cloud.token }
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

  return {
    ollama: {
      testing: ollamaCheck.checking,
      test: () => ollamaCheck.check(ollama.endpoint, ollama.model, values.ollamaJsonSchema),
      outcome: ollamaOutcome,
      suggestions,
      suggestionsLoading: modelsLoading,
    },
    cloud: {
      testing: cloudCheck.checking,
      test: () => cloudCheck.check(cloud, values.azureStream, values.azureJsonSchema),
      outcome: cloudOutcome,
      suggestions: cloudModels,
      suggestionsLoading: cloudModelsLoading,
    },
  };
}
