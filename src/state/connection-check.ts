/**
 * Hooks behind the Settings screen's "Test connection" buttons and model suggestions (a feature
 * never calls an adapter). A new run or leaving the screen aborts the one in flight.
 */

import { useCallback, useEffect, useRef, useState } from 'react';
import { checkOllamaConnection, listOllamaModels } from '@/adapters/llm/ollama-check';
import { checkCloudConnection, listCloudModels } from '@/adapters/llm/cloud-check';
import { isAbortError } from '@/domain/model-errors';
import type { CloudSettings } from '@/adapters/llm/types';
import type { ImageModelSettings } from '@/adapters/images/image-http';

export type CheckSeverity = 'success' | 'warning' | 'error';

/** The outcome of one check, ready to show. */
interface CheckOutcome<A extends unknown[]> {
  severity: CheckSeverity;
  message: string;
  /** The adapter's name for what happened, e.g. `ok`, `refused-origin`, `token-rejected`. */
  kind: string;
  /** The arguments the check ran with, so a screen can tell when its values have moved on. */
  args: A;
  /** The models the server listed, when it did. */
  models?: string[];
}

export interface ConnectionCheck<A extends unknown[]> {
  checking: boolean;
  /** The last finished check, or null before the first one (and after `reset`). */
  outcome: CheckOutcome<A> | null;
  /** Runs a check, aborting one still in flight. */
  check: (...args: A) => void;
  /** Aborts a running check and forgets the last outcome. */
  reset: () => void;
}

export interface ConnectionCheckOptions {
  /** The fetch to use; the browser's by default. */
  fetch?: typeof fetch;
  /** How long the whole check may take before it is reported as unanswered; 30 s by default. */
  timeoutMs?: number;
}

const CHECK_TIMEOUT_MS = 30_000;

type Described = Pick<CheckOutcome<never>, 'severity' | 'message' | 'kind' | 'models'>;

/** One check at a time, aborted on re-run and unmount with a time limit. */
function useCheck<A extends unknown[]>(
  run: (signal: AbortSignal, ...args: A) => Promise<Described>,
  timeoutMs = CHECK_TIMEOUT_MS,
): ConnectionCheck<A> {
  const [state, setState] = useState<{ checking: boolean; outcome: CheckOutcome<A> | null }>({
    checking: false,
    outcome: null,
  });
  const current = useRef<AbortController | null>(null);
  // The latest `run`, without making `check` change on every render.
  const runRef = useRef(run);
  useEffect(() => {
    runRef.current = run;
  });

  useEffect(() => () => current.current?.abort(), []);

  const check = useCallback(
    (...args: A) => {
      current.current?.abort();
      const controller = new AbortController();
      current.current = controller;
      const limit = AbortSignal.timeout(timeoutMs);
      const signal = AbortSignal.any([controller.signal, limit]);
      setState((s) => ({ ...s, checking: true }));

      const finish = (described: Described) => {
        if (current.current !== controller) return;
        current.current = null;
        setState({ checking: false, outcome: { ...described, args } });
      };
      runRef.current(signal, ...args).then(finish, (error: unknown) => {
        if (limit.aborted && !controller.signal.aborted) {
          const seconds = Math.max(1, Math.round(timeoutMs / 1000));
          finish({
            severity: 'error',
            kind: 'timeout',
            message: `No answer within ${seconds} second${seconds === 1 ? '' : 's'}. Check the address, or try again later.`,
          });
        } else if (!isAbortError(error) && !signal.aborted) {
          // The checks report failures as outcomes; anything thrown is a bug, shown as such.
          finish({
            severity: 'error',
            kind: 'unexpected',
            message: `The check failed unexpectedly: ${error instanceof Error ? error.message : String(error)}`,
          });
        }
      });
    },
    [timeoutMs],
  );

  const reset = useCallback(() => {
    current.current?.abort();
    current.current = null;
    setState({ checking: false, outcome: null });
  }, []);

  return { ...state, check, reset };
}

