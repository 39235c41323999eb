import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureFfmpeg } from '../library/test-support/audio-files.js';
import decodeFlac from '@audio/decode-flac';
import { decoder as aacDecoder } from '@audio/decode-aac';
import { flacSampleStreamOf } from './flac-sample.js';
import { aacSampleUnitsOf } from './m4a-sample.js';
import { computePeaks, PEAK_COLUMNS, peaksWithDecoder, sampledFlacPeaks, sampledM4aPeaks, sampledMp3Peaks } from './waveform-peaks.js';

let folder = '';
let ffmpeg = '';
/** A 90-second song: long enough to be sampled. */
let long = '';

/** Music-like MP3 of `seconds`: a chord whose level swells and falls every 20 s, over quiet noise (the same noise every run). */
function writeSong(file: string, seconds: number): string {
  const chord = `aevalsrc=0.5*(0.5+0.45*sin(2*PI*t/20))*(sin(2*PI*220*t)+0.5*sin(2*PI*277*t))/1.5:s=44100:d=${seconds}`;
  execFileSync(ffmpeg, ['-v', 'error', '-y', '-f', 'lavfi', '-i', chord, '-f', 'lavfi', '-i', `anoisesrc=a=0.03:d=${seconds}:r=44100:seed=7`, '-filter_complex', 'amix=inputs=2:normalize=0,aformat=channel_layouts=stereo', '-c:a', 'libmp3lame', '-b:a', '128k', file]);
  return file;
}

function pearson(a: number[], b: number[]): number {
  const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;
  const [ma, mb] = [mean(a), mean(b)];
  let [ab, aa, bb] = [0, 0, 0];
  a.forEach((value, i) => {
    const [x, y] = [value - ma, (b[i] as number) - mb];
    ab += x * y;
    aa += x * x;
    bb += y * y;
  });
  return ab / Math.sqrt(aa * bb);
}

/**
 * A sampled waveform against the whole decode: never louder than the file by more than `maxOver`
 * (two decoders' rounding), close on average, the same shape. The edge columns are left out.
 */
function expectLikeWhole(sampled: number[], whole: number[], maxOver = 2): void {
  expect(sampled).toHaveLength(PEAK_COLUMNS);
  const inner = (peaks: number[]) => peaks.slice(1, -1);
  const over = inner(sampled).map((value, i) => value - (inner(whole)[i] as number));
  expect(Math.max(...over)).toBeLessThanOrEqual(maxOver);
  expect(over.reduce((sum, d) => sum + Math.abs(d), 0) / over.length).toBeLessThan(0.08 * 255);
  expect(pearson(inner(whole), inner(sampled))).toBeGreaterThan(0.95);
}

beforeAll(() => {
  ffmpeg = ensureFfmpeg();
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'tangerine-waveform-'));
  long = writeSong(path.join(folder, 'song.mp3'), 90);
});

afterAll(() => {
  fs.rmSync(folder, { recursive: true, force: true });
});

describe('a long MP3’s waveform, sampled', () => {
  it('keeps the shape of the whole decode, each column at or under it', async () => {
    const file = long;
    // The whole decode (every sample) against the sampled frames.
    expect(await sampledMp3Peaks(file)).not.toBeNull();
    const whole = [...((await peaksWithDecoder(file)) ?? [])];
    const sampled = [...((await computePeaks(file, ffmpeg)) ?? [])];
    expect(whole).toHaveLength(PEAK_COLUMNS);
    expectLikeWhole(sampled, whole);
  });

  it('is sampled in this process: no ffmpeg is started for it', async () => {
    const file = long;
    const sampled = await computePeaks(file, ffmpeg);
    // An ffmpeg that cannot start would fail any decode that needs one.
    expect(await computePeaks(file, path.join(folder, 'no-ffmpeg-here'))).toEqual(sampled);
    expect(await computePeaks(file, null)).toEqual(sampled);
    // Requests at once each get their own decoder; one kept from an earlier file carries nothing over.
    expect(await Promise.all([sampledMp3Peaks(file), sampledMp3Peaks(file)])).toEqual([sampled, sampled]);
  });

  it('leaves a short MP3 to the whole decode', async () => {
    const file = writeSong(path.join(folder, 'short.mp3'), 20);
    expect(await sampledMp3Peaks(file)).toBeNull();
    expect(await computePeaks(file, ffmpeg)).toHaveLength(PEAK_COLUMNS);
  });
});

