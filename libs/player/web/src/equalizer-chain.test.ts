import { describe, expect, it, vi } from 'vitest';
import { EQ_BANDS, MAX_PARAMETRIC_FILTERS } from '@tangerine/player-machine';
import { EQ_RAMP_SECONDS, EqualizerChain } from './equalizer-chain';

/** A context whose nodes record their connections and every value their parameters are given. */
function fakeContext() {
  const param = () => ({ value: 0, cancelScheduledValues: vi.fn(), setTargetAtTime: vi.fn() });
  const node = () => ({ connected: null as unknown, connect(next: unknown) { this.connected = next; return next; } });
  return {
    currentTime: 12,
    sampleRate: 48_000,
    createGain: () => ({ ...node(), gain: param() }),
    createBiquadFilter: () => ({ ...node(), type: '', frequency: param(), Q: param(), gain: param() }),
  };
}

type FakeFilter = { type: string; frequency: { value: number; setTargetAtTime: ReturnType<typeof vi.fn> }; Q: { value: number; setTargetAtTime: ReturnType<typeof vi.fn> }; gain: { value: number; setTargetAtTime: ReturnType<typeof vi.fn> }; connected: unknown };

/** The chain's filters in their order. */
function filtersOf(chain: EqualizerChain): FakeFilter[] {
  const filters: FakeFilter[] = [];
  let node = (chain.input as unknown as { connected: unknown }).connected as FakeFilter | undefined;
  while (node) {
    filters.push(node);
    node = node.connected as FakeFilter | undefined;
  }
  return filters;
}

describe('EqualizerChain', () => {
  it('chains a preamp and ten peaking filters at the band centres, then the parametric filters, all flat until told otherwise', () => {
    const context = fakeContext();
    const chain = new EqualizerChain(context as unknown as BaseAudioContext);
    const filters = filtersOf(chain);
    expect(filters).toHaveLength(EQ_BANDS.length + MAX_PARAMETRIC_FILTERS);
    expect(filters.slice(0, EQ_BANDS.length).map((filter) => filter.frequency.value)).toEqual([...EQ_BANDS]);
    expect(filters.every((filter) => filter.type === 'peaking' && filter.gain.value === 0)).toBe(true);
    expect(chain.output).toBe(filters.at(-1));
  });

  it('glides to a new curve (no step, so no click), the preamp as a linear gain', () => {
    const context = fakeContext();
    const chain = new EqualizerChain(context as unknown as BaseAudioContext);
    chain.apply({ preamp: -6, filterGains: () => [6, 0, 0, 0, 0, 0, 0, 0, 0, -12] });
    const preamp = chain.input.gain as unknown as { setTargetAtTime: ReturnType<typeof vi.fn> };
    expect(preamp.setTargetAtTime).toHaveBeenCalledWith(expect.closeTo(10 ** (-6 / 20), 6), 12, EQ_RAMP_SECONDS);
    const last = filtersOf(chain)[EQ_BANDS.length - 1] as FakeFilter;
    expect(last.gain.setTargetAtTime).toHaveBeenCalledWith(-12, 12, EQ_RAMP_SECONDS);
    expect(last.gain.value).toBe(0);
    chain.apply({ preamp: 0, filterGains: () => [0, 0, 0, 0, 0, 0, 0, 0, 0, 3] }, false);
    expect(last.gain.value).toBe(3);
  });

  it('plays a pasted list on the parametric filters, gliding; a filter changes kind only once it is flat', () => {
    vi.useFakeTimers();
    try {
      const context = fakeContext();
      const chain = new EqualizerChain(context as unknown as BaseAudioContext);
      const parametric = filtersOf(chain).slice(EQ_BANDS.length);
      const flatBands = () => EQ_BANDS.map(() => 0);
      chain.apply({ preamp: -6.1, filterGains: flatBands, parametric: [{ kind: 'peaking', frequency: 8865, gain: 4.9, q: 1.3 }] });
      const first = parametric[0] as FakeFilter;
      expect(first.type).toBe('peaking');
      expect(first.frequency.setTargetAtTime).toHaveBeenCalledWith(8865, 12, EQ_RAMP_SECONDS);
      expect(first.Q.setTargetAtTime).toHaveBeenCalledWith(1.3, 12, EQ_RAMP_SECONDS);
      expect(first.gain.setTargetAtTime).toHaveBeenLastCalledWith(4.9, 12, EQ_RAMP_SECONDS);
      // The unused ones stay flat.
      expect((parametric[1] as FakeFilter).gain.setTargetAtTime).toHaveBeenLastCalledWith(0, 12, EQ_RAMP_SECONDS);

      // Now it sounds (4.9 dB): a list whose first filter is a shelf glides it to flat, then makes it a shelf.
      first.gain.value = 4.9;
      chain.apply({ preamp: -6.1, filterGains: flatBands, parametric: [{ kind: 'lowshelf', frequency: 105, gain: 6.4, q: Math.SQRT1_2 }] });
      expect(first.type).toBe('peaking');
      expect(first.gain.setTargetAtTime).toHaveBeenLastCalledWith(0, 12, EQ_RAMP_SECONDS);
      first.gain.value = 0.01;
      vi.runAllTimers();
      expect(first.type).toBe('lowshelf');
      expect(first.frequency.setTargetAtTime).toHaveBeenLastCalledWith(105, 12, EQ_RAMP_SECONDS);
      expect(first.gain.setTargetAtTime).toHaveBeenLastCalledWith(6.4, 12, EQ_RAMP_SECONDS);
    } finally {
      vi.useRealTimers();
    }
  });
});
