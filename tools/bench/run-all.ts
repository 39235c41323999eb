/**
 * `npm run bench`: every benchmark figure of the product (the browser's, the player's, Connect's,
 * offline's, the server's and the player machine's own benches), measured in this run against the
 * real built server on a fresh data directory, printed and written to BENCHMARKS.md with the date
 * and the machine. Nothing here asserts: it measures and reports.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureChromium, launchChromium, run, startServer, workspaceRoot, type RunningServer } from '@tangerine/harness';
import type { Browser } from 'playwright-core';
import { activatedStorageState, activateThroughApi, type BenchContext, type BenchResult } from './bench-context.js';
import { benchBundleSize } from './bundle-size.js';
import { benchClickToPlaying } from './click-to-playing.js';
import { benchEqualizer } from './equalizer.js';
import { benchRadioClickToPlaying } from './radio-click-to-playing.js';
import { benchConnectCommands } from './connect-commands.js';
import { benchDownloadVsFetch } from './download-vs-fetch.js';
import { benchGaplessGap } from './gapless-gap.js';
import { benchLoudnessSpread } from './loudness-spread.js';
import { benchLighthouse } from './lighthouse.js';
import { benchFirstOpens } from './first-opens.js';
import { benchAxeRoutes } from './axe-routes.js';
import { benchLikedSongsScroll } from './liked-songs-scroll.js';
import { benchOfflineColdStart } from './offline-cold-start.js';
import { benchRadioListeners } from './radio-listeners.js';
import { benchRangeRequests } from './range-requests.js';
import { benchRoomsSync } from './rooms-sync.js';
import { replaceSection, writeReport } from './report.js';

const ANSI_COLOUR = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
const stripAnsi = (text: string) => text.replace(ANSI_COLOUR, '');
/** Output as it goes into BENCHMARKS.md: no colours, and paths relative to the repository. */
const forReport = (text: string) => stripAnsi(text).replaceAll(workspaceRoot, '.');

async function workspaceBench(name: string, workspace: string): Promise<BenchResult> {
  const manifest = JSON.parse(fs.readFileSync(path.join(workspaceRoot, workspace, 'package.json'), 'utf8')) as { name: string; scripts?: Record<string, string> };
  if (!manifest.scripts?.['bench']) return { name, status: 'not measured', lines: [`${manifest.name} has no bench script yet`] };
  const result = await run('npm', ['run', 'bench', '-w', manifest.name], { cwd: workspaceRoot, timeoutMs: 30 * 60_000 });
  const output = forReport(`${result.stdout}\n${result.stderr}`)
    .split('\n')
    .filter((line) => line.trim() && !/^npm (warn|notice)/.test(line))
    .slice(-60);
  return { name, status: result.code === 0 ? 'measured' : 'not measured', lines: [`npm run bench -w ${manifest.name} (exit ${result.code}):`, '```', ...output, '```'] };
}

/** `BENCH_ONLY=click,range` runs only the benches whose name contains one of the words (while iterating). */
const only = (process.env['BENCH_ONLY'] ?? '').split(',').map((word) => word.trim().toLowerCase()).filter(Boolean);

/**
 * The server helper's figures: its own script, tools/bench/server-bench.ts, chained as it
 * is (the server was built above); else an apps/server `bench` script if there is one.
 */
async function serverBench(name: string, relativeScript = 'tools/bench/server-bench.ts', args: string[] = []): Promise<BenchResult> {
  const script = path.join(workspaceRoot, relativeScript);
  if (!fs.existsSync(script)) return workspaceBench(name, 'apps/server');
  const result = await run('npx', ['tsx', '--conditions=@tangerine/source', script, ...args], { cwd: workspaceRoot, timeoutMs: 90 * 60_000 });
  const output = forReport(`${result.stdout}\n${result.stderr}`)
    .split('\n')
    .filter((line) => line.trim() && !/^npm (warn|notice)/.test(line))
    .slice(-80);
  return { name, status: result.code === 0 ? 'measured' : 'not measured', lines: [`npx tsx ${[relativeScript, ...args].join(' ')} (exit ${result.code}):`, '```', ...output, '```'] };
}

let reportHeader: string[] = [];
const reported: BenchResult[] = [];

async function measured(name: string, bench: () => Promise<BenchResult>): Promise<BenchResult> {
  if (only.length > 0 && !only.some((word) => name.toLowerCase().includes(word))) return { name, status: 'not measured', lines: ['skipped (BENCH_ONLY)'] };
  const began = Date.now();
  process.stdout.write(`\n▶ ${name}\n`);
  let result: BenchResult;
  try {
    result = await bench();
  } catch (error) {
    result = { name, status: 'not measured', lines: [`failed: ${stripAnsi(error instanceof Error ? error.message : String(error)).split('\n').slice(0, 4).join(' | ')}`] };
  }
  result.lines.push(`(took ${((Date.now() - began) / 1000).toFixed(0)} s)`);
  for (const line of result.lines) process.stdout.write(`  ${line}\n`);
  // Written after every bench: a long or interrupted run keeps what it measured so far.
  if (only.length === 0) {
    reported.push(result);
    writeReport(reported, reportHeader);
  } else replaceSection(result, reportHeader, only);
  return result;
}

function machine(chromiumVersion: string): string[] {
  const cpus = os.cpus();
  return [
    `- Date: ${new Date().toISOString()}`,
    `- Machine: ${os.hostname()}, ${cpus.length} × ${cpus[0]?.model ?? 'unknown CPU'}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB RAM, ${os.type()} ${os.release()} (${os.arch()})`,
    `- Node ${process.version}, Chromium ${chromiumVersion}`,
  ];
}

