import { useCallback, useEffect, useRef, useState } from 'react';
import {
  ALIGNMENTS,
  CHARACTER_CLASSES,
  GENDERS,
  RACES,
  type Character,
  type CharacterTemplate,
  type RerollableProperty,
} from '@/domain/character';
import { defaultRandom, pick, randomId, type Random } from '@/domain/random';
import type { ApiType, Settings } from '@/domain/settings';
import { isAbortError } from '@/adapters/llm/errors';
import type { GenerationProgress, LlmCallOptions } from '@/adapters/llm/types';
import { useAlertActions } from './alerts';
import { useCharacters } from './characters';
import { useHistory } from './history';
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

/** The attributes a model is given; it writes the rest (SPEC §4). */
async function randomTemplate(random: Random = defaultRandom): Promise<CharacterTemplate> {
  const { randomAge } = await loadGenerator();
  const race = pick(random, RACES);
  return {
    race,
    characterClass: pick(random, CHARACTER_CLASSES),
    gender: pick(random, GENDERS),
    alignment: pick(random, ALIGNMENTS),
    age: randomAge(race, random),
  };
}

/** Asks the active provider for a whole character. */
async function generateWith(
  apiType: ApiType,
  settings: Settings,
  options: LlmCallOptions,
  random: Random,
): Promise<Character> {
  switch (apiType) {
    case 'none':
      return (await loadGenerator()).generateCharacter({}, random);
    case 'local':
      return (await loadOllama()).generateCharacterWithOllama(
        await randomTemplate(random),
        { endpoint: settings.ollamaEndpoint ?? '', model: settings.ollamaModelName ?? '' },
        options,
      );
    case 'cloud':
      return (await loadAzure()).generateCharacterWithAzure(
        await randomTemplate(random),
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
  const { current, showCharacter, replaceCurrent } = useHistory();
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
    await run(
      async () => {
        const character = await generateWith(apiType, settings, options, random);
        if (signal.aborted) throw new DOMException('Stopped', 'AbortError');
        showCharacter(character);
        return character;
      },
      (outcome) => finish(outcome, 'New character generated', signal),
    );
  }, [start, run, apiType, settings, random, showCharacter, finish]);

  const reroll = useCallback(
    async (property: RerollableProperty) => {
      const { options, signal } = start();
      const base = current;
      await run(
        async () => {
          // The property is re-rolled here; a model then writes a background that fits.
          const { rerollProperty } = await loadGenerator();
          let edited = rerollProperty(base, property, random);
          if (apiType !== 'none') edited = await backgroundWith(apiType, settings, edited, options);
          if (signal.aborted) throw new DOMException('Stopped', 'AbortError');
          // An edited character is a new one: a saved copy of the old one stays as it was.
          const character = { ...edited, id: randomId(random) };
          replaceCurrent(character);
          return character;
        },
        (outcome) => finish(outcome, 'Updated character', signal),
      );
    },
    [start, run, current, apiType, settings, random, replaceCurrent, finish],
  );

  const stop = useCallback(() => controller.current?.abort(), []);

  const save = useCallback(() => {
    if (saveCharacter(current)) addAlert({ severity: 'success', message: 'Character saved' });
  }, [saveCharacter, current, addAlert]);

  return {
    current,
    apiType,
    loading: status === 'loading',
    progress,
    generate,
    reroll,
    stop,
    save,
  };
}
