import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../schema.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then */

/**
 * SQLite typo tolerance moves from a trigram index over every document (slow to rank at 300,000
 * tracks) to corrections from the word index's own vocabulary: a misspelt word is replaced by the
 * indexed words closest to it, then searched through the word index as usual.
 */
export function sqliteSearchVocabularyMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<any>) {
      if (dialect !== 'sqlite') return;
      await sql`CREATE VIRTUAL TABLE search_vocabulary USING fts5vocab(search_words, 'row')`.execute(db);
      for (const trigger of ['ai', 'ad', 'au']) await sql.raw(`DROP TRIGGER IF EXISTS search_trigrams_${trigger}`).execute(db);
      await sql`DROP TABLE IF EXISTS search_trigrams`.execute(db);
    },
  };
}
