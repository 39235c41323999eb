// The soak: BENCH_SOAK_MINUTES (default 10) of mixed listener traffic at a fixed rate
// (BENCH_SOAK_RATE calls per second, default 100) against the built server with the demo catalogue,
// plus radio listeners connected the whole time. Reports errors, each route's p99 in the first and
// the last minute (ratio, target ≤ 1.2) and the server's RSS slope after the warm-up (target ≤ 1 MB/min).
// A route's p99 is taken from the server's own time (Server-Timing): the generator shares the cores,
// and its own stalls, as long as the routes' p99, would otherwise decide the ratio. The generator's
// timing is printed beside it.
// Everything printed is measured in this run; nothing is asserted.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { startServer, type RunningServer } from '@tangerine/harness';
import { activateThroughApi, percentile } from './bench-context.js';
import { callFor, seedFavorites, type Catalogue, type Listener } from './soak-traffic.js';

const MINUTES = Number(process.env['BENCH_SOAK_MINUTES'] ?? 10);
const RATE = Number(process.env['BENCH_SOAK_RATE'] ?? 100);
/** Enough devices that each stays below the per-device write rate (5 a second) at the mix's share of writes. */
const DEVICES = 12;
const RADIO_LISTENERS = 5;
/** Calls still waiting beyond this many are not sent (and counted): the load stays bounded. */
const MAX_IN_FLIGHT = 200;
/** A p99 of fewer calls is decided by one or two calls: a route below it fails the stability target. */
const MIN_PER_WINDOW = 300;

interface Sample {
  at: number;
  route: string;
  ms: number;
  serverMs: number;
  ok: boolean;
  status: number;
}

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
}

/** Least-squares slope of y over x. */
function slope(points: { x: number; y: number }[]): number {
  const n = points.length;
  const mx = points.reduce((s, p) => s + p.x, 0) / n;
  const my = points.reduce((s, p) => s + p.y, 0) / n;
  const num = points.reduce((s, p) => s + (p.x - mx) * (p.y - my), 0);
  const den = points.reduce((s, p) => s + (p.x - mx) ** 2, 0);
  return den ? num / den : Number.NaN;
}

async function loadCatalogue(base: string, headers: Record<string, string>): Promise<Catalogue> {
  type Item = { id: string | number; title?: string; name?: string; stream_url?: string | null };
  const home = (await (await fetch(`${base}/api/v1/browse/home`, { headers })).json()) as Record<string, Item[]>;
  const albums = (await (await fetch(`${base}/api/v1/browse/albums?limit=50`, { headers })).json()) as { albums?: Item[] };
  const albumList = [...(albums.albums ?? []), ...(home['recently_added'] ?? []), ...(home['popular_albums'] ?? [])];
  const songs = home['latest_songs'] ?? [];
  const words = [...new Set([...albumList, ...songs, ...(home['trending_artists'] ?? [])].flatMap((item) => (item.title ?? item.name ?? '').toLowerCase().split(/[^a-z]+/)).filter((word) => word.length >= 3))];
  const catalogue = {
    albumIds: [...new Set(albumList.map((a) => String(a.id)))],
    artistIds: (home['trending_artists'] ?? []).map((a) => String(a.id)),
    trackIds: songs.map((s) => String(s.id)),
    streamUrls: songs.flatMap((s) => (s.stream_url ? [new URL(s.stream_url, base).toString()] : [])),
    words: words.slice(0, 40),
  };
  for (const [key, list] of Object.entries(catalogue)) if (!list.length) throw new Error(`the demo catalogue gave no ${key}`);
  return catalogue;
}

/** A radio listener that stays connected, reconnecting (and counting an error) when its stream breaks. */
function radioListener(url: string, stopped: () => boolean, onError: (reason: string) => void): Promise<void> {
  return new Promise((resolve) => {
    let current: http.ClientRequest | undefined;
    const retry = (reason: string) => {
      if (stopped()) return;
      onError(reason);
      setTimeout(connect, 1000);
    };
    function connect(): void {
      if (stopped()) return;
      current = http.get(url, (response) => {
        if (response.statusCode !== 200) {
          response.resume();
          return retry(`radio status ${response.statusCode}`);
        }
        response.on('data', () => undefined);
        response.on('error', (error) => retry(`radio: ${error.message}`));
        response.on('end', () => retry('radio stream ended'));
      });
      current.on('error', (error) => retry(`radio: ${error.message}`));
    }
    const poll = setInterval(() => {
      if (!stopped()) return;
      clearInterval(poll);
      current?.destroy();
      resolve();
    }, 200);
    connect();
  });
}

