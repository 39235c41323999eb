/** The 10-band graphic equalizer's bands, limits, presets and saved form: pure, shared by machine, engine and panel. */

import { EQ_BANDS } from './equalizer-bands.js';
import { findAutoEqHeadphones } from './autoeq-headphones.js';
import { readParametricList, type ParametricFilter, type ParametricList } from './parametric-filters.js';

export { EQ_BANDS };
/** Each band and the preamp move within ±12 dB. */
export const EQ_MAX_DB = 12;
/** Gains move on a 0.5 dB grid (the panel's slider step). */
export const EQ_STEP_DB = 0.5;

export type BandGains = readonly number[];

export interface EqualizerPreset {
  name: string;
  preamp: number;
  gains: BandGains;
}

/** The built-in presets, in the panel's order. Boosting presets lower the preamp so the loudest band stays near 0 dB. */
export const EQ_PRESETS: readonly EqualizerPreset[] = [
  { name: 'Flat', preamp: 0, gains: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0] },
  { name: 'Bass boost', preamp: -6, gains: [6, 5.5, 4.5, 3, 1, 0, 0, 0, 0, 0] },
  { name: 'Treble boost', preamp: -6, gains: [0, 0, 0, 0, 0, 1, 2.5, 4, 5.5, 6] },
  { name: 'Vocal', preamp: -3, gains: [-2, -2, -1, 1, 3, 3.5, 3, 1.5, 0, -1] },
  { name: 'Loudness', preamp: -5, gains: [5, 4, 2, 0, -1, 0, 0, 1, 3, 4] },
  { name: 'Classical', preamp: -3, gains: [0, 0, 0, 0, 0, 0, -2, -3, -3, -4] },
  { name: 'Rock', preamp: -4, gains: [4, 3, 2, 0.5, -1, -1, 0.5, 2, 3, 3.5] },
  { name: 'Electronic', preamp: -4, gains: [4, 3.5, 1, 0, -2, 1.5, 0.5, 1, 3.5, 4] },
];

export interface EqualizerSettings {
  enabled: boolean;
  preamp: number;
  gains: BandGains;
  /** The preset the curve came from (built-in or saved), or null once a band was moved by hand. */
  preset: string | null;
  /** The listener's own presets, saved on this device. */
  custom: readonly EqualizerPreset[];
  /** Which curve plays while on: the ten bands, or the pasted filter list (parametric). */
  mode: 'graphic' | 'parametric';
  /** The last filter list pasted (AutoEQ's text, checked), kept when the mode goes back to graphic. */
  parametric: ParametricList | null;
  /** The built-in headphone correction `parametric` came from (AutoEq's model name), or null for a pasted list. */
  headphones: string | null;
}

const FLAT: BandGains = EQ_BANDS.map(() => 0);

export const DEFAULT_EQUALIZER: EqualizerSettings = { enabled: false, preamp: 0, gains: FLAT, preset: 'Flat', custom: [], mode: 'graphic', parametric: null, headphones: null };

/** A gain on the grid within ±12 dB, or null when it is not a number. */
export function clampGain(value: unknown): number | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  const stepped = Math.round(value / EQ_STEP_DB) * EQ_STEP_DB;
  return Math.min(EQ_MAX_DB, Math.max(-EQ_MAX_DB, stepped)) + 0;
}

function readGains(raw: unknown): number[] | null {
  if (!Array.isArray(raw) || raw.length !== EQ_BANDS.length) return null;
  const gains = raw.map(clampGain);
  return gains.every((gain): gain is number => gain !== null) ? gains : null;
}

function readPreset(raw: unknown): EqualizerPreset | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const { name, preamp, gains } = raw as Record<string, unknown>;
  const curve = readGains(gains);
  const pre = clampGain(preamp);
  if (typeof name !== 'string' || name.trim() === '' || curve === null || pre === null) return null;
  return { name: name.trim(), preamp: pre, gains: curve };
}

/** Saved settings read back field by field: anything invalid takes the default (never a crash). */
export function readEqualizerSettings(raw: unknown): EqualizerSettings {
  if (typeof raw !== 'object' || raw === null) return DEFAULT_EQUALIZER;
  const saved = raw as Record<string, unknown>;
  const parametric = readParametricList(saved['parametric']);
  const custom = Array.isArray(saved['custom']) ? saved['custom'].map(readPreset).filter((preset): preset is EqualizerPreset => preset !== null) : [];
  return {
    enabled: saved['enabled'] === true,
    preamp: clampGain(saved['preamp']) ?? 0,
    gains: readGains(saved['gains']) ?? DEFAULT_EQUALIZER.gains,
    preset: typeof saved['preset'] === 'string' ? saved['preset'] : null,
    custom,
    mode: saved['mode'] === 'parametric' ? 'parametric' : 'graphic',
    parametric,
    // Only a model the app still carries, and only with the list it played.
    headphones: parametric && findAutoEqHeadphones(saved['headphones']) ? (saved['headphones'] as string) : null,
  };
}

/** A built-in or saved preset by name. */
export function findPreset(settings: Pick<EqualizerSettings, 'custom'>, name: string): EqualizerPreset | undefined {
  return EQ_PRESETS.find((preset) => preset.name === name) ?? settings.custom.find((preset) => preset.name === name);
}

/** What the audio graph applies: off is flat (0 dB everywhere), so switching is a ramp, never a cut. */
export interface EffectiveCurve {
  preamp: number;
  /** The ten bands (flat in parametric mode). */
  gains: BandGains;
  /** The pasted filters in parametric mode (none before a list is pasted, so flat); none in graphic mode. */
  filters: readonly ParametricFilter[];
}

export function effectiveCurve(settings: Pick<EqualizerSettings, 'enabled' | 'preamp' | 'gains'> & Partial<Pick<EqualizerSettings, 'mode' | 'parametric'>>): EffectiveCurve {
  if (!settings.enabled) return { preamp: 0, gains: DEFAULT_EQUALIZER.gains, filters: [] };
  // Parametric mode before any list is pasted: nothing to play but flat.
  if (settings.mode === 'parametric') return { preamp: settings.parametric?.preamp ?? 0, gains: DEFAULT_EQUALIZER.gains, filters: settings.parametric?.filters ?? [] };
  return { preamp: settings.preamp, gains: settings.gains, filters: [] };
}
