import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { freePort, startPostgresCluster } from '@tangerine/test-postgres';

/** A throwaway PostgreSQL cluster on a free loopback port (as the `postgres` user when run as root). */
export interface Cluster {
  url: string;
  /**
   * Waits until the cluster is at rest after a bulk load: a CHECKPOINT writes the dirty pages now,
   * then no autovacuum worker may be running (bounded). Answers what it waited for.
   */
  settle(): Promise<string>;
  stop(): void;
}

const SETTLE_LIMIT_MS = 180_000;

const PSQL = ['/usr/local/bin', '/usr/lib/postgresql/15/bin', '/usr/bin'].map((dir) => path.join(dir, 'psql')).find((file) => fs.existsSync(file));

export { freePort };

/** Durable settings (fsync on): the benches measure what a deployment would see. */
export async function startCluster(): Promise<Cluster> {
  const cluster = await startPostgresCluster({ prefix: 'tangerine-bench-pg-', settings: { shared_buffers: '128MB' }, timeoutMs: 120_000 });
  const url = cluster.url;
  const sql = (statement: string) => {
    if (!PSQL) throw new Error('psql not found');
    return execFileSync(PSQL, [url, '-Atqc', statement], { encoding: 'utf8', timeout: 120_000 }).trim();
  };
  return {
    url,
    async settle() {
      const began = Date.now();
      sql('CHECKPOINT');
      const checkpointMs = Date.now() - began;
      let workersSeen = 0;
      while (Date.now() - began < SETTLE_LIMIT_MS) {
        const workers = Number(sql("SELECT count(*) FROM pg_stat_activity WHERE backend_type = 'autovacuum worker'"));
        workersSeen = Math.max(workersSeen, workers);
        if (workers === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
      sql('CHECKPOINT');
      return `CHECKPOINT ${checkpointMs} ms; autovacuum workers seen at once: ${workersSeen}; at rest after ${((Date.now() - began) / 1000).toFixed(1)} s`;
    },
    stop: () => cluster.destroy(),
  };
}
