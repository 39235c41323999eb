import type { Page } from 'playwright-core';
import { ENCODE_CHUNKS_SCRIPT, tapDestinationsOnAudioThread } from './output-tap.js';

/**
 * A room member's rendered output on the machine's one clock (the offset between two members is
 * found in room-correlation.ts).
 *
 * In each browser context an init script taps, on the audio thread, what every AudioContext of the
 * page sends to its destination (output-tap.ts: an AudioWorklet, so a busy main thread delays chunks
 * but loses none), kept as mono at about 12 kHz. Each chunk carries the context frame of its first
 * frame; the main thread stamps it with the mapping from `getOutputTimestamp()` at its arrival (a pair
 * of context time and `performanceTime`, so a late look is still right), whose `performanceTime` plus
 * `performance.timeOrigin` is the machine's clock in every page (a page whose clock the bench shifts
 * keeps these native values). The mapping (machine time less context time) is the median of the
 * stamps of the chunks within about 5 s, so it follows the audio clock's drift without the jitter of
 * single stamps. What is left as a constant (the tap hears a frame when the destination renders it,
 * not when the device plays it) is the same in every context and cancels in the offset between two.
 * Contexts of pages captured so need TAP_CONTEXT_OPTIONS (output-tap.ts).
 */
export const ROOM_CAPTURE_SCRIPT = `(() => {
  const capture = { rate: 0, chunks: [], contextMs: [], mapping: [], arrivedMs: [] };
  // The native reading, taken before other init scripts may wrap it: what the page's own code reads stays its own.
  const outputTimestamp = window.AudioContext ? AudioContext.prototype.getOutputTimestamp : null;
  const stamps = { clicks: [], pauses: [], playing: [], seeks: [], rates: [], canplay: [] };
  Object.defineProperty(window, '__roomCapture', { value: capture });
  Object.defineProperty(window, '__roomStamps', { value: stamps });
  // The skip's steps read the songs' audio requests from resource timing: room for a whole run of them.
  performance.setResourceTimingBufferSize(5000);
  const machineNow = (timeStamp) => performance.timeOrigin + timeStamp;
  addEventListener('click', (event) => stamps.clicks.push(machineNow(event.timeStamp)), true);
  const play = HTMLMediaElement.prototype.play;
  HTMLMediaElement.prototype.play = function (...args) {
    if (!this.__roomHooked) {
      this.__roomHooked = true;
      this.addEventListener('pause', (event) => stamps.pauses.push(machineNow(event.timeStamp)));
      this.addEventListener('playing', (event) => stamps.playing.push({ at: machineNow(event.timeStamp), src: this.currentSrc }));
      // For the skip's steps: when a source had enough data to play.
      this.addEventListener('canplay', (event) => stamps.canplay.push({ at: machineNow(event.timeStamp), src: this.currentSrc }));
      // For the bench's timeline: the sync's seeks and rate nudges on the element.
      this.addEventListener('seeking', (event) => stamps.seeks.push({ at: machineNow(event.timeStamp), toMs: this.currentTime * 1000 }));
      this.addEventListener('ratechange', (event) => stamps.rates.push({ at: machineNow(event.timeStamp), rate: this.playbackRate }));
    }
    return play.apply(this, args);
  };
  ${tapDestinationsOnAudioThread(`(context, { frame, samples }, rate) => {
      const stamp = outputTimestamp.call(context);
      if (!stamp.performanceTime) return;
      capture.rate = rate;
      capture.contextMs.push((frame / context.sampleRate) * 1000);
      capture.mapping.push(performance.timeOrigin + stamp.performanceTime - stamp.contextTime * 1000);
      capture.arrivedMs.push(stamp.contextTime * 1000);
      capture.chunks.push(samples);
  }`)}
})();`;

/** Shifts what the page's own code reads as the time (performance.now and Date.now) by `ms`; the capture's native stamps are not shifted. */
export const shiftedClockScript = (ms: number) => `(() => {
  const now = performance.now.bind(performance);
  performance.now = () => now() + ${ms};
  const dateNow = Date.now;
  Date.now = () => dateNow() + ${ms};
})();`;

/** Hands over and clears what the page captured so far (the page's source text: see output-tap.ts). */
const TAKE_SCRIPT = `(() => {
  const capture = window.__roomCapture;
  const chunks = capture.chunks.splice(0);
  const contextMs = capture.contextMs.splice(0);
  const mapping = capture.mapping.splice(0);
  const arrivedMs = capture.arrivedMs.splice(0);
  const encode = ${ENCODE_CHUNKS_SCRIPT};
  return { rate: capture.rate, contextMs, mapping, arrivedMs, size: chunks.length ? chunks[0].length : 0, samples: encode(chunks) };
})()`;

/** What a page hands over: the chunks' context times and mappings, and their samples as base64 of float32, `size` each. */
export interface TakenChunks {
  rate: number;
  contextMs: number[];
  mapping: number[];
  /** The context time heard when the main thread took each chunk (how late it took it). */
  arrivedMs?: number[];
  size: number;
  samples: string;
}

interface Chunk {
  /** Machine time of its first frame (from `contextMs` and the smoothed mapping). */
  at: number;
  contextMs: number;
  mapping: number;
  /** A new AudioContext (the page reloaded) starts a new epoch: mappings are not mixed across them. */
  epoch: number;
  /** How far the output had played past this chunk's end when the page's main thread took it (ms; about minus the output latency when the thread is free). */
  waitedMs: number;
  samples: Float32Array;
}

/** Chunks on each side whose mappings the median takes (about 5 s of 2048-frame chunks at 48 kHz). */
const MAPPING_NEIGHBOURS = 110;
/** The middle value (the upper of the two middle ones for an even count). */
export const median = (values: number[]) => [...values].sort((x, y) => x - y)[values.length >> 1] as number;

