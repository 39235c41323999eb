import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../schema.js';
import { SEARCH_KINDS } from '../schema-names.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then */

/**
 * One word index per kind. Filtering a shared index by kind made every song search walk the
 * "track" posting list of the whole catalogue (300,000 entries); a per-kind index only reads the
 * postings of the words searched. SQLite: FTS5 tables fed by triggers (the shared index stays for
 * the vocabulary and autocomplete). PostgreSQL: partial GIN indexes per kind.
 */
export function searchByKindMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<any>) {
      for (const kind of SEARCH_KINDS) {
        if (dialect === 'postgres') {
          await sql.raw(`CREATE INDEX search_documents_vector_${kind} ON search_documents USING gin (search_vector) WHERE kind = '${kind}'`).execute(db);
          await sql.raw(`CREATE INDEX search_documents_trgm_${kind} ON search_documents USING gin (search_text gin_trgm_ops) WHERE kind = '${kind}'`).execute(db);
          continue;
        }
        const index = `search_${kind}s`;
        await sql.raw(`CREATE VIRTUAL TABLE ${index} USING fts5(title, subtitle, content='search_documents', content_rowid='id', tokenize='unicode61 remove_diacritics 2', prefix='1 2 3')`).execute(db);
        await sql.raw(`INSERT INTO ${index}(rowid, title, subtitle) SELECT id, title, subtitle FROM search_documents WHERE kind = '${kind}'`).execute(db);
        await sql.raw(`CREATE TRIGGER ${index}_ai AFTER INSERT ON search_documents WHEN new.kind = '${kind}' BEGIN
          INSERT INTO ${index}(rowid, title, subtitle) VALUES (new.id, new.title, new.subtitle); END`).execute(db);
        await sql.raw(`CREATE TRIGGER ${index}_ad AFTER DELETE ON search_documents WHEN old.kind = '${kind}' BEGIN
          INSERT INTO ${index}(${index}, rowid, title, subtitle) VALUES ('delete', old.id, old.title, old.subtitle); END`).execute(db);
        await sql.raw(`CREATE TRIGGER ${index}_au_old AFTER UPDATE ON search_documents WHEN old.kind = '${kind}' BEGIN
          INSERT INTO ${index}(${index}, rowid, title, subtitle) VALUES ('delete', old.id, old.title, old.subtitle); END`).execute(db);
        await sql.raw(`CREATE TRIGGER ${index}_au_new AFTER UPDATE ON search_documents WHEN new.kind = '${kind}' BEGIN
          INSERT INTO ${index}(rowid, title, subtitle) VALUES (new.id, new.title, new.subtitle); END`).execute(db);
      }
    },
  };
}
