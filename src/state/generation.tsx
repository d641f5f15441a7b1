/**
 * Generate, reroll and stop, owned above the screens so a call goes on on another screen. The
 * streaming reply lives in a store of its own, so only what shows it re-renders.
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
import type { Character, GeneratedCharacter, RerollableProperty } from '@/domain/character';
import { randomTemplate } from '@/domain/character-template';
import {
  LOCKABLE_PROPERTIES,
  lockedRows,
  propertyValue,
  templateFromLocks,
  type LockableProperty,
  type LockTemplate,
  type Locks,
} from '@/domain/locks';
import { isTableReadyField } from '@/domain/table-ready/fields';
import {
  ModelCallError,
  ModelReplyError,
  cloudFailureMessage,
  isAbortError,
  isChunkLoadError,
} from '@/domain/model-errors';
import type { FixedNames } from '@/domain/model-reply';
import { defaultRandom, randomId, type Random } from '@/domain/random';
import type { ModelProvider, Settings } from '@/domain/settings';
import type { StatBlockInput } from '@/domain/srd5';
import type { ModelClient } from '@/adapters/llm/model-client';
import type { GenerationProgress } from '@/adapters/llm/types';
import { useAlertActions } from './alerts';
import { useCard } from './card';
import { createProgressStore, ProgressContext, type ProgressStore } from './generation-progress';
import { useLocks } from './locks';
import { createPasteChat, PasteChatContext, type PasteChat } from './paste-chat';
import { useSettings } from './settings';

type GenerationStatus = 'idle' | 'running' | 'done' | 'failed' | 'stopped';

/** Values the user keeps: drawn attributes go into the template, names to the model as given. */
export interface GenerateRequest {
  template?: Partial<
    Pick<GeneratedCharacter, 'race' | 'characterClass' | 'gender' | 'alignment' | 'age'>
  > &
    Pick<LockTemplate, 'tableReady'>;
  fixed?: FixedNames;
}

/** Makes the client for a model provider; the real one loads the adapters when first needed. */
export type ModelClientFactory = (
  provider: Exclude<ModelProvider, 'paste'>,
  settings: Settings,
) => Promise<ModelClient>;

/** The minimum time in the loading state, so a fast answer never flashes a spinner. */
const DEFAULT_REQUEST_DELAY_MS = 1000;
export const UNKNOWN_ERROR_MESSAGE = 'An unknown error occurred';
const STOPPED_MESSAGE = 'Generation stopped. The previous character is unchanged.';
const OFFLINE_MESSAGE =
  'No connection: this device is offline, so the model cannot be reached. Without a model ' +
  '(Settings), Generate still works offline.';

