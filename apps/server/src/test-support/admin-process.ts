/** The admin CLI as its own process, as `npm run admin -- ...` runs it (tsx, source conditions), or in the test's process. */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Output } from '../admin/cli-support.js';

const CLI = fileURLToPath(new URL('../admin/cli.ts', import.meta.url));
const SERVER_DIR = fileURLToPath(new URL('../..', import.meta.url));

export interface AdminRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

export function runAdmin(target: { dataDir: string; databaseUrl?: string | undefined }, args: string[]): Promise<AdminRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=@tangerine/source', CLI, ...args], {
      cwd: SERVER_DIR,
      env: { ...process.env, TANGERINE_DATA_DIR: target.dataDir, DATABASE_URL: target.databaseUrl ?? '', NODE_OPTIONS: '' },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

/**
 * The same command through `runCli` in the test's own process, with the configuration the process
 * would load from its environment. Each process starts tsx and loads the server's sources again, so
 * a file checks the process boundary (environment, exit code, streams) once and runs the rest here.
 */
export async function runAdminInProcess(target: { dataDir: string; databaseUrl?: string | undefined }, args: string[]): Promise<AdminRun> {
  const [{ runCli }, { loadConfig }] = await Promise.all([import('../admin/cli.js'), import('../config.js')]);
  let stdout = '';
  let stderr = '';
  const output: Output = { out: (line) => (stdout += `${line}\n`), err: (line) => (stderr += `${line}\n`), progress: () => undefined };
  const environment = { ...process.env, TANGERINE_DATA_DIR: target.dataDir, DATABASE_URL: target.databaseUrl ?? '' };
  try {
    const code = await runCli(args, output, loadConfig(environment, SERVER_DIR));
    return { code, stdout, stderr };
  } catch (error) {
    // As the entry point does with a command that throws.
    return { code: 1, stdout, stderr: `${stderr}Error: ${String(error)}\n` };
  }
}
