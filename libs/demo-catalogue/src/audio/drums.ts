/** Drum sounds from sine sweeps and filtered noise, rendered once per song and mixed in as samples. */
import type { Random } from '../random.js';
import { sine } from './instruments.js';

export type DrumName = 'kick' | 'snare' | 'hat' | 'openHat' | 'clap' | 'ride' | 'rim' | 'shaker';

export type DrumKit = Record<DrumName, Float32Array>;

export function createDrumKit(sampleRate: number, random: Random, tone = 1): DrumKit {
  const make = (seconds: number, fn: (t: number, noise: number) => number): Float32Array => {
    const buffer = new Float32Array(Math.round(seconds * sampleRate));
    for (let i = 0; i < buffer.length; i++) buffer[i] = fn(i / sampleRate, random.next() * 2 - 1);
    return buffer;
  };
  let kickPhase = 0;
  const kick = make(0.4, (t) => {
    const f = 45 * tone + 110 * Math.exp(-t * 28);
    kickPhase += f / sampleRate;
    const click = t < 0.004 ? (1 - t / 0.004) * 0.4 : 0;
    return (sine(kickPhase) * Math.exp(-t * 7) + click) * 1.1;
  });
  let snarePhase = 0;
  let snareLow = 0;
  const snare = make(0.25, (t, n) => {
    snarePhase += (185 * tone) / sampleRate;
    snareLow += 0.5 * (n - snareLow);
    const noise = (n - snareLow) * Math.exp(-t * 16);
    return 0.75 * noise + 0.5 * sine(snarePhase) * Math.exp(-t * 28);
  });
  const highpass = (decay: number, length: number) => {
    let previous = 0;
    return make(length, (t, n) => {
      const y = n - previous;
      previous = n;
      return y * 0.45 * Math.exp(-t * decay);
    });
  };
  const hat = highpass(55, 0.08);
  const openHat = highpass(9, 0.35);
  let clapLow = 0;
  const clap = make(0.25, (t, n) => {
    clapLow += 0.35 * (n - clapLow);
    const burst = t < 0.03 ? Math.exp(-((t % 0.01) * 300)) : Math.exp(-(t - 0.03) * 20);
    return (n - clapLow) * burst * 0.9;
  });
  const rideFrequencies = [3117, 4263, 5339, 6077, 7411];
  const ride = make(1.1, (t, n) => {
    let s = 0;
    for (const f of rideFrequencies) s += sine(t * f) > 0 ? 1 : -1;
    return (s * 0.02 + n * 0.08) * Math.exp(-t * 6) * (0.5 + 0.5 * Math.exp(-t * 40));
  });
  const rim = make(0.06, (t, n) => (sine(t * 820) * 0.7 + n * 0.3) * Math.exp(-t * 90));
  let shakerLow = 0;
  const shaker = make(0.09, (t, n) => {
    shakerLow += 0.6 * (n - shakerLow);
    const envelope = t < 0.02 ? t / 0.02 : Math.exp(-(t - 0.02) * 45);
    return (n - shakerLow) * envelope * 0.35;
  });
  return { kick, snare, hat, openHat, clap, ride, rim, shaker };
}

export function mixSample(out: Float32Array, sample: Float32Array, startSeconds: number, sampleRate: number, gain: number): void {
  const start = Math.round(startSeconds * sampleRate);
  const end = Math.min(out.length, start + sample.length);
  for (let i = Math.max(0, start); i < end; i++) out[i] = (out[i] as number) + (sample[i - start] as number) * gain;
}
