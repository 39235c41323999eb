import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, contractOperations, type TestApp } from '../test-support/test-app.js';
import { rotateAdminKey } from '../admin/admin-key.js';
import { podcastFeed } from '../content/test-support/fixtures.js';
import { seedCatalogue } from '../test-support/seed.js';

let t: TestApp;
let key: string;
let feeds: http.Server;
let base: string;
let episodes = 2;

beforeAll(async () => {
  t = await buildTestApp();
  key = await rotateAdminKey(t.app.db);
  await seedCatalogue(t.app.db, t.dataDir);
  // A loopback host for streams and feeds: audio, a web page, and a feed that grows on demand.
  feeds = http.createServer((request, response) => {
    if (request.url === '/live') {
      response.writeHead(200, { 'content-type': 'application/octet-stream' }).end(Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x64]), Buffer.alloc(400)]));
      return;
    }
    if (request.url === '/page') {
      response.writeHead(200, { 'content-type': 'text/html' }).end('<html></html>');
      return;
    }
    if (request.url === '/feed.xml') {
      const items = Array.from({ length: episodes }, (_, i) => ({ guid: `g${i}`, title: `Episode ${i + 1}`, season: 1, episode: i + 1, duration: '60' }));
      response.writeHead(200, { 'content-type': 'application/rss+xml' }).end(podcastFeed({ title: 'Admin Show', enclosureBase: 'https://93.184.216.34/audio', items }));
      return;
    }
    if (request.url === '/bad.xml') {
      response.writeHead(200, { 'content-type': 'application/xml' }).end('<html>no feed</html>');
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => feeds.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(feeds.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => feeds?.close(resolve));
  await t?.close();
});

