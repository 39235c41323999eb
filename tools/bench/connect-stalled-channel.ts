// `npm run bench`: one device holds its Connect channel and never reads it, while another device of
// the same code sends it queue commands as fast as the write limit lets it, for 60 s, on SQLite. Prints
// the server's RSS before and after, and whether and when the server ended the stalled channel.
// Measured here, nothing asserted.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { serverEntry, serverNodeFlags } from '@tangerine/harness';
import { activateThroughApi } from './bench-context.js';
import { admin, rssMb, sleep, stopAndRemove, waitForHealth } from './bench-server.js';
import { freePort } from './postgres-cluster.js';

const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 60);
/** The contract's most track ids in one queue command: the largest event one command makes. */
const QUEUE_LENGTH = 5000;

/** A channel over a bare socket that stops reading once the `ready` event came. */
function stalledChannel(port: number, headers: Record<string, string>): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let text = '';
    const onData = (chunk: Buffer) => {
      text += chunk.toString('utf8');
      if (!text.includes('event: ready')) return;
      socket.off('data', onData);
      socket.pause();
      resolve(socket);
    };
    socket.on('data', onData);
    socket.once('error', reject);
    const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`).join('');
    socket.write(`POST /api/v1/connect/events HTTP/1.1\r\nhost: 127.0.0.1\r\n${lines}content-length: 0\r\n\r\n`);
  });
}

async function online(base: string, headers: Record<string, string>): Promise<string[]> {
  const response = await fetch(`${base}/api/v1/connect/devices`, { headers });
  return ((await response.json()) as { devices: { device_id: string }[] }).devices.map((device) => device.device_id);
}

async function trackIds(base: string, headers: Record<string, string>): Promise<string[]> {
  const home = (await (await fetch(`${base}/api/v1/browse/home`, { headers })).json()) as { latest_songs?: { id: string }[] };
  const ids = (home.latest_songs ?? []).map((song) => String(song.id));
  if (!ids.length) throw new Error('the home payload has no songs');
  return Array.from({ length: QUEUE_LENGTH }, (_, i) => ids[i % ids.length] as string);
}

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tangerine-bench-stalled-'));
  const env: NodeJS.ProcessEnv = { ...process.env, TANGERINE_DATA_DIR: dir, LOG_LEVEL: 'warn', NODE_ENV: 'production' };
  delete env['DATABASE_URL'];
  let server: ReturnType<typeof spawn> | undefined;
  let socket: net.Socket | undefined;
  try {
    await admin(env, ['synthetic', '--tracks', '100']);
    const code = (await admin(env, ['codes', 'issue', '--days', '1', '--devices', '5'])).split('\n').map((line) => line.trim()).find((line) => /^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/.test(line));
    if (!code) throw new Error('no code issued');
    const port = await freePort();
    server = spawn(process.execPath, [...serverNodeFlags, serverEntry], { env: { ...env, PORT: String(port), HOST: '127.0.0.1' }, stdio: ['ignore', 'ignore', 'inherit'] });
    const base = `http://127.0.0.1:${port}`;
    await waitForHealth(base);
    const pid = server.pid as number;
    const reader = await activateThroughApi(base, code);
    const sender = await activateThroughApi(base, code);
    const queue = await trackIds(base, sender);
    const readerId = reader['x-device-id'] as string;

    socket = await stalledChannel(port, reader);
    await sleep(1000);
    const rssBefore = rssMb(pid);
    let rssPeak = rssBefore;
    let accepted = 0;
    let limited = 0;
    let offline = 0;
    let eventBytes = 0;
    let version = 0;
    let endedAfter: number | null = null;
    const began = Date.now();
    let lastCheck = began;
    while (Date.now() - began < SECONDS * 1000) {
      const response = await fetch(`${base}/api/v1/connect/devices/${readerId}/commands`, {
        method: 'POST',
        headers: { ...sender, 'content-type': 'application/json' },
        body: JSON.stringify({ type: 'queue', track_ids: queue, current_index: 0, queue_version: version }),
      });
      const answer = (await response.json()) as { queue_version?: number; code?: string };
      if (response.status === 202) {
        accepted++;
        version = answer.queue_version ?? version;
        eventBytes += JSON.stringify({ type: 'queue', track_ids: queue, current_index: 0, queue_version: version }).length + 60;
      } else if (response.status === 429) {
        limited++;
        await sleep(Number(response.headers.get('retry-after') ?? 1) * 1000);
      } else if (response.status === 409 && answer.code === 'device_offline') {
        offline++;
        await sleep(200);
      } else throw new Error(`a command answered ${response.status}: ${JSON.stringify(answer)}`);
      if (Date.now() - lastCheck >= 1000) {
        lastCheck = Date.now();
        rssPeak = Math.max(rssPeak, rssMb(pid));
        if (endedAfter === null && !(await online(base, sender)).includes(readerId)) endedAfter = (Date.now() - began) / 1000;
      }
    }
    await sleep(1000);
    const rssAfter = rssMb(pid);
    rssPeak = Math.max(rssPeak, rssAfter);
    if (endedAfter === null && !(await online(base, sender)).includes(readerId)) endedAfter = SECONDS;
    const grew = rssAfter - rssBefore;
    console.log(`one device's channel never read while another sent ${QUEUE_LENGTH}-track queue commands for ${SECONDS} s, one server process, SQLite`);
    console.log(`commands accepted ${accepted} (about ${(eventBytes / 2 ** 20).toFixed(1)} MB of events for the stalled channel), answered 429 ${limited}, answered device_offline ${offline}`);
    console.log(`stalled channel: ${endedAfter === null ? 'still open at the end' : `ended by the server within ${endedAfter.toFixed(0)} s`}; target: ended: ${endedAfter !== null ? 'meets the target' : 'MISSES the target'}`);
    console.log(`server RSS before ${rssBefore.toFixed(1)} MB, after ${rssAfter.toFixed(1)} MB (peak ${rssPeak.toFixed(1)} MB): grew ${grew.toFixed(1)} MB; target < 10 MB: ${grew < 10 ? 'meets the target' : 'MISSES the target'}`);
  } finally {
    socket?.destroy();
    await stopAndRemove(server, dir);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
