import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** A free TCP port on the loopback interface (the OS picks it; it is released at once). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Where Debian's and the image's PostgreSQL 15 keep initdb and pg_ctl. */
const BIN = ['/usr/local/bin', '/usr/lib/postgresql/15/bin'].find((dir) => fs.existsSync(path.join(dir, 'initdb')));

/** Settings for a cluster whose data may be lost: nothing waits for the disk. */
export const THROWAWAY_SETTINGS: Readonly<Record<string, string>> = { fsync: 'off', full_page_writes: 'off', synchronous_commit: 'off' };

export interface PostgresClusterOptions {
  /** The temp directory's name starts with this (`tangerine-pg-` by default). */
  prefix?: string;
  /** `-c name=value` server settings. */
  settings?: Readonly<Record<string, string | number>>;
  /** How long initdb and pg_ctl may take (60 s by default). */
  timeoutMs?: number;
}

export interface PostgresCluster {
  /** The `postgres` database of the superuser `tangerine` (trust auth, loopback only). */
  url: string;
  port: number;
  /** `pg_ctl stop -m fast|immediate`: sessions are ended, new connections refused. */
  stop(mode?: 'fast' | 'immediate'): void;
  /** Starts it again on the same port and data. */
  start(): void;
  /** Stops the cluster (immediately, if it still runs) and removes its directory. */
  destroy(): void;
}

/**
 * A throwaway PostgreSQL cluster: initdb in a temp directory, a free loopback port, its Unix socket in
 * that directory, trust auth. initdb refuses to run as root, so as root the cluster belongs to the
 * `postgres` system user. The one starter of the server's tests, the browser journeys and the benches.
 */
export async function startPostgresCluster(options: PostgresClusterOptions = {}): Promise<PostgresCluster> {
  const bin = BIN;
  if (!bin) throw new Error('PostgreSQL binaries (initdb, pg_ctl) not found in /usr/local/bin or /usr/lib/postgresql/15/bin');
  const timeout = options.timeoutMs ?? 60_000;
  const asOwner = (command: string, args: string[]) => {
    const [file, argv] = process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', path.join(bin, command), ...args]] : [path.join(bin, command), args];
    const result = spawnSync(file, argv, { encoding: 'utf8', timeout });
    if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr || result.stdout || result.error?.message}`);
  };
  const root = fs.mkdtempSync(path.join(os.tmpdir(), options.prefix ?? 'tangerine-pg-'));
  const dataDir = path.join(root, 'data');
  const destroyDir = () => fs.rmSync(root, { recursive: true, force: true });
  try {
    if (process.getuid?.() === 0) execFileSync('chown', ['-R', 'postgres:postgres', root]);
    fs.chmodSync(root, 0o755);
    asOwner('initdb', ['-D', dataDir, '-U', 'tangerine', '-A', 'trust', '--no-sync', '-E', 'UTF8', '--locale=C', '--no-instructions']);
  } catch (error) {
    destroyDir();
    throw error;
  }
  const port = await freePort();
  const settings = Object.entries(options.settings ?? {}).map(([name, value]) => ` -c ${name}=${value}`).join('');
  const serverOptions = `-p ${port} -c listen_addresses=127.0.0.1 -k ${root}${settings}`;
  const start = () => asOwner('pg_ctl', ['-D', dataDir, '-o', serverOptions, '-l', path.join(root, 'server.log'), '-w', '-t', String(Math.round(timeout / 1000)), 'start']);
  const stop = (mode: 'fast' | 'immediate' = 'fast') => asOwner('pg_ctl', ['-D', dataDir, '-m', mode, '-w', 'stop']);
  const destroy = () => {
    try {
      stop('immediate');
    } catch {
      // already stopped
    } finally {
      destroyDir();
    }
  };
  try {
    start();
  } catch (error) {
    destroy();
    throw error;
  }
  return { url: `postgres://tangerine@127.0.0.1:${port}/postgres`, port, stop, start, destroy };
}
