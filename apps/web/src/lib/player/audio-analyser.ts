/** Bars the fullscreen visualizer draws (product §2: the idle state uses 120). */
export const VISUALIZER_BARS = 120;

type AudioContextConstructor = typeof AudioContext;

/**
 * A Web Audio AnalyserNode on the player's `<audio>` element, created on first use (opening the
 * fullscreen player is a user gesture, so the context may start). Once connected the element plays
 * through the context for good, so the context is resumed whenever levels are read.
 */
export class AudioAnalyser {
  private context: AudioContext | null = null;
  private node: AnalyserNode | null = null;
  private data: Uint8Array<ArrayBuffer> | null = null;
  private failed = false;

  constructor(private readonly audio: HTMLAudioElement) {}

  /** Starts the analysis; false when the browser has no Web Audio (the visualizer then idles). */
  connect(): boolean {
    if (this.node) {
      void this.context?.resume().catch(() => undefined);
      return true;
    }
    if (this.failed) return false;
    const Context = (globalThis as { AudioContext?: AudioContextConstructor }).AudioContext;
    if (!Context) {
      this.failed = true;
      return false;
    }
    try {
      const context = new Context();
      const source = context.createMediaElementSource(this.audio);
      const node = context.createAnalyser();
      node.fftSize = 512;
      node.smoothingTimeConstant = 0.8;
      source.connect(node);
      node.connect(context.destination);
      void context.resume().catch(() => undefined);
      this.context = context;
      this.node = node;
      this.data = new Uint8Array(new ArrayBuffer(node.frequencyBinCount));
      return true;
    } catch (error) {
      this.failed = true;
      console.error('Audio analysis is not available', error);
      return false;
    }
  }

  /** `count` levels from 0 to 1 (frequency bands, low to high); all 0 before connect. */
  levels(count: number = VISUALIZER_BARS): number[] {
    const levels = new Array<number>(count).fill(0);
    if (!this.node || !this.data) return levels;
    this.node.getByteFrequencyData(this.data);
    // Use the lower ~70 % of bins: the top of the spectrum is mostly empty for music.
    const usable = Math.floor(this.data.length * 0.7);
    for (let bar = 0; bar < count; bar++) {
      const from = Math.floor((bar / count) * usable);
      const to = Math.max(from + 1, Math.floor(((bar + 1) / count) * usable));
      let peak = 0;
      for (let bin = from; bin < to; bin++) peak = Math.max(peak, this.data[bin] ?? 0);
      levels[bar] = peak / 255;
    }
    return levels;
  }
}

const analysers = new WeakMap<HTMLAudioElement, AudioAnalyser>();

/**
 * The analyser of an `<audio>` element, one per element for good: Web Audio lets an element feed
 * only one source node. Only the fullscreen visualizer asks, so this module loads with it.
 */
export function analyserFor(audio: HTMLAudioElement): AudioAnalyser {
  let analyser = analysers.get(audio);
  if (!analyser) {
    analyser = new AudioAnalyser(audio);
    analysers.set(audio, analyser);
  }
  return analyser;
}
