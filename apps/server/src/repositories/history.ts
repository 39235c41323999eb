import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { ApiRecentlyPlayedTrack, ApiTrendingAlbum, ApiTrendingArtist, ApiTrendingTrack } from '../contract.js';
import type { CatalogueRepository } from './catalogue.js';

/** Entries of each "Your year" top list. */
export const YEAR_TOP_ENTRIES = 5;

export interface HistoryPage {
  plays: ApiRecentlyPlayedTrack[];
  next_before: string | null;
}

export interface YearInListening {
  year: number;
  minutes_listened: number;
  play_count: number;
  top_artists: ApiTrendingArtist[];
  top_albums: ApiTrendingAlbum[];
  top_tracks: ApiTrendingTrack[];
}

interface Counted {
  id: number;
  n: number;
}

/** The ids with the most plays, most first (ties by id, so the order is stable). */
function top(counts: Map<number, number>): Counted[] {
  return [...counts]
    .map(([id, n]) => ({ id, n }))
    .sort((a, b) => b.n - a.n || a.id - b.id)
    .slice(0, YEAR_TOP_ENTRIES);
}

async function ranked<T extends { id: string }>(counts: Counted[], load: (ids: number[]) => Promise<T[]>) {
  const byId = new Map(counts.map((c) => [String(c.id), c.n]));
  return (await load(counts.map((c) => c.id))).map((item, index) => ({ ...item, rank: index + 1, play_count: byId.get(item.id) ?? 0 }));
}

const add = (map: Map<number, number>, key: number, n: number) => map.set(key, (map.get(key) ?? 0) + n);

/**
 * One account's plays of songs: its history page by page and its figures of a year. Both read the
 * (code_id, kind, played_at, ref_id) index alone (migration 085) and join the catalogue only for the
 * page's songs or the year's distinct songs.
 */
export function createHistoryRepository(db: Kysely<Database>, catalogue: CatalogueRepository) {
  const accountPlays = (codeId: number) => db.selectFrom('plays').where('code_id', '=', codeId).where('kind', '=', 'track');

  return {
    /**
     * Plays before `before`, latest first. A page never ends inside a run of plays of one instant
     * (the next page starts strictly before its last play), unless the run fills the whole page.
     */
    async page(codeId: number, before: string | undefined, limit: number): Promise<HistoryPage> {
      let query = accountPlays(codeId).select(['ref_id', 'played_at']);
      if (before) query = query.where('played_at', '<', before);
      const rows = await query.orderBy('played_at', 'desc').limit(limit + 1).execute();
      let kept = rows.slice(0, limit);
      const more = rows.length > limit;
      if (more) {
        const boundary = rows[limit]?.played_at;
        const whole = kept.filter((row) => row.played_at !== boundary);
        if (whole.length) kept = whole;
      }
      const tracks = new Map((await catalogue.tracksByIds([...new Set(kept.map((row) => row.ref_id))])).map((t) => [Number(t.id), t]));
      const plays = kept.flatMap((row) => {
        const track = tracks.get(row.ref_id);
        return track ? [{ ...track, played_at: String(row.played_at) }] : [];
      });
      return { plays, next_before: more ? String(kept.at(-1)?.played_at) : null };
    },

    /** The year's figures (UTC calendar year) from its plays of songs still in the catalogue. */
    async year(codeId: number, year: number): Promise<YearInListening> {
      const perTrack = accountPlays(codeId)
        .select((eb) => ['ref_id', eb.fn.countAll<number>().as('n')])
        .where('played_at', '>=', new Date(Date.UTC(year, 0, 1)).toISOString())
        .where('played_at', '<', new Date(Date.UTC(year + 1, 0, 1)).toISOString())
        .groupBy('ref_id');
      const rows = await db
        .selectFrom(perTrack.as('c'))
        .innerJoin('tracks as t', 't.id', 'c.ref_id')
        .select(['t.id', 't.artist_id', 't.album_id', 't.duration', 'c.n'])
        .execute();
      const tracks = new Map<number, number>();
      const artists = new Map<number, number>();
      const albums = new Map<number, number>();
      let seconds = 0;
      let plays = 0;
      for (const row of rows) {
        const n = Number(row.n);
        plays += n;
        seconds += n * Number(row.duration);
        add(tracks, row.id, n);
        add(artists, row.artist_id, n);
        if (row.album_id !== null) add(albums, row.album_id, n);
      }
      const [topTracks, topArtists, topAlbums] = await Promise.all([
        ranked(top(tracks), catalogue.tracksByIds),
        ranked(top(artists), catalogue.artistsByIds),
        ranked(top(albums), catalogue.albumsByIds),
      ]);
      return { year, minutes_listened: Math.floor(seconds / 60), play_count: plays, top_artists: topArtists, top_albums: topAlbums, top_tracks: topTracks };
    },
  };
}

export type HistoryRepository = ReturnType<typeof createHistoryRepository>;
