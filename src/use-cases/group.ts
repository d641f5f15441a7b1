/**
 * `Generate several` as plain steps: the group rolled offline, then a model writing each member
 * in turn through the one run loop, each written member merged in by a pure rule.
 */
import { fullName, nameKey, type Character, type GroupTag } from '@/domain/character';
import type { Background } from '@/domain/character';
import { templateFromLocks } from '@/domain/locks';
import { replaceMember } from '@/domain/relationships';
import type { ModelProvider } from '@/domain/settings';
import type { ModelClient } from '@/adapters/llm/model-client';
import {
  loadGenerator,
  poolsFor,
  withGameStats,
  type CardBase,
  type ModelChoice,
  type ModelClientFactory,
} from './generate';
import { failureSaid, runModelCall } from './model-run';
import { said, type Outcome, type Said } from './outcome';
import { localText, type LocalText } from '@/domain/i18n/text';
import { copyText } from './transfer';
import { modelLanguage } from '@/domain/languages';
import { browserLanguages } from '@/adapters/browser/page-language';

const loadGroups = () => import(/* webpackChunkName: "groups" */ '@/domain/groups');

export type GroupKindName = Awaited<ReturnType<typeof loadGroups>>['GROUP_KINDS'][number];

export interface GroupShown {
  group: GroupTag;
  members: Character[];
}

/** A model writing the members: `at` of `total` (1-based), and how much of its reply came. */
export interface GroupWriting {
  at: number;
  total: number;
  receivedChars: number;
}

/** How often the reply's progress is shown while a model writes a member. */
const PROGRESS_INTERVAL_MS = 150;

/** Rewrites a story for a character's new name. */
type Rename = (background: Background, before: Character, after: Character) => Background;

/**
 * The group with `member` replaced by what the model wrote of it. The app's values stay the
 * member's own (id, group, relationships, numbers, a trade the group gave); a name another
 * character has already is not taken (the story follows the member's own); a group named after
 * the member takes its new name.
 */
export function mergeWrittenMember(
  shown: GroupShown,
  member: Character,
  written: Character,
  { others, trade, rename }: { others: readonly string[]; trade?: string; rename: Rename },
): GroupShown {
  const clash = others.some((name) => nameKey(name) === nameKey(fullName(written)));
  const kept = { ...written, firstName: member.firstName, lastName: member.lastName };
  const next: Character = {
    ...(clash ? kept : written),
    ...(trade &&
      written.tableReady && { tableReady: { ...written.tableReady, occupation: trade } }),
    background: clash ? rename(written.background, written, kept) : written.background,
    id: member.id,
    group: member.group,
    relationships: member.relationships,
    ...(member.stats && { stats: member.stats }),
  };
  let { group, members } = shown;
  members = replaceMember(members, member.id, next);
  if (group.name.includes(fullName(member))) {
    group = { ...group, name: group.name.replace(fullName(member), fullName(next)) };
    const tag = group;
    members = members.map((m) => ({ ...m, group: tag }));
  }
  return { group, members };
}

/**
 * The group after the card's character changed: a member edited or rerolled there (a new
 * character of the group) replaces the one it was made from.
 */
export function followCard(
  shown: GroupShown | null,
  previous: Character,
  current: Character,
): GroupShown | null {
  if (!shown || previous.id === current.id || shown.group.id !== current.group?.id) return shown;
  const members = shown.members;
  if (members.some((m) => m.id === current.id) || !members.some((m) => m.id === previous.id)) {
    return shown;
  }
  return { ...shown, members: replaceMember(members, previous.id, current) };
}

/** A group as Markdown on the clipboard, each member as Copy as text writes one. */
export const copyGroup = ({ group, members }: GroupShown, stats: boolean) =>
  copyText(
    async ({ characterMarkdown }) =>
      (await loadGroups()).groupMarkdown(group.name, members, (c) =>
        characterMarkdown(c, { stats }),
      ),
    said('Group copied', localText('group.copied')),
    said('Could not copy the group', localText('group.copyFailed')),
  );

/** A member the model failed on, and why. */
interface Failure {
  name: string;
  why: Said;
}

/** The members the model failed on, one after another, as their message reads. */
const failureList = ([first, ...rest]: Failure[]): LocalText => {
  const one = localText('group.failure', { name: first!.name, reason: first!.why.text ?? '' });
  return rest.length === 0
    ? one
    : localText('group.failures', { first: one, rest: failureList(rest) });
};

/** Members the model did not write, kept as rolled: a warning naming each and why. */
const notWritten = (failures: Failure[]): Outcome => ({
  severity: 'warning',
  message: `Not written by the model, kept as rolled offline: ${failures
    .map((f) => `${f.name} (${f.why.message})`)
    .join('; ')}`,
  text: localText('group.notWritten', { failures: failureList(failures) }),
});

export interface GroupRequest extends CardBase {
  size: number;
  kind: GroupKindName;
  /** Names already in use (saved, in History, on the card): no member takes one. */
  taken: string[];
}

