/**
 * Generate, reroll and edit as plain steps: what is kept (locks, a kept level), what the model
 * is asked, and what it may not change (the game numbers are the app's, never the model's).
 */
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
import { isAbortError } from '@/domain/model-errors';
import type { FixedNames } from '@/domain/model-reply';
import { randomId, type Random } from '@/domain/random';
import type { ModelProvider, Settings } from '@/domain/settings';
import type { StatBlockInput } from '@/domain/srd5/abilities';
import {
  catalogTemplate,
  contentCatalog,
  statRules,
  type Catalog,
  modelChoices,
  type Content,
} from '@/domain/packs/catalog';
import type { GeneratorPools } from '@/domain/pools';
import type { ModelClient, ReplySource } from '@/adapters/llm/model-client';
import { beginCall, failureSaid, type ModelCall } from './model-run';
import { localText } from '@/domain/i18n/text';
import type { Outcome } from './outcome';
import { modelLanguage } from '@/domain/languages';
import { browserLanguages } from '@/adapters/browser/page-language';

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

/** The model the settings enable, and what a call needs besides. */
export interface ModelChoice {
  provider: ModelProvider | null;
  settings: Settings;
  random: Random;
  /** The client of the provider the settings enable. */
  clientFor: (provider: ModelProvider) => Promise<ModelClient>;
  /** The content packs and built-in content to draw from; the built-in content without. */
  content?: Content | undefined;
}

// The offline generator (name pools and stories) and the model adapters load when first used.
export const loadGenerator = () =>
  import(/* webpackChunkName: "offline-generator" */ '@/domain/generator');
const loadSteer = () => import(/* webpackChunkName: "offline-generator" */ '@/domain/steer');
const loadPackPools = () =>
  import(/* webpackChunkName: "offline-generator" */ '@/domain/packs/pack-pools');
const loadRolls = () => import(/* webpackChunkName: "stat-block" */ '@/domain/srd5/rolls');
export const loadModelClient: ModelClientFactory = async (provider, settings) =>
  (
    await import(/* webpackChunkName: "model-client" */ '@/adapters/llm/model-client')
  ).createModelClient(provider, settings);

/** The pools for the content, made once for each content (the shipped ones without any). */
const poolsMade = new WeakMap<Content, GeneratorPools>();
export async function poolsFor(content: Content | undefined): Promise<GeneratorPools | undefined> {
  if (!content) return undefined;
  const made = poolsMade.get(content) ?? (await loadPackPools()).packPools(content);
  poolsMade.set(content, made);
  return made;
}

/**
 * The client of the provider the settings enable: for a reply pasted by hand, one that asks
 * `ask` (the paste dialog) for each reply.
 */
export function clientMaker(
  settings: Settings,
  createModelClient: ModelClientFactory,
  ask: ReplySource,
): ModelChoice['clientFor'] {
  return async (provider) =>
    provider === 'paste'
      ? (
          await import(/* webpackChunkName: "model-client" */ '@/adapters/llm/model-client')
        ).clientFromSource(ask)
      : createModelClient(provider, settings);
}

/** A new character's numbers under the chosen game system (with a kept level), or none. */
async function rolledStats(
  character: Partial<Pick<Character, 'race' | 'characterClass'>>,
  settings: Settings,
  random: Random,
  level?: number,
  catalog?: Catalog,
): Promise<StatBlockInput | undefined> {
  if (settings.gameSystem === 'none') return undefined;
  const characterClass = String(character.characterClass ?? '');
  const rules = statRules(String(character.race ?? ''), characterClass, catalog);
  const method = settings.abilityScoreMethod;
  const rolled = (await loadRolls()).rollStats(characterClass, method, random, rules);
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
  catalog?: Catalog,
): Promise<Character> {
  if (!stats && settings.gameSystem === 'none') return character;
  const numbers = stats
    ? { ...stats, level: level ?? stats.level }
    : await rolledStats(character, settings, random, level, catalog);
  return (await loadRolls()).withStats(character, numbers);
}

/** The card Generate starts from: its character and the values locked on it. */
export interface CardBase {
  current: Character;
  locks: Locks;
}

/**
 * A new character. Without a request the card's locked values are kept (a locked level too, with
 * new scores); a locked value the template could not carry (say a race not of ours) is put back.
 */
