// `npm run bench`: the folder import's throughput, tracks per second with tag reading,
// through the built admin CLI (`import music DIR`, what an operator runs) into a fresh SQLite data
// directory and a fresh PostgreSQL database. The folder holds BENCH_IMPORT_FILES MP3s (one 4-second
// tone with a different ID3v2.3 tag each: title, artist, album, track number, genre, year), 20 per album.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { adminEntry } from '@tangerine/harness';
import { startCluster, type Cluster } from './postgres-cluster.js';
import { writeTaggedMp3Library } from './tagged-mp3-library.js';

const FILES = Number(process.env['BENCH_IMPORT_FILES'] ?? 2000);

function importInto(env: NodeJS.ProcessEnv, folder: string): { seconds: number; output: string } {
  const started = performance.now();
  const result = spawnSync(process.execPath, [adminEntry, 'import', 'music', folder], { env, encoding: 'utf8', maxBuffer: 1 << 24 });
  const seconds = (performance.now() - started) / 1000;
  if (result.status !== 0) throw new Error(`import music failed: ${result.stderr}`);
  return { seconds, output: result.stdout.trim().split('\n').at(-1) ?? '' };
}

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'tangerine-bench-import-'));
let cluster: Cluster | undefined;
try {
  const folder = path.join(root, 'library');
  const bytes = writeTaggedMp3Library(folder, FILES);
  const rows = [];
  for (const database of ['sqlite', 'postgres'] as const) {
    if (database === 'postgres') cluster = await startCluster();
    const env = { ...process.env, TANGERINE_DATA_DIR: path.join(root, `data-${database}`), LOG_LEVEL: 'warn', ...(cluster ? { DATABASE_URL: cluster.url } : {}) };
    const { seconds, output } = importInto(env, folder);
    rows.push({ database, files: FILES, seconds: +seconds.toFixed(1), tracksPerSecond: Math.round(FILES / seconds), result: output });
  }
  console.log(`\nFolder import (import music), ${new Date().toISOString()}, ${os.cpus().length} cores, ${FILES} tagged MP3s of ${bytes} bytes of audio each, load average ${os.loadavg()[0]?.toFixed(2)}`);
  console.table(rows);
  console.log(JSON.stringify(rows));
} finally {
  cluster?.stop();
  fs.rmSync(root, { recursive: true, force: true });
}
