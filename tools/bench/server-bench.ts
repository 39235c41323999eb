// `npm run bench`: throughput of home, album and search as ratios to a trivial route (autocannon),
// search p95 at 300,000 and 1,000,000 tracks (BENCH_TRACKS), and the server's RSS afterwards, on SQLite and on PostgreSQL.
// Each database is measured twice on the same data: with the server's short-lived answer caches
// (TANGERINE_CACHE_MS default, as deployed) and with them off (TANGERINE_CACHE_MS=0), so cache hits
// are never mistaken for query speed; search latency is measured with caches off only.
// Everything printed here is measured in this run; nothing is asserted.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { serverEntry, serverNodeFlags } from '@tangerine/harness';
import { freePort, startCluster, type Cluster } from './postgres-cluster.js';
import { seedSynthetic } from './seed-synthetic.js';

/** Catalogue sizes measured in one run, side by side (a million next to 300,000). */
const SIZES = (process.env['BENCH_TRACKS'] ?? '300000,1000000').split(',').map(Number);
const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 8);
const CONNECTIONS = 10;
const SEARCH_SAMPLES = 400;
const QUERIES = ['golden', 'golden riv', 'midnight', 'neon harb', 'fallin', 'dreaming amber', 'thunder', 'silent echo', 'lunar', 'crimson can', 'goldn rivr', 'velvit', 'sky', 'the wild', 'paper lan', 'frozen ocean'];