export async function generateCharacter(
  call: ModelCall,
  request: GenerateRequest | undefined,
  { current, locks }: CardBase,
  { provider, settings, random, clientFor, content }: ModelChoice,
): Promise<Character> {
  const { template = {}, fixed = {} } = request ?? requestFromLocks(current, locks, random);
  const level = !request && locks.level ? current.stats?.level : undefined;
  let character: Character;
  let stats: StatBlockInput | undefined;
  const catalog = content && contentCatalog(content);
  if (provider === null) {
    const { generateCharacter: offline } = await loadGenerator();
    character = offline({ ...template, ...keptNames(fixed) }, random, await poolsFor(content));
  } else {
    beginCall(call, provider);
    const client = await clientFor(provider);
    const drawn = catalog
      ? catalogTemplate(catalog, random, template)
      : randomTemplate(random, template);
    // The numbers are rolled first, so the model's story can match them.
    stats = await rolledStats(drawn, settings, random, level, catalog);
    character = await client.generateCharacter(
      {
        template: stats ? { ...drawn, stats } : drawn,
        fixed,
        language: modelLanguage(settings, browserLanguages()),
        ...(catalog && { choices: modelChoices(catalog) }),
      },
      {
        ...call,
        newId: () => randomId(random),
        rowsRandom: random,
        storyLength: settings.storyLength,
      },
    );
  }
  if (!request && losesLockedValue(character, current, locks)) {
    character = (await loadSteer()).applyFixedFields(character, current, locks);
  }
  return withGameStats(character, settings, random, stats, level, catalog);
}

/** An edited character, and the model's failure to write its story if it failed. */
export interface EditResult {
  character: Character;
  /** The model could not write a story for the edit: the edit stands with the offline one. */
  storyFailure?: unknown;
}

/** What an edit tells the user: done, or the model's failure, with the edit kept all the same. */
export function editOutcome(
  { storyFailure }: EditResult,
  { provider, settings }: Pick<ModelChoice, 'provider' | 'settings'>,
): Outcome {
  if (storyFailure === undefined) {
    return { severity: 'success', message: 'Updated character', text: localText('edit.updated') };
  }
  const why = failureSaid(storyFailure, provider, settings);
  return {
    severity: 'error',
    message: `${why.message} The change is kept, with a story written without the model.`,
    text: localText('edit.storyFailed', { why: why.text }),
  };
}

type Generator = Awaited<ReturnType<typeof loadGenerator>>;

/** What an edit or a reroll asks of the model after the change is made locally. */
type StoryRequest = 'none' | 'required' | 'if-possible';

/**
 * Changes `current`: `change` makes the edited one locally, then (as `story` asks, with a model
 * set) the model writes a background that fits it. The edited character is a new one (a saved
 * copy of the old one stays as it was) and keeps its numbers, made anew for a new class.
 */
async function changeCharacter(
  call: ModelCall,
  current: Character,
  change: (generator: Generator, pools: GeneratorPools | undefined) => Character,
  story: StoryRequest,
  { provider, settings, random, clientFor, content }: ModelChoice,
): Promise<EditResult> {
  const pools = await poolsFor(content);
  let edited = change(await loadGenerator(), pools);
  let { stats } = edited;
  const moved = edited.characterClass !== current.characterClass || edited.race !== current.race;
  if (stats && moved) {
    const { statsForClass } = await loadRolls();
    const characterClass = String(edited.characterClass);
    stats = statsForClass(
      stats,
      characterClass,
      settings.abilityScoreMethod,
      random,
      statRules(String(edited.race), characterClass, pools?.catalog),
    );
  }
  let storyFailure: unknown;
  if (story !== 'none' && provider !== null) {
    try {
      beginCall(call, provider);
      const client = await clientFor(provider);
      edited = await client.writeBackground(edited, modelLanguage(settings, browserLanguages()), {
        ...call,
        storyLength: settings.storyLength,
        ...(content && { choices: modelChoices(contentCatalog(content)) }),
      });
    } catch (error) {
      if (story === 'required' || isAbortError(error) || call.signal.aborted) throw error;
      storyFailure = error;
    }
  }
  const id = randomId(random);
  const character = await withGameStats(
    { ...edited, id },
    settings,
    random,
    stats,
    undefined,
    pools?.catalog,
  );
  return storyFailure === undefined ? { character } : { character, storyFailure };
}

/** A property drawn anew; a model then writes a background that fits (not for an At the table row). */
export function rerollCharacter(
  call: ModelCall,
  { current, locks }: CardBase,
  property: RerollableProperty,
  choice: ModelChoice,
  tableReadyRow: boolean,
): Promise<EditResult> {
  const kept = lockedRows(current, locks);
  return changeCharacter(
    call,
    current,
    (g, pools) => g.rerollProperty(current, property, choice.random, pools, kept),
    tableReadyRow ? 'none' : 'required',
    choice,
  );
}

/**
 * A value set by hand, as the call's work: a model writes a new background only for a new race
 * or class, and if it fails the edit stays, with the story the offline generator wrote for it. Null when the value is what
 * it was.
 */
export function editCharacter(
  { current, locks }: CardBase,
  property: LockableProperty,
  value: string | number,
  choice: ModelChoice,
): ((call: ModelCall) => Promise<EditResult>) | null {
  if (propertyValue(current, property) === value) return null;
  const newStory = property === 'race' || property === 'characterClass';
  const kept = lockedRows(current, locks);
  return (call) =>
    changeCharacter(
      call,
      current,
      (g, pools) => g.editProperty(current, property, value, choice.random, pools, kept),
      newStory ? 'if-possible' : 'none',
      choice,
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
