import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, run, sleep, stopGroup } from './processes.js';
import { adminEntry, serverEntry, serverNodeFlags, workspaceRoot } from './workspace.js';

const CODE_LINE = /^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/;

export interface RunningServer {
  baseUrl: string;
  port: number;
  dataDir: string;
  /** The server process's id (its memory is read from /proc by the soak bench). */
  pid: number | undefined;
  /** Everything the server printed so far (stdout and stderr). */
  log(): string;
  /** Where it runs, for another process to use it (`attachServer`): set when started with `logFile`. */
  address: ServerAddress | undefined;
  /** Runs the built admin CLI (`npm run admin -- ...args` compiled) against this server's data (and database). */
  admin(args: string[]): Promise<string>;
  /** Issues a fresh activation code through the admin CLI and answers it. */
  issueCode(args?: string[]): Promise<string>;
  stop(): Promise<void>;
}

export interface StartServerOptions {
  databaseUrl?: string;
  /**
   * Where rendered demo audio is kept between runs (content-addressed files of
   * `<data>/media/demo/audio`, each MP3 with its loudness sidecar): copied into the fresh data directory before the start, so the demo
   * catalogue is created anew (database, artwork, secret) without synthesising the same MP3s again.
   * Files the server rendered are copied back. `null` renders everything. Defaults to
   * TANGERINE_E2E_AUDIO_CACHE, else libs/demo-catalogue/dist-audio, the output of the Nx target
   * `@tangerine/demo-catalogue:render-audio` (one cache for every browser suite and the benchmarks).
   */
  audioCacheDir?: string | null;
  /** Health must answer within this time (the demo catalogue is created on the first start). */
  startTimeoutMs?: number;
  /** Settings for this server only (e.g. the scrobbling services' addresses, pointed at local fakes). */
  env?: Record<string, string>;
  /** Also write its output to a file beside the data directory, so other processes may read its log (`attachServer`). */
  logFile?: boolean;
}

/** A running server as another process sees it: a Vitest global setup's server handed to the test files. */
export interface ServerAddress {
  baseUrl: string;
  port: number;
  dataDir: string;
  /** Its DATABASE_URL, when not on SQLite (the admin CLI needs it). */
  databaseUrl?: string;
  /** Where its output goes (StartServerOptions.logFile). */
  logFile: string;
  /** The admin key its first start printed, when known: `attachServer` then issues codes through the console's call. */
  adminKey?: string;
}

/**
 * Starts the real, built server (`node apps/server/dist/server.js`) on a free loopback port with
 * a fresh temporary TANGERINE_DATA_DIR, and waits for GET /api/v1/health.
 */
export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  if (!fs.existsSync(serverEntry)) throw new Error(`${serverEntry} is missing: build @tangerine/server first`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tangerine-e2e-'));
  const audioCache = options.audioCacheDir === undefined ? (process.env['TANGERINE_E2E_AUDIO_CACHE'] ?? defaultAudioCache) : options.audioCacheDir;
  if (audioCache) copyMp3s(audioCache, path.join(dataDir, DEMO_AUDIO_DIR));
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    TANGERINE_DATA_DIR: dataDir,
    LOG_LEVEL: process.env['E2E_SERVER_LOG_LEVEL'] ?? 'warn',
    NODE_ENV: 'production',
  };
  delete env['DATABASE_URL'];
  if (options.databaseUrl) env['DATABASE_URL'] = options.databaseUrl;
  Object.assign(env, options.env);

  let output = '';
  const logFile = options.logFile ? `${dataDir}.log` : undefined;
  const child: ChildProcess = spawn(process.execPath, [...serverNodeFlags, serverEntry], { cwd: workspaceRoot, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const record = (chunk: Buffer) => {
    output += chunk.toString();
    if (logFile) fs.appendFileSync(logFile, chunk);
  };
  child.stdout?.on('data', record);
  child.stderr?.on('data', record);
  const baseUrl = `http://127.0.0.1:${port}`;

  const cleanUp = async () => {
    await stopGroup(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (logFile) fs.rmSync(logFile, { force: true });
  };

  try {
    await waitForHealth(baseUrl, child, () => output, options.startTimeoutMs ?? 600_000);
  } catch (error) {
    await cleanUp();
    throw error;
  }
  if (audioCache) copyMp3s(path.join(dataDir, DEMO_AUDIO_DIR), audioCache);

  const admin = adminCli(env);
  return {
    baseUrl,
    port,
    dataDir,
    pid: child.pid,
    log: () => output,
    address: logFile ? { baseUrl, port, dataDir, ...(options.databaseUrl ? { databaseUrl: options.databaseUrl } : {}), logFile } : undefined,
    admin,
    issueCode: (args) => issueCodeWith(admin, args),
    stop: cleanUp,
  };
}

/** The build the server runs from: no npm and no tsx start per call (each of those cost seconds of CPU). */
export function adminCli(env: NodeJS.ProcessEnv): RunningServer['admin'] {
  return async (args) => {
    const result = await run(process.execPath, [adminEntry, ...args], { cwd: workspaceRoot, env, timeoutMs: 120_000 });
    if (result.code !== 0) throw new Error(`admin ${args.join(' ')} exited with ${result.code}\n${result.stdout}\n${result.stderr}`);
    return result.stdout;
  };
}

export async function issueCodeWith(admin: RunningServer['admin'], args = ['--days', '30']): Promise<string> {
  const stdout = await admin(['codes', 'issue', ...args]);
  const lines = stdout.trim().split('\n').map((line) => line.trim());
  const code = lines.at(-1) ?? '';
  if (!CODE_LINE.test(code)) throw new Error(`codes issue did not end with a code line:\n${stdout}`);
  return code;
}

/** DEMO_AUDIO_DIR of libs/demo-catalogue (src/seed.ts). */
const DEMO_AUDIO_DIR = 'media/demo/audio';
const defaultAudioCache = path.join(workspaceRoot, 'libs/demo-catalogue/dist-audio');

/**
 * Copies the rendered MP3s of `from` that `to` lacks, each with its `.json` loudness sidecar: the
 * generator renders again any file whose sidecar is missing (names carry the generator version and
 * a hash of the job).
 */
function copyMp3s(from: string, to: string): void {
  if (!fs.existsSync(from)) return;
  fs.mkdirSync(to, { recursive: true });
  const names = new Set(fs.readdirSync(from));
  for (const name of names) {
    if (!name.endsWith('.mp3') || !names.has(`${name}.json`)) continue;
    for (const file of [`${name}.json`, name]) {
      if (fs.existsSync(path.join(to, file))) continue;
      const temporary = path.join(to, `.${file}.${process.pid}.tmp`);
      fs.copyFileSync(path.join(from, file), temporary);
      fs.renameSync(temporary, path.join(to, file));
    }
  }
}

async function waitForHealth(baseUrl: string, child: ChildProcess, log: () => string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the server exited (${child.exitCode ?? child.signalCode}) before it was healthy:\n${log()}`);
    }
    try {
      const response = await fetch(`${baseUrl}/api/v1/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`the server did not answer /api/v1/health within ${timeoutMs} ms:\n${log()}`);
}
