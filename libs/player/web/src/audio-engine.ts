// Over 300 lines on purpose: one class whose state (the playing deck, the next one, a pending join or seek) every
// media effect reads and changes; a deck's own work is in audio-deck.ts and the join's timing in deck-join.ts.
import { fadeInCurve, fadeOutCurve, mp3SeekLag, planSkip, type LoadMediaParams, type PreloadMediaParams } from '@tangerine/player-machine';
import { AudioDeck, curvePoints } from './audio-deck';
import { AudioGraph, registerGraph, registerHeardDeck, takePreparedGraph, type HeardPosition } from './audio-graph';
import { isSameOrigin } from './same-origin';
import { DeckJoin } from './deck-join';
import { canSeekWithin, offsetSource } from './offset-seek';
import { inRoom } from './stream-quality';

type MediaEvent =
  | { type: 'media.timeUpdate'; currentTime: number }
  | { type: 'media.durationChange'; duration: number }
  | { type: 'media.ended' }
  | { type: 'media.error'; message: string }
  | { type: 'playback.play' }
  | { type: 'playback.pause' };

/** At most this many elements per kind (routed, direct): active, fading out, preloaded, one spare. */
const MAX_DECKS = 4;

/** An outgoing deck is released this long after its delay line has played out (timers run late). */
const DELAY_LINE_MARGIN_SECONDS = 0.1;

interface Preloaded {
  deck: AudioDeck;
  handover: PreloadMediaParams['handover'];
}

/**
 * The player machine's media actions carried out on paired `<audio>` elements ("decks"). The active
 * deck's events go back to the machine as `media.*` events, play/pause from outside the app (headset
 * keys, the OS) as `playback.*`. The following item buffers on another deck (preloadMedia) and joins
 * the current one at its end (gapless), fades in over it (crossfade), or starts when it ends. A
 * change by hand fades what is audible out quickly. Same-origin sources play through the Web Audio
 * graph (gains, visualizer); cross-origin ones play on elements of their own, never silenced by it.
 */
export class AudioEngine {
  private pendingSeek: number | null = null;
  private readonly detachers: Array<() => void> = [];
  /** Counts loads, so a late URL renewal for an earlier track is dropped. */
  private loads = 0;
  private readonly decks: AudioDeck[] = [];
  private active: AudioDeck;
  private preloaded: Preloaded | null = null;
  /** Items kept buffered on decks of their own because a skip may start them (a room's neighbours, see keepReady). */
  private standby: AudioDeck[] = [];
  /** The item a gapless join made current before the machine's loadMedia for it arrives. */
  private joinedId: string | null = null;
  private readonly joins: DeckJoin;
  private graph: AudioGraph | null | undefined;
  private volume = 1;

  constructor(
    readonly audio: HTMLAudioElement,
    private readonly send: (event: MediaEvent) => void,
    private readonly renewUrl: (track: LoadMediaParams['track']) => Promise<string | null> = async () => null,
    private readonly now: () => number = Date.now,
    private readonly createElement: () => HTMLAudioElement = () => document.createElement('audio'),
    /** A song stored on this device plays from the worker's address for it (no signature to expire). */
    private readonly storedSource: (trackId: string) => string | null = () => null,
  ) {
    this.joins = new DeckJoin(now, () => this.handOver());
    this.active = this.addDeck(new AudioDeck(audio, null, null));
    registerGraph(audio, () => this.graphOrNull(true));
    registerHeardDeck(audio, this);
  }

  /**
   * Makes the Web Audio graph before the first play, while the page is idle: creating an AudioContext
   * blocks the main thread (tens of ms on a loaded machine), which on the click's path delays the
   * audio's request. With nothing playing, the context waits suspended until play() resumes it.
   */
  prepare(): void {
    const graph = this.graphOrNull(true);
    if (graph && !this.decks.some((deck) => deck.audible)) graph.suspend();
  }

  /** The element the listener hears now (heartbeat timing, tests). */
  get activeElement(): HTMLAudioElement {
    return this.active.element;
  }

