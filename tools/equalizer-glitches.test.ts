import { describe, expect, it } from 'vitest';
import { EQ_PRESETS } from '@tangerine/player-machine';
import { COUNT_GLITCHES_SCRIPT, quietInputLevel, type GlitchCount } from './bench/equalizer-glitches.js';

const RATE = 48_000;
const SILENCE = 10 ** (-60 / 20);
const count = new Function(`return ${COUNT_GLITCHES_SCRIPT}`)() as (capture: unknown, silence: number, glitchMs: number, quietInput: number) => GlitchCount;

/** Three seconds of a 220 Hz tone on every channel, in the tap's 4096-frame chunks; `edit` changes frames in place. */
function capture(edit: (input: Float32Array, output: Float32Array) => void) {
  const input = Float32Array.from({ length: RATE * 3 }, (_, i) => 0.3 * Math.sin((2 * Math.PI * 220 * i) / RATE) + 0.05);
  const output = input.slice();
  edit(input, output);
  const chunks = (samples: Float32Array) => Array.from({ length: Math.ceil(samples.length / 4096) }, (_, k) => samples.slice(k * 4096, (k + 1) * 4096));
  return { rate: RATE, channels: [chunks(input), chunks(input), chunks(output), chunks(output)] };
}

const at = (seconds: number) => Math.round(seconds * RATE);
const span = (ms: number) => Math.round((ms / 1000) * RATE);

describe('the equalizer bench’s glitch count', () => {
  it('counts a starved source and a silent chain, and sets the music’s own quiet moment apart', () => {
    const result = count(
      capture((input, output) => {
        // A dropout: nothing came for 5 ms.
        input.fill(0, at(1.2), at(1.2) + span(5));
        output.fill(0, at(1.2), at(1.2) + span(5));
        // A quiet moment of the recording: −75 dBFS in and out for 5 ms.
        input.fill(10 ** (-75 / 20), at(1.6), at(1.6) + span(5));
        output.fill(10 ** (-75 / 20), at(1.6), at(1.6) + span(5));
        // The chain went silent while music came in.
        output.fill(0, at(2.0), at(2.0) + span(5));
        // Too short to count (1 ms), and inside the first second (left out).
        input.fill(0, at(2.4), at(2.4) + span(1));
        output.fill(0, at(2.4), at(2.4) + span(1));
        input.fill(0, at(0.5), at(0.5) + span(10));
        output.fill(0, at(0.5), at(0.5) + span(10));
      }),
      SILENCE,
      2,
      quietInputLevel(EQ_PRESETS[0]?.gains ?? [], SILENCE, RATE),
    );
    expect(result).toMatchObject({ dropouts: 1, chainSilences: 1, quietMoments: 1, frames: RATE * 3, rate: RATE });
    expect(result.quietLongestMs).toBeCloseTo(5, 0);
    expect(result.quietInputPeakDb).toBeCloseTo(-75, 0);
  });

  it('counts nothing in music without a gap', () => {
    expect(count(capture(() => undefined), SILENCE, 2, SILENCE)).toMatchObject({ dropouts: 0, chainSilences: 0, quietMoments: 0 });
  });

  it('lets the quiet input level follow the preset’s deepest cut', () => {
    expect(quietInputLevel(EQ_PRESETS[0]?.gains ?? [], SILENCE, RATE)).toBeCloseTo(SILENCE, 9);
    const classical = EQ_PRESETS.find((preset) => preset.name === 'Classical');
    // Classical cuts the top band by 4 dB: an input up to about 4 dB over silence can leave it below.
    const level = 20 * Math.log10(quietInputLevel(classical?.gains ?? [], SILENCE, RATE) / SILENCE);
    expect(level).toBeGreaterThan(3.5);
    expect(level).toBeLessThan(6);
  });
});
