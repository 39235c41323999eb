import { describe, expect, it } from 'vitest';
import { mp3SeekLag } from './mp3-seek-landing.js';

/** Where Chromium's music was after element seeks to these times (tools/bench/seek-landing.ts --raw), ms behind the element's time. */
const LAME_44K = { trim: { encoderDelay: 576, encoderPadding: 1224, sampleRate: 44_100 }, frames: 1150, landed: [[1.7831, 22.3], [4.0566, 22.31], [13.5718, 22.26], [17.8183, -3.81], [18.5223, -3.8], [20.9773, -3.83], [22.4702, -3.82], [25.3243, -3.82], [26.4706, -3.86]] };
const DEMO_22K = { trim: { encoderDelay: 576, encoderPadding: 765, sampleRate: 22_050 }, frames: 1591, landed: [[5.013, 50.24], [10.0435, 50.2], [13.76, 50.25], [17.31, 50.19], [20.4, 50.14], [22.5, 24.05], [26.38, 22.52], [33.3, 24.1], [38.1, 21.45]] };

describe('mp3SeekLag', () => {
  it.each([
    ['LAME CBR 192k at 44.1 kHz', LAME_44K],
    ['the demo MP3 at 22.05 kHz with its byte count', DEMO_22K],
  ])('puts the music where Chromium placed it, within a render quantum, before and past the middle of the file: %s', (_, { trim, frames, landed }) => {
    const samples = trim.sampleRate >= 32_000 ? 1152 : 576;
    const duration = (frames * samples - trim.encoderDelay - trim.encoderPadding) / trim.sampleRate;
    const firstHalfLag = (trim.encoderDelay + 529) / trim.sampleRate;
    for (const [target, lagMs] of landed as [number, number][]) {
      // The engine seeks the element to the music's time plus the lag: the music's time for that target.
      const lag = mp3SeekLag(trim, target - firstHalfLag, duration);
      // One render quantum is 2.9 ms at 44.1 kHz; the measurements come out up to one quantum early.
      expect(Math.abs(lag * 1000 - lagMs)).toBeLessThanOrEqual(3.1);
    }
  });

  it('lands exactly within the delay, takes the first half\'s lag without a duration that fits whole frames, and nothing without gapless fields', () => {
    const { trim } = DEMO_22K;
    expect(mp3SeekLag(trim, 0.04, 41.5)).toBe(0);
    expect(mp3SeekLag(trim, 30, Number.NaN)).toBeCloseTo(1105 / 22_050, 9);
    expect(mp3SeekLag(trim, 30, 41.2)).toBeCloseTo(1105 / 22_050, 9);
    // Eight samples short of whole frames: not this file's duration.
    expect(mp3SeekLag(trim, 30, 41.5 - 8 / 22_050)).toBeCloseTo(1105 / 22_050, 9);
    expect(mp3SeekLag(undefined, 30, 41.5)).toBe(0);
  });
});
