// Helpers of the benches that start the built server themselves (a data directory of their own).
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { adminEntry, run, workspaceRoot } from '@tangerine/harness';

/** The resident memory of process `pid`, in MB (Linux). */
export const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The built admin CLI on the data of `env`; answers what it printed. */
export async function admin(env: NodeJS.ProcessEnv, args: string[]): Promise<string> {
  const result = await run(process.execPath, [adminEntry, ...args], { cwd: workspaceRoot, env, timeoutMs: 300_000 });
  if (result.code !== 0) throw new Error(`admin ${args.join(' ')}: ${result.stderr || result.stdout}`);
  return result.stdout;
}

/** Waits until the server at `base` answers its health check (two minutes at most). */
export async function waitForHealth(base: string): Promise<void> {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/api/v1/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error('the server did not become healthy');
}


/** Stops the server (SIGTERM, waiting for its exit) and removes its data directory. */
export async function stopAndRemove(server: ChildProcess | undefined, dir: string): Promise<void> {
  if (server && server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
  fs.rmSync(dir, { recursive: true, force: true });
}
