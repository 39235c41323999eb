/**
 * Measures the slow part of a first start: wall time, CPU time over all threads and child processes,
 * and the machine's load, because on a shared machine wall time says little.
 *   npx tsx --conditions=@tangerine/source tools/bench/demo-audio.ts [--concurrency N]
 *     the demo's audio rendered from scratch, in this process (worker threads as the server uses)
 *   npx tsx --conditions=@tangerine/source tools/bench/demo-audio.ts --first-start [--without-ffmpeg]
 *     the built server (apps/server/dist) on an empty data directory, until it prints the activation
 *     code; --without-ffmpeg starts it with a PATH that has node and no ffmpeg.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildDemoCatalogue, demoAudioJobs, generateAudio } from '@tangerine/demo-catalogue';
import { freePort, serverEntry, serverNodeFlags, stopGroup, workspaceRoot } from '@tangerine/harness';

const { values } = parseArgs({ options: { concurrency: { type: 'string' }, 'first-start': { type: 'boolean' }, 'without-ffmpeg': { type: 'boolean' } } });
const directory = mkdtempSync(join(tmpdir(), 'tangerine-demo-bench-'));
const load = () => (loadavg()[0] ?? 0).toFixed(1);
const onPath = (program: string, path = process.env['PATH'] ?? '') => spawnSync('sh', ['-c', `command -v ${program}`], { env: { PATH: path } }).status === 0;

/** CPU seconds of the child processes waited for, from /proc; 0 where there is none. */
function childrenCpuSeconds(): number {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]?.split(' ') ?? [];
    // cutime and cstime, fields 16 and 17 of stat (14 and 15 after the name), in clock ticks of 1/100 s.
    return (Number(fields[13]) + Number(fields[14])) / 100 || 0;
  } catch {
    return 0;
  }
}

/** CPU seconds of a running process, all its threads (utime + stime). */
function processCpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100 || 0;
}

async function renderInProcess(): Promise<void> {
  const concurrency = values.concurrency ? Number(values.concurrency) : availableParallelism();
  const jobs = demoAudioJobs(buildDemoCatalogue());
  const loadBefore = load();
  const cpuBefore = process.cpuUsage();
  const childrenBefore = childrenCpuSeconds();
  const started = performance.now();
  const files = await generateAudio(jobs, directory, { concurrency });
  const wall = (performance.now() - started) / 1000;
  const own = process.cpuUsage(cpuBefore);
  const cpu = (own.user + own.system) / 1e6 + childrenCpuSeconds() - childrenBefore;
  const audioSeconds = files.reduce((sum, f) => sum + f.duration, 0);
  console.log(`demo audio: ${files.length} files, ${audioSeconds.toFixed(0)} s of audio, ${(files.reduce((s, f) => s + f.bytes, 0) / 1e6).toFixed(1)} MB; ffmpeg on PATH: ${onPath('ffmpeg') ? 'yes' : 'no'}`);
  console.log(`wall ${wall.toFixed(1)} s with ${concurrency} worker threads on ${availableParallelism()} cores`);
  console.log(`cpu ${cpu.toFixed(1)} s (all threads and child processes), ${((cpu * 1e3) / audioSeconds).toFixed(1)} ms per second of audio`);
  console.log(`load average (1 min) before ${loadBefore}, after ${load()}`);
}

/** A PATH with node alone: what a machine without ffmpeg gives the server. */
function pathWithoutFfmpeg(): string {
  const bin = join(directory, 'bin');
  mkdirSync(bin);
  symlinkSync(process.execPath, join(bin, 'node'));
  return bin;
}

async function firstStart(): Promise<void> {
  const path = values['without-ffmpeg'] ? pathWithoutFfmpeg() : (process.env['PATH'] ?? '');
  const env: NodeJS.ProcessEnv = { ...process.env, PATH: path, PORT: String(await freePort()), HOST: '127.0.0.1', TANGERINE_DATA_DIR: join(directory, 'data'), NODE_ENV: 'production', LOG_LEVEL: 'info' };
  delete env['DATABASE_URL'];
  delete env['TANGERINE_MUSIC_DIR'];
  const loadBefore = load();
  const started = performance.now();
  const child = spawn(process.execPath, [...serverNodeFlags, serverEntry], { cwd: workspaceRoot, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  let cpu = 0;
  const code = await new Promise<string | null>((resolve) => {
    const look = (chunk: Buffer) => {
      output += chunk.toString();
      const found = /Activation code: (\S+)/.exec(output);
      if (found) {
        cpu = child.pid ? processCpuSeconds(child.pid) : 0;
        resolve(found[1] ?? null);
      }
    };
    child.stdout.on('data', look);
    child.stderr.on('data', look);
    child.on('exit', () => resolve(null));
    setTimeout(() => resolve(null), 20 * 60_000).unref();
  });
  const wall = (performance.now() - started) / 1000;
  await stopGroup(child);
  if (!code) throw new Error(`the server printed no activation code:\n${output.slice(-3000)}`);
  const warnings = output.split('\n').filter((line) => /"level":(40|50)/.test(line));
  console.log(`first start (built server, empty data directory, SQLite), ffmpeg on the server's PATH: ${onPath('ffmpeg', path) ? 'yes' : 'no'}`);
  console.log(`activation code printed after ${wall.toFixed(1)} s wall, ${cpu.toFixed(1)} s CPU (the server's threads), on ${availableParallelism()} cores`);
  console.log(`warnings and errors logged before it: ${warnings.length}${warnings.length ? `\n${warnings.join('\n')}` : ''}`);
  console.log(`load average (1 min) before ${loadBefore}, after ${load()}`);
}

try {
  await (values['first-start'] ? firstStart() : renderInProcess());
} finally {
  rmSync(directory, { recursive: true, force: true });
}
