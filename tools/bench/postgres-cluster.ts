import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

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

const BIN = ['/usr/local/bin', '/usr/lib/postgresql/15/bin'].find((dir) => fs.existsSync(path.join(dir, 'initdb')));
const PSQL = ['/usr/local/bin', '/usr/lib/postgresql/15/bin', '/usr/bin'].map((dir) => path.join(dir, 'psql')).find((file) => fs.existsSync(file));

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function asOwner(command: string, args: string[]) {
  const [file, argv] = process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  const result = spawnSync(file, argv, { encoding: 'utf8', timeout: 120_000 });
  if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr || result.stdout}`);
}

export async function startCluster(): Promise<Cluster> {
  if (!BIN) throw new Error('initdb/pg_ctl not found');
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'tangerine-bench-pg-'));
  if (process.getuid?.() === 0) execFileSync('chown', ['-R', 'postgres:postgres', root]);
  const data = path.join(root, 'data');
  asOwner(path.join(BIN, 'initdb'), ['-D', data, '-U', 'tangerine', '-A', 'trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
  const port = await freePort();
  asOwner(path.join(BIN, 'pg_ctl'), ['-D', data, '-o', `-p ${port} -c listen_addresses=127.0.0.1 -k ${root} -c shared_buffers=128MB`, '-l', path.join(root, 'log'), '-w', 'start']);
  const url = `postgres://tangerine@127.0.0.1:${port}/postgres`;
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
    stop() {
      try {
        asOwner(path.join(BIN as string, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']);
      } finally {
        fs.rmSync(root, { recursive: true, force: true });
      }
    },
  };
}
