import { pageSessionFromCookieHeader, PAGE_SESSION_COOKIE } from '@tangerine/api';
import { createSessionStore } from '@tangerine/session';
import { describe, expect, it } from 'vitest';
import { memoryStorage } from './browser-session';
import { mirrorSessionIntoCookie, type CookieJar } from './page-session-cookie';

/** Records every cookie string written, as document.cookie's setter receives them. */
function jar(protocol = 'http:'): CookieJar & { writes: string[] } {
  const writes: string[] = [];
  return {
    writes,
    location: { protocol },
    get cookie() {
      return writes.at(-1)?.split(';')[0] ?? '';
    },
    set cookie(value: string) {
      writes.push(value);
    },
  };
}

const activation = { code: 'ABCD-EFGH-JKLM', expiryDate: '2027-01-01T00:00:00Z', deviceId: 'web-1-abc', accessToken: 'at-1', refreshToken: 'rt-1' };

describe('mirrorSessionIntoCookie', () => {
  it('writes the device and access token while activated, and follows a token refresh', () => {
    const store = createSessionStore(memoryStorage());
    const cookies = jar();
    mirrorSessionIntoCookie(store, cookies, 'Europe/Berlin');
    store.activate(activation);
    expect(pageSessionFromCookieHeader(cookies.cookie)).toEqual({ deviceId: 'web-1-abc', accessToken: 'at-1', timeZone: 'Europe/Berlin' });
    expect(cookies.writes.at(-1)).toMatch(/; Path=\/; Max-Age=\d+; SameSite=Strict$/);
    store.activate({ ...activation, accessToken: 'at-2', refreshToken: 'rt-2' });
    expect(pageSessionFromCookieHeader(cookies.cookie)?.accessToken).toBe('at-2');
  });

  it('removes it on logout', () => {
    const store = createSessionStore(memoryStorage());
    store.activate(activation);
    const cookies = jar();
    mirrorSessionIntoCookie(store, cookies);
    store.logout();
    expect(cookies.writes.at(-1)).toBe(`${PAGE_SESSION_COOKIE}=; Path=/; Max-Age=0; SameSite=Strict`);
  });

  it('clears a leftover cookie when the page starts logged out, and marks it Secure on https', () => {
    const cookies = jar('https:');
    mirrorSessionIntoCookie(createSessionStore(memoryStorage()), cookies);
    expect(cookies.writes).toEqual([`${PAGE_SESSION_COOKIE}=; Path=/; Max-Age=0; SameSite=Strict; Secure`]);
  });

  it('writes nothing again when the session changes in ways the cookie does not carry', () => {
    const store = createSessionStore(memoryStorage());
    store.activate(activation);
    const cookies = jar();
    mirrorSessionIntoCookie(store, cookies, 'UTC');
    store.activate({ ...activation, expiryDate: '2028-01-01T00:00:00Z' });
    expect(cookies.writes).toHaveLength(1);
  });
});
