import { EQ_BAND_Q, EQ_BANDS, MAX_PARAMETRIC_FILTERS } from '@tangerine/player-machine';
import { registerChain, type GraphCurve } from './equalizer-curve';

/** Gains glide to a new curve over this time constant: no step, so no click (on/off, presets, sliders). */
export const EQ_RAMP_SECONDS = 0.03;

const dbToGain = (db: number) => 10 ** (db / 20);
/** A gain this close to 0 dB is flat enough for a filter to change kind unheard. */
const FLAT_DB = 0.1;
/** Six time constants: a glide from 12 dB is then under FLAT_DB. */
const SETTLED_MS = EQ_RAMP_SECONDS * 6 * 1000;

/**
 * The equalizer in the player's Web Audio graph: a preamp and ten filters after the decks'
 * normalization, before the visualizer and the speakers. Flat (0 dB) while the equalizer is off.
 * Every band is a peaking filter; their gains come solved so that the sum of the overlapping bands
 * is the listener's curve at each centre (GraphCurve). After them, MAX_PARAMETRIC_FILTERS filters for
 * parametric mode's pasted list, flat (0 dB) while unused: a biquad at 0 dB passes sound unchanged
 * whatever its kind, so on/off and a change of mode are gain ramps too.
 */
export class EqualizerChain {
  readonly input: GainNode;
  readonly output: AudioNode;
  private readonly filters: BiquadFilterNode[];
  private readonly parametric: BiquadFilterNode[];
  /** The curve last asked for, and the timer that finishes it once filters changing kind are flat. */
  private latest: GraphCurve | null = null;
  private pending: ReturnType<typeof setTimeout> | null = null;

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
    this.parametric = Array.from({ length: MAX_PARAMETRIC_FILTERS }, () => {
      const filter = context.createBiquadFilter();
      filter.type = 'peaking';
      filter.gain.value = 0;
      return filter;
    });
    let last: AudioNode = this.input;
    for (const filter of [...this.filters, ...this.parametric]) last = last.connect(filter);
    this.output = last;
    registerChain(this);
  }

  get closed(): boolean {
    return (this.context as Partial<AudioContext>).state === 'closed';
  }

  /** Glides to `curve` (dB, the filters' solved gains), or sets it at once with `ramp: false` (a graph that is not playing yet). */
  apply({ preamp, filterGains, parametric = [] }: GraphCurve, ramp = true): void {
    this.latest = { preamp, filterGains, parametric };
    const gains = filterGains(this.context.sampleRate);
    const at = this.context.currentTime;
    const set = (param: AudioParam, value: number) => {
      param.cancelScheduledValues(at);
      if (ramp) param.setTargetAtTime(value, at, EQ_RAMP_SECONDS);
      else param.value = value;
    };
    set(this.input.gain, dbToGain(preamp));
    this.filters.forEach((filter, index) => set(filter.gain, gains[index] ?? 0));
    let deferred = false;
    this.parametric.forEach((node, index) => {
      const wanted = parametric[index];
      // An unused filter keeps its kind and place and glides to 0 dB (flat).
      if (!wanted) return set(node.gain, 0);
      // A filter changes kind only while flat (no step in the sound): else it glides to flat first and the rest follows.
      if (node.type !== wanted.kind && Math.abs(node.gain.value) > FLAT_DB && ramp) {
        deferred = true;
        return set(node.gain, 0);
      }
      node.type = wanted.kind;
      set(node.frequency, wanted.frequency);
      set(node.Q, wanted.q);
      set(node.gain, wanted.gain);
    });
    if (deferred && !this.pending) {
      this.pending = setTimeout(() => {
        this.pending = null;
        if (this.latest && !this.closed) this.apply(this.latest);
      }, SETTLED_MS);
    }
  }
}
