import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FALLBACK_CHECKPOINT_PAGES, startSqliteCheckpointer, WRITER_CHECKPOINT_PAGES } from './sqlite-checkpointer.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function walDatabase(): { connection: SqliteDatabase.Database; file: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tangerine-checkpoint-'));
  dirs.push(dir);
  const file = path.join(dir, 'tangerine.db');
  const connection = new SqliteDatabase(file);
  connection.pragma('journal_mode = WAL');
  connection.pragma('synchronous = NORMAL');
  connection.exec('CREATE TABLE rows (id INTEGER PRIMARY KEY, body TEXT)');
  return { connection, file };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const walPages = (file: string) => fs.statSync(`${file}-wal`).size / 4096;

describe('WAL checkpoints on a worker thread', () => {
  it('keeps the WAL far below the size at which the writer would checkpoint, and a clean close removes it', async () => {
    const { connection, file } = walDatabase();
    const warnings: string[] = [];
    const checkpointer = startSqliteCheckpointer(connection, file, { warn: (_o, message) => warnings.push(message) }, 10);
    expect(connection.pragma('wal_autocheckpoint', { simple: true })).toBe(FALLBACK_CHECKPOINT_PAGES);
    const insert = connection.prepare('INSERT INTO rows (body) VALUES (?)');
    let largest = 0;
    // About 12 MB (3,000 pages and more, past both thresholds) in bursts of small transactions with
    // pauses between, as a server's writes come: a checkpoint in a pause lets the next write restart
    // the WAL. Each pause lasts until the worker has checkpointed twice (the first may have begun
    // during the burst), however slowly a loaded machine schedules it.
    for (let burst = 0; burst < 100; burst++) {
      for (let i = 0; i < 30; i++) insert.run('x'.repeat(4000));
      largest = Math.max(largest, walPages(file));
      const before = checkpointer.checkpoints;
      for (let waited = 0; waited < 6000 && checkpointer.checkpoints < before + 2; waited++) await pause(10);
    }
    expect(checkpointer.checkpoints).toBeGreaterThan(0);
    expect(largest).toBeLessThan(WRITER_CHECKPOINT_PAGES / 2);
    await checkpointer.close();
    connection.close();
    expect(fs.existsSync(`${file}-wal`)).toBe(false);
    expect(warnings).toEqual([]);
  });

  it('hands checkpoints back to the writer when the worker cannot run, with a warning', async () => {
    const { connection, file } = walDatabase();
    const warnings: string[] = [];
    // A file that is not there: the worker's connection fails at once.
    const checkpointer = startSqliteCheckpointer(connection, `${file}.missing`, { warn: (_o, message) => warnings.push(message) }, 20);
    // However long a loaded machine takes to start the worker thread.
    await vi.waitFor(() => expect(warnings).toEqual(['the WAL checkpoint worker stopped; the writer checkpoints the WAL itself']), { timeout: 60_000, interval: 20 });
    expect(connection.pragma('wal_autocheckpoint', { simple: true })).toBe(WRITER_CHECKPOINT_PAGES);
    await checkpointer.close();
    connection.close();
  });
});
