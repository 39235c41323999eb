import { afterEach, describe, expect, it, vi } from 'vitest';
import { EQ_PRESETS, filterGains } from '@tangerine/player-machine';
import type { KeyValueStorage } from '@tangerine/session';
import { EqualizerChain } from '../equalizer-chain';
import { wantedEqualizerCurve } from '../equalizer-curve';
import { EQUALIZER_KEY } from './equalizer-key';
import { canEqualize, equalizerOf, provideEqualizer } from './equalizer-slot';

function mapStorage(): KeyValueStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return { map, getItem: (key) => map.get(key) ?? null, setItem: (key, value) => void map.set(key, value), removeItem: (key) => void map.delete(key) };
}

/** A context whose gains record the value each ramp heads for. */
function fakeContext() {
  const param = () => {
    const p = { value: 0, target: null as number | null, cancelScheduledValues: vi.fn(), setTargetAtTime: (value: number) => void (p.target = value) };
    return p;
  };
  const node = () => ({ connect: (next: unknown) => next });
  return { currentTime: 0, sampleRate: 48_000, state: 'running', createGain: () => ({ ...node(), gain: param() }), createBiquadFilter: () => ({ ...node(), type: '', frequency: param(), Q: param(), gain: param() }) };
}

const player = () => ({ actor: {} as never });
const flat = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
const bass = EQ_PRESETS.find((preset) => preset.name === 'Bass boost');
const stops: Array<() => void> = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));

describe('the equalizer bound to the audio graph', () => {
  it('loads nothing until used; a preset glides the open graph to its curve and is saved on the device', async () => {
    const storage = mapStorage();
    const handle = player();
    const slot = provideEqualizer(handle, storage);
    expect(equalizerOf(handle.actor)).toBe(slot);
    expect(slot.getSnapshot()).toBeNull();
    const chain = new EqualizerChain(fakeContext() as unknown as BaseAudioContext);
    slot.send({ type: 'equalizer.choosePreset', name: 'Bass boost' });
    const loaded = await slot.start();
    stops.push(() => loaded?.dispose());
    expect(slot.getSnapshot()).toMatchObject({ enabled: true, preset: 'Bass boost' });
    const filters = chain as unknown as { input: { gain: { target: number } }; filters: Array<{ gain: { target: number } }> };
    // The filters' gains are solved so that the overlapping bands sum to the preset at each centre.
    expect(filters.filters.map((filter) => filter.gain.target)).toEqual(filterGains(bass?.gains ?? [], 48_000));
    expect(filters.filters[0]?.gain.target).toBeLessThan(bass?.gains[0] ?? 0);
    expect(filters.input.gain.target).toBeCloseTo(10 ** (-6 / 20), 6);
    expect(JSON.parse(storage.map.get(EQUALIZER_KEY) ?? 'null')).toMatchObject({ enabled: true, preset: 'Bass boost', gains: bass?.gains });
    // Off glides back to flat (no cut, no click).
    slot.send({ type: 'equalizer.toggle' });
    await slot.start();
    expect(filters.filters.map((filter) => filter.gain.target)).toEqual(flat);
  });

  it('a reload loads the machine at once and a graph made afterwards starts with the saved curve', async () => {
    const storage = mapStorage();
    storage.map.set(EQUALIZER_KEY, JSON.stringify({ enabled: true, preamp: -4, gains: EQ_PRESETS[6]?.gains, preset: 'Rock', custom: [{ name: 'Night', preamp: 0, gains: flat }] }));
    const slot = provideEqualizer(player(), storage);
    const loaded = await slot.start();
    stops.push(() => loaded?.dispose());
    expect(slot.getSnapshot()).toMatchObject({ enabled: true, preset: 'Rock', custom: [{ name: 'Night' }] });
    expect(wantedEqualizerCurve()?.preamp).toBe(-4);
    expect(wantedEqualizerCurve()?.filterGains(44_100)).toEqual(filterGains(EQ_PRESETS[6]?.gains ?? [], 44_100));
  });

  it('a damaged saved value starts off and flat instead of failing', async () => {
    const storage = mapStorage();
    storage.map.set(EQUALIZER_KEY, '{not json');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const slot = provideEqualizer(player(), storage);
    const loaded = await slot.start();
    stops.push(() => loaded?.dispose());
    expect(slot.getSnapshot()).toMatchObject({ enabled: false, gains: flat });
    expect(wantedEqualizerCurve()?.preamp).toBe(0);
    expect(wantedEqualizerCurve()?.filterGains(48_000)).toEqual(flat);
  });

  it('reaches same-origin sources only (external radio plays outside the graph)', () => {
    expect(canEqualize({ streamUrl: '/api/v1/stream/1' })).toBe(true);
    expect(canEqualize({ streamUrl: 'https://radio.example.org/live.mp3' })).toBe(false);
    expect(canEqualize(null)).toBe(true);
  });
});
