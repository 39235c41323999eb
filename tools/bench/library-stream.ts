// `npm run bench`: a music folder served in place by the built server (TANGERINE_MUSIC_DIR, scanned
// first by the admin CLI, then watched),
// over loopback with an activated device, in one run:
//  - a file added to the watched folder: time from its close until search finds it (p50/p95, target p95 ≤ 3 s),
//    and where it goes, from the server's log (debug): the watcher's event, the scan's start, its commit;
//  - click to playing in Chromium of a track that must be transcoded (ALAC → Opus) vs the same track as
//    FLAC sent directly (target ratio ≤ 1.5), and seek to the middle to playing: a transcode started
//    there (`offset=`) vs the FLAC's own seek (a Range request; target ≤ 2×). Each transcode is of a
//    copy not played before, so none comes from the transcode cache; then, without the browser, the
//    first bytes of each (where the start's time goes);
//  - concurrent transcoded streams at Normal quality: N copies at once, each read to its end as Ogg
//    pages; a stream stalls when the audio it delivered falls behind real-time playback (started once
//    1 s of audio is in) at any point; a level is sustained when no stream stalls.
// Files are made by Debian's ffmpeg; everything is removed at the end.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { adminEntry, ensureChromium, freePort, launchChromium, run, startServerProcess, workspaceRoot, type ServerProcess } from '@tangerine/harness';
import { activateThroughApi, percentile } from './bench-context.js';
import { takeOggStream, type StreamTake } from './ogg-stream-reader.js';
import { startAndSeek } from './stream-start-in-browser.js';

const tools = path.resolve(import.meta.dirname, '..');
const WATCHED = 20;
const RUNS = 8;
const STREAM_SECONDS = 30;
const LEVELS = [10, 20, 30];
const MIDDLE = 60;

function ffmpeg(args: string[]): void {
  const result = spawnSync('ffmpeg', ['-v', 'error', '-y', ...args], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`ffmpeg ${args.join(' ')}: ${result.stderr}`);
}

/** `count` copies of `base` with their own title (so their own fingerprint and transcode), named by `name(i)`. */
function copies(base: string, count: number, name: (i: number) => string, title: (i: number) => string): string[] {
  return Array.from({ length: count }, (_, i) => {
    const file = name(i);
    ffmpeg(['-i', base, '-c', 'copy', '-metadata', `title=${title(i)}`, '-metadata', 'artist=Bench Streams', file]);
    return file;
  });
}

interface Server {
  baseUrl: string;
}

async function findTrack(server: Server, headers: Record<string, string>, title: string): Promise<{ id: number; stream_url: string } | null> {
  const response = await fetch(`${server.baseUrl}/api/v1/search?type=song&limit=50&q=${encodeURIComponent(title)}`, { headers });
  if (!response.ok) return null;
  const body = (await response.json()) as { tracks: { id: number; title: string; stream_url: string }[] };
  return body.tracks.find((track) => track.title === title) ?? null;
}

