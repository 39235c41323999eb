// The Subsonic API's figures, against the built server on a synthetic catalogue
// (BENCH_TRACKS, default 300,000; BENCH_DATABASES, default sqlite,postgres), caches as deployed:
// - getAlbumList2, search3 and getAlbum throughput as ratios to the trivial route (autocannon), and
//   the web API's album list, search and album page on the same server against the same trivial
//   route, so each Subsonic ratio is compared with the web's from this run (vsWeb: Subsonic over web);
// - stream with Range: 200 concurrent requests, errors and p99 time to first byte, beside the web
//   API's signed media route measured the same way on the same file (ratio of the p99s).
// Everything printed is measured in this run; nothing is asserted.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { adminEntry, freePort, serverEntry, serverNodeFlags, stopGroup } from '@tangerine/harness';
import { percentile } from './bench-context.js';
import { startCluster, type Cluster } from './postgres-cluster.js';
import { seedSynthetic } from './seed-synthetic.js';

const TRACKS = Number(process.env['BENCH_TRACKS'] ?? 300_000);
const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 8);
const CONNECTIONS = 10;
const CONCURRENT = 200;
const SPAN = 64 * 1024;
const QUERIES = ['golden', 'midnight', 'neon harb', 'thunder', 'silent echo', 'lunar', 'crimson can', 'sky', 'the wild', 'frozen ocean'];
const LIST_TYPES = ['newest', 'alphabeticalByName', 'alphabeticalByArtist', 'frequent'];

