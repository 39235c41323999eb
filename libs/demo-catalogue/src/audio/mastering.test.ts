import { describe, expect, it } from 'vitest';
import { buildDemoCatalogue } from '../catalogue.js';
import { DEMO_SAMPLE_RATE, songSamples, type AudioJob } from './jobs.js';
import { measureLoudness } from './loudness.js';

type SongJob = Extract<AudioJob, { kind: 'song' }>;
const loudness = (pcm: Float32Array) => measureLoudness([pcm], DEMO_SAMPLE_RATE);

describe('demo sound for gapless playback and normalization', () => {
  it('cuts a continuous piece into parts that join sample for sample', () => {
    const piece = { seed: 'piece', length: 9, from: 0 };
    const parts: SongJob[] = [4, 2, 3].map((seconds, i, all) => ({ kind: 'song', id: `p${i}`, genre: 'ambient', seed: `p${i}`, seconds, piece: { ...piece, from: all.slice(0, i).reduce((a, b) => a + b, 0) } }));
    const whole = songSamples({ kind: 'song', id: 'whole', genre: 'ambient', seed: 'w', seconds: 9, piece });
    const joined = new Float32Array(9 * DEMO_SAMPLE_RATE);
    let at = 0;
    for (const part of parts) {
      const samples = songSamples(part);
      expect(samples.length).toBe(part.seconds * DEMO_SAMPLE_RATE);
      joined.set(samples, at);
      at += samples.length;
    }
    expect(joined).toEqual(whole);
    // Music runs through the boundaries: no silence where one part ends and the next begins.
    const edge = whole.subarray(4 * DEMO_SAMPLE_RATE - 441, 4 * DEMO_SAMPLE_RATE + 441);
    expect(Math.max(...edge.map(Math.abs))).toBeGreaterThan(0.01);
  });

  it('masters quiet by gain and loud through a limiter that never clips', () => {
    const job: SongJob = { kind: 'song', id: 'm', genre: 'funk', seed: 'm', seconds: 8 };
    const plain = loudness(songSamples(job));
    const quiet = loudness(songSamples({ ...job, master: -10 }));
    const loud = loudness(songSamples({ ...job, master: 8 }));
    expect((plain.integrated as number) - (quiet.integrated as number)).toBeCloseTo(10, 1);
    expect((loud.integrated as number) - (plain.integrated as number)).toBeGreaterThan(4);
    expect(loud.peak).toBeLessThan(1);
  });

  it('has one continuous album and albums mastered quiet and loud', () => {
    const albums = buildDemoCatalogue().albums;
    const continuous = albums.filter((a) => a.tracks.every((t) => t.audio.kind === 'song' && t.audio.piece));
    expect(continuous).toHaveLength(1);
    const slices = continuous[0]?.tracks.map((t) => (t.audio as SongJob).piece) ?? [];
    slices.forEach((slice, i) => expect(slice?.from).toBe(continuous[0]?.tracks.slice(0, i).reduce((sum, t) => sum + t.audio.seconds, 0)));
    const masters = albums.map((a) => (a.tracks[0]?.audio as SongJob).master ?? 0);
    expect(Math.min(...masters)).toBeLessThanOrEqual(-10);
    expect(Math.max(...masters)).toBeGreaterThanOrEqual(8);
  });
});
