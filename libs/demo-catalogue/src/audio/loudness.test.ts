import { describe, expect, it } from 'vitest';
import { LoudnessMeter, measureLoudness } from './loudness.js';

const sine = (seconds: number, amplitude: number, sampleRate: number, frequency = 997) =>
  Float32Array.from({ length: Math.round(seconds * sampleRate) }, (_, i) => amplitude * Math.sin((2 * Math.PI * frequency * i) / sampleRate));

describe('loudness meter (BS.1770)', () => {
  it('reads the standard reference: a full-scale 997 Hz sine in one channel is −3.01 LUFS, at 48 and 44.1 kHz', () => {
    expect(measureLoudness([sine(3, 1, 48000)], 48000).integrated).toBeCloseTo(-3.01, 1);
    expect(measureLoudness([sine(3, 1, 44100)], 44100).integrated).toBeCloseTo(-3.01, 1);
  });

  it('adds the channels power and scales with level: the same sine at −20 dBFS in both channels is −20.0 LUFS', () => {
    const tone = sine(3, 0.1, 48000);
    expect(measureLoudness([tone, tone], 48000).integrated).toBeCloseTo(-20, 1);
  });

  it('K-weights: a 100 Hz tone reads quieter than a 3 kHz tone of the same level', () => {
    const low = measureLoudness([sine(2, 0.5, 44100, 100)], 44100).integrated as number;
    const high = measureLoudness([sine(2, 0.5, 44100, 3000)], 44100).integrated as number;
    expect(high - low).toBeGreaterThan(3);
  });

  it('gates: silence and very quiet passages do not pull the integrated value down', () => {
    const rate = 22050;
    const tone = sine(4, 0.1, rate);
    const withSilence = new Float32Array(tone.length * 2);
    withSilence.set(tone);
    const quiet = Float32Array.from(tone, (x) => x * 0.01);
    const withQuiet = new Float32Array(tone.length * 2);
    withQuiet.set(tone);
    withQuiet.set(quiet, tone.length);
    const alone = measureLoudness([tone], rate).integrated as number;
    // Ungated, the silent half would read 3 LU lower; only the blocks across the edge count a little.
    expect(Math.abs((measureLoudness([withSilence], rate).integrated as number) - alone)).toBeLessThan(0.3);
    expect(Math.abs((measureLoudness([withQuiet], rate).integrated as number) - alone)).toBeLessThan(0.3);
    expect(measureLoudness([new Float32Array(rate * 2)], rate)).toEqual({ integrated: null, peak: 0 });
  });

  it('gives the same result fed in uneven chunks, and tracks the sample peak', () => {
    const rate = 44100;
    const tone = sine(2.5, 0.4, rate, 440);
    const meter = new LoudnessMeter(rate, 1);
    for (let offset = 0; offset < tone.length; offset += 1000 + (offset % 777)) meter.push([tone.subarray(offset, Math.min(tone.length, offset + 1000 + (offset % 777)))]);
    const whole = measureLoudness([tone], rate);
    expect(meter.result().integrated).toBeCloseTo(whole.integrated as number, 6);
    expect(meter.result().peak).toBeCloseTo(0.4, 3);
  });

  it('refuses impossible formats', () => {
    expect(() => new LoudnessMeter(0, 2)).toThrow(RangeError);
    expect(() => new LoudnessMeter(44100, 0)).toThrow(RangeError);
  });
});
