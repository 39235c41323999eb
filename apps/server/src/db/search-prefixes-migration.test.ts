import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Migrator, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { closeDatabase, openDatabase, type DatabaseHandle } from './database.js';
import { knownMigrations, migrateToLatest, migrations } from './migrator.js';
import { SEARCH_KINDS } from './schema-names.js';
import { createSearchRepository } from '../repositories/search.js';

const opened: { handle: DatabaseHandle; dir: string }[] = [];
afterEach(async () => {
  for (const { handle, dir } of opened.splice(0)) {
    await closeDatabase(handle);
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

/** A SQLite database as the previous version left it: every migration up to 016, with search documents. */
async function databaseBefore017() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tangerine-prefixes-'));
  const handle = openDatabase({ dataDir: dir });
  opened.push({ handle, dir });
  const { error } = await new Migrator({ db: handle.db, provider: { getMigrations: async () => migrations('sqlite') } }).migrateTo('016-plays-notify');
  if (error) throw error;
  const documents = SEARCH_KINDS.flatMap((kind, k) => [
    { kind, ref_id: 10 * k + 1, title: 'Neon Harbor', subtitle: 'The Quiet Signals' },
    { kind, ref_id: 10 * k + 2, title: 'Neon Harbors', subtitle: 'The Paper Lanterns' },
    { kind, ref_id: 10 * k + 3, title: 'Neon Hardware', subtitle: 'The Silent Echos' },
    { kind, ref_id: 10 * k + 4, title: 'Golden River', subtitle: 'The Neon Harps' },
  ]);
  await handle.db.insertInto('search_documents').values(documents).execute();
  return handle;
}

const tableSql = async (handle: DatabaseHandle, name: string) =>
  (await sql<{ sql: string }>`SELECT sql FROM sqlite_master WHERE name = ${name}`.execute(handle.db)).rows[0]?.sql ?? '';

describe('migration 017: SQLite kind indexes with prefix indexes up to six letters', () => {
  it('rebuilds an existing database\'s kind indexes with their documents, and its triggers keep feeding them', async () => {
    const handle = await databaseBefore017();
    const search = createSearchRepository(handle.db, 'sqlite');
    expect(await tableSql(handle, 'search_albums')).toContain("prefix='1 2 3'");
    // Migration 003's update triggers (insert new, then delete old) lose the words both texts have.
    await handle.db.updateTable('search_documents').set({ title: 'Neon River' }).where('kind', '=', 'track').where('ref_id', '=', 4).execute();
    expect((await search.search('track', 'neon river', 20, 0)).ids).toEqual([]);

    expect(await migrateToLatest(handle.db, 'sqlite')).toEqual(knownMigrations().filter((name) => name >= '017'));
    for (const kind of SEARCH_KINDS) {
      expect(await tableSql(handle, `search_${kind}s`)).toContain("prefix='1 2 3 4 5 6'");
      await sql.raw(`INSERT INTO search_${kind}s(search_${kind}s) VALUES ('integrity-check')`).execute(handle.db);
      // "harb" starts harbor and harbors (four letters: the new prefix index); "har" also hardware, "harps".
      const harb = await search.search(kind, 'neon harb', 20, 0);
      expect([...harb.ids].sort(), kind).toEqual([10 * SEARCH_KINDS.indexOf(kind) + 1, 10 * SEARCH_KINDS.indexOf(kind) + 2]);
      expect((await search.search(kind, 'neon har', 20, 0)).total, kind).toBe(4);
    }

    expect((await search.search('track', 'neon river', 20, 0)).ids, 'rebuilt from the documents').toEqual([4]);

    // Written after the rebuild: the triggers of migration 003 feed the rebuilt tables.
    await handle.db.insertInto('search_documents').values({ kind: 'album', ref_id: 99, title: 'Harbour Lights', subtitle: 'The Neon Signs' }).execute();
    await handle.db.deleteFrom('search_documents').where('kind', '=', 'album').where('ref_id', '=', 11).execute();
    await handle.db.updateTable('search_documents').set({ title: 'Neon Harbor Nights' }).where('kind', '=', 'album').where('ref_id', '=', 13).execute();
    expect([...(await search.search('album', 'neon harb', 20, 0)).ids].sort((a, b) => a - b)).toEqual([12, 13, 99]);
    await sql`INSERT INTO search_albums(search_albums) VALUES ('integrity-check')`.execute(handle.db);
  });
});