/** The words a user sees for a failed generation: what failed, why, and where to change it. */
export function failureMessage(
  error: unknown,
  provider: ModelProvider | null,
  settings: Settings,
): string {
  // A failure while the device is offline is the lack of a connection, whatever the browser said;
  // so is the model's code failing to download (a browser may still report itself online). A
  // reply pasted by hand needs no connection.
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  if (provider !== null && provider !== 'paste' && (offline || isChunkLoadError(error))) {
    return OFFLINE_MESSAGE;
  }
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

// The offline generator (name pools and stories) and the model adapters load when first used.
const loadGenerator = () =>
  import(/* webpackChunkName: "offline-generator" */ '@/domain/generator');
const loadSteer = () => import(/* webpackChunkName: "offline-generator" */ '@/domain/steer');
const loadRolls = () => import(/* webpackChunkName: "stat-block" */ '@/domain/srd5/rolls');
export const loadModelClient: ModelClientFactory = async (provider, settings) =>
  (
    await import(/* webpackChunkName: "model-client" */ '@/adapters/llm/model-client')
  ).createModelClient(provider, settings);
/** The client whose replies the user pastes from any chat. */
const loadPasteClient = async (chat: PasteChat) =>
  (
    await import(/* webpackChunkName: "model-client" */ '@/adapters/llm/model-client')
  ).clientFromSource(chat.ask);

/** A new character's numbers under the chosen game system (with a kept level), or none. */
async function rolledStats(
  characterClass: string,
  settings: Settings,
  random: Random,
  level?: number,
): Promise<StatBlockInput | undefined> {
  if (settings.gameSystem === 'none') return undefined;
  const rolled = (await loadRolls()).rollStats(characterClass, settings.abilityScoreMethod, random);
  return rolled && level !== undefined ? { ...rolled, level } : rolled;
}

/**
 * `character` with the numbers of the chosen game system: `stats` when it has some already,
 * otherwise rolled by the app (never taken from a model), at `level` when one is kept; none
 * without a game system.
 */
export async function withGameStats(
  character: Character,
  settings: Settings,
  random: Random,
  stats: StatBlockInput | undefined,
  level?: number,
): Promise<Character> {
  if (!stats && settings.gameSystem === 'none') return character;
  const numbers = stats
    ? { ...stats, level: level ?? stats.level }
    : await rolledStats(String(character.characterClass), settings, random, level);
  return (await loadRolls()).withStats(character, numbers);
}

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

const wait = (ms: number) =>
  ms > 0 ? new Promise<void>((resolve) => setTimeout(resolve, ms)) : Promise.resolve();

export interface GenerationProviderProps {
  children: ReactNode;
  /** The minimum loading time; 1000 ms by default. */
  delayMs?: number;
  /** Makes the model client; tests pass a fake one. */
  createModelClient?: ModelClientFactory;
  random?: Random;
}

type Work = (options: {
  signal: AbortSignal;
  onProgress: (p: GenerationProgress) => void;
  /** Tells the user something of the call as it goes (e.g. a setting the server ignored). */
  onNotice: (message: string) => void;
}) => Promise<() => void>;

/**
 * Runs one request at a time, aborting the one before, and stays `running` for at least the delay
 * (beside the work, so a slow call adds nothing). While it runs the card's steps wait.
 */
function useRun(
  delayMs: number,
  progress: ProgressStore,
  provider: ModelProvider | null,
  settings: Settings,
) {
  const { addAlert } = useAlertActions();
  const { setBusy } = useCard();
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
    async (work: Work, success: string) => {
      controller.current?.abort();
      const own = new AbortController();
      controller.current = own;
      const { signal } = own;
      const startedAt = Date.now();
      const onProgress = (p: GenerationProgress) => {
        if (!signal.aborted) progress.set({ ...p, startedAt });
      };
      const onNotice = (message: string) => {
        if (!signal.aborted) addAlert({ severity: 'info', message });
      };
      const loadingTimer = delayMs > 0 ? null : setTimeout(() => setStatus('running'), 0);
      if (loadingTimer === null) setStatus('running');
      const minimum = wait(delayMs);
      let next: GenerationStatus;
      try {
        const apply = await work({ signal, onProgress, onNotice });
        signal.throwIfAborted();
        apply();
        await minimum;
        addAlert({ severity: 'success', message: success });
        next = 'done';
      } catch (error) {
        await minimum;
        if (isAbortError(error) || signal.aborted) {
          addAlert({ severity: 'info', message: STOPPED_MESSAGE });
          next = 'stopped';
        } else {
          addAlert({ severity: 'error', message: failureMessage(error, provider, settings) });
          next = 'failed';
        }
      }
      if (loadingTimer !== null) clearTimeout(loadingTimer);
      // A newer request owns the status and the progress now.
      if (controller.current === own) {
        controller.current = null;
        progress.set(null);
        setStatus(next);
      }
    },
    [delayMs, progress, addAlert, provider, settings, setStatus],
  );
  const stop = useCallback(() => controller.current?.abort(), []);
  return { status, run, stop };
}

interface ModelChoice {
  provider: ModelProvider | null;
  settings: Settings;
  random: Random;
  /** The client of the provider the settings enable. */
  clientFor: (provider: ModelProvider) => Promise<ModelClient>;
}

/** Rerolls and edits of the card's character. */
function useEdits(
  run: ReturnType<typeof useRun>['run'],
  { provider, settings, random, clientFor }: ModelChoice,
) {
  const { current, replaceCurrent } = useCard();
  const { locks } = useLocks();
  /**
   * Changes the card's character: `change` makes the edited one locally, then (with `askModel`
   * and a model set) the model writes a background that fits it.
   */
  const update = useCallback(
    (
      change: (generator: Awaited<ReturnType<typeof loadGenerator>>) => Character,
      askModel: boolean,
    ) =>
      run(async ({ signal, onProgress, onNotice }) => {
        let edited = change(await loadGenerator());
        // A model's story carries no numbers: the character's own are kept, made anew for a
        // new class.
        let { stats } = edited;
        if (stats && edited.characterClass !== current.characterClass) {
          const { statsForClass } = await loadRolls();
          stats = statsForClass(
            stats,
            String(edited.characterClass),
            settings.abilityScoreMethod,
            random,
          );
        }
        if (askModel && provider !== null) {
          // A reply pasted by hand has no call to show progress of: its dialog is the progress.
          if (provider !== 'paste') {
            onProgress({ phase: 'connecting', receivedChars: 0, text: '' });
          }
          const client = await clientFor(provider);
          edited = await client.writeBackground(edited, settings.generatedTextLanguage, {
            signal,
            onProgress,
            onNotice,
            storyLength: settings.storyLength,
          });
        }
        // An edited character is a new one: a saved copy of the old one stays as it was.
        const character = await withGameStats(
          { ...edited, id: randomId(random) },
          settings,
          random,
          stats,
        );
        return () => replaceCurrent(character);
      }, 'Updated character'),
    [run, provider, settings, random, clientFor, replaceCurrent, current],
  );

  // The property is re-rolled here; a model then writes a background that fits (a row "At the
  // table" leaves the story as it is).
  const reroll = useCallback(
    (property: RerollableProperty) =>
      update(
        (g) => g.rerollProperty(current, property, random, undefined, lockedRows(current, locks)),
        !isTableReadyField(property),
      ),
    [update, current, random, locks],
  );

  // A model writes a new background only for a new race or class; other edits carry over into
  // the story as it is.
  const edit = useCallback(
    async (property: LockableProperty, value: string | number) => {
      if (propertyValue(current, property) === value) return;
      const newStory = property === 'race' || property === 'characterClass';
      const kept = lockedRows(current, locks);
      await update(
        (g) => g.editProperty(current, property, value, random, undefined, kept),
        newStory,
      );
    },
    [update, current, random, locks],
  );

  return { reroll, edit };
}

