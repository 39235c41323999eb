import { describe, expect, it, vi } from 'vitest';
import { DEVICE_ID_STORAGE_KEY, SESSION_STORAGE_KEY } from './key-value-storage.js';
import { createSessionStore, LOGGED_OUT_SESSION } from './session-store.js';
import { createMemoryStorage } from './test-support/memory-storage.js';

const activation = {
  code: 'ABCD-EFGH-IJKL',
  expiryDate: '2027-01-05T12:00:00.000Z',
  deviceId: 'web-1700000000000abcdefghi',
  accessToken: 'access-1',
  refreshToken: 'refresh-1',
};

describe('createSessionStore', () => {
  it('starts logged out: isActivated false, code, expiry and device id null', () => {
    const store = createSessionStore(createMemoryStorage());
    expect(store.getSnapshot()).toEqual({ isActivated: false, activationCode: null, expiryDate: null, deviceId: null });
    expect(store.getAccessToken()).toBeNull();
    expect(store.getRefreshToken()).toBeNull();
  });

  it('activating sets isActivated and stores the code, expiry date and device id', () => {
    const store = createSessionStore(createMemoryStorage());
    store.activate(activation);
    expect(store.getSnapshot()).toEqual({
      isActivated: true,
      activationCode: 'ABCD-EFGH-IJKL',
      expiryDate: '2027-01-05T12:00:00.000Z',
      deviceId: 'web-1700000000000abcdefghi',
    });
    expect(store.getAccessToken()).toBe('access-1');
    expect(store.getRefreshToken()).toBe('refresh-1');
    expect(store.getDeviceId()).toBe('web-1700000000000abcdefghi');
  });

  it('persists the session and tokens under one product key, the device id under its own', () => {
    const storage = createMemoryStorage();
    createSessionStore(storage).activate(activation);
    expect([...storage.entries.keys()].sort()).toEqual([DEVICE_ID_STORAGE_KEY, SESSION_STORAGE_KEY].sort());
    expect(SESSION_STORAGE_KEY).toBe('tangerine.session');
    expect(JSON.parse(storage.entries.get(SESSION_STORAGE_KEY) ?? '')).toEqual({ isActivated: true, ...withoutCode(activation), activationCode: activation.code });
    expect(storage.entries.get(DEVICE_ID_STORAGE_KEY)).toBe(activation.deviceId);
  });

  it('is restored from storage on load, expiry kept as the ISO string', () => {
    const storage = createMemoryStorage();
    createSessionStore(storage).activate(activation);
    const restored = createSessionStore(storage);
    expect(restored.getSnapshot()).toEqual({
      isActivated: true,
      activationCode: activation.code,
      expiryDate: '2027-01-05T12:00:00.000Z',
      deviceId: activation.deviceId,
    });
    expect(restored.getAccessToken()).toBe('access-1');
    expect(restored.getRefreshToken()).toBe('refresh-1');
  });

  it('logout resets the four fields to false/null and removes the stored tokens and device id', () => {
    const storage = createMemoryStorage();
    const store = createSessionStore(storage);
    store.activate(activation);
    store.logout();
    expect(store.getSnapshot()).toEqual(LOGGED_OUT_SESSION);
    expect(store.getAccessToken()).toBeNull();
    expect(store.getRefreshToken()).toBeNull();
    expect(store.getDeviceId()).toBeNull();
    expect(storage.entries.has(DEVICE_ID_STORAGE_KEY)).toBe(false);
    const saved = storage.entries.get(SESSION_STORAGE_KEY) ?? '';
    expect(saved).not.toContain('access-1');
    expect(saved).not.toContain('refresh-1');
    expect(createSessionStore(storage).getSnapshot()).toEqual(LOGGED_OUT_SESSION);
  });

  it.each([
    ['not JSON', '{"isActivated": tru'],
    ['JSON null', 'null'],
    ['a JSON string', '"activated"'],
    ['an array', '[true]'],
    ['isActivated not true', JSON.stringify({ ...stored(), isActivated: 'yes' })],
    ['no activation code', JSON.stringify({ ...stored(), activationCode: undefined })],
    ['expiry date not a string', JSON.stringify({ ...stored(), expiryDate: 1767225600000 })],
    ['no access token', JSON.stringify({ ...stored(), accessToken: null })],
    ['empty refresh token', JSON.stringify({ ...stored(), refreshToken: '' })],
    ['no device id', JSON.stringify({ ...stored(), deviceId: null })],
  ])('restores corrupt or partial stored JSON (%s) as logged out without crashing', (_, raw) => {
    const store = createSessionStore(createMemoryStorage({ [SESSION_STORAGE_KEY]: raw }));
    expect(store.getSnapshot()).toEqual(LOGGED_OUT_SESSION);
    expect(store.getAccessToken()).toBeNull();
  });

  it('reads the device id kept before activation from its own key', () => {
    const store = createSessionStore(createMemoryStorage({ [DEVICE_ID_STORAGE_KEY]: 'web-1600000000000zzzzzzzzz' }));
    expect(store.getSnapshot().deviceId).toBeNull();
    expect(store.getDeviceId()).toBe('web-1600000000000zzzzzzzzz');
  });

  it('notifies subscribers on change and keeps the snapshot object stable in between', () => {
    const store = createSessionStore(createMemoryStorage());
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const before = store.getSnapshot();
    expect(store.getSnapshot()).toBe(before);
    store.activate(activation);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).not.toBe(before);
    expect(store.getSnapshot()).toBe(store.getSnapshot());
    unsubscribe();
    store.logout();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('refuses to activate with a blank field, with a clear error and nothing changed', () => {
    const storage = createMemoryStorage();
    const store = createSessionStore(storage);
    expect(() => store.activate({ ...activation, accessToken: '' })).toThrow(/accessToken must be a non-empty string/);
    expect(store.getSnapshot()).toEqual(LOGGED_OUT_SESSION);
    expect(storage.entries.size).toBe(0);
  });

  it('keeps working in memory when the storage throws, and reports it', () => {
    const onStorageError = vi.fn();
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    const store = createSessionStore(broken, { onStorageError });
    store.activate(activation);
    expect(store.getSnapshot().isActivated).toBe(true);
    store.logout();
    expect(store.getSnapshot().isActivated).toBe(false);
    expect(onStorageError).toHaveBeenCalledWith(expect.any(Error), 'write', SESSION_STORAGE_KEY);
    expect(onStorageError).toHaveBeenCalledWith(expect.any(Error), 'remove', DEVICE_ID_STORAGE_KEY);
  });
});

function withoutCode({ code: _code, ...rest }: typeof activation) {
  return rest;
}

function stored() {
  return { isActivated: true, activationCode: activation.code, ...withoutCode(activation) };
}