async function main(): Promise<void> {
  ensureChromium();
  const build = await run('npx', ['nx', 'run-many', '-t', 'build', '-p', '@tangerine/server', '@tangerine/web', '--outputStyle=stream'], { cwd: workspaceRoot, timeoutMs: 900_000 });
  if (build.code !== 0) throw new Error(`the build failed:\n${build.stdout.slice(-3000)}\n${build.stderr.slice(-3000)}`);

  const results: BenchResult[] = [];
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  let chromiumVersion = 'unknown';
  try {
    server = await startServer();
    const code = await server.issueCode(['--days', '30', '--devices', '20']);
    browser = await launchChromium(['--autoplay-policy=no-user-gesture-required']);
    chromiumVersion = browser.version();
    reportHeader = machine(chromiumVersion);
    const context: BenchContext = { server, browser, code, apiHeaders: await activateThroughApi(server.baseUrl, code), storageState: await activatedStorageState(browser, server.baseUrl, code) };
    results.push(await measured('Initial JavaScript (gzipped)', () => benchBundleSize(context)));
    results.push(await measured('Click to playing (song)', () => benchClickToPlaying(context)));
    results.push(await measured('Click to playing (live radio)', () => benchRadioClickToPlaying(context)));
    results.push(await measured('Lighthouse', () => benchLighthouse(context)));
    results.push(await measured('First opens', () => benchFirstOpens(context)));
    results.push(await measured('Accessibility on every listener route (axe)', () => benchAxeRoutes(context)));
    results.push(await measured('Gap at a track boundary', () => benchGaplessGap(context)));
    results.push(await measured('Loudness spread as played', () => benchLoudnessSpread(context)));
    results.push(await measured('Equalizer on vs off', () => benchEqualizer(context)));
    results.push(await measured('Concurrent Range requests', () => benchRangeRequests(context)));
    results.push(await measured('Live radio: many listeners, one slow', () => benchRadioListeners(context)));
    results.push(await measured('Connect: command to effect', () => benchConnectCommands(context)));
    results.push(await measured('Rooms: sync between members', () => benchRoomsSync(context)));
    results.push(await measured('Download of a 12-track list vs plain fetch', () => benchDownloadVsFetch(context)));
    results.push(await measured('Offline cold start of /downloads', () => benchOfflineColdStart(context)));
    // Last on this server: it adds 10,000 synthetic tracks and likes them.
    results.push(await measured('Liked Songs: 10,000 entries', () => benchLikedSongsScroll(context)));
  } finally {
    await browser?.close();
    await server?.stop();
  }
  results.push(await measured('Server figures', () => serverBench('Server figures')));
  results.push(await measured('Subsonic API', () => serverBench('Subsonic API', 'tools/bench/subsonic-bench.ts')));
  results.push(await measured('Connect: 1,000 idle device channels', () => serverBench('Connect: 1,000 idle device channels', 'tools/bench/connect-channels.ts')));
  results.push(await measured('Connect: a channel that never reads', () => serverBench('Connect: a channel that never reads', 'tools/bench/connect-stalled-channel.ts')));
  results.push(await measured('Folder import throughput', () => serverBench('Folder import throughput', 'tools/bench/import-throughput.ts')));
  results.push(await measured('Rooms: 50 rooms of 3 members', () => serverBench('Rooms: 50 rooms of 3 members', 'tools/bench/rooms-fifty.ts')));
  results.push(await measured('Library scan', () => serverBench('Library scan', 'tools/bench/library-scan.ts')));
  results.push(await measured('Library streaming: watched folder, transcoding, concurrent streams', () => serverBench('Library streaming: watched folder, transcoding, concurrent streams', 'tools/bench/library-stream.ts')));
  for (const ffmpeg of ['without', 'with'] as const) {
    const name = `Demo first start ${ffmpeg} ffmpeg on PATH (until the activation code)`;
    results.push(await measured(name, () => serverBench(name, 'tools/bench/demo-audio.ts', ['--first-start', ...(ffmpeg === 'without' ? ['--without-ffmpeg'] : [])])));
  }
  results.push(await measured('Waveform peaks of a 5-minute track (server CPU)', () => serverBench('Waveform peaks of a 5-minute track (server CPU)', 'tools/bench/waveform-peaks.ts')));
  results.push(await measured('Autoplay choice: 1,000,000 tracks', () => serverBench('Autoplay choice: 1,000,000 tracks', 'tools/bench/mix-choice.ts')));
  results.push(await measured('One process vs two behind HAProxy', () => serverBench('One process vs two behind HAProxy', 'tools/bench/scale-out.ts')));
  results.push(await measured('Soak: mixed traffic, 10 minutes', () => serverBench('Soak: mixed traffic, 10 minutes', 'tools/bench/soak.ts')));
  results.push(await measured('Smart playlists and History: 1,000,000 tracks and plays', () => serverBench('Smart playlists and History: 1,000,000 tracks and plays', 'tools/bench/library-rules-history.ts')));
  results.push(await measured('PostgreSQL: smart-playlist rules and History, 1,000,000 tracks and plays', () => serverBench('PostgreSQL: smart-playlist rules and History, 1,000,000 tracks and plays', 'tools/bench/library-rules-history.ts', ['--postgres'])));
  results.push(await measured('Player machine: 100,000-track queue', () => workspaceBench('Player machine: 100,000-track queue', 'libs/player/machine')));
  if (only.length > 0) {
    process.stdout.write('\nBENCH_ONLY was set: only its sections of BENCHMARKS.md were replaced\n');
    return;
  }
  writeReport(results, machine(chromiumVersion));
  process.stdout.write(`\nWrote BENCHMARKS.md (${results.filter((result) => result.status === 'measured').length} of ${results.length} measured)\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
