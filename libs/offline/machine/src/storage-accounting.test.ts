import { describe, expect, it } from 'vitest';
import { createQuotaGate, fitsInQuota, formatBytes, formatStorageSummary, summarizeStorage } from './storage-accounting.js';

describe('storage accounting', () => {
  it('"12 tracks · 48 MB on this device"', () => {
    const items = Array.from({ length: 12 }, (_, index) => ({ trackId: `t${index}`, bytes: 4_000_000 }));
    expect(formatStorageSummary(summarizeStorage(items))).toBe('12 tracks · 48 MB on this device');
  });

  it('one track is singular; nothing stored says 0 KB', () => {
    expect(formatStorageSummary({ tracks: 1, bytes: 820_000 })).toBe('1 track · 820 KB on this device');
    expect(formatStorageSummary(summarizeStorage([]))).toBe('0 tracks · 0 KB on this device');
  });

  it('counts a track once, with its latest size, and ignores unreadable sizes', () => {
    expect(
      summarizeStorage([
        { trackId: 'a', bytes: 100 },
        { trackId: 'a', bytes: 300 },
        { trackId: 'b', bytes: Number.NaN },
        { trackId: 'c', bytes: -5 },
      ]),
    ).toEqual({ tracks: 3, bytes: 300 });
  });

  it('formats decimal units, one decimal below ten', () => {
    expect(formatBytes(0)).toBe('0 KB');
    expect(formatBytes(12)).toBe('0.1 KB');
    expect(formatBytes(1_234_000_000)).toBe('1.2 GB');
    expect(formatBytes(999_400)).toBe('999 KB');
    expect(formatBytes(48_000_000)).toBe('48 MB');
  });

  it('fits in the quota when the estimate leaves room, and when the browser cannot say', () => {
    expect(fitsInQuota({ usage: 90, quota: 100 }, 10)).toBe(true);
    expect(fitsInQuota({ usage: 90, quota: 100 }, 11)).toBe(false);
    expect(fitsInQuota(null, 1e12)).toBe(true);
    expect(fitsInQuota({}, 1e12)).toBe(true);
  });
});

describe('createQuotaGate', () => {
  it('transfers starting together share one estimate, each counted on top of it', async () => {
    let clock = 0;
    const asked: number[] = [];
    const fits = createQuotaGate(
      async () => {
        asked.push(clock);
        return { usage: 1000, quota: 10_000 };
      },
      () => clock,
    );
    expect(await Promise.all([fits(4000), fits(4000), fits(4000)])).toEqual([true, true, false]);
    expect(asked).toEqual([0]);
    // Later than a second: a fresh answer, in which the written bytes show as usage.
    clock = 1500;
    expect(await fits(4000)).toBe(true);
    expect(asked).toEqual([0, 1500]);
  });

  it('lets everything through when the browser gives no estimate', async () => {
    const fits = createQuotaGate(async () => null, () => 0);
    expect(await fits(Number.MAX_SAFE_INTEGER)).toBe(true);
    const failing = createQuotaGate(() => Promise.reject(new Error('no storage manager')), () => 0);
    expect(await failing(10)).toBe(true);
  });
});
