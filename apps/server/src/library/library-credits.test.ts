import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test-support/test-app.js';
import { tempDir } from '../content/test-support/fixtures.js';
import { addLibrary } from './library-admin.js';
import { ensureFfmpeg, writeTone } from './test-support/audio-files.js';

let t: TestApp;
let root: string;
let libraryId: number;
let account: Awaited<ReturnType<TestApp['activateDevice']>>;

beforeAll(async () => {
  ensureFfmpeg();
  root = tempDir('library-credits');
  const album = { album: 'Three Rooms', album_artist: 'Nova Lights' };
  writeTone(path.join(root, 'Three Rooms', '1-01.flac'), { tags: { ...album, title: 'Studio Take', artist: 'Nova Lights', disc: '1', track: '1', DISCSUBTITLE: 'Studio' } });
  writeTone(path.join(root, 'Three Rooms', '2-01.mp3'), { frequency: 520, tags: { ...album, title: 'Live Take', artist: 'Nova Lights feat. Harbour & Aurora Lane', disc: '2', track: '1', TSST: 'Live' } });
  writeTone(path.join(root, 'Three Rooms', '3-01.ogg'), { frequency: 600, tags: { ...album, title: 'Porch Take', artist: 'Nova Lights', disc: '3', track: '1', SETSUBTITLE: 'Acoustic' } });
  t = await buildTestApp({ watchLibraries: false });
  account = await t.activateDevice();
  libraryId = (await addLibrary(t.app.db, 'test', root)).id;
  await t.app.libraries.scan(libraryId, false, 'test');
});

afterAll(async () => {
  await t?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const get = (operationId: string, url: string) => t.call(operationId, { method: 'GET', url, headers: account.headers });
const artistIdOf = async (name: string) => (await t.app.db.selectFrom('artists').select('id').where('name', '=', name).executeTakeFirst())?.id;

describe('disc subtitles and several artists per track', () => {
  it('carries each disc\'s subtitle (DISCSUBTITLE, TSST, SETSUBTITLE) and every credited artist, each with its id', async () => {
    const albumId = (await t.app.db.selectFrom('albums').select('id').where('title', '=', 'Three Rooms').executeTakeFirstOrThrow()).id;
    const tracks = (await get('getAlbum', `/api/v1/browse/albums/${albumId}`)).json().tracks as Array<{ title: string; disc_number: number; disc_subtitle?: string; artist: { id: string; name: string }; artists?: Array<{ id: string; name: string }> }>;
    expect(tracks.map((tr) => [tr.disc_number, tr.disc_subtitle, tr.title])).toEqual([
      [1, 'Studio', 'Studio Take'],
      [2, 'Live', 'Live Take'],
      [3, 'Acoustic', 'Porch Take'],
    ]);
    const live = tracks[1];
    // The old field keeps one artist: the first credited, not the whole "feat." string.
    expect(live?.artist).toEqual({ id: String(await artistIdOf('Nova Lights')), name: 'Nova Lights' });
    expect(live?.artists).toEqual([
      { id: String(await artistIdOf('Nova Lights')), name: 'Nova Lights' },
      { id: String(await artistIdOf('Harbour')), name: 'Harbour' },
      { id: String(await artistIdOf('Aurora Lane')), name: 'Aurora Lane' },
    ]);
    expect(tracks[0]?.artists).toBeUndefined();
    // A featured artist is an artist of its own: its page answers.
    expect((await get('getArtist', `/api/v1/browse/artists/${await artistIdOf('Harbour')}`)).statusCode).toBe(200);
    expect(await artistIdOf('Nova Lights feat. Harbour & Aurora Lane')).toBeUndefined();
  });

  it('a retagged file loses a credit, and an artist only credited there goes with it', async () => {
    writeTone(path.join(root, 'Three Rooms', '2-01.mp3'), { frequency: 520, tags: { album: 'Three Rooms', album_artist: 'Nova Lights', title: 'Live Take', artist: 'Nova Lights feat. Harbour', disc: '2', track: '1', TSST: 'Live' } });
    await t.app.libraries.scan(libraryId, true, 'test');
    const track = (await t.app.db.selectFrom('tracks').select('id').where('title', '=', 'Live Take').executeTakeFirstOrThrow()).id;
    expect((await get('getTrack', `/api/v1/browse/tracks/${track}`)).json().artists.map((a: { name: string }) => a.name)).toEqual(['Nova Lights', 'Harbour']);
    expect(await artistIdOf('Aurora Lane')).toBeUndefined();
    fs.rmSync(path.join(root, 'Three Rooms', '2-01.mp3'));
    await t.app.libraries.scan(libraryId, false, 'test');
    expect(await artistIdOf('Harbour')).toBeUndefined();
    expect(await artistIdOf('Nova Lights')).toBeDefined();
  });
});
