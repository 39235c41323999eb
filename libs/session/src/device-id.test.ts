import { describe, expect, it, vi } from 'vitest';
import { createDeviceId, getOrCreateDeviceId } from './device-id.js';
import { DEVICE_ID_STORAGE_KEY } from './key-value-storage.js';
import { createMemoryStorage } from './test-support/memory-storage.js';

describe('createDeviceId', () => {
  it('is "web-" + millisecond timestamp + random base-36 suffix', () => {
    const id = createDeviceId(1_767_225_600_123, () => 0.5);
    expect(id).toMatch(/^web-1767225600123[0-9a-z]{9}$/);
    expect(id.startsWith('web-1767225600123')).toBe(true);
  });

  it('draws the suffix from the injected random source', () => {
    const now = 1_700_000_000_000;
    expect(createDeviceId(now, () => 0)).toBe(`web-${now}000000000`);
    expect(createDeviceId(now, () => 0.25)).not.toBe(createDeviceId(now, () => 0.75));
    expect(createDeviceId(now, () => 0.999999)).toMatch(/^web-\d{13}[0-9a-z]{9}$/);
  });
});

describe('getOrCreateDeviceId', () => {
  it('is created once, stored, then reused from storage', () => {
    const storage = createMemoryStorage();
    const clock = { now: vi.fn(() => 1_700_000_000_000), random: vi.fn(() => 0.42) };
    const first = getOrCreateDeviceId(storage, clock);
    expect(storage.entries.get(DEVICE_ID_STORAGE_KEY)).toBe(first);

    clock.now.mockReturnValue(1_800_000_000_000);
    clock.random.mockReturnValue(0.9);
    expect(getOrCreateDeviceId(storage, clock)).toBe(first);
    expect(clock.now).toHaveBeenCalledTimes(1);
  });

  it('reuses a device id stored by an earlier visit', () => {
    const storage = createMemoryStorage({ [DEVICE_ID_STORAGE_KEY]: 'web-1600000000000abcdefghi' });
    expect(getOrCreateDeviceId(storage, { now: () => 1, random: () => 0 })).toBe('web-1600000000000abcdefghi');
  });

  it('still answers a device id when the storage throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    expect(getOrCreateDeviceId(broken, { now: () => 1_700_000_000_000, random: () => 0 })).toBe('web-1700000000000000000000');
  });
});
