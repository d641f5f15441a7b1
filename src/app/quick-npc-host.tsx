import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useAlertActions } from '@/state/alerts';

// Quick NPC's code loads on first use. The offline generator it makes NPCs with is asked for at
// the same moment, not after, so the two download side by side.
const loadQuickNpc = () =>
  import(/* webpackChunkName: "quick-npc" */ '@/features/quick-npc/quick-npc');
const loadGenerator = () =>
  import(/* webpackChunkName: "offline-generator" */ '@/domain/quick-npc');
// One more try before giving up: a phone's connection drops.
const again = <T,>(load: () => Promise<T>) => load().catch(load);

interface QuickNpcProps {
  open: boolean;
  onClose: () => void;
  onFailed: () => void;
}

/** Says the code could not be downloaded, and lets the next opening try again. */
function Failed({ onFailed }: QuickNpcProps) {
  useEffect(() => {
    QuickNpc = loadLazily();
    onFailed();
  }, [onFailed]);
  return null;
}

const loadLazily = () =>
  lazy(() =>
    again(loadQuickNpc).then(
      (module) => ({ default: module.QuickNpc }),
      () => ({ default: Failed }),
    ),
  );
let QuickNpc = loadLazily();

/** Ctrl+K, or ⌘K on a Mac. */
const isShortcut = (event: KeyboardEvent) =>
  (event.ctrlKey || event.metaKey) &&
  !event.altKey &&
  !event.shiftKey &&
  event.key.toLowerCase() === 'k';

/**
 * Quick NPC's state over every screen: the shortcut opens it, and so does `show` (the frame's
 * buttons). `opened` counts the openings: each starts afresh, with a new NPC.
 */
export function useQuickNpc() {
  const [state, setState] = useState({ open: false, opened: 0 });
  const show = useCallback(() => {
    void again(loadGenerator).catch(() => undefined);
    setState((was) => (was.open ? was : { open: true, opened: was.opened + 1 }));
  }, []);
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

/** Quick NPC once opened; an error alert instead if its code cannot be downloaded. */
export function QuickNpcHost({
  open,
  opened,
  onClose,
}: {
  open: boolean;
  /** How many times it has been opened; nothing is loaded before the first. */
  opened: number;
  onClose: () => void;
}) {
  const { addAlert } = useAlertActions();
  const onFailed = useCallback(() => {
    addAlert({
      severity: 'error',
      message: 'Quick NPC could not load: check the connection and try again.',
    });
    onClose();
  }, [addAlert, onClose]);
  if (opened === 0) return null;
  return (
    <Suspense fallback={null}>
      <QuickNpc key={opened} open={open} onClose={onClose} onFailed={onFailed} />
    </Suspense>
  );
}
