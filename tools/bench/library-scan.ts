// `npm run bench`: a music library read in place, through the built admin CLI (`libraries add`,
// `libraries scan`, what an operator runs): files per second of the first scan and of a rescan with
// nothing changed, and the scanning process's peak RSS, on a generated folder of BENCH_LIBRARY_FILES
// files (tagged MP3s, every 10th one FLAC, Ogg Vorbis, Opus, AAC or ALAC made by Debian's ffmpeg:
// mixed-library.ts).
// Beside it in the same run, on the same folder: Debian's supysonic (`supysonic-cli folder scan`)
// when apt can install it.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { adminEntry } from '@tangerine/harness';
import { writeMixedLibrary } from './mixed-library.js';

const FILES = Number(process.env['BENCH_LIBRARY_FILES'] ?? 10_000);
const tools = path.resolve(import.meta.dirname, '..');

function ensure(pkg: string, program: string): boolean {
  return spawnSync('bash', [path.join(tools, 'ensure-debian-package.sh'), pkg, program], { stdio: 'inherit' }).status === 0;
}

/** Runs a command under /usr/bin/time: wall seconds, peak RSS in MB, its output. */
function timed(command: string, args: string[], env: NodeJS.ProcessEnv): { seconds: number; rssMb: number; stdout: string; stderr: string } {
  const started = performance.now();
  const result = spawnSync('/usr/bin/time', ['-f', 'maxrss=%M', command, ...args], { env, encoding: 'utf8', maxBuffer: 1 << 26 });
  const seconds = (performance.now() - started) / 1000;
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed: ${result.stderr.slice(-2000)}`);
  const rss = /maxrss=(\d+)/.exec(result.stderr);
  return { seconds, rssMb: rss ? Math.round(Number(rss[1]) / 1024) : NaN, stdout: result.stdout, stderr: result.stderr };
}

function supysonic(folder: string, root: string): { first: number; rescan: number } | string {
  if (!ensure('supysonic', 'supysonic-cli')) return 'supysonic could not be installed with apt-get';
  const home = path.join(root, 'supysonic-home');
  fs.mkdirSync(home, { recursive: true });
  fs.writeFileSync(path.join(home, '.supysonic'), `[base]\ndatabase_uri = sqlite:///${path.join(home, 'supysonic.db')}\n`);
  const env = { ...process.env, HOME: home };
  try {
    timed('supysonic-cli', ['folder', 'add', 'bench', folder], env);
    const first = timed('supysonic-cli', ['folder', 'scan', '--foreground', 'bench'], env).seconds;
    const rescan = timed('supysonic-cli', ['folder', 'scan', '--foreground', 'bench'], env).seconds;
    return { first, rescan };
  } catch (error) {
    return `supysonic did not run: ${(error as Error).message.slice(0, 300)}`;
  }
}

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'tangerine-bench-library-'));
try {
  if (!ensure('ffmpeg', 'ffmpeg')) throw new Error('ffmpeg could not be installed');
  const folder = path.join(root, 'Music');
  const mixed = writeMixedLibrary(folder, FILES);
  const env = { ...process.env, TANGERINE_DATA_DIR: path.join(root, 'data'), LOG_LEVEL: 'warn', DATABASE_URL: '' };
  timed(process.execPath, [adminEntry, 'libraries', 'add', folder], env);
  const first = timed(process.execPath, [adminEntry, 'libraries', 'scan', '1'], env);
  const rescan = timed(process.execPath, [adminEntry, 'libraries', 'scan', '1'], env);
  const scanSeconds = (run: { stdout: string }) => Number(/in ([\d.]+) s/.exec(run.stdout)?.[1] ?? NaN);
  const other = supysonic(folder, root);
  const rows = [
    { scan: 'Tangerine first scan', files: FILES, wallSeconds: +first.seconds.toFixed(2), scanSeconds: scanSeconds(first), filesPerSecond: Math.round(FILES / first.seconds), peakRssMb: first.rssMb },
    { scan: 'Tangerine unchanged rescan', files: FILES, wallSeconds: +rescan.seconds.toFixed(2), scanSeconds: scanSeconds(rescan), filesPerSecond: Math.round(FILES / rescan.seconds), peakRssMb: rescan.rssMb },
    ...(typeof other === 'string'
      ? []
      : [
          { scan: 'supysonic first scan', files: FILES, wallSeconds: +other.first.toFixed(2), scanSeconds: NaN, filesPerSecond: Math.round(FILES / other.first), peakRssMb: NaN },
          { scan: 'supysonic unchanged rescan', files: FILES, wallSeconds: +other.rescan.toFixed(2), scanSeconds: NaN, filesPerSecond: Math.round(FILES / other.rescan), peakRssMb: NaN },
        ]),
  ];
  console.log(`\nLibrary scan (libraries scan, SQLite), ${new Date().toISOString()}, ${os.cpus().length} cores, ${FILES} files (${mixed} of them FLAC/Ogg/Opus/AAC/ALAC), load average ${os.loadavg()[0]?.toFixed(2)}`);
  console.log(first.stdout.trim().split('\n').at(-1));
  console.table(rows);
  if (typeof other === 'string') console.log(other);
  else console.log(`Ratios in this run: first scan ${(other.first / first.seconds).toFixed(1)}x supysonic's speed, unchanged rescan ${(other.rescan / rescan.seconds).toFixed(1)}x (wall time, each including its process start).`);
  console.log(JSON.stringify(rows));
} finally {
  fs.rmSync(root, { recursive: true, force: true });
}
