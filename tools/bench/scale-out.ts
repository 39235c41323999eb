// `npm run bench`: one server process against two behind HAProxy (round-robin), same
// run, same PostgreSQL and catalogue: throughput and p99 of the trivial route, home and an album
// page (both cached, as deployed), straight to one process, through HAProxy to one, and through
// HAProxy to two. Prints the machine's core count: on 2 cores the two processes, HAProxy,
// PostgreSQL and the load generator share the same cores, which bounds the ratio.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { ensureHaproxy, freePort, startHaproxy, startServerProcess, untilServerState, type RunningHaproxy, type ServerProcess } from '@tangerine/harness';
import { startCluster, type Cluster } from './postgres-cluster.js';
import { seedSynthetic } from './seed-synthetic.js';

const TRACKS = Number(process.env['BENCH_SCALE_TRACKS'] ?? 100_000);
const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 8);
const CONNECTIONS = 20;

interface Figure {
  rps: number;
  p99: number;
}

async function measure(url: string, headers: Record<string, string>): Promise<Figure> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { rps: Math.round(result.requests.average), p99: result.latency.p99 };
}

async function main() {
  const haproxyAvailable = ensureHaproxy();
  if (!haproxyAvailable.ok) {
    console.log(`not measured: ${haproxyAvailable.reason}`);
    return;
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tangerine-bench-scale-'));
  let cluster: Cluster | undefined;
  let haproxy: RunningHaproxy | undefined;
  const servers: ServerProcess[] = [];
  try {
    cluster = await startCluster();
    const env = { DATABASE_URL: cluster.url, TANGERINE_DATA_DIR: path.join(dir, 'data'), TANGERINE_SIGNING_SECRET: crypto.randomBytes(32).toString('hex'), LOG_LEVEL: 'warn' };
    console.log(`seeding ${TRACKS.toLocaleString('en')} tracks on PostgreSQL...`);
    const fixture = seedSynthetic({ ...process.env, ...env }, TRACKS);
    for (let i = 0; i < 2; i++) servers.push(await startServerProcess(await freePort(), env, 120_000));
    haproxy = await startHaproxy(dir, { s1: (servers[0] as ServerProcess).port, s2: (servers[1] as ServerProcess).port });
    await untilServerState(haproxy, 's1', /^UP/);
    await untilServerState(haproxy, 's2', /^UP/);
    const direct = `http://127.0.0.1:${(servers[0] as ServerProcess).port}`;
    const deviceId = `web-${Date.now()}-scale`;
    const activated = (await (await fetch(`${direct}/api/v1/auth/activate`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ code: fixture.code, device_id: deviceId }) })).json()) as { access_token: string };
    const headers = { authorization: `Bearer ${activated.access_token}`, 'x-device-id': deviceId };
    const routes = { trivial: '/api/v1/health', home: '/api/v1/browse/home', album: `/api/v1/browse/albums/${fixture.albumId}` };

    const rows: Record<string, string | number>[] = [];
    const run = async (setup: string, base: string) => {
      for (const [route, url] of Object.entries(routes)) {
        const figure = await measure(`${base}${url}`, route === 'trivial' ? {} : headers);
        rows.push({ setup, route, rps: figure.rps, p99Ms: figure.p99 });
      }
    };
    console.log(`measuring (${SECONDS}s per route, ${CONNECTIONS} connections)...`);
    await run('one process, direct', direct);
    await haproxy.command('set server tangerine/s2 state maint');
    await untilServerState(haproxy, 's2', /^MAINT/);
    await run('HAProxy → one process', haproxy.baseUrl);
    await haproxy.command('set server tangerine/s2 state ready');
    await untilServerState(haproxy, 's2', /^UP/);
    await run('HAProxy → two processes', haproxy.baseUrl);

    const rpsOf = (setup: string, route: string) => Number(rows.find((row) => row.setup === setup && row.route === route)?.['rps'] ?? 0);
    const ratios = Object.keys(routes).map((route) => ({ route, twoOverOne: +(rpsOf('HAProxy → two processes', route) / rpsOf('HAProxy → one process', route)).toFixed(2), haproxyOverDirect: +(rpsOf('HAProxy → one process', route) / rpsOf('one process, direct', route)).toFixed(2) }));
    console.log(`\nOne process vs two behind HAProxy, ${new Date().toISOString()}, ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'cpu'}), ${TRACKS.toLocaleString('en')} tracks on PostgreSQL, load average ${os.loadavg()[0]?.toFixed(2)}`);
    console.table(rows);
    console.table(ratios);
    console.log(
      os.cpus().length <= 2
        ? `On ${os.cpus().length} cores the two server processes, HAProxy, PostgreSQL and autocannon all share the same cores: a second process adds no core of its own, so the ratio shows the cost of the extra hop and scheduling, not the gain of a second machine or core.`
        : `${os.cpus().length} cores: each process can have a core of its own.`,
    );
    console.log(JSON.stringify({ rows, ratios }));
  } finally {
    await haproxy?.stop();
    for (const server of servers) await server.stop();
    cluster?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
