import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useStepwiseCount, type NextStep } from './reveal-in-steps';

/** Steps that come when the test says. */
function manualSteps() {
  const waiting: Array<() => void> = [];
  const cancelled = vi.fn();
  const next: NextStep = (then) => {
    waiting.push(then);
    return cancelled;
  };
  const step = () => act(() => waiting.splice(0).forEach((then) => then()));
  return { next, step, waiting, cancelled };
}

describe('useStepwiseCount', () => {
  it('counts from 1 up to the total, one per step, during the first load', async () => {
    const { next, step } = manualSteps();
    const { result } = renderHook(() => useStepwiseCount(3, { stepwise: true, next }));
    expect(result.current).toBe(1);
    await step();
    expect(result.current).toBe(2);
    await step();
    expect(result.current).toBe(3);
    await step();
    expect(result.current).toBe(3);
  });

  it('gives the total at once once the first screen is up, and never more than the total', () => {
    const { next, waiting } = manualSteps();
    expect(renderHook(() => useStepwiseCount(5, { stepwise: false, next })).result.current).toBe(5);
    expect(waiting).toHaveLength(0);
    expect(renderHook(() => useStepwiseCount(0, { stepwise: true, next })).result.current).toBe(0);
  });

  it('cancels the waiting step when the screen leaves', () => {
    const { next, cancelled } = manualSteps();
    const { unmount } = renderHook(() => useStepwiseCount(4, { stepwise: true, next }));
    unmount();
    expect(cancelled).toHaveBeenCalled();
  });
});
