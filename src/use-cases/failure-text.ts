/**
 * A failed model call in the words of the interface's language. English keeps the provider's own
 * detailed sentences; another language says the same by the kind of failure, with what the server
 * said (its own words) kept as they are.
 */
import {
  ModelConfigError,
  ModelHttpError,
  ModelNetworkError,
  ModelReplyError,
  ModelStreamError,
  isChunkLoadError,
} from '@/domain/model-errors';
import { localText, type LocalText } from '@/domain/i18n/text';
import type { ModelProvider, Settings } from '@/domain/settings';

function httpReason(error: ModelHttpError): LocalText {
  const status = error.status;
  const detail = error.detail?.trim() ?? '';
  if (status === 401 || status === 403) return localText('error.http.refused', { status });
  if (status === 404) return localText('error.http.notFound', { status });
  if (status === 429) return localText('error.http.busy', { status });
  return detail
    ? localText('error.http.detail', { status, detail })
    : localText('error.http', { status });
}

function replyReason(error: ModelReplyError): LocalText {
  if (error.kind === 'refused') return localText('error.reply.refused');
  if (error.kind === 'no-content') return localText('error.reply.empty');
  return localText('error.reply.invalid');
}

/** Why a call failed, by its kind. */
function reasonText(error: unknown): LocalText {
  if (isChunkLoadError(error)) return localText('error.offline');
  if (error instanceof ModelHttpError) return httpReason(error);
  if (error instanceof ModelNetworkError) {
    return localText('error.network', { endpoint: error.endpoint });
  }
  if (error instanceof ModelStreamError) {
    return localText(error.kind === 'error-line' ? 'error.stream.error' : 'error.stream.cut');
  }
  if (error instanceof ModelReplyError) return replyReason(error);
  if (error instanceof ModelConfigError) return localText('error.config');
  return localText('error.unknown');
}

/** What failed (which model), why, and where to change it. */
export function failureText(
  error: unknown,
  provider: ModelProvider | null,
  settings: Settings,
  offline: boolean,
): LocalText {
  if (offline) return localText('error.offline');
  const reason = reasonText(error);
  if (provider === 'local') return localText('error.failed.local', { reason });
  if (provider === 'cloud') {
    const model = settings.azureModelName.trim();
    return model
      ? localText('error.failed.cloud', { reason, model })
      : localText('error.failed.cloudModel', { reason });
  }
  return reason;
}
