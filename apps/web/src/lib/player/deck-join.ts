import { musicSpan, observedStartLatency, planJoin, type DecoderTrim } from '@tangerine/player-machine';
import type { AudioDeck } from './audio-deck';
import type { AudioGraph } from './audio-graph';

/**
 * How Chromium's MP3 decoding presents the LAME gapless fields to an `<audio>` element: it trims the
 * encoder delay and padding itself (media time 0 is the first music sample, the duration the music's),
 * so a waiting deck starts at 0 and the handover is at the media end (apps/web-e2e/src/web/mp3-decoder-trim.e2e.ts).
 */
export const MEDIA_ELEMENT_MP3: DecoderTrim = 'trims';

/** The first join's guess of the time from play() on a waiting deck to its first sample; later joins use the last one observed. */
export const DECK_START_LATENCY_SECONDS = 0;

/** A joined deck's start latency is read once it has played at least this long. */
const MIN_OBSERVED_SECONDS = 0.05;

/** A gapless join is planned once this little of the current item's music is left (time updates come about every 250 ms). */
const JOIN_WINDOW_SECONDS = 0.6;

/**
 * The timing of one gapless join after another, for the engine. Planned again at each time update
 * near the end: on the audio graph, the handover (current deck silenced, next one opened) is set on
 * the audio clock at the current music's end, sample-exact; play() on the next deck is a timer, set
 * ahead by the start latency the last join showed.
 */
export class DeckJoin {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private handoverAt: number | null = null;
  private startLatency = DECK_START_LATENCY_SECONDS;
  /** The deck last joined, when play() was called on it (audio clock) and where it waited, until its first time update. */
  private started: { deck: AudioDeck; playedAt: number; from: number } | null = null;

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
      this.handoverAt = plan.handoverAt;
      current.setLevelAt(0, plan.handoverAt);
      next.setLevelAt(1, plan.handoverAt);
    }
    this.timer = setTimeout(this.join, Math.max(0, (plan.playAt - clock) * 1000));
  }

  /** The engine is about to play `next`: without a planned handover (a late end) it is heard at once. */
  joining(next: AudioDeck, graph: AudioGraph | null): void {
    clearTimeout(this.timer);
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
