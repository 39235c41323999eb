import { DEVICE_ID_STORAGE_KEY, safeStorage, type KeyValueStorage } from './key-value-storage.js';

export const DEVICE_ID_PREFIX = 'web-';
const SUFFIX_LENGTH = 9;
const SUFFIX_RANGE = 36 ** SUFFIX_LENGTH;

export interface DeviceIdClock {
  now(): number;
  random(): number;
}

/** "web-" + millisecond timestamp + random base-36 suffix (nine characters). */
export function createDeviceId(now: number, random: () => number): string {
  const fraction = Math.min(Math.max(random(), 0), 1 - Number.EPSILON);
  const suffix = Math.floor(fraction * SUFFIX_RANGE)
    .toString(36)
    .padStart(SUFFIX_LENGTH, '0');
  return `${DEVICE_ID_PREFIX}${Math.trunc(now)}${suffix}`;
}

/** Returns the stored device id, creating and storing one on first use. */
export function getOrCreateDeviceId(storage: KeyValueStorage, clock: DeviceIdClock): string {
  const store = safeStorage(storage);
  const stored = store.read(DEVICE_ID_STORAGE_KEY);
  if (stored !== null && stored.trim() !== '') return stored;
  const deviceId = createDeviceId(clock.now(), () => clock.random());
  store.write(DEVICE_ID_STORAGE_KEY, deviceId);
  return deviceId;
}
