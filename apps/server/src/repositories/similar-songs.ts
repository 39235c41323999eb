import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/**
 * The one choice behind Autoplay, Instant mix and Subsonic's getSimilarSongs[2] (docs/product.md,
 * "Autoplay and Instant mix"): songs that share the seeds' artists, genres and era, and songs this
 * account played around the seeds (co-listening), never a seed, an excluded song or a song this
 * account played in the last hour. Every read is bounded, so a large catalogue costs no more than
 * a small one.
 */
export interface SimilarSongsRequest {
  /** The account whose plays count (co-listening, the last hour); null reads no plays. */
  codeId: number | null;
  /** Songs to resemble (the end of a queue, a song, an album's or an artist's songs). */
  seedIds: readonly number[];
  /** Songs never to answer besides the seeds (the queue). */
  excludeIds?: readonly number[];
  count: number;
  now?: Date;
  /** Breaks ties between equally close songs, so a mix differs from one ask to the next. */
  random?: () => number;
}

/** Another song played this close to a seed's play (either side) was listened to together with it. */
export const CO_LISTENING_WINDOW_MS = 30 * 60_000;
/** A song this account played this recently never comes back in a mix. */
export const RECENT_PLAYS_MS = 60 * 60_000;
/** Bounds of every read: latest plays of the seeds, plays per window, songs per artist, per genre. */
const SEED_PLAYS = 20;
const WINDOW_PLAYS = 100;
const ARTIST_SONGS = 300;
const GENRE_SONGS = 400;
const MAX_GENRES = 5;
const RECENT_LIMIT = 2000;

/** What each kind of closeness is worth; the sum ranks the songs. */
export const WEIGHTS = { coListened: 3, maxCoListened: 3, sameArtist: 2, sharedGenre: 1.5, maxSharedGenres: 2, sameEra: 1, nearEra: 0.5, jitter: 0.5 };
const ERA_YEARS = 5;

interface Candidate {
  id: number;
  artistId: number;
  year: number | null;
}

const median = (values: number[]): number | null => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
};

/** Overlapping windows around the seeds' plays, merged so each stretch of plays is read once. */
function mergedWindows(times: string[]): [string, string][] {
  const spans = times.map((t) => Date.parse(t)).filter(Number.isFinite).sort((a, b) => a - b).map((t) => [t - CO_LISTENING_WINDOW_MS, t + CO_LISTENING_WINDOW_MS] as [number, number]);
  const merged: [number, number][] = [];
  for (const span of spans) {
    const last = merged[merged.length - 1];
    if (last && span[0] <= last[1]) last[1] = Math.max(last[1], span[1]);
    else merged.push(span);
  }
  return merged.map(([from, to]) => [new Date(from).toISOString(), new Date(to).toISOString()]);
}

type Db = Kysely<Database>;

/** This account's plays of songs. */
const songPlays = (db: Db, codeId: number) => db.selectFrom('plays').where('code_id', '=', codeId).where('kind', '=', 'track');

/** How often each song was played within a window of a seed's play by this account (one count per window). */
async function coListened(db: Db, codeId: number, seedIds: readonly number[]): Promise<Map<number, number>> {
  const seedPlays = await songPlays(db, codeId)
    .select('played_at')
    .where('ref_id', 'in', seedIds)
    .orderBy('played_at', 'desc')
    .limit(SEED_PLAYS)
    .execute();
  const counts = new Map<number, number>();
  for (const [from, to] of mergedWindows(seedPlays.map((p) => p.played_at))) {
    const rows = await songPlays(db, codeId)
      .select('ref_id')
      .where('played_at', '>=', from)
      .where('played_at', '<=', to)
      .limit(WINDOW_PLAYS)
      .execute();
    for (const id of new Set(rows.map((r) => Number(r.ref_id)))) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
}

/** Up to GENRE_SONGS songs of a genre from a random place in its index (wrapping round), not the whole genre. */
async function genreSample(db: Db, genre: string, random: () => number, maxId: number): Promise<number[]> {
  const start = Math.floor(random() * (maxId + 1));
  const from = (op: '>=' | '<', limit: number) =>
    db.selectFrom('track_genres').select('owner_id').where('genre', '=', genre).where('owner_id', op, start).orderBy('owner_id').limit(limit).execute();
  const after = await from('>=', GENRE_SONGS);
  const before = after.length < GENRE_SONGS ? await from('<', GENRE_SONGS - after.length) : [];
  return [...after, ...before].map((r) => Number(r.owner_id));
}

const chunks = <T>(list: readonly T[], size: number): T[][] => Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size));

async function candidatesByIds(db: Db, ids: number[]): Promise<{ songs: Candidate[]; genres: Map<number, string[]> }> {
  const songs: Candidate[] = [];
  const genres = new Map<number, string[]>();
  for (const part of chunks(ids, 500)) {
    const [rows, links] = await Promise.all([
      db.selectFrom('tracks').select(['id', 'artist_id', 'year']).where('id', 'in', part).execute(),
      db.selectFrom('track_genres').select(['owner_id', 'genre']).where('owner_id', 'in', part).execute(),
    ]);
    songs.push(...rows.map((r) => ({ id: Number(r.id), artistId: r.artist_id, year: r.year })));
    for (const link of links) genres.set(Number(link.owner_id), [...(genres.get(Number(link.owner_id)) ?? []), link.genre]);
  }
  return { songs, genres };
}

