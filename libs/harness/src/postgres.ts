import { startPostgresCluster, THROWAWAY_SETTINGS } from '@tangerine/test-postgres';
import pg from 'pg';

export interface ThrowawayPostgres {
  /** Connection string of an empty database on the cluster. */
  url: string;
  stop(): Promise<void>;
}

/**
 * A throwaway PostgreSQL cluster (@tangerine/test-postgres) with one empty database for a journey;
 * `stop()` removes it all.
 */
export async function startPostgres(): Promise<ThrowawayPostgres> {
  const cluster = await startPostgresCluster({ prefix: 'tangerine-e2e-pg-', settings: THROWAWAY_SETTINGS });
  const stop = async () => cluster.destroy();
  try {
    const client = new pg.Client({ connectionString: cluster.url });
    await client.connect();
    await client.query('CREATE DATABASE tangerine_e2e');
    await client.end();
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `postgres://tangerine@127.0.0.1:${cluster.port}/tangerine_e2e`, stop };
}
