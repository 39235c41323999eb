// `npm run bench` (issue 22): the folder import's throughput, tracks per second with tag reading,
// through the built admin CLI (`import music DIR`, what an operator runs) into a fresh SQLite data
// directory and a fresh PostgreSQL database. The folder holds BENCH_IMPORT_FILES MP3s (one 4-second
// tone with a different ID3v2.3 tag each: title, artist, album, track number, genre, year), 20 per album.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { encodeMp3 } from '@tangerine/demo-catalogue';
import { adminEntry } from '@tangerine/harness';
import { startCluster, type Cluster } from './postgres-cluster.js';

const FILES = Number(process.env['BENCH_IMPORT_FILES'] ?? 2000);

/** An ID3v2.3 tag of ISO-8859-1 text frames (encoding byte 0). */
function id3Tag(frames: Record<string, string>): Buffer {
  const body = Buffer.concat(
    Object.entries(frames).map(([id, text]) => {
      const value = Buffer.concat([Buffer.from([0]), Buffer.from(text, 'latin1')]);
      const header = Buffer.alloc(10);
      header.write(id, 0, 'ascii');
      header.writeUInt32BE(value.length, 4);
      return Buffer.concat([header, value]);
    }),
  );
  const size = body.length;
  return Buffer.concat([Buffer.from([0x49, 0x44, 0x33, 3, 0, 0, (size >> 21) & 0x7f, (size >> 14) & 0x7f, (size >> 7) & 0x7f, size & 0x7f]), body]);
}

function writeLibrary(folder: string): number {
  const rate = 22050;
  const pcm = Float32Array.from({ length: rate * 4 }, (_, i) => 0.3 * Math.sin((2 * Math.PI * 440 * i) / rate));
  const audio = encodeMp3(pcm, rate, 64);
  for (let i = 0; i < FILES; i++) {
    const album = Math.floor(i / 20);
    const directory = path.join(folder, `artist-${album % 50}`, `album-${album}`);
    fs.mkdirSync(directory, { recursive: true });
    const tag = id3Tag({ TIT2: `Bench Song ${i}`, TPE1: `Bench Artist ${album % 50}`, TALB: `Bench Album ${album}`, TRCK: String((i % 20) + 1), TCON: ['Rock', 'Jazz', 'Pop', 'Folk'][album % 4] as string, TYER: String(1980 + (album % 40)) });
    fs.writeFileSync(path.join(directory, `${(i % 20) + 1}.mp3`), Buffer.concat([tag, audio]));
  }
  return audio.length;
}

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
  const bytes = writeLibrary(folder);
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
