import { useEffect } from 'react';

/**
 * Runs `task` once the page is idle (within 2 s) and returns how to cancel it. Nothing where
 * requestIdleCallback is missing (Safari, tests): the action itself loads its code then.
 */
export function whenIdle(task: () => void): (() => void) | undefined {
  if (typeof window.requestIdleCallback !== 'function') return undefined;
  const handle = window.requestIdleCallback(() => task(), { timeout: 2000 });
  return () => window.cancelIdleCallback(handle);
}

/**
 * `whenIdle` for a component, unless it leaves first: code a screen's main action needs loads before
 * the click, not in it. `task` must keep its identity between renders.
 */
export function useWhenIdle(task: (() => void) | null): void {
  useEffect(() => (task ? whenIdle(task) : undefined), [task]);
}
