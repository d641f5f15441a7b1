import { useEffect } from 'react';
import { preloadTooltips } from '@/components/tooltip';
import { whenIdle } from './when-idle';

/**
 * Downloads the code that the first screen does without, once the page is usable and the
 * browser idle, so it is there before most people point at anything: the tooltips.
 */
export function IdlePreloads() {
  useEffect(() => {
    let cancelled = false;
    void whenIdle().then(() => {
      if (!cancelled) void preloadTooltips();
    });
    return () => {
      cancelled = true;
    };
  }, []);
  return null;
}