async function soak(server: RunningServer): Promise<void> {
  if (!server.pid) throw new Error('the server has no process id');
  const code = await server.issueCode(['--days', '30', '--devices', String(DEVICES + 2)]);
  const listeners: Listener[] = [];
  for (let i = 0; i < DEVICES; i++) {
    const headers = await activateThroughApi(server.baseUrl, code);
    listeners.push({ headers, deviceId: headers['x-device-id'] as string });
  }
  const catalogue = await loadCatalogue(server.baseUrl, listeners[0]?.headers ?? {});
  await seedFavorites(server.baseUrl, listeners, catalogue);
  const radio = (await (await fetch(`${server.baseUrl}/api/v1/browse/radio`, { headers: listeners[0]?.headers })).json()) as { stations: { streamUrl?: string; stream_url?: string }[] };
  const stations = radio.stations;
  const streams = stations.flatMap((s) => (s.streamUrl ?? s.stream_url ? [new URL((s.streamUrl ?? s.stream_url) as string, server.baseUrl).toString()] : []));

  const durationMs = MINUTES * 60_000;
  const windowMs = Math.min(60_000, durationMs / 2);
  const warmUpMs = Math.min(60_000, durationMs / 5);
  const samples: Sample[] = [];
  const failures = new Map<string, number>();
  const fail = (reason: string) => failures.set(reason, (failures.get(reason) ?? 0) + 1);
  const rss: { x: number; y: number }[] = [];
  let inFlight = 0;
  let skipped = 0;
  let stop = false;
  const began = performance.now();
  // The generator's own stalls delay its timing of every call: measured per window, beside the calls.
  const generatorLag = { first: monitorEventLoopDelay({ resolution: 10 }), last: monitorEventLoopDelay({ resolution: 10 }) };
  generatorLag.first.enable();
  const lastWindowTimer = setTimeout(() => generatorLag.last.enable(), durationMs - windowMs);
  const firstWindowTimer = setTimeout(() => generatorLag.first.disable(), windowMs);
  const radios = streams.length ? Array.from({ length: RADIO_LISTENERS }, (_, i) => radioListener(streams[i % streams.length] as string, () => stop, fail)) : [];
  const rssTimer = setInterval(() => rss.push({ x: (performance.now() - began) / 60_000, y: rssMb(server.pid as number) }), 5_000);
  const calls: Promise<void>[] = [];
  let n = 0;
  // Open loop: calls are started on schedule whether or not earlier ones answered.
  await new Promise<void>((resolve) => {
    const tick = setInterval(() => {
      const elapsed = performance.now() - began;
      if (elapsed >= durationMs) {
        clearInterval(tick);
        return resolve();
      }
      for (const due = Math.floor((elapsed / 1000) * RATE); n < due; n++) {
        if (inFlight >= MAX_IN_FLIGHT) {
          skipped++;
          continue;
        }
        const at = performance.now() - began;
        const listener = listeners[n % DEVICES] as Listener;
        inFlight++;
        calls.push(
          callFor(n)(server.baseUrl, listener, catalogue, n).then(
            (outcomes) => {
              for (const outcome of outcomes) {
                samples.push({ at, route: outcome.route, ms: outcome.ms, serverMs: outcome.serverMs, ok: outcome.ok, status: outcome.status });
                if (!outcome.ok) fail(`${outcome.route}: ${outcome.status}`);
              }
              inFlight--;
            },
            (error: unknown) => {
              fail(`network: ${(error as Error).message}`);
              inFlight--;
            },
          ),
        );
      }
    }, 10);
  });
  await Promise.all(calls);
  generatorLag.last.disable();
  clearTimeout(lastWindowTimer);
  clearTimeout(firstWindowTimer);
  stop = true;
  clearInterval(rssTimer);
  await Promise.all(radios);

  const first = samples.filter((s) => s.at < windowMs);
  const last = samples.filter((s) => s.at >= durationMs - windowMs);
  const routes = [...new Set(samples.map((s) => s.route))].sort();
  const p99 = (window: Sample[], route: string, time: (s: Sample) => number) => percentile(window.filter((s) => s.route === route).map(time), 99);
  const rows = routes.map((route) => {
    const count = (window: Sample[]) => window.filter((s) => s.route === route).length;
    const server = [p99(first, route, (s) => s.serverMs), p99(last, route, (s) => s.serverMs)] as const;
    const client = [p99(first, route, (s) => s.ms), p99(last, route, (s) => s.ms)] as const;
    return {
      route,
      calls: samples.filter((s) => s.route === route).length,
      'in each window': Math.min(count(first), count(last)),
      'server p99 first (ms)': +server[0].toFixed(2),
      'server p99 last (ms)': +server[1].toFixed(2),
      'server ratio': +(server[1] / server[0]).toFixed(2),
      'generator p99 first (ms)': +client[0].toFixed(1),
      'generator p99 last (ms)': +client[1].toFixed(1),
      'generator ratio': +(client[1] / client[0]).toFixed(2),
    };
  });
  const overall = (time: (s: Sample) => number) => percentile(last.map(time), 99) / percentile(first.map(time), 99);
  const compared = rows.filter((row) => Number.isFinite(row['server ratio']) && row['in each window'] >= MIN_PER_WINDOW);
  const worst = compared.reduce((max, row) => Math.max(max, row['server ratio']), 0);
  const worstByGenerator = compared.reduce((max, row) => Math.max(max, row['generator ratio']), 0);
  const untimed = samples.filter((s) => !Number.isFinite(s.serverMs)).length;
  const afterWarmUp = rss.filter((p) => p.x * 60_000 >= warmUpMs);
  const rssSlope = slope(afterWarmUp);
  const errors = [...failures.values()].reduce((sum, count) => sum + count, 0);
  const load = os.loadavg().map((v) => v.toFixed(2)).join(' ');

  console.log(`Soak, ${new Date().toISOString()}: ${MINUTES} min at ${RATE} calls/s (${samples.length} answers, ${skipped} not sent because ${MAX_IN_FLIGHT} were waiting), ${DEVICES} devices, ${radios.length} radio listeners; built server, SQLite, demo catalogue; ${os.cpus().length} cores shared with the load generator, load average ${load}`);
  console.table(rows);
  console.log(`errors (unexpected status, network, radio stream broken): ${errors}${errors ? ` (${[...failures].slice(0, 5).map(([reason, count]) => `${reason} ×${count}`).join('; ')})` : ''}; target 0: ${errors === 0 ? 'meets the target' : 'MISSES the target'}`);
  const span = `last ${(windowMs / 1000).toFixed(0)} s / first ${(windowMs / 1000).toFixed(0)} s`;
  console.log(`p99 of every call, ${span}: server ${overall((s) => s.serverMs).toFixed(2)}, generator ${overall((s) => s.ms).toFixed(2)}; answers without a Server-Timing: ${untimed}`);
  console.log(`worst route by the server's time (of the ${compared.length} of ${rows.length} routes with ≥ ${MIN_PER_WINDOW} calls in each window): ${worst.toFixed(2)}; target ≤ 1.2: ${worst <= 1.2 && untimed === 0 && compared.length === rows.length ? 'meets the target' : 'MISSES the target'}`);
  console.log(`worst route by the generator's time, the same routes: ${worstByGenerator.toFixed(2)} (includes the generator's own stalls, below)`);
  const lag = (histogram: ReturnType<typeof monitorEventLoopDelay>) => `p99 ${(histogram.percentile(99) / 1e6).toFixed(1)} ms, max ${(histogram.max / 1e6).toFixed(1)} ms`;
  console.log(`load generator's event-loop delay: first ${(windowMs / 1000).toFixed(0)} s ${lag(generatorLag.first)}; last ${(windowMs / 1000).toFixed(0)} s ${lag(generatorLag.last)}`);
  // Slow calls of different routes starting together point to one stall of the server (or the generator), not to a route.
  const slowest = (window: Sample[]) => [...window].sort((a, b) => b.ms - a.ms).slice(0, 8).sort((a, b) => a.at - b.at).map((s) => `${(s.at / 1000).toFixed(1)} s ${s.route} ${s.ms.toFixed(0)} ms (server ${s.serverMs.toFixed(1)} ms)`).join('; ');
  console.log(`slowest calls of the first window: ${slowest(first)}`);
  console.log(`slowest calls of the last window: ${slowest(last)}`);
  console.log(`server RSS: ${afterWarmUp[0]?.y.toFixed(1)} MB after the ${(warmUpMs / 1000).toFixed(0)} s warm-up, ${rss.at(-1)?.y.toFixed(1)} MB at the end; slope ${rssSlope.toFixed(2)} MB/min over ${afterWarmUp.length} samples; target ≤ 1 MB/min: ${rssSlope <= 1 ? 'meets the target' : 'MISSES the target'}`);
  if (MINUTES < 10) console.log(`a short run (BENCH_SOAK_MINUTES=${MINUTES}): the issue's soak is 10 minutes`);
}

const server = await startServer();
try {
  await soak(server);
} finally {
  await server.stop();
}
