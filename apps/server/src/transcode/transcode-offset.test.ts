import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../content/test-support/fixtures.js';
import { ensureFfmpeg } from '../library/test-support/audio-files.js';
import { QUALITY_KBPS } from './quality.js';
import { createTranscoder, LEAD_ARGS, type Transcoder } from './transcoder.js';
import { createWarmSpares } from './warm-ffmpeg.js';

/**
 * A stream from an offset holds the file's audio from exactly that time: room members that opened the
 * same song at different offsets must play the same sample at the same song time. Measured on the
 * decoded audio: the lag at which the stream from X best matches the whole file decoded, less X.
 */
const RATE = 8000;
/** The room's encoding (room quality "high", Opus). */
const ROOM_OUTPUT = { format: 'opus', bitrateKbps: QUALITY_KBPS.high } as const;
const OFFSETS = [3.5, 7.5];
const TOLERANCE_MS = 1;
let root: string;
let ffmpeg: string;
const inputs: Record<string, string> = {};
const open: Transcoder[] = [];

beforeAll(() => {
  ffmpeg = ensureFfmpeg();
  root = tempDir('transcode-offset');
  // Noise, not a tone: a periodic signal matches itself at many lags.
  const noise = 'anoisesrc=duration=12:color=pink:seed=7:sample_rate=44100';
  const codecs: Record<string, string[]> = { mp3: ['-c:a', 'libmp3lame', '-b:a', '128k'], flac: ['-c:a', 'flac'], m4a: ['-c:a', 'aac', '-b:a', '128k'] };
  for (const [extension, codec] of Object.entries(codecs)) {
    inputs[extension] = path.join(root, `noise.${extension}`);
    execFileSync(ffmpeg, ['-v', 'error', '-y', '-f', 'lavfi', '-i', noise, '-ac', '2', ...codec, inputs[extension] as string]);
  }
});

afterAll(() => {
  for (const transcoder of open) transcoder.close();
  fs.rmSync(root, { recursive: true, force: true });
});

/** Mono samples at RATE, decoded by ffmpeg from a file (args) or a body (input). */
function decoded(args: string[], input?: Buffer): Float32Array {
  const pcm = execFileSync(ffmpeg, ['-v', 'error', ...args, '-ac', '1', '-ar', String(RATE), '-f', 'f32le', 'pipe:1'], { input, maxBuffer: 1 << 26 });
  return new Float32Array(pcm.buffer, pcm.byteOffset, pcm.length / 4);
}

/** Where (ms from `seconds`) the first half second of `part` lies in `whole`, searched 150 ms either side. */
function placement(whole: Float32Array, part: Float32Array, seconds: number): number {
  const length = RATE / 2;
  const at = Math.round(seconds * RATE);
  const reach = Math.round(0.15 * RATE);
  let best = -Infinity;
  let bestLag = 0;
  for (let lag = -reach; lag <= reach; lag++) {
    const start = at + lag;
    if (start < 0 || start + length > whole.length) continue;
    let sum = 0;
    for (let i = 0; i < length; i++) sum += (whole[start + i] as number) * (part[i] as number);
    if (sum > best) [best, bestLag] = [sum, lag];
  }
  return (bestLag * 1000) / RATE;
}

async function streamFrom(transcoder: Transcoder, input: string, offsetSeconds: number): Promise<Float32Array> {
  const job = transcoder.start({ input, ...ROOM_OUTPUT, offsetSeconds });
  const chunks: Buffer[] = [];
  const read = (async (output: Readable) => {
    for await (const chunk of output) chunks.push(chunk as Buffer);
  })(job.output);
  await Promise.all([read, job.done]);
  return decoded(['-i', 'pipe:0'], Buffer.concat(chunks));
}

/** A transcoder with a spare ffmpeg kept ready for the room's output (what a server that streamed it lately has). */
function withSpareReady(): Transcoder {
  const transcoder = createTranscoder(ffmpeg, { spares: createWarmSpares(ffmpeg, LEAD_ARGS) });
  transcoder.keepReady(ROOM_OUTPUT);
  open.push(transcoder);
  return transcoder;
}

describe('a stream from an offset starts at that exact sample of the file', () => {
  for (const extension of ['mp3', 'flac', 'm4a']) {
    it(`${extension}, with a spare ffmpeg ready and on a cold start`, async () => {
      const input = inputs[extension] as string;
      const whole = decoded(['-i', input]);
      for (const offset of OFFSETS) {
        // A transcoder of its own for each stream, so each one with a spare finds it ready.
        for (const [start, transcoder] of [['spare', withSpareReady()], ['cold', createTranscoder(ffmpeg, { spares: null })]] as const) {
          const misplaced = placement(whole, await streamFrom(transcoder, input, offset), offset);
          expect({ extension, start, offset, misplaced: Math.abs(misplaced) <= TOLERANCE_MS ? 'within 1 ms' : `${misplaced} ms` }).toEqual({ extension, start, offset, misplaced: 'within 1 ms' });
        }
      }
    }, 120_000);
  }
});
