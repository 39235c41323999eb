import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminEntry, ensureHaproxy, freePort, run, sleep, startHaproxy, startPostgres, startServerProcess, untilServerState, workspaceRoot, type RunningHaproxy, type ServerProcess, type ThrowawayPostgres } from '@tangerine/harness';

/**
 * Two built server processes on one PostgreSQL behind Debian's HAProxy (round-robin, readiness
 * checks on /ready), as docs/deploy.md describes: what a listener does through one process is seen
 * through the other, and a rolling restart under light load loses no request.
 */
const haproxyAvailable = ensureHaproxy();
if (!haproxyAvailable.ok) console.warn(`Skipping the load-balancer journey: ${haproxyAvailable.reason}`);

let dir: string;
let postgres: ThrowawayPostgres;
let haproxy: RunningHaproxy;
const servers = new Map<string, ServerProcess>();
let env: Record<string, string>;
let firstCode: string;

interface Answer {
  status: number;
  servedBy: string;
  body: Record<string, unknown>;
}

async function call(method: string, url: string, headers: Record<string, string> = {}, body?: unknown): Promise<Answer> {
  const response = await fetch(`${haproxy.baseUrl}${url}`, { method, headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) }, ...(body ? { body: JSON.stringify(body) } : {}) });
  const text = await response.text();
  return { status: response.status, servedBy: response.headers.get('x-served-by') ?? '', body: text.startsWith('{') ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

/** Repeats a call until the process it names did not answer it (round-robin alternates). */
async function callOn(server: string, method: string, url: string, headers: Record<string, string>): Promise<Answer> {
  for (let i = 0; i < 10; i++) {
    const answer = await call(method, url, headers);
    if (answer.servedBy === server) return answer;
  }
  throw new Error(`${server} never answered ${url}`);
}

async function activate(code: string, deviceId: string): Promise<Record<string, string>> {
  const activated = await call('POST', '/api/v1/auth/activate', {}, { code, device_id: deviceId, device_info: 'load-balancer e2e', app_platform: 'web', app_version: '1.0.0' });
  expect(activated.status, JSON.stringify(activated.body)).toBe(200);
  return { authorization: `Bearer ${activated.body['access_token'] as string}`, 'x-device-id': deviceId };
}

/** The built admin CLI on the shared database, as an operator runs it. */
async function admin(args: string[]): Promise<string> {
  const result = await run(process.execPath, [adminEntry, ...args], { cwd: workspaceRoot, env: { ...process.env, ...env }, timeoutMs: 120_000 });
  if (result.code !== 0) throw new Error(`admin ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

beforeAll(async () => {
  if (!haproxyAvailable.ok) return;
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tangerine-lb-'));
  postgres = await startPostgres();
  // One data directory for both, as a shared mount would be (media and the signing secret).
  env = { DATABASE_URL: postgres.url, TANGERINE_DATA_DIR: path.join(dir, 'data'), TANGERINE_SIGNING_SECRET: crypto.randomBytes(32).toString('hex') };
  // A synthetic catalogue loaded beforehand, so neither start renders the demo's audio.
  await admin(['synthetic', '--tracks', '500']);
  firstCode = (await admin(['codes', 'issue', '--days', '1'])).trim().split('\n').at(-1)?.trim() ?? '';
  const s1 = await startServerProcess(await freePort(), env, 120_000);
  servers.set('s1', s1);
  servers.set('s2', await startServerProcess(await freePort(), env, 120_000));
  haproxy = await startHaproxy(dir, { s1: s1.port, s2: (servers.get('s2') as ServerProcess).port });
  await untilServerState(haproxy, 's1', /^UP/);
  await untilServerState(haproxy, 's2', /^UP/);
}, 300_000);

afterAll(async () => {
  await haproxy?.stop();
  for (const server of servers.values()) await server.stop();
  await postgres?.stop();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(!haproxyAvailable.ok)('two processes behind HAProxy', () => {
  let headers: Record<string, string>;

  it('activates, browses and keeps a playlist made through one process readable through the other', async () => {
    expect(firstCode).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    headers = await activate(firstCode, 'web-lb-1');
    const served = new Set<string>();
    for (let i = 0; i < 4; i++) {
      const home = await call('GET', '/api/v1/browse/home', headers);
      expect(home.status).toBe(200);
      served.add(home.servedBy);
    }
    expect([...served].sort()).toEqual(['s1', 's2']);
    const created = await call('POST', '/api/v1/playlists', headers, { name: 'Made on one process' });
    expect(created.status).toBe(201);
    const other = created.servedBy === 's1' ? 's2' : 's1';
    const read = await callOn(other, 'GET', `/api/v1/playlists/${created.body['id'] as string}`, headers);
    expect([read.status, read.body['name']]).toEqual([200, 'Made on one process']);
  });

  it('logs a revoked device out on both processes at their next call', async () => {
    const code = (await admin(['codes', 'issue', '--days', '1'])).trim().split('\n').at(-1)?.trim() ?? '';
    const revoked = await activate(code, 'web-lb-2');
    expect((await callOn('s1', 'GET', '/api/v1/browse/home', revoked)).status).toBe(200);
    expect((await callOn('s2', 'GET', '/api/v1/browse/home', revoked)).status).toBe(200);
    await admin(['codes', 'revoke', code]);
    expect((await callOn('s1', 'GET', '/api/v1/browse/home', revoked)).status).toBe(401);
    expect((await callOn('s2', 'GET', '/api/v1/browse/home', revoked)).status).toBe(401);
  });

  it('restarts both processes one after the other under light load without losing a request', async () => {
    let running = true;
    const outcomes = { ok: 0, failed: [] as string[], servedBy: new Map<string, number>() };
    const worker = async () => {
      while (running) {
        try {
          const answer = await call('GET', '/api/v1/browse/home', headers);
          if (answer.status === 200) outcomes.ok++;
          else outcomes.failed.push(`${answer.status} from ${answer.servedBy}`);
          outcomes.servedBy.set(answer.servedBy, (outcomes.servedBy.get(answer.servedBy) ?? 0) + 1);
        } catch (error) {
          outcomes.failed.push(String(error));
        }
        await sleep(20);
      }
    };
    const load = [worker(), worker(), worker()];
    for (const name of ['s1', 's2']) {
      const old = servers.get(name) as ServerProcess;
      // Take it out of rotation, let what it is answering finish, then stop it (SIGTERM).
      await haproxy.command(`set server tangerine/${name} state drain`);
      await untilServerState(haproxy, name, /^DRAIN/);
      await sleep(300);
      await old.stop();
      servers.delete(name);
      const fresh = await startServerProcess(old.port, env, 120_000);
      servers.set(name, fresh);
      await haproxy.command(`set server tangerine/${name} state ready`);
      await untilServerState(haproxy, name, /^UP/);
      await sleep(500);
    }
    running = false;
    await Promise.all(load);
    expect(outcomes.failed).toEqual([]);
    expect(outcomes.ok).toBeGreaterThan(50);
    expect(outcomes.servedBy.get('s1')).toBeGreaterThan(0);
    expect(outcomes.servedBy.get('s2')).toBeGreaterThan(0);
  });
});
