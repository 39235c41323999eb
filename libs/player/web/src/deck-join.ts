import { firstSoundAt, joinDelay, musicSpan, planJoin, JOIN_READINGS, type ClockReading, type DecoderTrim } from '@tangerine/player-machine';
import type { AudioDeck } from './audio-deck';
import { MAX_DECK_DELAY_SECONDS, type AudioGraph } from './audio-graph';

/**
 * How Chromium's MP3 decoding presents the LAME gapless fields to an `<audio>` element: it trims the
 * encoder delay and padding itself (media time 0 is the first music sample, the duration the music's),
 * so a waiting deck starts at 0 and the handover is at the media end (apps/web-e2e/src/web/mp3-decoder-trim.e2e.ts).
 */
export const MEDIA_ELEMENT_MP3: DecoderTrim = 'trims';

/** The next deck starts this long before the handover, unheard: time for its real start to be heard on its tap and lined up. */
export const JOIN_LEAD_SECONDS = 0.2;

/** With this little music left, the current deck's clock and position are read every READ_INTERVAL_MS. */
const READ_WINDOW_SECONDS = 1.5;
const READ_INTERVAL_MS = 10;

/** The handover is planned (and the next deck's start timed) once it is this close. */
const JOIN_WINDOW_SECONDS = 0.6;

/** How often a started deck's tap is read for its first sound. */
const LISTEN_INTERVAL_MS = 5;

/**
 * The timing of one gapless join after another, for the engine. Near the end of the current item,
 * its audio clock and position are read every few milliseconds; their median predicts where its
 * music ends at the fade (after the deck's own delay line). On the audio graph the handover (current
 * deck silenced, next one opened) is set on that frame, and the next deck starts, unheard, a little
 * earlier: its tap hears when its first sound really came (an element starts on an audio callback of
 * its own choosing) and its delay line moves that sound onto the handover frame. Off the graph the
 * next deck plays on a timer at the handover.
 */
export class DeckJoin {
  private readings: ClockReading[] = [];
  private reader: ReturnType<typeof setInterval> | undefined;
  private startTimer: ReturnType<typeof setTimeout> | undefined;
  private handoverTimer: ReturnType<typeof setTimeout> | undefined;
  private handoverAt: number | null = null;
  /** The next deck, started ahead of the handover, and how to put it back where it waited. */
  private started: { deck: AudioDeck; stop: () => void } | null = null;

  constructor(
    private readonly now: () => number,
    /** Makes the next deck current at the handover (or, not ready to play, tells that the current item ended). */
    private readonly join: () => void,
  ) {}

  /** A time update of the current deck while `next` waits to join it (and the reads in between near its end). */
  update(current: AudioDeck, next: AudioDeck, graph: AudioGraph | null): void {
    const { element } = current;
    if (this.started !== null || element.paused || !Number.isFinite(element.duration)) return;
    const routed = graph !== null && current.routed && next.routed;
    const clock = this.clock(routed ? graph : null);
    const span = musicSpan(current.gapless, element.duration, MEDIA_ELEMENT_MP3);
    const rate = element.playbackRate > 0 ? element.playbackRate : 1;
    // After a seek the music runs `seekLag` behind the element's time (offset-seek.ts): it ends that much later than the element.
    const position = element.currentTime - current.seekLag;
    if ((span.endsAt - position) / rate > READ_WINDOW_SECONDS) {
      this.cancel(current, next);
      return;
    }
    this.readings.push({ clock, position });
    if (this.readings.length > JOIN_READINGS) this.readings.shift();
    this.reader ??= setInterval(() => this.update(current, next, graph), READ_INTERVAL_MS);
    const plan = planJoin({
      readings: this.readings,
      playbackRate: rate,
      current: span,
      next: musicSpan(next.gapless, next.element.duration, MEDIA_ELEMENT_MP3),
      currentDelay: current.delay,
      lead: routed ? JOIN_LEAD_SECONDS : 0,
      sampleRate: routed ? graph.context.sampleRate : 0,
    });
    if (plan === null || plan.handoverAt - clock > JOIN_WINDOW_SECONDS) return;
    clearTimeout(this.startTimer);
    if (routed) {
      this.handoverAt = plan.handoverAt;
      current.setLevelAt(0, plan.handoverAt);
      next.setLevelAt(1, plan.handoverAt);
    }
    const startIn = Math.max(0, (plan.playAt - clock) * 1000);
    this.startTimer = setTimeout(() => {
      this.startTimer = undefined;
      if (routed) this.startAhead(next, graph, plan.handoverAt);
      else this.join();
    }, startIn);
  }

