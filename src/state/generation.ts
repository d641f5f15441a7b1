import { useCallback, useEffect, useRef, useState } from 'react';
import type { Character, RerollableProperty } from '@/domain/character';
import type { LockableProperty } from '@/domain/locks';
import type { LockTemplate } from '@/domain/steer';
import { defaultRandom, randomId, type Random } from '@/domain/random';
import type { ApiType, Settings } from '@/domain/settings';
import { isAbortError } from '@/adapters/llm/errors';
import type { GenerationProgress, LlmCallOptions } from '@/adapters/llm/types';
import { useAlertActions } from './alerts';
import { useCharacters } from './characters';
import { useHistory } from './history';
import { useLocks } from './locks';
import { errorMessage, useRequestStatus } from './request-status';
import { useSettings } from './settings';

/** Live progress of a model call, with when it started. */
export interface LiveProgress extends GenerationProgress {
  startedAt: number;
}

const STOPPED_MESSAGE = 'Generation stopped. The previous character is unchanged.';

export const OFFLINE_MESSAGE =
  'No connection: this device is offline, so the model cannot be reached. Without a model ' +
  '(Settings), Generate still works offline.';

// The offline generator (with its name pools and templates) and the model adapters are loaded
// when first needed, so the first visit downloads only what shows the first character.
const loadGenerator = () =>
  import(/* webpackChunkName: "offline-generator" */ '@/domain/generator');
const loadOllama = () => import(/* webpackChunkName: "ollama" */ '@/adapters/llm/ollama');
const loadAzure = () => import(/* webpackChunkName: "azure" */ '@/adapters/llm/azure');
const loadSteer = () => import(/* webpackChunkName: "offline-generator" */ '@/domain/steer');

/**
 * Asks the active provider for a whole character that keeps the template's values. A model is
 * given race, class, gender, alignment and age (the ones left open chosen at random) and writes
 * the rest.
 */
async function generateWith(
  apiType: ApiType,
  settings: Settings,
  options: LlmCallOptions,
  random: Random,
  template: LockTemplate,
): Promise<Character> {
  if (apiType === 'none') return (await loadGenerator()).generateCharacter(template, random);
  const filled = (await loadSteer()).fillTemplate(template, random);
  switch (apiType) {
    case 'local':
      return (await loadOllama()).generateCharacterWithOllama(
        filled,
        { endpoint: settings.ollamaEndpoint ?? '', model: settings.ollamaModelName ?? '' },
        options,
      );
    case 'cloud':
      return (await loadAzure()).generateCharacterWithAzure(
        filled,
        {
          endpoint: settings.azureEndpoint,
          model: settings.azureModelName,
          token: settings.azureToken,
        },
        { ...options, stream: settings.azureStream },
      );
    default:
      throw new Error(`Unsupported API type: ${String(apiType)}`);
  }
}

/** Asks the active provider for a new background for an edited character. */
async function backgroundWith(
  apiType: ApiType,
  settings: Settings,
  character: Character,
  options: LlmCallOptions,
): Promise<Character> {
  switch (apiType) {
    case 'local':
      return (await loadOllama()).generateBackgroundWithOllama(
        character,
        { endpoint: settings.ollamaEndpoint ?? '', model: settings.ollamaModelName ?? '' },
        options,
      );
    case 'cloud':
      return (await loadAzure()).generateBackgroundWithAzure(
        character,
        {
          endpoint: settings.azureEndpoint,
          model: settings.azureModelName,
          token: settings.azureToken,
        },
        { ...options, stream: settings.azureStream },
      );
    default:
      throw new Error(`Unsupported API type: ${String(apiType)}`);
  }
}

export interface GenerationOptions {
  /** The fetch the model adapters use; the browser's by default. */
  fetch?: typeof fetch;
  random?: Random;
}

/**
 * Generate, reroll and stop for the character card. Progress of a model call stays in the hook
 * that asked for it; the result goes to history and the card through the providers.
 */
