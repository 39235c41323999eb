import { spawn, type ChildProcess } from 'node:child_process';
import { sleep, stopGroup } from './processes.js';
import { serverEntry, serverNodeFlags, workspaceRoot } from './workspace.js';

export interface ServerProcess {
  port: number;
  /** The server's process id (benches read its CPU time from /proc). */
  pid: number;
  /** Everything it printed. */
  log(): string;
  /** SIGTERM (then SIGKILL after `graceMs`), and wait for the exit. */
  stop(graceMs?: number): Promise<void>;
}

/**
 * One process of a several-process deployment: the built server on a given loopback port with the
 * environment given (database, data directory, secret), ready once GET /ready answers 200.
 */
export async function startServerProcess(port: number, env: Record<string, string>, timeoutMs = 600_000): Promise<ServerProcess> {
  let output = '';
  const child: ChildProcess = spawn(process.execPath, [...serverNodeFlags, serverEntry], {
    cwd: workspaceRoot,
    env: { ...process.env, LOG_LEVEL: 'warn', NODE_ENV: 'production', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const running: ServerProcess = { port, pid: child.pid ?? 0, log: () => output, stop: (graceMs = 15_000) => stopGroup(child, graceMs) };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the server on port ${port} exited before it was ready:\n${output}`);
    const ready = await fetch(`http://127.0.0.1:${port}/ready`, { signal: AbortSignal.timeout(2_000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return running;
    await sleep(200);
  }
  await running.stop();
  throw new Error(`the server on port ${port} was not ready within ${timeoutMs} ms:\n${output}`);
}
