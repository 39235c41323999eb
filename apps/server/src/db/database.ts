import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import { Kysely, PostgresDialect, SqliteDialect, type PostgresPool, type PostgresPoolClient, type SqliteDatabase as SqliteKyselyDatabase } from 'kysely';
import { preparedStatementNames } from './precompiled.js';
import type { Database, DialectName } from './schema.js';
import { DataDirError } from './data-dir.js';
import { isDatabaseUnavailable } from './unavailable.js';

export interface DatabaseHandle {
  db: Kysely<Database>;
  /**
   * Connections for the search repository: on PostgreSQL a small pool of its own whose planner never
   * scans search_documents sequentially (see openPostgres); on SQLite the same connection as `db`.
   * Close it with `closeDatabase`.
   */
  searchDb: Kysely<Database>;
  dialect: DialectName;
  /** Where the data lives, for messages: the SQLite file or the PostgreSQL host. */
  location: string;
  /** SQLite: the one connection, for pragmas that Kysely has no words for (db/sqlite-checkpointer.ts). */
  sqlite?: SqliteDatabase.Database;
}

export const SQLITE_FILE = 'tangerine.db';

/** Prepared statements kept per SQL text (Kysely prepares every query anew; preparing cost more than running). */
const STATEMENT_CACHE_SIZE = 256;

/**
 * The connection as Kysely sees it, with a bounded cache of prepared statements. Safe because every
 * statement runs to completion synchronously (Kysely's `all`/`run`); the cache is only reused in
 * between. Least recently used statements are dropped first.
 */
export function withStatementCache(connection: SqliteDatabase.Database, size = STATEMENT_CACHE_SIZE): SqliteKyselyDatabase {
  const statements = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => connection.close(),
    prepare(source: string) {
      let statement = statements.get(source);
      if (statement) {
        statements.delete(source);
      } else {
        statement = connection.prepare(source);
        if (statements.size >= size) statements.delete(statements.keys().next().value as string);
      }
      statements.set(source, statement);
      return statement as unknown as ReturnType<SqliteKyselyDatabase['prepare']>;
    },
  };
}

function openSqlite(dataDir: string): DatabaseHandle {
  const file = path.join(dataDir, SQLITE_FILE);
  const existed = fs.existsSync(file);
  let connection: SqliteDatabase.Database;
  try {
    connection = new SqliteDatabase(file, { fileMustExist: existed });
    // Reading the schema is what detects a file that is not a database; nothing is written before.
    connection.prepare('SELECT count(*) FROM sqlite_schema').get();
    const check = connection.pragma('quick_check', { simple: true });
    if (check !== 'ok') throw new Error(String(check));
    connection.pragma('journal_mode = WAL');
    connection.pragma('synchronous = NORMAL');
    connection.pragma('foreign_keys = ON');
    connection.pragma('busy_timeout = 5000');
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    const reason = code === 'SQLITE_NOTADB' || code === 'SQLITE_CORRUPT' || code.startsWith('SQLITE_CORRUPT') ? 'is corrupt or not a SQLite database' : code.startsWith('SQLITE_READONLY') || code === 'SQLITE_CANTOPEN' ? 'cannot be opened for writing' : 'cannot be opened';
    throw new DataDirError(`The database ${file} ${reason} (${(error as Error).message}). Tangerine stopped without changing it; restore it from a backup or move it away.`);
  }
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(connection) }) });
  return {
    db,
    searchDb: db,
    dialect: 'sqlite',
    location: file,
    sqlite: connection,
  };
}

// COUNT(*) and BIGINT columns fit comfortably in a JS number here (sizes, counts); read them as numbers.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

/**
 * The pool as Kysely sees it: the texts of precompiled queries go out as named prepared statements.
 * Each pooled connection keeps one wrapper, so Kysely (which keeps a connection object per client
 * object it is handed) makes one per pooled connection, not one per checkout.
 */
