import { describe, expect, it } from 'vitest';
import { equalPowerGains, fadeInCurve, fadeOutCurve } from './crossfade-curve.js';

describe('equal-power crossfade curve', () => {
  it('keeps the summed power at 1 all the way through, and meets at −3 dB in the middle', () => {
    for (let p = 0; p <= 1; p += 0.05) {
      const { outgoing, incoming } = equalPowerGains(p);
      expect(outgoing ** 2 + incoming ** 2).toBeCloseTo(1, 10);
    }
    const middle = equalPowerGains(0.5);
    expect(20 * Math.log10(middle.outgoing)).toBeCloseTo(-3.01, 2);
    expect(middle.incoming).toBeCloseTo(middle.outgoing, 10);
  });

  it('starts with the outgoing side only, ends with the incoming only, and clamps outside', () => {
    expect(equalPowerGains(0)).toEqual({ outgoing: 1, incoming: 0 });
    expect(equalPowerGains(1).outgoing).toBeCloseTo(0, 10);
    expect(equalPowerGains(-2)).toEqual({ outgoing: 1, incoming: 0 });
    expect(equalPowerGains(5).incoming).toBe(1);
    expect(equalPowerGains(Number.NaN)).toEqual({ outgoing: 1, incoming: 0 });
  });

  it('gives fade curves that fall and rise monotonically, a fade-out starting from a gain already lowered', () => {
    const out = fadeOutCurve(16, 0.5);
    expect(out[0]).toBeCloseTo(0.5, 10);
    expect(out.at(-1)).toBeCloseTo(0, 10);
    for (let i = 1; i < out.length; i++) expect(out[i] as number).toBeLessThan(out[i - 1] as number);
    const into = fadeInCurve(8);
    expect(into[0]).toBe(0);
    expect(into.at(-1)).toBeCloseTo(1, 10);
    expect(fadeOutCurve(0)).toHaveLength(2);
  });
});
