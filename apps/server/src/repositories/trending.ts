import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { ApiAlbum, ApiArtist, ApiRecentlyPlayedTrack, ApiTrack } from '../contract.js';
import type { CatalogueRepository } from './catalogue.js';
import { precompiled, slot } from '../db/precompiled.js';

export type TrendingPeriod = 'today' | 'week' | 'month';

const PERIOD_MS: Record<TrendingPeriod, number> = { today: 86_400_000, week: 7 * 86_400_000, month: 30 * 86_400_000 };

/** Rolling windows: "today" is the last 24 hours, so charts do not empty at midnight. */
export const periodStart = (period: TrendingPeriod, now: number = Date.now()): string => new Date(now - PERIOD_MS[period]).toISOString();

/** Plays looked at for "recently played" (an account that replays a few tracks still fills the list). */
const RECENT_PLAYS = 300;

type Ranked<T> = T & { rank: number; play_count: number };

export function createTrendingRepository(db: Kysely<Database>, catalogue: CatalogueRepository) {
  async function rank<T extends { id: string }>(counts: { id: number; n: number | string }[], load: (ids: number[]) => Promise<T[]>): Promise<Ranked<T>[]> {
    const items = await load(counts.map((c) => c.id));
    const byId = new Map(counts.map((c) => [String(c.id), Number(c.n)]));
    return items.map((item, index) => ({ ...item, rank: index + 1, play_count: byId.get(item.id) ?? 0 }));
  }

  const latestPlays = precompiled<{ ref_id: number; played_at: string }>(
    db,
    db.selectFrom('plays').select(['ref_id', 'played_at']).where('code_id', '=', slot<number>(0)).where('kind', '=', 'track').orderBy('played_at', 'desc').limit(slot<number>(1)),
  );

  return {
    async tracks(period: TrendingPeriod, limit: number): Promise<Ranked<ApiTrack>[]> {
      const counts = await db
        .selectFrom('plays')
        .select((eb) => ['ref_id as id', eb.fn.countAll<number>().as('n')])
        .where('kind', '=', 'track')
        .where('played_at', '>=', periodStart(period))
        .groupBy('ref_id')
        .orderBy('n', 'desc')
        .orderBy('ref_id')
        .limit(limit)
        .execute();
      return rank(counts, catalogue.tracksByIds);
    },

    async artists(period: TrendingPeriod, limit: number): Promise<Ranked<ApiArtist>[]> {
      const counts = await db
        .selectFrom('plays as p')
        .innerJoin('tracks as t', 't.id', 'p.ref_id')
        .select((eb) => ['t.artist_id as id', eb.fn.countAll<number>().as('n')])
        .where('p.kind', '=', 'track')
        .where('p.played_at', '>=', periodStart(period))
        .groupBy('t.artist_id')
        .orderBy('n', 'desc')
        .orderBy('t.artist_id')
        .limit(limit)
        .execute();
      return rank(counts, catalogue.artistsByIds);
    },

    async albums(period: TrendingPeriod, limit: number): Promise<Ranked<ApiAlbum>[]> {
      const counts = await db
        .selectFrom('plays as p')
        .innerJoin('tracks as t', 't.id', 'p.ref_id')
        .select((eb) => ['t.album_id as id', eb.fn.countAll<number>().as('n')])
        .where('p.kind', '=', 'track')
        .where('p.played_at', '>=', periodStart(period))
        .where('t.album_id', 'is not', null)
        .groupBy('t.album_id')
        .orderBy('n', 'desc')
        .orderBy('t.album_id')
        .limit(limit)
        .execute();
      return rank(counts.map((c) => ({ id: c.id as number, n: c.n })), catalogue.albumsByIds);
    },

    /**
     * The account's tracks, each once, most recent play first, from its last RECENT_PLAYS plays:
     * one statement down the (code_id, kind, played_at) index instead of grouping all its plays.
     */
    async recentlyPlayed(codeId: number, limit: number): Promise<ApiRecentlyPlayedTrack[]> {
      const rows = await latestPlays(codeId, RECENT_PLAYS);
      const when = new Map<number, string>();
      for (const row of rows) {
        if (when.size >= limit) break;
        if (!when.has(row.ref_id)) when.set(row.ref_id, String(row.played_at));
      }
      if (!when.size) return [];
      const tracks = await catalogue.tracksByIds([...when.keys()]);
      return tracks.map((t) => ({ ...t, played_at: when.get(Number(t.id)) as string }));
    },
  };
}

export type TrendingRepository = ReturnType<typeof createTrendingRepository>;
