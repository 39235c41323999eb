import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../schema.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then */
type Db = Kysely<any>;

function table(db: Db, dialect: DialectName, name: string) {
  const builder = db.schema.createTable(name);
  return dialect === 'postgres'
    ? builder.addColumn('id', 'serial', (c) => c.primaryKey())
    : builder.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

const now = sql`CURRENT_TIMESTAMP`;

async function genreLinks(db: Db, name: string, owner: string) {
  await db.schema
    .createTable(name)
    .addColumn('owner_id', 'integer', (c) => c.notNull().references(`${owner}.id`).onDelete('cascade'))
    .addColumn('genre', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint(`${name}_pk`, ['owner_id', 'genre'])
    .execute();
  await db.schema.createIndex(`${name}_genre`).on(name).columns(['genre', 'owner_id']).execute();
}

export function initialMigration(dialect: DialectName): Migration {
  return {
    async up(db: Db) {
      await table(db, dialect, 'media_files')
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('path', 'text', (c) => c.notNull().unique())
        .addColumn('mime', 'text', (c) => c.notNull())
        .addColumn('size', 'bigint', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
        .execute();

      await table(db, dialect, 'artists')
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('bio', 'text')
        .addColumn('image_file_id', 'integer', (c) => c.references('media_files.id'))
        .addColumn('genres', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('socials', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
        .execute();
      await db.schema.createIndex('artists_name').on('artists').column('name').execute();
      await genreLinks(db, 'artist_genres', 'artists');

      await table(db, dialect, 'albums')
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('artist_id', 'integer', (c) => c.notNull().references('artists.id'))
        .addColumn('year', 'integer')
        .addColumn('description', 'text')
        .addColumn('artwork_file_id', 'integer', (c) => c.references('media_files.id'))
        .addColumn('genres', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
        .execute();
      await db.schema.createIndex('albums_artist').on('albums').columns(['artist_id', 'year']).execute();
      await db.schema.createIndex('albums_created').on('albums').columns(['created_at', 'id']).execute();
      await genreLinks(db, 'album_genres', 'albums');

      await table(db, dialect, 'tracks')
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('artist_id', 'integer', (c) => c.notNull().references('artists.id'))
        .addColumn('album_id', 'integer', (c) => c.references('albums.id'))
        .addColumn('track_number', 'integer')
        .addColumn('disc_number', 'integer')
        .addColumn('duration', 'real', (c) => c.notNull().defaultTo(0))
        .addColumn('year', 'integer')
        .addColumn('genres', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('audio_file_id', 'integer', (c) => c.references('media_files.id'))
        .addColumn('artwork_file_id', 'integer', (c) => c.references('media_files.id'))
        .addColumn('source_key', 'text', (c) => c.unique())
        .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
        .execute();
      await db.schema.createIndex('tracks_album').on('tracks').columns(['album_id', 'disc_number', 'track_number']).execute();
      await db.schema.createIndex('tracks_artist').on('tracks').column('artist_id').execute();
      await db.schema.createIndex('tracks_created').on('tracks').columns(['created_at', 'id']).execute();
      await genreLinks(db, 'track_genres', 'tracks');

      await table(db, dialect, 'catalog_playlists')
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('description', 'text')
        .addColumn('type', 'text', (c) => c.notNull().defaultTo('featured'))
        .addColumn('is_public', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('image_file_id', 'integer', (c) => c.references('media_files.id'))
        .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
        .execute();
      await db.schema
        .createTable('catalog_playlist_tracks')
        .addColumn('playlist_id', 'integer', (c) => c.notNull().references('catalog_playlists.id').onDelete('cascade'))
        .addColumn('track_id', 'integer', (c) => c.notNull().references('tracks.id').onDelete('cascade'))
        .addColumn('position', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('catalog_playlist_tracks_pk', ['playlist_id', 'track_id'])
        .execute();

      await table(db, dialect, 'podcasts')
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('author', 'text')
        .addColumn('description', 'text')
        .addColumn('artwork_file_id', 'integer', (c) => c.references('media_files.id'))
        .addColumn('categories', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('language', 'text')
        .addColumn('feed_url', 'text', (c) => c.unique())
        .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
        .execute();
      await table(db, dialect, 'episodes')
        .addColumn('podcast_id', 'integer', (c) => c.notNull().references('podcasts.id').onDelete('cascade'))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('description', 'text')
        .addColumn('audio_file_id', 'integer', (c) => c.references('media_files.id'))
        .addColumn('audio_url', 'text')
        .addColumn('artwork_file_id', 'integer', (c) => c.references('media_files.id'))
        .addColumn('duration', 'real', (c) => c.notNull().defaultTo(0))
        .addColumn('published_at', 'text')
        .addColumn('season_number', 'integer')
        .addColumn('episode_number', 'integer')
        .addColumn('guid', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
        .execute();
      await db.schema.createIndex('episodes_podcast').on('episodes').columns(['podcast_id', 'published_at']).execute();
      await db.schema.createIndex('episodes_guid').on('episodes').columns(['podcast_id', 'guid']).unique().execute();

      await table(db, dialect, 'radio_stations')
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('description', 'text')
        .addColumn('country', 'text')
        .addColumn('language', 'text')
        .addColumn('genres', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('artwork_file_id', 'integer', (c) => c.references('media_files.id'))
        .addColumn('stream_url', 'text')
        .addColumn('website', 'text')
        .addColumn('popularity', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
        .execute();

      await table(db, dialect, 'activation_codes')
        .addColumn('code_hash', 'text', (c) => c.notNull().unique())
        .addColumn('code_hint', 'text', (c) => c.notNull())
        .addColumn('plan', 'text', (c) => c.notNull().defaultTo('Premium'))
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('device_limit', 'integer', (c) => c.notNull().defaultTo(3))
        .addColumn('revoked_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
        .execute();
      await table(db, dialect, 'devices')
        .addColumn('code_id', 'integer', (c) => c.notNull().references('activation_codes.id').onDelete('cascade'))
        .addColumn('device_id', 'text', (c) => c.notNull())
        .addColumn('device_info', 'text')
        .addColumn('app_platform', 'text')
        .addColumn('app_version', 'text')
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('refresh_token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('activated_at', 'text', (c) => c.notNull())
        .addColumn('last_seen_at', 'text', (c) => c.notNull())
        .addColumn('activity', 'text')
        .addColumn('activity_at', 'text')
        .addUniqueConstraint('devices_code_device', ['code_id', 'device_id'])
        .execute();

      await table(db, dialect, 'user_playlists')
        .addColumn('code_id', 'integer', (c) => c.notNull().references('activation_codes.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('description', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('user_playlists_code').on('user_playlists').columns(['code_id', 'id']).execute();
      await db.schema
        .createTable('user_playlist_tracks')
        .addColumn('playlist_id', 'integer', (c) => c.notNull().references('user_playlists.id').onDelete('cascade'))
        .addColumn('track_id', 'integer', (c) => c.notNull().references('tracks.id').onDelete('cascade'))
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('added_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('user_playlist_tracks_pk', ['playlist_id', 'track_id'])
        .execute();
      for (const name of ['favorites', 'downloads']) {
        await db.schema
          .createTable(name)
          .addColumn('code_id', 'integer', (c) => c.notNull().references('activation_codes.id').onDelete('cascade'))
          .addColumn('track_id', 'integer', (c) => c.notNull().references('tracks.id').onDelete('cascade'))
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addPrimaryKeyConstraint(`${name}_pk`, ['code_id', 'track_id'])
          .execute();
        await db.schema.createIndex(`${name}_recent`).on(name).columns(['code_id', 'created_at']).execute();
      }

      await table(db, dialect, 'plays')
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('ref_id', 'integer', (c) => c.notNull())
        .addColumn('code_id', 'integer', (c) => c.references('activation_codes.id').onDelete('set null'))
        .addColumn('device_id', 'text')
        .addColumn('played_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('plays_period').on('plays').columns(['kind', 'played_at', 'ref_id']).execute();
      await db.schema.createIndex('plays_ref').on('plays').columns(['kind', 'ref_id']).execute();
      await db.schema.createIndex('plays_account').on('plays').columns(['code_id', 'kind', 'played_at']).execute();

      await table(db, dialect, 'activation_failures')
        .addColumn('device_id', 'text', (c) => c.notNull())
        .addColumn('ip', 'text', (c) => c.notNull())
        .addColumn('attempted_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('activation_failures_device').on('activation_failures').columns(['device_id', 'attempted_at']).execute();
      await db.schema.createIndex('activation_failures_ip').on('activation_failures').columns(['ip', 'attempted_at']).execute();

      await table(db, dialect, 'search_documents')
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('ref_id', 'integer', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('subtitle', 'text', (c) => c.notNull().defaultTo(''))
        .addUniqueConstraint('search_documents_ref', ['kind', 'ref_id'])
        .execute();
      if (dialect === 'sqlite') await createSqliteSearchIndex(db);
      else await createPostgresSearchIndex(db);
    },
  };
}

/**
 * Two FTS5 indexes over search_documents, kept in sync by triggers: words with prefix indexes
 * (prefix-aware matching) and trigrams (typo-tolerant fallback ranked by shared trigrams).
 */
async function createSqliteSearchIndex(db: Db) {
  await sql`CREATE VIRTUAL TABLE search_words USING fts5(kind, title, subtitle, content='search_documents', content_rowid='id', tokenize='unicode61 remove_diacritics 2', prefix='1 2 3')`.execute(db);
  await sql`CREATE VIRTUAL TABLE search_trigrams USING fts5(kind, title, subtitle, content='search_documents', content_rowid='id', tokenize='trigram remove_diacritics 1')`.execute(db);
  for (const index of ['search_words', 'search_trigrams']) {
    await sql.raw(`CREATE TRIGGER ${index}_ai AFTER INSERT ON search_documents BEGIN
      INSERT INTO ${index}(rowid, kind, title, subtitle) VALUES (new.id, new.kind, new.title, new.subtitle); END`).execute(db);
    await sql.raw(`CREATE TRIGGER ${index}_ad AFTER DELETE ON search_documents BEGIN
      INSERT INTO ${index}(${index}, rowid, kind, title, subtitle) VALUES ('delete', old.id, old.kind, old.title, old.subtitle); END`).execute(db);
    await sql.raw(`CREATE TRIGGER ${index}_au AFTER UPDATE ON search_documents BEGIN
      INSERT INTO ${index}(${index}, rowid, kind, title, subtitle) VALUES ('delete', old.id, old.kind, old.title, old.subtitle);
      INSERT INTO ${index}(rowid, kind, title, subtitle) VALUES (new.id, new.kind, new.title, new.subtitle); END`).execute(db);
  }
}

/** pg_trgm for typos and substrings, a tsvector GIN index for word prefixes. */
async function createPostgresSearchIndex(db: Db) {
  await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
  await sql`ALTER TABLE search_documents ADD COLUMN search_text text GENERATED ALWAYS AS (lower(title || ' ' || subtitle)) STORED`.execute(db);
  await sql`ALTER TABLE search_documents ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (to_tsvector('simple', title || ' ' || subtitle)) STORED`.execute(db);
  await sql`CREATE INDEX search_documents_trgm ON search_documents USING gin (search_text gin_trgm_ops)`.execute(db);
  await sql`CREATE INDEX search_documents_vector ON search_documents USING gin (search_vector)`.execute(db);
}
