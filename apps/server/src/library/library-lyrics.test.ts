import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SubsonicAPI } from 'subsonic-api';
import { buildTestApp, type TestApp } from '../test-support/test-app.js';
import { tempDir } from '../content/test-support/fixtures.js';
import { appLogin, codeIdOfDevice, subsonicClient } from '../test-support/subsonic-client.js';
import { addLibrary } from './library-admin.js';
import { migrations } from '../db/migrator.js';
import { ensureFfmpeg, writeTone } from './test-support/audio-files.js';

let t: TestApp;
let root: string;
let music: string;
let libraryId: number;
let account: Awaited<ReturnType<TestApp['activateDevice']>>;
let api: SubsonicAPI;
type Answer = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const lrcBytes = (lines: string[]) => Buffer.from(lines.join('\n'), 'utf8');

beforeAll(async () => {
  ensureFfmpeg();
  root = tempDir('lyrics');
  music = path.join(root, 'Music');
  writeTone(path.join(music, 'Sidecar', 'sung.mp3'), { seconds: 2, frequency: 300, tags: { title: 'Sung Along', artist: 'Harbour Choir', album: 'Words' } });
  // Windows-1252 bytes (not UTF-8) and a malformed time among good lines.
  fs.writeFileSync(
    path.join(music, 'Sidecar', 'sung.lrc'),
    Buffer.concat([lrcBytes(['[ar:Harbour Choir]', '[00:00.50]First line', '[00:0x.00]Broken time', '[00:01.25]Caf']), Buffer.from([0xe9, 0x20, 0x96, 0x20, 0x6f, 0x6b, 0x0a]), lrcBytes(['[00:01.75]Last line'])]),
  );
  writeTone(path.join(music, 'Tagged', 'tagged.flac'), { seconds: 2, frequency: 350, tags: { title: 'Tagged Song', artist: 'Vorbis Band', LYRICS: '[00:00.40]From the tag\n[00:01.10]Second tagged line' } });
  writeTone(path.join(music, 'Plain', 'plain.ogg'), { seconds: 2, frequency: 400, tags: { title: 'Plain Song', artist: 'Text Band' } });
  fs.writeFileSync(path.join(music, 'Plain', 'plain.txt'), 'No times here\n\nJust words\n');
  // Enhanced LRC: word (and syllable) times, a word with a two-byte letter, a closing time.
  writeTone(path.join(music, 'Karaoke', 'karaoke.mp3'), { seconds: 2, frequency: 500, tags: { title: 'Karaoke', artist: 'Harbour Choir' } });
  fs.writeFileSync(path.join(music, 'Karaoke', 'karaoke.lrc'), lrcBytes(['[la:eng]', '[00:00.20]<00:00.20>Sing <00:00.50>ca<00:00.70>fé <00:00.90>now<00:01.10>', '[00:01.20]Plain line here']));
  writeTone(path.join(music, 'Plain', 'silent.ogg'), { seconds: 2, frequency: 450, tags: { title: 'Wordless', artist: 'Text Band' } });
  t = await buildTestApp({ watchLibraries: false });
  account = await t.activateDevice();
  api = subsonicClient(t.app, await appLogin(t.app, await codeIdOfDevice(t.app, account.deviceRowId), 'Tempo'));
  libraryId = (await addLibrary(t.app.db, 'test', music, 'Lyrics')).id;
});

