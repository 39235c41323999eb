import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test-support/test-app.js';
import { seedCatalogue, type SeededCatalogue } from '../test-support/seed.js';
import { createTrack } from '../repositories/catalogue-writes.js';
import { nowIso } from '../repositories/json.js';
import { ADDRESS_REASON, ESCAPES_REASON, NOT_FOUND_REASON } from '../library/playlist-import.js';

let t: TestApp;
let seed: SeededCatalogue;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  seed = await seedCatalogue(t.app.db, t.dataDir);
  headers = (await t.activateDevice()).headers;
  const library = await t.app.db.insertInto('libraries').values({ name: 'Music', path: '/srv/music', created_at: nowIso(), scanned_at: null, scan_summary: null }).returning('id').executeTakeFirstOrThrow();
  await t.app.db
    .insertInto('library_files')
    .values({ library_id: library.id, path: 'Nova Lights/Midnight Drive/01 Neon Rain.mp3', size: 1000, mtime_ms: 0, fingerprint: null, track_id: seed.trackIds[0] as number, skip_reason: null, codec: 'MPEG 1 Layer 3' })
    .execute();
});
afterAll(async () => {
  await t.close();
});

const upload = (name: string, bytes: Buffer) => t.call('importPlaylistFile', { method: 'POST', url: '/api/v1/playlists/import', headers, payload: { name, content_base64: bytes.toString('base64') } });

describe('Import playlist', () => {
  it('matches by library path, then by artist + title + length, and reports each entry that matched nothing', async () => {
    const [neon, harbour] = seed.trackIds as [number, number];
    const file = [
      '#EXTM3U',
      '#EXTINF:214,Nova Lights - Neon Rain',
      '/srv/music/Nova Lights/Midnight Drive/01 Neon Rain.mp3',
      '#EXTINF:188,Nova Lights - Harbour Lights',
      'D:\\Music\\Harbour Lights.flac',
      '../../../etc/passwd',
      'http://radio.example.org/stream',
      '#EXTINF:100,Nobody - Nothing',
      'nothing.mp3',
      'Nova Lights/Midnight Drive/01 Neon Rain.mp3',
    ].join('\r\n');
    const answer = await upload('Road trip', Buffer.from(file, 'utf8'));
    expect(answer.statusCode, answer.body).toBe(201);
    const report = answer.json();
    expect(report).toMatchObject({ entries: 6, matched: 2, playlist: { name: 'Road trip', track_count: 2 } });
    expect(report.unmatched).toEqual([
      { line: 6, location: '../../../etc/passwd', reason: ESCAPES_REASON },
      { line: 7, location: 'http://radio.example.org/stream', reason: ADDRESS_REASON },
      { line: 9, location: 'nothing.mp3', reason: NOT_FOUND_REASON },
    ]);
    const detail = (await t.call('getUserPlaylist', { method: 'GET', url: `/api/v1/playlists/${report.playlist.id}`, headers })).json();
    expect(detail.tracks.map((x: { id: string }) => Number(x.id))).toEqual([neon, harbour]);
  });

  it('reads a .pls in Latin-1', async () => {
    const cafe = await createTrack(t.app.db, { title: 'Café Noir', artistId: seed.artistId, albumId: seed.albumId, trackNumber: 9, discNumber: 1, duration: 200, genres: [] });
    const pls = '[playlist]\nFile1=C:\\Music\\cafe.mp3\nTitle1=Nova Lights - Café Noir\nLength1=201\nNumberOfEntries=1\nVersion=2\n';
    const answer = await upload('Legacy', Buffer.from(pls, 'latin1'));
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json()).toMatchObject({ entries: 1, matched: 1, unmatched: [] });
    const detail = (await t.call('getUserPlaylist', { method: 'GET', url: `/api/v1/playlists/${answer.json().playlist.id}`, headers })).json();
    expect(detail.tracks.map((x: { id: string }) => Number(x.id))).toEqual([cafe]);
  });

  it('refuses a file over 50 MB and one with no entries with a clear message, and creates no playlist', async () => {
    const before = (await t.call('listUserPlaylists', { method: 'GET', url: '/api/v1/playlists', headers })).json().total;
    const big = await upload('Huge', Buffer.alloc(50 * 1024 * 1024 + 1, 0x23));
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('A playlist file can be at most 50 MB');
    const empty = await upload('Empty', Buffer.from('#EXTM3U\n# nothing here\n'));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/no playlist entries/);
    expect((await t.call('listUserPlaylists', { method: 'GET', url: '/api/v1/playlists', headers })).json().total).toBe(before);
  });
});

describe('Export as M3U', () => {
  it('answers an .m3u8 named after the playlist (library path, else stream address) that "Import playlist" matches entry for entry', async () => {
    const [neon, harbour, loud] = seed.trackIds as [number, number, number];
    const created = (await t.call('createUserPlaylist', { method: 'POST', url: '/api/v1/playlists', headers, payload: { name: 'Late "Night" Café' } })).json();
    for (const id of [harbour, neon, loud]) {
      const added = await t.call('addUserPlaylistTrack', { method: 'POST', url: `/api/v1/playlists/${created.id}/tracks`, headers, payload: { track_id: String(id) } });
      expect(added.statusCode, added.body).toBeLessThan(300);
    }
    const file = await t.call('exportPlaylistFile', { method: 'GET', url: `/api/v1/playlists/${created.id}/export`, headers });
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers['content-type']).toBe('audio/x-mpegurl; charset=utf-8');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="Late  Night  Caf_.m3u8"; filename*=UTF-8''${encodeURIComponent('Late  Night  Café.m3u8')}`);
    const lines = file.body.trimEnd().split('\n');
    expect(lines.slice(0, 5)).toEqual(['#EXTM3U', '#EXTINF:188,Nova Lights - Harbour Lights', lines[2], '#EXTINF:214,Nova Lights - Neon Rain', 'Nova Lights/Midnight Drive/01 Neon Rain.mp3']);
    expect(lines[2]).toMatch(/^\/api\/v1\/media\/audio\/.+\?expires=/);
    expect(lines[5]).toMatch(/^#EXTINF:150,.+ - Let It Be Loud$/);

    const back = await upload('Round trip', Buffer.from(file.body, 'utf8'));
    expect(back.statusCode, back.body).toBe(201);
    expect(back.json()).toMatchObject({ entries: 3, matched: 3, unmatched: [] });
    const detail = (await t.call('getUserPlaylist', { method: 'GET', url: `/api/v1/playlists/${back.json().playlist.id}`, headers })).json();
    expect(detail.tracks.map((x: { id: string }) => Number(x.id))).toEqual([harbour, neon, loud]);
  });

  it('answers 404 for a playlist of another code or none', async () => {
    const other = (await t.activateDevice()).headers;
    const mine = (await t.call('createUserPlaylist', { method: 'POST', url: '/api/v1/playlists', headers, payload: { name: 'Mine' } })).json();
    expect((await t.call('exportPlaylistFile', { method: 'GET', url: `/api/v1/playlists/${mine.id}/export`, headers: other })).statusCode).toBe(404);
    expect((await t.call('exportPlaylistFile', { method: 'GET', url: '/api/v1/playlists/999999/export', headers })).statusCode).toBe(404);
  });
});
