import { graphDelay, musicSpan, observedStartLatency, planJoin, type DecoderTrim } from '@tangerine/player-machine';
import type { AudioDeck } from './audio-deck';
import type { AudioGraph } from './audio-graph';

/**
 * How Chromium's MP3 decoding presents the LAME gapless fields to an `<audio>` element: it trims the
 * encoder delay and padding itself (media time 0 is the first music sample, the duration the music's),
 * so a waiting deck starts at 0 and the handover is at the media end (apps/web-e2e/src/web/mp3-decoder-trim.e2e.ts).
 */
export const MEDIA_ELEMENT_MP3: DecoderTrim = 'trims';

/** The first join's guess of the time from play() on a waiting deck to its clock's start; later joins use the last one observed. */
export const DECK_START_LATENCY_SECONDS = 0;

/** Probes tried on one waiting deck at most, and the music left on the current one for another try. */
const MAX_PROBES = 3;
const PROBE_LEAD_SECONDS = 2;

/** A joined deck's start latency is read once it has played at least this long. */
const MIN_OBSERVED_SECONDS = 0.05;

/** A gapless join is planned once this little of the current item's music is left (time updates come about every 250 ms). */
const JOIN_WINDOW_SECONDS = 0.6;

/**
 * The timing of one gapless join after another, for the engine. Planned again at each time update
 * near the end: on the audio graph, the handover (current deck silenced, next one opened) is set on
 * the audio clock where the current music's end reaches the graph (its end by the element's clock plus
 * the graph delay a probe measured), sample-exact; play() on the next deck is a timer, set
 * ahead by the start latency the last join showed.
 */
export class DeckJoin {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private handoverAt: number | null = null;
  private startLatency = DECK_START_LATENCY_SECONDS;
  /** The deck last joined, when play() was called on it (audio clock) and where it waited, until its first time update. */
  private started: { deck: AudioDeck; playedAt: number; from: number } | null = null;
  /** The least graph delay a probe has measured: a deck not probed hands over that much after its music's end. */
  private leastGraphDelay: number | null = null;
  /** The waiting deck playing silently for its start latency, and how to put it back where it waited. */
  private probing: { deck: AudioDeck; stop: () => void } | null = null;

  constructor(
    private readonly now: () => number,
    private readonly join: () => void,
  ) {}

  /** A time update of the current deck while `next` waits to join it. */
  update(current: AudioDeck, next: AudioDeck, graph: AudioGraph | null): void {
    const { element } = current;
    if (element.paused || !Number.isFinite(element.duration)) return;
    const routed = graph !== null && current.routed && next.routed;
    const clock = this.clock(routed ? graph : null);
    const plan = planJoin({
      clock,
      position: element.currentTime,
      playbackRate: element.playbackRate,
      current: musicSpan(current.gapless, element.duration, MEDIA_ELEMENT_MP3),
      next: musicSpan(next.gapless, next.element.duration, MEDIA_ELEMENT_MP3),
      startLatency: this.startLatency,
    });
    if (plan.handoverAt - clock > JOIN_WINDOW_SECONDS) {
      this.cancel(current, next);
      return;
    }
    clearTimeout(this.timer);
    if (routed) {
      // Leading silence can only lengthen a probe's figure: the least one serves a deck not probed.
      this.handoverAt = plan.handoverAt + (next.graphDelay ?? this.leastGraphDelay ?? 0);
      current.setLevelAt(0, this.handoverAt);
      next.setLevelAt(1, this.handoverAt);
    }
    this.timer = setTimeout(this.join, Math.max(0, (plan.playAt - clock) * 1000));
  }