  /**
   * Where the item the listener hears is (its deck's source offset plus the element's time, less what
   * the deck's delay line holds back), or null while that is not steady: a source loading, a seek,
   * a pause. A room's sync reads it: the main element may be another deck, or count from an offset.
   */
  heardPosition(): HeardPosition | null {
    const { element, offset, delay, trackId, switching, seekLag: lag } = this.active;
    if (switching || element.paused || element.seeking || element.readyState < 3) return null;
    return { trackId, seconds: offset + element.currentTime - delay - lag };
  }

  /**
   * Whether the item `trackId` is the one loaded, from its start, with its whole source open to
   * ordinary seeks (a file sent with byte ranges): a room joins it with a seek's short lead, where a
   * stream transcoded as it is sent would be asked for again from an offset.
   */
  seekableWhole(trackId: string): boolean {
    const { element, offset, switching, trackId: loaded } = this.active;
    const end = element.duration;
    return loaded === trackId && !switching && offset === 0 && Number.isFinite(end) && end > 0 && canSeekWithin(element, end - 0.5);
  }

  /**
   * A room's drift nudge on the heard element: the listener's speed times `factor`. A nudged normal
   * speed is resampled, not time-stretched: with its pitch kept, Chromium plays a rate within about
   * 0.1 % of 1 as 1 while the element's time runs at the rate, so the sync would hold its time and
   * not its sound. A nudge is small (0.5 % is 9 cents).
   */
  nudgeRate(factor: number): void {
    const { element } = this.active;
    element.preservesPitch = this.rate !== 1 || factor === 1;
    element.playbackRate = this.rate * factor;
  }

  load({ track, autoplay, handover, gain, rate }: LoadMediaParams): void {
    this.pendingSeek = null;
    this.rate = rate ?? 1;
    const load = ++this.loads;
    if (this.joinedId !== null && this.joinedId === track.id && this.active.trackId === track.id) {
      // The gapless join already made this item current: it plays on.
      this.joinedId = null;
      this.active.setNormalization(gain ?? 1);
      this.applyRate(this.active.element);
      return;
    }
    this.joinedId = null;
    const stored = this.storedSourceOf(track);
    if (stored) {
      this.start(track, stored, autoplay, handover, gain);
      return;
    }
    if (!track.streamUrl) {
      this.send({ type: 'media.error', message: `"${track.title}" has no audio source` });
      return;
    }
    if (!this.isExpired(track.streamUrl)) {
      this.start(track, track.streamUrl, autoplay, handover, gain);
      return;
    }
    // Signed audio addresses expire (a queue resumed the next day): ask for a new one first.
    this.active.switching = true;
    this.active.element.pause();
    void this.renewUrl(track).then((url) => {
      if (load !== this.loads) return;
      if (url) this.start(track, url, autoplay, handover, gain);
      else this.send({ type: 'media.error', message: `The audio address of "${track.title}" expired and could not be renewed` });
    });
  }

  /** Buffers the following item on a deck of its own (a new preload replaces an older one). */
  preload({ track, handover, gain }: PreloadMediaParams): void {
    const url = this.storedSourceOf(track) ?? track.streamUrl;
    if (!url || this.isExpired(url)) return;
    if (this.preloaded) this.releaseDeck(this.preloaded.deck);
    // Kept ready already (a room's neighbour): that buffer becomes the following item's.
    const deck = this.takeStandby(track.id) ?? this.freeDeck(url);
    if (!deck) return;
    this.preloaded = { deck, handover };
    deck.gapless = track.gapless;
    deck.setNormalization(gain ?? 1);
    // A gapless neighbour on the audio graph stays silent until the handover opens it on the clock.
    deck.setLevel(handover === 'gapless' && deck.routed ? 0 : 1);
    if (deck.trackId !== track.id) this.bufferOn(deck, track.id, url);
  }

  /** Starts buffering item `trackId` from `url` on `deck`, its times counted from the item's start. */
  private bufferOn(deck: AudioDeck, trackId: string, url: string): void {
    deck.trackId = trackId;
    deck.offset = 0;
    deck.seekLag = 0;
    deck.element.preload = 'auto';
    deck.element.src = url;
    deck.element.load();
  }

