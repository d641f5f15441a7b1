import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';

export type RequestStatus = 'loading' | 'success' | 'failure';

/** The spec's request delay, used as a minimum time in the loading state. */
export const DEFAULT_REQUEST_DELAY_MS = 1000;

export const UNKNOWN_ERROR_MESSAGE = 'An unknown error occurred';

/** The message to show for anything thrown. */
export function errorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : UNKNOWN_ERROR_MESSAGE;
}

export interface RunOutcome<T> {
  ok: boolean;
  value?: T;
  error?: unknown;
}

interface RequestStatusContextValue {
  status: RequestStatus;
  errorMessage: string;
  /**
   * Runs `work` in the loading state. The loading state lasts at least the request delay, run
   * concurrently with the work, so a slow call adds nothing and a fast one never flashes. With
   * no delay, work that is done within the same task never enters the loading state.
   * `onComplete` runs in both cases.
   */
  run: <T>(
    work: () => Promise<T>,
    onComplete?: (outcome: RunOutcome<T>) => void,
  ) => Promise<RunOutcome<T>>;
}

const RequestStatusContext = createContext<RequestStatusContextValue | undefined>(undefined);

const wait = (ms: number) =>
  ms > 0 ? new Promise<void>((resolve) => setTimeout(resolve, ms)) : Promise.resolve();

export function RequestStatusProvider({
  children,
  delayMs = DEFAULT_REQUEST_DELAY_MS,
}: {
  children: ReactNode;
  delayMs?: number;
}) {
  const [status, setStatus] = useState<RequestStatus>('success');
  const [message, setMessage] = useState('');
  const generation = useRef(0);

  const run = useCallback(
    async <T,>(work: () => Promise<T>, onComplete?: (outcome: RunOutcome<T>) => void) => {
      const ticket = ++generation.current;
      const showLoading = () => {
        if (ticket !== generation.current) return;
        setStatus('loading');
        setMessage('');
      };
      // With no minimum time, work that finishes at once (the offline generator) goes straight
      // to its result in one render; anything slower shows the loading state a moment later.
      const loadingTimer = delayMs > 0 ? null : setTimeout(showLoading, 0);
      if (loadingTimer === null) showLoading();
      let outcome: RunOutcome<T>;
      const minimum = wait(delayMs);
      try {
        const value = await work();
        await minimum;
        outcome = { ok: true, value };
      } catch (error) {
        await minimum;
        outcome = { ok: false, error };
      }
      if (loadingTimer !== null) clearTimeout(loadingTimer);
      // A newer request owns the status now.
      if (ticket === generation.current) {
        setStatus(outcome.ok ? 'success' : 'failure');
        setMessage(outcome.ok ? '' : errorMessage(outcome.error));
      }
      onComplete?.(outcome);
      return outcome;
    },
    [delayMs],
  );

  const value = useMemo(() => ({ status, errorMessage: message, run }), [status, message, run]);
  return <RequestStatusContext.Provider value={value}>{children}</RequestStatusContext.Provider>;
}

export function useRequestStatus(): RequestStatusContextValue {
  const context = useContext(RequestStatusContext);
  if (!context) throw new Error('useRequestStatus must be used within a RequestStatusProvider');
  return context;
}
