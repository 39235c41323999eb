/**
 * A track's waveform for the seek bar: the loudest sample of each of PEAK_COLUMNS equal slices of
 * the track, one byte each (0–255 of full scale). The collector folds samples as a decoder hands
 * them over, so it can ride along a decode made for something else (the loudness measurement).
 */

/** Columns in a waveform: a few hundred bytes stored, enough for the widest bar. */
export const PEAK_COLUMNS = 200;
/** Windows per second kept while decoding, folded into the columns at the end (the length is known then). */
const WINDOWS_PER_SECOND = 50;

/** Collects the loudest sample of each short window as samples arrive; `columns()` folds them. */
export class PeakCollector {
  private readonly windows: number[] = [];
  private current = 0;
  private filled = 0;
  private windowSize = 0;
  /** Full scale of the pushed samples: 1 for floats, 32768 for 16-bit integers. */
  private fullScale = 1;

  /** Float samples in −1..1 at `sampleRate`, one array per channel (the loudest channel counts). */
  push(channels: readonly (Float32Array | Int16Array)[], sampleRate: number): void {
    if (!this.windowSize) this.windowSize = Math.max(1, Math.round(sampleRate / WINDOWS_PER_SECOND));
    const length = channels[0]?.length ?? 0;
    let offset = 0;
    // A window at a time, each channel in a tight loop over a typed array: no call or bounds check per sample.
    while (offset < length) {
      const end = Math.min(length, offset + this.windowSize - this.filled);
      let loudest = this.current;
      for (const channel of channels) {
        for (let i = offset; i < end; i++) {
          const value = channel[i] as number;
          if (value > loudest) loudest = value;
          else if (-value > loudest) loudest = -value;
        }
      }
      this.current = loudest;
      this.filled += end - offset;
      offset = end;
      if (this.filled === this.windowSize) this.closeWindow();
    }
  }

  /** Signed 16-bit little-endian mono samples (ffmpeg's `s16le`), an even number of bytes. */
  pushS16(bytes: Buffer, sampleRate: number): void {
    this.fullScale = 32768;
    // A typed view reads the samples without a bounds-checked call per sample (x86 and ARM are little-endian).
    const aligned = bytes.byteOffset % 2 === 0 ? bytes : Buffer.from(bytes);
    this.push([new Int16Array(aligned.buffer, aligned.byteOffset, aligned.length >> 1)], sampleRate);
  }

  private closeWindow(): void {
    this.windows.push(Math.min(1, this.current / this.fullScale));
    this.current = 0;
    this.filled = 0;
  }

  /** PEAK_COLUMNS bytes, or an empty array when no audio came. */
  columns(count = PEAK_COLUMNS): Uint8Array {
    if (this.filled > 0) this.closeWindow();
    const windows = this.windows;
    if (!windows.length) return new Uint8Array(0);
    const out = new Uint8Array(count);
    for (let column = 0; column < count; column++) {
      const from = Math.floor((column * windows.length) / count);
      const to = Math.max(from + 1, Math.floor(((column + 1) * windows.length) / count));
      let loudest = 0;
      for (let i = from; i < to && i < windows.length; i++) loudest = Math.max(loudest, windows[i] as number);
      out[column] = Math.round(loudest * 255);
    }
    return out;
  }
}