  /**
   * Keeps these items buffered, each on a deck of its own, so a skip to one starts from its buffer
   * (a room's songs before and after the current one: any member may skip at any time); decks kept
   * for items no longer asked for are released. Within the deck limit: what does not fit is not kept.
   */
  keepReady(tracks: LoadMediaParams['track'][]): void {
    const wanted = new Set(tracks.map((track) => track.id));
    for (const deck of this.standby.filter((kept) => !wanted.has(kept.trackId as string))) this.releaseDeck(deck);
    for (const track of tracks) {
      const url = this.storedSourceOf(track) ?? track.streamUrl;
      const held = [this.active, this.preloaded?.deck, ...this.standby].some((deck) => deck?.trackId === track.id);
      if (held || !url || this.isExpired(url)) continue;
      const deck = this.freeDeck(url, false);
      if (!deck) continue;
      this.standby.push(deck);
      deck.gapless = track.gapless;
      deck.setLevel(1);
      this.bufferOn(deck, track.id, url);
    }
  }

  private takeStandby(trackId: string): AudioDeck | null {
    const deck = this.standby.find((kept) => kept.trackId === trackId) ?? null;
    this.standby = this.standby.filter((kept) => kept !== deck);
    return deck;
  }

  /** The current item's speed (podcast episodes; 1 otherwise). */
  private rate = 1;

  /** Plays `element` at the current speed with its pitch kept; the default survives the next source change. */
  private applyRate(element: HTMLAudioElement): void {
    element.preservesPitch = true;
    element.defaultPlaybackRate = this.rate;
    element.playbackRate = this.rate;
  }

  /** The listener changed the episode's speed. */
  setPlaybackRate(rate: number): void {
    this.rate = rate;
    this.applyRate(this.active.element);
  }

  /** The normalization setting changed: the current item's gain. */
  setGain(gain: number): void {
    this.active.setNormalization(gain);
  }

  private start(track: LoadMediaParams['track'], url: string, autoplay: boolean, handover: LoadMediaParams['handover'], gain: number | undefined): void {
    this.cancelJoin();
    const outgoing = this.decks.filter((deck) => deck.audible);
    const preloaded = this.preloaded?.deck.trackId === track.id ? this.preloaded.deck : null;
    const ready = preloaded ?? this.takeStandby(track.id);
    if (preloaded) this.preloaded = null;
    else if (this.preloaded) {
      this.releaseDeck(this.preloaded.deck);
      this.preloaded = null;
    }
    // Nothing audible and nothing buffered: the active deck takes the new source, as one element would.
    const reuse = !ready && outgoing.length === 0 && this.active.routed === this.wantsGraph(url);
    const deck = ready ?? (reuse ? this.active : this.freeDeck(url));
    if (!deck) return;
    const previous = this.active;
    this.active = deck;
    // Released once it is no longer the active one (releaseDeck leaves the active deck alone): a paused deck left holding its item would count against the limit.
    if (previous !== deck && !outgoing.includes(previous)) this.releaseDeck(previous);
    deck.trackId = track.id;
    deck.gapless = track.gapless;
    deck.setNormalization(gain ?? 1);
    deck.setVolume(this.volume);
    if (!ready) {
      deck.switching = true;
      this.bufferOn(deck, track.id, url);
    }
    this.applyRate(deck.element);
    if (handover?.kind === 'crossfade') {
      deck.setLevel(0);
      deck.fade(fadeInCurve(curvePoints(handover.seconds)), handover.seconds);
      for (const old of outgoing) this.fadeOut(old, handover.seconds);
    } else {
      deck.setLevel(1);
      const { seconds } = planSkip([]);
      for (const old of outgoing) this.fadeOut(old, seconds);
    }
    if (autoplay) this.play();
  }

  private fadeOut(deck: AudioDeck, seconds: number): void {
    if (deck === this.active) return;
    deck.fade(fadeOutCurve(curvePoints(seconds), deck.level()), seconds, () => this.releaseDeck(deck));
  }

  /**
   * A planned handover: the join, or, the next item not ready to play, the current one ended as it
   * would without a join (the machine moves on; its load plays the buffered item once it can).
   * An element that has not ended yet tells it by its own `ended` event.
   */
  private handOver(): void {
    if (!this.join() && this.active.element.ended) this.send({ type: 'media.ended' });
  }

