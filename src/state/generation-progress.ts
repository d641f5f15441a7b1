/**
 * The reply of a model call as it streams, in a small store of its own: only the progress panel
 * reads it, so the card and the rest of the screen do not re-render for every streamed frame.
 */
import { createContext, useContext, useSyncExternalStore } from 'react';
import type { GenerationProgress } from '@/adapters/llm/types';

/** Live progress of a model call, with when it started. */
export interface LiveProgress extends GenerationProgress {
  startedAt: number;
}

export interface ProgressStore {
  get: () => LiveProgress | null;
  set: (value: LiveProgress | null) => void;
  subscribe: (listener: () => void) => () => void;
}

/**
 * The streamed reply, shown at most once a frame. A fast stream (or a slow phone catching up on
 * many chunks at once) would otherwise re-render the card for every chunk, back to back, which
 * costs time for nothing the eye can see and can trip React's guard against endless updates. The
 * end of a call (null) is shown at once.
 */
export function createProgressStore(): ProgressStore {
  let shown: LiveProgress | null = null;
  let latest: LiveProgress | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const listeners = new Set<() => void>();
  const show = () => {
    timer = null;
    if (shown === latest) return;
    shown = latest;
    for (const listener of listeners) listener();
  };
  return {
    get: () => shown,
    set: (next) => {
      latest = next;
      if (next === null) {
        if (timer !== null) clearTimeout(timer);
        show();
      } else if (timer === null) {
        // A timer rather than an animation frame: a tab in the background still gets there.
        timer = setTimeout(show, 16);
      }
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The running call's progress store, provided with Generate. */
export const ProgressContext = createContext<ProgressStore | null>(null);

function useProgressStore(): ProgressStore {
  const progress = useContext(ProgressContext);
  if (!progress) throw new Error('useGenerationProgress must be used within a GenerationProvider');
  return progress;
}

/** The live progress of the running model call, or null; re-renders only its own reader. */
export function useGenerationProgress(): LiveProgress | null {
  const progress = useProgressStore();
  return useSyncExternalStore(progress.subscribe, progress.get, progress.get);
}

/** Whether a model call is running; re-renders only when one starts or ends, not per frame. */
export function useModelCallRunning(): boolean {
  const progress = useProgressStore();
  const running = () => progress.get() !== null;
  return useSyncExternalStore(progress.subscribe, running, running);
}
