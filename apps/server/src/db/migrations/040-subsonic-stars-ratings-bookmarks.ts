import type { Kysely, Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then */

/**
 * What Subsonic apps keep per listener (activation code) beyond liked songs: starred albums and
 * artists, 1–5 ratings of songs, albums and artists, and bookmarks (resume positions) of songs and
 * podcast episodes. Each row goes with its code; stars and song bookmarks go with their item.
 */
export function subsonicStarsRatingsBookmarksMigration(): Migration {
  return {
    async up(db: Kysely<any>) {
      for (const [table, column, target] of [
        ['album_stars', 'album_id', 'albums.id'],
        ['artist_stars', 'artist_id', 'artists.id'],
      ] as const) {
        await db.schema
          .createTable(table)
          .addColumn('code_id', 'integer', (c) => c.notNull().references('activation_codes.id').onDelete('cascade'))
          .addColumn(column, 'integer', (c) => c.notNull().references(target).onDelete('cascade'))
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addPrimaryKeyConstraint(`${table}_pk`, ['code_id', column])
          .execute();
      }
      await db.schema
        .createTable('subsonic_ratings')
        .addColumn('code_id', 'integer', (c) => c.notNull().references('activation_codes.id').onDelete('cascade'))
        // 'song', 'album' or 'artist'
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('ref_id', 'integer', (c) => c.notNull())
        .addColumn('rating', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('subsonic_ratings_pk', ['code_id', 'kind', 'ref_id'])
        .execute();
      await db.schema
        .createTable('bookmarks')
        .addColumn('code_id', 'integer', (c) => c.notNull().references('activation_codes.id').onDelete('cascade'))
        // 'song' or 'episode'
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('ref_id', 'integer', (c) => c.notNull())
        .addColumn('position_ms', 'bigint', (c) => c.notNull())
        .addColumn('comment', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('changed_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('bookmarks_pk', ['code_id', 'kind', 'ref_id'])
        .execute();
    },
  };
}
