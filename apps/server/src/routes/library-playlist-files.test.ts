import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test-support/test-app.js';
import { rotateAdminKey } from '../admin/admin-key.js';
import { tempDir } from '../content/test-support/fixtures.js';
import { ensureFfmpeg, writeTone } from '../library/test-support/audio-files.js';
import { ADDRESS_REASON, ESCAPES_REASON, NOT_FOUND_REASON } from '../library/playlist-import.js';

let t: TestApp;
let key: string;
let root: string;
let music: string;
let listener: Record<string, string>;

const ROAD_TRIP = ['#EXTM3U', '#EXTINF:2,Nova Lights - Neon Rain', '../Album/01 Neon Rain.flac', '#EXTINF:3,Nova Lights - Blue Room', 'Somewhere else/Blue Room.mp3', '../../../outside.mp3', 'http://radio.example.org/stream', '#EXTINF:100,Nobody - Nothing', 'nothing.mp3', ''].join('\n');

beforeAll(async () => {
  ensureFfmpeg();
  root = tempDir('library-playlist-files');
  music = path.join(root, 'roots', 'Home');
  writeTone(path.join(music, 'Album', '01 Neon Rain.flac'), { seconds: 2, tags: { title: 'Neon Rain', artist: 'Nova Lights', album: 'Night Album', track: '1' } });
  writeTone(path.join(music, 'Album', '02 Blue Room.mp3'), { seconds: 3, frequency: 520, tags: { title: 'Blue Room', artist: 'Nova Lights', album: 'Night Album', track: '2' } });
  writeTone(path.join(music, 'Album', '03 Café.mp3'), { seconds: 2, frequency: 600, tags: { title: 'Café', artist: 'Nova Lights', album: 'Night Album', track: '3' } });
  fs.mkdirSync(path.join(music, 'Mixes'), { recursive: true });
  fs.writeFileSync(path.join(music, 'Mixes', 'Road trip.m3u8'), ROAD_TRIP);
  // A legacy playlist: Latin-1 bytes, paths from the library folder.
  fs.writeFileSync(path.join(music, 'Album', 'legacy.m3u'), Buffer.from('#EXTM3U\r\n#EXTINF:2,Nova Lights - Café\r\nGone/Café.mp3\r\nAlbum/02 Blue Room.mp3\r\n', 'latin1'));
  fs.writeFileSync(path.join(music, 'empty.pls'), '[playlist]\nNumberOfEntries=0\n');
  t = await buildTestApp({ importRoots: [path.join(root, 'roots')], watchLibraries: false });
  key = await rotateAdminKey(t.app.db);
  listener = (await t.activateDevice()).headers;
}, 180_000);

