import { createElement, lazy, type ComponentProps, type ComponentType, type LazyExoticComponent } from 'react';

/** Runs `retry` once when the network comes back (each caller at most once until then). */
export function onceOnline(retry: () => void): void {
  window.addEventListener('online', retry, { once: true });
}

/**
 * `React.lazy` that can load again: React keeps a failed load's error for good, so after a failure
 * (the network dropped while the chunk was fetched) a fresh load is made once the network is back,
 * when a `LazyBoundary` around it renders it again. Not at once: offline, that would only fail again.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the shape of React.lazy's own signature
export function lazyWithRetry<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): ComponentType<ComponentProps<T>> {
  let waiting = false;
  const fresh = (): LazyExoticComponent<T> =>
    lazy(() =>
      load().catch((error: unknown) => {
        if (!waiting) {
          waiting = true;
          onceOnline(() => {
            waiting = false;
            current = fresh();
          });
        }
        throw error;
      }),
    );
  let current = fresh();
  return function Retrying(props: ComponentProps<T>) {
    return createElement(current, props);
  };
}
