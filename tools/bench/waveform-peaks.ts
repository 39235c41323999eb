// `npm run bench` (BENCH_ONLY=waveform): the CPU the built server spends on the waveform of a
// 5-minute MP3 (GET /api/v1/browse/tracks/{id}/peaks, first request: decoded and stored), read from
// /proc/<pid>/stat around each request: the server process's own time, and its children's (ffmpeg,
// which decodes when the server has it). Then the same on a server without ffmpeg, which decodes in
// its own process, and the stored answer. Target: ≤ 50 ms of server CPU per track.
// Each track is a copy not asked before; measuring starts once the server's background work after the scan is done. Everything printed is measured in this run; nothing is asserted.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { adminEntry, freePort, run, startServerProcess, workspaceRoot, type ServerProcess } from '@tangerine/harness';
import { activateThroughApi, percentile } from './bench-context.js';

const COPIES = 6;
const SECONDS = 300;
/** Linux's clock ticks per second for /proc times (USER_HZ). */
const TICKS_PER_SECOND = 100;

function ffmpeg(args: string[]): void {
  const result = spawnSync('ffmpeg', ['-v', 'error', '-y', ...args], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`ffmpeg ${args.join(' ')}: ${result.stderr}`);
}

/** CPU milliseconds of a process so far: its own, and its waited-for children's. */
function cpuOf(pid: number): { own: number; children: number } {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces) in parentheses: utime is the 14th field.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ').map(Number);
  const [utime, stime, cutime, cstime] = [fields[11], fields[12], fields[13], fields[14]] as number[];
  return { own: ((utime + stime) * 1000) / TICKS_PER_SECOND, children: ((cutime + cstime) * 1000) / TICKS_PER_SECOND };
}

interface Measure {
  own: number;
  children: number;
  columns: number;
}

async function peaksCpu(server: ServerProcess, headers: Record<string, string>, id: number): Promise<Measure> {
  const before = cpuOf(server.pid);
  const response = await fetch(`http://127.0.0.1:${server.port}/api/v1/browse/tracks/${id}/peaks`, { headers });
  const body = (await response.json()) as { peaks?: number[] };
  if (!response.ok) throw new Error(`peaks of ${id}: HTTP ${response.status}`);
  const after = cpuOf(server.pid);
  return { own: after.own - before.own, children: after.children - before.children, columns: body.peaks?.length ?? 0 };
}

/**
 * Waits until the server's CPU rests (under 20 ms in a second): after a scan it measures the new
 * songs' loudness in the background, which is not the waveform's work.
 */
async function untilIdle(pid: number, timeoutMs = 300_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const before = cpuOf(pid).own;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    if (cpuOf(pid).own - before < 20) return;
  }
  throw new Error(`the server was still busy after ${timeoutMs} ms`);
}

/** A server on its own data directory whose library holds COPIES copies of the 5-minute MP3. */
async function serverWith(root: string, name: string, base: string, env: Record<string, string>) {
  const music = path.join(root, `${name}-music`);
  fs.mkdirSync(music, { recursive: true });
  const titles = Array.from({ length: COPIES }, (_, i) => `Waveform ${name} ${i}`);
  titles.forEach((title, i) => ffmpeg(['-i', base, '-c', 'copy', '-metadata', `title=${title}`, '-metadata', 'artist=Bench Waveform', path.join(music, `${i}.mp3`)]));
  const settings = { TANGERINE_DATA_DIR: path.join(root, `${name}-data`), TANGERINE_MUSIC_DIR: music, LOG_LEVEL: 'warn', DATABASE_URL: '', ...env };
  const admin = async (args: string[]) => {
    const result = await run(process.execPath, [adminEntry, ...args], { cwd: workspaceRoot, env: { ...process.env, ...settings }, timeoutMs: 600_000 });
    if (result.code !== 0) throw new Error(`admin ${args.join(' ')}: ${result.stderr.slice(-1000)}`);
    return result.stdout.trim();
  };
  await admin(['libraries', 'add', music]);
  await admin(['libraries', 'scan']);
  const code = (await admin(['codes', 'issue', '--days', '1'])).split('\n').at(-1)?.trim() ?? '';
  const server = await startServerProcess(await freePort(), settings);
  const headers = await activateThroughApi(`http://127.0.0.1:${server.port}`, code);
  const search = await fetch(`http://127.0.0.1:${server.port}/api/v1/search?type=song&limit=50&q=${encodeURIComponent(`Waveform ${name}`)}`, { headers });
  const found = ((await search.json()) as { tracks: { id: number; title: string }[] }).tracks.filter((track) => titles.includes(track.title));
  if (found.length !== COPIES) throw new Error(`the scan found ${found.length} of ${COPIES} copies`);
  return { server, headers, ids: found.map((track) => Number(track.id)) };
}

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'tangerine-bench-waveform-'));
const servers: ServerProcess[] = [];
try {
  // Music-like: a chord with a slow swell over noise, so the waveform has a shape.
  const base = path.join(root, 'base.mp3');
  ffmpeg(['-f', 'lavfi', '-i', `aevalsrc=0.4*(0.6+0.4*sin(2*PI*t/20))*(sin(2*PI*220*t)+0.5*sin(2*PI*277*t)+0.3*sin(2*PI*330*t))/1.8:s=44100:d=${SECONDS}`, '-f', 'lavfi', '-i', `anoisesrc=a=0.05:d=${SECONDS}:r=44100`, '-filter_complex', 'amix=inputs=2:normalize=0,aformat=channel_layouts=stereo', '-c:a', 'libmp3lame', '-b:a', '192k', base]);
  const rows: Array<Record<string, string | number>> = [];
  const summary: string[] = [];
  for (const [name, env] of [['with-ffmpeg', {}], ['without-ffmpeg', { TANGERINE_FFMPEG: path.join(root, 'no-ffmpeg-here') }]] as const) {
    const { server, headers, ids } = await serverWith(root, name, base, env);
    servers.push(server);
    await untilIdle(server.pid);
    const first: Measure[] = [];
    for (const id of ids) first.push(await peaksCpu(server, headers, id));
    const stored: Measure[] = [];
    for (const id of ids) stored.push(await peaksCpu(server, headers, id));
    const median = (values: number[]) => +percentile(values, 50).toFixed(0);
    const own = first.map((m) => m.own);
    rows.push({ server: name, firstRequestServerCpuMsMedian: median(own), firstRequestServerCpuMsMax: Math.max(...own), decoderChildCpuMsMedian: median(first.map((m) => m.children)), storedAnswerServerCpuMsMedian: median(stored.map((m) => m.own)), columns: first[0]?.columns ?? 0 });
    summary.push(`${name}: server CPU median ${median(own)} ms (target ≤ 50 ms: ${percentile(own, 50) <= 50 ? 'met' : 'MISSED'})`);
    await server.stop();
  }
  console.log(`\nWaveform peaks of a ${SECONDS / 60}-minute MP3 (192 kbit/s stereo), built server, SQLite, ${COPIES} tracks each asked once then again, ${new Date().toISOString()}, ${os.cpus().length} cores, load average ${os.loadavg()[0]?.toFixed(2)}`);
  console.log(`CPU from /proc/<pid>/stat around each request (10 ms ticks): the server process's own time, and the time of the children it waited for (ffmpeg).`);
  console.table(rows);
  console.log(summary.join('; '));
} finally {
  for (const server of servers) await server.stop().catch(() => undefined);
  fs.rmSync(root, { recursive: true, force: true });
}