export function useGeneration({ fetch: fetchFn, random = defaultRandom }: GenerationOptions = {}) {
  const { settings, apiType } = useSettings();
  const { current, showCharacter, replaceCurrent, canUndo, canRedo, undo, redo } = useHistory();
  const { locks } = useLocks();
  const { saveCharacter } = useCharacters();
  const { status, run } = useRequestStatus();
  const { addAlert } = useAlertActions();
  const [progress, setProgress] = useState<LiveProgress | null>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(() => {
    controller.current?.abort();
    const next = new AbortController();
    controller.current = next;
    const startedAt = Date.now();
    const options: LlmCallOptions = {
      signal: next.signal,
      newId: () => randomId(random),
      language: settings.generatedTextLanguage,
      onProgress: (p) => {
        if (!next.signal.aborted) setProgress({ ...p, startedAt });
      },
      ...(fetchFn ? { fetch: fetchFn } : {}),
    };
    if (apiType !== 'none')
      setProgress({ phase: 'connecting', receivedChars: 0, text: '', startedAt });
    return { options, signal: next.signal };
  }, [apiType, fetchFn, random, settings.generatedTextLanguage]);

  const finish = useCallback(
    (outcome: { ok: boolean; error?: unknown }, success: string, signal: AbortSignal) => {
      setProgress(null);
      if (controller.current?.signal === signal) controller.current = null;
      if (outcome.ok) {
        addAlert({ severity: 'success', message: success });
      } else if (isAbortError(outcome.error) || signal.aborted) {
        addAlert({ severity: 'info', message: STOPPED_MESSAGE });
      } else {
        // A failure while the device is offline is the lack of a connection, whatever the
        // browser reported.
        const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
        addAlert({
          severity: 'error',
          message: offline ? OFFLINE_MESSAGE : errorMessage(outcome.error),
        });
      }
    },
    [addAlert],
  );

  const generate = useCallback(async () => {
    const { options, signal } = start();
    const base = current;
    await run(
      async () => {
        // Locked values go into the template and are kept in whatever the model writes.
        const { templateFromLocks, applyFixedFields } = await loadSteer();
        const template = templateFromLocks(base, locks, random);
        const made = await generateWith(apiType, settings, options, random, template);
        if (signal.aborted) throw new DOMException('Stopped', 'AbortError');
        const character = applyFixedFields(made, base, locks);
        showCharacter(character);
        return character;
      },
      (outcome) => finish(outcome, 'New character generated', signal),
    );
  }, [start, run, current, locks, apiType, settings, random, showCharacter, finish]);

  /**
   * Changes the card's character: `change` makes the edited one locally, then (with `askModel`)
   * a model writes a background that fits it.
   */
  const update = useCallback(
    async (
      change: (generator: Awaited<ReturnType<typeof loadGenerator>>) => Character,
      askModel: boolean,
    ) => {
      const { options, signal } = start();
      await run(
        async () => {
          let edited = change(await loadGenerator());
          if (askModel) edited = await backgroundWith(apiType, settings, edited, options);
          if (signal.aborted) throw new DOMException('Stopped', 'AbortError');
          // An edited character is a new one: a saved copy of the old one stays as it was.
          const character = { ...edited, id: randomId(random) };
          replaceCurrent(character);
          return character;
        },
        (outcome) => finish(outcome, 'Updated character', signal),
      );
    },
    [start, run, apiType, settings, random, replaceCurrent, finish],
  );

  const reroll = useCallback(
    (property: RerollableProperty) =>
      update((g) => g.rerollProperty(current, property, random), apiType !== 'none'),
    [update, current, random, apiType],
  );

  /**
   * Sets a value by hand. A model writes a new background only for a new race or class; other
   * edits carry over into the story as it is.
   */
  const edit = useCallback(
    async (property: LockableProperty, value: string | number) => {
      if (current[property] === value) return;
      const newStory = property === 'race' || property === 'characterClass';
      await update(
        (g) => g.editProperty(current, property, value, random),
        apiType !== 'none' && newStory,
      );
    },
    [update, current, random, apiType],
  );

  const stop = useCallback(() => controller.current?.abort(), []);

  const save = useCallback(() => {
    if (saveCharacter(current)) addAlert({ severity: 'success', message: 'Character saved' });
  }, [saveCharacter, current, addAlert]);

  const loading = status === 'loading';
  // During a model call the card is about to change: undo and redo wait for it.
  const undoStep = useCallback(() => {
    if (!loading) undo();
  }, [loading, undo]);
  const redoStep = useCallback(() => {
    if (!loading) redo();
  }, [loading, redo]);

  return {
    current,
    apiType,
    loading,
    progress,
    generate,
    reroll,
    edit,
    stop,
    save,
    canUndo: canUndo && !loading,
    canRedo: canRedo && !loading,
    undo: undoStep,
    redo: redoStep,
  };
}
