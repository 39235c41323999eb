import { describe, expect, it } from 'vitest';
import { createDataVersionWatch } from './data-version-watch.js';

/** A watch over a settable data_version whose turns end when `endTurn` runs. */
function setUp() {
  const state = { version: 1, reads: 0, changes: 0 };
  let queued: (() => void)[] = [];
  const watch = createDataVersionWatch(
    async () => {
      state.reads += 1;
      return state.version;
    },
    (run) => queued.push(run),
  );
  watch.onChange(() => (state.changes += 1));
  const endTurn = async () => {
    const runs = queued;
    queued = [];
    runs.forEach((run) => run());
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { state, watch, endTurn };
}

describe('data_version watch', () => {
  it('reads once for all the calls of a turn, after the turn, and tells listeners of a new version only', async () => {
    const { state, watch, endTurn } = setUp();
    const first = Promise.all([watch.sync(), watch.sync(), watch.sync()]);
    expect(state.reads).toBe(0);
    await endTurn();
    await first;
    expect([state.reads, state.changes]).toEqual([1, 0]);

    state.version = 2;
    const second = watch.sync();
    await endTurn();
    await second;
    expect([state.reads, state.changes]).toEqual([2, 1]);

    const third = watch.sync();
    await endTurn();
    await third;
    expect([state.reads, state.changes]).toEqual([3, 1]);
  });

  it('makes a call that comes once the read started wait for a read of its own', async () => {
    const { state, watch, endTurn } = setUp();
    let settled = false;
    const before = watch.sync();
    const queuedRun = endTurn();
    // The turn's read has started: a commit now must be seen by a later call.
    state.version = 5;
    const after = watch.sync().then(() => (settled = true));
    await queuedRun;
    await before;
    expect(settled).toBe(false);
    await endTurn();
    await after;
    expect([state.reads, settled]).toEqual([2, true]);
  });
});
