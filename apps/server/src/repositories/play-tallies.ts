import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database, DialectName } from '../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

/** The UTC calendar year of an ISO time. */
export const playYear = (playedAt: string) => Number(playedAt.slice(0, 4));

/**
 * Adds one play of a song to the listener's tallies (migration 114). Call it in the transaction that
 * records the play. A play of a song no longer in the catalogue counts nowhere, as before.
 */
export async function tallySongPlay(db: Db, codeId: number, trackId: number, playedAt: string): Promise<void> {
  const track = await db.selectFrom('tracks').select(['artist_id', 'album_id', 'duration']).where('id', '=', trackId).executeTakeFirst();
  if (!track) return;
  await db
    .insertInto('play_tallies')
    .values({ code_id: codeId, track_id: trackId, plays: 1, last_played_at: playedAt })
    .onConflict((oc) =>
      oc.columns(['code_id', 'track_id']).doUpdateSet({
        plays: sql`play_tallies.plays + 1`,
        last_played_at: sql`CASE WHEN excluded.last_played_at > play_tallies.last_played_at THEN excluded.last_played_at ELSE play_tallies.last_played_at END`,
      }),
    )
    .execute();
  const year = playYear(playedAt);
  const seconds = Number(track.duration);
  // The year's row keeps the artist and album of the song's first play that year: its totals count there.
  const counted = await db
    .insertInto('play_year_tracks')
    .values({ code_id: codeId, year, track_id: trackId, artist_id: track.artist_id, album_id: track.album_id, plays: 1, seconds })
    .onConflict((oc) => oc.columns(['code_id', 'year', 'track_id']).doUpdateSet({ plays: sql`play_year_tracks.plays + 1`, seconds: sql`play_year_tracks.seconds + excluded.seconds` }))
    .returning(['artist_id', 'album_id'])
    .executeTakeFirstOrThrow();
  const groups: ['artist' | 'album' | 'year', number][] = [['artist', counted.artist_id], ['year', 0]];
  if (counted.album_id !== null) groups.push(['album', counted.album_id]);
  for (const [kind, refId] of groups) {
    await db
      .insertInto('play_year_totals')
      .values({ code_id: codeId, year, kind, ref_id: refId, plays: 1, seconds })
      .onConflict((oc) => oc.columns(['code_id', 'year', 'kind', 'ref_id']).doUpdateSet({ plays: sql`play_year_totals.plays + 1`, seconds: sql`play_year_totals.seconds + excluded.seconds` }))
      .execute();
  }
}

/** Takes songs leaving the catalogue out of every listener's tallies (their plays stay in `plays`). */
export async function untallySongs(db: Db, trackIds: number[]): Promise<void> {
  if (!trackIds.length) return;
  await db.deleteFrom('play_tallies').where('track_id', 'in', trackIds).execute();
  const rows = await db.selectFrom('play_year_tracks').selectAll().where('track_id', 'in', trackIds).execute();
  for (const row of rows) {
    const groups: ['artist' | 'album' | 'year', number][] = [['artist', row.artist_id], ['year', 0]];
    if (row.album_id !== null) groups.push(['album', row.album_id]);
    for (const [kind, refId] of groups) {
      const key = sql`code_id = ${row.code_id} AND year = ${row.year} AND kind = ${kind} AND ref_id = ${refId}`;
      await sql`UPDATE play_year_totals SET plays = plays - ${row.plays}, seconds = seconds - ${row.seconds} WHERE ${key}`.execute(db);
      await sql`DELETE FROM play_year_totals WHERE ${key} AND plays <= 0`.execute(db);
    }
  }
  await db.deleteFrom('play_year_tracks').where('track_id', 'in', trackIds).execute();
}

/**
 * Rebuilds every tally from the plays table: after plays were written outside the server (a bulk
 * load, a hand-repaired database). The same statements as migration 114's first fill. PostgreSQL's
 * tallies are vacuumed and their statistics refreshed at once: planned from stale statistics (an empty
 * table), a smart playlist sorted by play count took a second, and with no page marked all-visible its
 * walk of the tally index read every row from the table too, until autovacuum came by.
 */
export async function retallyPlays(db: Kysely<Database>, dialect: DialectName): Promise<{ listeners: number; songs: number }> {
  await db.transaction().execute(async (trx) => {
    for (const table of ['play_year_totals', 'play_year_tracks', 'play_tallies'] as const) await trx.deleteFrom(table).execute();
    const songPlays = sql`FROM plays p INNER JOIN tracks t ON t.id = p.ref_id INNER JOIN activation_codes c ON c.id = p.code_id WHERE p.kind = 'track'`;
    const year = sql`CAST(SUBSTR(p.played_at, 1, 4) AS INTEGER)`;
    await sql`INSERT INTO play_tallies (code_id, track_id, plays, last_played_at)
      SELECT p.code_id, t.id, COUNT(*), MAX(p.played_at) ${songPlays} GROUP BY p.code_id, t.id`.execute(trx);
    await sql`INSERT INTO play_year_tracks (code_id, year, track_id, artist_id, album_id, plays, seconds)
      SELECT p.code_id, ${year}, t.id, t.artist_id, t.album_id, COUNT(*), COUNT(*) * t.duration ${songPlays}
      GROUP BY p.code_id, ${year}, t.id, t.artist_id, t.album_id, t.duration`.execute(trx);
    for (const [kind, ref, where] of [['artist', sql`artist_id`, sql``], ['album', sql`album_id`, sql`WHERE album_id IS NOT NULL`]] as const) {
      await sql`INSERT INTO play_year_totals (code_id, year, kind, ref_id, plays, seconds)
        SELECT code_id, year, ${kind}, ${ref}, SUM(plays), SUM(seconds) FROM play_year_tracks ${where} GROUP BY code_id, year, ${ref}`.execute(trx);
    }
    await sql`INSERT INTO play_year_totals (code_id, year, kind, ref_id, plays, seconds)
      SELECT code_id, year, 'year', 0, SUM(plays), SUM(seconds) FROM play_year_tracks GROUP BY code_id, year`.execute(trx);
  });
  if (dialect === 'postgres') await sql`VACUUM (ANALYZE) play_tallies, play_year_tracks, play_year_totals`.execute(db);
  const row = await db.selectFrom('play_tallies').select([sql<number>`COUNT(DISTINCT code_id)`.as('listeners'), sql<number>`COUNT(*)`.as('songs')]).executeTakeFirstOrThrow();
  return { listeners: Number(row.listeners), songs: Number(row.songs) };
}
