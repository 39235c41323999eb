import { createElement, lazy, useState, type ComponentType } from 'react';

/**
 * A component whose module loads on first render, or ahead with `preload`: one mounted after its
 * module is in renders it at once, without suspending. React holds the reveal of a tree that suspends
 * again after a fallback was shown (its 300 ms fallback throttle), so the first screen's modules are
 * loaded before the first render (main.tsx) and the first screen paints as soon as they are in.
 */
export function preloadableLazy<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let loaded: ComponentType<Props> | null = null;
  let loading: Promise<ComponentType<Props>> | null = null;
  // React keeps a failed lazy load's error for good: the next preload (intent, the network back) makes a fresh one.
  let failed = false;
  const fresh = () => lazy(async () => ({ default: await preload() }));
  const preload = (): Promise<ComponentType<Props>> => {
    if (failed) {
      failed = false;
      Lazy = fresh();
    }
    return (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = null; // The next render or preload tries again.
        if (!failed && typeof window !== 'undefined') window.addEventListener('online', () => void preload().catch(() => undefined), { once: true });
        failed = true;
        throw error;
      },
    ));
  };
  let Lazy = fresh();
  function Preloadable(props: Props) {
    // Decided once per mount: switching from the lazy wrapper to the module later would remount the screen.
    const [ready] = useState(() => loaded);
    return ready ? createElement(ready, props) : createElement(Lazy as ComponentType<Props>, props);
  }
  return { Component: Preloadable, preload };
}
