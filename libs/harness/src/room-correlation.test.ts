import { describe, expect, test } from 'vitest';
import { MemberCapture, type MediaEvent } from './room-capture.js';
import { matchAt, offsetAt, WINDOW_MS } from './room-correlation.js';

/**
 * The correlation on synthetic captures: a song is a function of its position (s), a member's
 * capture that song read along its own position over machine time (ms), at 12 kHz in 512-sample chunks.
 */
const RATE = 12_000;
const CHUNK = 512;

/** A seeded sequence of values in [0, 1) (the sine hash): the same captures on every run. */
function seeded(seed: number): () => number {
  let i = 0;
  return () => {
    const x = Math.sin(++i * 12.9898 + seed * 78.233) * 43758.5453;
    return x - Math.floor(x);
  };
}

/** Notes of 3 harmonics, a new random pitch (200–1600 Hz) every 125 ms, each with a decaying envelope: music that repeats nothing. */
function melody(seed: number): (s: number) => number {
  const random = seeded(seed);
  const pitches = Array.from({ length: 200 }, () => 200 * 2 ** (3 * random()));
  return (s) => {
    const note = Math.floor(s / 0.125);
    const f = pitches[((note % pitches.length) + pitches.length) % pitches.length] as number;
    const since = s - note * 0.125;
    const envelope = Math.exp(-since * 8);
    return 0.3 * envelope * (Math.sin(2 * Math.PI * f * s) + 0.5 * Math.sin(4 * Math.PI * f * s) + 0.25 * Math.sin(6 * Math.PI * f * s));
  };
}

/** A beat that repeats every 30 ms exactly (harmonics of 33.3 Hz to 2 kHz, fixed random phases). */
function loop(seed: number): (s: number) => number {
  const random = seeded(seed);
  const partials = Array.from({ length: 60 }, (_, k) => ({ f: (k + 1) / 0.03, phase: 2 * Math.PI * random(), gain: 0.05 / Math.sqrt(k + 1) }));
  return (s) => partials.reduce((sum, p) => sum + p.gain * Math.sin(2 * Math.PI * p.f * s + p.phase), 0);
}

/** A capture of `song` over machine time [0, toMs) where `position(t)` is the song's position (s) heard at t, plus `noise` (white, seeded). */
function captured(song: (s: number) => number, position: (t: number) => number, toMs: number, events: MediaEvent[] = [], noise = 0, seed = 1): MemberCapture {
  const random = seeded(seed);
  const capture = new MemberCapture(null as never);
  const samples = new Float32Array(Math.floor((toMs / 1000) * RATE / CHUNK) * CHUNK);
  samples.forEach((_, k) => {
    samples[k] = song(position((k * 1000) / RATE)) + noise * (random() * 2 - 1);
  });
  const chunks = samples.length / CHUNK;
  const contextMs = Array.from({ length: chunks }, (_, i) => (i * CHUNK * 1000) / RATE);
  capture.append(events, { rate: RATE, contextMs, mapping: contextMs.map(() => 0), size: CHUNK, samples: Buffer.from(samples.buffer).toString('base64') });
  return capture;
}

