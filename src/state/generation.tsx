/**
 * Generate, reroll and stop, owned above the screens so a call goes on on another screen. The
 * streaming reply lives in a store of its own, so only what shows it re-renders. The steps
 * themselves are the use cases'; this holds the status and the call's abort controller.
 */
import { createContext, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import type { RerollableProperty } from '@/domain/character';
import type { LockableProperty } from '@/domain/locks';
import { defaultRandom, type Random } from '@/domain/random';
import type { ModelProvider, Settings } from '@/domain/settings';
import { isTableReadyField } from '@/domain/table-ready/fields';
import {
  clientMaker,
  editCharacter,
  editOutcome,
  generateCharacter,
  loadModelClient,
  rerollCharacter,
  type EditResult,
  type GenerateRequest,
  type ModelClientFactory,
} from '@/use-cases/generate';
import { callOutcome, runModelCall, type ModelCall } from '@/use-cases/model-run';
import type { Outcome } from '@/use-cases/outcome';
import { useAnnounce } from './alerts';
import { useCard } from './card';
import { useContent } from './content-packs';
import { createProgressStore, ProgressContext, type ProgressStore } from './generation-progress';
import { useLocks } from './locks';
import { createPasteChat, PasteChatContext } from './paste-chat';
import { useSettings } from './settings';
import { useRequired } from './use-required';

type GenerationStatus = 'idle' | 'running' | 'done' | 'failed' | 'stopped';

/** The minimum time in the loading state, so a fast answer never flashes a spinner. */
const DEFAULT_REQUEST_DELAY_MS = 1000;

interface GenerationContextValue {
  status: GenerationStatus;
  loading: boolean;
  /** A new character; without a request, the card's locked values are kept. */
  generate: (request?: GenerateRequest) => Promise<void>;
  reroll: (property: RerollableProperty) => Promise<void>;
  /** Sets a value by hand; the story follows it. */
  edit: (property: LockableProperty, value: string | number) => Promise<void>;
  stop: () => void;
}

const GenerationContext = createContext<GenerationContextValue | undefined>(undefined);

export interface GenerationProviderProps {
  children: ReactNode;
  /** The minimum loading time; 1000 ms by default. */
  delayMs?: number;
  /** Makes the model client; tests pass a fake one. */
  createModelClient?: ModelClientFactory;
  random?: Random;
}

/**
 * Runs one call at a time, aborting the one before, and stays `running` for at least the delay
 * (beside the work, so a slow call adds nothing). `apply` takes the result and says how it went.
 */
function useRun(
  delayMs: number,
  progress: ProgressStore,
  provider: ModelProvider | null,
  settings: Settings,
) {
  const { setBusy } = useCard();
  const announce = useAnnounce();
  const [status, setStatusState] = useState<GenerationStatus>('idle');
  const setStatus = useCallback(
    (next: GenerationStatus) => {
      setStatusState(next);
      setBusy(next === 'running');
    },
    [setBusy],
  );
  const controller = useRef<AbortController | null>(null);
  // The app going away ends a call in flight.
  useEffect(() => () => controller.current?.abort(), []);

  const run = useCallback(
    async <T,>(work: (call: ModelCall) => Promise<T>, apply: (value: T) => Outcome) => {
      controller.current?.abort();
      const own = new AbortController();
      controller.current = own;
      const loadingTimer = delayMs > 0 ? null : setTimeout(() => setStatus('running'), 0);
      if (loadingTimer === null) setStatus('running');
      const result = await runModelCall(work, {
        signal: own.signal,
        progress: (p) => progress.set(p),
        notice: (message) => announce({ severity: 'info', message }),
        minimumMs: delayMs,
        onDone: apply,
      });
      if (loadingTimer !== null) clearTimeout(loadingTimer);
      const said = callOutcome(result, provider, settings);
      announce(said);
      // A newer request owns the status and the progress now.
      if (controller.current !== own) return;
      controller.current = null;
      progress.set(null);
      setStatus(said.severity === 'error' ? 'failed' : result.status);
    },
    [delayMs, progress, announce, provider, settings, setStatus],
  );

  const stop = useCallback(() => controller.current?.abort(), []);
  return { status, run, stop };
}

export function GenerationProvider({
  children,
  delayMs = DEFAULT_REQUEST_DELAY_MS,
  createModelClient = loadModelClient,
  random = defaultRandom,
}: GenerationProviderProps) {
  const { settings, provider } = useSettings();
  const { current, showCharacter, replaceCurrent } = useCard();
  const { locks } = useLocks();
  const content = useContent();
  const [progress] = useState(createProgressStore);
  const [pasteChat] = useState(createPasteChat);
  const { status, run, stop } = useRun(delayMs, progress, provider, settings);

  const choice = useMemo(
    () => ({
      provider,
      settings,
      random,
      clientFor: clientMaker(settings, createModelClient, pasteChat.ask),
      content,
    }),
    [provider, settings, random, pasteChat, createModelClient, content],
  );
  const base = useMemo(() => ({ current, locks }), [current, locks]);

  /** An edit's result on the card; a story the model failed to write is said, the edit kept. */
  const applyEdit = useCallback(
    (result: EditResult) => {
      replaceCurrent(result.character);
      return editOutcome(result, { provider, settings });
    },
    [replaceCurrent, provider, settings],
  );

  const generate = useCallback(
    (request?: GenerateRequest) =>
      run(
        (call) => generateCharacter(call, request, base, choice),
        (made) => {
          showCharacter(made);
          return { severity: 'success', message: 'New character generated' };
        },
      ),
    [run, base, choice, showCharacter],
  );
  const reroll = useCallback(
    (property: RerollableProperty) =>
      run(
        (call) => rerollCharacter(call, base, property, choice, isTableReadyField(property)),
        applyEdit,
      ),
    [run, base, choice, applyEdit],
  );
  const edit = useCallback(
    (property: LockableProperty, value: string | number) => {
      const work = editCharacter(base, property, value, choice);
      return work ? run(work, applyEdit) : Promise.resolve();
    },
    [run, base, choice, applyEdit],
  );

  const loading = status === 'running';
  const value = useMemo(
    () => ({ status, loading, generate, reroll, edit, stop }),
    [status, loading, generate, reroll, edit, stop],
  );
  return (
    <GenerationContext.Provider value={value}>
      <ProgressContext.Provider value={progress}>
        <PasteChatContext.Provider value={pasteChat}>{children}</PasteChatContext.Provider>
      </ProgressContext.Provider>
    </GenerationContext.Provider>
  );
}

export const useGeneration = () => useRequired(GenerationContext, 'Generation');
