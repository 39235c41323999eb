import { createActor, type Actor, type EventFrom } from 'xstate';
import { playerMachine, type HeartbeatPayload, type PlayerMachine, type PlayerSnapshot, type PlayerTrack } from '@tangerine/player-machine';
import type { SnapshotObserver, SnapshotSource } from '@tangerine/lazy-actor';
import type { KeyValueStorage, SessionStore } from '@tangerine/session';
import { AudioEngine } from './audio-engine';
import { guardActions } from './guarded-actions';
import { loadPlayerState, savePlayerState } from './persistence';
import { loadPlaybackSettings, loadPodcastSpeeds, savePodcastSpeeds } from './playback-settings';
import { streamingQualityNow, withStreamingQuality } from './stream-quality';
import { createAutoplay, type LoadSimilarSongs } from './autoplay/autoplay-service';

type PlayerActions = NonNullable<Parameters<PlayerMachine['provide']>[0]['actions']>;

/** The calls the player makes outside the query cache; the app wires them to the API client, tests hand in fakes. */
export interface PlayerBackend {
  /** Track-play for the charts plus the play count of the song, episode or station; failures are logged only. */
  reportPlay(track: PlayerTrack): Promise<void>;
  /** Logged only. */
  heartbeat(deviceId: string, payload: HeartbeatPayload): Promise<void>;
  /** Logged only. */
  stopActivity(deviceId: string): Promise<void>;
  /** A new signed audio URL for an item whose URL expired (a queue resumed hours later); null when none. */
  freshStreamUrl(track: PlayerTrack): Promise<string | null>;
  /** Songs like the seeds for Autoplay (the server's getMix); without it Autoplay never continues a queue. */
  similarSongs?: LoadSimilarSongs;
}

/** The actor's snapshot as the UI reads it (see `yieldToMediaLoad`); `@xstate/react`'s `useSelector` takes it. */
export type PlayerView = SnapshotSource<PlayerSnapshot>;

/** What the screens use of the player actor: its events and snapshots. */
export interface PlayerActorRef {
  send(event: EventFrom<PlayerMachine>): void;
  getSnapshot(): PlayerSnapshot;
  subscribe(listener: (snapshot: PlayerSnapshot) => void): { unsubscribe(): void };
}

/** The player as the app holds it: this service, or one whose machine loads later (lazy-player.ts). */
export interface PlayerHandle {
  actor: PlayerActorRef;
  view: PlayerView;
  /** The element the player plays through (the fullscreen visualizer analyses it). */
  audio: HTMLAudioElement;
  /** Resolves once the activity calls already sent (stop-activity) have finished, or after `timeoutMs`. */
  activitySettled(timeoutMs?: number): Promise<void>;
  /** Runs `call` once a track that is starting plays (or fails, or 2 s passed); at once when none is starting. */
  afterAudioStarts(call: () => void): void;
  /** Keeps these queue items buffered at the current streaming quality (a room's neighbours: a skip starts from the buffer). */
  keepReady?: (tracks: PlayerTrack[]) => void;
  /** Loads the player's machine ahead of a likely play (`usePreparePlayer`); absent where it is always loaded. */
  warm?: () => unknown;
  dispose(): void;
}

export interface PlayerService extends PlayerHandle {
  actor: Actor<PlayerMachine>;
  engine: AudioEngine;
}

export interface PlayerServiceOptions {
  audio: HTMLAudioElement;
  storage: KeyValueStorage;
  session: SessionStore;
  backend: PlayerBackend;
  random?: () => number;
  /**
   * Let the audio's fetch start before React renders a new track (a render in between delays it),
   * and hold that track's first heartbeat until the audio plays so it does not compete with the
   * audio's first bytes. Off by default: tests read the UI right after a send.
   */
  yieldToMediaLoad?: boolean;
  /** Makes the engine's further decks (preload, crossfade); stories and tests pass silent ones. */
  createAudio?: () => HTMLAudioElement;
  /** The address of a song stored on this device, if it is (offline listening). */
  storedAudio?: (trackId: string) => string | null;
}

/** The longest a call waits for a starting track's audio (afterAudioStarts). */
const AUDIO_START_WAIT_MS = 2_000;
/**
 * The longest the UI waits for the audio to start before it shows the new track anyway: the first
 * player bar's render takes the main thread for 100 ms and more, and rendered in the middle of the
 * audio's start it delays `playing` by as much; most starts are over sooner than this.
 */
const VIEW_WAIT_MS = 400;

