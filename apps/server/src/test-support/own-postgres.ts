import { startPostgresCluster, type PostgresCluster } from '@tangerine/test-postgres';

/**
 * A PostgreSQL cluster of the test's own, which it may stop and start again on the same port and
 * data (outage and crash tests). Commits still wait for the WAL (no `synchronous_commit=off`): a
 * crash test must not lose what was acknowledged.
 */
export type OwnPostgres = PostgresCluster;

export function startOwnPostgres(): Promise<OwnPostgres> {
  return startPostgresCluster({ prefix: 'tangerine-own-pg-', settings: { fsync: 'off', full_page_writes: 'off' } });
}
