/**
 * `Generate several`: the group generated last, its members kept in step with the card (a member
 * rerolled or edited there is the group's member from then on), and a model writing the members
 * one at a time. The steps are the use case's; this holds the group and the call's controller.
 */
import { createContext, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { fullName } from '@/domain/character';
import { defaultRandom, type Random } from '@/domain/random';
import { loadModelClient, type ModelClientFactory } from '@/use-cases/generate';
import {
  followCard,
  generateGroup as runGroup,
  type GroupKindName,
  type GroupShown,
  type GroupWriting,
} from '@/use-cases/group';
import { useStableCallback } from '@/components/use-stable-callback';
import { useAnnounce } from './alerts';
import { useCard } from './card';
import { useCharacters } from './characters';
import { useGroupFiles } from './group-files';
import { useHistory } from './history';
import { useLocks } from './locks';
import { useRequired } from './use-required';
import { useSettings } from './settings';
import { useContent } from './content-packs';

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

export interface GroupProviderProps {
  children: ReactNode;
  createModelClient?: ModelClientFactory;
  random?: Random;
}

export function GroupProvider({
  children,
  createModelClient = loadModelClient,
  random = defaultRandom,
}: GroupProviderProps) {
  const { settings, provider } = useSettings();
  const { current } = useCard();
  const { locks } = useLocks();
  const content = useContent();
  const { characters } = useCharacters();
  const { history, addToHistory } = useHistory();
  const announce = useAnnounce();
  const [shown, setShown] = useState<GroupShown | null>(null);
  const [running, setRunning] = useState(false);
  const [writing, setWriting] = useState<GroupWriting | null>(null);
  const controller = useRef<AbortController | null>(null);
  // A member edited or rerolled on the card is the group's member from then on.
  const before = useRef(current);
  useEffect(() => {
    const previous = before.current;
    before.current = current;
    setShown((s) => followCard(s, previous, current));
  }, [current]);
  useEffect(() => () => controller.current?.abort(), []);

  const generateGroup = useStableCallback(async (size: number, kind: GroupKindName) => {
    controller.current?.abort();
    const own = new AbortController();
    controller.current = own;
    setRunning(true);
    // The card's own character counts too: it goes to History when replaced.
    const taken = [...characters, ...history, current].map(fullName);
    const { members, outcomes } = await runGroup(
      { size, kind, current, locks, taken },
      { provider, settings, random, content },
      { signal: own.signal, show: setShown, writing: setWriting, createModelClient },
    );
    outcomes.forEach(announce);
    // Every member goes into History, written or not, so none is lost with the group.
    if (members.length > 0) addToHistory(members);
    if (controller.current !== own) return;
    controller.current = null;
    setRunning(false);
    setWriting(null);
  });

  const stop = useCallback(() => controller.current?.abort(), []);
  const files = useGroupFiles(shown);
  const value = useMemo(
    () => ({ shown, running, writing, generateGroup, stop, ...files }),
    [shown, running, writing, generateGroup, stop, files],
  );
  return <GroupContext.Provider value={value}>{children}</GroupContext.Provider>;
}

export const useGroup = () => useRequired(GroupContext, 'Group');

export type { GroupKindName };
