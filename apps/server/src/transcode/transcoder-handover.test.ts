import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../content/test-support/fixtures.js';
import { ensureFfmpeg, writeTone } from '../library/test-support/audio-files.js';
import { DEFAULT_TRANSCODE } from './quality.js';
import { createTranscoder, LEAD_ARGS, type Transcoder } from './transcoder.js';
import { createWarmSpares, type FfmpegChild, type WarmSpares } from './warm-ffmpeg.js';

/**
 * What a listener gets from the transcoder, whichever ffmpeg it uses: a cold start, the spare kept
 * ready, or a spare that fails at the handover (died, stuck, already used), and with a slow reader.
 * Measured on the decoded audio itself: a stream's timestamps can claim a length it does not hold.
 */
let root: string;
let ffmpeg: string;
let aiff: string;
let alac: string;
const open: Transcoder[] = [];

beforeAll(() => {
  ffmpeg = ensureFfmpeg();
  root = tempDir('transcoder-handover');
  // AIFF as a tagger writes it (an ID3 chunk); 8 s, as in the browser journey that met the fault.
  aiff = writeTone(path.join(root, 'Granite Hum.aiff'), { seconds: 8, frequency: 330, tags: { title: 'Granite Hum' } });
  alac = writeTone(path.join(root, 'Apple Song.m4a'), { codec: 'alac', seconds: 6, tags: { title: 'Apple Song' } });
});

afterAll(() => {
  for (const transcoder of open) transcoder.close();
  fs.rmSync(root, { recursive: true, force: true });
});

async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Seconds of audio the stream really holds: every sample decoded (mono 48 kHz, 16 bit). */
function decodedSeconds(body: Buffer): number {
  const pcm = execFileSync(ffmpeg, ['-v', 'error', '-i', 'pipe:0', '-f', 's16le', '-ac', '1', '-ar', '48000', 'pipe:1'], { input: body, maxBuffer: 1 << 26 });
  return pcm.length / 2 / 48_000;
}

/** One transcode of `input` from its start at the default quality, read to the end. */
async function transcode(transcoder: Transcoder, input: string, readAfterMs = 0): Promise<number> {
  const job = transcoder.start({ input, ...DEFAULT_TRANSCODE });
  if (readAfterMs) {
    job.output.pause();
    await new Promise((resolve) => setTimeout(resolve, readAfterMs));
  }
  const [body] = await Promise.all([collect(job.output), job.done]);
  return decodedSeconds(body);
}

/** Spares that are ready (one kept for the default output), handed over as `alter` makes them. */
async function readySpares(alter: (child: FfmpegChild) => FfmpegChild = (child) => child): Promise<{ spares: WarmSpares; handed: () => number }> {
  const real = createWarmSpares(ffmpeg, LEAD_ARGS);
  let handed = 0;
  const spares: WarmSpares = {
    take: (...args) => {
      const child = real.take(...args);
      if (child) handed++;
      return child && alter(child);
    },
    keep: real.keep,
    close: real.close,
  };
  return { spares, handed: () => handed };
}

function keptTranscoder(spares: WarmSpares, spareFirstBytesMs?: number): Transcoder {
  const transcoder = createTranscoder(ffmpeg, { spares, ...(spareFirstBytesMs ? { spareFirstBytesMs } : {}) });
  transcoder.keepReady(DEFAULT_TRANSCODE);
  open.push(transcoder);
  return transcoder;
}

describe('every transcode holds the whole file, from its first sample', () => {
  it('on a cold start: AIFF and ALAC (no input flag may drop what ffmpeg read while probing)', async () => {
    const cold = createTranscoder(ffmpeg, { spares: null });
    expect(await transcode(cold, aiff)).toBeGreaterThan(7.9);
    expect(await transcode(cold, alac)).toBeGreaterThan(5.95);
  }, 120_000);

  it('from the spare kept ready, and from a cold start when two plays come at once (the spare used once)', async () => {
    const { spares, handed } = await readySpares();
    const transcoder = keptTranscoder(spares);
    const both = await Promise.all([transcode(transcoder, aiff), transcode(transcoder, aiff)]);
    expect(handed()).toBe(1);
    for (const seconds of both) expect(seconds).toBeGreaterThan(7.9);
  }, 120_000);

  it('to a listener who reads late (a browser that buffers, then waits)', async () => {
    const { spares, handed } = await readySpares();
    const transcoder = keptTranscoder(spares);
    expect(await transcode(transcoder, aiff, 2_000)).toBeGreaterThan(7.9);
    expect(handed()).toBe(1);
  }, 120_000);

  it('of the file as it is now, though the spare started before the file changed', async () => {
    const { spares, handed } = await readySpares();
    const transcoder = keptTranscoder(spares);
    const changed = writeTone(path.join(root, 'Changing.aiff'), { seconds: 2, frequency: 440 });
    // The spare starts a moment after it is kept; the file is replaced after that.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    writeTone(changed, { seconds: 4, frequency: 440 });
    expect(await transcode(transcoder, changed)).toBeGreaterThan(3.9);
    expect(handed()).toBe(1);
  }, 120_000);
});

describe('a spare that fails at the handover gives way to a cold start', () => {
  it('one that died just before (killed, not yet reaped)', async () => {
    const { spares, handed } = await readySpares((child) => {
      process.kill(child.pid as number, 'SIGKILL');
      return child;
    });
    const transcoder = keptTranscoder(spares);
    expect(await transcode(transcoder, aiff)).toBeGreaterThan(7.9);
    expect(handed()).toBe(1);
  }, 120_000);

  it('one that is stuck and never says a byte', async () => {
    const stuck: FfmpegChild[] = [];
    const { spares, handed } = await readySpares((child) => {
      child.kill('SIGKILL');
      // A process with the same pipes that never writes: what a hung ffmpeg looks like from here.
      const silent = spawn('sleep', ['60'], { stdio: ['pipe', 'pipe', 'pipe'] }) as FfmpegChild;
      stuck.push(silent);
      return silent;
    });
    const transcoder = keptTranscoder(spares, 1_000);
    expect(await transcode(transcoder, aiff)).toBeGreaterThan(7.9);
    expect(handed()).toBe(1);
    expect(stuck[0]?.killed).toBe(true);
  }, 120_000);
});