  /** Starts the buffered item so that its music follows the current one's, and tells the machine the current one ended; false when it is not ready to. */
  private join(): boolean {
    const next = this.preloaded;
    if (!next || next.handover !== 'gapless' || next.deck.element.readyState < 3) return false;
    this.preloaded = null;
    const previous = this.active;
    this.active = next.deck;
    this.joinedId = next.deck.trackId;
    next.deck.setVolume(this.volume);
    this.joins.joining(next.deck);
    this.play();
    // The outgoing element plays its last milliseconds out, and its delay line empties, before it is released.
    const release = () => setTimeout(() => this.releaseDeck(previous), (previous.delay + DELAY_LINE_MARGIN_SECONDS) * 1000);
    if (previous.element.ended || previous.element.paused) release();
    else previous.element.addEventListener('ended', release, { once: true });
    this.send({ type: 'media.ended' });
    return true;
  }

  /** Plans (again) the gapless join of the buffered item at a time update of the active deck. */
  private scheduleJoin(): void {
    if (this.preloaded?.handover !== 'gapless') return;
    this.joins.update(this.active, this.preloaded.deck, this.graph ?? null);
  }

  private cancelJoin(): void {
    this.joins.cancel(this.active, this.preloaded?.handover === 'gapless' ? this.preloaded.deck : null);
  }

  private applyPendingSeek(): void {
    if (this.pendingSeek === null) return;
    const time = this.pendingSeek;
    this.pendingSeek = null;
    this.seekActive(time);
  }

  /**
   * Within what the element can seek to, an ordinary seek; past it, in a stream the server transcodes
   * as it sends, the stream again from `time` (offset-seek.ts). The machine keeps the item's true times.
   */
  private seekActive(time: number): void {
    const deck = this.active;
    const { element } = deck;
    const within = time - deck.offset;
    if (within >= 0 && canSeekWithin(element, within)) {
      // In a room the music must be at `time`, not the element's clock: it seeks that much further.
      deck.seekLag = inRoom() && deck.offset === 0 ? mp3SeekLag(deck.gapless, within, element.duration) : 0;
      element.currentTime = within + deck.seekLag;
      return;
    }
    const source = offsetSource(element.currentSrc || element.src, time);
    if (!source) {
      element.currentTime = Math.max(0, within);
      return;
    }
    const playing = !element.paused;
    deck.offset = time;
    deck.seekLag = 0;
    deck.switching = true;
    element.src = source;
    element.load();
    this.send({ type: 'media.timeUpdate', currentTime: time });
    if (playing) this.play();
  }

  private storedSourceOf(track: LoadMediaParams['track']): string | null {
    return track.kind === 'song' ? this.storedSource(track.id) : null;
  }

  /** Whether a signed URL's `expires` (seconds) is past or within a minute. */
  private isExpired(url: string): boolean {
    const match = /[?&]expires=(\d+)/.exec(url);
    return match !== null && Number(match[1]) * 1000 < this.now() + 60_000;
  }

  play(): void {
    if (this.active.routed) this.graph?.resume();
    let result: Promise<void> | undefined;
    try {
      result = this.active.element.play();
    } catch (error) {
      this.failPlay(error);
      return;
    }
    result?.catch((error: unknown) => this.failPlay(error));
  }

  pause(): void {
    this.cancelJoin();
    for (const deck of this.decks) {
      if (deck === this.active) deck.element.pause();
      else if (deck.audible) this.releaseDeck(deck);
    }
    // A pause is heard at once, not after the music still in the delay line.
    this.active.setDelay(0);
  }

  seek(time: number): void {
    this.cancelJoin();
    this.active.setDelay(0);
    if (this.active.element.readyState === 0 || this.active.switching) {
      this.pendingSeek = time;
      return;
    }
    this.seekActive(time);
  }

  /** product §4: muting sets the volume to 0; the machine remembers the listener's volume. */
  setVolume(volume: number): void {
    this.volume = Math.min(1, Math.max(0, volume));
    for (const deck of this.decks) deck.setVolume(this.volume);
  }