/** Checks an Ollama server: the model installed is a success, missing a warning, else an error. */
export function useOllamaConnectionCheck(
  options: ConnectionCheckOptions = {},
): ConnectionCheck<[endpoint: string, model: string, schema?: boolean]> {
  return useCheck<[string, string, boolean?]>(async (signal, endpoint, model, schema) => {
    const checking = { fetch: options.fetch, signal, schema: Boolean(schema) };
    const result = await checkOllamaConnection(endpoint, model, checking);
    const { kind, message } = result;
    const severity = kind === 'ok' ? 'success' : kind === 'model-missing' ? 'warning' : 'error';
    return { severity, message, kind, ...('models' in result ? { models: result.models } : {}) };
  }, options.timeoutMs);
}

/** Checks a chat-completions endpoint: a working token is a success, empty fields a warning. */
export function useCloudConnectionCheck(
  options: ConnectionCheckOptions = {},
): ConnectionCheck<[settings: CloudSettings, stream?: boolean, schema?: boolean]> {
  return useCheck<[CloudSettings, boolean?, boolean?]>(async (signal, settings, stream, schema) => {
    const checking = {
      fetch: options.fetch,
      signal,
      stream: Boolean(stream),
      schema: Boolean(schema),
    };
    const { kind, message } = await checkCloudConnection(settings, checking);
    const severity = kind === 'ok' ? 'success' : kind === 'missing-fields' ? 'warning' : 'error';
    return { severity, message, kind };
  }, options.timeoutMs);
}

/**
 * Checks the image model. Its code downloads on the first check, never with the home screen: a
 * right address, key and model is a success, a missing model a warning, anything else an error.
 */
export function useImageConnectionCheck(
  options: ConnectionCheckOptions = {},
): ConnectionCheck<[settings: ImageModelSettings]> {
  return useCheck<[ImageModelSettings]>(async (signal, settings) => {
    const { checkImageConnection } = await import(
      /* webpackChunkName: "image-model" */ '@/adapters/images/image-check'
    );
    const { kind, message } = await checkImageConnection(settings, {
      fetch: options.fetch,
      signal,
    });
    const severity = kind === 'ok' ? 'success' : kind === 'model-missing' ? 'warning' : 'error';
    return { severity, message, kind };
  }, options.timeoutMs);
}

export interface OllamaModels {
  /** The installed models; empty until they are known, or when the server cannot be asked. */
  models: string[];
  loading: boolean;
}

const NO_MODELS: string[] = [];

/** Model names asked `delayMs` after `key` settles; failures are explained by the check instead. */
function useModelList(
  key: string | null,
  list: (signal: AbortSignal) => Promise<string[]>,
  delayMs = 400,
): OllamaModels {
  const [state, setState] = useState<{ key: string | null; models: string[] }>({
    key: null,
    models: NO_MODELS,
  });
  const [pending, setPending] = useState<string | null>(null);
  // The latest lister, without asking again on every render.
  const listRef = useRef(list);
  useEffect(() => {
    listRef.current = list;
  });

  useEffect(() => {
    if (!key) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setPending(key);
      listRef
        .current(controller.signal)
        .then(
          (models) => setState({ key, models }),
          () => {
            if (!controller.signal.aborted) setState({ key, models: NO_MODELS });
          },
        )
        .finally(() => {
          if (!controller.signal.aborted) setPending(null);
        });
    }, delayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key, delayMs]);

  // A list fetched for another address is not shown for this one.
  const models = key && state.key === key ? state.models : NO_MODELS;
  return { models, loading: key !== null && pending === key };
}

/** The models installed at an Ollama `endpoint`; null asks nothing (provider off, bad address). */
export function useOllamaModels(
  endpoint: string | null,
  options: { fetch?: typeof fetch; delayMs?: number } = {},
): OllamaModels {
  return useModelList(
    endpoint,
    (signal) => listOllamaModels(endpoint ?? '', { fetch: options.fetch, signal }),
    options.delayMs,
  );
}

/** The models a cloud endpoint lists; null asks nothing. A server that does not list is silent. */
export function useCloudModels(
  settings: { endpoint: string; token: string } | null,
  options: { fetch?: typeof fetch; delayMs?: number } = {},
): OllamaModels {
  const key = settings ? JSON.stringify([settings.endpoint, settings.token]) : null;
  return useModelList(
    key,
    (signal) =>
      settings ? listCloudModels(settings, { fetch: options.fetch, signal }) : Promise.resolve([]),
    options.delayMs,
  );
}
