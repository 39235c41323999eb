import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { revokeAppPassword } from '../auth/app-passwords.js';
import { issueCodes, listDevices, revokeCode } from '../auth/code-service.js';
import { ConfigError, parseSubsonicLogins } from '../config.js';
import { runAdmin } from '../test-support/admin-process.js';
import { buildTestApp, type TestApp } from '../test-support/test-app.js';
import { seedCatalogue, type SeededCatalogue } from '../test-support/seed.js';
import { appLogin, subsonicClient, type AppLogin } from '../test-support/subsonic-client.js';

let t: TestApp;
let seed: SeededCatalogue;
type Answer = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

beforeAll(async () => {
  t = await buildTestApp();
  seed = await seedCatalogue(t.app.db, t.dataDir);
});
afterAll(async () => {
  await t.close();
});

async function newCode(options: { devices?: number; days?: number } = {}) {
  const [issued] = await issueCodes(t.app.db, options);
  if (!issued) throw new Error('no code');
  return issued;
}

/** A raw call with the parameters given (no client), answered as JSON; `ip` keeps rate limits apart. */
async function rest(method: string, query: Record<string, string>, ip = '10.0.0.1') {
  const response = await t.app.inject({ url: `/rest/${method}?${new URLSearchParams({ v: '1.16.1', c: 'test', f: 'json', ...query })}`, remoteAddress: ip });
  return { status: response.statusCode, body: response.json<Answer>()['subsonic-response'] as Answer, headers: response.headers };
}

const errorCode = (answer: { body: Answer }) => (answer.body['status'] === 'failed' ? answer.body['error'].code : 'ok');