export interface GroupHooks {
  signal: AbortSignal;
  /** The group as it stands, after the roll and after each member written. */
  show: (shown: GroupShown) => void;
  writing: (writing: GroupWriting) => void;
  createModelClient: ModelClientFactory;
}

/** Every member made (written or not, so none is lost), and what to tell the user. */
export interface GroupResult {
  members: Character[];
  outcomes: Outcome[];
}

/**
 * Rolls a group offline, then (with a model set, not a pasted reply: that is one character at a
 * time) has it write each member. A member the model fails on stays as rolled; a stop keeps the
 * members written so far.
 */
export async function generateGroup(
  { size, kind, current, locks, taken }: GroupRequest,
  { provider, settings, random, content }: Omit<ModelChoice, 'clientFor'>,
  hooks: GroupHooks,
): Promise<GroupResult> {
  let shown: GroupShown | null = null;
  try {
    const { rollGroup } = await loadGroups();
    const {
      firstName: _f,
      lastName,
      epithet: _e,
      ...template
    } = templateFromLocks(current, locks, random);
    const pools = await poolsFor(content);
    const rolled = rollGroup(
      { size, kind, template: { ...template, lastName }, avoidNames: taken },
      random,
      pools,
    );
    const members: Character[] = [];
    for (const member of rolled.members) {
      members.push(
        await withGameStats(member, settings, random, undefined, undefined, pools?.catalog),
      );
    }
    shown = { group: rolled.group, members };
    hooks.show(shown);
    const outcomes: Outcome[] = [];
    if (provider !== null && provider !== 'paste') {
      const client = await hooks.createModelClient(provider, settings);
      const written = await writeMembers(
        shown,
        { kind, taken, trades: rolled.trades, client },
        {
          provider,
          settings,
          random,
          hooks,
        },
      );
      shown = written.shown;
      if (written.stopped) return stoppedGroup(shown);
      if (written.failures.length > 0) outcomes.push(notWritten(written.failures));
    }
    const count = shown.members.length;
    outcomes.push({
      severity: 'success',
      message: `Group of ${count} generated`,
      text: localText('group.generated', { count }),
    });
    return { members: shown.members, outcomes };
  } catch (error) {
    if (hooks.signal.aborted) return stoppedGroup(shown);
    return {
      members: shown?.members ?? [],
      outcomes: [{ severity: 'error', ...failureSaid(error, provider, settings) }],
    };
  }
}

const stoppedGroup = (shown: GroupShown | null): GroupResult => ({
  members: shown?.members ?? [],
  outcomes: [
    {
      severity: 'info',
      message: 'Group stopped: the members written so far are kept.',
      text: localText('group.stopped'),
    },
  ],
});

/** The model writes each member in turn, each call through the one run loop. */
async function writeMembers(
  start: GroupShown,
  {
    kind,
    taken,
    trades,
    client,
  }: { kind: GroupKindName; taken: string[]; trades: Record<string, string>; client: ModelClient },
  {
    provider,
    settings,
    random,
    hooks,
  }: Omit<ModelChoice, 'clientFor' | 'provider'> & { provider: ModelProvider; hooks: GroupHooks },
): Promise<{ shown: GroupShown; failures: Failure[]; stopped: boolean }> {
  let shown = start;
  const failures: Failure[] = [];
  const total = start.members.length;
  for (let i = 0; i < total; i += 1) {
    const member = shown.members[i] as Character;
    hooks.writing({ at: i + 1, total, receivedChars: 0 });
    const others = [...taken, ...shown.members.filter((m) => m !== member).map(fullName)];
    const result = await runModelCall(
      (call) =>
        client.generateCharacter(
          {
            template: {
              race: member.race,
              characterClass: member.characterClass,
              gender: member.gender,
              alignment: member.alignment,
              age: member.age,
              ...(member.stats && { stats: member.stats }),
            },
            language: modelLanguage(settings, browserLanguages()),
            // A family keeps its one last name.
            ...(kind === 'Family' && { fixed: { lastName: member.lastName } }),
            avoidNames: others,
          },
          { signal: call.signal, onProgress: call.onProgress, rowsRandom: random },
        ),
      {
        signal: hooks.signal,
        // A few updates a second: the screen stays free for the user meanwhile.
        progressEveryMs: PROGRESS_INTERVAL_MS,
        progress: (p) => hooks.writing({ at: i + 1, total, receivedChars: p.receivedChars }),
        onDone: (written) => written,
      },
    );
    if (result.status === 'stopped') return { shown, failures, stopped: true };
    if (result.status === 'failed') {
      failures.push({
        name: fullName(member),
        why: failureSaid(result.error, provider, settings),
      });
      continue;
    }
    const { renameInText } = await loadGenerator();
    shown = mergeWrittenMember(shown, member, result.value, {
      others,
      trade: trades[member.id],
      rename: renameInText,
    });
    hooks.show(shown);
  }
  return { shown, failures, stopped: false };
}
