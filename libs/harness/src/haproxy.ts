import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { freePort, sleep, stopGroup } from './processes.js';

const HAPROXY = '/usr/sbin/haproxy';

/**
 * Debian's HAProxy, installed with apt-get when it is missing and we may (root); else the reason it
 * cannot be had, for a test to skip with.
 */
export function ensureHaproxy(): { ok: true } | { ok: false; reason: string } {
  if (fs.existsSync(HAPROXY)) return { ok: true };
  if (process.getuid?.() !== 0) return { ok: false, reason: `HAProxy is not installed (${HAPROXY}) and this user cannot apt-get install it: run "apt-get install haproxy" as root` };
  const install = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'haproxy'], { encoding: 'utf8', timeout: 300_000, env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  if (install.status !== 0 || !fs.existsSync(HAPROXY)) return { ok: false, reason: `apt-get install haproxy failed: ${(install.stderr || install.stdout || String(install.error)).slice(-500)}` };
  return { ok: true };
}

export interface RunningHaproxy {
  baseUrl: string;
  /** A command of HAProxy's runtime API (`set server tangerine/s1 state drain`), answered as text. */
  command(line: string): Promise<string>;
  log(): string;
  stop(): Promise<void>;
}

/**
 * docs/deploy.md's configuration in front of `servers` (name → loopback port), round-robin, with
 * readiness checks every 200 ms and an admin socket in `dir`; answers carry the serving process's
 * name in X-Served-By so a test can tell the processes apart.
 */
export async function startHaproxy(dir: string, servers: Record<string, number>): Promise<RunningHaproxy> {
  const port = await freePort();
  const socket = path.join(dir, 'haproxy.sock');
  const config = [
    'global',
    `  stats socket ${socket} mode 600 level admin`,
    '  maxconn 256',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 30s',
    '  timeout server 30s',
    '  retries 3',
    '  option redispatch 1',
    '  retry-on conn-failure empty-response response-timeout 503',
    'frontend tangerine',
    `  bind 127.0.0.1:${port}`,
    // The client's own X-Forwarded-For is replaced, never passed on: the processes believe this one.
    '  http-request set-header X-Forwarded-For %[src]',
    '  default_backend tangerine',
    'backend tangerine',
    '  balance roundrobin',
    '  option httpchk GET /ready',
    '  http-check expect status 200',
    '  http-response set-header X-Served-By %[srv_name]',
    // One slow readiness answer on a busy machine must not take the last process out of rotation.
    '  timeout check 1s',
    '  default-server inter 200ms fall 3 rise 2',
    ...Object.entries(servers).map(([name, serverPort]) => `  server ${name} 127.0.0.1:${serverPort} check`),
    '',
  ].join('\n');
  const file = path.join(dir, 'haproxy.cfg');
  fs.writeFileSync(file, config);
  const check = spawnSync(HAPROXY, ['-c', '-f', file], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`haproxy -c refused the configuration:\n${check.stdout}${check.stderr}`);
  let output = '';
  const child: ChildProcess = spawn(HAPROXY, ['-db', '-f', file], { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const command = (line: string) =>
    new Promise<string>((resolve, reject) => {
      let answer = '';
      const connection = net.connect(socket, () => connection.end(`${line}\n`));
      connection.on('data', (chunk: Buffer) => (answer += chunk.toString()));
      connection.on('end', () => resolve(answer));
      connection.on('error', reject);
    });
  const stop = () => stopGroup(child, 5_000);
  for (let i = 0; i < 100 && !fs.existsSync(socket); i++) {
    if (child.exitCode !== null) break;
    await sleep(50);
  }
  if (!fs.existsSync(socket)) {
    await stop();
    throw new Error(`HAProxy did not start:\n${output}`);
  }
  return { baseUrl: `http://127.0.0.1:${port}`, command, log: () => output, stop };
}

/** Waits until HAProxy's checks see `server` in `state` (UP, DOWN, DRAIN…). */
export async function untilServerState(haproxy: RunningHaproxy, server: string, wanted: RegExp, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    const csv = await haproxy.command('show stat');
    const row = csv.split('\n').find((line) => line.startsWith(`tangerine,${server},`));
    last = row?.split(',')[17] ?? '';
    if (wanted.test(last)) return;
    await sleep(100);
  }
  throw new Error(`HAProxy's ${server} stayed "${last}", not ${wanted}`);
}
