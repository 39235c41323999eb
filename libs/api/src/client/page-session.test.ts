import { describe, expect, it } from 'vitest';
import { encodePageSession, PAGE_SESSION_COOKIE, pageSessionFromCookieHeader } from './page-session.js';

describe('the page session cookie', () => {
  const session = { deviceId: 'web-1732180000000-k3j9x2ab', accessToken: 'tk_4f9c;2a7e "1b3d"', timeZone: 'Europe/Berlin' };

  it('reads back what it wrote, among other cookies', () => {
    const header = `XSRF-TOKEN=abc; ${PAGE_SESSION_COOKIE}=${encodePageSession(session)}; other=1`;
    expect(pageSessionFromCookieHeader(header)).toEqual(session);
  });

  it('writes a value that needs no quoting in a Cookie header', () => {
    expect(encodePageSession(session)).toMatch(/^[A-Za-z0-9%_.!~*'()-]+$/);
  });

  it('leaves the time zone out when the browser gave none', () => {
    const { timeZone: _ignored, ...withoutZone } = session;
    expect(pageSessionFromCookieHeader(`${PAGE_SESSION_COOKIE}=${encodePageSession(withoutZone)}`)).toEqual(withoutZone);
  });

  it.each([
    ['no header', undefined],
    ['no such cookie', 'other=1; XSRF-TOKEN=abc'],
    ['a cookie whose name only ends the same', `x${PAGE_SESSION_COOKIE}=${encodePageSession(session)}`],
    ['broken URI encoding', `${PAGE_SESSION_COOKIE}=%E0%A4%A`],
    ['not JSON', `${PAGE_SESSION_COOKIE}=hello`],
    ['JSON without a token', `${PAGE_SESSION_COOKIE}=${encodeURIComponent(JSON.stringify({ deviceId: 'd' }))}`],
    ['an empty device id', `${PAGE_SESSION_COOKIE}=${encodeURIComponent(JSON.stringify({ deviceId: '', accessToken: 't' }))}`],
    ['an oversized value', `${PAGE_SESSION_COOKIE}=${encodePageSession({ deviceId: 'd', accessToken: 'x'.repeat(3000) })}`],
  ])('reads nothing from %s', (_case, header) => {
    expect(pageSessionFromCookieHeader(header)).toBeNull();
  });
});
