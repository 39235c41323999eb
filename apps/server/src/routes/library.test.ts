import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test-support/test-app.js';
import { seedCatalogue, type SeededCatalogue } from '../test-support/seed.js';

let t: TestApp;
let seed: SeededCatalogue;
let mine: { code: string; headers: Record<string, string> };
let theirs: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  seed = await seedCatalogue(t.app.db, t.dataDir);
  mine = await t.activateDevice();
  theirs = (await t.activateDevice()).headers;
});
afterAll(async () => {
  await t.close();
});

describe('user playlists', () => {
  it('creates, lists, reads, renames, fills, empties and deletes a playlist', async () => {
    const { headers } = mine;
    const created = await t.call('createUserPlaylist', { method: 'POST', url: '/api/v1/playlists', headers, payload: { name: '  Road trip ', description: 'Songs for the A2.' } });
    expect(created.statusCode).toBe(201);
    const playlist = created.json();
    expect(playlist).toMatchObject({ name: 'Road trip', description: 'Songs for the A2.', track_count: 0 });
    const url = `/api/v1/playlists/${playlist.id}`;
    const [first, second] = seed.trackIds.map(String) as [string, string];
    expect((await t.call('addUserPlaylistTrack', { method: 'POST', url: `${url}/tracks`, headers, payload: { track_id: first } })).json().track_count).toBe(1);
    expect((await t.call('addUserPlaylistTrack', { method: 'POST', url: `${url}/tracks`, headers, payload: { track_id: second } })).json().track_count).toBe(2);
    expect((await t.call('addUserPlaylistTrack', { method: 'POST', url: `${url}/tracks`, headers, payload: { track_id: first } })).json().track_count).toBe(2);
    expect((await t.call('addUserPlaylistTrack', { method: 'POST', url: `${url}/tracks`, headers, payload: { track_id: '999999' } })).statusCode).toBe(404);
    const detail = (await t.call('getUserPlaylist', { method: 'GET', url, headers })).json();
    expect(detail.tracks.map((x: { id: string }) => x.id)).toEqual([first, second]);
    expect((await t.call('updateUserPlaylist', { method: 'PATCH', url, headers, payload: { name: 'Road trip 2026' } })).json()).toMatchObject({ name: 'Road trip 2026', description: 'Songs for the A2.' });
    expect((await t.call('removeUserPlaylistTrack', { method: 'DELETE', url: `${url}/tracks/${first}`, headers })).json().track_count).toBe(1);
    expect((await t.call('removeUserPlaylistTrack', { method: 'DELETE', url: `${url}/tracks/${first}`, headers })).statusCode).toBe(404);
    const list = (await t.call('listUserPlaylists', { method: 'GET', url: '/api/v1/playlists', headers })).json();
    expect(list).toMatchObject({ total: 1, total_pages: 1, page: 1 });
    expect((await t.call('deleteUserPlaylist', { method: 'DELETE', url, headers })).statusCode).toBe(204);
    expect((await t.call('getUserPlaylist', { method: 'GET', url, headers })).statusCode).toBe(404);
  });

  it('never shows or changes another account’s playlist (404)', async () => {
    const playlist = (await t.call('createUserPlaylist', { method: 'POST', url: '/api/v1/playlists', headers: mine.headers, payload: { name: 'Mine' } })).json();
    const url = `/api/v1/playlists/${playlist.id}`;
    expect((await t.call('getUserPlaylist', { method: 'GET', url, headers: theirs })).statusCode).toBe(404);
    expect((await t.call('updateUserPlaylist', { method: 'PATCH', url, headers: theirs, payload: { name: 'Stolen' } })).statusCode).toBe(404);
    expect((await t.call('addUserPlaylistTrack', { method: 'POST', url: `${url}/tracks`, headers: theirs, payload: { track_id: String(seed.trackIds[0]) } })).statusCode).toBe(404);
    expect((await t.call('deleteUserPlaylist', { method: 'DELETE', url, headers: theirs })).statusCode).toBe(404);
    expect((await t.call('listUserPlaylists', { method: 'GET', url: '/api/v1/playlists', headers: theirs })).json().total).toBe(0);
    expect((await t.call('getUserPlaylist', { method: 'GET', url, headers: mine.headers })).json().name).toBe('Mine');
  });

  it('shares one library between the devices of one code', async () => {
    const second = await t.activateDevice({ code: mine.code });
    const list = (await t.call('listUserPlaylists', { method: 'GET', url: '/api/v1/playlists', headers: second.headers })).json();
    expect(list.playlists.map((p: { name: string }) => p.name)).toContain('Mine');
  });
});

describe('favorites and downloads', () => {
  for (const [kind, add, remove, list, key] of [
    ['favorites', 'addFavorite', 'removeFavorite', 'listFavorites', 'favorites'],
    ['downloads', 'addDownload', 'removeDownload', 'listDownloads', 'downloads'],
  ] as const) {
    it(`adds, lists (latest first, with created_at) and removes ${kind}`, async () => {
      const { headers } = mine;
      const [a, b] = seed.trackIds.map(String) as [string, string];
      expect((await t.call(add, { method: 'POST', url: `/api/v1/${kind}/${a}`, headers })).statusCode).toBe(201);
      expect((await t.call(add, { method: 'POST', url: `/api/v1/${kind}/${a}`, headers })).statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 5));
      expect((await t.call(add, { method: 'POST', url: `/api/v1/${kind}/${b}`, headers })).json().track.id).toBe(b);
      expect((await t.call(add, { method: 'POST', url: `/api/v1/${kind}/424242`, headers })).statusCode).toBe(404);
      const listed = (await t.call(list, { method: 'GET', url: `/api/v1/${kind}`, headers })).json();
      expect(listed.total).toBe(2);
      expect(listed[key].map((e: { track: { id: string } }) => e.track.id)).toEqual([b, a]);
      expect(listed[key][0].created_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      expect((await t.call(list, { method: 'GET', url: `/api/v1/${kind}`, headers: theirs })).json().total).toBe(0);
      expect((await t.call(remove, { method: 'DELETE', url: `/api/v1/${kind}/${a}`, headers })).statusCode).toBe(204);
      expect((await t.call(remove, { method: 'DELETE', url: `/api/v1/${kind}/${a}`, headers })).statusCode).toBe(204);
      expect((await t.call(list, { method: 'GET', url: `/api/v1/${kind}`, headers })).json().total).toBe(1);
    });
  }
});
