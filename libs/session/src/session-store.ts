import {
  DEVICE_ID_STORAGE_KEY,
  SESSION_STORAGE_KEY,
  safeStorage,
  type KeyValueStorage,
  type StorageErrorHandler,
} from './key-value-storage.js';

export interface Session {
  isActivated: boolean;
  activationCode: string | null;
  /** ISO date string as the server sent it. */
  expiryDate: string | null;
  deviceId: string | null;
}

export interface ActivateSessionArgs {
  code: string;
  expiryDate: string;
  deviceId: string;
  accessToken: string;
  refreshToken: string;
}

export interface SessionStore {
  getSnapshot(): Session;
  getAccessToken(): string | null;
  getRefreshToken(): string | null;
  getDeviceId(): string | null;
  activate(args: ActivateSessionArgs): void;
  logout(): void;
  subscribe(listener: () => void): () => void;
}

export interface SessionStoreOptions {
  /** Called when the storage throws; the in-memory session still changes. */
  onStorageError?: StorageErrorHandler;
}

interface PersistedSession extends Session {
  accessToken: string | null;
  refreshToken: string | null;
}

export const LOGGED_OUT_SESSION: Session = Object.freeze({
  isActivated: false,
  activationCode: null,
  expiryDate: null,
  deviceId: null,
});

const LOGGED_OUT: PersistedSession = { ...LOGGED_OUT_SESSION, accessToken: null, refreshToken: null };

function isFilledString(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/** Reads the stored JSON; anything corrupt or partial restores as logged out. */
export function parsePersistedSession(raw: string | null): PersistedSession {
  if (raw === null) return LOGGED_OUT;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return LOGGED_OUT;
  }
  if (typeof data !== 'object' || data === null) return LOGGED_OUT;
  const record = data as Record<string, unknown>;
  const { isActivated, activationCode, expiryDate, deviceId, accessToken, refreshToken } = record;
  if (
    isActivated !== true ||
    !isFilledString(activationCode) ||
    !isFilledString(expiryDate) ||
    !isFilledString(deviceId) ||
    !isFilledString(accessToken) ||
    !isFilledString(refreshToken)
  ) {
    return LOGGED_OUT;
  }
  return { isActivated, activationCode, expiryDate, deviceId, accessToken, refreshToken };
}

function toSession({ isActivated, activationCode, expiryDate, deviceId }: PersistedSession): Session {
  return isActivated ? Object.freeze({ isActivated, activationCode, expiryDate, deviceId }) : LOGGED_OUT_SESSION;
}

/**
 * The activated session, persisted under one product key and restored on creation.
 * `subscribe`/`getSnapshot` fit React's `useSyncExternalStore`: the snapshot object only
 * changes when the session does.
 */
export function createSessionStore(storage: KeyValueStorage, options: SessionStoreOptions = {}): SessionStore {
  const store = safeStorage(storage, options.onStorageError);
  const listeners = new Set<() => void>();
  let persisted = parsePersistedSession(store.read(SESSION_STORAGE_KEY));
  let snapshot = toSession(persisted);

  function commit(next: PersistedSession) {
    persisted = next;
    snapshot = toSession(next);
    store.write(SESSION_STORAGE_KEY, JSON.stringify(next));
    for (const listener of [...listeners]) listener();
  }

  return {
    getSnapshot: () => snapshot,
    getAccessToken: () => persisted.accessToken,
    getRefreshToken: () => persisted.refreshToken,
    getDeviceId: () => persisted.deviceId ?? store.read(DEVICE_ID_STORAGE_KEY),
    activate(args) {
      const { code, expiryDate, deviceId, accessToken, refreshToken } = args;
      for (const [name, value] of Object.entries(args)) {
        if (!isFilledString(value)) throw new TypeError(`Cannot activate the session: ${name} must be a non-empty string`);
      }
      store.write(DEVICE_ID_STORAGE_KEY, deviceId);
      commit({ isActivated: true, activationCode: code, expiryDate, deviceId, accessToken, refreshToken });
    },
    logout() {
      store.remove(DEVICE_ID_STORAGE_KEY);
      commit(LOGGED_OUT);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
