import { describe, expect, it, vi } from 'vitest';
import { createAfterFirstScreen, type FirstScreenClock } from './after-first-screen';

/** A page whose moments the test makes happen: the load, a painted frame, an idle period. */
function manualClock() {
  const waiting = { loaded: [] as Array<() => void>, painted: [] as Array<() => void>, idle: [] as Array<() => void> };
  const clock: FirstScreenClock = {
    loaded: (then) => void waiting.loaded.push(then),
    painted: (then) => void waiting.painted.push(then),
    idle: (then) => void waiting.idle.push(then),
  };
  const fire = async (moment: keyof typeof waiting) => {
    const due = waiting[moment].splice(0);
    due.forEach((then) => then());
    // The queue runs a task, then asks for the next idle period once that task has settled.
    for (let i = 0; i < 5; i++) await Promise.resolve();
  };
  return { clock, fire, waiting };
}

describe('starts after the first screen', () => {
  it('runs nothing before the first screen is shown, the page loaded and a frame painted, then one start per idle period', async () => {
    const { clock, fire } = manualClock();
    const queue = createAfterFirstScreen(clock);
    const connect = vi.fn();
    const offlineWorker = vi.fn();
    queue.schedule(connect);
    queue.schedule(offlineWorker);

    await fire('idle');
    await fire('loaded');
    await fire('painted');
    expect(connect).not.toHaveBeenCalled();

    queue.firstScreenShown();
    await fire('idle');
    expect(queue.open).toBe(false);
    await fire('loaded');
    await fire('idle');
    expect(connect).not.toHaveBeenCalled();
    await fire('painted');
    expect(queue.open).toBe(true);
    expect(connect).not.toHaveBeenCalled();

    await fire('idle');
    expect(connect).toHaveBeenCalledTimes(1);
    expect(offlineWorker).not.toHaveBeenCalled();
    await fire('idle');
    expect(offlineWorker).toHaveBeenCalledTimes(1);
  });

  it('waits for a start that loads code before the next one, and goes on after one that fails', async () => {
    const { clock, fire } = manualClock();
    const queue = createAfterFirstScreen(clock);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let finishLoading: () => void = () => undefined;
    const slow = vi.fn(() => new Promise<void>((resolve) => (finishLoading = resolve)));
    const failing = vi.fn(() => {
      throw new Error('chunk missing');
    });
    const last = vi.fn();
    queue.schedule(slow);
    queue.schedule(failing);
    queue.schedule(last);
    queue.firstScreenShown();
    await fire('loaded');
    await fire('painted');

    await fire('idle');
    expect(slow).toHaveBeenCalled();
    await fire('idle');
    expect(failing).not.toHaveBeenCalled();
    finishLoading();
    await fire('idle');
    await fire('idle');
    expect(failing).toHaveBeenCalled();
    await fire('idle');
    expect(last).toHaveBeenCalled();
  });

  it('runs a start scheduled after the queue opened in the next idle period, and never a cancelled one', async () => {
    const { clock, fire } = manualClock();
    const queue = createAfterFirstScreen(clock);
    const cancelled = vi.fn();
    const cancel = queue.schedule(cancelled);
    queue.firstScreenShown();
    await fire('loaded');
    await fire('painted');
    cancel();
    await fire('idle');
    expect(cancelled).not.toHaveBeenCalled();

    const later = vi.fn();
    queue.schedule(later);
    expect(later).not.toHaveBeenCalled();
    await fire('idle');
    expect(later).toHaveBeenCalledTimes(1);
  });
});