function createAppPassword(env: NodeJS.ProcessEnv, code: string): string {
  const result = spawnSync(process.execPath, [adminEntry, 'apps', 'create', code, '--name', 'bench'], { env, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`apps create failed: ${result.stderr}`);
  return result.stdout.trim().split('\n').filter(Boolean).at(-1) as string;
}

async function waitForHealth(base: string, child: ChildProcess) {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error('server exited during start');
    if (await fetch(`${base}/api/v1/health`).then((r) => r.ok, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('server did not become healthy');
}

/** Requests per second over `paths` in turn; each path is checked to answer "ok" first, then any non-2xx fails the run. */
async function throughput(base: string, paths: string[], headers: Record<string, string> = {}): Promise<number> {
  for (const path of paths) {
    const response = await fetch(`${base}${path}`, { headers });
    const body = await response.text();
    if (!response.ok || body.includes('"status":"failed"')) throw new Error(`${path}: ${response.status} ${body.slice(0, 200)}`);
  }
  let next = 0;
  const result = await autocannon({
    url: `${base}${paths[0]}`,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers,
    requests: [{ setupRequest: (request: Record<string, unknown>) => ({ ...request, path: paths[next++ % paths.length] }) }],
  });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${paths[0]}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
}

/** 200 Range GETs at once at random offsets, one connection each: errors and p99 time to first byte. */
async function concurrentRanges(url: URL, size: number): Promise<{ errors: number; p50: number; p99: number }> {
  const agent = new http.Agent({ keepAlive: false, maxSockets: CONCURRENT });
  const one = (start: number) =>
    new Promise<{ ok: boolean; ttfb: number }>((resolve) => {
      const end = Math.min(size - 1, start + SPAN - 1);
      const began = performance.now();
      let ttfb = Number.NaN;
      let received = 0;
      const request = http.get(url, { agent, headers: { range: `bytes=${start}-${end}` }, timeout: 30_000 }, (response) => {
        response.on('data', (chunk: Buffer) => {
          if (Number.isNaN(ttfb)) ttfb = performance.now() - began;
          received += chunk.length;
        });
        response.on('end', () => resolve({ ok: response.statusCode === 206 && received === end - start + 1, ttfb }));
        response.on('error', () => resolve({ ok: false, ttfb }));
      });
      request.on('timeout', () => request.destroy(new Error('timeout')));
      request.on('error', () => resolve({ ok: false, ttfb }));
    });
  const outcomes = await Promise.all(Array.from({ length: CONCURRENT }, () => one(Math.floor(Math.random() * Math.max(1, size - 1)))));
  agent.destroy();
  const ttfbs = outcomes.filter((o) => Number.isFinite(o.ttfb)).map((o) => o.ttfb);
  return { errors: outcomes.filter((o) => !o.ok).length, p50: percentile(ttfbs, 50), p99: percentile(ttfbs, 99) };
}

async function sizeOf(url: URL): Promise<number> {
  const probe = await fetch(url, { headers: { range: 'bytes=0-0' } });
  await probe.arrayBuffer();
  const size = Number(probe.headers.get('content-range')?.split('/')[1]);
  if (probe.status !== 206 || !(size > 0)) throw new Error(`${url.pathname}: Range probe answered ${probe.status}`);
  return size;
}

async function benchDatabase(name: 'sqlite' | 'postgres') {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `tangerine-subsonic-bench-${name}-`));
  let cluster: Cluster | undefined;
  let server: ChildProcess | undefined;
  try {
    if (name === 'postgres') cluster = await startCluster();
    const env = { ...process.env, TANGERINE_DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...(cluster ? { DATABASE_URL: cluster.url } : {}) };
    console.log(`[${name}] seeding ${TRACKS.toLocaleString('en')} tracks...`);
    const fixture = seedSynthetic(env, TRACKS);
    const apiKey = encodeURIComponent(createAppPassword(env, fixture.code));
    const port = await freePort();
    server = spawn(process.execPath, [...serverNodeFlags, serverEntry], { env: { ...env, PORT: String(port), HOST: '127.0.0.1' }, stdio: ['ignore', 'ignore', 'inherit'], detached: true });
    const base = `http://127.0.0.1:${port}`;
    await waitForHealth(base, server);
    const rest = (method: string, query: string) => `/rest/${method}.view?apiKey=${apiKey}&v=1.16.1&c=bench&f=json&${query}`;
    const album = (await (await fetch(`${base}${rest('getAlbum', `id=al-${fixture.albumId}`)}`)).json()) as { 'subsonic-response': { album: { song: { id: string }[] } } };
    const songId = album['subsonic-response'].album.song[0]?.id as string;

    // A web device of the same code: the web API's routes, and its signed media URL for the same song.
    const deviceId = `web-${Date.now()}-bench`;
    const activation = (await (await fetch(`${base}/api/v1/auth/activate`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ code: fixture.code, device_id: deviceId }) })).json()) as { access_token: string };
    const web = { authorization: `Bearer ${activation.access_token}`, 'x-device-id': deviceId };

    console.log(`[${name}] measuring (${SECONDS}s per route, ${CONNECTIONS} connections)...`);
    // Each Subsonic route is followed by its web twin (the same queries, pages of 20, the same album).
    const trivialBefore = await throughput(base, ['/api/v1/health']);
    const lists = await throughput(base, LIST_TYPES.flatMap((type) => [0, 20, 40].map((offset) => rest('getAlbumList2', `type=${type}&size=20&offset=${offset}`))));
    const webLists = await throughput(base, [1, 2, 3].map((page) => `/api/v1/browse/albums?limit=20&page=${page}`), web);
    const search = await throughput(base, QUERIES.map((q) => rest('search3', `query=${encodeURIComponent(q)}`)));
    const webSearch = await throughput(base, QUERIES.map((q) => `/api/v1/search?q=${encodeURIComponent(q)}`), web);
    const albumRps = await throughput(base, [rest('getAlbum', `id=al-${fixture.albumId}`)]);
    const webAlbum = await throughput(base, [`/api/v1/browse/albums/${fixture.albumId}`], web);
    const trivialAfter = await throughput(base, ['/api/v1/health']);
    // The ratios divide by the higher of the two (the stricter); both are printed, as the trivial route is the noisiest figure.
    const trivial = Math.max(trivialBefore, trivialAfter);
    const ratio = (rps: number) => +(rps / trivial).toFixed(2);

    const track = (await (await fetch(`${base}/api/v1/browse/tracks/${songId.slice(3)}`, { headers: web })).json()) as { stream_url: string };
    const webUrl = new URL(track.stream_url, base);
    const subsonicUrl = new URL(`${base}${rest('stream', `id=${songId}`)}`);
    const size = await sizeOf(subsonicUrl);
    await sizeOf(webUrl);
    const webMedia = await concurrentRanges(webUrl, size);
    const subsonic = await concurrentRanges(subsonicUrl, size);
    return {
      database: name,
      tracks: TRACKS,
      trivialRps: Math.round(trivial),
      trivialRpsBeforeAfter: `${Math.round(trivialBefore)}/${Math.round(trivialAfter)}`,
      albumList2Rps: Math.round(lists),
      search3Rps: Math.round(search),
      getAlbumRps: Math.round(albumRps),
      webAlbumsRps: Math.round(webLists),
      webSearchRps: Math.round(webSearch),
      webAlbumRps: Math.round(webAlbum),
      albumList2Ratio: ratio(lists),
      search3Ratio: ratio(search),
      getAlbumRatio: ratio(albumRps),
      webAlbumsRatio: ratio(webLists),
      webSearchRatio: ratio(webSearch),
      webAlbumRatio: ratio(webAlbum),
      // Subsonic's ratio over the web's twin (the trivial route cancels out): 1 or more is "at or above the web API's".
      albumList2VsWeb: +(lists / webLists).toFixed(2),
      search3VsWeb: +(search / webSearch).toFixed(2),
      getAlbumVsWeb: +(albumRps / webAlbum).toFixed(2),
      streamErrors: subsonic.errors,
      streamP50P99Ms: `${subsonic.p50.toFixed(1)}/${subsonic.p99.toFixed(1)}`,
      webMediaErrors: webMedia.errors,
      webMediaP50P99Ms: `${webMedia.p50.toFixed(1)}/${webMedia.p99.toFixed(1)}`,
      streamP99Ratio: +(subsonic.p99 / webMedia.p99).toFixed(2),
      load1: +(os.loadavg()[0] ?? 0).toFixed(2),
    };
  } finally {
    if (server) await stopGroup(server);
    cluster?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const databases = (process.env['BENCH_DATABASES']?.split(',') ?? ['sqlite', 'postgres']) as ('sqlite' | 'postgres')[];
const results = [];
for (const name of databases) results.push(await benchDatabase(name));
console.log(`\nTangerine Subsonic API benchmark, ${new Date().toISOString()}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}`);
// Two tables, so each fits a screen: throughput against the web API's, then streaming.
const STREAM_COLUMNS = ['streamErrors', 'streamP50P99Ms', 'webMediaErrors', 'webMediaP50P99Ms', 'streamP99Ratio'];
console.table(results.map((row) => Object.fromEntries(Object.entries(row).filter(([column]) => !STREAM_COLUMNS.includes(column)))));
console.table(results.map((row) => Object.fromEntries(Object.entries(row).filter(([column]) => ['database', ...STREAM_COLUMNS, 'load1'].includes(column)))));
console.log(JSON.stringify(results));
