import { useMemo } from 'react';
import type { Settings } from '@/domain/settings';
import { isValidUrl } from '@/domain/settings-schema';
import {
  useAzureConnectionCheck,
  useAzureModels,
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

  return {
    ollama: {
      testing: ollamaCheck.checking,
      test: () => ollamaCheck.check(ollama.endpoint, ollama.model),
      outcome: ollamaOutcome,
      suggestions,
      suggestionsLoading: modelsLoading,
    },
    azure: {
      testing: azureCheck.checking,
      test: () => azureCheck.check(azure, values.azureStream),
      outcome: azureOutcome,
      suggestions: cloudModels,
      suggestionsLoading: cloudModelsLoading,
    },
  };
}
