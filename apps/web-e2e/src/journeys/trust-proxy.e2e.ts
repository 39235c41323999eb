import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminEntry, ensureHaproxy, freePort, run, startHaproxy, startServerProcess, untilServerState, workspaceRoot, type RunningHaproxy, type ServerProcess } from '@tangerine/harness';

/**
 * The built server behind Debian's HAProxy configured as docs/deploy.md says (the proxy sets
 * X-Forwarded-For itself), with TRUST_PROXY naming the proxy's address: a client's own
 * X-Forwarded-For names no address, neither for the audit log nor for the admin key's lockout.
 */
const haproxyAvailable = ensureHaproxy();
if (!haproxyAvailable.ok) console.warn(`Skipping the TRUST_PROXY journey: ${haproxyAvailable.reason}`);

let dir: string;
let env: Record<string, string>;
let server: ServerProcess;
let haproxy: RunningHaproxy;
let adminKey: string;

async function admin(args: string[]): Promise<string> {
  const result = await run(process.execPath, [adminEntry, ...args], { cwd: workspaceRoot, env: { ...process.env, ...env }, timeoutMs: 120_000 });
  if (result.code !== 0) throw new Error(`admin ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

const viaProxy = (url: string, headers: Record<string, string>, init: RequestInit = {}) => fetch(`${haproxy.baseUrl}${url}`, { ...init, headers: { ...headers, 'content-type': 'application/json' } });

beforeAll(async () => {
  if (!haproxyAvailable.ok) return;
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tangerine-trust-proxy-'));
  env = { TANGERINE_DATA_DIR: path.join(dir, 'data'), TRUST_PROXY: '127.0.0.1' };
  // A synthetic catalogue first, so the start does not render the demo's audio.
  await admin(['synthetic', '--tracks', '20']);
  adminKey = /Admin key: (\S+)/.exec(await admin(['admin-key', 'rotate']))?.[1] ?? '';
  server = await startServerProcess(await freePort(), env, 120_000);
  haproxy = await startHaproxy(dir, { s1: server.port });
  await untilServerState(haproxy, 's1', /^UP/);
}, 300_000);

afterAll(async () => {
  await haproxy?.stop();
  await server?.stop();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(!haproxyAvailable.ok)('TRUST_PROXY behind HAProxy', () => {
  it('records the address HAProxy saw, not the one a client wrote in X-Forwarded-For', async () => {
    const issued = await viaProxy('/api/v1/admin/codes', { 'x-admin-key': adminKey, 'x-forwarded-for': '203.0.113.66' }, { method: 'POST', body: JSON.stringify({ days: 1 }) });
    expect(issued.status).toBe(201);
    const audit = (await (await viaProxy('/api/v1/admin/audit', { 'x-admin-key': adminKey })).json()) as { entries: { actor: string; action: string }[] };
    const issue = audit.entries.find((entry) => entry.action === 'codes.issue');
    expect(issue?.actor).toBe('console (127.0.0.1)');
    expect(JSON.stringify(audit)).not.toContain('203.0.113.66');
  });

  it('puts the lockout on the address that sent the wrong keys, not on one it named', async () => {
    // An attacker (here through HAProxy, from 127.0.0.1) names the admin's address, 127.0.0.2.
    for (let i = 0; i < 25; i++) await viaProxy('/api/v1/admin/codes', { 'x-admin-key': 'wrong', 'x-forwarded-for': '127.0.0.2' });
    // The sender is held back: another wrong key through the proxy is refused before it is checked.
    expect((await viaProxy('/api/v1/admin/codes', { 'x-admin-key': 'wrong' })).status).toBe(429);
    // 127.0.0.2 (straight to the process: not the trusted proxy) is not locked: a wrong key is only wrong there, and the admin gets in.
    const direct = (key: string) =>
      new Promise<number>((resolve, reject) => {
        const request = http.get({ host: '127.0.0.1', port: server.port, path: '/api/v1/admin/codes', localAddress: '127.0.0.2', headers: { 'x-admin-key': key, 'x-forwarded-for': '203.0.113.7' } }, (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        });
        request.on('error', reject);
      });
    expect(await direct('wrong')).toBe(401);
    expect(await direct(adminKey)).toBe(200);
  });
});
