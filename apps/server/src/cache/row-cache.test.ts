import { describe, expect, it } from 'vitest';
import { createRowCache } from './row-cache.js';

function setUp(ttlMs = 1000, maxEntries = 10) {
  const state = { now: 0, fresh: true, lookups: 0 };
  const cache = createRowCache<string>({ ttlMs, maxEntries, now: () => state.now, fresh: () => state.fresh });
  const lookup = (value: string | undefined) => async () => {
    state.lookups += 1;
    return value;
  };
  return { state, cache, lookup };
}

describe('row cache', () => {
  it('keeps a found login for the TTL, then reads it again', async () => {
    const { state, cache, lookup } = setUp();
    expect(await cache.load('a', lookup('row a'))).toBe('row a');
    state.now = 999;
    expect(await cache.get('a')).toBe('row a');
    state.now = 1000;
    expect(await cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('keeps nothing for a login not found, nor with a TTL of 0', async () => {
    const { cache, lookup } = setUp();
    await cache.load('nobody', lookup(undefined));
    expect(cache.size).toBe(0);
    const off = setUp(0);
    await off.cache.load('a', off.lookup('row a'));
    expect(await off.cache.get('a')).toBeUndefined();
  });

  it('drops everything when a change is noticed, and does not keep a look-up that ran across it', async () => {
    const { state, cache, lookup } = setUp();
    await cache.load('a', lookup('row a'));
    await cache.load('b', lookup('row b'));
    state.fresh = false;
    expect(await cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
    state.fresh = true;
    const racing = cache.load('c', async () => {
      cache.clear();
      return 'old row c';
    });
    expect(await racing).toBe('old row c');
    expect(await cache.get('c')).toBeUndefined();
  });

  it('does not keep a look-up when the freshness check after it fails', async () => {
    const { state, cache } = setUp();
    let calls = 0;
    const flaky = createRowCache<string>({ ttlMs: 1000, maxEntries: 10, now: () => state.now, fresh: () => ++calls !== 2 });
    await flaky.load('a', async () => 'row a');
    expect(flaky.size).toBe(0);
    expect(cache.size).toBe(0);
  });

  it('holds at most maxEntries, the oldest going first', async () => {
    const { cache, lookup } = setUp(1000, 2);
    for (const key of ['a', 'b', 'c']) await cache.load(key, lookup(`row ${key}`));
    expect([await cache.get('a'), await cache.get('b'), await cache.get('c')]).toEqual([undefined, 'row b', 'row c']);
  });
});
