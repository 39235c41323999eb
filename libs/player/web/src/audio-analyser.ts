/** Bars the fullscreen visualizer draws (product §2: the idle state uses 120). */
import { graphOf } from './audio-graph';

export const VISUALIZER_BARS = 120;

/**
 * The visualizer's view of the player's Web Audio graph (audio-graph.ts): its analyser
 * sees what same-origin sources play. Cross-origin sources bypass the graph (an element without CORS
 * would feed it silence), so while one plays the levels stay 0 and the visualizer idles.
 */
export class AudioAnalyser {
  private node: AnalyserNode | null = null;
  private data: Uint8Array<ArrayBuffer> | null = null;

  constructor(private readonly audio: HTMLAudioElement) {}

  /** Starts the analysis; false when the browser has no Web Audio (the visualizer then idles). */
  connect(): boolean {
    const graph = graphOf(this.audio);
    if (!graph) return false;
    graph.resume();
    if (!this.node) {
      this.node = graph.analyser;
      this.data = new Uint8Array(new ArrayBuffer(graph.analyser.frequencyBinCount));
    }
    return true;
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

/** The analyser of the player whose main element is `audio`. Only the fullscreen visualizer asks, so this module loads with it. */
export function analyserFor(audio: HTMLAudioElement): AudioAnalyser {
  let analyser = analysers.get(audio);
  if (!analyser) {
    analyser = new AudioAnalyser(audio);
    analysers.set(audio, analyser);
  }
  return analyser;
}
