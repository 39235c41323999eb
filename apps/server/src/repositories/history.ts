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

async function ranked<T extends { id: string }>(counts: Counted[], load: (ids: number[]) => Promise<T[]>) {
  const byId = new Map(counts.map((c) => [String(c.id), c.n]));
  return (await load(counts.map((c) => c.id))).map((item, index) => ({ ...item, rank: index + 1, play_count: byId.get(item.id) ?? 0 }));
}

/**
 * One account's plays of songs: its history page by page, read from the (code_id, kind, played_at,
 * ref_id) index alone (migration 085) with the catalogue joined for the page's songs only, and its
 * figures of a year, read from its tallies.
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

    /**
     * The year's figures (UTC calendar year) from the listener's tallies (migration 114): one row for
     * the totals and the top rows of each list, read in the order of their index.
     */
    async year(codeId: number, year: number): Promise<YearInListening> {
      const topTracks = db.selectFrom('play_year_tracks').select(['track_id as id', 'plays as n']).where('code_id', '=', codeId).where('year', '=', year).orderBy('plays', 'desc').orderBy('track_id').limit(YEAR_TOP_ENTRIES);
      const totals = (kind: 'artist' | 'album' | 'year') => db.selectFrom('play_year_totals').where('code_id', '=', codeId).where('year', '=', year).where('kind', '=', kind);
      const topTotals = (kind: 'artist' | 'album') => totals(kind).select(['ref_id as id', 'plays as n']).orderBy('plays', 'desc').orderBy('ref_id').limit(YEAR_TOP_ENTRIES).execute();
      const [all, tracks, artists, albums] = await Promise.all([totals('year').select(['plays', 'seconds']).executeTakeFirst(), topTracks.execute(), topTotals('artist'), topTotals('album')]);
      const counted = (rows: { id: number; n: number }[]) => rows.map((row) => ({ id: Number(row.id), n: Number(row.n) }));
      const [rankedTracks, topArtists, topAlbums] = await Promise.all([
        ranked(counted(tracks), catalogue.tracksByIds),
        ranked(counted(artists), catalogue.artistsByIds),
        ranked(counted(albums), catalogue.albumsByIds),
      ]);
      // Seconds are summed play by play: rounded to the millisecond so float drift never loses a minute.
      const ms = Math.round(Number(all?.seconds ?? 0) * 1000);
      return { year, minutes_listened: Math.floor(ms / 60_000), play_count: Number(all?.plays ?? 0), top_artists: topArtists, top_albums: topAlbums, top_tracks: rankedTracks };
    },
  };
}

export type HistoryRepository = ReturnType<typeof createHistoryRepository>;
