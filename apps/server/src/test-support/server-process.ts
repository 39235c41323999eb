/** The server as a process of its own (serve-fixture.ts through tsx), and plain HTTP calls to it. */
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { fileURLToPath } from 'node:url';

const FIXTURE = fileURLToPath(new URL('./serve-fixture.ts', import.meta.url));
const SERVER_DIR = fileURLToPath(new URL('../..', import.meta.url));

/** The fixture's long track: more than loopback socket buffers hold, so a paused download stays in flight. */
export const FIXTURE_DOWNLOAD_BYTES = 24 * 1024 * 1024;

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  /** An unused activation code. */
  code: string;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Starts the fixture server on a free port; rejects with its output when it exits before it listens. */
export function startServerProcess(options: { dataDir: string; databaseUrl?: string; env?: Record<string, string> }): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=@tangerine/source', FIXTURE], {
    cwd: SERVER_DIR,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', TANGERINE_DATA_DIR: options.dataDir, DATABASE_URL: options.databaseUrl ?? '', NODE_OPTIONS: '', ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start in 60 s:\n${output}`));
    }, 60_000);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n').find((l) => l.startsWith('{"ready"'));
      if (!line) return;
      clearTimeout(timer);
      const { port, code } = (JSON.parse(line) as { ready: { port: number; code: string } }).ready;
      resolve({ child, port, code, output: () => output, exited });
    });
    void exited.then(({ code }) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code}) before listening:\n${output}`));
    });
  });
}

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One request with a JSON body; rejects on a network error (refused, reset). */
export function call(port: number, method: string, path: string, options: { body?: unknown; headers?: Record<string, string>; agent?: http.Agent; timeoutMs?: number } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
    const request = http.request({ host: '127.0.0.1', port, method, path, agent: options.agent, headers: { ...(payload ? { 'content-type': 'application/json' } : {}), ...options.headers } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
      response.on('error', reject);
    });
    request.setTimeout(options.timeoutMs ?? 10_000, () => request.destroy(new Error(`timed out after ${options.timeoutMs ?? 10_000} ms`)));
    request.on('error', reject);
    request.end(payload);
  });
}

/** Activates a device with `code`; answers the headers the web app sends. */
export async function activate(port: number, code: string, deviceId: string): Promise<Record<string, string>> {
  const answer = await call(port, 'POST', '/api/v1/auth/activate', { body: { code, device_id: deviceId } });
  if (answer.status !== 200) throw new Error(`activation failed: ${answer.status} ${answer.body}`);
  return { authorization: `Bearer ${(JSON.parse(answer.body) as { access_token: string }).access_token}`, 'x-device-id': deviceId };
}