export function withPreparedStatements(pool: Pick<pg.Pool, 'connect' | 'end'>, names: ReadonlyMap<string, string> = preparedStatementNames): PostgresPool {
  const wrappers = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const wrap = (client: pg.PoolClient): PostgresPoolClient => {
    // A connection that failed (server stopped or restarted) goes back to the pool destroyed, so the
    // pool opens a fresh one instead of handing out the broken one forever.
    let broken = false;
    // Checked-out connections have no pool listener: an 'error' event (the server ended the session)
    // would otherwise be unhandled and end the process.
    client.on('error', () => {
      broken = true;
    });
    const watch = (result: unknown) => {
      if (result instanceof Promise) return result.catch((error: unknown) => ((broken ||= isDatabaseUnavailable(error)), Promise.reject(error)));
      return result;
    };
    const query = (textOrCursor: unknown, parameters?: ReadonlyArray<unknown>) => {
      const name = typeof textOrCursor === 'string' ? names.get(textOrCursor) : undefined;
      if (name) return watch(client.query({ name, text: textOrCursor as string, values: [...(parameters ?? [])] }));
      return watch((client.query as (...args: unknown[]) => unknown)(...(parameters === undefined ? [textOrCursor] : [textOrCursor, parameters])));
    };
    return {
      query: query as PostgresPoolClient['query'],
      release: () => {
        if (!broken) return client.release();
        wrappers.delete(client);
        client.release(true);
      },
    };
  };
  return {
    end: () => pool.end(),
    async connect(): Promise<PostgresPoolClient> {
      const client = await pool.connect();
      let wrapper = wrappers.get(client);
      if (!wrapper) {
        wrapper = wrap(client);
        wrappers.set(client, wrapper);
      }
      return wrapper;
    },
  };
}

/** Connections the search repository may use at once (a search's songs and other kinds run side by side on two). */
const SEARCH_POOL_SIZE = 4;

/** Settings of every PostgreSQL connection. */
const SESSION_SETTINGS = [
  // Typo corrections (search_terms `%`): "rivr" shares 3 of 8 trigrams with "river" (0.375).
  'SET pg_trgm.similarity_threshold = 0.3',
  // Storage is an SSD (or page cache): random reads cost about as much as sequential ones, so
  // the planner should prefer the full-text indexes over scanning the table.
  'SET random_page_cost = 1.1',
  // A broad search reads the first 1,000 matches in table order and pages through them. With
  // synchronized scans (the default for tables over a quarter of shared_buffers) a sequential
  // scan starts where the previous one stopped, so the same query returned a different page each
  // time and page 2 could repeat page 1. Scans start at the beginning.
  'SET synchronize_seqscans = off',
];

/**
 * The planner costs a LIMITed sequential scan as if a kind's rows were spread evenly over
 * search_documents, but songs come after every album and artist, so such a scan reads all of
 * those first: on the search connections a scan goes through the kind's word or (kind, ref_id) index.
 */
const SEARCH_SESSION_SETTINGS = [
  ...SESSION_SETTINGS,
  'SET enable_seqscan = off',
  // The first 1,000 matches are read in a fixed order (the songs' slices one after another); a
  // parallel append would read them in whatever order its workers finish.
  'SET max_parallel_workers_per_gather = 0',
  // A search's prepared statements (repositories/search.ts) keep one plan per connection instead of
  // planning every call: the plan is the same for any words (a kind's word index or its slices).
  'SET plan_cache_mode = force_generic_plan',
];

/** A pool whose every new connection runs `settings` (one round trip) before its first use. */
function postgresPool(url: string, max: number, settings: readonly string[]): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    // A connection that cannot be made in 3 s fails (then 503), so no request waits past 5 s for it.
    connectionTimeoutMillis: 3000,
    keepAlive: true,
    // The pool's own hook, not Kysely's onCreateConnection: when the settings fail (the server went
    // down meanwhile) the pool ends that connection and fails the checkout, where Kysely kept it
    // checked out forever and the pool's end() never finished.
    onConnect: async (client) => {
      await client.query(settings.join('; '));
    },
  });
  // An idle connection that the server drops (restart, failover) must not crash the process.
  pool.on('error', (error) => {
    console.error(`PostgreSQL connection lost: ${error.message}`);
  });
  return pool;
}

/** Kysely over a pool of `max` connections that each run `settings` first. */
export function postgresKysely(url: string, max: number, settings: readonly string[]): Kysely<Database> {
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool: withPreparedStatements(postgresPool(url, max, settings)) }) });
}

function openPostgres(url: string): DatabaseHandle {
  let host = 'postgresql';
  try {
    const parsed = new URL(url);
    host = `postgresql://${parsed.hostname}:${parsed.port || 5432}${parsed.pathname}`;
  } catch {
    // keep the generic name; never print credentials
  }
  const db = postgresKysely(url, 10, SESSION_SETTINGS);
  const searchDb = postgresKysely(url, SEARCH_POOL_SIZE, SEARCH_SESSION_SETTINGS);
  return { db, searchDb, dialect: 'postgres', location: host };
}

/** Closes every connection of a handle. */
export async function closeDatabase(handle: DatabaseHandle): Promise<void> {
  await handle.db.destroy();
  if (handle.searchDb !== handle.db) await handle.searchDb.destroy();
}

export function openDatabase(options: { dataDir: string; databaseUrl?: string | undefined }): DatabaseHandle {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openSqlite(options.dataDir);
}
