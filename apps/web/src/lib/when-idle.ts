/** Starts `load` once the browser is idle after the first paint (or at once where it has no idle callback); answers its cancel. */
export function whenIdle(load: () => void, timeoutMs = 500): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(load, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(load, 0);
  return () => window.clearTimeout(handle);
}
