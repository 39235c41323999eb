import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../schema.js';
import { SEARCH_KINDS, SQLITE_KIND_PREFIXES } from '../schema-names.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then */

/**
 * SQLite: each kind's word index is rebuilt with prefix indexes up to six letters (were three). A word
 * typed in part ("harb") that starts several indexed words was searched as an OR of those words, and
 * FTS5 merges one posting list per word; a prefix index holds them as one list, read like a single word.
 * Rebuilt from their documents, which also mends the words an update lost: migration 003's two update
 * triggers ran newest first (insert the new text, then delete the old), so a word in both texts
 * ("Neon" when "Neon Hardware" became "Neon Harbor") left the index. One trigger now does both, in order.
 */
export function sqliteSearchPrefixesMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<any>) {
      if (dialect !== 'sqlite') return;
      await db.transaction().execute(async (trx) => {
        for (const kind of SEARCH_KINDS) {
          const index = `search_${kind}s`;
          await sql.raw(`DROP TABLE ${index}`).execute(trx);
          await sql.raw(`CREATE VIRTUAL TABLE ${index} USING fts5(title, subtitle, content='search_documents', content_rowid='id', tokenize='unicode61 remove_diacritics 2', prefix='${SQLITE_KIND_PREFIXES.join(' ')}')`).execute(trx);
          await sql.raw(`INSERT INTO ${index}(rowid, title, subtitle) SELECT id, title, subtitle FROM search_documents WHERE kind = '${kind}'`).execute(trx);
          // One segment, as after a bulk load's compaction (search-maintenance.ts).
          await sql.raw(`INSERT INTO ${index}(${index}) VALUES ('optimize')`).execute(trx);
          for (const old of ['au_old', 'au_new']) await sql.raw(`DROP TRIGGER ${index}_${old}`).execute(trx);
          await sql.raw(`CREATE TRIGGER ${index}_au AFTER UPDATE ON search_documents WHEN old.kind = '${kind}' OR new.kind = '${kind}' BEGIN
            INSERT INTO ${index}(${index}, rowid, title, subtitle) SELECT 'delete', old.id, old.title, old.subtitle WHERE old.kind = '${kind}';
            INSERT INTO ${index}(rowid, title, subtitle) SELECT new.id, new.title, new.subtitle WHERE new.kind = '${kind}'; END`).execute(trx);
        }
      });
    },
  };
}
