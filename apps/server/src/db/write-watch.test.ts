import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createWriteWatch } from './write-watch.js';

interface Tables {
  codes: { id: number; revoked: number };
  plays: { id: number };
}

describe('database write watch', () => {
  const watch = createWriteWatch();
  const db = new Kysely<Tables>({ dialect: new SqliteDialect({ database: new SqliteDatabase(':memory:') }) }).withPlugin(watch.plugin);
  afterAll(async () => {
    await db.destroy();
  });

  it('tells a listener after each update or delete of a watched table that ran, not of others, nor inserts', async () => {
    await db.schema.createTable('codes').addColumn('id', 'integer', (c) => c.primaryKey()).addColumn('revoked', 'integer').execute();
    await db.schema.createTable('plays').addColumn('id', 'integer', (c) => c.primaryKey()).execute();
    let told = 0;
    const stop = watch.onChange(['codes'], () => (told += 1));
    await db.insertInto('codes').values([{ id: 1, revoked: 0 }, { id: 2, revoked: 0 }]).execute();
    await db.insertInto('plays').values({ id: 1 }).execute();
    await db.updateTable('plays').set({ id: 2 }).execute();
    await db.deleteFrom('plays').execute();
    expect(told).toBe(0);

    await db.updateTable('codes as c').set({ revoked: 1 }).where('c.id', '=', 1).execute();
    expect(told).toBe(1);
    // A statement that failed changed nothing.
    await expect(db.updateTable('codes').set({ id: 2 }).where('id', '=', 1).execute()).rejects.toThrow();
    expect(told).toBe(1);
    await db.transaction().execute((trx) => trx.deleteFrom('codes').where('id', '=', 2).execute());
    expect(told).toBe(2);

    stop();
    await db.deleteFrom('codes').execute();
    expect(told).toBe(2);
  });

  it('tells a listener that asked for inserts of them too, and only of its tables', async () => {
    let told = 0;
    const stop = watch.onChange(['plays'], () => (told += 1), { inserts: true });
    await db.insertInto('codes').values({ id: 3, revoked: 0 }).execute();
    expect(told).toBe(0);
    await db.insertInto('plays').values({ id: 3 }).execute();
    expect(told).toBe(1);
    await db.deleteFrom('plays').where('id', '=', 3).execute();
    expect(told).toBe(2);
    stop();
  });
});
