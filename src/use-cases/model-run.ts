/**
 * One model call from start to end: its progress while it runs, its stop, and the words for its
 * failure. A single Generate, a reroll or edit, and each member of a group run through here; the
 * provider holds the abort controller and shows what comes back.
 */
import {
  ModelCallError,
  ModelReplyError,
  cloudFailureMessage,
  isAbortError,
  isChunkLoadError,
} from '@/domain/model-errors';
import type { ModelProvider, Settings } from '@/domain/settings';
import type { GenerationProgress } from '@/adapters/llm/types';
import type { Outcome } from './outcome';
import { localText } from '@/domain/i18n/text';
import { failureText } from './failure-text';

const STOPPED_MESSAGE = 'Generation stopped. The previous character is unchanged.';
export const UNKNOWN_ERROR_MESSAGE = 'An unknown error occurred';
const OFFLINE_MESSAGE =
  'No connection: this device is offline, so the model cannot be reached. Without a model ' +
  '(Settings), Generate still works offline.';

/**
 * A failure while the device is offline is the lack of a connection, whatever the browser said;
 * so is the model's code failing to download (a browser may still report itself online). A reply
 * pasted by hand needs no connection.
 */
function failedOffline(error: unknown, provider: ModelProvider | null): boolean {
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  return provider !== null && provider !== 'paste' && (offline || isChunkLoadError(error));
}

/** The words a user sees for a failed generation: what failed, why, and where to change it. */
function failureMessage(
  error: unknown,
  provider: ModelProvider | null,
  settings: Settings,
): string {
  if (failedOffline(error, provider)) return OFFLINE_MESSAGE;
  const message = error instanceof Error && error.message ? error.message : UNKNOWN_ERROR_MESSAGE;
  if (provider === 'local' && error instanceof ModelCallError) {
    return `Failed to generate data from Ollama API: ${message}`;
  }
  if (provider === 'cloud' && error instanceof ModelCallError) {
    let cause = message;
    if (error instanceof ModelReplyError && error.kind === 'no-content') {
      cause = 'No content returned from Azure API';
    } else if (error instanceof ModelReplyError && error.kind === 'not-json') {
      cause = 'Failed to parse character JSON from Azure response';
    }
    return cloudFailureMessage(cause, settings.azureModelName, settings.azureEndpoint);
  }
  return message;
}

/** A failed call's words: the English sentence and the words for any other language. */
export const failureSaid = (
  error: unknown,
  provider: ModelProvider | null,
  settings: Settings,
): Required<Pick<Outcome, 'message' | 'text'>> => ({
  message: failureMessage(error, provider, settings),
  text: failureText(error, provider, settings, failedOffline(error, provider)),
});

/** What the work of a call gets: the stop, and where to report how far it has come. */
export interface ModelCall {
  signal: AbortSignal;
  onProgress: (progress: GenerationProgress) => void;
  /** Tells the user something of the call as it goes (e.g. a setting the server ignored). */
  onNotice: (message: string) => void;
}

/** Progress with the time the call began. */
interface TimedProgress extends GenerationProgress {
  startedAt: number;
}

export interface RunOptions<T, R> {
  signal: AbortSignal;
  /** Progress as the call goes; never after a stop. */
  progress?: (progress: TimedProgress) => void;
  /** At most one progress report in this many ms (the first always comes). */
  progressEveryMs?: number;
  notice?: (message: string) => void;
  /** The result comes no sooner than this (a minimum time in the loading state). */
  minimumMs?: number;
  /** Takes the value at once, before the minimum time is over; the run's value is what it returns. */
  onDone: (value: T) => R;
  now?: () => number;
}

export type RunResult<T> =
  { status: 'done'; value: T } | { status: 'stopped' } | { status: 'failed'; error: unknown };

/** Runs `work` once: done with its value, stopped (by the signal), or failed with the error. */
export async function runModelCall<T, R>(
  work: (call: ModelCall) => Promise<T>,
  {
    signal,
    progress,
    progressEveryMs = 0,
    notice,
    minimumMs = 0,
    onDone,
    now = Date.now,
  }: RunOptions<T, R>,
): Promise<RunResult<R>> {
  const startedAt = now();
  // Beside the work, so a slow call adds nothing.
  const minimum =
    minimumMs > 0 ? new Promise<void>((resolve) => setTimeout(resolve, minimumMs)) : null;
  let shownAt = -Infinity;
  const call: ModelCall = {
    signal,
    onProgress: (p) => {
      if (signal.aborted || now() - shownAt < progressEveryMs) return;
      shownAt = now();
      progress?.({ ...p, startedAt });
    },
    onNotice: (message) => {
      if (!signal.aborted) notice?.(message);
    },
  };
  let result: RunResult<R>;
  try {
    const value = await work(call);
    signal.throwIfAborted();
    result = { status: 'done', value: onDone(value) };
  } catch (error) {
    result =
      isAbortError(error) || signal.aborted ? { status: 'stopped' } : { status: 'failed', error };
  }
  await minimum;
  return result;
}

/** A call reports it has begun before the provider says more; a pasted reply has no call. */
export function beginCall(call: ModelCall, provider: ModelProvider): void {
  if (provider !== 'paste') call.onProgress({ phase: 'connecting', receivedChars: 0, text: '' });
}

/** What a finished call tells the user: what its result said (`done`), its stop or its failure. */
export function callOutcome(
  result: RunResult<Outcome>,
  provider: ModelProvider | null,
  settings: Settings,
): Outcome {
  if (result.status === 'failed') {
    return { severity: 'error', ...failureSaid(result.error, provider, settings) };
  }
  if (result.status === 'done') return result.value;
  return { severity: 'info', message: STOPPED_MESSAGE, text: localText('generation.stopped') };
}
