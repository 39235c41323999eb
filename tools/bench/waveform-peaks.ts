// `npm run bench` (BENCH_ONLY=waveform): the CPU a server spends on the waveform of a 5-minute MP3,
// on both of the server's paths. (1) A track without loudness tags is decoded once by the scan's
// loudness pass, which folds the waveform from that decode: the waveform's own cost there is the fold
// (PeakCollector), measured here in this process on the same decoder's chunks, beside the whole
// pass with and without it; and the built server's first request then only reads the stored row.
// (2) A track whose tags give its loudness is never decoded at scan: its first request samples an MP3
// (one frame per column and the frames it needs, ~1/19 of the track, decoded in the server's own
// process by mpg123), a FLAC (one frame per column, by a warm libFLAC in the same process) or an M4A (one
// AAC unit per column and the one before it, by FAAD2 in the same process); other formats are decoded
// whole with ffmpeg in a child process. CPU is read
// from /proc/<pid>/stat around each request (the server's own, and its waited-for children's, in 10 ms
// ticks), and finer from the answer's `Server-Timing: peaks-cpu` (process.cpuUsage in the server
// around finding, computing and storing the peaks). Target: ≤ 50 ms of server CPU per track, judged
// on peaks-cpu (ffmpeg's child time added when one ran). Everything printed is measured in this run; nothing is asserted.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { decodeChunked } from '@audio/decode';
import { LoudnessMeter, PeakCollector } from '@tangerine/demo-catalogue';
import { adminEntry, freePort, run, startServerProcess, workspaceRoot, type ServerProcess } from '@tangerine/harness';
import { activateThroughApi, percentile } from './bench-context.js';
import { addItunesTag } from './itunes-tag.js';

/** Loudness passes with and without the fold. */
const PASSES = 6;
/** Tracks per server, each asked for its peaks once then again. */
const COPIES = 12;
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
  /** The server's own figure (Server-Timing peaks-cpu), finer than the ticks. */
  peaksCpu: number;
  columns: number;
}

/** The `peaks-cpu;dur=` of a Server-Timing header. */
function peaksCpuOf(header: string | null): number {
  const value = Number(/peaks-cpu;dur=([\d.]+)/.exec(header ?? '')?.[1]);
  if (!Number.isFinite(value)) throw new Error(`no peaks-cpu in Server-Timing: ${header}`);
  return value;
}

