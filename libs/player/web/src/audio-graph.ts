import { EqualizerChain } from './equalizer-chain';
import { wantedEqualizerCurve } from './equalizer-curve';

type AudioContextConstructor = typeof AudioContext;

/** The longest delay line a deck may need: a gapless join starts the next deck this far ahead at most. */
export const MAX_DECK_DELAY_SECONDS = 1;

/** The nodes one element plays through: its normalization gain, its delay line (gapless joins), then its fade gain. */
export interface RoutedNodes {
  norm: GainNode;
  delay: DelayNode;
  fade: GainNode;
}

/**
 * The player's Web Audio graph: every same-origin deck → its normalization gain, delay line and fade gain → the
 * mix → the equalizer → the visualizer's analyser → the speakers. Created while the page is idle
 * (AudioEngine.prepare) or else on the first same-origin load; a play resumes it, within the click
 * that the browser requires. Cross-origin sources never enter it: an element without CORS would feed
 * it silence.
 */
export class AudioGraph {
  private constructor(
    readonly context: AudioContext,
    readonly master: GainNode,
    readonly analyser: AnalyserNode,
    readonly equalizer: EqualizerChain,
  ) {}

  /** A new graph, or null where the browser has no Web Audio (the player then uses element volumes). */
  static create(): AudioGraph | null {
    const Context = (globalThis as { AudioContext?: AudioContextConstructor }).AudioContext;
    if (!Context) return null;
    try {
      const context = new Context({ latencyHint: 'playback' });
      const master = context.createGain();
      const analyser = context.createAnalyser();
      // 1024 bins: the low bars of a log scale (40–100 Hz) still get bins of their own.
      analyser.fftSize = 2048;
      analyser.smoothingTimeConstant = 0.8;
      // The equalizer works on the mix: after each deck's normalization, before the visualizer and the speakers.
      const equalizer = new EqualizerChain(context);
      const curve = wantedEqualizerCurve();
      if (curve) equalizer.apply(curve, false);
      master.connect(equalizer.input);
      equalizer.output.connect(analyser);
      analyser.connect(context.destination);
      return new AudioGraph(context, master, analyser, equalizer);
    } catch (error) {
      console.error('Web Audio is not available; playing through the elements', error);
      return null;
    }
  }

  /** Routes `element` through the graph, for good (Web Audio allows one source node per element). */
  route(element: HTMLAudioElement): RoutedNodes {
    const source = this.context.createMediaElementSource(element);
    const norm = this.context.createGain();
    const delay = this.context.createDelay(MAX_DECK_DELAY_SECONDS);
    delay.delayTime.value = 0;
    const fade = this.context.createGain();
    source.connect(norm).connect(delay).connect(fade).connect(this.master);
    return { norm, delay, fade };
  }

  /** Whether the player wants the context running; a suspend still under way is undone by a resume. */
  private wanted: 'running' | 'suspended' = 'running';

  /** A suspended context (no gesture yet, or the tab was in the background) plays nothing: resume it. */
  resume(): void {
    this.wanted = 'running';
    if (this.context.state !== 'running') void this.context.resume().catch(() => undefined);
  }

  /** Stops rendering (silence costs the audio thread too) until the next resume. */
  suspend(): void {
    this.wanted = 'suspended';
    if (this.context.state !== 'running') return;
    void this.context
      .suspend()
      .then(() => {
        // A play came while it was suspending.
        if (this.wanted === 'running') this.resume();
      })
      .catch(() => undefined);
  }
}

/** A graph made before the player's engine exists (the shell, while the page is idle); the engine takes it. */
let prepared: AudioGraph | null | undefined;

/** Makes the graph now, suspended until the first play: an AudioContext blocks the main thread while it is made. */
export function prepareAudioGraph(): void {
  prepared ??= AudioGraph.create();
  prepared?.suspend();
}

/** The graph `prepareAudioGraph` made (once), or undefined. */
export function takePreparedGraph(): AudioGraph | null | undefined {
  const graph = prepared;
  prepared = undefined;
  return graph;
}

/** Graphs by the player's main element, so the fullscreen visualizer finds the one the engine plays through. */
const graphs = new WeakMap<HTMLAudioElement, () => AudioGraph | null>();

export function registerGraph(audio: HTMLAudioElement, graph: () => AudioGraph | null): void {
  graphs.set(audio, graph);
}

export function graphOf(audio: HTMLAudioElement): AudioGraph | null {
  return graphs.get(audio)?.() ?? null;
}

/** Which item the listener hears and where, in seconds of the item. */
export interface HeardPosition {
  trackId: string | null;
  seconds: number;
}

/** What a room's sync reads and sets on the deck the listener hears (the engine, by its main element). */
export interface HeardDeck {
  heardPosition(): HeardPosition | null;
  /** Whether the item `trackId` is loaded with its whole source open to ordinary seeks (no new stream from an offset). */
  seekableWhole(trackId: string): boolean;
  nudgeRate(factor: number): void;
}

const heardDecks = new WeakMap<HTMLAudioElement, HeardDeck>();

export function registerHeardDeck(audio: HTMLAudioElement, deck: HeardDeck): void {
  heardDecks.set(audio, deck);
}

export function heardDeckOf(audio: HTMLAudioElement): HeardDeck | null {
  return heardDecks.get(audio) ?? null;
}
