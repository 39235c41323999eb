import { describe, expect, it } from 'vitest';
import { fitsInQuota, formatBytes, formatStorageSummary, summarizeStorage } from './storage-accounting.js';

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
