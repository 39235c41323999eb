/**
 * Bad storage at startup, on the real entry (server.ts) as a process: a read-only data directory, a
 * full disk (a file-size limit), a corrupt database. Each gives a clear message naming the problem
 * and a non-zero exit, and leaves the data as it was.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { openTestDatabase, tempDir } from './content/test-support/fixtures.js';
import { postgresAdminUrl } from './test-support/test-app.js';

const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));
const roots: string[] = [];
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

/**
 * Starts `src/server.ts` through a shell (for ulimit); resolves with its exit and output. `heedWriteBits`
 * drops root's right to write past permission bits (CAP_DAC_OVERRIDE), keeping its user and its reads,
 * so the workspace it runs from is readable wherever the clone lies.
 */
function startServer(dataDir: string, prefix = '', heedWriteBits = false): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const command = `${prefix} exec node --import tsx --conditions=@tangerine/source src/server.ts`;
    const [file, args] = heedWriteBits ? ['setpriv', ['--bounding-set', '-dac_override', '--inh-caps', '-all', '--', 'bash', '-c', command]] : ['bash', ['-c', command]];
    const child = spawn(file, args, { cwd: SERVER_DIR, env: { ...process.env, PORT: '0', HOST: '127.0.0.1', TANGERINE_DATA_DIR: dataDir, DATABASE_URL: '', NODE_OPTIONS: '' } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    // A server that starts would listen for ever: that is a failure here, so stop it.
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

const snapshot = (dir: string) => Object.fromEntries(readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort().map((f) => [f, (() => { try { return createHash('sha256').update(readFileSync(join(dir, f))).digest('hex'); } catch { return 'dir'; } })()]));

describe.skipIf(!!postgresAdminUrl())('bad storage at startup (SQLite data directory)', () => {
  it('a read-only data directory: names it, exits 1, changes nothing', { timeout: 90_000 }, async () => {
    const root = tempDir('storage-ro');
    roots.push(root);
    const dataDir = join(root, 'data');
    const db = await openTestDatabase(dataDir, undefined);
    await db.destroy();
    const before = snapshot(dataDir);
    // Root writes past permission bits: the server runs without that right, so the directory is read-only to it.
    chmodSync(dataDir, 0o555);
    const run = await startServer(dataDir, '', process.getuid?.() === 0);
    chmodSync(dataDir, 0o755);
    expect(run.code, run.output).not.toBe(0);
    expect(run.output).toMatch(/Tangerine cannot start: The data directory .* is not writable \((EACCES|EROFS)\)/);
    expect(snapshot(dataDir)).toEqual(before);
  });

  it('a full disk (file-size limit): names it, exits 1', { timeout: 90_000 }, async () => {
    const root = tempDir('storage-full');
    roots.push(root);
    const dataDir = join(root, 'data');
    const run = await startServer(dataDir, 'ulimit -f 16;');
    expect(run.code, run.output).not.toBe(0);
    expect(run.output).toMatch(/Tangerine cannot start: .*(disk holding the data is full|failed to write: it may be full)/);
  });

  it('a corrupt database: names it, exits 1, leaves the file as it was', { timeout: 90_000 }, async () => {
    const root = tempDir('storage-corrupt');
    roots.push(root);
    const dataDir = join(root, 'data');
    const db = await openTestDatabase(dataDir, undefined);
    await db.destroy();
    const file = join(dataDir, 'tangerine.db');
    const bytes = readFileSync(file);
    bytes.fill(0x5a, 0, 100);
    writeFileSync(file, bytes);
    const before = snapshot(dataDir);
    const run = await startServer(dataDir);
    expect(run.code, run.output).not.toBe(0);
    expect(run.output).toMatch(/Tangerine cannot start: The database .*tangerine\.db is corrupt or not a SQLite database/);
    // Every file is as it was (the signing secret may have been added beside them).
    expect(snapshot(dataDir)).toMatchObject(before);
  });
});