let ipCounter = 0;
const freshIp = () => `10.77.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (operationId: string, method: Method, url: string, payload?: object, headers: Record<string, string> = { 'x-admin-key': key }) =>
  t.call(operationId, { method, url: `/api/v1/admin${url}`, headers, ...(payload ? { payload } : {}), remoteAddress: freshIp() });

describe('admin access', () => {
  const adminOperations = contractOperations().filter((o) => o.admin);

  it('covers every operation under /api/v1/admin and nothing else', () => {
    expect(adminOperations.length).toBeGreaterThanOrEqual(16);
    expect(adminOperations.every((o) => o.path.startsWith('/api/v1/admin/') && !o.secured)).toBe(true);
    expect(contractOperations().filter((o) => o.path.startsWith('/api/v1/admin/')).every((o) => o.admin)).toBe(true);
  });

  it.each(adminOperations.map((o) => [o.operationId, o] as const))('%s: 401 without or with a wrong key, 403 with a listener token or from another site', async (operationId, operation) => {
    const url = operation.path.replace('{id}', '1');
    const request = (headers: Record<string, string>) => t.call(operationId, { method: operation.method as Method, url, headers, remoteAddress: freshIp(), ...(operation.method === 'GET' || operation.method === 'DELETE' ? {} : { payload: {} }) });
    const missing = await request({});
    expect([missing.statusCode, missing.json().message]).toEqual([401, 'Sign in with the admin key']);
    const wrong = await request({ 'x-admin-key': `${key}x` });
    expect([wrong.statusCode, wrong.json().message]).toEqual([401, 'Wrong admin key']);
    const { headers } = await t.activateDevice();
    const listener = await request(headers);
    expect(listener.statusCode).toBe(403);
    expect(listener.json().message).toMatch(/listener's session/);
    const forged = await request({ 'x-admin-key': key, origin: 'https://evil.example', host: 'localhost:8080' });
    expect([forged.statusCode, forged.json().code]).toEqual([403, 'csrf']);
    const marked = await request({ 'x-admin-key': key, 'sec-fetch-site': 'cross-site' });
    expect(marked.statusCode).toBe(403);
  });

  it('accepts the key from the same origin, and a rotated key replaces the old one', async () => {
    const same = await t.call('getAdminSession', { method: 'GET', url: '/api/v1/admin/session', headers: { 'x-admin-key': key, origin: 'http://localhost:8080', host: 'localhost:8080', 'sec-fetch-site': 'same-origin' } });
    expect(same.statusCode).toBe(200);
    expect(same.json()).toMatchObject({ signed_in: true });
    const old = key;
    key = await rotateAdminKey(t.app.db);
    expect((await call('getAdminSession', 'GET', '/session', undefined, { 'x-admin-key': old })).statusCode).toBe(401);
    expect((await call('getAdminSession', 'GET', '/session')).statusCode).toBe(200);
  });

  it('answers 429 after 20 wrong keys from one address, and counts them apart from listener activations', async () => {
    const ip = '10.99.0.1';
    const attempt = (adminKey: string) => t.call('getAdminSession', { method: 'GET', url: '/api/v1/admin/session', headers: { 'x-admin-key': adminKey }, remoteAddress: ip });
    for (let i = 0; i < 20; i++) expect((await attempt('wrong')).statusCode).toBe(401);
    const limited = await attempt('wrong');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // The right key passes the lock that wrong keys from its (shared) address set off.
    expect((await attempt(key)).statusCode).toBe(200);
    const activation = await t.call('activate', { method: 'POST', url: '/api/v1/auth/activate', payload: { code: 'ABCD-EFGH-JKLM', device_id: 'web-ratelimit' }, remoteAddress: ip });
    expect(activation.statusCode).toBe(404);
  });
});

describe('codes and devices', () => {
  it('issues codes with a note, searches, extends and revokes them, and records each action', async () => {
    const issued = await call('issueAdminCodes', 'POST', '/codes', { days: 10, devices: 2, count: 2, note: 'Porto studio' });
    expect(issued.statusCode).toBe(201);
    const codes = issued.json().codes as Array<{ id: string; code: string; note: string }>;
    expect(codes).toHaveLength(2);
    expect(codes[0]?.code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    const found = (await call('listAdminCodes', 'GET', '/codes?q=porto')).json().codes as Array<{ id: string; note: string; devices: unknown[] }>;
    expect(found.map((c) => c.id).sort()).toEqual(codes.map((c) => c.id).sort());
    const byHint = (await call('listAdminCodes', 'GET', `/codes?q=${codes[0]?.code.slice(0, 4)}`)).json().codes as Array<{ id: string }>;
    expect(byHint.map((c) => c.id)).toContain(codes[0]?.id);

    const extended = await call('extendAdminCode', 'POST', `/codes/${codes[0]?.id}/extend`, { expires: '2099-12-31' });
    expect(extended.json()).toMatchObject({ expires_at: '2099-12-31T23:59:59.999Z', status: 'active' });
    const revoked = await call('revokeAdminCode', 'POST', `/codes/${codes[0]?.id}/revoke`);
    expect(revoked.json()).toMatchObject({ status: 'revoked' });
    expect((await call('listAdminCodes', 'GET', '/codes?q=porto&status=revoked')).json().codes).toHaveLength(1);

    const audit = (await call('listAdminAudit', 'GET', '/audit?limit=10')).json().entries as Array<{ action: string; actor: string }>;
    expect(audit.slice(0, 3).map((e) => e.action)).toEqual(['codes.revoke', 'codes.extend', 'codes.issue']);
    expect(audit[0]?.actor).toMatch(/^console \(/);
  });

  it('refuses bad input with a clear message and changes nothing', async () => {
    const before = await t.app.db.selectFrom('activation_codes').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const bad = await Promise.all([
      call('issueAdminCodes', 'POST', '/codes', { days: 5, expires: '2099-01-01' }),
      call('issueAdminCodes', 'POST', '/codes', { expires: '2001-01-01' }),
      call('issueAdminCodes', 'POST', '/codes', { devices: 0 }),
      call('issueAdminCodes', 'POST', '/codes', { count: 'two' }),
    ]);
    expect(bad.map((r) => r.statusCode)).toEqual([400, 400, 400, 400]);
    expect(bad[0]?.json().message).toBe('Give either days or an expiry date, not both');
    expect(bad[1]?.json().message).toBe('The expiry date must be in the future');
    const after = await t.app.db.selectFrom('activation_codes').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    const [issued] = (await call('issueAdminCodes', 'POST', '/codes', { days: 30 })).json().codes as Array<{ id: string }>;
    await call('revokeAdminCode', 'POST', `/codes/${issued?.id}/revoke`);
    expect((await call('extendAdminCode', 'POST', `/codes/${issued?.id}/extend`, { days: 5 })).statusCode).toBe(409);
    const [active] = (await call('issueAdminCodes', 'POST', '/codes', { days: 30 })).json().codes as Array<{ id: string }>;
    const noDate = await call('extendAdminCode', 'POST', `/codes/${active?.id}/extend`, {});
    expect(noDate.statusCode).toBe(400);
    const both = await call('extendAdminCode', 'POST', `/codes/${active?.id}/extend`, { days: 5, expires: '2099-01-01' });
    expect([both.statusCode, both.json().message]).toEqual([400, 'Give either days or an expiry date']);
    expect((await call('revokeAdminCode', 'POST', '/codes/999999/revoke')).statusCode).toBe(404);
    expect((await call('revokeAdminDevice', 'DELETE', '/devices/999999')).statusCode).toBe(404);
  });

  it('lists a device, and revoking it answers its next call with 401', async () => {
    const { deviceId, deviceRowId, headers } = await t.activateDevice();
    const heartbeat = await t.call('sendHeartbeat', { method: 'POST', url: `/api/v1/devices/${deviceId}/heartbeat`, headers, payload: { activityType: 'song', contentId: '1', title: 'Admin Song', artist: 'Admin Artist' } });
    expect(heartbeat.statusCode).toBe(200);
    const devices = (await call('listAdminDevices', 'GET', '/devices')).json().devices as Array<{ id: string; device_id: string; platform: string; now_playing: { title: string; artist: string } | null }>;
    const mine = devices.find((d) => d.device_id === deviceId);
    // What it plays shows while it is present on Connect (admin-presence.test.ts); this one opened no channel.
    expect(mine).toMatchObject({ id: String(deviceRowId), name: expect.any(String), platform: 'web', now_playing: null });
    const codes = (await call('listAdminCodes', 'GET', '/codes')).json().codes as Array<{ devices: Array<{ device_id: string }> }>;
    expect(codes.some((c) => c.devices.some((d) => d.device_id === deviceId))).toBe(true);
    const activity = (await call('getAdminActivity', 'GET', '/activity?days=7')).json();
    expect(activity.active_devices).toBeGreaterThanOrEqual(1);

    expect((await call('revokeAdminDevice', 'DELETE', `/devices/${deviceRowId}`)).statusCode).toBe(204);
    expect((await t.call('getHome', { method: 'GET', url: '/api/v1/browse/home', headers })).statusCode).toBe(401);
  });

  it('counts plays per day and the most played tracks and artists', async () => {
    const { headers } = await t.activateDevice();
    const track = await t.app.db.selectFrom('tracks').select(['id', 'title']).orderBy('id').executeTakeFirstOrThrow();
    expect((await t.call('recordTrackPlay', { method: 'POST', url: '/api/v1/trending/track-play', headers, payload: { track_id: String(track.id) } })).statusCode).toBe(200);
    const activity = (await call('getAdminActivity', 'GET', '/activity?days=3')).json();
    expect(activity.plays_per_day).toHaveLength(3);
    expect(activity.plays_per_day.at(-1).plays).toBeGreaterThanOrEqual(1);
    expect(activity.top_tracks[0]).toMatchObject({ id: String(track.id), title: track.title, plays: 1 });
    expect(activity.top_artists.length).toBeGreaterThanOrEqual(1);
    expect((await call('getAdminActivity', 'GET', '/activity?days=0')).statusCode).toBe(400);
  });
});

describe('radio stations', () => {
  it('adds a station only when its stream passes the SSRF guard and answers audio; edits and removes it', async () => {
    const count = async () => Number((await t.app.db.selectFrom('radio_stations').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const before = await count();
    const guarded = await call('addAdminStation', 'POST', '/radio', { name: 'Loop FM', stream_url: `${base}/live` });
    expect(guarded.statusCode).toBe(400);
    expect(guarded.json().message).toMatch(/^The stream cannot be used: Refused .*loopback\)\. Tick "on my own network" to allow an address on your own network\.$/);
    const metadata = await call('addAdminStation', 'POST', '/radio', { name: 'Meta FM', stream_url: 'http://169.254.169.254/latest' });
    expect(metadata.statusCode).toBe(400);
    const page = await call('addAdminStation', 'POST', '/radio', { name: 'Page FM', stream_url: `${base}/page`, allow_private: true });
    expect(page.json().message).toBe('The stream cannot be used: The stream URL does not answer audio (it sent text/html)');
    const gone = await call('addAdminStation', 'POST', '/radio', { name: 'Gone FM', stream_url: `${base}/missing`, allow_private: true });
    expect(gone.json().message).toBe('The stream cannot be used: The stream answered HTTP 404');
    expect((await call('addAdminStation', 'POST', '/radio', { name: 'X', stream_url: 'ftp://example.com/x' })).statusCode).toBe(400);
    expect(await count()).toBe(before);

    const added = await call('addAdminStation', 'POST', '/radio', { name: 'Loop FM', stream_url: `${base}/live`, allow_private: true, genres: ['Jazz'], country: 'Portugal' });
    expect(added.statusCode).toBe(201);
    const station = added.json() as { id: string };
    expect(added.json()).toMatchObject({ name: 'Loop FM', genres: ['Jazz'], country: 'Portugal' });
    expect((await call('addAdminStation', 'POST', '/radio', { name: 'Again', stream_url: `${base}/live`, allow_private: true })).statusCode).toBe(409);
    const edited = await call('editAdminStation', 'PATCH', `/radio/${station.id}`, { name: 'Loop Radio', description: 'From the loopback' });
    expect(edited.json()).toMatchObject({ name: 'Loop Radio', description: 'From the loopback', stream_url: `${base}/live` });
    const badEdit = await call('editAdminStation', 'PATCH', `/radio/${station.id}`, { stream_url: `${base}/page`, allow_private: true });
    expect(badEdit.statusCode).toBe(400);
    // A changed stream goes through the SSRF guard like a new one: loopback without allow_private is refused.
    const unguarded = await call('editAdminStation', 'PATCH', `/radio/${station.id}`, { stream_url: `${base}/live?moved` });
    expect([unguarded.statusCode, unguarded.json().message]).toEqual([400, expect.stringMatching(/^The stream cannot be used: .*(loopback|private)/)]);
    const listed = (await call('listAdminStations', 'GET', '/radio')).json().stations as Array<{ id: string; stream_url: string }>;
    expect(listed.find((s) => s.id === station.id)?.stream_url).toBe(`${base}/live`);
    expect((await call('removeAdminStation', 'DELETE', `/radio/${station.id}`)).statusCode).toBe(204);
    expect((await call('removeAdminStation', 'DELETE', `/radio/${station.id}`)).statusCode).toBe(404);
    expect(await count()).toBe(before);
  });
});

describe('podcasts', () => {
  it('subscribes by feed URL, refreshes on demand with the new episodes, refuses what is not a feed', async () => {
    const refused = await call('subscribeAdminPodcast', 'POST', '/podcasts', { feed_url: `${base}/feed.xml` });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/loopback\)\. Tick "on my own network" to allow an address on your own network\.$/);
    const invalid = await call('subscribeAdminPodcast', 'POST', '/podcasts', { feed_url: `${base}/bad.xml`, allow_private: true });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toMatch(/^The feed cannot be used: /);
    expect((await call('subscribeAdminPodcast', 'POST', '/podcasts', { feed_url: 'file:///etc/passwd' })).statusCode).toBe(400);

    const subscribed = await call('subscribeAdminPodcast', 'POST', '/podcasts', { feed_url: `${base}/feed.xml`, allow_private: true });
    expect(subscribed.statusCode).toBe(201);
    expect(subscribed.json()).toMatchObject({ title: 'Admin Show', created: true, added: 2 });
    const id = subscribed.json().podcast_id as string;
    episodes = 3;
    const refreshed = await call('refreshAdminPodcast', 'POST', `/podcasts/${id}/refresh`, { allow_private: true });
    expect(refreshed.json()).toMatchObject({ created: false, added: 1, updated: 0 });
    const listed = (await call('listAdminPodcasts', 'GET', '/podcasts')).json().podcasts as Array<{ id: string; episodes: number }>;
    expect(listed.find((p) => p.id === id)?.episodes).toBe(3);
    const seeded = listed.find((p) => p.id !== id) as { id: string };
    expect((await call('refreshAdminPodcast', 'POST', `/podcasts/${seeded.id}/refresh`)).statusCode).toBe(409);
    expect((await call('refreshAdminPodcast', 'POST', '/podcasts/999999/refresh')).statusCode).toBe(404);
  });
});
