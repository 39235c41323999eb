// `npm run bench`: 50 rooms of 3 members on one server process, on SQLite: the RSS they add and the
// trivial route's throughput with them playing (every member's channel open, each asking the
// server's clock as often as a member in a room does) against the same devices with no channel.
// Measured here, nothing asserted.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { serverEntry, serverNodeFlags } from '@tangerine/harness';
import { admin, rssMb, sleep, stopAndRemove, waitForHealth } from './bench-server.js';
import { freePort } from './postgres-cluster.js';
import { activate, baseline, BENCH_SECONDS, codesIn, openChannel, trivialRps } from './device-channels.js';

const ROOMS = Number(process.env['BENCH_ROOMS'] ?? 50);
const MEMBERS = 3;
/** How often a member in a room asks the server's clock once its estimate stands (the rooms machine's CLOCK_PROBE_INTERVAL_MS). */
const CLOCK_PROBE_INTERVAL_MS = 2000;

async function call(base: string, headers: Record<string, string>, method: string, route: string, body: unknown, expected: number): Promise<void> {
  const response = await fetch(`${base}${route}`, { method, headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (response.status !== expected) throw new Error(`${method} ${route} answered ${response.status}: ${await response.text()}`);
}

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tangerine-bench-rooms-'));
  const env: NodeJS.ProcessEnv = { ...process.env, TANGERINE_DATA_DIR: dir, LOG_LEVEL: 'warn', NODE_ENV: 'production' };
  delete env['DATABASE_URL'];
  const agent = new http.Agent({ keepAlive: true, maxSockets: ROOMS * MEMBERS + 10 });
  let server: ReturnType<typeof spawn> | undefined;
  let clocks: ReturnType<typeof setInterval> | undefined;
  try {
    await admin(env, ['synthetic', '--tracks', '100']);
    const codes = codesIn(await admin(env, ['codes', 'issue', '--days', '1', '--devices', String(MEMBERS), '--count', String(ROOMS)]));
    if (codes.length < ROOMS) throw new Error(`only ${codes.length} codes issued`);
    const port = await freePort();
    server = spawn(process.execPath, [...serverNodeFlags, serverEntry], { env: { ...env, PORT: String(port), HOST: '127.0.0.1' }, stdio: ['ignore', 'ignore', 'inherit'] });
    const base = `http://127.0.0.1:${port}`;
    await waitForHealth(base);
    // One room per code: a host and two members.
    const rooms: Record<string, string>[][] = [];
    for (let r = 0; r < ROOMS; r++) {
      const devices: Record<string, string>[] = [];
      for (let m = 0; m < MEMBERS; m++) devices.push(await activate(base, codes[r] as string, `web-${Date.now()}-room${r}-m${m}`));
      rooms.push(devices);
    }
    const pid = server.pid as number;
    const { rpsWithout, rssWithout } = await baseline(base, pid);

    const channels: http.ClientRequest[] = [];
    for (const devices of rooms) channels.push(...(await Promise.all(devices.map((headers) => openChannel(base, headers, agent)))));
    const state = (at: string) => ({ track_id: '1', title: 'T', artist: 'A', artwork_url: null, duration_ms: 200_000, position_ms: 10_000, playing: true, volume: 1, shuffle: false, repeat: 'off', queue_version: 0, at });
    for (const [host, ...members] of rooms) {
      const hostHeaders = host as Record<string, string>;
      await call(base, hostHeaders, 'PUT', '/api/v1/connect/state', { state: state(new Date().toISOString()) }, 204);
      for (const member of members) await call(base, member, 'POST', '/api/v1/rooms', { device_id: hostHeaders['x-device-id'] }, 201);
    }
    // Every member re-estimates its clock offset as a member in a room does.
    const all = rooms.flat();
    let asked = 0;
    let failed = 0;
    clocks = setInterval(() => {
      for (const headers of all) {
        asked++;
        call(base, headers, 'POST', '/api/v1/connect/clock', { sent_at: performance.now() }, 202).catch(() => failed++);
      }
    }, CLOCK_PROBE_INTERVAL_MS);
    await sleep(3000);
    const rssWith = rssMb(pid);
    const rpsWith = await trivialRps(base);
    const rssAfterLoad = rssMb(pid);
    clearInterval(clocks);
    for (const channel of channels) channel.destroy();
    if (failed > 0) throw new Error(`${failed} of ${asked} clock questions failed`);

    const added = rssWith - rssWithout;
    const ratio = rpsWith / rpsWithout;
    console.log(`${ROOMS} rooms of ${MEMBERS} members (${channels.length} device channels open, ${asked} clock questions, one per member every ${CLOCK_PROBE_INTERVAL_MS / 1000} s) on one server process, SQLite, ${BENCH_SECONDS} s of GET /api/v1/health with 10 connections each`);
    console.log(`RSS without ${rssWithout.toFixed(1)} MB, with the rooms ${rssWith.toFixed(1)} MB (after the throughput run ${rssAfterLoad.toFixed(1)} MB): added ${added.toFixed(1)} MB; target ≤ 50 MB: ${added <= 50 ? 'meets the target' : 'MISSES the target'}`);
    console.log(`trivial route without ${Math.round(rpsWithout)} req/s, with the rooms ${Math.round(rpsWith)} req/s: ratio ${ratio.toFixed(2)}; target ≥ 0.9: ${ratio >= 0.9 ? 'meets the target' : 'MISSES the target'}`);
  } finally {
    clearInterval(clocks);
    agent.destroy();
    await stopAndRemove(server, dir);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
