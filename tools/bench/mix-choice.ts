// `npm run bench` (BENCH_ONLY=autoplay): the time of Autoplay's and Instant mix's choice of songs
// (GET /api/v1/browse/mix) over a synthetic catalogue of BENCH_MIX_TRACKS (default 1,000,000) on
// SQLite, with the server's answer caches off (TANGERINE_CACHE_MS=0). The listening code gets a
// history first (sessions of songs played a few minutes apart over 60 days), so co-listening and
// the last hour's plays are read as they are for a listener with a long history.
// Everything printed here is measured in this run; nothing is asserted.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { mulberry32 } from '@tangerine/demo-catalogue';
import { freePort, serverEntry, serverNodeFlags, stopGroup } from '@tangerine/harness';
import { percentile } from './bench-context.js';
import { seedSynthetic } from './seed-synthetic.js';

const TRACKS = Number(process.env['BENCH_MIX_TRACKS'] ?? 1_000_000);
const SAMPLES = 300;
const SESSIONS = 2_000;
const SONGS_PER_SESSION = 12;

/** Sessions of songs a few minutes apart, mostly from a few albums a session, the last one within the hour. */
function writeHistory(file: string, random: () => number): { codeId: number; favourites: number[] } {
  const db = new Database(file);
  try {
    const codeId = Number((db.prepare('SELECT max(id) AS id FROM activation_codes').get() as { id: number }).id);
    const maxId = Number((db.prepare('SELECT max(id) AS id FROM tracks').get() as { id: number }).id);
    const favourites = Array.from({ length: 200 }, () => 1 + Math.floor(random() * maxId));
    const insert = db.prepare("INSERT INTO plays (kind, ref_id, code_id, device_id, played_at) VALUES ('track', ?, ?, 'bench', ?)");
    const now = Date.now();
    db.transaction(() => {
      for (let session = 0; session < SESSIONS; session++) {
        let at = now - (SESSIONS - session) * (60 * 24 * 3_600_000) / SESSIONS;
        for (let song = 0; song < SONGS_PER_SESSION; song++) {
          const id = random() < 0.5 ? (favourites[Math.floor(random() * favourites.length)] as number) : 1 + Math.floor(random() * maxId);
          insert.run(id, codeId, new Date(at).toISOString());
          at += 200_000;
        }
      }
    })();
    return { codeId, favourites };
  } finally {
    db.close();
  }
}

async function waitForHealth(base: string, child: ChildProcess) {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error('server exited during start');
    if (await fetch(`${base}/api/v1/health`).then((r) => r.ok, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('server did not become healthy');
}

/** One keep-alive connection (as a player holds one): the time of each answer in ms. */
function client(base: string, headers: Record<string, string>) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const { hostname, port } = new URL(base);
  return (requestPath: string) =>
    new Promise<{ ms: number; songs: number }>((resolve, reject) => {
      const began = performance.now();
      http
        .get({ hostname, port, path: requestPath, agent, headers: { ...headers, 'accept-encoding': 'identity' } }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const ms = performance.now() - began;
            if (response.statusCode !== 200) return reject(new Error(`${requestPath}: ${response.statusCode} ${Buffer.concat(chunks).toString().slice(0, 200)}`));
            resolve({ ms, songs: (JSON.parse(Buffer.concat(chunks).toString()) as { tracks: unknown[] }).tracks.length });
          });
        })
        .on('error', reject);
    });
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tangerine-mix-bench-'));
  let server: ChildProcess | undefined;
  try {
    const env: NodeJS.ProcessEnv = { ...process.env, TANGERINE_DATA_DIR: dataDir, LOG_LEVEL: 'warn', TANGERINE_CACHE_MS: '0' };
    delete env['DATABASE_URL'];
    console.log(`[sqlite] seeding ${TRACKS.toLocaleString('en')} tracks...`);
    const fixture = seedSynthetic(env, TRACKS);
    const random = mulberry32(7);
    const { favourites } = writeHistory(path.join(dataDir, 'tangerine.db'), random);
    console.log(`[sqlite] ${(SESSIONS * SONGS_PER_SESSION).toLocaleString('en')} plays written for the listening code`);
    const port = await freePort();
    server = spawn(process.execPath, [...serverNodeFlags, serverEntry], { env: { ...env, PORT: String(port), HOST: '127.0.0.1' }, stdio: ['ignore', 'ignore', 'inherit'], detached: true });
    const base = `http://127.0.0.1:${port}`;
    await waitForHealth(base, server);
    const deviceId = `web-${Date.now()}-bench`;
    const activation = (await (await fetch(`${base}/api/v1/auth/activate`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ code: fixture.code, device_id: deviceId }) })).json()) as { access_token: string };
    const get = client(base, { authorization: `Bearer ${activation.access_token}`, 'x-device-id': deviceId });
    const pick = () => (random() < 0.5 ? (favourites[Math.floor(random() * favourites.length)] as number) : 1 + Math.floor(random() * TRACKS));
    // Autoplay's ask: the queue's last 5 songs as seeds, the queue (here 50 songs) left out, 20 songs.
    const autoplay = () => `/api/v1/browse/mix?song_ids=${Array.from({ length: 5 }, pick).join(',')}&exclude_ids=${Array.from({ length: 50 }, pick).join(',')}&limit=20`;
    const album = () => `/api/v1/browse/mix?album_id=${1 + Math.floor(random() * (TRACKS / 10))}&limit=50`;
    for (let i = 0; i < 20; i++) await get(autoplay()); // warm-up: the first reads of a cold page cache
    const rows = [];
    for (const [kind, next] of [['autoplay (5 songs, 50 left out)', autoplay], ['instant mix of an album', album]] as const) {
      const times: number[] = [];
      let songs = 0;
      for (let i = 0; i < SAMPLES; i++) {
        const answer = await get(next());
        times.push(answer.ms);
        songs += answer.songs;
      }
      rows.push({ database: 'sqlite', tracks: TRACKS, ask: kind, samples: SAMPLES, p50Ms: +percentile(times, 50).toFixed(2), p95Ms: +percentile(times, 95).toFixed(2), maxMs: +Math.max(...times).toFixed(2), songsPerAnswer: +(songs / SAMPLES).toFixed(1), targetP95Ms: 50 });
    }
    console.log(`\nAutoplay choice benchmark, ${new Date().toISOString()}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, load ${(os.loadavg()[0] ?? 0).toFixed(2)}, Node ${process.version}`);
    console.table(rows);
  } finally {
    if (server) await stopGroup(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
