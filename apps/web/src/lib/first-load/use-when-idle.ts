import { useEffect } from 'react';

/**
 * Runs `task` once the page is idle (within 2 s), unless the component leaves first: code a screen's
 * main action needs loads before the click, not in it. Nothing where requestIdleCallback is missing
 * (Safari, tests): the action itself loads it then. `task` must keep its identity between renders.
 */
export function useWhenIdle(task: (() => void) | null): void {
  useEffect(() => {
    if (!task || typeof window.requestIdleCallback !== 'function') return;
    const handle = window.requestIdleCallback(() => task(), { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }, [task]);
}