/** The app-wide player: one actor whose media effects drive one `<audio>` element (product §4). */
export function createPlayerService({ audio, storage, session, backend, random, yieldToMediaLoad = false, createAudio, storedAudio }: PlayerServiceOptions): PlayerService {
  let actor: Actor<PlayerMachine> | null = null;
  const pendingActivity = new Set<Promise<unknown>>();
  const track = (call: Promise<unknown>) => {
    const settled = call.catch(() => undefined).finally(() => pendingActivity.delete(settled));
    pendingActivity.add(settled);
  };
  // The Streaming quality (a room's while in one) as of the last load: a renewed address (expired signature) keeps it.
  const settings = loadPlaybackSettings(storage);
  let quality = streamingQualityNow(settings.streamingQuality);
  const atQuality = (item: PlayerTrack): PlayerTrack => (item.streamUrl ? { ...item, streamUrl: withStreamingQuality(item, item.streamUrl, quality) } : item);
  const renew = async (item: PlayerTrack) => {
    const url = await backend.freshStreamUrl(item);
    return url && withStreamingQuality(item, url, quality);
  };
  const engine = new AudioEngine(audio, (event) => actor?.send(event), renew, Date.now, createAudio, storedAudio);
  // Calls sent beside a starting track's audio request reach the server with it and delay its first bytes.
  const afterAudioStarts = (call: () => void) => {
    const playing = engine.activeElement;
    if (!yieldToMediaLoad || (!playing.paused && playing.readyState >= 3)) call();
    else whenAudioStarts(playing, call, AUDIO_START_WAIT_MS, STARTED);
  };

  // A faulty effect pauses the player with an error (the machine's own path) instead of stopping it.
  const onFault = (name: string, error: unknown) => {
    const message = `${name} failed: ${error instanceof Error ? error.message : String(error)}`;
    console.error(`Player: ${message}`);
    if (name !== 'logError') queueMicrotask(() => actor?.send({ type: 'media.error', message }));
  };
  const machine = playerMachine.provide({
    actions: guardActions<PlayerActions>({
      loadMedia: ({ context }, params) => {
        quality = streamingQualityNow(context.audio.streamingQuality);
        engine.load({ ...params, track: atQuality(params.track) });
        if (yieldToMediaLoad && params.autoplay) view.deferNextUpdate();
      },
      preloadMedia: ({ context }, params) => {
        quality = streamingQualityNow(context.audio.streamingQuality);
        engine.preload({ ...params, track: atQuality(params.track) });
      },
      applyGain: (_, { gain }) => engine.setGain(gain),
      applyPlaybackRate: (_, { rate }) => engine.setPlaybackRate(rate),
      persistSpeeds: (_, { speeds }) => savePodcastSpeeds(storage, speeds),
      playMedia: () => engine.play(),
      pauseMedia: () => engine.pause(),
      seekMedia: (_, { time }) => engine.seek(time),
      applyVolume: (_, { volume }) => engine.setVolume(volume),
      reportPlay: (_, { track }) => void backend.reportPlay(track),
      sendHeartbeat: (_, { deviceId, payload }) => afterAudioStarts(() => void backend.heartbeat(deviceId, payload)),
      sendStopActivity: (_, { deviceId }) => track(backend.stopActivity(deviceId)),
      logError: (_, { message }) => console.error(`Player: ${message}`),
      persistState: (_, { state }) => savePlayerState(storage, state),
    }, onFault),
  });

  actor = createActor(machine, {
    input: { deviceId: session.getDeviceId(), restored: loadPlayerState(storage), audio: settings, speeds: loadPodcastSpeeds(storage), ...(random ? { random } : {}) },
  });
  // Heartbeats follow the session: a new activation brings a device id, logout takes it away.
  const unsubscribe = session.subscribe(() => {
    const deviceId = session.getSnapshot().isActivated ? session.getDeviceId() : null;
    if (actor?.getSnapshot().context.deviceId !== deviceId) actor?.send({ type: 'device.set', deviceId });
  });
  const view = createView(actor, () => engine.activeElement);
  actor.start();
  const autoplay = backend.similarSongs ? createAutoplay(actor, backend.similarSongs) : null;

  return {
    actor,
    view,
    engine,
    audio,
    afterAudioStarts,
    keepReady: (tracks) => engine.keepReady(tracks.map(atQuality)),
    async activitySettled(timeoutMs = 2000) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs)));
      await Promise.race([Promise.all([...pendingActivity]).then(() => undefined), timeout]);
      clearTimeout(timer);
    },
    dispose() {
      unsubscribe();
      autoplay?.dispose();
      view.dispose();
      actor?.stop();
      engine.dispose();
    },
  };
}

/** Publishes the actor's snapshots to the UI: at once, or in the next task after `deferNextUpdate`. */
function createView(actor: Actor<PlayerMachine>, audio: () => HTMLAudioElement): PlayerView & { deferNextUpdate(): void; dispose(): void } {
  let published = actor.getSnapshot();
  let deferring = false;
  const observers = new Set<SnapshotObserver<PlayerSnapshot>>();
  const publish = () => {
    deferring = false;
    const snapshot = actor.getSnapshot();
    if (snapshot === published) return;
    published = snapshot;
    observers.forEach((observer) => (typeof observer === 'function' ? observer(snapshot) : observer.next?.(snapshot)));
  };
  const subscription = actor.subscribe({
    next: () => {
      if (!deferring) publish();
    },
    error: () => undefined,
  });
  return {
    getSnapshot: () => published,
    subscribe(observer) {
      observers.add(observer);
      return { unsubscribe: () => void observers.delete(observer) };
    },
    deferNextUpdate() {
      if (deferring) return;
      deferring = true;
      whenAudioStarts(audio(), publish, VIEW_WAIT_MS, STARTED);
    },
    dispose: () => subscription.unsubscribe(),
  };
}

/** Runs `call` at the first of `events` on the element, or after `waitMs` at the latest. */
function whenAudioStarts(audio: HTMLAudioElement, call: () => void, waitMs: number, events: readonly string[]): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    for (const type of events) audio.removeEventListener(type, run);
    call();
  };
  const timer = setTimeout(run, waitMs);
  for (const type of events) audio.addEventListener(type, run);
}

/** The audio plays (or will not). */
const STARTED = ['playing', 'error', 'pause'];
