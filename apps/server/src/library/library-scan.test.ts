import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test-support/test-app.js';
import { tempDir } from '../content/test-support/fixtures.js';
import { addLibrary, listLibraries, removeLibrary, skippedFiles } from './library-admin.js';
import { ensureFfmpeg, writeTone } from './test-support/audio-files.js';

let t: TestApp;
let root: string;
let music: string;
let outside: string;
let libraryId: number;
let account: Awaited<ReturnType<TestApp['activateDevice']>>;

beforeAll(async () => {
  ensureFfmpeg();
  root = tempDir('library');
  music = path.join(root, 'Music');
  outside = path.join(root, 'elsewhere');
  writeTone(path.join(music, 'Solo', 'one.mp3'), { tags: { title: 'Solo One', artist: 'Björk', album: 'Debut Tones', track: '1', REPLAYGAIN_TRACK_GAIN: '-3.5 dB' } });
  for (const disc of [1, 2]) {
    for (const track of [1, 2]) writeTone(path.join(music, 'Twin', `CD${disc}`, `${track}.flac`), { frequency: 200 + disc * 100 + track * 10, tags: { title: `Disc ${disc} Song ${track}`, artist: 'Twin Peaks Band', album: 'Double Album', track: String(track) } });
  }
  writeTone(path.join(music, 'Various', 'a.m4a'), { codec: 'alac', frequency: 500, tags: { title: 'Lossless Apple', artist: 'Cider Duo', album: 'Mixed Bag', album_artist: 'Various Artists', compilation: '1', track: '1' } });
  writeTone(path.join(music, 'Various', 'b.aiff'), { frequency: 520, tags: { title: 'Pro Audio', artist: 'Studio Pair' } });
  writeTone(path.join(music, 'Various', 'c.wma'), { frequency: 540, tags: { title: 'Windows Tune', artist: 'Media Player' } });
  writeTone(path.join(music, 'Various', 'd.opus'), { frequency: 560, tags: { title: 'Open Tone', artist: 'Cider Duo', album: 'Mixed Bag', album_artist: 'Various Artists', compilation: '1' } });
  fs.writeFileSync(path.join(music, 'zero.mp3'), '');
  fs.mkdirSync(path.join(music, 'Bad'), { recursive: true });
  fs.writeFileSync(path.join(music, 'Bad', 'empty.mp3'), '');
  fs.writeFileSync(path.join(music, 'Bad', 'not-audio.mp3'), 'This is a shopping list, not a song.\n'.repeat(50));
  fs.writeFileSync(path.join(music, 'Bad', 'notes.pdf'), '%PDF-1.4');
  fs.copyFileSync(path.join(music, 'Solo', 'one.mp3'), path.join(music, 'Solo', 'z-copy.mp3'));
  fs.symlinkSync('.', path.join(music, 'Bad', 'loop'));
  fs.symlinkSync('self', path.join(music, 'Bad', 'self'));
  writeTone(path.join(outside, 'secret.mp3'), { tags: { title: 'Secret' } });
  fs.symlinkSync(path.join(outside, 'secret.mp3'), path.join(music, 'Bad', 'escape.mp3'));
  // Scanned by hand here, so each scan's counts are the test's own (the watcher has its own test).
  t = await buildTestApp({ watchLibraries: false });
  account = await t.activateDevice();
});

