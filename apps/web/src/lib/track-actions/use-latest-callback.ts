import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A callback whose identity never changes and that always runs the latest `callback`: for handlers
 * passed to memoized rows, so a new closure at each render does not re-render every row.
 */
export function useLatestCallback<Args extends unknown[], Result>(callback: (...args: Args) => Result): (...args: Args) => Result {
  const latest = useRef(callback);
  useLayoutEffect(() => {
    latest.current = callback;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}