afterAll(async () => {
  await t?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

let ipCounter = 0;
const freshIp = () => `10.81.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
const admin = (operationId: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.call(operationId, { method, url: `/api/v1/admin${url}`, headers: { 'x-admin-key': key }, ...(payload ? { payload } : {}), remoteAddress: freshIp() });
interface File {
  id: string;
  path: string;
  status: string;
  playlist_id: string | null;
  report: { entries: number; matched: number; unmatched: { line: number; location: string; reason: string }[] } | null;
}
const files = async (libraryId: string): Promise<File[]> => (await admin('listAdminLibraryPlaylistFiles', 'GET', `/libraries/${libraryId}/playlist-files`)).json().playlist_files;
const decide = (libraryId: string, fileId: string, decision: string) => admin('decideAdminLibraryPlaylistFile', 'POST', `/libraries/${libraryId}/playlist-files/${fileId}`, { decision });
const scan = async (libraryId: string) => {
  expect((await admin('scanAdminLibrary', 'POST', `/libraries/${libraryId}/scan`, {})).statusCode).toBe(202);
  await t.app.libraries.idle();
};
const playlist = (id: string) => t.call('getPlaylist', { method: 'GET', url: `/api/v1/browse/playlists/${id}`, headers: listener });
const titles = async (id: string) => ((await playlist(id)).json().tracks as { title: string }[]).map((track) => track.title);

describe("playlist files inside a library folder, offered on the console's Libraries screen", () => {
  let libraryId: string;
  let roadTrip: File;

  it('a scan offers each .m3u, .m3u8 and .pls file it finds, and none is a playlist before the admin decides', async () => {
    const added = await admin('addAdminLibrary', 'POST', '/libraries', { folder: 'Home' });
    expect(added.statusCode).toBe(201);
    libraryId = added.json().id;
    await t.app.libraries.idle();
    const found = await files(libraryId);
    expect(found.map((f) => [f.path, f.status, f.playlist_id])).toEqual([
      ['Album/legacy.m3u', 'offered', null],
      ['Mixes/Road trip.m3u8', 'offered', null],
      ['empty.pls', 'offered', null],
    ]);
    const listed = await t.call('listPlaylists', { method: 'GET', url: '/api/v1/browse/playlists?type=library', headers: listener });
    expect(listed.json().playlists).toEqual([]);
    roadTrip = found[1] as File;
  });

  it('"Import" matches by path from the file\'s own folder, then by artist, title and length, reports what matched nothing, and listeners see the playlist', async () => {
    const imported = await decide(libraryId, roadTrip.id, 'import');
    expect(imported.statusCode).toBe(200);
    const body = imported.json() as File;
    expect(body.status).toBe('imported');
    expect(body.report).toEqual({
      entries: 5,
      matched: 2,
      unmatched: [
        { line: 6, location: '../../../outside.mp3', reason: ESCAPES_REASON },
        { line: 7, location: 'http://radio.example.org/stream', reason: ADDRESS_REASON },
        { line: 9, location: 'nothing.mp3', reason: NOT_FOUND_REASON },
      ],
    });
    const id = body.playlist_id as string;
    expect(await titles(id)).toEqual(['Neon Rain', 'Blue Room']);
    const listed = await t.call('listPlaylists', { method: 'GET', url: '/api/v1/browse/playlists?type=library', headers: listener });
    expect(listed.json().playlists.map((p: { id: string; title: string }) => [p.id, p.title])).toEqual([[id, 'Road trip']]);
  });

  it('reads a legacy Latin-1 file with paths from the library folder', async () => {
    const legacy = (await files(libraryId)).find((f) => f.path === 'Album/legacy.m3u') as File;
    const body = (await decide(libraryId, legacy.id, 'import')).json() as File;
    expect(body.report).toEqual({ entries: 2, matched: 2, unmatched: [] });
    expect(await titles(body.playlist_id as string)).toEqual(['Café', 'Blue Room']);
  });

  it('refuses a file with no entries, an unknown file, a file of another library and a bad decision with a clear 4xx, and changes nothing', async () => {
    const empty = (await files(libraryId)).find((f) => f.path === 'empty.pls') as File;
    const refused = await decide(libraryId, empty.id, 'import');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('empty.pls: The file holds no playlist entries (.m3u, .m3u8 or .pls)');
    expect((await files(libraryId)).find((f) => f.id === empty.id)).toMatchObject({ status: 'offered', playlist_id: null });
    // Over 50 MB (a sparse file): refused by its size, never read.
    fs.writeFileSync(path.join(music, 'huge.m3u'), '');
    fs.truncateSync(path.join(music, 'huge.m3u'), 50 * 1024 * 1024 + 1);
    await scan(libraryId);
    const huge = (await files(libraryId)).find((f) => f.path === 'huge.m3u') as File;
    const tooLarge = await decide(libraryId, huge.id, 'import');
    expect([tooLarge.statusCode, tooLarge.json().message]).toEqual([400, 'huge.m3u: A playlist file can be at most 50 MB']);
    expect((await decide(libraryId, '999999', 'import')).statusCode).toBe(404);
    expect((await decide('999999', roadTrip.id, 'import')).statusCode).toBe(404);
    expect((await decide(libraryId, roadTrip.id, 'maybe')).statusCode).toBe(400);
    expect((await admin('listAdminLibraryPlaylistFiles', 'GET', '/libraries/999999/playlist-files')).statusCode).toBe(404);
  });

  it('a scan follows a changed file, and one gone takes its playlist with it; "Ignore" removes a playlist', async () => {
    const id = (await files(libraryId)).find((f) => f.id === roadTrip.id)?.playlist_id as string;
    fs.writeFileSync(path.join(music, 'Mixes', 'Road trip.m3u8'), '#EXTM3U\n../Album/02 Blue Room.mp3\n../Album/03 Café.mp3\n../Album/01 Neon Rain.flac\n');
    fs.utimesSync(path.join(music, 'Mixes', 'Road trip.m3u8'), new Date(), new Date(Date.now() + 5000));
    await scan(libraryId);
    expect(await titles(id)).toEqual(['Blue Room', 'Café', 'Neon Rain']);
    expect((await files(libraryId)).find((f) => f.id === roadTrip.id)?.report).toEqual({ entries: 3, matched: 3, unmatched: [] });

    const legacy = (await files(libraryId)).find((f) => f.path === 'Album/legacy.m3u') as File;
    const ignored = (await decide(libraryId, legacy.id, 'ignore')).json() as File;
    expect(ignored).toMatchObject({ status: 'ignored', playlist_id: null });
    expect((await playlist(legacy.playlist_id as string)).statusCode).toBe(404);

    fs.rmSync(path.join(music, 'Mixes', 'Road trip.m3u8'));
    await scan(libraryId);
    expect((await files(libraryId)).map((f) => f.path)).toEqual(['Album/legacy.m3u', 'empty.pls', 'huge.m3u']);
    expect((await playlist(id)).statusCode).toBe(404);
    const audit = (await admin('listAdminAudit', 'GET', '/audit?limit=20')).json().entries as { action: string }[];
    expect(audit.map((e) => e.action)).toEqual(expect.arrayContaining(['libraries.playlist-import', 'libraries.playlist-ignore']));
  });

  it('removing the library removes the playlists made from its files', async () => {
    fs.writeFileSync(path.join(music, 'Mixes', 'Again.m3u8'), '../Album/01 Neon Rain.flac\n');
    await scan(libraryId);
    const again = (await files(libraryId)).find((f) => f.path === 'Mixes/Again.m3u8') as File;
    const id = ((await decide(libraryId, again.id, 'import')).json() as File).playlist_id as string;
    expect(await titles(id)).toEqual(['Neon Rain']);
    expect((await admin('removeAdminLibrary', 'DELETE', `/libraries/${libraryId}`)).statusCode).toBe(200);
    expect((await playlist(id)).statusCode).toBe(404);
  });
});
