/**
 * PostgreSQL backups with the client tools on PATH: pg_dump's custom format (-Fc, a consistent
 * snapshot of the moment it starts), restored as one transaction that replaces the public schema.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BackupError } from './backup-error.js';

/** The URL without its password (which goes in PGPASSWORD, so no process list shows it). */
function connection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
    child.on('error', (error: NodeJS.ErrnoException) => reject(new BackupError(error.code === 'ENOENT' ? `${command} is not installed (the PostgreSQL client tools must be on PATH)` : `${command} could not run: ${error.message}`)));
    child.on('close', (code) => (code === 0 ? resolve() : reject(new BackupError(`${command} failed (exit ${code}): ${stderr.trim().split('\n').slice(-3).join(' ')}`))));
  });
}

export async function dumpPostgres(url: string, file: string): Promise<void> {
  const { dbname, env } = connection(url);
  await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, `--dbname=${dbname}`], env);
}

/**
 * The dump is first turned into SQL in full (a truncated or damaged dump fails here, before the
 * database is touched), then applied by psql in one transaction after dropping the public schema:
 * any error rolls everything back and the database stays as it was.
 */
export async function restorePostgres(url: string, file: string): Promise<void> {
  const { dbname, env } = connection(url);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'tangerine-restore-'));
  try {
    const script = path.join(work, 'restore.sql');
    await run('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', `--file=${script}`, file], env).catch((error: BackupError) => {
      throw new BackupError(`The backup ${file} cannot be read (${error.message}); nothing was changed`);
    });
    await run('psql', ['--no-psqlrc', '--quiet', '--set=ON_ERROR_STOP=1', '--single-transaction', '--command=DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;', `--file=${script}`, `--dbname=${dbname}`], env).catch((error: BackupError) => {
      throw new BackupError(`The restore failed and was rolled back (${error.message}); nothing was changed`);
    });
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}
