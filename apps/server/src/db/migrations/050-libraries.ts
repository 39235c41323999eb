import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../schema.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then */

/**
 * Music folders read in place: the registered folders, and every file seen in them with its size and
 * modification time (so a rescan reads only what changed), its content fingerprint (so a moved file
 * keeps its track), and either its track or why it was not imported. A track's MusicBrainz recording
 * id and an album's release id come from the tags; albums get a compilation flag.
 */
export function librariesMigration(dialect: DialectName): Migration {
  const serial = (table: ReturnType<Kysely<any>['schema']['createTable']>) =>
    dialect === 'postgres' ? table.addColumn('id', 'serial', (c) => c.primaryKey()) : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  return {
    async up(db: Kysely<any>) {
      await serial(db.schema.createTable('libraries'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('path', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(sql`CURRENT_TIMESTAMP`))
        .addColumn('scanned_at', 'text')
        .addColumn('scan_summary', 'text')
        .execute();
      await serial(db.schema.createTable('library_files'))
        .addColumn('library_id', 'integer', (c) => c.notNull().references('libraries.id').onDelete('cascade'))
        .addColumn('path', 'text', (c) => c.notNull())
        .addColumn('size', 'bigint', (c) => c.notNull())
        .addColumn('mtime_ms', 'bigint', (c) => c.notNull())
        .addColumn('fingerprint', 'text')
        .addColumn('track_id', 'integer', (c) => c.references('tracks.id').onDelete('set null'))
        .addColumn('skip_reason', 'text')
        .addColumn('codec', 'text')
        .execute();
      await db.schema.createIndex('library_files_path').on('library_files').columns(['library_id', 'path']).unique().execute();
      await db.schema.createIndex('library_files_fingerprint').on('library_files').columns(['fingerprint']).execute();
      await db.schema.createIndex('library_files_track').on('library_files').columns(['track_id']).execute();
      await db.schema.alterTable('tracks').addColumn('mb_recording_id', 'text').execute();
      await db.schema.alterTable('albums').addColumn('mb_album_id', 'text').execute();
      await db.schema.alterTable('albums').addColumn('compilation', 'integer', (c) => c.notNull().defaultTo(0)).execute();
    },
  };
}
