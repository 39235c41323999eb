// Devices as the server benches drive them: activated through the API, their Connect channels held
// open and read, and the trivial route's throughput beside them.
import http from 'node:http';
import autocannon from 'autocannon';
import { rssMb, sleep } from './bench-server.js';

export const BENCH_SECONDS = Number(process.env['BENCH_SECONDS'] ?? 8);

/** Requests per second of GET /api/v1/health with 10 connections, over BENCH_SECONDS. */
export async function trivialRps(base: string): Promise<number> {
  const result = await autocannon({ url: `${base}/api/v1/health`, connections: 10, duration: BENCH_SECONDS });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return result.requests.average;
}

/** The server's figures before what is measured is added: the trivial route's throughput (after a warm-up) and its RSS. */
export async function baseline(base: string, pid: number): Promise<{ rpsWithout: number; rssWithout: number }> {
  await trivialRps(base); // warm-up
  const rpsWithout = await trivialRps(base);
  await sleep(1000);
  return { rpsWithout, rssWithout: rssMb(pid) };
}

/** Opens one device's channel and keeps reading it (each chunk to `onData`, if given); resolves once the `ready` event came. */
export function openChannel(base: string, headers: Record<string, string>, agent: http.Agent, onData?: (chunk: Buffer) => void): Promise<http.ClientRequest> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${base}/api/v1/connect/events`, { method: 'POST', headers, agent }, (response) => {
      if (response.statusCode !== 200) return reject(new Error(`channel answered ${response.statusCode}`));
      response.once('data', () => resolve(request));
      if (onData) response.on('data', onData);
      response.resume();
    });
    request.on('error', reject);
    request.end();
  });
}

export async function activate(base: string, code: string, deviceId: string): Promise<Record<string, string>> {
  const response = await fetch(`${base}/api/v1/auth/activate`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ code, device_id: deviceId, device_info: 'tools/bench', app_platform: 'web', app_version: '1.0.0' }) });
  if (!response.ok) throw new Error(`activation answered ${response.status}: ${await response.text()}`);
  return { authorization: `Bearer ${((await response.json()) as { access_token: string }).access_token}`, 'x-device-id': deviceId };
}

/** The activation codes the admin CLI printed, one a line. */
export const codesIn = (output: string) =>
  output
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => /^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/.test(line));