/** The chosen songs' ids, closest first, at most a quarter of them (at least 2) by one artist while others are left. */
export async function chooseSimilarSongs(db: Db, request: SimilarSongsRequest): Promise<number[]> {
  const { codeId, count } = request;
  const random = request.random ?? Math.random;
  const now = (request.now ?? new Date()).getTime();
  const seedIds = [...new Set(request.seedIds)].slice(0, 50);
  if (count <= 0 || seedIds.length === 0) return [];
  const seeds = await candidatesByIds(db, seedIds);
  if (seeds.songs.length === 0) return [];
  const seedArtists = [...new Set(seeds.songs.map((s) => s.artistId))];
  const genreCounts = new Map<string, number>();
  for (const list of seeds.genres.values()) for (const genre of list) genreCounts.set(genre, (genreCounts.get(genre) ?? 0) + 1);
  const seedGenres = new Set([...genreCounts].sort((a, b) => b[1] - a[1]).slice(0, MAX_GENRES).map(([genre]) => genre));
  const era = median(seeds.songs.map((s) => s.year).filter((y): y is number => y !== null));

  const maxIdRow = await db.selectFrom('tracks').select((eb) => eb.fn.max('id').as('max')).executeTakeFirst();
  const maxId = Number(maxIdRow?.max ?? 0);
  const [together, recent, byArtist, ...byGenre] = await Promise.all([
    codeId === null ? new Map<number, number>() : coListened(db, codeId, seedIds),
    codeId === null
      ? []
      : songPlays(db, codeId)
          .select('ref_id')
          .where('played_at', '>=', new Date(now - RECENT_PLAYS_MS).toISOString())
          .limit(RECENT_LIMIT)
          .execute(),
    db.selectFrom('tracks').select('id').where('artist_id', 'in', seedArtists).limit(ARTIST_SONGS).execute(),
    ...[...seedGenres].map((genre) => genreSample(db, genre, random, maxId)),
  ]);

  const excluded = new Set<number>([...seedIds, ...(request.excludeIds ?? []), ...recent.map((r) => Number(r.ref_id))]);
  const pool = new Set<number>([...together.keys(), ...byArtist.map((r) => Number(r.id)), ...byGenre.flat()]);
  const ids = [...pool].filter((id) => !excluded.has(id));
  const { songs, genres } = await candidatesByIds(db, ids);

  const artists = new Set(seedArtists);
  const scored = songs.map((song) => {
    const shared = (genres.get(song.id) ?? []).filter((g) => seedGenres.has(g)).length;
    const distance = era === null || song.year === null ? Infinity : Math.abs(song.year - era);
    const closeness =
      WEIGHTS.coListened * Math.min(together.get(song.id) ?? 0, WEIGHTS.maxCoListened) +
      (artists.has(song.artistId) ? WEIGHTS.sameArtist : 0) +
      WEIGHTS.sharedGenre * Math.min(shared, WEIGHTS.maxSharedGenres) +
      (distance <= ERA_YEARS ? WEIGHTS.sameEra : distance <= 2 * ERA_YEARS ? WEIGHTS.nearEra : 0);
    return { song, closeness, score: closeness + WEIGHTS.jitter * random() };
  });
  // A song close only by era (another genre, another artist, never played around the seeds) is no match.
  const ranked = scored.filter((s) => s.closeness > WEIGHTS.sameEra).sort((a, b) => b.score - a.score);
  return spreadArtists(ranked.map((s) => s.song), count);
}

/** Keeps the ranking but lets no artist take more than a quarter of the mix (at least 2) while others are left. */
export function spreadArtists(ranked: readonly Candidate[], count: number): number[] {
  const cap = Math.max(2, Math.ceil(count / 4));
  const perArtist = new Map<number, number>();
  const chosen: number[] = [];
  const held: Candidate[] = [];
  for (const song of ranked) {
    if (chosen.length === count) break;
    const n = perArtist.get(song.artistId) ?? 0;
    if (n >= cap) {
      held.push(song);
      continue;
    }
    perArtist.set(song.artistId, n + 1);
    chosen.push(song.id);
  }
  for (const song of held) if (chosen.length < count) chosen.push(song.id);
  return chosen;
}

/** The seeds of an Instant mix: a song itself, an album's songs, an artist's songs (the first 20 of each). */
export async function mixSeeds(db: Db, kind: 'song' | 'album' | 'artist', id: number): Promise<number[] | null> {
  if (kind === 'song') return (await db.selectFrom('tracks').select('id').where('id', '=', id).executeTakeFirst()) ? [id] : null;
  const owner = kind === 'album' ? await db.selectFrom('albums').select('id').where('id', '=', id).executeTakeFirst() : await db.selectFrom('artists').select('id').where('id', '=', id).executeTakeFirst();
  if (!owner) return null;
  const rows = await db
    .selectFrom('tracks')
    .select('id')
    .where(kind === 'album' ? 'album_id' : 'artist_id', '=', id)
    .orderBy('id')
    .limit(20)
    .execute();
  return rows.map((r) => Number(r.id));
}
