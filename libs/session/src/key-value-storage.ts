/** The part of the Web Storage API the session needs; the app passes `window.localStorage`. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Product keys under which Tangerine keeps its session. */
export const SESSION_STORAGE_KEY = 'tangerine.session';
export const DEVICE_ID_STORAGE_KEY = 'tangerine.deviceId';

export type StorageErrorHandler = (error: unknown, operation: 'read' | 'write' | 'remove', key: string) => void;

/**
 * Browsers throw from storage (private mode, quota, disabled cookies): a failing storage
 * must never take the app down, so failures are reported and the call degrades.
 */
export function safeStorage(storage: KeyValueStorage, onError: StorageErrorHandler = () => undefined) {
  return {
    read(key: string): string | null {
      try {
        return storage.getItem(key);
      } catch (error) {
        onError(error, 'read', key);
        return null;
      }
    },
    write(key: string, value: string): void {
      try {
        storage.setItem(key, value);
      } catch (error) {
        onError(error, 'write', key);
      }
    },
    remove(key: string): void {
      try {
        storage.removeItem(key);
      } catch (error) {
        onError(error, 'remove', key);
      }
    },
  };
}
