import { describe, expect, it } from 'vitest';
import { initialTransition, transition, type EventFrom, type SnapshotFrom } from 'xstate';
import { equalizerMachine } from './equalizer.machine.js';
import { DEFAULT_EQUALIZER, effectiveCurve, EQ_PRESETS, readEqualizerSettings } from './equalizer-model.js';

type Snapshot = SnapshotFrom<typeof equalizerMachine>;

function run(snapshot: Snapshot, event: EventFrom<typeof equalizerMachine>) {
  const [next, actions] = transition(equalizerMachine, snapshot, event);
  return { snapshot: next, actions: actions.filter((action) => !action.type.startsWith('xstate.')).map(({ type, params }) => ({ type, params })) };
}
const start = (restored?: unknown) => initialTransition(equalizerMachine, { restored })[0];
const flat = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0];

describe('equalizer', () => {
  it('starts off and flat; turning it on applies the curve, turning it off applies a flat one (ramped by the graph)', () => {
    const off = start();
    expect(off.context).toEqual(DEFAULT_EQUALIZER);
    const bass = run(off, { type: 'equalizer.choosePreset', name: 'Bass boost' });
    expect(bass.snapshot.context).toMatchObject({ enabled: true, preset: 'Bass boost', preamp: -6 });
    expect(bass.actions[0]).toEqual({ type: 'applyEqualizer', params: { preamp: -6, gains: EQ_PRESETS[1]?.gains } });
    const toggled = run(bass.snapshot, { type: 'equalizer.toggle' });
    expect(toggled.actions[0]).toEqual({ type: 'applyEqualizer', params: { preamp: 0, gains: flat } });
    // Off keeps the listener's curve for the next time.
    expect(toggled.snapshot.context.gains).toEqual(EQ_PRESETS[1]?.gains);
    expect(toggled.actions[1]?.type).toBe('persistEqualizer');
  });

  it('moves a band within ±12 dB on a 0.5 dB grid, which leaves the preset', () => {
    const on = run(start(), { type: 'equalizer.choosePreset', name: 'Rock' }).snapshot;
    const moved = run(on, { type: 'equalizer.setBand', index: 9, gain: 20 });
    expect(moved.snapshot.context.gains[9]).toBe(12);
    expect(moved.snapshot.context.preset).toBeNull();
    expect(run(on, { type: 'equalizer.setBand', index: 0, gain: -3.3 }).snapshot.context.gains[0]).toBe(-3.5);
    expect(run(on, { type: 'equalizer.setPreamp', gain: -40 }).snapshot.context.preamp).toBe(-12);
  });

  it('saves, chooses and deletes custom presets; a built-in name or a bad band is refused and logged', () => {
    const on = run(start(), { type: 'equalizer.choosePreset', name: 'Vocal' }).snapshot;
    const tuned = run(on, { type: 'equalizer.setBand', index: 4, gain: 6 }).snapshot;
    const saved = run(tuned, { type: 'equalizer.savePreset', name: ' Night ' }).snapshot;
    expect(saved.context.custom).toEqual([{ name: 'Night', preamp: -3, gains: tuned.context.gains }]);
    const flatAgain = run(saved, { type: 'equalizer.choosePreset', name: 'Flat' }).snapshot;
    expect(run(flatAgain, { type: 'equalizer.choosePreset', name: 'Night' }).snapshot.context.gains[4]).toBe(6);
    expect(run(saved, { type: 'equalizer.deletePreset', name: 'Night' }).snapshot.context).toMatchObject({ custom: [], preset: null });
    expect(run(saved, { type: 'equalizer.savePreset', name: 'Rock' }).actions.map((action) => action.type)).toEqual(['logError']);
    expect(run(saved, { type: 'equalizer.setBand', index: 10, gain: 1 }).actions.map((action) => action.type)).toEqual(['logError']);
    expect(run(saved, { type: 'equalizer.choosePreset', name: 'Nope' }).actions.map((action) => action.type)).toEqual(['logError']);
  });

  it('restores saved settings field by field', () => {
    const restored = readEqualizerSettings({ enabled: true, preamp: 'x', gains: [1, 2, 3], preset: 'Rock', custom: [{ name: 'A', preamp: 0, gains: flat }, { name: '' }] });
    expect(restored).toEqual({ enabled: true, preamp: 0, gains: flat, preset: 'Rock', custom: [{ name: 'A', preamp: 0, gains: flat }] });
    expect(effectiveCurve(restored)).toEqual({ preamp: 0, gains: flat });
    expect(readEqualizerSettings(null)).toBe(DEFAULT_EQUALIZER);
  });
});
