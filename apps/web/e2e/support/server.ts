import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const workspaceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const serverEntry = path.join(workspaceRoot, 'apps/server/dist/server.js');
const CODE_LINE = /^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/;

export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  log(): string;
  /** `npm run admin -- ...args` against this server's data directory; its standard output. */
  admin(args: string[]): Promise<string>;
  issueCode(args?: string[]): Promise<string>;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port'))));
    });
  });
}

function run(args: string[], env: NodeJS.ProcessEnv, timeoutMs: number): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', 'admin', '--', ...args], { cwd: workspaceRoot, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => {
      stopGroup(child, 'SIGKILL');
      reject(new Error(`admin ${args.join(' ')} did not finish within ${timeoutMs} ms`));
    }, timeoutMs);
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

function stopGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

/**
 * The built server on a free loopback port with a fresh data directory. Rendering the demo audio
 * takes minutes on a busy machine: TANGERINE_E2E_AUDIO_CACHE may name a directory of already
 * rendered demo audio, copied in so only the database is new.
 */
export async function startServer(timeoutMs = 900_000): Promise<RunningServer> {
  if (!fs.existsSync(serverEntry)) throw new Error(`${serverEntry} is missing: build @tangerine/server first`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tangerine-frame-e2e-'));
  const cache = process.env['TANGERINE_E2E_AUDIO_CACHE'];
  if (cache && fs.existsSync(cache)) fs.cpSync(cache, path.join(dataDir, 'media/demo/audio'), { recursive: true });
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', TANGERINE_DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  delete env['DATABASE_URL'];
  let output = '';
  const child = spawn(process.execPath, [serverEntry], { cwd: workspaceRoot, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;

  const stop = async () => {
    const exited = new Promise<void>((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', () => resolve())));
    stopGroup(child, 'SIGTERM');
    const kill = setTimeout(() => stopGroup(child, 'SIGKILL'), 10_000);
    await exited;
    clearTimeout(kill);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited before it was healthy:\n${output}`);
    const healthy = await fetch(`${baseUrl}/api/v1/health`, { signal: AbortSignal.timeout(2_000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the server was not healthy within ${timeoutMs} ms:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }

  const admin = async (args: string[]) => {
    const result = await run(args, env, 120_000);
    if (result.code !== 0) throw new Error(`admin ${args.join(' ')} exited with ${result.code}\n${result.stdout}\n${result.stderr}`);
    return result.stdout;
  };
  return {
    baseUrl,
    dataDir,
    log: () => output,
    admin,
    async issueCode(args = ['--days', '30']) {
      const code = (await admin(['codes', 'issue', ...args])).trim().split('\n').at(-1)?.trim() ?? '';
      if (!CODE_LINE.test(code)) throw new Error(`codes issue printed no code: ${code}`);
      return code;
    },
    stop,
  };
}