afterAll(async () => {
  await t?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

async function scan(full = false) {
  const [result] = await t.app.libraries.scan(libraryId, full, 'test');
  if (!result) throw new Error('the scan returned no result');
  return result;
}
const findTrack = (title: string) => t.app.db.selectFrom('tracks').selectAll().where('title', '=', title).executeTakeFirst();
async function trackByTitle(title: string) {
  const track = await findTrack(title);
  if (!track) throw new Error(`no track "${title}"`);
  return track;
}
const getTrack = (id: number) => t.call('getTrack', { method: 'GET', url: `/api/v1/browse/tracks/${id}`, headers: account.headers });

describe('a music folder read in place', () => {
  it('refuses a folder that does not exist or is a file, with a clear error', async () => {
    await expect(addLibrary(t.app.db, 'test', path.join(root, 'nope'))).rejects.toThrow(`There is no folder ${path.join(root, 'nope')}`);
    await expect(addLibrary(t.app.db, 'test', path.join(music, 'Bad', 'notes.pdf'))).rejects.toThrow('is a file, not a folder');
  });

  it('imports every readable file in place and reports each other one with its reason', async () => {
    libraryId = (await addLibrary(t.app.db, 'test', music, 'My Music')).id;
    await expect(addLibrary(t.app.db, 'test', path.join(music, 'Solo'))).rejects.toThrow('overlaps library');
    const result = await scan();
    expect(result.added).toBe(9);
    const reasons = Object.fromEntries(result.skipped.map((s) => [s.file, s.reason.split(':')[0]]));
    expect(reasons).toEqual({
      'Solo/z-copy.mp3': 'duplicate',
      'Bad/empty.mp3': 'empty',
      'Bad/escape.mp3': 'unsupported',
      'Bad/not-audio.mp3': 'unreadable',
      'Bad/notes.pdf': 'unsupported',
      'Bad/self': 'unreadable',
      'zero.mp3': 'empty',
    });
    // Nothing was copied into the data directory.
    expect(fs.existsSync(path.join(t.dataDir, 'media', 'imported', 'audio'))).toBe(false);
    const [library] = await listLibraries(t.app.db);
    expect([library?.tracks, library?.skipped]).toEqual([9, 4]);
    expect((await skippedFiles(t.app.db, libraryId)).map((s) => s.file)).toEqual(['Bad/empty.mp3', 'Bad/not-audio.mp3', 'Solo/z-copy.mp3', 'zero.mp3']);
  });

  it('reads discs from CD folders, compilations, album artists and ReplayGain', async () => {
    const discs = await t.app.db.selectFrom('tracks').select(['title', 'disc_number', 'track_number']).where('title', 'like', 'Disc %').orderBy('title').execute();
    expect(discs.map((d) => [d.disc_number, d.track_number])).toEqual([[1, 1], [1, 2], [2, 1], [2, 2]]);
    const alac = await trackByTitle('Lossless Apple');
    const album = await t.app.db.selectFrom('albums').innerJoin('artists', 'artists.id', 'albums.artist_id').select(['albums.title', 'albums.compilation', 'artists.name']).where('albums.id', '=', alac.album_id ?? 0).executeTakeFirstOrThrow();
    expect(album).toEqual({ title: 'Mixed Bag', compilation: 1, name: 'Various Artists' });
    const trackArtist = await t.app.db.selectFrom('artists').select('name').where('id', '=', alac.artist_id).executeTakeFirstOrThrow();
    expect(trackArtist.name).toBe('Cider Duo');
    const solo = await trackByTitle('Solo One');
    expect([solo.loudness_source, solo.track_loudness]).toEqual(['replaygain', -14.5]);
  });

  it('answers disc numbers on the album page, sorted by disc then track, and finds "Björk" as "Bjork"', async () => {
    const albumId = (await trackByTitle('Disc 2 Song 1')).album_id;
    const album = (await t.call('getAlbum', { method: 'GET', url: `/api/v1/browse/albums/${albumId}`, headers: account.headers })).json();
    expect(album.tracks.map((track: { title: string; disc_number: number }) => [track.disc_number, track.title])).toEqual([[1, 'Disc 1 Song 1'], [1, 'Disc 1 Song 2'], [2, 'Disc 2 Song 1'], [2, 'Disc 2 Song 2']]);
    const found = (await t.call('search', { method: 'GET', url: '/api/v1/search?q=Bjork', headers: account.headers })).json();
    expect(JSON.stringify(found)).toContain('Solo One');
  });

  it('measures the loudness of untagged tracks afterwards, in the background, and leaves tagged ones alone', async () => {
    await t.app.loudnessQueue.idle();
    const flac = await trackByTitle('Disc 1 Song 1');
    expect(flac.loudness_source).toBe('measured');
    expect(flac.track_loudness).toBeGreaterThan(-30);
    expect((await trackByTitle('Solo One')).loudness_source).toBe('replaygain');
  });

  it('stores the waveform of each track it measured from that same decode, so the seek bar reads it without decoding', async () => {
    await t.app.loudnessQueue.idle();
    const flac = await trackByTitle('Disc 1 Song 1');
    const stored = await t.app.db.selectFrom('track_peaks').selectAll().where('track_id', '=', flac.id).executeTakeFirst();
    expect(stored?.audio_file_id).toBe(flac.audio_file_id);
    const peaks = [...Buffer.from(stored?.peaks ?? '', 'base64')];
    expect(peaks).toHaveLength(200);
    // The test tone's level (ffmpeg's sine, 1/8 of full scale, spread over two channels) is about 23 of 255.
    expect(Math.min(...peaks.slice(5, -5))).toBeGreaterThan(15);
    // The answer is the stored row (marked here), not a new decode.
    await t.app.db.updateTable('track_peaks').set({ peaks: Buffer.from(new Uint8Array(200).fill(9)).toString('base64') }).where('track_id', '=', flac.id).execute();
    const answer = await t.call('getTrackPeaks', { method: 'GET', url: `/api/v1/browse/tracks/${flac.id}/peaks`, headers: account.headers });
    expect(answer.json().peaks).toEqual(new Array(200).fill(9));
    // A tagged track was not decoded at scan: its waveform waits for its first request.
    const solo = await trackByTitle('Solo One');
    expect(await t.app.db.selectFrom('track_peaks').select('track_id').where('track_id', '=', solo.id).executeTakeFirst()).toBeUndefined();
  });

  it('serves a track from where it lies, whole and by range, and never a file outside the folder', async () => {
    const solo = await trackByTitle('Solo One');
    const streamUrl = (await getTrack(solo.id)).json().stream_url as string;
    const bytes = fs.readFileSync(path.join(music, 'Solo', 'one.mp3'));
    const whole = await t.call('streamAudio', { method: 'GET', url: streamUrl });
    expect([whole.statusCode, whole.headers['content-type']]).toEqual([200, 'audio/mpeg']);
    expect(whole.rawPayload.equals(bytes)).toBe(true);
    const part = await t.call('streamAudio', { method: 'GET', url: streamUrl, headers: { range: 'bytes=10-19' } });
    expect(part.rawPayload.equals(bytes.subarray(10, 20))).toBe(true);
    // The registered file swapped for a link out of the folder: refused as missing.
    const file = path.join(music, 'Solo', 'one.mp3');
    fs.renameSync(file, `${file}.bak`);
    fs.symlinkSync(path.join(outside, 'secret.mp3'), file);
    try {
      expect((await t.call('streamAudio', { method: 'GET', url: streamUrl })).statusCode).toBe(404);
    } finally {
      fs.unlinkSync(file);
      fs.renameSync(`${file}.bak`, file);
    }
  });

  it('rescans only changed files, keeps a moved file\'s track, and drops a deleted file\'s track', async () => {
    const unchanged = await scan();
    expect([unchanged.added, unchanged.updated, unchanged.unchanged, unchanged.removed]).toEqual([0, 0, 9, 0]);
    const moved = await trackByTitle('Pro Audio');
    fs.mkdirSync(path.join(music, 'Sorted'));
    fs.renameSync(path.join(music, 'Various', 'b.aiff'), path.join(music, 'Sorted', 'pro.aiff'));
    const deleted = await trackByTitle('Windows Tune');
    fs.unlinkSync(path.join(music, 'Various', 'c.wma'));
    const retagged = path.join(music, 'Solo', 'one.mp3');
    writeTone(retagged, { tags: { title: 'Solo One (Remaster)', artist: 'Björk', album: 'Debut Tones', track: '1' } });
    const rescan = await scan();
    expect([rescan.moved, rescan.removed, rescan.updated, rescan.unchanged]).toEqual([1, 1, 1, 6]);
    expect((await trackByTitle('Pro Audio')).id).toBe(moved.id);
    expect((await getTrack(moved.id)).statusCode).toBe(200);
    expect((await getTrack(deleted.id)).statusCode).toBe(404);
    expect(await findTrack('Solo One (Remaster)')).toBeDefined();
  });

  it('forgets a removed library and its tracks, leaving the files alone', async () => {
    const before = await trackByTitle('Open Tone');
    await removeLibrary(t.app.db, 'test', libraryId);
    expect((await getTrack(before.id)).statusCode).toBe(404);
    expect(fs.existsSync(path.join(music, 'Various', 'd.opus'))).toBe(true);
    expect(await listLibraries(t.app.db)).toEqual([]);
  });
});

describe('TANGERINE_MUSIC_DIR', () => {
  it('registers and scans its folders at start; a missing one is logged and the server starts', async () => {
    const folder = path.join(root, 'AtStart');
    writeTone(path.join(folder, 'hello.ogg'), { tags: { title: 'Hello From Start', artist: 'Boot Band' } });
    const started = await buildTestApp({ musicDirs: [folder, path.join(root, 'missing')], watchLibraries: false });
    try {
      await started.app.libraries.idle();
      const libraries = await listLibraries(started.app.db);
      expect(libraries.map((l) => [l.path, l.tracks])).toEqual([[fs.realpathSync(folder), 1]]);
    } finally {
      await started.close();
    }
  });
});
