import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { nowIso } from './json.js';

const ADJECTIVES = ['Golden', 'Silent', 'Electric', 'Velvet', 'Midnight', 'Crimson', 'Hollow', 'Neon', 'Wild', 'Paper', 'Broken', 'Summer', 'Frozen', 'Lunar', 'Amber', 'Distant', 'Tangerine', 'Quiet', 'Restless', 'Sapphire'];
const NOUNS = ['River', 'Garden', 'Highway', 'Echo', 'Harbor', 'Signal', 'Mirror', 'Comet', 'Forest', 'Lantern', 'Horizon', 'Canyon', 'Ocean', 'Window', 'Engine', 'Meadow', 'Shadow', 'Skyline', 'Thunder', 'Island'];
const VERBS = ['Falling', 'Running', 'Dreaming', 'Burning', 'Dancing', 'Waiting', 'Drifting', 'Calling', 'Singing', 'Fading'];
const GENRES = ['pop', 'rock', 'jazz', 'electronic', 'hip-hop', 'classical', 'folk', 'ambient', 'soul', 'country'];
const BATCH = 500;

/** A deterministic generator (mulberry32) so a benchmark catalogue is the same on every run. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Adds `count` synthetic tracks (with artists and albums) for benchmark-size catalogues: metadata
 * only, reusing audio and artwork files already registered. Rows carry the same genre links and
 * search documents as real ones, so searches and browse calls behave as on a real catalogue.
 */
export async function bulkInsertSyntheticCatalogue(db: Kysely<Database>, count: number, seed = 42): Promise<{ artists: number; albums: number; tracks: number }> {
  const rnd = random(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)] as T;
  const audio = (await db.selectFrom('media_files').select('id').where('kind', '=', 'audio').orderBy('id').limit(100).execute()).map((r) => r.id);
  const artwork = (await db.selectFrom('media_files').select('id').where('kind', '=', 'artwork').orderBy('id').limit(100).execute()).map((r) => r.id);
  const artistCount = Math.max(1, Math.ceil(count / 100));
  const albumCount = Math.max(1, Math.ceil(count / 10));
  const createdAt = nowIso();

  return db.transaction().execute(async (trx) => {
    const artists: { id: number; name: string }[] = [];
    for (let start = 0; start < artistCount; start += BATCH) {
      const rows = Array.from({ length: Math.min(BATCH, artistCount - start) }, (_, i) => {
        const genre = pick(GENRES);
        return { name: `The ${pick(ADJECTIVES)} ${pick(NOUNS)}s ${start + i + 1}`, bio: null, image_file_id: artwork.length ? pick(artwork) : null, genres: JSON.stringify([genre]), socials: '{}', created_at: createdAt };
      });
      const inserted = await trx.insertInto('artists').values(rows).returning(['id', 'name', 'genres']).execute();
      for (const row of inserted) artists.push({ id: row.id, name: row.name });
      await trx.insertInto('artist_genres').values(inserted.map((r) => ({ owner_id: r.id, genre: (JSON.parse(r.genres) as string[])[0] as string }))).execute();
      await trx.insertInto('search_documents').values(inserted.map((r) => ({ kind: 'artist', ref_id: r.id, title: r.name, subtitle: (JSON.parse(r.genres) as string[]).join(' ') }))).execute();
    }

    const albums: { id: number; title: string; artist: { id: number; name: string }; genre: string; year: number; artwork: number | null }[] = [];
    for (let start = 0; start < albumCount; start += BATCH) {
      const rows = Array.from({ length: Math.min(BATCH, albumCount - start) }, () => {
        const artist = pick(artists);
        return { title: `${pick(ADJECTIVES)} ${pick(NOUNS)}`, artist_id: artist.id, year: 1960 + Math.floor(rnd() * 66), description: null, artwork_file_id: artwork.length ? pick(artwork) : null, genres: JSON.stringify([pick(GENRES)]), created_at: createdAt };
      });
      const inserted = await trx.insertInto('albums').values(rows).returning(['id', 'title', 'artist_id', 'genres', 'year', 'artwork_file_id']).execute();
      const byId = new Map(artists.map((a) => [a.id, a]));
      for (const row of inserted) albums.push({ id: row.id, title: row.title, artist: byId.get(row.artist_id) as { id: number; name: string }, genre: (JSON.parse(row.genres) as string[])[0] as string, year: row.year ?? 2000, artwork: row.artwork_file_id });
      await trx.insertInto('album_genres').values(albums.slice(-inserted.length).map((a) => ({ owner_id: a.id, genre: a.genre }))).execute();
      await trx.insertInto('search_documents').values(albums.slice(-inserted.length).map((a) => ({ kind: 'album', ref_id: a.id, title: a.title, subtitle: a.artist.name }))).execute();
    }

    for (let start = 0; start < count; start += BATCH) {
      const planned = Array.from({ length: Math.min(BATCH, count - start) }, (_, i) => {
        const album = albums[(start + i) % albums.length] as (typeof albums)[number];
        return { album, title: `${pick(VERBS)} ${pick(ADJECTIVES)} ${pick(NOUNS)}`, trackNumber: Math.floor((start + i) / albums.length) + 1 };
      });
      const inserted = await trx
        .insertInto('tracks')
        .values(planned.map((p) => ({ title: p.title, artist_id: p.album.artist.id, album_id: p.album.id, track_number: p.trackNumber, disc_number: 1, duration: 90 + Math.floor(rnd() * 240), year: p.album.year, genres: JSON.stringify([p.album.genre]), audio_file_id: audio.length ? pick(audio) : null, artwork_file_id: null, source_key: null, created_at: createdAt })))
        .returning('id')
        .execute();
      await trx.insertInto('track_genres').values(inserted.map((r, i) => ({ owner_id: r.id, genre: (planned[i] as (typeof planned)[number]).album.genre }))).execute();
      await trx.insertInto('search_documents').values(inserted.map((r, i) => {
        const p = planned[i] as (typeof planned)[number];
        return { kind: 'track', ref_id: r.id, title: p.title, subtitle: `${p.album.artist.name} ${p.album.title}` };
      })).execute();
    }
    return { artists: artistCount, albums: albumCount, tracks: count };
  });
}
