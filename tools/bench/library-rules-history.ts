// `npm run bench` (BENCH_ONLY="smart playlists"; with --postgres, BENCH_ONLY=postgresql): smart
// playlists and History over a synthetic catalogue of BENCH_LIBRARY_TRACKS (default 1,000,000)
// tracks, on SQLite (or a throwaway PostgreSQL cluster), with the server's answer
// caches off (TANGERINE_CACHE_MS=0). The listening code first gets BENCH_LIBRARY_PLAYS (default
// 1,000,000) plays of songs over the last 365 days (then `plays retally`), so play counts, "last
// played", History and "Your year" read tallies of that many plays. Measured: the editor's count of a rule set (preview), a smart
// playlist's songs, History's first and a deeper page, and "Your year". Target p95 <= 100 ms each.
// Everything printed here is measured in this run; nothing is asserted.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { mulberry32 } from '@tangerine/demo-catalogue';
import { freePort, serverEntry, serverNodeFlags, stopGroup } from '@tangerine/harness';
import { percentile } from './bench-context.js';
import { startCluster, type Cluster } from './postgres-cluster.js';
import { waitForHealth } from './bench-server.js';
import { admin, seedSynthetic } from './seed-synthetic.js';

const TRACKS = Number(process.env['BENCH_LIBRARY_TRACKS'] ?? 1_000_000);
const PLAYS = Number(process.env['BENCH_LIBRARY_PLAYS'] ?? 1_000_000);
const SAMPLES = Number(process.env['BENCH_LIBRARY_SAMPLES'] ?? 50);
const TARGET_MS = 100;
const ASK_BUDGET_MS = 60_000;
const DAY_MS = 86_400_000;

/** The code's plays: songs drawn with a skew (a tenth of the catalogue gets most plays), over the last year. */
function writePlays(file: string, random: () => number): void {
  const db = new Database(file);
  try {
    const codeId = Number((db.prepare('SELECT max(id) AS id FROM activation_codes').get() as { id: number }).id);
    const maxId = Number((db.prepare('SELECT max(id) AS id FROM tracks').get() as { id: number }).id);
    const insert = db.prepare("INSERT INTO plays (kind, ref_id, code_id, device_id, played_at) VALUES ('track', ?, ?, 'bench', ?)");
    const now = Date.now();
    db.transaction(() => {
      for (let i = 0; i < PLAYS; i++) {
        const id = random() < 0.8 ? 1 + Math.floor(random() * Math.max(1, maxId / 10)) : 1 + Math.floor(random() * maxId);
        insert.run(id, codeId, new Date(now - 365 * DAY_MS + (i * 365 * DAY_MS) / PLAYS).toISOString());
      }
    })();
  } finally {
    db.close();
  }
}

const PSQL = ['/usr/local/bin', '/usr/lib/postgresql/15/bin', '/usr/bin'].map((dir) => path.join(dir, 'psql')).find((file) => fs.existsSync(file));

/** The same plays on PostgreSQL, in one statement (the same skew; PostgreSQL's own random numbers). */
function writePostgresPlays(url: string): void {
  if (!PSQL) throw new Error('psql not found');
  const statement = `INSERT INTO plays (kind, ref_id, code_id, device_id, played_at)
    SELECT 'track', CASE WHEN random() < 0.8 THEN 1 + floor(random() * greatest(1, m.t / 10)) ELSE 1 + floor(random() * m.t) END, m.c, 'bench',
      to_char((now() AT TIME ZONE 'UTC') - interval '365 days' + g * (interval '365 days' / ${PLAYS}), 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    FROM generate_series(0, ${PLAYS - 1}) AS g, (SELECT (SELECT max(id) FROM tracks) AS t, (SELECT max(id) FROM activation_codes) AS c) AS m`;
  execFileSync(PSQL, [url, '-Atqc', statement], { encoding: 'utf8', timeout: 600_000 });
  execFileSync(PSQL, [url, '-Atqc', 'ANALYZE plays'], { encoding: 'utf8', timeout: 600_000 });
}

/** One keep-alive connection: each answer's time in ms and its JSON. */
function client(base: string, headers: Record<string, string>) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const { hostname, port } = new URL(base);
  return (method: 'GET' | 'POST', requestPath: string, body?: unknown) =>
    new Promise<{ ms: number; json: unknown }>((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const began = performance.now();
      const request = http.request({ method, hostname, port, path: requestPath, agent, headers: { ...headers, 'accept-encoding': 'identity', ...(payload ? { 'content-type': 'application/json' } : {}) } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const ms = performance.now() - began;
          const text = Buffer.concat(chunks).toString();
          if ((response.statusCode ?? 500) >= 300) return reject(new Error(`${method} ${requestPath}: ${response.statusCode} ${text.slice(0, 200)}`));
          resolve({ ms, json: JSON.parse(text) });
        });
      });
      request.on('error', reject);
      request.end(payload);
    });
}

const GENRES = ['pop', 'rock', 'jazz', 'electronic', 'hip-hop', 'classical', 'folk', 'ambient', 'soul', 'country'];