describe('the offset between two captures', () => {
  test('a member nudged 3 % faster (resampled) is read at its rate: the window correlates at the offset at its middle', () => {
    const song = melody(7);
    const host = captured(song, (t) => t / 1000, 10_000);
    // 20 ms late until 4 s, then played at 1.03 (its ratechange stamped then): it closes 0.03 ms per ms.
    const nudged = (t: number) => (t < 4000 ? (t - 20) / 1000 : (4000 - 20) / 1000 + (1.03 * (t - 4000)) / 1000);
    const member = captured(song, nudged, 10_000, [{ kind: 'rate', at: 4000, rate: 1.03 }]);
    for (const from of [4300, 4600, 4900]) {
      const middle = from + WINDOW_MS / 2;
      const truth = middle - nudged(middle) * 1000;
      const found = offsetAt(host, member, from);
      expect(found, `the window from ${from} ms`).not.toBeNull();
      expect(Math.abs((found?.offsetMs ?? Infinity) - truth), `the window from ${from} ms: ${found?.offsetMs} ms against ${truth} ms`).toBeLessThan(0.5);
    }
  });

  // About 3 s of arithmetic on an idle core, so the limit leaves room for a loaded CI machine.
  test('a beat that repeats every 30 ms: no window reports the alignment a beat away; a longer window decides where it can; a melody loses no window', () => {
    const beat = loop(3);
    // A note of a melody every 1.5 s over the beat: a 0.5 s window may miss it, the deciding window (2 s) does not.
    const tune = melody(9);
    const notes = (s: number) => (s % 1.5 < 0.125 ? tune(s) : 0);
    const song = (s: number) => beat(s) + notes(s);
    // Each side has its own noise (as two renderings do): alone, it decides between the true lag (2 ms) and one a beat away.
    const host = captured(song, (t) => t / 1000, 30_000, [], 0.02, 11);
    const member = captured(song, (t) => (t - 2) / 1000, 30_000, [], 0.02, 12);
    const found = Array.from({ length: 56 }, (_, i) => 1000 + i * 500).map((from) => ({ from, match: matchAt(host, member, from), clear: offsetAt(host, member, from) }));
    for (const { from, match, clear } of found) expect(Math.abs((clear?.offsetMs ?? 2) - 2), `the window from ${from} ms: ${clear?.offsetMs} ms (${match?.decided}, rival ${match?.rival})`).toBeLessThan(1);
    // The windows with no note of their own were ambiguous alone: the deciding window placed them.
    console.info(`beat with notes: ${found.filter(({ clear }) => clear).length} of 56 windows reported, ${found.filter(({ match }) => match?.decided === 'deciding window').length} decided by the longer window, ${found.filter(({ match }) => match?.decided === 'ambiguous').length} ambiguous`);
    expect(found.filter(({ match, clear }) => clear && match?.decided === 'deciding window').length).toBeGreaterThan(10);
    // A seek a beat away (to 32 ms late) at 15 s: the deciding window stops short of it, so it never mixes the two alignments.
    const seeked = captured(song, (t) => (t < 15_000 ? t - 2 : t - 32) / 1000, 30_000, [{ kind: 'seek', at: 15_000, toMs: 14_968 }], 0.02, 12);
    const nearSeek = Array.from({ length: 41 }, (_, i) => 13_000 + i * 100).map((from) => ({ from, match: matchAt(host, seeked, from), clear: offsetAt(host, seeked, from) }));
    for (const { from, match, clear } of nearSeek) {
      const truth = from + WINDOW_MS <= 15_000 ? 2 : 32;
      expect(Math.abs((clear?.offsetMs ?? truth) - truth), `the window from ${from} ms by the seek: ${clear?.offsetMs} ms (${match?.decided})`).toBeLessThan(1);
    }
    // Those whose 2 s window would have held the seek are decided on what is left of it.
    expect(nearSeek.filter(({ from, match, clear }) => Math.abs(from + WINDOW_MS / 2 - 15_000) < 1000 && clear && match?.decided === 'deciding window').length).toBeGreaterThan(3);
    // A beat with nothing else cannot be decided: its windows say nothing.
    const [bare, bareMember] = [captured(beat, (t) => t / 1000, 10_000, [], 0.02, 13), captured(beat, (t) => (t - 2) / 1000, 10_000, [], 0.02, 14)];
    for (let from = 1000; from < 8000; from += 1000) expect(offsetAt(bare, bareMember, from), `the bare beat's window from ${from} ms`).toBeNull();
    const tuneOnly = melody(5);
    const [a, b] = [captured(tuneOnly, (t) => t / 1000, 30_000, [], 0.02, 21), captured(tuneOnly, (t) => (t - 2) / 1000, 30_000, [], 0.02, 22)];
    const clean = Array.from({ length: 28 }, (_, i) => offsetAt(a, b, 1000 + i * 1000));
    expect(clean.filter((window) => window && Math.abs(window.offsetMs - 2) < 1)).toHaveLength(28);
  }, 60_000);
});
