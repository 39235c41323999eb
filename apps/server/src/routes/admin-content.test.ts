import { mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test-support/test-app.js';
import { rotateAdminKey } from '../admin/admin-key.js';
import { seedCatalogue, type SeededCatalogue } from '../test-support/seed.js';
import { smallPng, taggedMp3, tempDir } from '../content/test-support/fixtures.js';
import { holdMediaWrites } from '../test-support/held-writes.js';

let t: TestApp;
let key: string;
let seeded: SeededCatalogue;
let listener: Record<string, string>;
let outside: string;
let musicRoot: string;

beforeAll(async () => {
  outside = tempDir('import-outside');
  musicRoot = join(outside, 'music');
  const album = join(musicRoot, 'Aurora Lane', 'First Light');
  mkdirSync(album, { recursive: true });
  writeFileSync(join(album, '01.mp3'), taggedMp3({ title: 'Morning Café', artist: 'Aurora Lane', album: 'First Light', track: '1/2', year: '2021', genre: 'Indie Pop', picture: smallPng('cover') }, 1, 440));
  writeFileSync(join(album, '02.mp3'), taggedMp3({ title: 'Noon', artist: 'Aurora Lane', album: 'First Light', track: '2/2', year: '2021', genre: 'Indie Pop' }, 1, 550));
  writeFileSync(join(album, '03.mp3'), Buffer.from('not audio at all, only text'));
  writeFileSync(join(musicRoot, 'a-file.mp3'), 'x');
  mkdirSync(join(outside, 'private'));
  symlinkSync(join(outside, 'private'), join(musicRoot, 'escape'));
  t = await buildTestApp({ importRoots: [musicRoot] });
  key = await rotateAdminKey(t.app.db);
  seeded = await seedCatalogue(t.app.db, t.dataDir);
  listener = (await t.activateDevice()).headers;
});

afterAll(async () => {
  await t?.close();
  rmSync(outside, { recursive: true, force: true });
});

let ipCounter = 0;
const freshIp = () => `10.78.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
type Method = 'GET' | 'POST' | 'PATCH' | 'PUT';
const call = (operationId: string, method: Method, url: string, payload?: object) =>
  t.call(operationId, { method, url: `/api/v1/admin${url}`, headers: { 'x-admin-key': key }, ...(payload ? { payload } : {}), remoteAddress: freshIp() });
const count = async (table: 'tracks' | 'albums' | 'artists') => Number((await t.app.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
const auditActions = async (n: number) => ((await call('listAdminAudit', 'GET', `/audit?limit=${n}`)).json().entries as Array<{ action: string }>).map((e) => e.action);

/** Polls the import until it is no longer running (bounded by the test's timeout, not by a clock). */
async function finishedJob() {
  for (;;) {
    const job = (await call('getAdminImport', 'GET', '/imports')).json().job;
    if (job.state !== 'running') return job;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('music import from the console', () => {
  it('refuses a folder outside the import roots, a missing folder and a file with a clear 4xx, and changes nothing', async () => {
    const before = await count('tracks');
    const status = (await call('getAdminImport', 'GET', '/imports')).json();
    expect(status).toEqual({ roots: [musicRoot], job: null });
    const answers = await Promise.all(['/etc', '../', join(musicRoot, '..', 'private'), 'escape', 'Nobody Here', 'a-file.mp3', '   '].map((folder) => call('startAdminImport', 'POST', '/imports', { folder })));
    expect(answers.map((a) => a.statusCode)).toEqual([400, 400, 400, 400, 404, 400, 400]);
    expect(answers[0]?.json().message).toBe(`The server imports music only from folders under ${musicRoot}`);
    expect(answers[3]?.json().message).toBe(`The server imports music only from folders under ${musicRoot}`);
    expect(answers[4]?.json().message).toBe(`There is no folder ${join(musicRoot, 'Nobody Here')} on the server`);
    expect(answers[5]?.json().message).toMatch(/is a file, not a folder$/);
    expect(await count('tracks')).toBe(before);
    expect((await call('getAdminImport', 'GET', '/imports')).json().job).toBeNull();
  });

  it('imports a folder as a job with progress, refuses a second start with 409, and reports added and skipped files', async () => {
    // The first stored file waits, so the job is certainly running while we look.
    const held = holdMediaWrites(t.app.mediaStore);
    try {
      const started = await call('startAdminImport', 'POST', '/imports', { folder: 'Aurora Lane' });
      expect(started.statusCode).toBe(202);
      expect(started.json()).toMatchObject({ folder: join(musicRoot, 'Aurora Lane'), state: 'running', report: null });
      const second = await call('startAdminImport', 'POST', '/imports', { folder: musicRoot });
      expect([second.statusCode, second.json().message]).toEqual([409, `An import of ${join(musicRoot, 'Aurora Lane')} is running; start the next one when it has finished`]);
      let running = (await call('getAdminImport', 'GET', '/imports')).json().job;
      // Injected calls may never leave the microtask queue: a timer between polls lets the job read its folder.
      while (running.total === 0) {
        await new Promise((resolve) => setTimeout(resolve, 5));
        running = (await call('getAdminImport', 'GET', '/imports')).json().job;
      }
      expect(running).toMatchObject({ state: 'running', total: 3 });
    } finally {
      held.release();
    }
    const job = await finishedJob();
    expect(job).toMatchObject({ state: 'done', done: 3, total: 3, error: null });
    expect(job.report).toMatchObject({ files: 3, added: 2, updated: 0, unchanged: 0, artists_created: 1, albums_created: 1 });
    expect(job.report.skipped).toHaveLength(1);
    expect(job.report.skipped[0].file).toBe(join('First Light', '03.mp3'));
    expect(job.report.skipped[0].reason).not.toBe('');
    expect((await auditActions(1))[0]).toBe('import.music');

    // Listeners find the new album at once, and a second run duplicates nothing.
    const search = await t.call('search', { method: 'GET', url: '/api/v1/search?q=First%20Light', headers: listener });
    expect(JSON.stringify(search.json())).toContain('First Light');
    expect((await call('startAdminImport', 'POST', '/imports', { folder: join(musicRoot, 'Aurora Lane') })).statusCode).toBe(202);
    expect((await finishedJob()).report).toMatchObject({ added: 0, unchanged: 2 });
  });
});

describe('catalogue editing', () => {
  it('edits an album and listeners see it at once (the cached album page is dropped)', async () => {
    const page = () => t.call('getAlbum', { method: 'GET', url: `/api/v1/browse/albums/${seeded.albumId}`, headers: listener });
    expect((await page()).json().title).toBe('Midnight Drive');
    const edited = await call('editAdminAlbum', 'PATCH', `/albums/${seeded.albumId}`, { title: 'Midnight Drive (Deluxe)', year: 2025, genres: ['Synthwave', 'Retro'], description: 'Remastered.', artist: 'Nova Lights & Friends' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ kind: 'album', id: String(seeded.albumId), title: 'Midnight Drive (Deluxe)', artist: 'Nova Lights & Friends', year: 2025, genres: ['Synthwave', 'Retro'], description: 'Remastered.', count: 2 });
    const seen = (await page()).json();
    expect([seen.title, seen.year]).toEqual(['Midnight Drive (Deluxe)', 2025]);
    expect((await auditActions(1))[0]).toBe('album.edit');
    const found = (await call('listAdminCatalogue', 'GET', '/catalogue?kind=album&q=deluxe')).json().items;
    expect(found.map((i: { id: string }) => i.id)).toEqual([String(seeded.albumId)]);
  });

  it('edits an artist, a track and a featured playlist', async () => {
    const artist = await call('editAdminArtist', 'PATCH', `/artists/${seeded.otherArtistId}`, { title: 'Tribute Band', description: 'They play it loud.', genres: ['Rock', 'Pop'] });
    expect(artist.json()).toMatchObject({ kind: 'artist', title: 'Tribute Band', description: 'They play it loud.', genres: ['Rock', 'Pop'] });
    const track = await call('editAdminTrack', 'PATCH', `/tracks/${seeded.trackIds[2]}`, { title: 'Let It Be Louder', year: 2001, artist: 'Tribute Band' });
    expect(track.json()).toMatchObject({ kind: 'track', title: 'Let It Be Louder', artist: 'Tribute Band', year: 2001 });
    const playlist = await call('editAdminPlaylist', 'PATCH', `/playlists/${seeded.playlistId}`, { title: 'Night Shift, revised', description: null });
    expect(playlist.json()).toMatchObject({ kind: 'playlist', title: 'Night Shift, revised', description: null });
    expect(await auditActions(3)).toEqual(['playlist.edit', 'track.edit', 'artist.edit']);
    const listed = await t.call('getPlaylist', { method: 'GET', url: `/api/v1/browse/playlists/${seeded.playlistId}`, headers: listener });
    expect(listed.json().title).toBe('Night Shift, revised');
  });

  it('refuses bad edits with a clear message and changes nothing', async () => {
    const before = (await call('listAdminCatalogue', 'GET', '/catalogue?kind=playlist')).json().items;
    const answers = await Promise.all([
      call('editAdminPlaylist', 'PATCH', `/playlists/${seeded.playlistId}`, { artist: 'Somebody' }),
      call('editAdminArtist', 'PATCH', `/artists/${seeded.artistId}`, { year: 2000 }),
      call('editAdminAlbum', 'PATCH', `/albums/${seeded.albumId}`, { year: 99999 }),
      call('editAdminAlbum', 'PATCH', `/albums/${seeded.albumId}`, { title: '   ' }),
      call('editAdminTrack', 'PATCH', '/tracks/999999', { title: 'Ghost' }),
      call('editAdminAlbum', 'PATCH', `/albums/${seeded.albumId}`, {}),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([400, 400, 400, 400, 404, 400]);
    expect(answers[0]?.json().message).toBe('A playlist has no artist');
    expect(answers[1]?.json().message).toBe('An artist has no year');
    expect(answers[3]?.json().message).toBe('The title cannot be empty');
    expect(answers[4]?.json().message).toBe('Track 999999 not found');
    expect((await call('listAdminCatalogue', 'GET', '/catalogue?kind=playlist')).json().items).toEqual(before);
  });

  it('replaces artwork with an uploaded image, and refuses a file that is not one', async () => {
    const artworkOf = async () => (await t.app.db.selectFrom('tracks').select('artwork_file_id').where('id', '=', seeded.trackIds[0] as number).executeTakeFirstOrThrow()).artwork_file_id;
    expect(await artworkOf()).toBeNull();
    const refused = await Promise.all([
      call('setAdminArtwork', 'POST', '/artwork', { kind: 'track', id: String(seeded.trackIds[0]), image: Buffer.from('just some text').toString('base64') }),
      // A PNG signature followed by nothing a decoder can read.
      call('setAdminArtwork', 'POST', '/artwork', { kind: 'track', id: String(seeded.trackIds[0]), image: Buffer.concat([smallPng('x').subarray(0, 8), Buffer.alloc(64, 7)]).toString('base64') }),
      call('setAdminArtwork', 'POST', '/artwork', { kind: 'track', id: String(seeded.trackIds[0]), image: 'not base64 at all!' }),
      call('setAdminArtwork', 'POST', '/artwork', { kind: 'album', id: '999999', image: smallPng('y').toString('base64') }),
    ]);
    expect(refused.map((r) => r.statusCode)).toEqual([400, 400, 400, 404]);
    expect(refused[0]?.json().message).toBe('This file is not an image: upload a JPEG, PNG, WebP or GIF');
    expect(refused[1]?.json().message).toBe('This file is not an image: upload a JPEG, PNG, WebP or GIF');
    expect(await artworkOf()).toBeNull();

    const stored = await call('setAdminArtwork', 'POST', '/artwork', { kind: 'track', id: String(seeded.trackIds[0]), image: `data:image/png;base64,${smallPng('new cover').toString('base64')}` });
    expect(stored.statusCode).toBe(200);
    expect(stored.json()).toMatchObject({ kind: 'track', has_artwork: true });
    const fileId = await artworkOf();
    const file = await t.app.db.selectFrom('media_files').selectAll().where('id', '=', fileId as number).executeTakeFirstOrThrow();
    expect([file.kind, file.mime]).toEqual(['artwork', 'image/png']);
    expect((await t.app.mediaStore.stat(file.path))?.size).toBe(smallPng('new cover').length);
    expect((await auditActions(1))[0]).toBe('track.artwork');
  });
});

describe('featured playlist curation', () => {
  const tracksOf = async () => ((await call('listAdminPlaylistTracks', 'GET', `/playlists/${seeded.playlistId}/tracks`)).json().tracks as Array<{ id: string }>).map((t) => t.id);

  it('adds, reorders and removes tracks, and listeners see the new order', async () => {
    const [a, b, c] = seeded.trackIds.map(String) as [string, string, string];
    expect(await tracksOf()).toEqual([b, a]);
    const set = await call('setAdminPlaylistTracks', 'PUT', `/playlists/${seeded.playlistId}/tracks`, { track_ids: [a, c, b] });
    expect(set.statusCode).toBe(200);
    expect(set.json().tracks.map((t: { id: string }) => t.id)).toEqual([a, c, b]);
    await call('setAdminPlaylistTracks', 'PUT', `/playlists/${seeded.playlistId}/tracks`, { track_ids: [c, a] });
    expect(await tracksOf()).toEqual([c, a]);
    const seen = await t.call('getPlaylist', { method: 'GET', url: `/api/v1/browse/playlists/${seeded.playlistId}`, headers: listener });
    expect(seen.json().tracks.map((t: { id: string }) => t.id)).toEqual([c, a]);
    expect(await auditActions(2)).toEqual(['playlist.tracks', 'playlist.tracks']);
  });

  it('refuses an unknown or repeated track and a missing playlist, and changes nothing', async () => {
    const before = await tracksOf();
    const answers = await Promise.all([
      call('setAdminPlaylistTracks', 'PUT', `/playlists/${seeded.playlistId}/tracks`, { track_ids: ['999999'] }),
      call('setAdminPlaylistTracks', 'PUT', `/playlists/${seeded.playlistId}/tracks`, { track_ids: [String(seeded.trackIds[0]), String(seeded.trackIds[0])] }),
      call('setAdminPlaylistTracks', 'PUT', '/playlists/999999/tracks', { track_ids: [] }),
      call('listAdminPlaylistTracks', 'GET', '/playlists/999999/tracks'),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([400, 400, 404, 404]);
    expect(answers[0]?.json().message).toBe('There is no track 999999');
    expect(answers[1]?.json().message).toBe('A track appears twice in the playlist');
    expect(await tracksOf()).toEqual(before);
  });
});