  dispose(): void {
    this.cancelJoin();
    this.detachers.forEach((remove) => remove());
    for (const deck of this.decks) deck.element.pause();
    void this.graph?.context.close().catch(() => undefined);
  }

  private wantsGraph(url: string): boolean {
    return isSameOrigin(url) && this.graphOrNull(true) !== null;
  }

  private graphOrNull(create: boolean): AudioGraph | null {
    if (this.graph === undefined && create) {
      this.graph = takePreparedGraph() ?? AudioGraph.create();
    }
    return this.graph ?? null;
  }

  /** A deck that is neither playing nor buffering, of the kind `url` needs; a new one while under the limit (else, when `evict`, the oldest fade's, cut short). */
  private freeDeck(url: string, evict = true): AudioDeck | null {
    const routed = this.wantsGraph(url);
    const free = this.decks.find((deck) => deck.routed === routed && deck !== this.active && deck.trackId === null && deck !== this.preloaded?.deck);
    if (free) return free;
    if (this.decks.filter((deck) => deck.routed === routed).length >= MAX_DECKS) {
      if (!evict) return null;
      // All busy (skips in quick succession): cut the oldest fade short.
      const oldest = this.decks.find((deck) => deck.routed === routed && deck !== this.active && deck !== this.preloaded?.deck);
      if (oldest) this.releaseDeck(oldest);
      return oldest ?? null;
    }
    const element = this.createElement();
    const graph = routed ? this.graph ?? null : null;
    return this.addDeck(new AudioDeck(element, graph ? graph.route(element) : null, graph));
  }

  private releaseDeck(deck: AudioDeck): void {
    if (deck === this.active) return;
    if (this.preloaded?.deck === deck) this.preloaded = null;
    this.standby = this.standby.filter((kept) => kept !== deck);
    this.joins.drop(deck);
    deck.release();
  }

  private addDeck(deck: AudioDeck): AudioDeck {
    const { element } = deck;
    element.preload = 'auto';
    deck.setVolume(this.volume);
    const on = <K extends keyof HTMLMediaElementEventMap>(type: K, handler: () => void) => {
      const guarded = () => {
        if (deck === this.active) handler();
      };
      element.addEventListener(type, guarded);
      this.detachers.push(() => element.removeEventListener(type, guarded));
    };
    on('timeupdate', () => {
      this.send({ type: 'media.timeUpdate', currentTime: deck.offset + element.currentTime });
      this.scheduleJoin();
    });
    on('durationchange', () => {
      if (Number.isFinite(element.duration)) this.send({ type: 'media.durationChange', duration: deck.offset + element.duration });
    });
    on('loadedmetadata', () => this.applyPendingSeek());
    on('playing', () => {
      deck.switching = false;
    });
    on('canplay', () => {
      deck.switching = false;
      this.applyPendingSeek();
    });
    on('ended', () => {
      // A handover planned past the element's end (its music runs behind it after a seek) still comes; a late timer: join now rather than wait for a load.
      if (this.joins.planned) return;
      if (this.preloaded?.handover === 'gapless' && this.preloaded.deck.element.readyState >= 3) this.join();
      else this.send({ type: 'media.ended' });
    });
    on('error', () => {
      deck.switching = false;
      const error = element.error;
      this.send({ type: 'media.error', message: `Playback failed: ${error?.message || `media error ${error?.code ?? 'unknown'}`}` });
    });
    // An element reports play and pause a task later: one the engine already undid (a pause then a play at once)
    // is stale, and sending it on would make the machine undo the other in turn, back and forth for ever.
    on('pause', () => {
      if (!deck.switching && !element.ended && element.paused) this.send({ type: 'playback.pause' });
    });
    on('play', () => {
      if (!deck.switching && !element.paused) this.send({ type: 'playback.play' });
    });
    this.decks.push(deck);
    return deck;
  }

  private failPlay(error: unknown): void {
    // A newer load or pause interrupted this play: nothing went wrong.
    if (error instanceof DOMException && error.name === 'AbortError') return;
    this.active.switching = false;
    console.error('Playback could not start', error);
    // The browser refused (autoplay policy) or the source failed: show the truth, paused.
    this.send({ type: 'playback.pause' });
  }
}
