import { describe, expect, it, vi } from 'vitest';
import { EQ_BANDS } from '@tangerine/player-machine';
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

describe('EqualizerChain', () => {
  it('chains a preamp and ten peaking filters at the band centres, flat until told otherwise', () => {
    const context = fakeContext();
    const chain = new EqualizerChain(context as unknown as BaseAudioContext);
    const filters: Array<{ type: string; frequency: { value: number }; gain: { value: number }; connected: unknown }> = [];
    let node = (chain.input as unknown as { connected: unknown }).connected as (typeof filters)[number] | undefined;
    while (node) {
      filters.push(node);
      node = node.connected as (typeof filters)[number] | undefined;
    }
    expect(filters.map((filter) => filter.frequency.value)).toEqual([...EQ_BANDS]);
    expect(filters.every((filter) => filter.type === 'peaking' && filter.gain.value === 0)).toBe(true);
    expect(chain.output).toBe(filters.at(-1));
  });

  it('glides to a new curve (no step, so no click), the preamp as a linear gain', () => {
    const context = fakeContext();
    const chain = new EqualizerChain(context as unknown as BaseAudioContext);
    chain.apply({ preamp: -6, filterGains: () => [6, 0, 0, 0, 0, 0, 0, 0, 0, -12] });
    const preamp = chain.input.gain as unknown as { setTargetAtTime: ReturnType<typeof vi.fn> };
    expect(preamp.setTargetAtTime).toHaveBeenCalledWith(expect.closeTo(10 ** (-6 / 20), 6), 12, EQ_RAMP_SECONDS);
    const last = chain.output as unknown as { gain: { setTargetAtTime: ReturnType<typeof vi.fn>; value: number } };
    expect(last.gain.setTargetAtTime).toHaveBeenCalledWith(-12, 12, EQ_RAMP_SECONDS);
    expect(last.gain.value).toBe(0);
    chain.apply({ preamp: 0, filterGains: () => [0, 0, 0, 0, 0, 0, 0, 0, 0, 3] }, false);
    expect(last.gain.value).toBe(3);
  });
});
