import Fastify, { type FastifyInstance, type InjectOptions } from 'fastify';
import fp from 'fastify-plugin';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import app, { serverOptions } from '../app.js';
import { parseScrobbling } from '../config.js';
import { buildTestApp, type TestApp } from '../test-support/test-app.js';
import { activateListener } from '../test-support/listener.js';
import { seedCatalogue, type SeededCatalogue } from '../test-support/seed.js';
import { startFakeLastFm, startFakeListenBrainz } from '../test-support/scrobble-fakes.js';
import { appLogin } from '../test-support/subsonic-client.js';
import { lastFmSignature } from './services.js';

const KEY = 'fake-api-key';
const SECRET = 'fake-api-secret';

let t: TestApp;
let seed: SeededCatalogue;
let listenBrainz: Awaited<ReturnType<typeof startFakeListenBrainz>>;
let lastFm: Awaited<ReturnType<typeof startFakeLastFm>>;

beforeAll(async () => {
  listenBrainz = await startFakeListenBrainz();
  lastFm = await startFakeLastFm(KEY, SECRET);
  const scrobbling = {
    ...parseScrobbling({ TANGERINE_LISTENBRAINZ_URL: listenBrainz.url, TANGERINE_LASTFM_URL: lastFm.apiUrl, TANGERINE_LASTFM_AUTH_URL: lastFm.authUrl }),
    lastFmKey: KEY,
    lastFmSecret: SECRET,
  };
  // The timer is off: each test sends the outbox itself, at the time it chooses.
  t = await buildTestApp({ scrobbling, scrobbleDeliveryMs: 0 });
  seed = await seedCatalogue(t.app.db, t.dataDir);
});
afterAll(async () => {
  await t.close();
  await listenBrainz.close();
  await lastFm.close();
});
afterEach(() => {
  vi.useRealTimers();
});

type Me = Awaited<ReturnType<typeof activateListener>>;
const status = async (me: Me, server: FastifyInstance = t.app) => (await server.inject({ method: 'GET', url: '/api/v1/scrobbling', headers: me.headers })).json();

async function connectListenBrainz(me: Me, token: string, user = 'lb-listener') {
  listenBrainz.tokens.set(token, user);
  const response = await t.call('connectListenBrainz', { method: 'PUT', url: '/api/v1/scrobbling/listenbrainz', headers: me.headers, payload: { token } });
  expect(response.statusCode, response.body).toBe(200);
}

/** Last.fm's web sign-in as a browser goes through it: our start, their page, our callback. */
async function connectLastFm(me: Me) {
  const started = await t.call('startLastfmConnection', { method: 'POST', url: '/api/v1/scrobbling/lastfm', headers: me.headers });
  const authUrl = new URL(started.json().auth_url);
  expect(authUrl.searchParams.get('api_key')).toBe(KEY);
  const page = await fetch(authUrl, { redirect: 'manual' });
  const back = new URL(page.headers.get('location') as string);
  expect(back.pathname).toBe('/api/v1/scrobbling/lastfm/callback');
  const finished = await t.call('finishLastfmConnection', { method: 'GET', url: back.pathname + back.search });
  expect(finished.statusCode).toBe(303);
  return finished.headers.location;
}

const beat = (me: Me, trackId: number | null, server: FastifyInstance = t.app) =>
  server.inject({
    method: 'POST',
    url: `/api/v1/devices/${me.deviceId}/heartbeat`,
    headers: me.headers,
    payload: trackId === null ? {} : { activityType: 'song', contentId: String(trackId), title: 'x', artist: 'y', album: 'z', artworkUrl: null },
  } as InjectOptions);

