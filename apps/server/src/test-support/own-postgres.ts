/**
 * A PostgreSQL cluster of the test's own, which it may stop and start again on the same port and
 * data (outage and crash tests): initdb in a temp directory, a free loopback port, trust auth.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const BIN = ['/usr/local/bin', '/usr/lib/postgresql/15/bin'].find((dir) => fs.existsSync(path.join(dir, 'initdb')));

function owner(command: string, args: string[]) {
  const [file, argv] = process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  const result = spawnSync(file, argv, { encoding: 'utf8', timeout: 60_000 });
  if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr || result.stdout || result.error?.message}`);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface OwnPostgres {
  url: string;
  /** `pg_ctl stop -m fast|immediate`: sessions are ended, new connections refused. */
  stop(mode?: 'fast' | 'immediate'): void;
  start(): void;
  /** Stops the cluster and removes its directory. */
  destroy(): void;
}

export async function startOwnPostgres(): Promise<OwnPostgres> {
  if (!BIN) throw new Error('PostgreSQL binaries (initdb, pg_ctl) not found');
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'tangerine-own-pg-'));
  const dataDir = path.join(root, 'data');
  if (process.getuid?.() === 0) execFileSync('chown', ['-R', 'postgres:postgres', root]);
  fs.chmodSync(root, 0o755);
  owner(path.join(BIN, 'initdb'), ['-D', dataDir, '-U', 'tangerine', '-A', 'trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
  const port = await freePort();
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${root} -c fsync=off -c full_page_writes=off`;
  const start = () => owner(path.join(BIN, 'pg_ctl'), ['-D', dataDir, '-o', options, '-l', path.join(root, 'server.log'), '-w', '-t', '60', 'start']);
  const stop = (mode: 'fast' | 'immediate' = 'fast') => owner(path.join(BIN, 'pg_ctl'), ['-D', dataDir, '-m', mode, '-w', 'stop']);
  start();
  return {
    url: `postgres://tangerine@127.0.0.1:${port}/postgres`,
    stop,
    start,
    destroy: () => {
      try {
        stop('immediate');
      } catch {
        // already stopped
      }
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}
