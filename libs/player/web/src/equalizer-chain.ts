import { EQ_BANDS, type ApplyEqualizerParams } from '@tangerine/player-machine';
import { registerChain } from './equalizer-curve';

/** One octave per band: Q = √2 puts neighbouring peaks' −3 dB points on each other's centres. */
const BAND_Q = Math.SQRT2;
/** Gains glide to a new curve over this time constant: no step, so no click (on/off, presets, sliders). */
export const EQ_RAMP_SECONDS = 0.03;

const dbToGain = (db: number) => 10 ** (db / 20);

/**
 * The equalizer in the player's Web Audio graph: a preamp and ten filters after the decks'
 * normalization, before the visualizer and the speakers. Flat (0 dB) while the equalizer is off.
 * Every band is a peaking filter, so a band's gain is what it does at its centre.
 */
export class EqualizerChain {
  readonly input: GainNode;
  readonly output: AudioNode;
  private readonly filters: BiquadFilterNode[];

  constructor(private readonly context: BaseAudioContext) {
    this.input = context.createGain();
    this.filters = EQ_BANDS.map((frequency) => {
      const filter = context.createBiquadFilter();
      filter.type = 'peaking';
      filter.frequency.value = frequency;
      filter.Q.value = BAND_Q;
      filter.gain.value = 0;
      return filter;
    });
    let last: AudioNode = this.input;
    for (const filter of this.filters) last = last.connect(filter);
    this.output = last;
    registerChain(this);
  }

  get closed(): boolean {
    return (this.context as Partial<AudioContext>).state === 'closed';
  }

  /** Glides to `curve` (dB), or sets it at once with `ramp: false` (a graph that is not playing yet). */
  apply({ preamp, gains }: ApplyEqualizerParams, ramp = true): void {
    const at = this.context.currentTime;
    const set = (param: AudioParam, value: number) => {
      param.cancelScheduledValues(at);
      if (ramp) param.setTargetAtTime(value, at, EQ_RAMP_SECONDS);
      else param.value = value;
    };
    set(this.input.gain, dbToGain(preamp));
    this.filters.forEach((filter, index) => set(filter.gain, gains[index] ?? 0));
  }
}