describe('connecting', () => {
  it('keeps a ListenBrainz token the service accepts, and refuses one it does not with a clear 400', async () => {
    const me = await activateListener(t);
    const refused = await t.call('connectListenBrainz', { method: 'PUT', url: '/api/v1/scrobbling/listenbrainz', headers: me.headers, payload: { token: 'nobody-knows-this' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/ListenBrainz did not accept this token/);
    expect((await status(me)).listenbrainz).toEqual({ status: 'disconnected', user_name: null, message: null, queued: 0 });
    await connectListenBrainz(me, 'good-token', 'rob');
    const now = await t.call('getScrobbling', { method: 'GET', url: '/api/v1/scrobbling', headers: me.headers });
    expect(now.json().listenbrainz).toEqual({ status: 'connected', user_name: 'rob', message: null, queued: 0 });
    expect(now.body).not.toContain('good-token');
    const gone = await t.call('disconnectListenBrainz', { method: 'DELETE', url: '/api/v1/scrobbling/listenbrainz', headers: me.headers });
    expect(gone.json().listenbrainz.status).toBe('disconnected');
  });

  it('signs in to Last.fm through its web flow, with signed calls, and refuses a stale sign-in', async () => {
    const me = await activateListener(t);
    expect(await connectLastFm(me)).toBe('/?lastfm=connected');
    expect((await status(me)).lastfm).toMatchObject({ status: 'connected', user_name: 'lastfm-listener', available: true, unavailable_reason: null });
    const getSession = lastFm.calls.filter((call) => call.method === 'auth.getSession').at(-1);
    expect(getSession?.params['api_sig']).toMatch(/^[0-9a-f]{32}$/);
    const stale = await t.call('finishLastfmConnection', { method: 'GET', url: '/api/v1/scrobbling/lastfm/callback?state=made-up&token=whatever' });
    expect(stale.statusCode).toBe(303);
    expect(decodeURIComponent(stale.headers.location as string)).toMatch(/lastfm=failed.*expired/);
  });

  it('signs as Last.fm documents: sorted name+value pairs, then the secret, MD5', () => {
    // md5("api_keyxxxxxxxxmethodauth.getSessiontokenyyyyyyilovecher"), computed apart with Python's hashlib.
    expect(lastFmSignature({ method: 'auth.getSession', token: 'yyyyyy', api_key: 'xxxxxxxx', format: 'json' }, 'ilovecher')).toBe('1333ebf6f7dec747486b6ce965cca66b');
  });

  it('says Last.fm cannot be connected when the server has no API key', async () => {
    const bare = await buildTestApp({ scrobbling: parseScrobbling({}), scrobbleDeliveryMs: 0 });
    try {
      const device = await bare.activateDevice();
      const answer = (await bare.call('getScrobbling', { method: 'GET', url: '/api/v1/scrobbling', headers: device.headers })).json();
      expect(answer.lastfm).toMatchObject({ available: false, unavailable_reason: expect.stringMatching(/TANGERINE_LASTFM_KEY/) });
      const start = await bare.call('startLastfmConnection', { method: 'POST', url: '/api/v1/scrobbling/lastfm', headers: device.headers });
      expect(start.statusCode).toBe(409);
    } finally {
      await bare.close();
    }
  });
});

/** The same database and settings as `t`, in a new server: what a restart keeps. */
async function restarted(): Promise<FastifyInstance> {
  const again = Fastify(serverOptions());
  await again.register(fp(app), { config: t.config });
  await again.ready();
  return again;
}

describe('sending plays', () => {
  it('announces the song, scrobbles it once half was heard, retries Last.fm through a restart and never sends it twice', async () => {
    const me = await activateListener(t);
    await connectListenBrainz(me, 'token-of-ann', 'ann');
    await connectLastFm(me);
    const neonRain = seed.trackIds[0] as number; // 214 s: it counts at 107 s
    const start = Date.parse('2026-06-01T12:00:00Z');
    const at = (seconds: number) => vi.setSystemTime(start + seconds * 1000);
    vi.useFakeTimers({ toFake: ['Date'] });
    const before = { lb: listenBrainz.listens().length, lastfm: lastFm.scrobbles().length };

    at(0);
    expect((await beat(me, neonRain)).statusCode).toBe(200);
    await t.app.scrobbling.deliver();
    const playing = listenBrainz.submissions.filter((s) => s.token === 'token-of-ann');
    expect(playing.map((s) => s.listen_type)).toEqual(['playing_now']);
    expect(playing[0]?.payload[0]?.track_metadata).toMatchObject({ artist_name: expect.any(String), track_name: 'Neon Rain' });
    expect(lastFm.calls.filter((c) => c.method === 'track.updateNowPlaying').at(-1)?.params).toMatchObject({ track: 'Neon Rain', duration: '214' });

    // Heard 90 s (beats every 30 s): not yet half.
    for (const s of [30, 60, 90]) {
      at(s);
      await beat(me, neonRain);
    }
    await t.app.scrobbling.deliver();
    expect(listenBrainz.listens()).toHaveLength(before.lb);

    // A pause of ten minutes counts nothing; 30 s more after it does not reach 107 s either.
    at(100);
    await t.app.inject({ method: 'POST', url: `/api/v1/devices/${me.deviceId}/stop-activity`, headers: me.headers });
    at(700);
    await beat(me, neonRain);
    at(705);
    await beat(me, neonRain);
    await t.app.scrobbling.deliver();
    expect(listenBrainz.listens()).toHaveLength(before.lb);

    lastFm.setDown(true);
    at(735);
    await beat(me, neonRain); // 100 + 5 + 30 = 135 s heard
    await t.app.scrobbling.deliver();
    const sent = listenBrainz.submissions.filter((s) => s.token === 'token-of-ann' && s.listen_type !== 'playing_now');
    expect(sent.map((s) => s.listen_type)).toEqual(['single']);
    expect(sent[0]?.payload[0]?.listened_at).toBe(start / 1000);
    expect(lastFm.scrobbles()).toHaveLength(before.lastfm);
    expect(lastFm.refused()).toBeGreaterThan(0);
    expect((await status(me)).lastfm).toMatchObject({ status: 'connected', queued: 1 });

    // More beats of the same listen queue nothing new; the server restarts while Last.fm is still down.
    at(750);
    await beat(me, neonRain);
    const again = await restarted();
    try {
      const refusedSoFar = lastFm.refused();
      at(760);
      await again.scrobbling.deliver(); // before the 30 s back-off (due at 765): not even tried
      expect(lastFm.refused()).toBe(refusedSoFar);
      at(770);
      await again.scrobbling.deliver();
      expect(lastFm.refused()).toBe(refusedSoFar + 1);
      lastFm.setDown(false);
      at(800);
      await again.scrobbling.deliver(); // the back-off doubled: due at 830
      expect(lastFm.scrobbles()).toHaveLength(before.lastfm);
      at(830);
      await again.scrobbling.deliver();
      await again.scrobbling.deliver();
      const scrobbled = lastFm.scrobbles().slice(before.lastfm);
      expect(scrobbled).toHaveLength(1);
      expect(scrobbled[0]).toMatchObject({ track: 'Neon Rain', timestamp: String(start / 1000), sk: expect.any(String) });
      expect(listenBrainz.submissions.filter((s) => s.token === 'token-of-ann' && s.listen_type !== 'playing_now')).toHaveLength(1);
      expect((await status(me, again)).lastfm).toMatchObject({ status: 'connected', queued: 0 });
    } finally {
      await again.close();
    }
  });

  it('marks a revoked ListenBrainz token as needing attention, keeps the plays, and sends them once connected again', async () => {
    const me = await activateListener(t);
    await connectListenBrainz(me, 'soon-revoked', 'bea');
    const harbour = seed.trackIds[1] as number; // 187.5 s: counts at 93.75 s
    const letItBe = seed.trackIds[2] as number;
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.parse('2026-06-02T08:00:00Z');
    const at = (seconds: number) => vi.setSystemTime(start + seconds * 1000);
    for (const s of [0, 30, 60, 90]) {
      at(s);
      await beat(me, harbour);
    }
    listenBrainz.tokens.delete('soon-revoked');
    at(120);
    await beat(me, letItBe); // the next song: Harbour Lights was heard 120 s
    await t.app.scrobbling.deliver();
    const needs = (await status(me)).listenbrainz;
    expect(needs).toMatchObject({ status: 'needs_attention', user_name: 'bea', queued: 1 });
    expect(needs.message).toMatch(/no longer accepts your token/);
    await t.app.scrobbling.deliver();
    expect(listenBrainz.listens().filter((l) => l.listened_at === start / 1000)).toHaveLength(0);

    await connectListenBrainz(me, 'fresh-token', 'bea');
    at(130);
    await t.app.scrobbling.deliver();
    const delivered = listenBrainz.submissions.filter((s) => s.token === 'fresh-token' && s.listen_type !== 'playing_now');
    expect(delivered.flatMap((s) => s.payload).map((l) => [l.track_metadata.track_name, l.listened_at])).toEqual([['Harbour Lights', start / 1000]]);
    expect((await status(me)).listenbrainz).toMatchObject({ status: 'connected', message: null, queued: 0 });
  });

  it('sends a backlog to ListenBrainz as one import once it answers again', async () => {
    const me = await activateListener(t);
    await connectListenBrainz(me, 'token-of-cy', 'cy');
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.parse('2026-06-03T08:00:00Z');
    const at = (seconds: number) => vi.setSystemTime(start + seconds * 1000);
    // 150 s and 187.5 s: they count at 75 s and 93.75 s.
    const songs = [seed.trackIds[2] as number, seed.trackIds[1] as number];
    listenBrainz.failNext(1_000);
    for (const play of [0, 1]) {
      for (const s of [0, 30, 60, 90, 120]) {
        at(play * 200 + s);
        await beat(me, songs[play] as number);
      }
      at(play * 200 + 130);
      await t.app.inject({ method: 'POST', url: `/api/v1/devices/${me.deviceId}/stop-activity`, headers: me.headers });
      await t.app.scrobbling.deliver();
    }
    expect(listenBrainz.submissions.filter((s) => s.token === 'token-of-cy')).toHaveLength(0);
    listenBrainz.failNext(0);
    at(2000);
    await t.app.scrobbling.deliver();
    const imported = listenBrainz.submissions.filter((s) => s.token === 'token-of-cy' && s.listen_type !== 'playing_now');
    expect(imported.map((s) => s.listen_type)).toEqual(['import']);
    expect(imported[0]?.payload.map((l) => l.listened_at)).toEqual([start / 1000, start / 1000 + 200]);
  });

  it('counts plays from Subsonic apps the same way: now playing, then one scrobble however often the app reports it', async () => {
    const me = await activateListener(t);
    await connectListenBrainz(me, 'token-of-dee', 'dee');
    const login = await appLogin(t.app, me.codeId);
    const rest = (method: string, query: string) =>
      t.app.inject({ method: 'GET', url: `/rest/${method}?u=${login.username}&p=${encodeURIComponent(login.password)}&v=1.16.1&c=test&f=json&${query}` });
    const neonRain = seed.trackIds[0] as number;
    expect((await rest('scrobble', `id=tr-${neonRain}&submission=false`)).json()['subsonic-response'].status).toBe('ok');
    await t.app.scrobbling.deliver();
    expect(listenBrainz.submissions.filter((s) => s.token === 'token-of-dee').map((s) => s.listen_type)).toEqual(['playing_now']);
    await rest('scrobble', `id=tr-${neonRain}&submission=true`);
    await rest('scrobble', `id=tr-${neonRain}&submission=true`);
    await t.app.scrobbling.deliver();
    const listens = listenBrainz.submissions.filter((s) => s.token === 'token-of-dee' && s.listen_type !== 'playing_now');
    expect(listens.flatMap((s) => s.payload).map((l) => l.track_metadata.track_name)).toEqual(['Neon Rain']);

    // reportPlayback: the app's own beats while playing count as the web app's do.
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.parse('2026-06-04T08:00:00Z');
    const harbour = seed.trackIds[1] as number;
    for (const [s, state] of [[0, 'starting'], [40, 'playing'], [80, 'playing'], [100, 'stopped']] as const) {
      vi.setSystemTime(start + s * 1000);
      await rest('reportPlayback', `mediaId=tr-${harbour}&mediaType=song&state=${state}&positionMs=${s * 1000}`);
    }
    await t.app.scrobbling.deliver();
    const all = listenBrainz.submissions.filter((s) => s.token === 'token-of-dee' && s.listen_type !== 'playing_now').flatMap((s) => s.payload);
    expect(all.map((l) => [l.track_metadata.track_name, l.listened_at])).toEqual([['Neon Rain', expect.any(Number)], ['Harbour Lights', start / 1000]]);
  });
});
