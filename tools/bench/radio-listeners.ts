import http from 'node:http';
import { apiJson, ms, percentile, type BenchContext, type BenchResult } from './bench-context.js';

const LISTENERS = 100;
const SECONDS = Number(process.env['BENCH_RADIO_SECONDS'] ?? 60);
/** A stall: no byte for this long on a live MP3 stream is an audible dropout for a listener. */
const STALL_MS = 2_000;

interface Listener {
  firstByteMs: number;
  maxGapMs: number;
  bytes: number;
  error?: string;
}

/** Reads the stream for `seconds`; the slow one reads 4 KB per second and lets the rest pile up. */
function listen(url: URL, seconds: number, slow: boolean, agent: http.Agent): Promise<Listener> {
  return new Promise((resolve) => {
    const began = performance.now();
    const state: Listener = { firstByteMs: Number.NaN, maxGapMs: 0, bytes: 0 };
    let last = Number.NaN;
    let slowTimer: NodeJS.Timeout | undefined;
    const finish = (error?: string) => {
      clearTimeout(stopTimer);
      clearInterval(slowTimer);
      if (!Number.isNaN(last)) state.maxGapMs = Math.max(state.maxGapMs, performance.now() - last);
      resolve(error ? { ...state, error } : state);
    };
    const request = http.get(url, { agent }, (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        finish(`status ${response.statusCode}`);
        return;
      }
      if (slow) {
        response.pause();
        slowTimer = setInterval(() => {
          const chunk = response.read(4096) as Buffer | null;
          if (chunk) state.bytes += chunk.length;
        }, 1_000);
        return;
      }
      response.on('data', (chunk: Buffer) => {
        const now = performance.now();
        if (Number.isNaN(last)) state.firstByteMs = now - began;
        else state.maxGapMs = Math.max(state.maxGapMs, now - last);
        last = now;
        state.bytes += chunk.length;
      });
      response.on('end', () => finish('the stream ended'));
    });
    request.on('error', (error) => finish(error.message));
    const stopTimer = setTimeout(() => {
      request.destroy();
      finish();
    }, seconds * 1_000);
  });
}

/** 100 listeners on one live station for 60 s while one of them reads slowly: nobody else may stall. */
export async function benchRadioListeners(context: BenchContext): Promise<BenchResult> {
  type Station = { id: string | number; name?: string; streamUrl?: string | null; stream_url?: string | null };
  const list = await apiJson<{ radio?: Station[]; stations?: Station[] } | Station[]>(context, '/api/v1/browse/radio');
  const stations = Array.isArray(list) ? list : (list.radio ?? list.stations ?? []);
  const station = stations.find((candidate) => candidate.streamUrl ?? candidate.stream_url);
  const stream = station?.streamUrl ?? station?.stream_url;
  if (!station || !stream) throw new Error('no radio station with a stream URL in /api/v1/browse/radio');
  const url = new URL(stream, context.server.baseUrl);
  if (url.origin !== context.server.baseUrl) throw new Error(`station ${station.id} streams from ${url.origin}, not from our server`);
  const agent = new http.Agent({ keepAlive: false, maxSockets: LISTENERS + 1 });
  const [slow, ...listeners] = await Promise.all([listen(url, SECONDS, true, agent), ...Array.from({ length: LISTENERS }, () => listen(url, SECONDS, false, agent))]);
  agent.destroy();
  const errors = listeners.filter((listener) => listener.error);
  const gaps = listeners.map((listener) => listener.maxGapMs);
  const stalled = listeners.filter((listener) => listener.maxGapMs > STALL_MS || listener.bytes === 0);
  const kbps = listeners.map((listener) => (listener.bytes * 8) / 1000 / SECONDS);
  return {
    name: 'Live radio: many listeners, one slow',
    status: 'measured',
    lines: [
      `station ${station.id} (${station.name ?? 'unnamed'}), ${LISTENERS} listeners reading freely + 1 reading 4 KB/s, ${SECONDS} s`,
      `each listener's longest gap between chunks: p50 ${ms(percentile(gaps, 50))}, p99 ${ms(percentile(gaps, 99))}, max ${ms(Math.max(...gaps))}`,
      `stalled (a gap over ${STALL_MS} ms or no data): ${stalled.length}; errors: ${errors.length}${errors.length ? ` (first: ${errors[0]?.error})` : ''}; target 0: ${stalled.length === 0 && errors.length === 0 ? 'meets the target' : 'MISSES the target'}`,
      `first byte: p50 ${ms(percentile(listeners.map((listener) => listener.firstByteMs), 50))}; received: min ${Math.min(...kbps).toFixed(0)} kbit/s, median ${percentile(kbps, 50).toFixed(0)} kbit/s; the slow listener read ${(slow?.bytes ?? 0) / 1024} KB${slow?.error ? ` (${slow.error})` : ''}`,
    ],
  };
}
