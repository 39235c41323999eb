import crypto from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rotateAdminKey } from '../admin/admin-key.js';
import { issueCodes } from '../auth/code-service.js';
import { MAX_FAILURES_PER_DEVICE } from '../auth/rate-limit.js';
import { appLogin, type AppLogin } from '../test-support/subsonic-client.js';
import { buildTestApp, type TestApp } from '../test-support/test-app.js';
import { errorCode, rest } from './rest-call.js';

let t: TestApp;
let login: AppLogin;
beforeAll(async () => {
  t = await buildTestApp();
  login = await appLogin(t.app, (await issueCodes(t.app.db, {}))[0]?.id as number);
});
beforeEach(async () => {
  await t.app.db.deleteFrom('activation_failures').execute();
});
afterAll(async () => {
  await t.close();
});

const wrongToken = () => {
  const salt = crypto.randomBytes(8).toString('hex');
  return { t: crypto.createHash('md5').update(`guess-${salt}`).digest('hex'), s: salt };
};

describe('the Subsonic login limit', () => {
  it('checks at most the limit of 30 parallel wrong tokens for one user; the rest answer 429', async () => {
    const answers = await Promise.all(Array.from({ length: 30 }, () => rest(t.app, 'ping', { u: login.username, ...wrongToken() }, '10.20.0.1')));
    const checked = answers.filter((a) => errorCode(a) === 40).length;
    const limited = answers.filter((a) => a.status === 429 && errorCode(a) === 0).length;
    expect(checked).toBeLessThanOrEqual(MAX_FAILURES_PER_DEVICE);
    expect(checked + limited).toBe(30);
    const recorded = await t.app.db.selectFrom('activation_failures').select('id').where('ip', '=', '10.20.0.1').execute();
    expect(recorded.length).toBeLessThanOrEqual(MAX_FAILURES_PER_DEVICE);
  });

  it('locks (name, address): another address with the right password still gets in, the guessing one does not', async () => {
    for (let i = 0; i < MAX_FAILURES_PER_DEVICE; i++) expect(errorCode(await rest(t.app, 'ping', { u: login.username, p: `guess-${i}` }, '10.20.1.1'))).toBe(40);
    const locked = await rest(t.app, 'ping', { u: login.username, p: login.password }, '10.20.1.1');
    expect([locked.status, errorCode(locked)]).toEqual([429, 0]);
    expect(errorCode(await rest(t.app, 'ping', { u: login.username, p: login.password }, '10.20.1.2'))).toBe('ok');
    expect(errorCode(await rest(t.app, 'ping', { apiKey: login.password }, '10.20.1.3'))).toBe('ok');
    // Also for an API key guessed from many addresses: each address has its own count.
    for (let i = 0; i < MAX_FAILURES_PER_DEVICE; i++) expect(errorCode(await rest(t.app, 'ping', { u: login.username, p: `again-${i}` }, `10.20.2.${i}`))).toBe(40);
    expect(errorCode(await rest(t.app, 'ping', { u: login.username, p: login.password }, '10.20.2.200'))).toBe('ok');
  });
});

describe('the admin key limit', () => {
  it('lets the right key through a lock that wrong keys from its address set off; wrong keys stay refused', async () => {
    const key = await rotateAdminKey(t.app.db);
    const call = (adminKey: string) => t.app.inject({ url: '/api/v1/admin/session', headers: { 'x-admin-key': adminKey }, remoteAddress: '10.20.3.1' });
    let refused = 0;
    for (let i = 0; i < 25; i++) if ((await call(`tgr_admin_wrong_${i}`)).statusCode === 429) refused++;
    expect(refused).toBeGreaterThan(0);
    expect((await call(`tgr_admin_wrong_x`)).statusCode).toBe(429);
    const right = await call(key);
    expect(right.statusCode, right.body).toBe(200);
  });
});