  /**
   * A waiting deck on the audio graph (silent until its handover) plays for a moment and goes back to
   * where it waited, while a tap before its fade finds when its first sound reached the graph: an
   * element's clock runs from play(), its samples arrive later, so the handover waits that long.
   */
  probe(deck: AudioDeck, graph: AudioGraph | null): void {
    const { element } = deck;
    if (this.probing !== null || graph === null || !element.paused || element.readyState < 3 || deck.probes >= MAX_PROBES) return;
    const tap = deck.tap();
    if (!tap) return;
    deck.probes += 1;
    const from = element.currentTime;
    const playedAt = graph.context.currentTime;
    const onUpdate = () => {
      if (element.currentTime - from < MIN_OBSERVED_SECONDS) return;
      const samples = new Float32Array(tap.analyser.fftSize);
      tap.analyser.getFloatTimeDomainData(samples);
      const delay = graphDelay({ samples, sampleRate: graph.context.sampleRate, windowEnd: graph.context.currentTime, playedAt });
      this.endProbe(deck);
      // Developers (and the gap bench) read each probe's outcome at the console's verbose level.
      console.debug(`[player] gapless probe ${deck.probes}: ${delay === null ? 'no figure' : `graph delay ${(delay * 1000).toFixed(1)} ms`}`);
      if (delay === null) return;
      deck.graphDelay = delay;
      this.leastGraphDelay = Math.min(this.leastGraphDelay ?? delay, delay);
    };
    element.addEventListener('timeupdate', onUpdate);
    // Marks the element while it plays unheard, so that tools watching play() can tell a probe from a start.
    element.dataset['deckProbe'] = 'true';
    this.probing = {
      deck,
      stop: () => {
        delete element.dataset['deckProbe'];
        element.removeEventListener('timeupdate', onUpdate);
        tap.close();
        element.pause();
        element.currentTime = from;
      },
    };
    element.play()?.catch((error: unknown) => {
      console.debug(`[player] gapless probe ${deck.probes}: play() refused`, error);
      this.endProbe(deck);
    });
  }

  /** At a time update of the current deck: a waiting deck whose probe found no figure tries again while the end is far. */
  probeAgain(current: AudioDeck, next: AudioDeck, graph: AudioGraph | null): void {
    const { element } = current;
    if (next.graphDelay !== null || element.paused || !(element.duration - element.currentTime > PROBE_LEAD_SECONDS)) return;
    this.probe(next, graph);
  }

  /** Puts a probing deck back where it waited (the probe ended, or the deck is needed now). */
  endProbe(deck: AudioDeck): void {
    if (this.probing?.deck !== deck) return;
    const { stop } = this.probing;
    this.probing = null;
    stop();
  }

  /** The engine is about to play `next`: without a planned handover (a late end) it is heard at once. */
  joining(next: AudioDeck, graph: AudioGraph | null): void {
    clearTimeout(this.timer);
    this.endProbe(next);
    if (this.handoverAt === null) next.setLevel(1);
    this.handoverAt = null;
    this.started = { deck: next, playedAt: this.clock(next.routed ? graph : null), from: next.element.currentTime };
  }

  /** The first time update of a joined deck tells how late its music really started. */
  observe(deck: AudioDeck, graph: AudioGraph | null): void {
    const started = this.started;
    const { element } = deck;
    // The update at the start itself (position still where it waited) tells nothing yet.
    if (started?.deck !== deck || element.currentTime - started.from < MIN_OBSERVED_SECONDS) return;
    this.started = null;
    const { playedAt, from } = started;
    const latency = observedStartLatency({ playedAt, from, clock: this.clock(deck.routed ? graph : null), position: element.currentTime, playbackRate: element.playbackRate });
    if (latency !== null) this.startLatency = latency;
  }

  /** Drops a planned join (pause, seek, another item): the current deck is heard again, the next one waits silent. */
  cancel(current: AudioDeck, next: AudioDeck | null): void {
    clearTimeout(this.timer);
    if (this.handoverAt === null) return;
    this.handoverAt = null;
    current.setLevel(1);
    next?.setLevel(0);
  }

  private clock(graph: AudioGraph | null): number {
    return graph ? graph.context.currentTime : this.now() / 1000;
  }
}
