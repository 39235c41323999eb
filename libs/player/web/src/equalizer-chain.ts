import { EQ_BAND_Q, EQ_BANDS } from '@tangerine/player-machine';
import { registerChain, type GraphCurve } from './equalizer-curve';

/** Gains glide to a new curve over this time constant: no step, so no click (on/off, presets, sliders). */
export const EQ_RAMP_SECONDS = 0.03;

const dbToGain = (db: number) => 10 ** (db / 20);

/**
 * The equalizer in the player's Web Audio graph: a preamp and ten filters after the decks'
 * normalization, before the visualizer and the speakers. Flat (0 dB) while the equalizer is off.
 * Every band is a peaking filter; their gains come solved so that the sum of the overlapping bands
 * is the listener's curve at each centre (GraphCurve).
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
      filter.Q.value = EQ_BAND_Q;
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

  /** Glides to `curve` (dB, the filters' solved gains), or sets it at once with `ramp: false` (a graph that is not playing yet). */
  apply({ preamp, filterGains }: GraphCurve, ramp = true): void {
    const gains = filterGains(this.context.sampleRate);
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
