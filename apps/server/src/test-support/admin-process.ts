/** The admin CLI as its own process, as `npm run admin -- ...` runs it (tsx, source conditions). */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

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
