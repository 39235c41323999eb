// `npm run bench`: 1,000 idle device channels (Connect) on one server process: the RSS they
// add and the trivial route's throughput with them open against without, on SQLite. Measured here,
// nothing asserted.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { serverEntry, serverNodeFlags } from '@tangerine/harness';
import { admin, rssMb, sleep, stopAndRemove, waitForHealth } from './bench-server.js';
import { freePort } from './postgres-cluster.js';
import { activate, baseline, BENCH_SECONDS as SECONDS, codesIn, openChannel, trivialRps } from './device-channels.js';

const CHANNELS = Number(process.env['BENCH_CHANNELS'] ?? 1000);
const PER_CODE = 100;

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tangerine-bench-connect-'));
  const env: NodeJS.ProcessEnv = { ...process.env, TANGERINE_DATA_DIR: dir, LOG_LEVEL: 'warn', NODE_ENV: 'production' };
  delete env['DATABASE_URL'];
  const agent = new http.Agent({ keepAlive: true, maxSockets: CHANNELS + 10 });
  let server: ReturnType<typeof spawn> | undefined;
  try {
    // A small synthetic catalogue first, so the start does not render the demo's audio.
    await admin(env, ['synthetic', '--tracks', '100']);
    const codes = codesIn(await admin(env, ['codes', 'issue', '--days', '1', '--devices', String(PER_CODE), '--count', String(Math.ceil(CHANNELS / PER_CODE))]));
    if (codes.length * PER_CODE < CHANNELS) throw new Error(`only ${codes.length} codes issued`);
    const port = await freePort();
    server = spawn(process.execPath, [...serverNodeFlags, serverEntry], { env: { ...env, PORT: String(port), HOST: '127.0.0.1' }, stdio: ['ignore', 'ignore', 'inherit'] });
    const base = `http://127.0.0.1:${port}`;
    await waitForHealth(base);
    const devices: Record<string, string>[] = [];
    for (let i = 0; i < CHANNELS; i++) devices.push(await activate(base, codes[Math.floor(i / PER_CODE)] as string, `web-${Date.now()}-bench${i}`));
    const pid = server.pid as number;
    const { rpsWithout, rssWithout } = await baseline(base, pid);

    const channels: http.ClientRequest[] = [];
    for (let i = 0; i < devices.length; i += 50) channels.push(...(await Promise.all(devices.slice(i, i + 50).map((headers) => openChannel(base, headers, agent)))));
    await sleep(2000);
    const rssWith = rssMb(pid);
    const rpsWith = await trivialRps(base);
    const rssAfterLoad = rssMb(pid);
    for (const channel of channels) channel.destroy();

    const added = rssWith - rssWithout;
    const ratio = rpsWith / rpsWithout;
    console.log(`${channels.length} idle device channels (SSE) on one server process, SQLite, ${SECONDS} s of GET /api/v1/health with 10 connections each`);
    console.log(`RSS without ${rssWithout.toFixed(1)} MB, with them open ${rssWith.toFixed(1)} MB (after the throughput run ${rssAfterLoad.toFixed(1)} MB): added ${added.toFixed(1)} MB; target ≤ 50 MB: ${added <= 50 ? 'meets the target' : 'MISSES the target'}`);
    console.log(`trivial route without ${Math.round(rpsWithout)} req/s, with them open ${Math.round(rpsWith)} req/s: ratio ${ratio.toFixed(2)}; target ≥ 0.9: ${ratio >= 0.9 ? 'meets the target' : 'MISSES the target'}`);
  } finally {
    agent.destroy();
    await stopAndRemove(server, dir);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