describe('a long FLAC’s waveform, sampled', () => {
  it('is one frame per column decoded in this process: at or under the whole decode, the same shape, no ffmpeg started', async () => {
    const file = path.join(folder, 'song.flac');
    execFileSync(ffmpeg, ['-v', 'error', '-y', '-i', long, '-c:a', 'flac', file]);
    expect(await sampledFlacPeaks(file)).not.toBeNull();
    const whole = [...((await peaksWithDecoder(file)) ?? [])];
    const sampled = [...((await computePeaks(file, path.join(folder, 'no-ffmpeg-here'))) ?? [])];
    expectLikeWhole(sampled, whole);
  });

  it('keeps each frame’s loudest sample as the library’s own decode of the same frames gives it; requests at once share nothing', async () => {
    const file = path.join(folder, 'song.flac');
    const sample = await flacSampleStreamOf(file, PEAK_COLUMNS);
    expect(sample?.blockSizes).toHaveLength(PEAK_COLUMNS);
    const { channelData } = await decodeFlac(sample?.stream ?? Buffer.alloc(0));
    let offset = 0;
    const expected = (sample?.blockSizes ?? []).map((size) => {
      let peak = 0;
      for (const channel of channelData) for (let i = offset; i < offset + size; i++) peak = Math.max(peak, Math.abs(channel[i] as number));
      offset += size;
      return Math.round(Math.min(1, peak) * 255);
    });
    const sampled = [...((await sampledFlacPeaks(file)) ?? [])];
    expect(sampled).toEqual(expected);
    expect((await Promise.all([sampledFlacPeaks(file), sampledFlacPeaks(file)])).map((peaks) => [...(peaks ?? [])])).toEqual([sampled, sampled]);
  });

  it('leaves a short FLAC to the whole decode', async () => {
    const file = path.join(folder, 'short.flac');
    execFileSync(ffmpeg, ['-v', 'error', '-y', '-i', writeSong(path.join(folder, 'short-for-flac.mp3'), 20), '-c:a', 'flac', file]);
    expect(await sampledFlacPeaks(file)).toBeNull();
    expect(await computePeaks(file, ffmpeg)).toHaveLength(PEAK_COLUMNS);
  });
});

describe('a long M4A’s waveform, sampled', () => {
  it.each([
    ['AAC', ['-c:a', 'aac', '-b:a', '128k']],
    ['ALAC', ['-c:a', 'alac']],
  ])('%s: one unit per column decoded in this process, at or under the whole decode, the same shape, no ffmpeg started', async (codec, args) => {
    const file = path.join(folder, `song-${codec}.m4a`);
    execFileSync(ffmpeg, ['-v', 'error', '-y', '-i', long, ...args, file]);
    expect(await sampledM4aPeaks(file)).not.toBeNull();
    const whole = [...((await peaksWithDecoder(file)) ?? [])];
    const sampled = [...((await computePeaks(file, path.join(folder, 'no-ffmpeg-here'))) ?? [])];
    expectLikeWhole(sampled, whole);
  });

  it('AAC: keeps each unit’s loudest sample as the library’s own decode of the same units gives it', async () => {
    const file = path.join(folder, 'song-AAC.m4a');
    execFileSync(ffmpeg, ['-v', 'error', '-y', '-i', long, '-c:a', 'aac', '-b:a', '128k', file]);
    const sample = await aacSampleUnitsOf(file, PEAK_COLUMNS);
    expect(sample?.units).toHaveLength(2 * PEAK_COLUMNS);
    // The library's decode copies each unit's output out of FAAD2; the sampler reads it in place.
    const decoder = await aacDecoder({ asc: sample?.asc ?? new Uint8Array(0) });
    const expected = (sample?.units ?? []).flatMap((unit, i) => {
      const { channelData } = decoder.decode(unit);
      if (i % 2 === 0) return [];
      const peak = Math.max(...channelData.map((channel) => channel.reduce((loudest, value) => Math.max(loudest, Math.abs(value)), 0)));
      return [Math.round(Math.min(1, peak) * 255)];
    });
    decoder.free();
    expect([...((await sampledM4aPeaks(file)) ?? [])]).toEqual(expected);
  });

  it('leaves a short M4A to the whole decode', async () => {
    const file = path.join(folder, 'short.m4a');
    execFileSync(ffmpeg, ['-v', 'error', '-y', '-i', long, '-t', '20', '-c:a', 'aac', '-b:a', '128k', file]);
    expect(await sampledM4aPeaks(file)).toBeNull();
    expect(await computePeaks(file, ffmpeg)).toHaveLength(PEAK_COLUMNS);
  });
});
