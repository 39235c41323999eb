/**
 * Measures creating the demo's audio from scratch (the slow part of a first start): wall time, CPU
 * time over all threads, and the machine's load, because on a shared machine wall time says little.
 *   npx tsx --conditions=@tangerine/source tools/bench/demo-audio.ts [--concurrency N]
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildDemoCatalogue, demoAudioJobs, generateAudio } from '@tangerine/demo-catalogue';

const { values } = parseArgs({ options: { concurrency: { type: 'string' } } });
const concurrency = values.concurrency ? Number(values.concurrency) : availableParallelism();
const directory = mkdtempSync(join(tmpdir(), 'tangerine-demo-bench-'));
const jobs = demoAudioJobs(buildDemoCatalogue());
/** CPU seconds of the child processes waited for (ffmpeg encodes), from /proc; 0 where there is none. */
function childrenCpuSeconds(): number {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]?.split(' ') ?? [];
    // cutime and cstime, fields 16 and 17 of stat (14 and 15 after the name), in clock ticks of 1/100 s.
    return (Number(fields[13]) + Number(fields[14])) / 100 || 0;
  } catch {
    return 0;
  }
}

const loadBefore = loadavg()[0] ?? 0;
const cpuBefore = process.cpuUsage();
const childrenBefore = childrenCpuSeconds();
const started = performance.now();
try {
  const files = await generateAudio(jobs, directory, { concurrency });
  const wall = (performance.now() - started) / 1000;
  const own = process.cpuUsage(cpuBefore);
  const cpu = (own.user + own.system) / 1e6 + childrenCpuSeconds() - childrenBefore;
  const audioSeconds = files.reduce((sum, f) => sum + f.duration, 0);
  console.log(`demo audio: ${files.length} files, ${audioSeconds.toFixed(0)} s of audio, ${(files.reduce((s, f) => s + f.bytes, 0) / 1e6).toFixed(1)} MB`);
  console.log(`wall ${wall.toFixed(1)} s with ${concurrency} worker threads on ${availableParallelism()} cores`);
  console.log(`cpu ${cpu.toFixed(1)} s (all threads and child processes), ${((cpu * 1e3) / audioSeconds).toFixed(1)} ms per second of audio`);
  console.log(`load average (1 min) before ${loadBefore.toFixed(1)}, after ${(loadavg()[0] ?? 0).toFixed(1)}`);
} finally {
  rmSync(directory, { recursive: true, force: true });
}
