/**
 * Generate, reroll and stop, owned above the screens so a call goes on on another screen. The
 * streaming reply lives in a store of its own, so only what shows it re-renders. The steps
 * themselves are the use cases'; this holds the status and the call's abort controller.
 */
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { RerollableProperty } from '@/domain/character';
import type { LockableProperty } from '@/domain/locks';
import { defaultRandom, type Random } from '@/domain/random';
import type { ModelProvider } from '@/domain/settings';
import { isTableReadyField } from '@/domain/table-ready/fields';
import {
  editCharacter,
  generateCharacter,
  loadModelClient,
  rerollCharacter,
  type EditResult,
  type GenerateRequest,
  type ModelClientFactory,
} from '@/use-cases/generate';
import { callOutcome, failureMessage, runModelCall, type ModelCall } from '@/use-cases/model-run';
import type { Outcome } from '@/use-cases/outcome';
import { useAnnounce } from './alerts';
import { useCard } from './card';
import { createProgressStore, ProgressContext } from './generation-progress';
import { useLocks } from './locks';
import { createPasteChat, PasteChatContext, type PasteChat } from './paste-chat';
import { useSettings } from './settings';

type GenerationStatus = 'idle' | 'running' | 'done' | 'failed' | 'stopped';

/** The minimum time in the loading state, so a fast answer never flashes a spinner. */
const DEFAULT_REQUEST_DELAY_MS = 1000;

/** The client whose replies the user pastes from any chat. */
const loadPasteClient = async (chat: PasteChat) =>
  (
    await import(/* webpackChunkName: "model-client" */ '@/adapters/llm/model-client')
  ).clientFromSource(chat.ask);

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

export function GenerationProvider({
  children,
  delayMs = DEFAULT_REQUEST_DELAY_MS,
  createModelClient = loadModelClient,
  random = defaultRandom,
}: GenerationProviderProps) {
  const { settings, provider } = useSettings();
  const { current, showCharacter, replaceCurrent, setBusy } = useCard();
  const { locks } = useLocks();
  const announce = useAnnounce();
  const [progress] = useState(createProgressStore);
  const [pasteChat] = useState(createPasteChat);
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

  /**
   * Runs one call at a time, aborting the one before, and stays `running` for at least the delay
   * (beside the work, so a slow call adds nothing). `apply` takes the result and says how it went.
   */
  const run = useCallback(
    async <T,>(work: (call: ModelCall) => Promise<T>, apply: (value: T) => Outcome) => {
      controller.current?.abort();
      const own = new AbortController();
      controller.current = own;
      const loadingTimer = delayMs > 0 ? null : setTimeout(() => setStatus('running'), 0);
      if (loadingTimer === null) setStatus('running');
      let applied: Outcome | null = null;
      const result = await runModelCall(work, {
        signal: own.signal,
        progress: progress.set,
        notice: (message) => announce({ severity: 'info', message }),
        minimumMs: delayMs,
        onDone: (value) => (applied = apply(value)),
      });
      if (loadingTimer !== null) clearTimeout(loadingTimer);
      const said = callOutcome(result, applied, provider, settings);
      announce(said);
      // A newer request owns the status and the progress now.
      if (controller.current !== own) return;
      controller.current = null;
      progress.set(null);
      setStatus(said.severity === 'error' ? 'failed' : result.status);
    },
    [delayMs, progress, announce, provider, settings, setStatus],
  );

  const choice = useMemo(
    () => ({
      provider,
      settings,
      random,
      clientFor: (chosen: ModelProvider) =>
        chosen === 'paste' ? loadPasteClient(pasteChat) : createModelClient(chosen, settings),
    }),
    [provider, settings, random, pasteChat, createModelClient],
  );
  const base = useMemo(() => ({ current, locks }), [current, locks]);

  /** An edit's result on the card; a story the model failed to write is said, the edit kept. */
  const applyEdit = useCallback(
    ({ character, storyFailure }: EditResult): Outcome => {
      replaceCurrent(character);
      if (storyFailure === undefined) return { severity: 'success', message: 'Updated character' };
      const why = failureMessage(storyFailure, provider, settings);
      return { severity: 'error', message: `${why} The change is kept; the story is as it was.` };
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
    async (property: LockableProperty, value: string | number) => {
      const work = editCharacter(base, property, value, choice);
      if (work) await run(work, applyEdit);
    },
    [run, base, choice, applyEdit],
  );
  const stop = useCallback(() => controller.current?.abort(), []);

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

export function useGeneration(): GenerationContextValue {
  const context = useContext(GenerationContext);
  if (!context) throw new Error('useGeneration must be used within a GenerationProvider');
  return context;
}
