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
    expect(off.context).toEqual({ ...DEFAULT_EQUALIZER, pasteError: null });
    const bass = run(off, { type: 'equalizer.choosePreset', name: 'Bass boost' });
    expect(bass.snapshot.context).toMatchObject({ enabled: true, preset: 'Bass boost', preamp: -6 });
    expect(bass.actions[0]).toEqual({ type: 'applyEqualizer', params: { preamp: -6, gains: EQ_PRESETS[1]?.gains, filters: [] } });
    const toggled = run(bass.snapshot, { type: 'equalizer.toggle' });
    expect(toggled.actions[0]).toEqual({ type: 'applyEqualizer', params: { preamp: 0, gains: flat, filters: [] } });
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
    expect(restored).toEqual({ enabled: true, preamp: 0, gains: flat, preset: 'Rock', custom: [{ name: 'A', preamp: 0, gains: flat }], mode: 'graphic', parametric: null, headphones: null });
    expect(effectiveCurve(restored)).toEqual({ preamp: 0, gains: flat, filters: [] });
    // A saved list that fails the checks is dropped: parametric mode then plays flat, never the unchecked list.
    const broken = readEqualizerSettings({ enabled: true, preamp: 3, mode: 'parametric', parametric: { preamp: 0, filters: [{ kind: 'notch' }] } });
    expect(broken).toMatchObject({ mode: 'parametric', parametric: null });
    expect(effectiveCurve(broken)).toEqual({ preamp: 0, gains: flat, filters: [] });
    expect(readEqualizerSettings(null)).toBe(DEFAULT_EQUALIZER);
  });

  it('plays a pasted AutoEQ list in parametric mode, keeps it when going back to the bands, and says why a list is refused', () => {
    const rock = run(start(), { type: 'equalizer.choosePreset', name: 'Rock' }).snapshot;
    const text = 'Preamp: -6.1 dB\nFilter 1: ON LSC Fc 105 Hz Gain 6.4 dB Q 0.70\nFilter 2: ON PK Fc 8865 Hz Gain 4.9 dB Q 1.30';
    const pasted = run(rock, { type: 'equalizer.pasteFilters', text });
    const filters = [
      { kind: 'lowshelf', frequency: 105, gain: 6.4, q: Math.SQRT1_2 },
      { kind: 'peaking', frequency: 8865, gain: 4.9, q: 1.3 },
    ];
    expect(pasted.snapshot.context).toMatchObject({ mode: 'parametric', enabled: true, pasteError: null, parametric: { preamp: -6.1, filters } });
    // The bands go flat while the list plays; the preamp is the list's.
    expect(pasted.actions[0]).toEqual({ type: 'applyEqualizer', params: { preamp: -6.1, gains: flat, filters } });
    // What is saved is the settings, not the panel's message.
    const saved = pasted.actions[1]?.params as unknown as { settings: Record<string, unknown> };
    expect(saved.settings).not.toHaveProperty('pasteError');
    expect(readEqualizerSettings(JSON.parse(JSON.stringify(saved.settings)))).toMatchObject({ mode: 'parametric', parametric: { preamp: -6.1, filters } });

    const refused = run(pasted.snapshot, { type: 'equalizer.pasteFilters', text: 'Filter 1: ON PK Fc 100 Hz Gain 3 dB' });
    expect(refused.snapshot.context.pasteError).toBe('Line 1: the filter needs a Q between 0.05 and 30.');
    expect(refused.snapshot.context.parametric).toEqual(pasted.snapshot.context.parametric);

    const graphic = run(refused.snapshot, { type: 'equalizer.setMode', mode: 'graphic' });
    expect(graphic.snapshot.context).toMatchObject({ mode: 'graphic', pasteError: null, preset: 'Rock' });
    expect(graphic.actions[0]).toEqual({ type: 'applyEqualizer', params: { preamp: -4, gains: EQ_PRESETS.find((p) => p.name === 'Rock')?.gains, filters: [] } });
    expect(run(graphic.snapshot, { type: 'equalizer.setMode', mode: 'parametric' }).snapshot.context.mode).toBe('parametric');
    // Off is flat in either mode.
    expect(run(pasted.snapshot, { type: 'equalizer.toggle' }).actions[0]).toEqual({ type: 'applyEqualizer', params: { preamp: 0, gains: flat, filters: [] } });
    // Parametric before any list: flat until one is pasted; an unknown mode is refused.
    expect(run(rock, { type: 'equalizer.setMode', mode: 'parametric' }).actions[0]).toEqual({ type: 'applyEqualizer', params: { preamp: 0, gains: flat, filters: [] } });
    expect(run(rock, { type: 'equalizer.setMode', mode: 'other' as 'graphic' }).actions.map((action) => action.type)).toEqual(['logError']);
  });

  it('plays a built-in headphone correction as its AutoEQ list, keeps the choice on the device, and a paste replaces it', () => {
    const rock = run(start(), { type: 'equalizer.choosePreset', name: 'Rock' }).snapshot;
    const chosen = run(rock, { type: 'equalizer.chooseHeadphones', name: 'Sennheiser HD 650' });
    expect(chosen.snapshot.context).toMatchObject({ mode: 'parametric', enabled: true, headphones: 'Sennheiser HD 650', parametric: { preamp: -6.1 } });
    expect(chosen.snapshot.context.parametric?.filters).toHaveLength(10);
    expect(chosen.actions[0]).toMatchObject({ type: 'applyEqualizer', params: { preamp: -6.1, gains: flat } });
    expect((chosen.actions[0]?.params as unknown as { filters: unknown[] }).filters[0]).toEqual({ kind: 'lowshelf', frequency: 105, gain: 6.4, q: Math.SQRT1_2 });
    // Saved and restored: the model and its list come back.
    const saved = (chosen.actions[1]?.params as unknown as { settings: Record<string, unknown> }).settings;
    const restored = start(JSON.parse(JSON.stringify(saved)));
    expect(restored.context).toMatchObject({ mode: 'parametric', headphones: 'Sennheiser HD 650', parametric: chosen.snapshot.context.parametric });
    // A model the app no longer carries is forgotten; the list it played stays.
    expect(readEqualizerSettings({ ...saved, headphones: 'Gone 1' })).toMatchObject({ headphones: null, parametric: chosen.snapshot.context.parametric });
    // Back to the bands and again to parametric: still the model.
    const graphic = run(chosen.snapshot, { type: 'equalizer.setMode', mode: 'graphic' }).snapshot;
    expect(run(graphic, { type: 'equalizer.setMode', mode: 'parametric' }).snapshot.context.headphones).toBe('Sennheiser HD 650');
    // A pasted list is the listener's own: the model is no longer named.
    const pasted = run(chosen.snapshot, { type: 'equalizer.pasteFilters', text: 'Filter 1: ON PK Fc 1000 Hz Gain -2 dB Q 1' });
    expect(pasted.snapshot.context).toMatchObject({ headphones: null, parametric: { preamp: 0 } });
    // A refused paste leaves the model playing.
    expect(run(chosen.snapshot, { type: 'equalizer.pasteFilters', text: 'nonsense' }).snapshot.context.headphones).toBe('Sennheiser HD 650');
    expect(run(rock, { type: 'equalizer.chooseHeadphones', name: 'Nope 9000' }).actions.map((action) => action.type)).toEqual(['logError']);
  });
});
