import { startPostgresCluster, THROWAWAY_SETTINGS } from '@tangerine/test-postgres';
import pg from 'pg';

export interface ThrowawayPostgres {
  /** Connection string of an empty database on the cluster. */
  url: string;
  /** Creates another empty database on the same cluster (for a second server) and answers its connection string. */
  database(name: string): Promise<string>;
  stop(): Promise<void>;
}

/**
 * A throwaway PostgreSQL cluster (@tangerine/test-postgres) with one empty database for a journey;
 * `stop()` removes it all.
 */
export async function startPostgres(): Promise<ThrowawayPostgres> {
  const cluster = await startPostgresCluster({ prefix: 'tangerine-e2e-pg-', settings: THROWAWAY_SETTINGS });
  const stop = async () => cluster.destroy();
  const database = async (name: string) => {
    const client = new pg.Client({ connectionString: cluster.url });
    await client.connect();
    try {
      await client.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}`);
    } finally {
      await client.end();
    }
    return `postgres://tangerine@127.0.0.1:${cluster.port}/${name}`;
  };
  let url: string;
  try {
    url = await database('tangerine_e2e');
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, database, stop };
}
