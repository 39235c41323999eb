import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../schema.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then */

/**
 * Each listener's plays of songs, rolled up as they are recorded, so smart playlists' play count and
 * "last played" and "Your year" read a row per song (or artist, album, year) instead of counting a
 * year of plays per request:
 * - play_tallies: per code and song, all-time plays and the latest play;
 * - play_year_tracks: per code, UTC year and song, plays and seconds listened, with the artist and
 *   album the song had at its first play of that year (the year's artist and album tallies count it there);
 * - play_year_totals: per code and year, plays and seconds per artist ('artist'), album ('album') and
 *   in all ('year', ref_id 0).
 * Filled here from the plays already recorded (songs still in the catalogue only).
 */
export function playTalliesMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<any>) {
      const code = (c: any) => c.notNull().references('activation_codes.id').onDelete('cascade');
      await db.schema
        .createTable('play_tallies')
        .addColumn('code_id', 'integer', code)
        .addColumn('track_id', 'integer', (c) => c.notNull())
        .addColumn('plays', 'integer', (c) => c.notNull())
        .addColumn('last_played_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('play_tallies_pk', ['code_id', 'track_id'])
        .execute();
      await db.schema.createIndex('play_tallies_track').on('play_tallies').column('track_id').execute();
      // Smart playlists sorted by play count or last played, latest or most first, read these in order.
      await db.schema.createIndex('play_tallies_most').on('play_tallies').columns(['code_id', 'plays desc', 'track_id']).execute();
      await db.schema.createIndex('play_tallies_latest').on('play_tallies').columns(['code_id', 'last_played_at desc', 'track_id']).execute();
      await db.schema
        .createTable('play_year_tracks')
        .addColumn('code_id', 'integer', code)
        .addColumn('year', 'integer', (c) => c.notNull())
        .addColumn('track_id', 'integer', (c) => c.notNull())
        .addColumn('artist_id', 'integer', (c) => c.notNull())
        .addColumn('album_id', 'integer')
        .addColumn('plays', 'integer', (c) => c.notNull())
        .addColumn('seconds', 'double precision', (c) => c.notNull())
        .addPrimaryKeyConstraint('play_year_tracks_pk', ['code_id', 'year', 'track_id'])
        .execute();
      await db.schema.createIndex('play_year_tracks_top').on('play_year_tracks').columns(['code_id', 'year', 'plays desc', 'track_id']).execute();
      await db.schema.createIndex('play_year_tracks_track').on('play_year_tracks').column('track_id').execute();
      await db.schema
        .createTable('play_year_totals')
        .addColumn('code_id', 'integer', code)
        .addColumn('year', 'integer', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('ref_id', 'integer', (c) => c.notNull())
        .addColumn('plays', 'integer', (c) => c.notNull())
        .addColumn('seconds', 'double precision', (c) => c.notNull())
        .addPrimaryKeyConstraint('play_year_totals_pk', ['code_id', 'year', 'kind', 'ref_id'])
        .execute();
      await db.schema.createIndex('play_year_totals_top').on('play_year_totals').columns(['code_id', 'year', 'kind', 'plays desc', 'ref_id']).execute();

      // The plays recorded so far; the same statements as the CLI's `plays retally` (a migration keeps its own copy).
      const songPlays = sql`FROM plays p INNER JOIN tracks t ON t.id = p.ref_id INNER JOIN activation_codes c ON c.id = p.code_id WHERE p.kind = 'track'`;
      const year = sql`CAST(SUBSTR(p.played_at, 1, 4) AS INTEGER)`;
      await sql`INSERT INTO play_tallies (code_id, track_id, plays, last_played_at)
        SELECT p.code_id, t.id, COUNT(*), MAX(p.played_at) ${songPlays} GROUP BY p.code_id, t.id`.execute(db);
      await sql`INSERT INTO play_year_tracks (code_id, year, track_id, artist_id, album_id, plays, seconds)
        SELECT p.code_id, ${year}, t.id, t.artist_id, t.album_id, COUNT(*), COUNT(*) * t.duration ${songPlays}
        GROUP BY p.code_id, ${year}, t.id, t.artist_id, t.album_id, t.duration`.execute(db);
      for (const [kind, ref, where] of [['artist', sql`artist_id`, sql``], ['album', sql`album_id`, sql`WHERE album_id IS NOT NULL`]] as const) {
        await sql`INSERT INTO play_year_totals (code_id, year, kind, ref_id, plays, seconds)
          SELECT code_id, year, ${kind}, ${ref}, SUM(plays), SUM(seconds) FROM play_year_tracks ${where} GROUP BY code_id, year, ${ref}`.execute(db);
      }
      await sql`INSERT INTO play_year_totals (code_id, year, kind, ref_id, plays, seconds)
        SELECT code_id, year, 'year', 0, SUM(plays), SUM(seconds) FROM play_year_tracks GROUP BY code_id, year`.execute(db);
      // Planned from an empty table's statistics, the first reads would be slow until autovacuum came by.
      if (dialect === 'postgres') await sql`ANALYZE play_tallies, play_year_tracks, play_year_totals`.execute(db);
    },
  };
}
