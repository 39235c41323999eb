import { startTransition, useEffect, useState } from 'react';
import { afterFirstScreen } from './after-first-screen';
import { snapshotPage } from './prerendered-snapshot';

/** Calls `then` when the next step may come; answers a cancel. */
export type NextStep = (then: () => void) => () => void;

/** The next step once the browser has painted the last one (the frame's callbacks run before its paint). */
export const afterNextPaint: NextStep = (then) => {
  if (typeof requestAnimationFrame !== 'function') {
    const timer = setTimeout(then, 0);
    return () => clearTimeout(timer);
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => (timer = setTimeout(then, 0)));
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
};

export interface StepOptions {
  /**
   * Count up in steps; by default on the page's first load from the server's copy of Home (the
   * copy is still up, the first screen not yet shown): the phone's first load that Lighthouse measures.
   */
  stepwise?: boolean;
  next?: NextStep;
}

/**
 * How many parts of a long screen to show: on the page's first load 1 at first, then one more
 * after each painted frame up to `total`, each step a transition (React renders it in slices and lets
 * input go first), so no single task renders, commits and lays out the whole screen on a phone.
 * Otherwise (opened later, or without the server's copy), all `total` at once.
 */
export function useStepwiseCount(total: number, { stepwise, next = afterNextPaint }: StepOptions = {}): number {
  const [count, setCount] = useState(() => ((stepwise ?? (!afterFirstScreen.open && snapshotPage() === 'home')) ? Math.min(1, total) : total));
  useEffect(() => {
    if (count >= total) return undefined;
    return next(() => startTransition(() => setCount((value) => value + 1)));
  }, [count, total, next]);
  return Math.min(count, total);
}
