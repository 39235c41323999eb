import { describe, expect, it } from 'vitest';
import { createServerRecords, type ServerRecordsPorts } from './server-records.js';

/** Lets every promise chain of the calls run (no timers in this lib). */
const flush = async () => {
  for (let turn = 0; turn < 20; turn++) await Promise.resolve();
};

function setup(overrides: Partial<ServerRecordsPorts> = {}, saved: string[] = []) {
  const calls: string[] = [];
  let kept: readonly string[] = saved;
  let refreshes = 0;
  const records = createServerRecords({
    record: async (trackId) => void calls.push(`record ${trackId}`),
    unrecord: async (trackId) => void calls.push(`unrecord ${trackId}`),
    refresh: async () => void (refreshes += 1),
    failureOf: (error) => (error instanceof TypeError ? 'retry' : 'drop'),
    waiting: { load: () => kept, save: (trackIds) => (kept = trackIds) },
    ...overrides,
  });
  return { records, calls, kept: () => kept, refreshes: () => refreshes };
}

describe('server records of downloads', () => {
  it("waits for send: a list's records go together, and the Downloads list is refetched once", async () => {
    const { records, calls, kept, refreshes } = setup();
    for (const id of ['a', 'b', 'c']) records.stored(id);
    await flush();
    expect(calls).toEqual([]);
    expect(kept()).toEqual(['a', 'b', 'c']);
    records.send();
    await flush();
    expect(calls).toEqual(['record a', 'record b', 'record c']);
    expect(kept()).toEqual([]);
    expect(refreshes()).toBe(1);
  });

  it('records what a page closed in the middle of a list left waiting', async () => {
    const { records, calls } = setup({}, ['a', 'b']);
    expect(records.hasWaiting()).toBe(true);
    records.send();
    await flush();
    expect(calls).toEqual(['record a', 'record b']);
    expect(records.hasWaiting()).toBe(false);
  });

  it('keeps a record the network failed for the next send, and drops one the server refused', async () => {
    const dropped: string[] = [];
    let online = false;
    const { records, kept } = setup({
      record: async (trackId) => {
        if (trackId === 'gone') throw new Error('404');
        if (!online) throw new TypeError('Failed to fetch');
      },
      onDropped: (trackId) => void dropped.push(trackId),
    });
    records.stored('a');
    records.stored('gone');
    records.send();
    await flush();
    expect(kept()).toEqual(['a']);
    expect(dropped).toEqual(['gone']);
    online = true;
    records.send();
    await flush();
    expect(kept()).toEqual([]);
  });

  it('a removal forgets a record not yet sent, and follows one under way', async () => {
    let answer: () => void = () => undefined;
    const { records, calls } = setup({
      record: (trackId) =>
        new Promise<void>((resolve) => {
          calls.push(`record ${trackId}`);
          answer = resolve;
        }),
    });
    records.stored('a');
    records.removed('a');
    await flush();
    expect(calls).toEqual(['unrecord a']);
    records.stored('b');
    records.send();
    records.removed('b');
    await flush();
    expect(calls).toEqual(['unrecord a', 'record b']);
    answer();
    await flush();
    expect(calls).toEqual(['unrecord a', 'record b', 'unrecord b']);
  });

  it('sends a record once while it is under way, and clear forgets every waiting one', async () => {
    const { records, calls, kept } = setup();
    records.stored('a');
    records.send();
    records.send();
    await flush();
    expect(calls).toEqual(['record a']);
    records.stored('b');
    records.clear();
    expect(kept()).toEqual([]);
    expect(records.hasWaiting()).toBe(false);
  });
});