async function waitForHealth(base: string, child: ChildProcess) {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error('server exited during start');
    try {
      if ((await fetch(`${base}/api/v1/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('server did not become healthy');
}

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

async function throughput(url: string, headers: Record<string, string>, urls?: string[]): Promise<number> {
  let next = 0;
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers,
    ...(urls ? { requests: [{ setupRequest: (request: Record<string, unknown>) => ({ ...request, path: urls[next++ % urls.length] }) }] } : {}),
  });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return result.requests.average;
}

type Client = (path: string, headers: Record<string, string>) => Promise<number>;

/**
 * The benchmark's own HTTP client: one keep-alive connection through node:http, as autocannon
 * keeps its connections. Node's fetch (undici) adds its own time and its own garbage collections
 * to every request (on the trivial route here about 0.2 ms at p50 and 1-2 ms at p95), which is
 * not the server's; its figures are printed beside these.
 */
function httpClient(base: string): Client {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const { hostname, port } = new URL(base);
  return (requestPath, headers) =>
    new Promise((resolve, reject) => {
      http
        .get({ hostname, port, path: requestPath, agent, headers }, (response) => {
          let bytes = 0;
          response.on('data', (chunk: Buffer) => (bytes += chunk.length));
          response.on('end', () => (response.statusCode === 200 ? resolve(bytes) : reject(new Error(`${requestPath}: ${response.statusCode}`))));
          response.on('error', reject);
        })
        .on('error', reject);
    });
}

function fetchClient(base: string): Client {
  return async (requestPath, headers) => {
    const response = await fetch(`${base}${requestPath}`, { headers });
    const body = await response.arrayBuffer();
    if (!response.ok) throw new Error(`${requestPath}: ${response.status}`);
    return body.byteLength;
  };
}

/**
 * Sequential requests, p50 and p95 in ms. Searches run with the caches off. 'identity' measures the
 * server's search as autocannon does (uncompressed); with 'br' the server also compresses each
 * answer and the client decompresses it.
 */
async function latency(client: Client, paths: string[], headers: Record<string, string>): Promise<{ p50: number; p95: number }> {
  const times: number[] = [];
  for (let i = 0; i < SEARCH_SAMPLES; i++) {
    const started = performance.now();
    await client(paths[i % paths.length] as string, headers);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))] as number;
  return { p50: at(0.5), p95: at(0.95) };
}

const searchPaths = QUERIES.map((q) => `/api/v1/search?q=${encodeURIComponent(q)}`);
const both = (figures: { p50: number; p95: number }) => `${figures.p50.toFixed(2)}/${figures.p95.toFixed(2)}`;

async function benchDatabase(name: 'sqlite' | 'postgres', tracks: number) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `tangerine-bench-${name}-`));
  let cluster: Cluster | undefined;
  let server: ChildProcess | undefined;
  try {
    if (name === 'postgres') cluster = await startCluster();
    const env = { ...process.env, TANGERINE_DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...(cluster ? { DATABASE_URL: cluster.url } : {}) };
    console.log(`[${name}] seeding ${tracks.toLocaleString('en')} tracks...`);
    const fixture = seedSynthetic(env, tracks);
    // A bulk load leaves writing behind (PostgreSQL's checkpoints and vacuums, the kernel's dirty
    // pages) that would slow whichever route is measured first: measure at rest.
    if (cluster) console.log(`[${name}] ${await cluster.settle()}`);
    const synced = performance.now();
    execFileSync('sync');
    console.log(`[${name}] sync of the kernel's dirty pages: ${((performance.now() - synced) / 1000).toFixed(1)} s`);
    const phases = [];
    for (const caches of ['on', 'off'] as const) {
      const port = await freePort();
      server = spawn(process.execPath, [...serverNodeFlags, serverEntry], { env: { ...env, PORT: String(port), HOST: '127.0.0.1', ...(caches === 'off' ? { TANGERINE_CACHE_MS: '0' } : {}) }, stdio: ['ignore', 'ignore', 'inherit'] });
      const base = `http://127.0.0.1:${port}`;
      await waitForHealth(base, server);
      const deviceId = `web-${Date.now()}-bench`;
      const activation = (await (await fetch(`${base}/api/v1/auth/activate`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ code: fixture.code, device_id: deviceId }) })).json()) as { access_token: string };
      const headers = { authorization: `Bearer ${activation.access_token}`, 'x-device-id': deviceId };

      // Latency first, on the server at rest: right after the throughput runs PostgreSQL was still
      // busy (its trivial route then read 4,010 req/s against 7,079 before), and the search p95
      // taken then read 17.15 ms where the one taken a few seconds later read 12.40 ms.
      const identity = { ...headers, 'accept-encoding': 'identity' };
      const client = httpClient(base);
      if (caches === 'off') await latency(client, searchPaths, identity); // warm-up
      const searchLatency = caches === 'off' ? await latency(client, searchPaths, identity) : undefined;
      const trivialLatency = caches === 'off' ? await latency(client, ['/api/v1/health'], { 'accept-encoding': 'identity' }) : undefined;
      const searchFetch = caches === 'off' ? await latency(fetchClient(base), searchPaths, identity) : undefined;
      const searchBrotli = caches === 'off' ? await latency(fetchClient(base), searchPaths, { ...headers, 'accept-encoding': 'br' }) : undefined;
      console.log(`[${name}] caches ${caches}: measuring (${SECONDS}s per route, ${CONNECTIONS} connections)...`);
      const trivialBefore = await throughput(`${base}/api/v1/health`, {});
      const home = await throughput(`${base}/api/v1/browse/home`, headers);
      const album = await throughput(`${base}/api/v1/browse/albums/${fixture.albumId}`, headers);
      const search = await throughput(`${base}/api/v1/search`, headers, searchPaths);
      // The trivial route is measured before and after the others and the higher figure is the
      // reference: background work early in a run (PostgreSQL's writes after the seed) cannot make
      // the ratios look better than they are.
      const trivialAfter = await throughput(`${base}/api/v1/health`, {});
      const trivial = Math.max(trivialBefore, trivialAfter);
      const rss = rssMb(server.pid as number);
      phases.push({
        database: name,
        caches,
        tracks,
        seedSeconds: fixture.seconds,
        trivialRps: Math.round(trivial),
        trivialRpsBeforeAfter: `${Math.round(trivialBefore)}/${Math.round(trivialAfter)}`,
        homeRps: Math.round(home),
        albumRps: Math.round(album),
        searchRps: Math.round(search),
        homeRatio: +(home / trivial).toFixed(2),
        albumRatio: +(album / trivial).toFixed(2),
        searchRatio: +(search / trivial).toFixed(2),
        searchP50Ms: searchLatency ? +searchLatency.p50.toFixed(2) : null,
        searchP95Ms: searchLatency ? +searchLatency.p95.toFixed(2) : null,
        trivialP50P95Ms: trivialLatency ? both(trivialLatency) : null,
        searchP50P95FetchMs: searchFetch ? both(searchFetch) : null,
        searchP50P95BrotliFetchMs: searchBrotli ? both(searchBrotli) : null,
        rssMb: Math.round(rss),
        load1: +(os.loadavg()[0] ?? 0).toFixed(2),
      });
      const running = server;
      running.kill('SIGTERM');
      await new Promise((resolve) => running.once('exit', resolve));
    }
    return phases;
  } finally {
    if (server && server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server?.once('exit', resolve));
    }
    cluster?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const only = process.env['BENCH_DATABASES']?.split(',') ?? ['sqlite', 'postgres'];
const results: Awaited<ReturnType<typeof benchDatabase>> = [];
for (const tracks of SIZES) for (const name of only as ('sqlite' | 'postgres')[]) results.push(...(await benchDatabase(name, tracks)));
console.log(`\nTangerine server benchmark, ${new Date().toISOString()}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}`);
console.table(results);
if (SIZES.length > 1) {
  // How each figure grows with the catalogue: the largest size over the smallest, same database and caches.
  const [smallest, largest] = [Math.min(...SIZES), Math.max(...SIZES)];
  const growth = results
    .filter((row) => row.tracks === largest)
    .map((large) => {
      const small = results.find((row) => row.tracks === smallest && row.database === large.database && row.caches === large.caches);
      const times = (key: 'homeRps' | 'albumRps' | 'searchRps' | 'rssMb' | 'searchP95Ms' | 'seedSeconds') => (small && small[key] && large[key] ? +(Number(large[key]) / Number(small[key])).toFixed(2) : null);
      return { database: large.database, caches: large.caches, sizes: `${largest.toLocaleString('en')} / ${smallest.toLocaleString('en')}`, homeRps: times('homeRps'), albumRps: times('albumRps'), searchRps: times('searchRps'), searchP95Ms: times('searchP95Ms'), rssMb: times('rssMb'), seedSeconds: times('seedSeconds') };
    });
  console.log('\nGrowth (largest catalogue over smallest; rps below 1 and ms above 1 are costs):');
  console.table(growth);
}
console.log(JSON.stringify(results));
