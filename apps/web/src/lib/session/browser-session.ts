import { createSessionStore, getOrCreateDeviceId, type KeyValueStorage, type SessionStore } from '@tangerine/session';

/** Web Storage when the browser lets us use it, else an in-memory stand-in (private mode, disabled storage). */
export function browserStorage(): KeyValueStorage {
  try {
    const storage = window.localStorage;
    const probe = 'tangerine.probe';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    return memoryStorage();
  }
}

export function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

export function createBrowserSession(storage: KeyValueStorage): SessionStore {
  return createSessionStore(storage, {
    onStorageError: (error, operation, key) => console.error(`Session storage ${operation} failed for ${key}`, error),
  });
}

/** The id this browser activates with: the stored one, or a new one kept for next time. */
export function deviceIdFor(storage: KeyValueStorage): string {
  return getOrCreateDeviceId(storage, { now: Date.now, random: Math.random });
}
