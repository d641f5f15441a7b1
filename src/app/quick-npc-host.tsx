import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { useAlertActions } from '@/state/alerts';
import { useSettings } from '@/state/settings';
import { defaultRandom } from '@/domain/random';
import type { MakeNpcs, QuickNpcDialogProps } from '@/features/quick-npc/quick-npc-dialog';

// The dialog (with the word reader) loads on first use; the NPC maker comes with the offline
// generator's code, which it is part of, and the numbers' code only with a game system chosen.
const loadDialog = () =>
  import(/* webpackChunkName: "quick-npc" */ '@/features/quick-npc/quick-npc-dialog');
const loadNpcs = () => import(/* webpackChunkName: "offline-generator" */ '@/domain/quick-npc');
const loadRolls = () => import(/* webpackChunkName: "stat-block" */ '@/domain/srd5/rolls');
// One more try before giving up: a phone's connection drops.
const again = <T,>(load: () => Promise<T>) => load().catch(load);

interface Loaded {
  Dialog: ComponentType<QuickNpcDialogProps>;
  makeNpcs: MakeNpcs;
}

type Numbers = ReturnType<typeof useSettings>['settings'];

async function load({ gameSystem, abilityScoreMethod }: Numbers): Promise<Loaded> {
  const [dialog, npcs, rolls] = await Promise.all([
    again(loadDialog),
    again(loadNpcs),
    gameSystem === 'none' ? undefined : again(loadRolls),
  ]);
  const random = defaultRandom;
  return {
    Dialog: dialog.QuickNpcDialog,
    makeNpcs: (constraints, count) =>
      npcs
        .quickNpcs(constraints, random, count)
        .map((npc) =>
          rolls
            ? rolls.withStats(npc, rolls.rollStats(npc.characterClass, abilityScoreMethod, random))
            : npc,
        ),
  };
}

/** Ctrl+K, or ⌘K on a Mac, from any screen. */
const isShortcut = (event: KeyboardEvent) =>
  (event.ctrlKey || event.metaKey) &&
  !event.altKey &&
  !event.shiftKey &&
  event.key.toLowerCase() === 'k';

/**
 * Quick NPC over every screen: the shortcut opens it, and so does `open` (the frame's button).
 * Each opening starts afresh with a new NPC.
 */
export function useQuickNpc() {
  const [state, setState] = useState({ open: false, opened: 0 });
  const show = useCallback(
    () => setState((was) => (was.open ? was : { open: true, opened: was.opened + 1 })),
    [],
  );
  const close = useCallback(() => setState((was) => ({ ...was, open: false })), []);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isShortcut(event) || event.defaultPrevented) return;
      // The browser's own use of the keys (its search bar) gives way on this page.
      event.preventDefault();
      show();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [show]);
  return { ...state, show, close };
}

/** The dialog once its code has loaded; an error alert if it cannot load. */
export function QuickNpcHost({
  open,
  opened,
  onClose,
}: {
  open: boolean;
  /** How many times it was opened: each time starts afresh. */
  opened: number;
  onClose: () => void;
}) {
  const { settings } = useSettings();
  const { addAlert } = useAlertActions();
  const [loaded, setLoaded] = useState<{ numbers: string; parts: Loaded } | null>(null);
  // The parts loaded go with the game system and score method they were made for.
  const numbers = settings.gameSystem === 'none' ? 'none' : settings.abilityScoreMethod;
  const ready = loaded !== null && loaded.numbers === numbers;
  useEffect(() => {
    if (!open || ready) return;
    let live = true;
    load(settings).then(
      (parts) => live && setLoaded({ numbers, parts }),
      () => {
        if (!live) return;
        addAlert({
          severity: 'error',
          message: 'Quick NPC could not load: check the connection and try again.',
        });
        onClose();
      },
    );
    return () => {
      live = false;
    };
  }, [open, ready, numbers, settings, addAlert, onClose]);
  if (!loaded || opened === 0) return null;
  const { Dialog, makeNpcs } = loaded.parts;
  return <Dialog key={opened} open={open && ready} onClose={onClose} makeNpcs={makeNpcs} />;
}