  /**
   * Starts the next deck unheard before the handover, lines its first sound up with it, and joins at
   * the handover. A deck not ready to play is not started: the handover still comes (the current
   * element may have ended already, its music in the delay line) and joins, or ends the item, then.
   */
  private startAhead(next: AudioDeck, graph: AudioGraph, handoverAt: number): void {
    this.stopReading();
    const { context } = graph;
    if (next.element.readyState >= 3) this.playUnheard(next, context, handoverAt);
    this.handoverTimer = setTimeout(() => {
      this.handoverTimer = undefined;
      this.join();
    }, Math.max(0, (handoverAt - context.currentTime) * 1000));
  }

  private playUnheard(next: AudioDeck, context: BaseAudioContext, handoverAt: number): void {
    const { element } = next;
    const from = element.currentTime;
    const tap = next.tap();
    // Until its start is heard, the line holds it for the time left: right when its sound comes at the next callback.
    next.setDelay(Math.max(0, handoverAt - context.currentTime));
    const listener = setInterval(() => {
      const samples = tap ? new Float32Array(tap.analyser.fftSize) : null;
      if (samples) tap?.analyser.getFloatTimeDomainData(samples);
      const soundAt = samples ? firstSoundAt({ samples, sampleRate: context.sampleRate, windowEnd: context.currentTime }) : null;
      if (soundAt === null && context.currentTime < handoverAt) return;
      const delay = soundAt === null ? null : joinDelay({ handoverAt, soundAt, sampleRate: context.sampleRate, maxDelay: MAX_DECK_DELAY_SECONDS });
      if (delay !== null && context.currentTime < handoverAt) next.setDelay(delay);
      // Developers (and the gap bench) read how each join lined up at the console's verbose level.
      console.debug(`[player] gapless join: ${delay === null ? 'start not heard in time' : `delay line ${(delay * 1000).toFixed(1)} ms`}`);
      stopListening();
    }, LISTEN_INTERVAL_MS);
    const stopListening = () => {
      clearInterval(listener);
      tap?.close();
    };
    // Marks the element while it plays unheard, so that tools watching play() can tell this lead from a heard start.
    element.dataset['deckLead'] = 'true';
    this.started = {
      deck: next,
      stop: () => {
        delete element.dataset['deckLead'];
        stopListening();
        element.pause();
        element.currentTime = from;
        next.setDelay(0);
      },
    };
    element.play()?.catch((error: unknown) => console.debug('[player] gapless join: play() refused', error));
  }

  /** Whether a handover is planned and not yet made (the current element may end before it, its music still to come). */
  get planned(): boolean {
    return this.startTimer !== undefined || this.handoverTimer !== undefined;
  }

  /** The engine makes `next` current: without a planned handover (a late end) it is heard at once. */
  joining(next: AudioDeck): void {
    this.stopReading();
    this.clearTimers();
    if (this.started?.deck === next) {
      delete next.element.dataset['deckLead'];
      this.started = null;
    } else this.drop(next);
    if (this.handoverAt === null) {
      next.setDelay(0);
      next.setLevel(1);
    }
    this.handoverAt = null;
  }

  /** A deck started ahead is needed elsewhere (or released): put it back where it waited. */
  drop(deck: AudioDeck): void {
    if (this.started?.deck !== deck) return;
    const { stop } = this.started;
    this.started = null;
    stop();
  }

  /** Drops a planned join (pause, seek, another item): the current deck is heard again, the next one waits silent. */
  cancel(current: AudioDeck, next: AudioDeck | null): void {
    this.stopReading();
    this.clearTimers();
    if (next) this.drop(next);
    if (this.handoverAt === null) return;
    this.handoverAt = null;
    current.setLevel(1);
    next?.setLevel(0);
  }

  private clearTimers(): void {
    clearTimeout(this.startTimer);
    clearTimeout(this.handoverTimer);
    this.startTimer = undefined;
    this.handoverTimer = undefined;
  }

  private stopReading(): void {
    clearInterval(this.reader);
    this.reader = undefined;
    this.readings = [];
  }

  private clock(graph: AudioGraph | null): number {
    return graph ? graph.context.currentTime : this.now() / 1000;
  }
}
