import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

/**
 * A throwaway PostgreSQL cluster for the "postgres" test project: initdb in a temp directory, a free
 * loopback port, trust auth on loopback only; stopped and deleted after the run. initdb refuses to
 * run as root, so as root the cluster belongs to the `postgres` system user.
 */
const BIN = ['/usr/local/bin', '/usr/lib/postgresql/15/bin'].find((dir) => fs.existsSync(path.join(dir, 'initdb')));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function asClusterOwner(command: string, args: string[]) {
  const isRoot = process.getuid?.() === 0;
  const [file, argv] = isRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  const result = spawnSync(file, argv, { encoding: 'utf8', timeout: 60_000 });
  if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr || result.stdout || result.error?.message}`);
}

export default async function setup(project: TestProject) {
  if (!BIN) throw new Error('PostgreSQL binaries (initdb, pg_ctl) not found in /usr/local/bin: the postgres test project needs them');
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'tangerine-pg-'));
  const dataDir = path.join(root, 'data');
  if (process.getuid?.() === 0) execFileSync('chown', ['-R', 'postgres:postgres', root]);
  fs.chmodSync(root, 0o755);
  asClusterOwner(path.join(BIN, 'initdb'), ['-D', dataDir, '-U', 'tangerine', '-A', 'trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
  const port = await freePort();
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${root} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
  asClusterOwner(path.join(BIN, 'pg_ctl'), ['-D', dataDir, '-o', options, '-l', path.join(root, 'server.log'), '-w', '-t', '60', 'start']);
  project.provide('postgresUrl', `postgres://tangerine@127.0.0.1:${port}/postgres`);

  return () => {
    try {
      asClusterOwner(path.join(BIN, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}
