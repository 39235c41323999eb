/**
 * Integrated loudness after ITU-R BS.1770-4 / EBU R128: K-weighting (a high shelf and a high pass,
 * derived for any sample rate by the bilinear transform), 400 ms blocks overlapping by 75 %, an
 * absolute gate at −70 LUFS and a relative gate 10 LU below. Fed in chunks, so a long file never has
 * to be in memory at once; it keeps one mean square per 100 ms step. Also tracks the sample peak.
 */

export interface LoudnessMeasurement {
  /** Integrated loudness in LUFS; null when every block falls under the absolute gate (silence). */
  integrated: number | null;
  /** Largest absolute sample value, linear (1 = full scale). */
  peak: number;
}

interface Biquad {
  b0: number;
  b1: number;
  b2: number;
  a1: number;
  a2: number;
}

/** Stage 1: the head's acoustic effect, a +4 dB shelf above about 1.7 kHz. */
function highShelf(sampleRate: number): Biquad {
  const f0 = 1681.974450955533;
  const gain = 3.999843853973347;
  const q = 0.7071752369554196;
  const k = Math.tan((Math.PI * f0) / sampleRate);
  const vh = 10 ** (gain / 20);
  const vb = vh ** 0.4996667741545416;
  const a0 = 1 + k / q + k * k;
  return { b0: (vh + (vb * k) / q + k * k) / a0, b1: (2 * (k * k - vh)) / a0, b2: (vh - (vb * k) / q + k * k) / a0, a1: (2 * (k * k - 1)) / a0, a2: (1 - k / q + k * k) / a0 };
}

/** Stage 2: the RLB high pass at about 38 Hz. */
function highPass(sampleRate: number): Biquad {
  const f0 = 38.13547087602444;
  const q = 0.5003270373238773;
  const k = Math.tan((Math.PI * f0) / sampleRate);
  const a0 = 1 + k / q + k * k;
  return { b0: 1, b1: -2, b2: 1, a1: (2 * (k * k - 1)) / a0, a2: (1 - k / q + k * k) / a0 };
}

/** BS.1770 channel weights: surrounds (5.1 order L R C LFE Ls Rs) count 1.41, the LFE not at all. */
function channelWeights(channels: number): number[] {
  if (channels === 6) return [1, 1, 1, 0, 1.41, 1.41];
  return Array.from({ length: channels }, () => 1);
}

const ABSOLUTE_GATE = -70;
const RELATIVE_GATE = -10;
const loudnessOf = (meanSquare: number) => -0.691 + 10 * Math.log10(meanSquare);

export class LoudnessMeter {
  private readonly shelf: Biquad;
  private readonly pass: Biquad;
  private readonly weights: number[];
  /** Per channel: the two filters' state (x1 x2 y1 y2 of each stage). */
  private readonly state: Float64Array[];
  private readonly stepLength: number;
  private stepFill = 0;
  private readonly stepSums: Float64Array;
  /** Weighted mean square of each completed 100 ms step. */
  private readonly steps: number[] = [];
  private peak = 0;

  constructor(
    readonly sampleRate: number,
    readonly channels: number,
  ) {
    if (!(sampleRate >= 8000 && sampleRate <= 384000) || !Number.isInteger(channels) || channels < 1 || channels > 8) throw new RangeError(`Cannot measure ${channels} channels at ${sampleRate} Hz`);
    this.shelf = highShelf(sampleRate);
    this.pass = highPass(sampleRate);
    this.weights = channelWeights(channels);
    this.state = Array.from({ length: channels }, () => new Float64Array(8));
    this.stepLength = Math.round(sampleRate / 10);
    this.stepSums = new Float64Array(channels);
  }

  /** Adds one chunk: one Float32Array per channel, all the same length. */
  push(channelData: readonly Float32Array[]): void {
    if (channelData.length !== this.channels) throw new RangeError(`Expected ${this.channels} channels, got ${channelData.length}`);
    const length = channelData[0]?.length ?? 0;
    let offset = 0;
    while (offset < length) {
      const take = Math.min(length - offset, this.stepLength - this.stepFill);
      for (let c = 0; c < this.channels; c++) this.stepSums[c] = (this.stepSums[c] as number) + this.filter(c, channelData[c] as Float32Array, offset, offset + take);
      this.stepFill += take;
      offset += take;
      if (this.stepFill === this.stepLength) this.closeStep();
    }
  }

  result(): LoudnessMeasurement {
    // A 400 ms block is four consecutive steps; blocks start every step (75 % overlap).
    const blocks: number[] = [];
    for (let i = 3; i < this.steps.length; i++) blocks.push(((this.steps[i - 3] as number) + (this.steps[i - 2] as number) + (this.steps[i - 1] as number) + (this.steps[i] as number)) / 4);
    const audible = blocks.filter((z) => z > 0 && loudnessOf(z) > ABSOLUTE_GATE);
    if (!audible.length) return { integrated: null, peak: this.peak };
    const relativeGate = loudnessOf(mean(audible)) + RELATIVE_GATE;
    const gated = audible.filter((z) => loudnessOf(z) > relativeGate);
    return { integrated: loudnessOf(mean(gated)), peak: this.peak };
  }

  private closeStep(): void {
    let sum = 0;
    for (let c = 0; c < this.channels; c++) {
      sum += (this.weights[c] as number) * ((this.stepSums[c] as number) / this.stepLength);
      this.stepSums[c] = 0;
    }
    this.steps.push(sum);
    this.stepFill = 0;
  }

  /** Runs both filters over samples [from, to) of one channel; returns the sum of squares. */
  private filter(channel: number, samples: Float32Array, from: number, to: number): number {
    const s = this.state[channel] as Float64Array;
    const { shelf: f1, pass: f2 } = this;
    let [x1, x2, y1, y2, u1, u2, v1, v2] = s as unknown as number[];
    let sum = 0;
    let peak = this.peak;
    for (let i = from; i < to; i++) {
      const x = samples[i] as number;
      const ax = x < 0 ? -x : x;
      if (ax > peak) peak = ax;
      const y = f1.b0 * x + f1.b1 * (x1 as number) + f1.b2 * (x2 as number) - f1.a1 * (y1 as number) - f1.a2 * (y2 as number);
      x2 = x1;
      x1 = x;
      y2 = y1;
      y1 = y;
      const v = f2.b0 * y + f2.b1 * (u1 as number) + f2.b2 * (u2 as number) - f2.a1 * (v1 as number) - f2.a2 * (v2 as number);
      u2 = u1;
      u1 = y;
      v2 = v1;
      v1 = v;
      sum += v * v;
    }
    s.set([x1 as number, x2 as number, y1 as number, y2 as number, u1 as number, u2 as number, v1 as number, v2 as number]);
    this.peak = peak;
    return sum;
  }
}

const mean = (values: readonly number[]) => values.reduce((a, b) => a + b, 0) / values.length;

/** One-shot measurement of PCM already in memory. */
export function measureLoudness(channelData: readonly Float32Array[], sampleRate: number): LoudnessMeasurement {
  const meter = new LoudnessMeter(sampleRate, channelData.length);
  meter.push(channelData);
  return meter.result();
}
