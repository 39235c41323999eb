import type { GaplessTrim } from '@tangerine/player-machine';
import type { AudioGraph, RoutedNodes } from './audio-graph';

/** The tap's window, the analyser's largest: about 0.7 s of samples, longer than the time between two time updates. */
const TAP_WINDOW_SAMPLES = 32768;

/** How often a fade of an element's volume (no Web Audio) takes a step. */
const VOLUME_STEP_MS = 25;

/**
 * One `<audio>` element of the engine and the gains it plays at. The element's volume is the
 * listener's volume (product §4: 0 when muted); a routed deck normalizes and fades in its gain nodes
 * (on the audio thread), a deck off the audio graph folds them into the element volume on a timer.
 */
export class AudioDeck {
  /** The queue item loaded, or null when the deck is free. */
  trackId: string | null = null;
  /** True while a new source loads: the element's own pause/play events are not the listener's. */
  switching = false;
  /** Seconds into the item where the element's source starts: a transcoded stream asked for from a seek (offset-seek.ts). */
  offset = 0;
  /** Seconds the element's music runs behind its own time since a compensated seek (offset-seek.ts `seekLag`). */
  seekLag = 0;
  /** The loaded item's encoder delay and padding, where its music lies for a gapless join. */
  gapless: GaplessTrim | undefined;
  private norm = 1;
  private fadeLevel = 1;
  private volume = 1;
  private fadeTimer: ReturnType<typeof setInterval> | undefined;
  private fadeEnd: ReturnType<typeof setTimeout> | undefined;

  constructor(
    readonly element: HTMLAudioElement,
    private readonly nodes: RoutedNodes | null,
    private readonly graph: AudioGraph | null,
  ) {
    element.volume = this.volume;
  }

  get routed(): boolean {
    return this.nodes !== null;
  }

  /** Playing and not at its end: a change of track must fade it out, not cut it. */
  get audible(): boolean {
    return !this.element.paused && !this.element.ended;
  }

  setNormalization(gain: number): void {
    this.norm = Number.isFinite(gain) && gain > 0 ? gain : 1;
    if (this.nodes) this.nodes.norm.gain.value = this.norm;
    else this.applyVolume();
  }

  /** The listener's volume, the element's own; a routed deck's gains sit after the element. */
  setVolume(volume: number): void {
    this.volume = volume;
    if (this.nodes) this.element.volume = volume;
    else this.applyVolume();
  }

  /** The fade's present level (0–1), where a fade by hand starts from. */
  level(): number {
    return this.nodes ? this.nodes.fade.gain.value : this.fadeLevel;
  }

  /** Seconds the deck's delay line holds its music back (a gapless join set it); 0 off the audio graph. */
  get delay(): number {
    return this.nodes ? this.nodes.delay.delayTime.value : 0;
  }

  /** Sets the delay line at once: music already in it is dropped or repeated, so only while it carries silence or a cut is wanted (pause, seek). */
  setDelay(seconds: number): void {
    if (!this.nodes) return;
    const { delayTime } = this.nodes.delay;
    delayTime.cancelScheduledValues(0);
    delayTime.value = Math.max(0, seconds);
  }

  /** Sets the fade level at once (a deck that starts at full or silent). */
  setLevel(level: number): void {
    this.cancelFade();
    this.fadeLevel = level;
    if (this.nodes) {
      const { gain } = this.nodes.fade;
      gain.cancelScheduledValues(0);
      gain.value = level;
    } else this.applyVolume();
  }

  /** Sets the fade level at a time of the audio clock, sample-exact (routed decks; the others at once). */
  setLevelAt(level: number, at: number): void {
    if (!this.nodes) {
      this.setLevel(level);
      return;
    }
    this.cancelFade();
    this.fadeLevel = level;
    const { gain } = this.nodes.fade;
    gain.cancelScheduledValues(0);
    gain.setValueAtTime(level, at);
  }

  /** Fades along `curve` over `seconds`, then calls `done`. */
  fade(curve: Float32Array, seconds: number, done?: () => void): void {
    this.cancelFade();
    const duration = Math.max(0.01, seconds);
    if (this.nodes && this.graph) {
      const { gain } = this.nodes.fade;
      const at = this.graph.context.currentTime;
      gain.cancelScheduledValues(at);
      gain.setValueCurveAtTime(curve, at, duration);
    } else {
      const started = Date.now();
      this.fadeTimer = setInterval(() => {
        const progress = Math.min(1, (Date.now() - started) / (duration * 1000));
        const index = Math.min(curve.length - 1, Math.round(progress * (curve.length - 1)));
        this.fadeLevel = curve[index] ?? 0;
        this.applyVolume();
      }, VOLUME_STEP_MS);
    }
    this.fadeEnd = setTimeout(() => {
      this.cancelFade();
      this.fadeLevel = curve[curve.length - 1] ?? 0;
      if (!this.nodes) this.applyVolume();
      done?.();
    }, duration * 1000);
  }

  /** A listener on the deck's signal before its delay line and fade (a silenced deck is heard here); null off the audio graph. */
  tap(): { analyser: AnalyserNode; close: () => void } | null {
    const { nodes, graph } = this;
    if (!nodes || !graph) return null;
    const analyser = graph.context.createAnalyser();
    analyser.fftSize = TAP_WINDOW_SAMPLES;
    nodes.norm.connect(analyser);
    let open = true;
    // Closed once: a second disconnect throws (a join cancelled after its tap heard the start closes it again).
    const close = () => {
      if (!open) return;
      open = false;
      nodes.norm.disconnect(analyser);
    };
    return { analyser, close };
  }

  /** Stops and empties the element so it frees its buffer and connection. */
  release(): void {
    this.cancelFade();
    this.trackId = null;
    this.offset = 0;
    this.seekLag = 0;
    this.gapless = undefined;
    this.switching = false;
    this.setDelay(0);
    this.element.pause();
    if (this.element.getAttribute('src') !== null) {
      this.element.removeAttribute('src');
      this.element.load();
    }
  }

  private cancelFade(): void {
    clearInterval(this.fadeTimer);
    clearTimeout(this.fadeEnd);
    this.fadeTimer = undefined;
    this.fadeEnd = undefined;
  }

  private applyVolume(): void {
    this.element.volume = Math.min(1, Math.max(0, this.volume * Math.min(1, this.norm) * this.fadeLevel));
  }
}

/** Equal-power fade curve points for a fade of `seconds` (enough points to be smooth, few enough to be cheap). */
export function curvePoints(seconds: number): number {
  return Math.min(512, Math.max(16, Math.round(seconds * 64)));
}