/** What the page's media elements did (for the bench's timeline), on the machine's clock. */
export type MediaEvent = { at: number } & ({ kind: 'playing'; src: string } | { kind: 'pause' } | { kind: 'seek'; toMs: number } | { kind: 'rate'; rate: number });

/** Hands over the media events since the last take (seeks and rates are cleared; `playing` and `pauses` stay for the command rounds). */
const TAKE_MEDIA_EVENTS = `(() => {
  const s = window.__roomStamps;
  const taken = s.taken ?? (s.taken = { playing: 0, pauses: 0 });
  const out = [
    ...s.playing.slice(taken.playing).map((p) => ({ kind: 'playing', at: p.at, src: p.src })),
    ...s.pauses.slice(taken.pauses).map((at) => ({ kind: 'pause', at })),
    ...s.seeks.splice(0).map((p) => ({ kind: 'seek', at: p.at, toMs: p.toMs })),
    ...s.rates.splice(0).map((p) => ({ kind: 'rate', at: p.at, rate: p.rate })),
  ];
  taken.playing = s.playing.length;
  taken.pauses = s.pauses.length;
  return out;
})()`;

/** One member's captured output so far (it survives the page's reloads: each pull appends). */
export class MemberCapture {
  rate = 0;
  readonly chunks: Chunk[] = [];
  readonly mediaEvents: MediaEvent[] = [];
  constructor(readonly page: Page) {}

  async pull(): Promise<void> {
    const events = (await this.page.evaluate(TAKE_MEDIA_EVENTS)) as MediaEvent[];
    this.append(events, (await this.page.evaluate(TAKE_SCRIPT)) as TakenChunks);
  }

  /** Appends what a take handed over, and stamps again the chunks whose neighbourhood changed. */
  append(events: MediaEvent[], taken: TakenChunks): void {
    this.mediaEvents.push(...events);
    if (taken.rate) this.rate = taken.rate;
    const buffer = Buffer.from(taken.samples, 'base64');
    const all = new Float32Array(buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength));
    const from = this.chunks.length;
    taken.contextMs.forEach((contextMs, i) => {
      const last = this.chunks.at(-1);
      const epoch = last ? last.epoch + (contextMs < last.contextMs ? 1 : 0) : 0;
      const duration = (taken.size * 1000) / (taken.rate || this.rate);
      this.chunks.push({ at: 0, contextMs, mapping: taken.mapping[i] as number, epoch, waitedMs: (taken.arrivedMs?.[i] ?? NaN) - contextMs - duration, samples: all.subarray(i * taken.size, (i + 1) * taken.size) });
    });
    for (let i = Math.max(0, from - MAPPING_NEIGHBOURS); i < this.chunks.length; i++) {
      const chunk = this.chunks[i] as Chunk;
      const near = this.chunks.slice(Math.max(0, i - MAPPING_NEIGHBOURS), i + MAPPING_NEIGHBOURS + 1).filter((c) => c.epoch === chunk.epoch);
      chunk.at = chunk.contextMs + median(near.map((c) => c.mapping));
    }
  }

  /** Where context time was lost between two chunks of one context (chunks the tap never got), on the machine's clock. */
  holes(): { at: number; lostMs: number }[] {
    const out: { at: number; lostMs: number }[] = [];
    for (let i = 1; i < this.chunks.length; i++) {
      const [before, after] = [this.chunks[i - 1] as Chunk, this.chunks[i] as Chunk];
      const lostMs = after.contextMs - before.contextMs - (before.samples.length * 1000) / this.rate;
      if (after.epoch === before.epoch && lostMs > 1) out.push({ at: before.at, lostMs });
    }
    return out;
  }

  /** `count` samples from machine time `fromMs`, one every 1/rate s, or null where the capture has a hole. */
  span(fromMs: number, count: number, rate: number): Float32Array | null {
    const out = new Float32Array(count);
    let chunk = this.chunkAt(fromMs);
    for (let k = 0; k < count; k++) {
      const t = fromMs + (k * 1000) / rate;
      while (chunk !== -1 && chunk + 1 < this.chunks.length && (this.chunks[chunk + 1] as Chunk).at <= t) chunk++;
      const found = chunk === -1 ? undefined : this.chunks[chunk];
      // Within 2 ms of a chunk's end is still that chunk (the smoothed mapping moves a little from chunk to chunk); further is a hole.
      const place = found ? ((t - found.at) * this.rate) / 1000 : -1;
      if (!found || place > found.samples.length + this.rate * 0.002) return null;
      out[k] = found.samples[Math.min(found.samples.length - 1, Math.round(place))] as number;
    }
    return out;
  }

  private chunkAt(t: number): number {
    let low = 0;
    let high = this.chunks.length - 1;
    let best = -1;
    while (low <= high) {
      const mid = (low + high) >> 1;
      if ((this.chunks[mid] as Chunk).at <= t) [best, low] = [mid, mid + 1];
      else high = mid - 1;
    }
    return best;
  }
}

export interface Stamps {
  clicks: number[];
  pauses: number[];
  playing: { at: number; src: string }[];
  seeks: { at: number; toMs: number }[];
  rates: { at: number; rate: number }[];
  canplay: { at: number; src: string }[];
}

export const stampsOf = (page: Page) => page.evaluate(() => (window as unknown as { __roomStamps: Stamps }).__roomStamps);
/** The machine's clock as the page reads it natively (performance.timeOrigin + the event time base). */
export const machineNowIn = (page: Page) => page.evaluate(() => performance.timeOrigin + (document.timeline.currentTime as number));
