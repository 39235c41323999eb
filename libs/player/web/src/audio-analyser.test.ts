// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { logBands } from './audio-analyser';

describe('the visualizer bands', () => {
  it('spread 120 bars over the audible range, log-spaced: the right half of the bars covers the treble, not empty bins', () => {
    const bands = logBands(1024, 48_000, 120);
    const hz = (bin: number) => (bin * 48_000) / 2 / 1024;
    expect(bands).toHaveLength(120);
    expect(hz(bands[0]?.[0] ?? -1)).toBeLessThan(60);
    // The last bar ends near 16 kHz; the middle bar sits near the geometric middle (800 Hz), not at 8 kHz.
    expect(hz(bands[119]?.[1] ?? 0)).toBeGreaterThan(15_000);
    expect(hz(bands[60]?.[0] ?? 0)).toBeGreaterThan(600);
    expect(hz(bands[60]?.[0] ?? 0)).toBeLessThan(1_000);
    for (const [from, to] of bands) expect(to).toBeGreaterThan(from);
  });

  it('stops at the Nyquist frequency of a low sample rate', () => {
    const bands = logBands(1024, 22_050, 60);
    expect(Math.max(...bands.map(([, to]) => to))).toBeLessThanOrEqual(1024);
  });
});
