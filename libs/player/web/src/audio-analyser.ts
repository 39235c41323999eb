/** Bars the fullscreen visualizer draws (product §2: the idle state uses 120). */
import { graphOf } from './audio-graph';

export const VISUALIZER_BARS = 120;

/** The audible range the bars span, log-spaced as the ear hears pitch. */
const LOWEST_HZ = 40;
const HIGHEST_HZ = 16_000;

/**
 * For each of `count` bars, the analyser bins [from, to) it stands for: bars spread evenly in pitch
 * (log frequency) from 40 Hz to 16 kHz (or the Nyquist frequency), each at least one bin.
 */
export function logBands(binCount: number, sampleRate: number, count: number): Array<[number, number]> {
  const binHz = sampleRate / 2 / binCount;
  const top = Math.min(HIGHEST_HZ, sampleRate / 2);
  const edge = (bar: number) => LOWEST_HZ * (top / LOWEST_HZ) ** (bar / count);
  return Array.from({ length: count }, (_, bar) => {
    const from = Math.min(binCount - 1, Math.floor(edge(bar) / binHz));
    const to = Math.min(binCount, Math.max(from + 1, Math.floor(edge(bar + 1) / binHz)));
    return [from, to];
  });
}

/**
 * The visualizer's view of the player's Web Audio graph (audio-graph.ts): its analyser
 * sees what same-origin sources play. Cross-origin sources bypass the graph (an element without CORS
 * would feed it silence), so while one plays the levels stay 0 and the visualizer idles.
 */
export class AudioAnalyser {
  private node: AnalyserNode | null = null;
  private data: Uint8Array<ArrayBuffer> | null = null;
  private sampleRate = 48_000;
  private bands: { count: number; edges: Array<[number, number]> } | null = null;

  constructor(private readonly audio: HTMLAudioElement) {}

  /** Starts the analysis; false when the browser has no Web Audio (the visualizer then idles). */
  connect(): boolean {
    const graph = graphOf(this.audio);
    if (!graph) return false;
    graph.resume();
    if (!this.node) {
      this.node = graph.analyser;
      this.sampleRate = graph.context.sampleRate;
      this.data = new Uint8Array(new ArrayBuffer(graph.analyser.frequencyBinCount));
    }
    return true;
  }

  /** `count` levels from 0 to 1 (frequency bands, low to high); all 0 before connect. */
  levels(count: number = VISUALIZER_BARS): number[] {
    const levels = new Array<number>(count).fill(0);
    if (!this.node || !this.data) return levels;
    this.node.getByteFrequencyData(this.data);
    if (this.bands?.count !== count) this.bands = { count, edges: logBands(this.data.length, this.sampleRate, count) };
    for (let bar = 0; bar < count; bar++) {
      const [from, to] = this.bands.edges[bar] ?? [0, 1];
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
