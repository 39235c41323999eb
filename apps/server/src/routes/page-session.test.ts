import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageSessionFromCookieHeader, PAGE_SESSION_COOKIE } from '@tangerine/api';
import { issueCodes } from '../auth/code-service.js';
import { buildTestApp, type TestApp } from '../test-support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const setCookieOf = (headers: Record<string, unknown>): string => {
  const value = headers['set-cookie'];
  return Array.isArray(value) ? value.join('\n') : String(value ?? '');
};
const tokenOf = (headers: Record<string, string>) => (headers['authorization'] ?? '').replace(/^Bearer /, '');
const makeApp = (headers: Record<string, string>, name: string) => t.call('createAppPassword', { method: 'POST', url: '/api/v1/app-passwords', headers, payload: { name } });
let pings = 0;
const subsonicPing = async (login: { username: string; password: string }) =>
  (await t.app.inject({ remoteAddress: `10.7.0.${++pings}`, url: `/rest/ping?${new URLSearchParams({ v: '1.16.1', c: 'test', f: 'json', u: login.username, p: login.password })}` })).json()['subsonic-response'].status;

describe('PUT /api/v1/auth/page-session', () => {
  it('sets the page session cookie from the call itself, HttpOnly and strictly same-site', async () => {
    const { deviceId, headers } = await t.activateDevice();
    const response = await t.call('setPageSession', { method: 'PUT', url: '/api/v1/auth/page-session', headers, payload: { time_zone: 'Europe/Berlin' } });
    expect(response.statusCode).toBe(204);
    const cookie = setCookieOf(response.headers);
    expect(cookie).toMatch(new RegExp(`^${PAGE_SESSION_COOKIE}=`));
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Strict/);
    expect(cookie).toMatch(/; Path=\//);
    expect(pageSessionFromCookieHeader(cookie.split(';')[0])).toEqual({ deviceId, accessToken: tokenOf(headers), timeZone: 'Europe/Berlin' });
  });

  it('sets nothing for a caller without a valid token', async () => {
    const { deviceId } = await t.activateDevice();
    const response = await t.app.inject({ method: 'PUT', url: '/api/v1/auth/page-session', headers: { authorization: 'Bearer not-a-token', 'x-device-id': deviceId }, payload: { time_zone: null } });
    expect(response.statusCode).toBe(401);
    expect(setCookieOf(response.headers)).not.toContain(PAGE_SESSION_COOKIE);
  });
});

describe('POST /api/v1/auth/logout', () => {
  it('revokes the app passwords this device made, audited, keeps the others and clears the cookie', async () => {
    // App passwords take a device seat each: room for two devices and their two apps.
    const [issued] = await issueCodes(t.app.db, { days: 30, devices: 4 });
    const { headers } = await t.activateDevice({ code: issued?.code as string });
    const code = issued?.code as string;
    const other = await t.activateDevice({ code });
    const mine = (await makeApp(headers, 'Stolen-token app')).json();
    const theirs = (await makeApp(other.headers, 'Phone app')).json();
    expect(await subsonicPing(mine)).toBe('ok');

    const response = await t.call('logout', { method: 'POST', url: '/api/v1/auth/logout', headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ revoked_apps: 1 });
    expect(setCookieOf(response.headers)).toMatch(new RegExp(`^${PAGE_SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly`));
    expect(await subsonicPing(mine)).toBe('failed');
    expect(await subsonicPing(theirs)).toBe('ok');
    const audit = await t.app.db.selectFrom('admin_audit_log').selectAll().where('action', '=', 'apps.revoke').execute();
    expect(audit.some((row) => row.target === mine.username)).toBe(true);
  });
});
