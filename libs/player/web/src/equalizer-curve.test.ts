import { describe, expect, it, vi } from 'vitest';
import { LIKELY_SAMPLE_RATES, registerChain, setWantedEqualizerCurve, wantedEqualizerCurve, type GraphCurve } from './equalizer-curve';

const flat = Array.from({ length: 10 }, () => 0);
const curve = () => ({ preamp: -3, filterGains: vi.fn((_rate: number) => flat) }) satisfies GraphCurve;

describe('the curve the equalizer wants', () => {
  it('is solved at once for the likely output rates while no graph is open (the first play only sets it)', () => {
    const wanted = curve();
    setWantedEqualizerCurve(wanted);
    expect(wantedEqualizerCurve()).toBe(wanted);
    expect(wanted.filterGains.mock.calls.map(([rate]) => rate)).toEqual([...LIKELY_SAMPLE_RATES]);
  });

  it('goes to each open graph, which solves it for its own rate', () => {
    const applied: GraphCurve[] = [];
    registerChain({ closed: false, apply: (given) => void applied.push(given) });
    const wanted = curve();
    setWantedEqualizerCurve(wanted);
    expect(applied).toEqual([wanted]);
    expect(wanted.filterGains).not.toHaveBeenCalled();
  });
});
