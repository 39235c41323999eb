import fp from 'fastify-plugin';
import { CompiledQuery, type Kysely } from 'kysely';
import type { Database, DialectName } from '../db/schema.js';
import { closeDatabase, openDatabase } from '../db/database.js';
import { loadSigningSecret, prepareDataDir } from '../db/data-dir.js';
import { migrateToLatest } from '../db/migrator.js';
import { createWriteWatch, type WriteWatch } from '../db/write-watch.js';
import { createDataVersionWatch, type DataVersionWatch } from '../db/data-version-watch.js';
import { startSqliteCheckpointer } from '../db/sqlite-checkpointer.js';
import type { ServerConfig } from '../config.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: ServerConfig;
    db: Kysely<Database>;
    /** The search repository's connections (database.ts `searchDb`). */
    searchDb: Kysely<Database>;
    dialect: DialectName;
    signingSecret: Buffer;
    /** This process's updates and deletes through `db`, as they happen (db/write-watch.ts). */
    dbWrites: WriteWatch;
    /** SQLite: other processes' commits (db/data-version-watch.ts); null on PostgreSQL, where NOTIFY tells what must be known. */
    sqliteChanges: DataVersionWatch | null;
  }
}

/** Data directory, signing secret, database connection and migrations; closes the database last. */
export default fp(
  async (app, options: { config: ServerConfig }) => {
    const { config } = options;
    prepareDataDir(config.dataDir);
    const secret = config.signingSecret ? Buffer.from(config.signingSecret, 'hex') : loadSigningSecret(config.dataDir);
    const handle = openDatabase(config);
    try {
      const applied = await migrateToLatest(handle.db, handle.dialect);
      if (applied.length) app.log.info({ applied }, 'database migrated');
    } catch (error) {
      await closeDatabase(handle);
      throw error;
    }
    const writes = createWriteWatch();
    app.decorate('config', config);
    app.decorate('db', handle.db.withPlugin(writes.plugin));
    app.decorate('dbWrites', writes);
    const dataVersion = CompiledQuery.raw('pragma data_version');
    const readVersion = async () => Number((await handle.db.executeQuery<{ data_version: number }>(dataVersion)).rows[0]?.data_version);
    app.decorate('sqliteChanges', handle.dialect === 'sqlite' ? createDataVersionWatch(readVersion) : null);
    app.decorate('searchDb', handle.searchDb);
    app.decorate('dialect', handle.dialect);
    app.decorate('signingSecret', secret);
    const checkpointer = handle.sqlite ? startSqliteCheckpointer(handle.sqlite, handle.location, app.log) : null;
    app.addHook('onClose', async () => {
      await checkpointer?.close();
      await closeDatabase(handle);
    });
  },
  { name: 'database' },
);