async function peaksCpu(server: ServerProcess, headers: Record<string, string>, id: number): Promise<Measure> {
  const before = cpuOf(server.pid);
  const response = await fetch(`http://127.0.0.1:${server.port}/api/v1/browse/tracks/${id}/peaks`, { headers });
  const body = (await response.json()) as { peaks?: number[] };
  if (!response.ok) throw new Error(`peaks of ${id}: HTTP ${response.status}`);
  const after = cpuOf(server.pid);
  return { own: after.own - before.own, children: after.children - before.children, peaksCpu: peaksCpuOf(response.headers.get('server-timing')), columns: body.peaks?.length ?? 0 };
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

/** CPU milliseconds of this process (every thread) while `work` runs. */
async function cpuDuring(work: () => Promise<void>): Promise<number> {
  const before = process.cpuUsage();
  await work();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}

/**
 * The scan's loudness pass over `file` as the server makes it (track-loudness.ts measureFileAudio):
 * @audio/decode's chunks into the loudness meter and, when `fold`, the peak collector too. Gives the
 * pass's CPU and the collector's own share of it (summed around each of its pushes).
 */
async function loudnessPass(file: string, fold: boolean): Promise<{ pass: number; fold: number }> {
  let folding = 0;
  const pass = await cpuDuring(async () => {
    const collector = fold ? new PeakCollector() : null;
    let meter: LoudnessMeter | null = null;
    for await (const { channelData, sampleRate } of decodeChunked(fs.createReadStream(file), 'mp3')) {
      if (!channelData.length || !channelData[0]?.length) continue;
      meter ??= new LoudnessMeter(sampleRate, channelData.length);
      meter.push(channelData);
      if (collector) {
        const before = process.cpuUsage();
        collector.push(channelData, sampleRate);
        const used = process.cpuUsage(before);
        folding += (used.user + used.system) / 1000;
      }
    }
    meter?.result();
    if (collector && collector.columns().length === 0) throw new Error('the fold gave no waveform');
  });
  return { pass, fold: folding };
}

/** A server on its own data directory whose library holds COPIES copies of the 5-minute track `base` (with loudness tags when `tags`: ffmpeg's arguments, or a writer of its own). */
async function serverWith(root: string, name: string, base: string, env: Record<string, string>, tags: string[] | ((file: string) => void) = []) {
  const extension = path.extname(base);
  const music = path.join(root, `${name}-music`);
  fs.mkdirSync(music, { recursive: true });
  const titles = Array.from({ length: COPIES }, (_, i) => `Waveform ${name} ${i}`);
  titles.forEach((title, i) => {
    const file = path.join(music, `${i}${extension}`);
    ffmpeg(['-i', base, '-c', 'copy', '-metadata', `title=${title}`, '-metadata', 'artist=Bench Waveform', ...(Array.isArray(tags) ? tags : []), file]);
    if (typeof tags === 'function') tags(file);
  });
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
  const median = (values: number[]) => +percentile(values, 50).toFixed(0);
  const summary: string[] = [];

  // (1a) The fold's marginal cost in the scan's decode: passes alternate with and without it.
  const passes: Array<{ pass: number; fold: number }> = [];
  const plain: number[] = [];
  await loudnessPass(base, true); // warm-up: the decoder's wasm compiled, the file in the page cache
  for (let i = 0; i < PASSES; i++) {
    passes.push(await loudnessPass(base, true));
    plain.push((await loudnessPass(base, false)).pass);
  }
  const foldMs = median(passes.map((p) => p.fold));
  const scanRows: Array<Record<string, string | number>> = [
    { 'loudness pass (decode + meter)': 'without the fold', cpuMsMedian: median(plain), cpuMsMax: Math.max(...plain.map(Math.round)) },
    { 'loudness pass (decode + meter)': 'with the fold (as the server runs it)', cpuMsMedian: median(passes.map((p) => p.pass)), cpuMsMax: Math.max(...passes.map((p) => Math.round(p.pass))) },
    { 'loudness pass (decode + meter)': 'the fold alone (PeakCollector.push)', cpuMsMedian: foldMs, cpuMsMax: Math.max(...passes.map((p) => Math.round(p.fold))) },
  ];
  summary.push(`untagged track, folded in the scan's decode: the waveform's own CPU median ${foldMs} ms (target ≤ 50 ms: ${foldMs <= 50 ? 'met' : 'MISSED'})`);

  // (1b) and (2): the built server's first and later requests.
  const rows: Array<Record<string, string | number>> = [];
  const timingRows: Array<Record<string, string | number>> = [];
  const oneDecimal = (value: number) => +value.toFixed(1);
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const replayGain = ['-metadata', 'REPLAYGAIN_TRACK_GAIN=-3.00 dB'];
  // The same song as FLAC (a Vorbis comment holds its ReplayGain) and as AAC in an M4A (an iTunes
  // free-form atom holds it: ffmpeg cannot write one, itunes-tag.ts does).
  const flac = path.join(root, 'base.flac');
  ffmpeg(['-i', base, '-c:a', 'flac', flac]);
  const m4a = path.join(root, 'base.m4a');
  ffmpeg(['-i', base, '-c:a', 'aac', '-b:a', '192k', m4a]);
  const itunesReplayGain = (file: string) => addItunesTag(file, 'replaygain_track_gain', '-3.00 dB');
  const cases = [
    ['untagged, after the scan', base, {}, []],
    ['tagged, with ffmpeg', base, {}, replayGain],
    ['tagged, without ffmpeg', base, { TANGERINE_FFMPEG: path.join(root, 'no-ffmpeg-here') }, replayGain],
    ['tagged FLAC, with ffmpeg on the server', flac, {}, replayGain],
    ['tagged M4A (AAC 192 kbit/s), with ffmpeg on the server', m4a, {}, itunesReplayGain],
  ] as const;
  for (const [name, source, env, tags] of cases) {
    const { server, headers, ids } = await serverWith(root, name.replace(/[^A-Za-z0-9]+/g, '-'), source, env, typeof tags === 'function' ? tags : [...tags]);
    servers.push(server);
    await untilIdle(server.pid);
    const first: Measure[] = [];
    for (const id of ids) first.push(await peaksCpu(server, headers, id));
    const stored: Measure[] = [];
    for (const id of ids) stored.push(await peaksCpu(server, headers, id));
    const own = first.map((m) => m.own);
    const total = first.map((m) => m.own + m.children);
    rows.push({ track: name, firstRequestServerCpuMsMedian: median(own), firstRequestServerCpuMsMean: oneDecimal(mean(own)), firstRequestServerCpuMsMax: Math.max(...own), decoderChildCpuMsMedian: median(first.map((m) => m.children)), storedAnswerServerCpuMsMedian: median(stored.map((m) => m.own)), columns: first[0]?.columns ?? 0 });
    const computed = first.map((m) => m.peaksCpu);
    // The server's figure with the ffmpeg child's ticks (none when it samples in its own process).
    const judged = first.map((m) => m.peaksCpu + m.children);
    timingRows.push({ track: name, firstPeaksCpuMsMedian: oneDecimal(percentile(computed, 50)), firstPeaksCpuMsMean: oneDecimal(mean(computed)), firstPeaksCpuMsMin: oneDecimal(Math.min(...computed)), firstPeaksCpuMsMax: oneDecimal(Math.max(...computed)), storedPeaksCpuMsMedian: oneDecimal(percentile(stored.map((m) => m.peaksCpu), 50)) });
    summary.push(`${name}: first request, peaks-cpu median ${oneDecimal(percentile(judged, 50))} ms with any ffmpeg child (target ≤ 50 ms: ${percentile(judged, 50) <= 50 ? 'met' : 'MISSED'}); the whole request in /proc ticks: server process median ${median(own)} ms, with its ffmpeg child ${median(total)} ms`);
    await server.stop();
  }
  console.log(`\nWaveform peaks of a ${SECONDS / 60}-minute MP3 (192 kbit/s stereo), ${new Date().toISOString()}, ${os.cpus().length} cores, load average ${os.loadavg()[0]?.toFixed(2)}`);
  console.log(`The scan's loudness pass over the file, ${PASSES} alternating runs in this process (process.cpuUsage), the fold summed around each push:`);
  console.table(scanRows);
  console.log(`The built server on SQLite, ${COPIES} tracks each asked once then again; CPU from /proc/<pid>/stat around each request (10 ms ticks): the server process's own time, and the time of the children it waited for (ffmpeg):`);
  console.table(rows);
  console.log(`The same requests, the server's own peaks-cpu (Server-Timing: process.cpuUsage around finding, computing and storing the peaks):`);
  console.table(timingRows);
  for (const line of summary) console.log(line);
} finally {
  for (const server of servers) await server.stop().catch(() => undefined);
  fs.rmSync(root, { recursive: true, force: true });
}
