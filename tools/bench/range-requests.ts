import http from 'node:http';
import { firstSongStreamUrl, ms, percentile, type BenchContext, type BenchResult } from './bench-context.js';

const CONCURRENT = 200;
const SPAN = 64 * 1024;

interface RangeOutcome {
  ok: boolean;
  ttfb: number;
  total: number;
  detail?: string;
}

/** One Range GET: time to the first body byte, and whether the answer is the 206 we asked for. */
function rangeGet(url: URL, start: number, end: number, size: number, agent: http.Agent): Promise<RangeOutcome> {
  return new Promise((resolve) => {
    const began = performance.now();
    let ttfb = Number.NaN;
    const request = http.get(url, { agent, headers: { range: `bytes=${start}-${end}` }, timeout: 30_000 }, (response) => {
      let received = 0;
      response.on('data', (chunk: Buffer) => {
        if (Number.isNaN(ttfb)) ttfb = performance.now() - began;
        received += chunk.length;
      });
      response.on('end', () => {
        const expected = end - start + 1;
        const ok = response.statusCode === 206 && response.headers['content-range'] === `bytes ${start}-${end}/${size}` && received === expected;
        resolve({ ok, ttfb, total: performance.now() - began, ...(ok ? {} : { detail: `${response.statusCode} ${response.headers['content-range']} ${received}/${expected} bytes` }) });
      });
      response.on('error', (error) => resolve({ ok: false, ttfb, total: performance.now() - began, detail: error.message }));
    });
    request.on('timeout', () => request.destroy(new Error('timeout after 30 s')));
    request.on('error', (error) => resolve({ ok: false, ttfb, total: performance.now() - began, detail: error.message }));
  });
}

/** 200 Range requests at once at random offsets of one song, each on its own connection. */
export async function benchRangeRequests(context: BenchContext): Promise<BenchResult> {
  const song = await firstSongStreamUrl(context);
  const url = new URL(song.url);
  // The file's size from the Content-Range of a one-byte request.
  const probe = await fetch(url, { headers: { range: 'bytes=0-0' } });
  await probe.arrayBuffer();
  const size = Number(probe.headers.get('content-range')?.split('/')[1]);
  if (probe.status !== 206 || !Number.isFinite(size) || size <= 0) throw new Error(`GET ${url.pathname} with Range bytes=0-0 answered ${probe.status}, Content-Range ${probe.headers.get('content-range')}`);
  const agent = new http.Agent({ keepAlive: false, maxSockets: CONCURRENT });
  const offsets = Array.from({ length: CONCURRENT }, () => Math.floor(Math.random() * Math.max(1, size - 1)));
  const began = performance.now();
  const outcomes = await Promise.all(offsets.map((start) => rangeGet(url, start, Math.min(size - 1, start + SPAN - 1), size, agent)));
  const wall = performance.now() - began;
  agent.destroy();
  const failures = outcomes.filter((outcome) => !outcome.ok);
  const ttfbs = outcomes.filter((outcome) => Number.isFinite(outcome.ttfb)).map((outcome) => outcome.ttfb);
  return {
    name: 'Concurrent Range requests',
    status: 'measured',
    lines: [
      `${CONCURRENT} concurrent GETs with Range of up to ${SPAN / 1024} KB at random offsets of a ${(size / 1024).toFixed(0)} KB file (track ${song.id}), one connection each`,
      `errors: ${failures.length}${failures.length ? ` (first: ${failures[0]?.detail})` : ''}; target 0: ${failures.length === 0 ? 'meets the target' : 'MISSES the target'}`,
      `time to first byte: p50 ${ms(percentile(ttfbs, 50))}, p99 ${ms(percentile(ttfbs, 99))}, max ${ms(Math.max(...ttfbs))}; all done in ${ms(wall)}`,
    ],
  };
}