const DATABASE = process.argv.includes('--postgres') ? 'postgres' : 'sqlite';

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tangerine-library-bench-'));
  let server: ChildProcess | undefined;
  let cluster: Cluster | undefined;
  try {
    if (DATABASE === 'postgres') cluster = await startCluster();
    const env: NodeJS.ProcessEnv = { ...process.env, TANGERINE_DATA_DIR: dataDir, LOG_LEVEL: 'warn', TANGERINE_CACHE_MS: '0' };
    if (cluster) env['DATABASE_URL'] = cluster.url;
    else delete env['DATABASE_URL'];
    console.log(`[${DATABASE}] seeding ${TRACKS.toLocaleString('en')} tracks...`);
    const fixture = seedSynthetic(env, TRACKS);
    const random = mulberry32(41);
    if (cluster) writePostgresPlays(cluster.url);
    else writePlays(path.join(dataDir, 'tangerine.db'), random);
    console.log(`[${DATABASE}] ${PLAYS.toLocaleString('en')} plays written for the listening code over the last 365 days`);
    // Written behind the server's back: its tallies are rebuilt as an operator would after a bulk load.
    console.log(`[${DATABASE}] ${admin(env, ['plays', 'retally']).trim()}`);
    // A bulk load leaves checkpoints and vacuums behind that would slow the first ask: measure at rest.
    if (cluster) console.log(`[${DATABASE}] ${await cluster.settle()}`);
    const port = await freePort();
    server = spawn(process.execPath, [...serverNodeFlags, serverEntry], { env: { ...env, PORT: String(port), HOST: '127.0.0.1' }, stdio: ['ignore', 'ignore', 'inherit'], detached: true });
    const base = `http://127.0.0.1:${port}`;
    await waitForHealth(base);
    const deviceId = `web-${Date.now()}-bench`;
    const activation = (await (await fetch(`${base}/api/v1/auth/activate`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ code: fixture.code, device_id: deviceId }) })).json()) as { access_token: string };
    const call = client(base, { authorization: `Bearer ${activation.access_token}`, 'x-device-id': deviceId });
    const genre = () => GENRES[Math.floor(random() * GENRES.length)] as string;
    const decade = () => 1960 + 10 * Math.floor(random() * 6);

    // The editor's count as one types: tags only, then tags with the listener's own plays.
    const tagRules = () => {
      const from = decade();
      return { match: 'all', rules: [{ field: 'genre', op: 'is', value: genre() }, { field: 'year', op: 'between', value: [from, from + 9] }, { field: 'duration', op: 'gt', value: 180 }] };
    };
    const playRules = () => ({ match: 'all', rules: [{ field: 'genre', op: 'is', value: genre() }, { match: 'any', rules: [{ field: 'play_count', op: 'gt', value: 3 }, { field: 'last_played', op: 'in_last_days', value: 30 }] }] });
    const smart = (await call('POST', '/api/v1/smart-playlists', { name: 'Bench: rock of the nineties, most played', rules: { match: 'all', rules: [{ field: 'genre', op: 'is', value: 'rock' }, { field: 'year', op: 'between', value: [1990, 1999] }], sort: { field: 'play_count', direction: 'desc' }, limit: 100 } })).json as { id: string };
    const before = () => new Date(Date.now() - Math.floor(random() * 300) * DAY_MS).toISOString();

    const asks: [string, () => Promise<{ ms: number; json: unknown }>][] = [
      ['smart preview: genre + year between + duration', () => call('POST', '/api/v1/smart-playlists/preview', { rules: tagRules() })],
      ['smart preview: genre + (play count or last played)', () => call('POST', '/api/v1/smart-playlists/preview', { rules: playRules() })],
      ['smart playlist songs: genre + years, by play count, 100', () => call('GET', `/api/v1/playlists/${smart.id}`)],
      ['History: latest 100 plays', () => call('GET', '/api/v1/history?limit=100')],
      ['History: 100 plays before a day of the year', () => call('GET', `/api/v1/history?limit=100&before=${encodeURIComponent(before())}`)],
      ['"Your year" (this year)', () => call('GET', '/api/v1/history/year')],
    ];
    for (const [, ask] of asks) for (let i = 0; i < 3; i++) await ask(); // warm-up: the first reads of a cold page cache
    const rows = [];
    for (const [name, ask] of asks) {
      const times: number[] = [];
      // At most a minute per ask once 10 samples are in: a slow ask is reported with fewer samples.
      const began = performance.now();
      while (times.length < SAMPLES && (times.length < 10 || performance.now() - began < ASK_BUDGET_MS)) times.push((await ask()).ms);
      const p95 = percentile(times, 95);
      rows.push({ database: DATABASE, tracks: TRACKS, plays: PLAYS, ask: name, samples: times.length, p50Ms: +percentile(times, 50).toFixed(1), p95Ms: +p95.toFixed(1), maxMs: +Math.max(...times).toFixed(1), targetP95Ms: TARGET_MS, met: p95 <= TARGET_MS ? 'yes' : 'no' });
    }
    console.log(`\nSmart playlists and History benchmark, ${new Date().toISOString()}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, load ${(os.loadavg()[0] ?? 0).toFixed(2)}, Node ${process.version}`);
    console.table(rows);
  } finally {
    if (server) await stopGroup(server);
    cluster?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