afterAll(async () => {
  await t?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

async function scan() {
  const [result] = await t.app.libraries.scan(libraryId, false, 'test');
  if (!result) throw new Error('the scan returned no result');
  return result;
}
async function trackId(title: string) {
  return (await t.app.db.selectFrom('tracks').select('id').where('title', '=', title).executeTakeFirstOrThrow()).id;
}
const lyricsOf = async (title: string) => {
  const response = await t.call('getTrackLyrics', { method: 'GET', url: `/api/v1/browse/tracks/${await trackId(title)}/lyrics`, headers: account.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

describe('lyrics read at scan time', () => {
  it('reads a .lrc beside the song (not UTF-8, one malformed time), embedded LRC and a .txt, and says what it skipped', async () => {
    const result = await scan();
    expect(result.added).toBe(5);
    const warnings = result.warnings.map((w) => `${w.file}: ${w.message}`);
    expect(warnings).toEqual(expect.arrayContaining(['Sidecar/sung.mp3: Sidecar/sung.lrc: lyrics are not valid UTF-8: read as Windows-1252', 'Sidecar/sung.mp3: Sidecar/sung.lrc: 1 lyrics line with a malformed time skipped']));

    expect(await lyricsOf('Sung Along')).toEqual({
      track_id: String(await trackId('Sung Along')),
      synced: true,
      language: null,
      lines: [
        { start: 0.5, text: 'First line' },
        { start: 1.25, text: 'Café – ok' },
        { start: 1.75, text: 'Last line' },
      ],
    });
    expect(await lyricsOf('Tagged Song')).toMatchObject({ synced: true, lines: [{ start: 0.4, text: 'From the tag' }, { start: 1.1, text: 'Second tagged line' }] });
    expect(await lyricsOf('Plain Song')).toMatchObject({ synced: false, lines: [{ start: null, text: 'No times here' }, { start: null, text: '' }, { start: null, text: 'Just words' }] });
    expect(await lyricsOf('Wordless')).toMatchObject({ synced: false, language: null, lines: [] });
  });

  it('keeps enhanced LRC word times: in getTrackLyrics, and as songLyrics v2 cue lines with UTF-8 byte offsets', async () => {
    expect((await lyricsOf('Karaoke')).lines).toEqual([
      { start: 0.2, text: 'Sing café now', words: [{ start: 0.2, text: 'Sing' }, { start: 0.5, text: 'ca' }, { start: 0.7, text: 'fé' }, { start: 0.9, text: 'now' }] },
      { start: 1.2, text: 'Plain line here' },
    ]);
    const id = `tr-${await trackId('Karaoke')}`;
    const [enhanced] = ((await api.getLyricsBySongId({ id, enhanced: true } as never)) as Answer)['lyricsList'].structuredLyrics;
    expect(enhanced).toMatchObject({ kind: 'main', lang: 'eng', synced: true, line: [{ start: 200, value: 'Sing café now' }, { start: 1200, value: 'Plain line here' }] });
    // 'fé' is bytes 7–9 of "Sing café now" (é takes two); the cue line ends where the next line starts.
    expect(enhanced.cueLine).toEqual([
      {
        index: 0,
        start: 200,
        end: 1200,
        value: 'Sing café now',
        cue: [
          { start: 200, value: 'Sing', byteStart: 0, byteEnd: 3 },
          { start: 500, value: 'ca', byteStart: 5, byteEnd: 6 },
          { start: 700, value: 'fé', byteStart: 7, byteEnd: 9 },
          { start: 900, value: 'now', byteStart: 11, byteEnd: 13 },
        ],
      },
    ]);
    for (const cue of enhanced.cueLine[0].cue) expect(Buffer.from('Sing café now').subarray(cue.byteStart, cue.byteEnd + 1).toString()).toBe(cue.value);
    // Without enhanced=true, version 1's answer: no kind, no cue lines.
    const [v1] = ((await api.getLyricsBySongId({ id })) as Answer)['lyricsList'].structuredLyrics;
    expect([v1.kind, v1.cueLine, v1.line.length]).toEqual([undefined, undefined, 2]);
  });

  it('reads again, on the next scan, the synced lyrics stored before word times were kept (migration 092)', async () => {
    const karaoke = await trackId('Karaoke');
    // As a scan before this version stored them: the text without word times.
    await t.app.db.updateTable('track_lyrics').set({ lines: JSON.stringify([{ start: 200, text: 'Sing café now' }, { start: 1200, text: 'Plain line here' }]) }).where('track_id', '=', karaoke).execute();
    expect((await lyricsOf('Karaoke')).lines[0].words).toBeUndefined();
    const plainFile = await t.app.db.selectFrom('library_files').select('mtime_ms').where('track_id', '=', await trackId('Plain Song')).executeTakeFirstOrThrow();
    // Run again through the migrator's table: only the migrator imports migrations.
    await migrations(t.app.dialect)['092-lyrics-word-times-reread']?.up(t.app.db);
    const result = await scan();
    expect(result.updated).toBe(3);
    expect((await lyricsOf('Karaoke')).lines[0].words).toHaveLength(4);
    // Plain lyrics (a .txt) were not read again.
    expect(await t.app.db.selectFrom('library_files').select('mtime_ms').where('track_id', '=', await trackId('Plain Song')).executeTakeFirstOrThrow()).toEqual(plainFile);
  });

  it('answers 404 for an unknown track, and 401 without a login', async () => {
    const unknown = await t.call('getTrackLyrics', { method: 'GET', url: '/api/v1/browse/tracks/999999/lyrics', headers: account.headers });
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, 'Track not found']);
    expect((await t.call('getTrackLyrics', { method: 'GET', url: `/api/v1/browse/tracks/${await trackId('Plain Song')}/lyrics` })).statusCode).toBe(401);
  });

  it('serves the same lyrics to Subsonic apps: getLyricsBySongId (songLyrics) and getLyrics', async () => {
    const structured = ((await api.getLyricsBySongId({ id: `tr-${await trackId('Sung Along')}` })) as Answer)['lyricsList'].structuredLyrics;
    expect(structured).toEqual([
      {
        displayArtist: 'Harbour Choir',
        displayTitle: 'Sung Along',
        lang: 'und',
        offset: 0,
        synced: true,
        line: [
          { start: 500, value: 'First line' },
          { start: 1250, value: 'Café – ok' },
          { start: 1750, value: 'Last line' },
        ],
      },
    ]);
    const plain = ((await api.getLyricsBySongId({ id: `tr-${await trackId('Plain Song')}` })) as Answer)['lyricsList'].structuredLyrics;
    expect(plain[0]).toMatchObject({ synced: false, line: [{ value: 'No times here' }, { value: '' }, { value: 'Just words' }] });
    expect(plain[0].line[0].start).toBeUndefined();
    expect(((await api.getLyricsBySongId({ id: `tr-${await trackId('Wordless')}` })) as Answer)['lyricsList']).toEqual({ structuredLyrics: [] });

    expect(((await api.getLyrics({ artist: 'harbour choir', title: 'SUNG ALONG' })) as Answer)['lyrics']).toEqual({ artist: 'Harbour Choir', title: 'Sung Along', value: 'First line\nCafé – ok\nLast line' });
    expect(((await api.getLyrics({ title: 'Wordless' })) as Answer)['lyrics']).toEqual({ value: '' });
    expect(((await api.getLyrics({ artist: 'Nobody', title: 'Sung Along' })) as Answer)['lyrics']).toEqual({ value: '' });
  });

  it('reads a sidecar added, changed or removed later, on a rescan that leaves the audio alone', async () => {
    const later = (file: string) => fs.utimesSync(file, new Date(), new Date(Date.now() + 5_000));
    fs.writeFileSync(path.join(music, 'Plain', 'silent.lrc'), '[00:00.20]Now it has words\n');
    later(path.join(music, 'Plain', 'silent.lrc'));
    fs.rmSync(path.join(music, 'Sidecar', 'sung.lrc'));
    const result = await scan();
    expect([result.updated, result.added]).toEqual([2, 0]);
    expect(await lyricsOf('Wordless')).toMatchObject({ synced: true, lines: [{ start: 0.2, text: 'Now it has words' }] });
    expect(await lyricsOf('Sung Along')).toMatchObject({ lines: [] });
  });

  it('forgets a track\'s lyrics with the track when its file is deleted', async () => {
    const id = await trackId('Tagged Song');
    fs.rmSync(path.join(music, 'Tagged', 'tagged.flac'));
    expect((await scan()).removed).toBe(1);
    expect(await t.app.db.selectFrom('track_lyrics').select('track_id').where('track_id', '=', id).executeTakeFirst()).toBeUndefined();
  });
});
