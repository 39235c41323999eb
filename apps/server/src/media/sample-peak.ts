/** The loudest sample of a decoded range and its waveform column value: one rule for every sampler (MP3, FLAC, M4A). */

/** The loudest absolute value of `samples` from `from` up to `to`, or `floor` when none is louder. */
export function loudestSample(samples: Float32Array, from = 0, to = samples.length, floor = 0): number {
  let peak = floor;
  for (let i = from; i < to; i++) {
    const value = samples[i] as number;
    if (value > peak) peak = value;
    else if (-value > peak) peak = -value;
  }
  return peak;
}

/** A column's value, 0–255: the loudest sample of its decoded unit, at or under the column's true peak, never over. */
export const columnValue = (peak: number) => Math.round(Math.min(1, peak) * 255);
