import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../schema.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then */

/**
 * PostgreSQL: the index's vocabulary as a table of distinct words (like SQLite's fts5vocab), with a
 * trigram GIN index for typo corrections and a pattern index for prefixes. A misspelt word is
 * corrected against a few thousand words instead of pg_trgm over every title (hundreds of ms at
 * 300,000 tracks), then searched through the tsvector index like any word. Statement-level
 * triggers add the words of new or changed documents; words of deleted documents stay (a stale
 * word only ever widens a correction to something that matches nothing).
 */
export function postgresSearchTermsMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<any>) {
      if (dialect !== 'postgres') return;
      await sql`CREATE TABLE search_terms (term text PRIMARY KEY)`.execute(db);
      await sql`CREATE INDEX search_terms_trgm ON search_terms USING gin (term gin_trgm_ops)`.execute(db);
      await sql`CREATE INDEX search_terms_prefix ON search_terms (term text_pattern_ops)`.execute(db);
      await sql`CREATE FUNCTION search_terms_add() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          INSERT INTO search_terms (term) SELECT DISTINCT unnest(tsvector_to_array(search_vector)) FROM changed_documents ON CONFLICT DO NOTHING;
          RETURN NULL;
        END $$`.execute(db);
      for (const event of ['INSERT', 'UPDATE']) {
        await sql.raw(`CREATE TRIGGER search_terms_${event.toLowerCase()} AFTER ${event} ON search_documents REFERENCING NEW TABLE AS changed_documents FOR EACH STATEMENT EXECUTE FUNCTION search_terms_add()`).execute(db);
      }
      await sql`INSERT INTO search_terms (term) SELECT DISTINCT unnest(tsvector_to_array(search_vector)) FROM search_documents ON CONFLICT DO NOTHING`.execute(db);
    },
  };
}
