import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test-support/test-app.js';
import { seedCatalogue, type SeededCatalogue } from '../test-support/seed.js';
import { DEFAULT_QUOTAS } from '../repositories/quotas.js';

const apps: TestApp[] = [];
afterAll(async () => {
  for (const app of apps) await app.close();
});

async function app(overrides: Parameters<typeof buildTestApp>[0]) {
  const t = await buildTestApp(overrides);
  apps.push(t);
  return { t, seed: await seedCatalogue(t.app.db, t.dataDir) };
}

describe('per-account quotas', () => {
  let t: TestApp;
  let seed: SeededCatalogue;
  beforeAll(async () => ({ t, seed } = await app({ quotas: { playlists: 2, tracksPerPlaylist: 2, favorites: 2, downloads: 2 } })));

  it('answers 409 quota_exceeded past each limit, changes nothing, and allows again after a removal', async () => {
    const { headers } = await t.activateDevice();
    const playlists = [];
    for (let i = 0; i < 2; i++) playlists.push((await t.call('createUserPlaylist', { method: 'POST', url: '/api/v1/playlists', headers, payload: { name: `P${i}` } })).json().id);
    const third = await t.call('createUserPlaylist', { method: 'POST', url: '/api/v1/playlists', headers, payload: { name: 'P2' } });
    expect(third.statusCode).toBe(409);
    expect(third.json()).toEqual({ message: 'Limit reached: at most 2 playlists per account. Remove some to add more.', code: 'quota_exceeded' });
    expect((await t.call('listUserPlaylists', { method: 'GET', url: '/api/v1/playlists', headers })).json().total).toBe(2);

    const tracks = `/api/v1/playlists/${playlists[0]}/tracks`;
    for (const id of seed.trackIds.slice(0, 2)) expect((await t.call('addUserPlaylistTrack', { method: 'POST', url: tracks, headers, payload: { track_id: String(id) } })).statusCode).toBe(200);
    // A track already there changes nothing, so it is no quota matter.
    expect((await t.call('addUserPlaylistTrack', { method: 'POST', url: tracks, headers, payload: { track_id: String(seed.trackIds[0]) } })).statusCode).toBe(200);
    const full = await t.call('addUserPlaylistTrack', { method: 'POST', url: tracks, headers, payload: { track_id: String(seed.trackIds[2]) } });
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toMatch(/at most 2 tracks per playlist/);

    for (const [list, add, remove] of [
      ['favorites', 'addFavorite', 'removeFavorite'],
      ['downloads', 'addDownload', 'removeDownload'],
    ] as const) {
      for (const id of seed.trackIds.slice(0, 2)) expect((await t.call(add, { method: 'POST', url: `/api/v1/${list}/${id}`, headers })).statusCode).toBe(201);
      expect((await t.call(add, { method: 'POST', url: `/api/v1/${list}/${seed.trackIds[0]}`, headers })).statusCode).toBe(200);
      const over = await t.call(add, { method: 'POST', url: `/api/v1/${list}/${seed.trackIds[2]}`, headers });
      expect(over.statusCode, list).toBe(409);
      expect(over.json().message).toMatch(new RegExp(`at most 2 ${list} per account`));
      expect((await t.call(remove, { method: 'DELETE', url: `/api/v1/${list}/${seed.trackIds[0]}`, headers })).statusCode).toBe(204);
      expect((await t.call(add, { method: 'POST', url: `/api/v1/${list}/${seed.trackIds[2]}`, headers })).statusCode).toBe(201);
    }
  });

  it('counts per account: another code has its own room', async () => {
    const other = await t.activateDevice();
    expect((await t.call('createUserPlaylist', { method: 'POST', url: '/api/v1/playlists', headers: other.headers, payload: { name: 'Mine' } })).statusCode).toBe(201);
  });
});

describe('the default quotas', () => {
  it('are the documented numbers, and the 10,001st playlist of an account is refused', async () => {
    expect(DEFAULT_QUOTAS).toEqual({ playlists: 10_000, tracksPerPlaylist: 10_000, favorites: 100_000, downloads: 100_000 });
    const { t } = await app({});
    const { headers } = await t.activateDevice();
    const { code_id } = await t.app.db.selectFrom('devices').select('code_id').orderBy('id', 'desc').executeTakeFirstOrThrow();
    const stamp = new Date().toISOString();
    for (let start = 0; start < 9_999; start += 1000) {
      const rows = Array.from({ length: Math.min(1000, 9_999 - start) }, (_, i) => ({ code_id, name: `Bulk ${start + i}`, description: null, created_at: stamp, updated_at: stamp }));
      await t.app.db.insertInto('user_playlists').values(rows).execute();
    }
    expect((await t.call('createUserPlaylist', { method: 'POST', url: '/api/v1/playlists', headers, payload: { name: 'Ten thousandth' } })).statusCode).toBe(201);
    const refused = await t.call('createUserPlaylist', { method: 'POST', url: '/api/v1/playlists', headers, payload: { name: 'One too many' } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Limit reached: at most 10,000 playlists per account. Remove some to add more.');
  });
});

describe('per-device write rate limit', () => {
  it('answers 429 with Retry-After past the burst, for this device only; reads are not counted', async () => {
    const { t, seed } = await app({ writeRate: { burst: 5, perSecond: 0.1 } });
    const { headers } = await t.activateDevice();
    const other = await t.activateDevice();
    for (let i = 0; i < 5; i++) expect((await t.call('addFavorite', { method: 'POST', url: `/api/v1/favorites/${seed.trackIds[i % 3]}`, headers })).statusCode).toBeLessThan(300);
    const limited = await t.call('removeFavorite', { method: 'DELETE', url: `/api/v1/favorites/${seed.trackIds[0]}`, headers });
    expect(limited.statusCode).toBe(429);
    // One write comes back every 10 s; a little of it has already refilled while the test ran.
    const seconds = Number(limited.headers['retry-after']);
    expect(seconds).toBeGreaterThanOrEqual(5);
    expect(seconds).toBeLessThanOrEqual(10);
    expect(limited.json()).toEqual({ message: `Too many changes from this device: try again in ${seconds} s`, code: 'rate_limited' });
    expect((await t.call('listFavorites', { method: 'GET', url: '/api/v1/favorites', headers })).json().total).toBe(3);
    expect((await t.call('addFavorite', { method: 'POST', url: `/api/v1/favorites/${seed.trackIds[0]}`, headers: other.headers })).statusCode).toBe(201);
  });
});
