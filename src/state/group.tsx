/**
 * `Generate several`: the group generated last, its members kept in step with the card (a member
 * rerolled or edited there is the group's member from then on), and a model writing the members
 * one at a time. The group's code downloads on the first use.
 */
import {
  createContext,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { writeClipboardText } from '@/adapters/browser/clipboard';
import { downloadBlob } from '@/adapters/browser/downloads';
import { fullName, type Character, type GroupTag } from '@/domain/character';
import { templateFromLocks } from '@/domain/locks';
import { isAbortError } from '@/domain/model-errors';
import { defaultRandom, type Random } from '@/domain/random';
import { replaceMember } from '@/domain/relationships';
import type { ModelProvider } from '@/domain/settings';
import { useAlertActions } from './alerts';
import { useCard } from './card';
import { useCharacters } from './characters';
import {
  failureMessage,
  loadModelClient,
  withGameStats,
  type ModelClientFactory,
} from './generation';
import { useHistory } from './history';
import { useLocks } from './locks';
import { useRequired } from './use-required';
import { useSettings } from './settings';

const loadGenerator = () =>
  import(/* webpackChunkName: "offline-generator" */ '@/domain/generator');
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

interface GroupContextValue {
  shown: GroupShown | null;
  running: boolean;
  writing: GroupWriting | null;
  generateGroup: (size: number, kind: GroupKindName) => Promise<void>;
  /** Stops a model writing the group: the members written stay, the rest as rolled offline. */
  stop: () => void;
  saveGroup: () => void;
  copyGroup: () => Promise<void>;
  exportGroup: () => Promise<void>;
}

const GroupContext = createContext<GroupContextValue | undefined>(undefined);

/** How often the reply's progress is shown while a model writes a member. */
const PROGRESS_INTERVAL_MS = 150;

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export interface GroupProviderProps {
  children: ReactNode;
  createModelClient?: ModelClientFactory;
  random?: Random;
}

/** Keeps the group's members in step with the card: an edited member replaces the old one. */
function useFollowCard(setShown: (update: (s: GroupShown | null) => GroupShown | null) => void) {
  const { current } = useCard();
  const before = useRef(current);
  useEffect(() => {
    const previous = before.current;
    before.current = current;
    if (previous.id === current.id || !current.group) return;
    setShown((s) => {
      if (!s || s.group.id !== current.group?.id) return s;
      if (s.members.some((m) => m.id === current.id)) return s;
      if (!s.members.some((m) => m.id === previous.id)) return s;
      return { ...s, members: replaceMember(s.members, previous.id, current) };
    });
  }, [current, setShown]);
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Save group, Copy group as text and Export group, each saying how it went. */
function useGroupFiles(shown: GroupShown | null) {
  const { importCharacters } = useCharacters();
  const { addAlert } = useAlertActions();
  const stats = useSettings().settings.gameSystem !== 'none';
  return useMemo(() => {
    const members = shown?.members ?? [];
    const fail = (what: string) => (error: unknown) => {
      addAlert({ severity: 'error', message: `${what}: ${reason(error)}` });
    };
    return {
      saveGroup: () => {
        const saved = importCharacters(members);
        if (!saved) return;
        const kept = saved.unchanged + saved.replaced.length;
        const already = kept > 0 ? ` (${kept} already saved)` : '';
        addAlert({
          severity: 'success',
          message: `Group saved: ${saved.added.length} added${already}`,
        });
      },
      copyGroup: () =>
        Promise.all([
          loadGroups(),
          import(/* webpackChunkName: "character-actions" */ '@/domain/character-markdown'),
        ])
          .then(async ([{ groupMarkdown }, { characterMarkdown }]) => {
            const text = groupMarkdown(shown?.group.name ?? 'Group', members, (c) =>
              characterMarkdown(c, { stats }),
            );
            await writeClipboardText(text);
            addAlert({ severity: 'success', message: 'Group copied' });
          })
          .catch(fail('Could not copy the group')),
      exportGroup: () =>
        import(/* webpackChunkName: "character-export" */ '@/domain/character-export')
          .then(({ buildExport, exportFileName }) => {
            const file = JSON.stringify(buildExport(members, []), null, 2);
            const name = exportFileName().replace(/^characters-/, 'group-');
            downloadBlob(new Blob([file], { type: 'application/json' }), name);
          })
          .catch(fail('Could not export the group')),
    };
  }, [shown, importCharacters, addAlert, stats]);
}

export function GroupProvider({
  children,
  createModelClient = loadModelClient,
  random = defaultRandom,
}: GroupProviderProps) {
  const { settings, provider } = useSettings();
  const { current } = useCard();
  const { locks } = useLocks();
  const { characters } = useCharacters();
  const { history, addToHistory } = useHistory();
  const { addAlert } = useAlertActions();
  const [shown, setShown] = useState<GroupShown | null>(null);
  const [running, setRunning] = useState(false);
  const [writing, setWriting] = useState<GroupWriting | null>(null);
  const controller = useRef<AbortController | null>(null);
  useFollowCard(setShown);
  useEffect(() => () => controller.current?.abort(), []);

  const generateGroup = useCallback(
    async (size: number, kind: GroupKindName) => {
      controller.current?.abort();
      const own = new AbortController();
      controller.current = own;
      setRunning(true);
      // The card's own character counts too: it goes to History when replaced.
      const taken = [...characters, ...history, current].map(fullName);
      let members: Character[] = [];
      let group: GroupTag | null = null;
      let trades: Record<string, string> = {};
      const show = () => group && setShown({ group, members });
      try {
        const { rollGroup } = await loadGroups();
        const {
          firstName: _f,
          lastName,
          epithet: _e,
          ...template
        } = templateFromLocks(current, locks, random);
        const rolled = rollGroup(
          { size, kind, template: { ...template, lastName }, avoidNames: taken },
          random,
        );
        group = rolled.group;
        trades = rolled.trades;
        members = [];
        for (const member of rolled.members) {
          members.push(await withGameStats(member, settings, random, undefined));
        }
        show();
        // A reply pasted by hand is one character at a time: a group stays as rolled offline.
        if (provider !== null && provider !== 'paste') {
          const failures = await writeMembers(provider);
          if (failures.length > 0) {
            addAlert({
              severity: 'warning',
              message: `Not written by the model, kept as rolled offline: ${failures.join('; ')}`,
            });
          }
        }
        addAlert({ severity: 'success', message: `Group of ${members.length} generated` });
      } catch (error) {
        addAlert({
          severity: own.signal.aborted ? 'info' : 'error',
          message: own.signal.aborted
            ? 'Group stopped: the members written so far are kept.'
            : failureMessage(error, provider, settings),
        });
      }
      // Every member goes into History, written or not, so none is lost with the group.
      if (members.length > 0) addToHistory(members);
      if (controller.current === own) {
        controller.current = null;
        setRunning(false);
        setWriting(null);
      }

      /** The model writes each member in turn; a member it fails on stays as rolled. */
      async function writeMembers(model: Exclude<ModelProvider, 'paste'>): Promise<string[]> {
        const failures: string[] = [];
        const client = await createModelClient(model, settings);
        for (let i = 0; i < members.length; i += 1) {
          const total = members.length;
          setWriting({ at: i + 1, total, receivedChars: 0 });
          const member = members[i] as Character;
          let shownAt = 0;
          const others = [...taken, ...members.filter((m) => m !== member).map(fullName)];
          try {
            const written = await client.generateCharacter(
              {
                template: {
                  race: member.race,
                  characterClass: member.characterClass,
                  gender: member.gender,
                  alignment: member.alignment,
                  age: member.age,
                  ...(member.stats && { stats: member.stats }),
                },
                language: settings.generatedTextLanguage,
                // A family keeps its one last name.
                ...(kind === 'Family' && { fixed: { lastName: member.lastName } }),
                avoidNames: others,
              },
              {
                signal: own.signal,
                onProgress: (p) => {
                  // A few updates a second: the screen stays free for the user meanwhile.
                  if (Date.now() - shownAt < PROGRESS_INTERVAL_MS) return;
                  shownAt = Date.now();
                  setWriting({ at: i + 1, total, receivedChars: p.receivedChars });
                },
                rowsRandom: random,
              },
            );
            // A name another has already is not taken: the member keeps its own.
            const clash = others.some((name) => sameName(name, fullName(written)));
            const kept = { ...written, firstName: member.firstName, lastName: member.lastName };
            const background = clash
              ? (await loadGenerator()).renameInText(written.background, written, kept)
              : written.background;
            // A trade the group gave (the innkeeper's, a guard's) stays the member's.
            const trade = trades[member.id];
            const next: Character = {
              ...(clash ? kept : written),
              ...(trade &&
                written.tableReady && {
                  tableReady: { ...written.tableReady, occupation: trade },
                }),
              background,
              id: member.id,
              group: member.group,
              relationships: member.relationships,
              ...(member.stats && { stats: member.stats }),
            };
            members = replaceMember(members, member.id, next);
            // A group named after its first member takes that member's new name.
            if (group && group.name.includes(fullName(member))) {
              const renamed = {
                ...group,
                name: group.name.replace(fullName(member), fullName(next)),
              };
              members = members.map((m) => ({ ...m, group: renamed }));
              group = renamed;
            }
            show();
          } catch (error) {
            if (own.signal.aborted || isAbortError(error)) throw error;
            failures.push(`${fullName(member)} (${failureMessage(error, provider, settings)})`);
          }
        }
        return failures;
      }
    },
    [
      characters,
      history,
      current,
      locks,
      random,
      settings,
      provider,
      createModelClient,
      addAlert,
      addToHistory,
    ],
  );

  const stop = useCallback(() => controller.current?.abort(), []);
  const files = useGroupFiles(shown);
  const value = useMemo(
    () => ({ shown, running, writing, generateGroup, stop, ...files }),
    [shown, running, writing, generateGroup, stop, files],
  );
  return <GroupContext.Provider value={value}>{children}</GroupContext.Provider>;
}

export const useGroup = () => useRequired(GroupContext, 'Group');
