import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { EQ_BANDS } from './equalizer-bands.js';
import { EQ_MAX_DB, EQ_PRESETS, EQ_STEP_DB } from './equalizer-model.js';
import { EQ_BAND_Q, chainResponseDb, filterGains, peakingBiquad, type Biquad } from './equalizer-response.js';

const RATES = [44_100, 48_000];
const IMPULSE_SAMPLES = 1 << 15;

/**
 * Renders a unit impulse through the ten filters as Web Audio runs a BiquadFilterNode (direct form,
 * coefficients divided by a0), then measures the rendered response's level at `frequency` (a DFT
 * bin of the impulse response): a measurement of what plays, not the formula the solver uses.
 */
function renderedResponseDb(gains: readonly number[], frequencies: readonly number[], sampleRate: number): number[] {
  let signal: Float64Array = new Float64Array(IMPULSE_SAMPLES);
  signal[0] = 1;
  for (const [i, centre] of EQ_BANDS.entries()) signal = runBiquad(peakingBiquad(centre, EQ_BAND_Q, gains[i] ?? 0, sampleRate), signal);
  return frequencies.map((frequency) => {
    const w = (2 * Math.PI * frequency) / sampleRate;
    let re = 0;
    let im = 0;
    for (let n = 0; n < signal.length; n++) {
      re += (signal[n] as number) * Math.cos(w * n);
      im -= (signal[n] as number) * Math.sin(w * n);
    }
    return 20 * Math.log10(Math.hypot(re, im));
  });
}

function runBiquad({ b0, b1, b2, a0, a1, a2 }: Biquad, input: Float64Array): Float64Array {
  const output = new Float64Array(input.length);
  let [x1, x2, y1, y2] = [0, 0, 0, 0];
  for (let n = 0; n < input.length; n++) {
    const x = input[n] as number;
    const y = (b0 * x + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2) / a0;
    [x2, x1, y2, y1] = [x1, x, y1, y];
    output[n] = y;
  }
  return output;
}

const worstMiss = (curve: readonly number[], measured: readonly number[]) => Math.max(...measured.map((db, i) => Math.abs(db - (curve[i] ?? 0))));

describe('the equalizer’s measured response', () => {
  it('renders every preset within 1 dB of its curve at each band centre, at 44.1 and 48 kHz', { timeout: 60_000 }, () => {
    for (const rate of RATES) {
      for (const preset of EQ_PRESETS) {
        const measured = renderedResponseDb(filterGains(preset.gains, rate), EQ_BANDS, rate);
        expect(worstMiss(preset.gains, measured), `${preset.name} at ${rate} Hz`).toBeLessThanOrEqual(1);
      }
    }
  });

  it('misses by more than 1 dB when each filter is simply set to its band’s gain (the overlap the correction removes)', () => {
    const bass = EQ_PRESETS.find((preset) => preset.name === 'Bass boost');
    const measured = renderedResponseDb(bass?.gains ?? [], EQ_BANDS, 48_000);
    expect(worstMiss(bass?.gains ?? [], measured)).toBeGreaterThan(1);
  });

  it('puts any curve on the grid within ±12 dB within 1 dB at each centre (the formula; rendering checked above)', () => {
    const band = fc.integer({ min: -EQ_MAX_DB / EQ_STEP_DB, max: EQ_MAX_DB / EQ_STEP_DB }).map((steps) => steps * EQ_STEP_DB);
    fc.assert(
      fc.property(fc.array(band, { minLength: EQ_BANDS.length, maxLength: EQ_BANDS.length }), fc.constantFrom(...RATES), (curve, rate) => {
        const gains = filterGains(curve, rate);
        const response = EQ_BANDS.map((centre) => chainResponseDb(gains, centre, rate));
        return worstMiss(curve, response) <= 1;
      }),
      { numRuns: 300 },
    );
  });

  it('keeps flat flat', () => {
    expect(filterGains(EQ_BANDS.map(() => 0), 48_000)).toEqual(EQ_BANDS.map(() => 0));
  });
});