export function GenerationProvider({
  children,
  delayMs = DEFAULT_REQUEST_DELAY_MS,
  createModelClient = loadModelClient,
  random = defaultRandom,
}: GenerationProviderProps) {
  const { settings, provider } = useSettings();
  const { current, showCharacter } = useCard();
  const { locks } = useLocks();
  const [progress] = useState(createProgressStore);
  const [pasteChat] = useState(createPasteChat);
  const { status, run, stop } = useRun(delayMs, progress, provider, settings);
  const clientFor = useCallback(
    (chosen: ModelProvider) =>
      chosen === 'paste' ? loadPasteClient(pasteChat) : createModelClient(chosen, settings),
    [pasteChat, createModelClient, settings],
  );
  const generate = useCallback(
    (request?: GenerateRequest) => {
      const base = current;
      const { template = {}, fixed = {} } = request ?? requestFromLocks(base, locks, random);
      // A locked level is kept; the scores are new.
      const level = !request && locks.level ? base.stats?.level : undefined;
      return run(async ({ signal, onProgress, onNotice }) => {
        let character: Character;
        let stats: StatBlockInput | undefined;
        if (provider === null) {
          const { generateCharacter } = await loadGenerator();
          character = generateCharacter({ ...template, ...keptNames(fixed) }, random);
        } else {
          if (provider !== 'paste') {
            onProgress({ phase: 'connecting', receivedChars: 0, text: '' });
          }
          const client = await clientFor(provider);
          const drawn = randomTemplate(random, template);
          // The numbers are rolled first, so the model's story can match them.
          stats = await rolledStats(String(drawn.characterClass), settings, random, level);
          character = await client.generateCharacter(
            {
              template: stats ? { ...drawn, stats } : drawn,
              fixed,
              language: settings.generatedTextLanguage,
            },
            {
              signal,
              onProgress,
              onNotice,
              newId: () => randomId(random),
              rowsRandom: random,
              storyLength: settings.storyLength,
            },
          );
        }
        // A locked value the template could not carry (say a race not of ours) is put back.
        if (!request && losesLockedValue(character, base, locks)) {
          character = (await loadSteer()).applyFixedFields(character, base, locks);
        }
        const made = await withGameStats(character, settings, random, stats, level);
        return () => showCharacter(made);
      }, 'New character generated');
    },
    [run, provider, settings, random, clientFor, showCharacter, current, locks],
  );

  const { reroll, edit } = useEdits(run, { provider, settings, random, clientFor });

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

/** What Generate keeps of the card: locked attributes in the template, locked names as given. */
function requestFromLocks(current: Character, locks: Locks, random: Random): GenerateRequest {
  const { firstName, lastName, epithet, ...template } = templateFromLocks(current, locks, random);
  return { template, fixed: { firstName, lastName, epithet } };
}

/** True when a locked value of `current` is not what the new character has. */
function losesLockedValue(character: Character, current: Character, locks: Locks): boolean {
  return LOCKABLE_PROPERTIES.some((property) => {
    const kept = propertyValue(current, property);
    return (
      locks[property] && kept !== null && kept !== '' && propertyValue(character, property) !== kept
    );
  });
}

/** Kept names that are set, as template fields for the offline generator. */
function keptNames(fixed: FixedNames): FixedNames {
  return Object.fromEntries(
    Object.entries(fixed).filter(([, value]) => typeof value === 'string' && value.trim()),
  ) as FixedNames;
}

export function useGeneration(): GenerationContextValue {
  const context = useContext(GenerationContext);
  if (!context) throw new Error('useGeneration must be used within a GenerationProvider');
  return context;
}
