import type { Kysely, Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then */

/**
 * Word times (enhanced LRC's `<mm:ss.xx>`) are kept since this version, but synced lyrics read before
 * it lost them. The library files whose tracks have synced lyrics from a `.lrc` or a tag get a
 * modification time no file has, so the next scan reads them again (only those); their lines come
 * back with word times where the source has them. Nothing else changes.
 */
export function lyricsWordTimesRereadMigration(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db
        .updateTable('library_files')
        .set({ mtime_ms: -1 })
        .where('track_id', 'in', db.selectFrom('track_lyrics').select('track_id').where('synced', '=', 1).where('source', 'in', ['lrc', 'embedded']))
        .execute();
    },
  };
}
