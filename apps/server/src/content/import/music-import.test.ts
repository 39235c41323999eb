import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/schema.js';
import { openTestDatabase, smallPng, taggedMp3, tempDir, wav } from '../test-support/fixtures.js';
import { createLocalMediaStore } from '../../media/local-store.js';
import { importMusic } from './music-import.js';

let root: string;
let library: string;
let dataDir: string;
let db: Kysely<Database>;

beforeAll(async () => {
  root = tempDir('music');
  library = join(root, 'library');
  dataDir = join(root, 'data');
  mkdirSync(join(library, 'Aurora Lane', 'First Light'), { recursive: true });
  mkdirSync(join(library, 'Loose'), { recursive: true });
  const album = join(library, 'Aurora Lane', 'First Light');
  writeFileSync(join(album, '01.mp3'), taggedMp3({ title: 'Morning Café', artist: 'Aurora Lane', album: 'First Light', track: '1/2', disc: '1/1', year: '2021', genre: 'Indie Pop', picture: smallPng('cover') }, 2, 440));
  writeFileSync(join(album, '02.mp3'), taggedMp3({ title: 'Noon', artist: 'Aurora Lane', album: 'First Light', track: '2/2', disc: '1/1', year: '2021', genre: 'Indie Pop' }, 3, 550));
  writeFileSync(join(library, 'Loose', 'untagged song.wav'), wav(1.5));
  writeFileSync(join(library, 'Loose', 'folder.png'), smallPng('folder'));
  writeFileSync(join(library, 'Loose', 'broken.mp3'), Buffer.from(Array.from({ length: 3000 }, (_, i) => (i * 7919) % 256)));
  writeFileSync(join(library, 'Loose', 'broken.flac'), Buffer.from('not a flac file at all'));
  writeFileSync(join(library, 'Loose', 'notes.txt'), 'ignored');
  db = await openTestDatabase(dataDir);
});

afterAll(async () => {
  await db.destroy();
  rmSync(root, { recursive: true, force: true });
});

describe('import music', () => {
  it('creates artists, albums and tracks from tags, skips unreadable files, reports progress', async () => {
    const progress: number[] = [];
    const result = await importMusic(db, createLocalMediaStore(dataDir), library, (p) => progress.push(p.done));
    expect(result.files).toBe(5);
    expect(result.added).toBe(3);
    expect(result.skipped.map((s) => s.file).sort()).toEqual([join('Loose', 'broken.flac'), join('Loose', 'broken.mp3')]);
    expect(progress.at(-1)).toBe(5);

    const tracks = await db.selectFrom('tracks as t').innerJoin('artists as a', 'a.id', 't.artist_id').leftJoin('albums as al', 'al.id', 't.album_id').select(['t.title', 'a.name as artist', 'al.title as album', 't.track_number', 't.disc_number', 't.year', 't.genres', 't.duration', 't.artwork_file_id', 't.audio_file_id']).orderBy('t.title').execute();
    expect(tracks.map((t) => t.title)).toEqual(['Morning Café', 'Noon', 'untagged song']);
    const [morning, noon, untagged] = tracks;
    expect(morning).toMatchObject({ artist: 'Aurora Lane', album: 'First Light', track_number: 1, disc_number: 1, year: 2021, genres: '["Indie Pop"]' });
    expect(morning?.duration).toBeGreaterThan(1.9);
    expect(morning?.duration).toBeLessThan(2.2);
    expect(noon?.track_number).toBe(2);
    expect(morning?.artwork_file_id).not.toBeNull();
    expect(untagged).toMatchObject({ artist: 'Unknown Artist', album: null });
    expect(untagged?.duration).toBeCloseTo(1.5, 1);
    // The folder image becomes the cover of the untagged file.
    expect(untagged?.artwork_file_id).not.toBeNull();
    expect(untagged?.artwork_file_id).not.toBe(morning?.artwork_file_id);
    const albums = await db.selectFrom('albums').selectAll().execute();
    expect(albums).toHaveLength(1);
    expect(albums[0]?.artwork_file_id).toBe(morning?.artwork_file_id);
    const audio = await db.selectFrom('media_files').select(['path', 'mime']).where('kind', '=', 'audio').orderBy('path').execute();
    expect(audio.every((f) => f.path.startsWith('media/imported/audio/'))).toBe(true);
    expect(audio.map((f) => f.mime).sort()).toEqual(['audio/mpeg', 'audio/mpeg', 'audio/wav']);
    const search = await db.selectFrom('search_documents').select(['kind', 'title']).where('kind', '=', 'track').execute();
    expect(search).toHaveLength(3);
    // No file has loudness tags: each was decoded to measure it, and that decode's waveform is kept with its file.
    const peaks = await db.selectFrom('track_peaks as p').innerJoin('tracks as t', 't.id', 'p.track_id').select(['p.audio_file_id', 't.audio_file_id as trackFile', 'p.peaks']).execute();
    expect(peaks).toHaveLength(3);
    for (const row of peaks) {
      expect(row.audio_file_id).toBe(row.trackFile);
      expect(Math.max(...Buffer.from(row.peaks, 'base64'))).toBeGreaterThan(50);
    }
  });

  it('adds what is new, updates what changed and duplicates nothing on a second run', async () => {
    const album = join(library, 'Aurora Lane', 'First Light');
    writeFileSync(join(album, '02.mp3'), taggedMp3({ title: 'Noon (Remastered)', artist: 'Aurora Lane', album: 'First Light', track: '2/2', disc: '1/1', year: '2022', genre: 'Indie Pop' }, 3, 550));
    writeFileSync(join(album, '03.mp3'), taggedMp3({ title: 'Dusk', artist: 'Aurora Lane', album: 'First Light', track: '3/3', year: '2021', genre: 'Dream Pop' }, 2, 660));
    const result = await importMusic(db, createLocalMediaStore(dataDir), library);
    expect(result).toMatchObject({ files: 6, added: 1, updated: 1, unchanged: 2, artistsCreated: 0, albumsCreated: 0 });
    expect(result.skipped).toHaveLength(2);
    const titles = (await db.selectFrom('tracks').select('title').orderBy('title').execute()).map((t) => t.title);
    expect(titles).toEqual(['Dusk', 'Morning Café', 'Noon (Remastered)', 'untagged song']);
    expect(await db.selectFrom('artists').select('name').execute()).toHaveLength(2);
    const album2 = await db.selectFrom('albums').select('genres').executeTakeFirstOrThrow();
    expect(JSON.parse(album2.genres)).toEqual(['Indie Pop', 'Dream Pop']);

    const again = await importMusic(db, createLocalMediaStore(dataDir), library);
    expect(again).toMatchObject({ added: 0, updated: 0, unchanged: 4 });
  });

  it('refuses a folder that does not exist', async () => {
    await expect(importMusic(db, createLocalMediaStore(dataDir), join(root, 'nope'))).rejects.toThrow(/Not a folder/);
  });
});
