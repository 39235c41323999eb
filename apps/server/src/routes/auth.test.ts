import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test-support/test-app.js';
import { issueCodes, listCodes, revokeCode } from '../auth/code-service.js';
import { CODE_ALPHABET, CODE_BITS, generateCode, normaliseCode } from '../auth/codes.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

let ipCounter = 0;
const freshIp = () => `10.9.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
const activate = (payload: Record<string, unknown>, ip = freshIp()) => t.call('activate', { method: 'POST', url: '/api/v1/auth/activate', payload, remoteAddress: ip });

describe('activation codes', () => {
  it('generates 12 readable characters in three blocks with at least 50 bits', () => {
    expect(CODE_BITS).toBeGreaterThanOrEqual(50);
    const codes = new Set(Array.from({ length: 200 }, generateCode));
    expect(codes.size).toBe(200);
    for (const code of codes) {
      expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
      expect([...normaliseCode(code)].every((c) => CODE_ALPHABET.includes(c))).toBe(true);
      expect(code).not.toMatch(/[01IO]/);
    }
  });

  it('stores codes hashed and lists them without the full code', async () => {
    const [issued] = await issueCodes(t.app.db, { days: 10, devices: 2 });
    const row = await t.app.db.selectFrom('activation_codes').selectAll().where('id', '=', issued?.id as number).executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(normaliseCode(issued?.code as string));
    const listed = (await listCodes(t.app.db)).find((c) => c.id === issued?.id);
    expect(listed).toMatchObject({ plan: 'Premium', deviceLimit: 2, devices: 0, status: 'active' });
    expect(listed?.hint).toMatch(/^[A-Z2-9]{4}-\*{4}-\*{4}$/);
  });
});

describe('POST /api/v1/auth/activate', () => {
  it('normalises the code, binds the device and answers tokens of at least 128 bits', async () => {
    const [issued] = await issueCodes(t.app.db, { days: 30 });
    const messy = ` ${issued?.code.toLowerCase().replaceAll('-', ' ')} `;
    const response = await activate({ code: messy, device_id: 'web-1-abc', app_platform: 'web', app_version: '1.0.0' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ activated: true, plan: 'Premium', expiry_date: issued?.expiresAt });
    expect(Buffer.from(body.access_token, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
    const device = await t.app.db.selectFrom('devices').selectAll().where('device_id', '=', 'web-1-abc').executeTakeFirstOrThrow();
    expect(device.token_hash).not.toBe(body.access_token);
    const home = await t.call('getHome', { method: 'GET', url: '/api/v1/browse/home', headers: { authorization: `Bearer ${body.access_token}`, 'x-device-id': 'web-1-abc' } });
    expect(home.statusCode).toBe(200);
  });

  it('re-activating a bound device succeeds and replaces its token', async () => {
    const { code, deviceId, headers } = await t.activateDevice();
    const again = await activate({ code, device_id: deviceId });
    expect(again.statusCode).toBe(200);
    expect((await t.call('getHome', { method: 'GET', url: '/api/v1/browse/home', headers })).statusCode).toBe(401);
    const fresh = { authorization: `Bearer ${again.json().access_token}`, 'x-device-id': deviceId };
    expect((await t.call('getHome', { method: 'GET', url: '/api/v1/browse/home', headers: fresh })).statusCode).toBe(200);
  });

  it('answers 404, 410, 403 and 409 with their messages', async () => {
    expect((await activate({ code: 'ABCD-EFGH-JKLM', device_id: 'web-x' })).json()).toMatchObject({ message: 'Invalid activation code' });
    const [expired] = await issueCodes(t.app.db, { days: 1, now: new Date(Date.now() - 3 * 86_400_000) });
    const expiredResponse = await activate({ code: expired?.code, device_id: 'web-x' });
    expect([expiredResponse.statusCode, expiredResponse.json().message]).toEqual([410, 'This activation code has expired']);
    const [revoked] = await issueCodes(t.app.db, {});
    expect(await revokeCode(t.app.db, revoked?.code as string)).toBe(true);
    const revokedResponse = await activate({ code: revoked?.code, device_id: 'web-x' });
    expect([revokedResponse.statusCode, revokedResponse.json().message]).toEqual([403, 'This activation code has been revoked']);
    const [limited] = await issueCodes(t.app.db, { devices: 1 });
    expect((await activate({ code: limited?.code, device_id: 'web-a' })).statusCode).toBe(200);
    const full = await activate({ code: limited?.code, device_id: 'web-b' });
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toMatch(/maximum number of devices/);
  });

  it('limits failed attempts to 5 per device id in 15 minutes, then 429 with Retry-After', async () => {
    for (let i = 0; i < 5; i++) expect((await activate({ code: 'ZZZZ-ZZZZ-ZZZZ', device_id: 'web-guesser' })).statusCode).toBe(404);
    const [good] = await issueCodes(t.app.db, {});
    const blocked = await activate({ code: good?.code, device_id: 'web-guesser' });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(800);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(900);
    expect((await activate({ code: good?.code, device_id: 'web-honest' })).statusCode).toBe(200);
  });

  it('limits failed attempts to 20 per IP address', async () => {
    const ip = '192.0.2.77';
    for (let i = 0; i < 20; i++) expect((await activate({ code: 'ZZZZ-ZZZZ-ZZZ2', device_id: `web-ip-${i}` }, ip)).statusCode).toBe(404);
    const blocked = await activate({ code: 'ZZZZ-ZZZZ-ZZZ2', device_id: 'web-ip-new' }, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
  });
});

describe('POST /api/v1/auth/check', () => {
  it('answers whether a code is valid and until when', async () => {
    const [issued] = await issueCodes(t.app.db, {});
    const valid = await t.call('checkActivation', { method: 'POST', url: '/api/v1/auth/check', payload: { code: issued?.code }, remoteAddress: freshIp() });
    expect(valid.json()).toEqual({ valid: true, expiry_date: issued?.expiresAt, plan: 'Premium' });
    const unknown = await t.call('checkActivation', { method: 'POST', url: '/api/v1/auth/check', payload: { code: 'ABCD-EFGH-JKL2' }, remoteAddress: freshIp() });
    expect(unknown.json()).toEqual({ valid: false, expiry_date: null, plan: null });
  });
});

describe('tokens and devices', () => {
  it('answers 401 for a missing, unknown or mismatched token, and after revocation or expiry', async () => {
    const { code, deviceId, headers } = await t.activateDevice();
    const home = (h: Record<string, string>) => t.call('getHome', { method: 'GET', url: '/api/v1/browse/home', headers: h });
    expect((await home({})).statusCode).toBe(401);
    expect((await home({ ...headers, authorization: 'Bearer nope' })).statusCode).toBe(401);
    expect((await home({ ...headers, 'x-device-id': `${deviceId}-other` })).statusCode).toBe(401);
    expect((await home({ authorization: headers.authorization as string })).statusCode).toBe(401);
    expect((await home(headers)).statusCode).toBe(200);
    await revokeCode(t.app.db, code);
    const revoked = await home(headers);
    expect([revoked.statusCode, revoked.json().message]).toEqual([401, 'This activation code has been revoked']);
  });

  it('answers 401 once the code has expired', async () => {
    const { code, headers } = await t.activateDevice();
    const hash = (await t.app.db.selectFrom('devices').select('code_id').where('device_id', '=', headers['x-device-id'] as string).executeTakeFirstOrThrow()).code_id;
    await t.app.db.updateTable('activation_codes').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('id', '=', hash).execute();
    expect(code).toBeTruthy();
    expect((await t.call('getHome', { method: 'GET', url: '/api/v1/browse/home', headers })).statusCode).toBe(401);
  });

  it('rotates tokens with a single-use refresh token', async () => {
    const [issued] = await issueCodes(t.app.db, {});
    const activation = (await activate({ code: issued?.code, device_id: 'web-refresh' })).json();
    const refreshed = await t.call('refreshTokens', { method: 'POST', url: '/api/v1/auth/refresh', payload: { refresh_token: activation.refresh_token, device_id: 'web-refresh' } });
    expect(refreshed.statusCode).toBe(200);
    const reused = await t.call('refreshTokens', { method: 'POST', url: '/api/v1/auth/refresh', payload: { refresh_token: activation.refresh_token, device_id: 'web-refresh' } });
    expect(reused.statusCode).toBe(401);
    const headers = { authorization: `Bearer ${refreshed.json().access_token}`, 'x-device-id': 'web-refresh' };
    expect((await t.call('getHome', { method: 'GET', url: '/api/v1/browse/home', headers })).statusCode).toBe(200);
  });
});
