/** The browser's `scheduler.yield()`, where it has one. */
interface YieldingScheduler {
  yield?: () => Promise<void>;
}

/**
 * Lets the browser handle what is waiting (a tap, a frame) before the code goes on. Where the
 * browser can, the code then goes on ahead of other waiting work (`scheduler.yield()`); elsewhere
 * it goes on in a task of its own.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