async function until<T>(what: string, timeoutMs: number, probe: () => Promise<T | null>): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await probe();
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * Each watched file's stages from the server's JSON log (pino's `time` is the same clock as Date.now):
 * its close, the watcher's first event for it, the next scan's start, that scan's commit (its "changes
 * scanned" line), and search finding it. Null when the log does not hold them all.
 */
function watchStages(log: string, closedAt: number[], latencies: number[]): { seen: number[]; started: number[]; committed: number[]; found: number[] } | null {
  const lines = log.split('\n').flatMap((line) => {
    try {
      return [JSON.parse(line) as { time: number; msg: string; file?: string }];
    } catch {
      return [];
    }
  });
  const after = (time: number, match: (line: { msg: string; file?: string }) => boolean) => lines.find((line) => line.time >= time && match(line))?.time;
  const stages = { seen: [] as number[], started: [] as number[], committed: [] as number[], found: [] as number[] };
  for (const [i, closed] of closedAt.entries()) {
    const seen = after(closed - 50, (line) => line.msg === 'library change seen' && (line.file ?? '').endsWith(`arrival-${i}.mp3`));
    const started = seen && after(seen, (line) => line.msg === 'library changes scan started');
    const committed = started && after(started, (line) => line.msg.includes('changes scanned'));
    if (!seen || !started || !committed) return null;
    stages.seen.push(seen - closed);
    stages.started.push(started - seen);
    stages.committed.push(committed - started);
    stages.found.push(closed + (latencies[i] ?? 0) - committed);
  }
  return stages;
}

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'tangerine-bench-stream-'));
const music = path.join(root, 'Music');
let server: ServerProcess | undefined;
let browser: Browser | undefined;
try {
  if (spawnSync('bash', [path.join(tools, 'ensure-debian-package.sh'), 'ffmpeg', 'ffmpeg'], { stdio: 'inherit' }).status !== 0) throw new Error('ffmpeg could not be installed');
  fs.mkdirSync(path.join(music, 'Pairs'), { recursive: true });
  fs.mkdirSync(path.join(music, 'Streams'), { recursive: true });
  // Pink noise, not a tone: it compresses like music (about 1 Mbit/s as FLAC), so the middle of the FLAC
  // is beyond what the browser buffered and its seek is a real Range request.
  const source = ['-f', 'lavfi', '-i', `anoisesrc=color=pink:amplitude=0.3:duration=120,aformat=sample_rates=44100:channel_layouts=stereo`];
  const flacBase = path.join(root, 'base.flac');
  const alacBase = path.join(root, 'base.m4a');
  const shortBase = path.join(root, 'short.m4a');
  ffmpeg([...source, '-c:a', 'flac', flacBase]);
  ffmpeg([...source, '-c:a', 'alac', alacBase]);
  ffmpeg(['-f', 'lavfi', '-i', `sine=frequency=440:duration=${STREAM_SECONDS},aformat=sample_rates=44100:channel_layouts=stereo`, '-c:a', 'alac', shortBase]);
  const flacTitle = 'Direct Flac Pair';
  copies(flacBase, 1, () => path.join(music, 'Pairs', 'direct.flac'), () => flacTitle);
  const alacTitle = (i: number) => `Transcoded Alac ${i}`;
  copies(alacBase, RUNS, (i) => path.join(music, 'Pairs', `alac-${i}.m4a`), alacTitle);
  const streamTitle = (i: number) => `Concurrent Stream ${i}`;
  const streamCount = LEVELS.reduce((sum, level) => sum + level, 0);
  copies(shortBase, streamCount, (i) => path.join(music, 'Streams', `stream-${i}.m4a`), streamTitle);
  const watchedBase = path.join(root, 'watched.mp3');
  ffmpeg(['-f', 'lavfi', '-i', 'sine=frequency=550:duration=5', '-c:a', 'libmp3lame', '-b:a', '64k', watchedBase]);

  // The folder is scanned by the CLI before the start: a catalogue that is not empty gets no demo.
  const settings = { TANGERINE_DATA_DIR: path.join(root, 'data'), TANGERINE_MUSIC_DIR: music, LOG_LEVEL: 'warn', DATABASE_URL: '' };
  const env: NodeJS.ProcessEnv = { ...process.env, ...settings };
  const admin = async (args: string[]) => {
    const result = await run(process.execPath, [adminEntry, ...args], { cwd: workspaceRoot, env, timeoutMs: 600_000 });
    if (result.code !== 0) throw new Error(`admin ${args.join(' ')}: ${result.stderr.slice(-1000)}`);
    return result.stdout.trim();
  };
  await admin(['libraries', 'add', music]);
  await admin(['libraries', 'scan']);
  const code = (await admin(['codes', 'issue', '--days', '1'])).split('\n').at(-1)?.trim() ?? '';
  const port = await freePort();
  // Debug: the watcher's and the scans' log lines give the stages of a watched file's way in.
  server = await startServerProcess(port, { ...settings, LOG_LEVEL: 'debug' });
  const running: Server = { baseUrl: `http://127.0.0.1:${port}` };
  const headers = await activateThroughApi(running.baseUrl, code);
  const flac = await until('the first scan', 600_000, () => findTrack(running, headers, flacTitle));
  const alac = await Promise.all(Array.from({ length: RUNS }, (_, i) => until('the first scan', 60_000, () => findTrack(running, headers, alacTitle(i)))));
  const streams = await Promise.all(Array.from({ length: streamCount }, (_, i) => until('the first scan', 60_000, () => findTrack(running, headers, streamTitle(i)))));

  // 1. A file added to the watched folder, until search finds it.
  const watchLatencies: number[] = [];
  const closedAt: number[] = [];
  for (let i = 0; i < WATCHED; i++) {
    const title = `Watched Arrival ${i}`;
    const temporary = path.join(root, `arrival-${i}.mp3`);
    ffmpeg(['-i', watchedBase, '-c', 'copy', '-metadata', `title=${title}`, temporary]);
    const bytes = fs.readFileSync(temporary);
    const target = path.join(music, 'Watched', `arrival-${i}.mp3`);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    const handle = fs.openSync(target, 'w');
    fs.writeSync(handle, bytes);
    fs.closeSync(handle);
    const closed = performance.now();
    closedAt.push(Date.now());
    await until(`search finding ${title}`, 30_000, () => findTrack(running, headers, title));
    watchLatencies.push(performance.now() - closed);
    // Arrivals a little apart, as files copied in by hand or by a tagger.
    await new Promise((resolve) => setTimeout(resolve, 300));
  }

  // 2. Click to playing and seek to the middle in Chromium, direct and transcoded alternating.
  ensureChromium();
  browser = await launchChromium(['--autoplay-policy=no-user-gesture-required']);
  const url = (streamUrl: string) => `${running.baseUrl}${streamUrl}`;
  const direct: number[] = [];
  const transcoded: number[] = [];
  const directSeek: number[] = [];
  const transcodedSeek: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const flacRun = await startAndSeek(browser, running.baseUrl, url(flac.stream_url), MIDDLE, null);
    direct.push(flacRun.clickToPlayingMs);
    directSeek.push(flacRun.seekToPlayingMs);
    const alacUrl = url((alac[i] as { stream_url: string }).stream_url);
    const alacRun = await startAndSeek(browser, running.baseUrl, alacUrl, MIDDLE, `${alacUrl}&offset=${MIDDLE}`);
    transcoded.push(alacRun.clickToPlayingMs);
    transcodedSeek.push(alacRun.seekToPlayingMs);
  }
  await browser.close();
  browser = undefined;

  // Where a transcoded start goes, without the browser: first bytes over loopback, direct vs a new
  // transcode (offset=1, never from the cache), 2 s apart so each finds the ready ffmpeg again.
  const firstBytes = async (streamUrl: string) => {
    const started = performance.now();
    const response = await fetch(streamUrl, { headers });
    const reader = response.body?.getReader();
    await reader?.read();
    const elapsed = performance.now() - started;
    await reader?.cancel();
    return elapsed;
  };
  const directBytes: number[] = [];
  const transcodedBytes: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    directBytes.push(await firstBytes(url(flac.stream_url)));
    transcodedBytes.push(await firstBytes(`${url((alac[i] as { stream_url: string }).stream_url)}&offset=1`));
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }

  // 3. Concurrent transcoded streams at Normal quality, each level on copies not streamed before.
  const levels: { streams: number; takes: StreamTake[] }[] = [];
  let next = 0;
  for (const level of LEVELS) {
    const batch = streams.slice(next, next + level);
    next += level;
    levels.push({ streams: level, takes: await Promise.all(batch.map((track) => takeOggStream(`${url(track.stream_url)}&quality=normal`))) });
  }

  const p = (values: number[], q: number) => +percentile(values, q).toFixed(1);
  const stages = watchStages(server.log(), closedAt, watchLatencies);
  const ratio = (a: number[], b: number[], q: number) => (percentile(a, q) / percentile(b, q)).toFixed(2);
  console.log(`\nLibrary streaming (built server, SQLite, loopback), ${new Date().toISOString()}, ${os.cpus().length} cores, load average ${os.loadavg()[0]?.toFixed(2)}`);
  console.log(`Watched folder: ${WATCHED} files added one by one, close → found by search: p50 ${p(watchLatencies, 50)} ms, p95 ${p(watchLatencies, 95)} ms (target p95 ≤ 3000 ms: ${percentile(watchLatencies, 95) <= 3000 ? 'met' : 'MISSED'})`);
  if (stages) console.log(`  stages, p50 / p95 ms: close → watcher event ${p(stages.seen, 50)} / ${p(stages.seen, 95)}; event → scan start ${p(stages.started, 50)} / ${p(stages.started, 95)}; scan start → committed ${p(stages.committed, 50)} / ${p(stages.committed, 95)}; committed → found by search ${p(stages.found, 50)} / ${p(stages.found, 95)}`);
  console.table([
    { inChromium: 'FLAC sent directly: click to playing', runs: RUNS, p50Ms: p(direct, 50), p95Ms: p(direct, 95) },
    { inChromium: 'ALAC transcoded to Opus: click to playing', runs: RUNS, p50Ms: p(transcoded, 50), p95Ms: p(transcoded, 95) },
    { inChromium: `FLAC seek to the middle (${MIDDLE} s, Range) to playing`, runs: RUNS, p50Ms: p(directSeek, 50), p95Ms: p(directSeek, 95) },
    { inChromium: `ALAC seek to the middle (offset=${MIDDLE}, a new transcode) to playing`, runs: RUNS, p50Ms: p(transcodedSeek, 50), p95Ms: p(transcodedSeek, 95) },
  ]);
  console.log(`First bytes over loopback (no browser), p50 / p95 ms: FLAC direct ${p(directBytes, 50)} / ${p(directBytes, 95)}; ALAC transcoded from the ready ffmpeg ${p(transcodedBytes, 50)} / ${p(transcodedBytes, 95)}`);
  console.log(`Click to playing, transcoded / direct: p50 ${ratio(transcoded, direct, 50)}, p95 ${ratio(transcoded, direct, 95)} (target ≤ 1.5); seek to playing: p50 ${ratio(transcodedSeek, directSeek, 50)}, p95 ${ratio(transcodedSeek, directSeek, 95)} (target ≤ 2)`);
  const sustainedLevel = (takes: StreamTake[]) => takes.every((take) => take.stalls === 0);
  console.table(
    levels.map(({ streams: count, takes }) => ({
      concurrentStreams: count,
      stalledStreams: takes.filter((take) => take.stalls > 0).length,
      smallestLeadS: +Math.min(...takes.map((take) => take.smallestLeadSeconds)).toFixed(2),
      startP95Ms: p(takes.map((take) => take.startMs), 95),
      slowestSpeedXRealTime: +Math.min(...takes.map((take) => take.speed)).toFixed(2),
      sustained: sustainedLevel(takes),
    })),
  );
  const sustained = levels.filter((level) => sustainedLevel(level.takes)).map((level) => level.streams);
  console.log(`Concurrent transcoded streams at Normal (${STREAM_SECONDS} s each, Opus) sustained without a stall: ${sustained.length ? Math.max(...sustained) : 0} of the levels ${LEVELS.join(', ')} (target ≥ 20)`);
} finally {
  await browser?.close();
  await server?.stop();
  fs.rmSync(root, { recursive: true, force: true });
}
