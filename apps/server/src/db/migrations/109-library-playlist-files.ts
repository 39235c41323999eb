import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../schema.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then */

/**
 * Playlist files (.m3u, .m3u8, .pls) a scan finds inside a library folder, offered to the admin:
 * `status` is 'offered' until the admin imports or ignores one. An imported one is a public
 * catalogue playlist of that library (`playlist_id`), read again when the file changes; `report`
 * is JSON: the entries, the songs matched and each entry that matched nothing.
 */
export function libraryPlaylistFilesMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<any>) {
      const table = db.schema.createTable('library_playlist_files');
      await (dialect === 'postgres' ? table.addColumn('id', 'serial', (c) => c.primaryKey()) : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement()))
        .addColumn('library_id', 'integer', (c) => c.notNull().references('libraries.id').onDelete('cascade'))
        .addColumn('path', 'text', (c) => c.notNull())
        .addColumn('size', 'bigint', (c) => c.notNull())
        .addColumn('mtime_ms', 'bigint', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('offered'))
        .addColumn('playlist_id', 'integer', (c) => c.references('catalog_playlists.id').onDelete('set null'))
        .addColumn('report', 'text')
        .addColumn('found_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('library_playlist_files_path').on('library_playlist_files').columns(['library_id', 'path']).unique().execute();
    },
  };
}