describe('Subsonic logins', () => {
  let login: AppLogin;
  beforeAll(async () => {
    login = await appLogin(t.app, (await newCode()).id);
  });

  it('accepts u+p in clear and as enc: hex, u+t+s, and apiKey, by GET and by form POST', async () => {
    expect(errorCode(await rest('ping', { u: login.username, p: login.password }))).toBe('ok');
    expect(errorCode(await rest('ping.view', { u: login.username, p: `enc:${Buffer.from(login.password).toString('hex')}` }))).toBe('ok');
    const salt = crypto.randomBytes(8).toString('hex');
    expect(errorCode(await rest('ping', { u: login.username, t: crypto.createHash('md5').update(login.password + salt).digest('hex'), s: salt }))).toBe('ok');
    expect(errorCode(await rest('ping', { apiKey: login.password }))).toBe('ok');
    // The third-party client: token auth by GET and POST (formPost), and the API key.
    expect((await subsonicClient(t.app, login).ping()).status).toBe('ok');
    expect((await subsonicClient(t.app, login, { post: true }).getAlbum({ id: `al-${seed.albumId}` })).album.name).toBe('Midnight Drive');
    expect((await subsonicClient(t.app, { apiKey: login.password }).ping()).status).toBe('ok');
  });

  it('refuses with the contract’s codes, HTTP 200', async () => {
    const wrong = await rest('ping', { u: login.username, p: 'not-it' }, '10.0.1.1');
    expect([wrong.status, errorCode(wrong)]).toEqual([200, 40]);
    expect(wrong.body['error'].message).toBe('Wrong username or password');
    expect(errorCode(await rest('ping', { u: 'nobody', p: 'x' }, '10.0.1.2'))).toBe(40);
    expect(errorCode(await rest('ping', { apiKey: 'not-a-key' }, '10.0.1.3'))).toBe(44);
    expect(errorCode(await rest('ping', { apiKey: login.password, u: login.username }, '10.0.1.4'))).toBe(43);
    expect(errorCode(await rest('ping', {}, '10.0.1.5'))).toBe(10);
    expect(errorCode(await rest('ping', { u: login.username }, '10.0.1.6'))).toBe(10);
    expect(errorCode(await rest('getAlbum', { apiKey: login.password }))).toBe(10);
    expect(errorCode(await rest('ping', { apiKey: login.password, v: '2.0.0' }))).toBe(30);
    expect(errorCode(await rest('ping', { apiKey: login.password, v: '1.17.0' }))).toBe(30);
    expect(errorCode(await rest('ping', { apiKey: login.password, v: '0.9.0' }))).toBe(20);
    expect(errorCode(await rest('getSong', { apiKey: login.password, id: 'tr-999999' }))).toBe(70);
    expect(errorCode(await rest('getSong', { apiKey: login.password, id: 'nonsense' }))).toBe(70);
    expect(errorCode(await rest('getAlbumList2', { apiKey: login.password, type: 'byYear', fromYear: '1990' }))).toBe(10);
    expect(errorCode(await rest('getAlbumList2', { apiKey: login.password, type: 'newest', size: 'many' }))).toBe(10);
    const unknown = await rest('noSuchMethod', { apiKey: login.password });
    expect([unknown.status, errorCode(unknown)]).toEqual([404, 70]);
  });

  it('rate-limits failed logins like activation attempts', async () => {
    await t.app.db.deleteFrom('activation_failures').execute();
    for (let i = 0; i < 5; i++) expect(errorCode(await rest('ping', { u: login.username, p: `guess-${i}` }, '10.0.2.1'))).toBe(40);
    const limited = await rest('ping', { u: login.username, p: login.password }, '10.0.2.1');
    expect([limited.status, errorCode(limited), Number(limited.headers['retry-after']) > 0]).toEqual([429, 0, true]);
    await t.app.db.deleteFrom('activation_failures').execute();
  });

  it('ends with the code: expired, revoked code, revoked app password', async () => {
    const code = await newCode();
    const expiring = await appLogin(t.app, code.id);
    await t.app.db.updateTable('activation_codes').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('id', '=', code.id).execute();
    const expired = await rest('ping', { u: expiring.username, p: expiring.password }, '10.0.3.1');
    expect([errorCode(expired), expired.body['error'].message]).toEqual([40, 'This activation code has expired']);

    const revokedCode = await newCode();
    const onRevoked = await appLogin(t.app, revokedCode.id);
    expect(await revokeCode(t.app.db, revokedCode.code)).toBe(true);
    expect(errorCode(await rest('ping', { apiKey: onRevoked.password }, '10.0.3.2'))).toBe(40);

    const revokedApp = await appLogin(t.app, (await newCode()).id);
    expect(errorCode(await rest('ping', { apiKey: revokedApp.password }, '10.0.3.3'))).toBe('ok');
    await t.app.db.deleteFrom('activation_failures').execute();
    expect(await revokeAppPassword(t.app.db, revokedApp.username)).toBe(true);
    expect(errorCode(await rest('ping', { u: revokedApp.username, p: revokedApp.password }, '10.0.3.4'))).toBe(40);
  });

  it('keeps a working login in memory and refuses it on the very next call once revoked (app password, code, expiry)', async () => {
    const salted = (password: string) => {
      const salt = crypto.randomBytes(8).toString('hex');
      return { t: crypto.createHash('md5').update(password + salt).digest('hex'), s: salt };
    };
    // The login look-ups are the statements that read app_passwords: a kept login runs none.
    const lookups = vi.spyOn(t.app.db, 'executeQuery');
    const lookupCount = () => lookups.mock.calls.filter(([query]) => 'sql' in query && query.sql.includes('app_passwords')).length;
    const kept = async (query: Record<string, string>, ip: string) => {
      expect(errorCode(await rest('ping', query, ip))).toBe('ok');
      const before = lookupCount();
      expect(errorCode(await rest('ping', query, ip))).toBe('ok');
      expect(lookupCount() - before).toBe(0);
    };
    // On PostgreSQL a login is kept only while the device bus listens (it carries revocations); a
    // loaded machine may not have it connected yet.
    await t.app.connectBus.ready;
    try {
      const app = await appLogin(t.app, (await newCode()).id);
      await kept({ apiKey: app.password }, '10.0.7.1');
      await kept({ u: app.username, ...salted(app.password) }, '10.0.7.1');
      expect(await revokeAppPassword(t.app.db, app.username)).toBe(true);
      expect(errorCode(await rest('ping', { apiKey: app.password }, '10.0.7.1'))).toBe(44);
      expect(errorCode(await rest('ping', { u: app.username, ...salted(app.password) }, '10.0.7.1'))).toBe(40);

      const code = await newCode();
      const onCode = await appLogin(t.app, code.id);
      await kept({ apiKey: onCode.password }, '10.0.7.2');
      expect(await revokeCode(t.app.db, code.code)).toBe(true);
      const revoked = await rest('ping', { apiKey: onCode.password }, '10.0.7.2');
      expect([errorCode(revoked), revoked.body['error'].message]).toEqual([40, 'This activation code has been revoked']);

      const expiring = await newCode();
      const onExpiring = await appLogin(t.app, expiring.id);
      await kept({ u: onExpiring.username, p: onExpiring.password }, '10.0.7.3');
      await t.app.db.updateTable('activation_codes').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('id', '=', expiring.id).execute();
      const expired = await rest('ping', { u: onExpiring.username, p: onExpiring.password }, '10.0.7.3');
      expect([errorCode(expired), expired.body['error'].message]).toEqual([40, 'This activation code has expired']);
    } finally {
      lookups.mockRestore();
      await t.app.db.deleteFrom('activation_failures').execute();
    }
  });

  it('refuses a kept login once another process (the admin CLI) revoked it', async () => {
    const app = await appLogin(t.app, (await newCode()).id);
    expect(errorCode(await rest('ping', { apiKey: app.password }, '10.0.8.1'))).toBe('ok');
    expect(errorCode(await rest('ping', { apiKey: app.password }, '10.0.8.1'))).toBe('ok');
    const run = await runAdmin({ dataDir: t.dataDir, databaseUrl: t.config.databaseUrl }, ['apps', 'revoke', app.username]);
    expect(run.code, run.stderr).toBe(0);
    const next = async () => errorCode(await rest('ping', { apiKey: app.password }, '10.0.8.1'));
    // SQLite: the call itself notices the other process's write (data_version); PostgreSQL: the
    // revocation's NOTIFY reaches this process's listener, asynchronously, right after the commit.
    if (t.app.dialect === 'sqlite') expect(await next()).toBe(44);
    else await expect.poll(next, { timeout: 2000, interval: 20 }).toBe(44);
    await t.app.db.deleteFrom('activation_failures').execute();
  });

  it('counts app passwords as devices of the code and lists them with the devices', async () => {
    const code = await newCode({ devices: 2 });
    const first = await appLogin(t.app, code.id, 'Car');
    await t.activateDevice({ code: code.code });
    await expect(appLogin(t.app, code.id, 'Tablet')).rejects.toThrow('maximum number of devices (2)');
    const devices = await listDevices(t.app.db);
    expect(devices.find((d) => d.deviceId === `app-${first.username}`)).toMatchObject({ deviceInfo: 'Car', platform: 'subsonic' });
  });

  it('keeps another code’s playlists out of reach, and the password out of the database in clear', async () => {
    const mine = await appLogin(t.app, (await newCode()).id);
    const theirs = await appLogin(t.app, (await newCode()).id);
    const created = await subsonicClient(t.app, theirs).createPlaylist({ name: 'Private' });
    const id = created.playlist.id;
    for (const method of ['getPlaylist', 'deletePlaylist']) expect(errorCode(await rest(method, { apiKey: mine.password, id }))).toBe(70);
    expect(errorCode(await rest('updatePlaylist', { apiKey: mine.password, playlistId: id, name: 'Mine now' }))).toBe(70);
    const lists = await subsonicClient(t.app, mine).getPlaylists();
    expect(lists.playlists.playlist?.map((p) => p.name)).not.toContain('Private');
    const stored = await t.app.db.selectFrom('app_passwords').select(['password_enc', 'key_hash']).where('username', '=', mine.username).executeTakeFirstOrThrow();
    expect(JSON.stringify(stored)).not.toContain(mine.password);
  });

  it('answers 41 to a token login it cannot check (the signing secret changed): the password and API key still log in', async () => {
    const login = await appLogin(t.app, (await newCode()).id);
    // What a new signing secret leaves: the stored password was encrypted with another key; its hash still matches.
    const { encryptPassword } = await import('../auth/app-passwords.js');
    await t.app.db.updateTable('app_passwords').set({ password_enc: encryptPassword(crypto.randomBytes(32), login.password) }).where('username', '=', login.username).execute();
    const salt = crypto.randomBytes(8).toString('hex');
    const token = await rest('ping', { u: login.username, t: crypto.createHash('md5').update(login.password + salt).digest('hex'), s: salt }, '10.0.5.1');
    expect([token.status, errorCode(token)]).toEqual([200, 41]);
    expect(token.body['error'].message).toMatch(/^Token authentication not supported/);
    expect(errorCode(await rest('ping', { u: login.username, p: login.password }, '10.0.5.1'))).toBe('ok');
    expect(errorCode(await rest('ping', { u: login.username, p: 'wrong' }, '10.0.5.2'))).toBe(40);
    expect(errorCode(await rest('ping', { apiKey: login.password }, '10.0.5.1'))).toBe('ok');
  });

  it('answers XML by default and JSONP with a callback', async () => {
    const xml = await t.app.inject({ url: `/rest/ping.view?v=1.16.1&c=test&apiKey=${encodeURIComponent((await appLogin(t.app, (await newCode()).id)).password)}` });
    expect(xml.headers['content-type']).toBe('text/xml; charset=utf-8');
    expect(xml.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?><subsonic-response xmlns="http:\/\/subsonic.org\/restapi" status="ok" version="1.16.1"/);
    const jsonp = await t.app.inject({ url: '/rest/ping?v=1.16.1&c=test&f=jsonp&callback=onAnswer&u=x&p=y', remoteAddress: '10.0.4.1' });
    expect(jsonp.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(jsonp.body).toMatch(/^onAnswer\(\{"subsonic-response":\{"status":"failed".*"code":40/);
  });
});

describe('Subsonic logins the operator turned off (TANGERINE_SUBSONIC_LOGINS)', () => {
  it('reads the setting, refusing unknown words', () => {
    expect(parseSubsonicLogins(undefined)).toEqual({ password: true, token: true, apiKey: true });
    expect(parseSubsonicLogins(' apikey , Password ')).toEqual({ password: true, token: false, apiKey: true });
    expect(() => parseSubsonicLogins('apikey,ldap')).toThrow('TANGERINE_SUBSONIC_LOGINS is a comma-separated list of password, token and apikey (got "apikey,ldap")');
    expect(() => parseSubsonicLogins(',')).toThrow(ConfigError);
  });

  it('answers 41 for token logins and 42 for password or API-key logins, and offers apiKeyAuthentication only when served', async () => {
    const salted = (password: string) => {
      const s = crypto.randomBytes(8).toString('hex');
      return { t: crypto.createHash('md5').update(password + s).digest('hex'), s };
    };
    const keysOnly = await buildTestApp({ subsonicLogins: { password: false, token: false, apiKey: true } });
    const noKeys = await buildTestApp({ subsonicLogins: { password: true, token: true, apiKey: false } });
    try {
      const call = async (instance: TestApp, query: Record<string, string>, method = 'ping') => {
        const response = await instance.app.inject({ url: `/rest/${method}?${new URLSearchParams({ v: '1.16.1', c: 'test', f: 'json', ...query })}`, remoteAddress: '10.0.6.1' });
        const body = response.json<Answer>()['subsonic-response'] as Answer;
        return { status: response.statusCode, code: body['status'] === 'failed' ? body['error'].code : 'ok', body };
      };
      const a = await appLogin(keysOnly.app, (await issueCodes(keysOnly.app.db, {}))[0]?.id as number);
      expect(await call(keysOnly, { u: a.username, ...salted(a.password) })).toMatchObject({ status: 200, code: 41 });
      const plain = await call(keysOnly, { u: a.username, p: a.password });
      expect([plain.status, plain.code, plain.body['error'].message]).toEqual([200, 42, 'Provided authentication mechanism not supported (password logins are turned off on this server)']);
      expect((await call(keysOnly, { apiKey: a.password })).code).toBe('ok');
      expect((await call(keysOnly, { u: a.username, apiKey: a.password })).code).toBe(43);
      const offered = (await call(keysOnly, { apiKey: a.password }, 'getOpenSubsonicExtensions')).body['openSubsonicExtensions'].map((e: Answer) => e.name);
      expect(offered).toContain('apiKeyAuthentication');

      const b = await appLogin(noKeys.app, (await issueCodes(noKeys.app.db, {}))[0]?.id as number);
      expect(await call(noKeys, { apiKey: b.password })).toMatchObject({ status: 200, code: 42 });
      expect((await call(noKeys, { u: b.username, p: b.password })).code).toBe('ok');
      expect((await call(noKeys, { u: b.username, ...salted(b.password) })).code).toBe('ok');
      const withoutKeys = (await call(noKeys, { u: b.username, p: b.password }, 'getOpenSubsonicExtensions')).body['openSubsonicExtensions'].map((e: Answer) => e.name);
      expect(withoutKeys).not.toContain('apiKeyAuthentication');
      expect(withoutKeys).toContain('formPost');
    } finally {
      await keysOnly.close();
      await noKeys.close();
    }
  });
});
