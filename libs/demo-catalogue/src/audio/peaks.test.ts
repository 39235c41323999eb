import { describe, expect, it } from 'vitest';
import { PEAK_COLUMNS, PeakCollector } from './peaks.js';

const RATE = 8000;

/** A tone whose level rises from 0 to 1 over `seconds`. */
function ramp(seconds: number): Float32Array {
  const samples = new Float32Array(RATE * seconds);
  for (let i = 0; i < samples.length; i++) samples[i] = (i / samples.length) * Math.sin((2 * Math.PI * 440 * i) / RATE);
  return samples;
}

function inChunks(samples: Float32Array, size: number): PeakCollector {
  const collector = new PeakCollector();
  for (let i = 0; i < samples.length; i += size) collector.push([samples.subarray(i, i + size)], RATE);
  return collector;
}

describe('PeakCollector', () => {
  it('gives the loudest sample of each column, whatever size the decoder’s chunks are', () => {
    const samples = ramp(20);
    const whole = inChunks(samples, samples.length).columns();
    expect(whole).toHaveLength(PEAK_COLUMNS);
    expect(inChunks(samples, 1_000).columns()).toEqual(whole);
    expect(inChunks(samples, 77).columns()).toEqual(whole);
    expect(whole[0]).toBeLessThan(5);
    expect(whole[PEAK_COLUMNS - 1]).toBeGreaterThan(250);
    for (let column = 1; column < PEAK_COLUMNS; column++) expect(whole[column]).toBeGreaterThanOrEqual((whole[column - 1] as number) - 1);
  });

  it('takes the loudest channel, and negative samples count as loud', () => {
    const quiet = new Float32Array(RATE).fill(0.1);
    const loud = new Float32Array(RATE).fill(-0.8);
    const collector = new PeakCollector();
    collector.push([quiet, loud], RATE);
    expect([...collector.columns(4)]).toEqual([204, 204, 204, 204]);
  });

  it('reads 16-bit samples (ffmpeg’s s16le) to the same waveform, a chunk ending mid-window or all', () => {
    const samples = ramp(10);
    const bytes = Buffer.alloc(samples.length * 2);
    samples.forEach((value, i) => bytes.writeInt16LE(Math.round(value * 32767), i * 2));
    const collector = new PeakCollector();
    for (let at = 0; at < bytes.length; at += 1_234) collector.pushS16(bytes.subarray(at, at + 1_234), RATE);
    const fromFloats = inChunks(samples, 4_096).columns();
    const fromIntegers = collector.columns();
    fromIntegers.forEach((value, column) => expect(Math.abs(value - (fromFloats[column] as number))).toBeLessThanOrEqual(1));
  });

  it('is empty when no audio came', () => {
    expect(new PeakCollector().columns()).toHaveLength(0);
  });
});
