import { describe, expect, it } from 'vitest';
import { createPayloadCache } from './payload-cache.js';

describe('payload cache', () => {
  it('reuses an answer for less than its TTL and loads again afterwards (staleness bound)', async () => {
    let clock = 1000;
    let version = 0;
    const cache = createPayloadCache<number>({ ttlMs: 5000, maxEntries: 10, now: () => clock });
    const load = async () => ++version;
    expect(await cache.get('home', load)).toBe(1);
    clock += 4999;
    expect(await cache.get('home', load)).toBe(1);
    clock += 1;
    expect(await cache.get('home', load)).toBe(2);
  });

  it('keeps at most maxEntries, dropping the oldest', async () => {
    const cache = createPayloadCache<string>({ ttlMs: 60_000, maxEntries: 3 });
    for (const key of ['a', 'b', 'c', 'd', 'e']) await cache.get(key, async () => key);
    expect(cache.size).toBe(3);
    let loaded = false;
    await cache.get('a', async () => {
      loaded = true;
      return 'a';
    });
    expect(loaded).toBe(true);
  });

  it('shares one load between concurrent misses and forgets failed loads', async () => {
    const cache = createPayloadCache<number>({ ttlMs: 60_000, maxEntries: 10 });
    let loads = 0;
    const slow = () => new Promise<number>((resolve) => queueMicrotask(() => resolve(++loads)));
    expect(await Promise.all([cache.get('k', slow), cache.get('k', slow)])).toEqual([1, 1]);
    await expect(cache.get('bad', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    await Promise.resolve();
    expect(await cache.get('bad', async () => 7)).toBe(7);
  });

  it('is off with a TTL of 0', async () => {
    const cache = createPayloadCache<number>({ ttlMs: 0, maxEntries: 10 });
    let loads = 0;
    await cache.get('k', async () => ++loads);
    await cache.get('k', async () => ++loads);
    expect(loads).toBe(2);
    expect(cache.size).toBe(0);
  });

  it('loads one key again after delete, keeping the others, and keeps no load that was running', async () => {
    const cache = createPayloadCache<string>({ ttlMs: 60_000, maxEntries: 10 });
    let version = 0;
    const load = async () => `v${++version}`;
    expect(await cache.get('a', load)).toBe('v1');
    expect(await cache.get('b', load)).toBe('v2');
    cache.delete('a');
    expect(await cache.get('a', load)).toBe('v3');
    expect(await cache.get('b', load)).toBe('v2');
    // A load still running when its key is deleted answers its caller but is not reused.
    let release: (value: string) => void = () => undefined;
    const running = cache.get('c', () => new Promise<string>((resolve) => (release = resolve)));
    cache.delete('c');
    release('old');
    expect(await running).toBe('old');
    expect(await cache.get('c', load)).toBe('v4');
  });
});
