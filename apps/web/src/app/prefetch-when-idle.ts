/**
 * Fetches a chunk that the first paint does not need once the browser is idle, so that its first use
 * finds it there. Where requestIdleCallback is missing (Safari, tests) it loads on first use instead.
 */
export function prefetchWhenIdle(load: () => Promise<unknown>): void {
  if (typeof window === 'undefined' || typeof window.requestIdleCallback !== 'function') return;
  window.requestIdleCallback(() => {
    load().catch(() => undefined); // A failed prefetch is retried, and reported, by the first use.
  });
}
