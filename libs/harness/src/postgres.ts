import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort, run } from './processes.js';

export interface ThrowawayPostgres {
  /** Connection string of an empty database on the cluster. */
  url: string;
  stop(): Promise<void>;
}

const BIN = '/usr/local/bin';

/** initdb refuses to run as root: the cluster belongs to the `postgres` system user then. */
function asClusterOwner(command: string, args: string[]): [string, string[]] {
  return process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
}

/**
 * A PostgreSQL cluster made by initdb in a temp directory, listening on a free loopback port
 * (no Unix socket outside that directory), with one empty database; `stop()` removes it all.
 */
export async function startPostgres(): Promise<ThrowawayPostgres> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tangerine-e2e-pg-'));
  const dataDir = path.join(dir, 'data');
  if (process.getuid?.() === 0) fs.chownSync(dir, uidOf('postgres'), gidOf('postgres'));
  const port = await freePort();
  const step = async (command: string, args: string[], timeoutMs = 60_000) => {
    const [cmd, argv] = asClusterOwner(path.join(BIN, command), args);
    const result = await run(cmd, argv, { cwd: dir, timeoutMs });
    if (result.code !== 0) throw new Error(`${command} failed (${result.code}):\n${result.stdout}\n${result.stderr}`);
  };
  const stop = async () => {
    await step('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    await step('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync', '--no-instructions']);
    const serverOptions = `-p ${port} -h 127.0.0.1 -k ${dir} -c fsync=off -c full_page_writes=off -c synchronous_commit=off`;
    await step('pg_ctl', ['-D', dataDir, '-o', serverOptions, '-l', path.join(dir, 'server.log'), '-w', '-t', '60', 'start']);
    const client = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/postgres` });
    await client.connect();
    await client.query('CREATE DATABASE tangerine_e2e');
    await client.end();
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `postgres://postgres@127.0.0.1:${port}/tangerine_e2e`, stop };
}

function idField(file: string, name: string, field: number): number {
  const line = fs.readFileSync(file, 'utf8').split('\n').find((entry) => entry.startsWith(`${name}:`));
  if (!line) throw new Error(`no ${name} in ${file}`);
  return Number(line.split(':')[field]);
}
const uidOf = (name: string) => idField('/etc/passwd', name, 2);
const gidOf = (name: string) => idField('/etc/group', name, 2);
