import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import { encodeMp3, syntheticCatalogue, type SyntheticCatalogue } from '@tangerine/demo-catalogue';
import type { Database, DialectName } from '../db/schema.js';
import { upsertMediaFile } from './catalogue-writes.js';
import { nowIso } from './json.js';
import { compactSearchIndex } from './search-maintenance.js';

const BATCH = 500;

/**
 * Adds `count` synthetic tracks (libs/demo-catalogue's synthetic catalogue) for benchmark-size
 * catalogues: metadata only, reusing audio and artwork files already registered.
 */
export async function bulkInsertSyntheticCatalogue(db: Kysely<Database>, count: number, seed = 42): Promise<{ artists: number; albums: number; tracks: number }> {
  const audio = (await db.selectFrom('media_files').select('id').where('kind', '=', 'audio').orderBy('id').limit(100).execute()).map((r) => r.id);
  const artwork = (await db.selectFrom('media_files').select('id').where('kind', '=', 'artwork').orderBy('id').limit(100).execute()).map((r) => r.id);
  return bulkInsertCatalogue(db, syntheticCatalogue(count, { audio, artwork }, seed));
}

const PLACEHOLDER_AUDIO = 'media/synthetic/silence.mp3';

export interface SyntheticLoad {
  artists: number;
  albums: number;
  tracks: number;
  /** The first and last id of the albums added. */
  albumIds: [number, number];
  seconds: number;
}

/**
 * The admin's bulk load for benchmarks and scale tests: registers ten seconds of silence when the
 * catalogue has no audio file for the tracks to share, adds `count` synthetic tracks, compacts the
 * search index, and on PostgreSQL writes the load's pages out now rather than during what follows.
 */
export async function loadSyntheticCatalogue(db: Kysely<Database>, dialect: DialectName, dataDir: string, count: number, seed = 42): Promise<SyntheticLoad> {
  const started = performance.now();
  if (!(await db.selectFrom('media_files').select('id').where('kind', '=', 'audio').limit(1).executeTakeFirst())) {
    const silence = encodeMp3(new Float32Array(22050 * 10), 22050, 64);
    await mkdir(join(dataDir, 'media', 'synthetic'), { recursive: true });
    await writeFile(join(dataDir, PLACEHOLDER_AUDIO), silence);
    await upsertMediaFile(db, { kind: 'audio', path: PLACEHOLDER_AUDIO, mime: 'audio/mpeg', size: silence.length });
  }
  const before = await db.selectFrom('albums').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst();
  const added = await bulkInsertSyntheticCatalogue(db, count, seed);
  await compactSearchIndex(db, dialect);
  if (dialect === 'postgres') await sql`CHECKPOINT`.execute(db);
  const first = Number(before?.id ?? 0) + 1;
  return { ...added, albumIds: [first, first + added.albums - 1], seconds: (performance.now() - started) / 1000 };
}

/**
 * Writes a catalogue in batched inserts, one transaction. Rows carry the same genre links and search
 * documents as the one-by-one catalogue writes, so searches and browse calls behave as on a real catalogue.
 */
export async function bulkInsertCatalogue(db: Kysely<Database>, catalogue: SyntheticCatalogue): Promise<{ artists: number; albums: number; tracks: number }> {
  const createdAt = nowIso();
  return db.transaction().execute(async (trx) => {
    const artists: { id: number; name: string }[] = [];
    for (let start = 0; start < catalogue.artists.length; start += BATCH) {
      const planned = catalogue.artists.slice(start, start + BATCH);
      const rows = planned.map((a) => ({ name: a.name, bio: null, image_file_id: a.imageFileId, genres: JSON.stringify([a.genre]), socials: '{}', created_at: createdAt }));
      const inserted = await trx.insertInto('artists').values(rows).returning(['id', 'name']).execute();
      for (const row of inserted) artists.push({ id: row.id, name: row.name });
      await trx.insertInto('artist_genres').values(inserted.map((r, i) => ({ owner_id: r.id, genre: (planned[i] as (typeof planned)[number]).genre }))).execute();
      await trx.insertInto('search_documents').values(inserted.map((r, i) => ({ kind: 'artist', ref_id: r.id, title: r.name, subtitle: (planned[i] as (typeof planned)[number]).genre }))).execute();
    }

    const albums: { id: number; title: string; artist: { id: number; name: string }; genre: string; year: number }[] = [];
    for (let start = 0; start < catalogue.albums.length; start += BATCH) {
      const planned = catalogue.albums.slice(start, start + BATCH).map((a) => ({ ...a, artist: artists[a.artist] as { id: number; name: string } }));
      const inserted = await trx
        .insertInto('albums')
        .values(planned.map((a) => ({ title: a.title, artist_id: a.artist.id, year: a.year, description: null, artwork_file_id: a.artworkFileId, genres: JSON.stringify([a.genre]), created_at: createdAt })))
        .returning('id')
        .execute();
      const added = inserted.map((r, i) => ({ ...(planned[i] as (typeof planned)[number]), id: r.id }));
      albums.push(...added);
      await trx.insertInto('album_genres').values(added.map((a) => ({ owner_id: a.id, genre: a.genre }))).execute();
      await trx.insertInto('search_documents').values(added.map((a) => ({ kind: 'album', ref_id: a.id, title: a.title, subtitle: a.artist.name }))).execute();
    }

    for (let start = 0; start < catalogue.tracks.length; start += BATCH) {
      const planned = catalogue.tracks.slice(start, start + BATCH).map((t) => ({ ...t, album: albums[t.album] as (typeof albums)[number] }));
      const inserted = await trx
        .insertInto('tracks')
        .values(planned.map((p) => ({ title: p.title, artist_id: p.album.artist.id, album_id: p.album.id, track_number: p.trackNumber, disc_number: 1, duration: p.duration, year: p.album.year, genres: JSON.stringify([p.album.genre]), audio_file_id: p.audioFileId, artwork_file_id: null, source_key: null, created_at: createdAt })))
        .returning('id')
        .execute();
      await trx.insertInto('track_genres').values(inserted.map((r, i) => ({ owner_id: r.id, genre: (planned[i] as (typeof planned)[number]).album.genre }))).execute();
      await trx.insertInto('search_documents').values(inserted.map((r, i) => {
        const p = planned[i] as (typeof planned)[number];
        return { kind: 'track', ref_id: r.id, title: p.title, subtitle: `${p.album.artist.name} ${p.album.title}` };
      })).execute();
    }
    return { artists: catalogue.artists.length, albums: catalogue.albums.length, tracks: catalogue.tracks.length };
  });
}
