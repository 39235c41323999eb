import { createSessionStore } from '@tangerine/session';
import { describe, expect, it, vi } from 'vitest';
import { memoryStorage } from './browser-session';
import { keepPageSessionCookie, rememberedTimeZone, TIME_ZONE_KEY } from './page-session-cookie';

const activation = { code: 'ABCD-EFGH-JKLM', expiryDate: '2027-01-01T00:00:00Z', deviceId: 'web-1-abc', accessToken: 'at-1', refreshToken: 'rt-1' };

describe('keepPageSessionCookie', () => {
  it('never writes a cookie from the page: the server sets it, HttpOnly', () => {
    const store = createSessionStore(memoryStorage());
    const jar = { written: [] as string[] };
    const cookieSetter = vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => void jar.written.push(value));
    keepPageSessionCookie(store, async () => undefined, 'Europe/Berlin');
    store.activate(activation);
    store.logout();
    expect(jar.written).toEqual([]);
    cookieSetter.mockRestore();
  });

  it('asks the server once activated, again after a token refresh, not for changes the cookie does not carry', () => {
    const store = createSessionStore(memoryStorage());
    const setPageSession = vi.fn(async () => undefined);
    keepPageSessionCookie(store, setPageSession, 'Europe/Berlin');
    expect(setPageSession).not.toHaveBeenCalled();
    store.activate(activation);
    expect(setPageSession).toHaveBeenCalledExactlyOnceWith('Europe/Berlin');
    store.activate({ ...activation, expiryDate: '2028-01-01T00:00:00Z' });
    expect(setPageSession).toHaveBeenCalledOnce();
    store.activate({ ...activation, accessToken: 'at-2', refreshToken: 'rt-2' });
    expect(setPageSession).toHaveBeenCalledTimes(2);
  });

  it('asks once when the page starts activated, and a failed call is only logged', async () => {
    const store = createSessionStore(memoryStorage());
    store.activate(activation);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const setPageSession = vi.fn(async () => Promise.reject(new Error('offline')));
    keepPageSessionCookie(store, setPageSession, 'UTC');
    expect(setPageSession).toHaveBeenCalledExactlyOnceWith('UTC');
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    warn.mockRestore();
  });

  it("looks the time zone up once per UTC offset: a kept zone of the same offset spares Intl's lookup", () => {
    const storage = memoryStorage();
    const lookUp = vi.fn(() => 'Europe/Berlin');
    expect(rememberedTimeZone(storage, -60, lookUp)).toBe('Europe/Berlin');
    expect(rememberedTimeZone(storage, -60, lookUp)).toBe('Europe/Berlin');
    expect(lookUp).toHaveBeenCalledOnce();
    // Summer time (or a journey) changes the offset: Intl tells again.
    lookUp.mockReturnValue('Europe/Lisbon');
    expect(rememberedTimeZone(storage, 0, lookUp)).toBe('Europe/Lisbon');
    expect(lookUp).toHaveBeenCalledTimes(2);
    storage.setItem(TIME_ZONE_KEY, '{not json');
    expect(rememberedTimeZone(storage, 0, lookUp)).toBe('Europe/Lisbon');
    expect(lookUp).toHaveBeenCalledTimes(3);
  });
});
