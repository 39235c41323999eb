import { createActor } from 'xstate';
import { syncMachine, type RoomPlayback } from '@tangerine/rooms-machine';

/** What the sync controller needs of the browser: the app builds these from its audio engine and API client. */
export interface SyncPorts {
  /** This device's clock in ms (performance.timeOrigin + performance.now(): monotonic). */
  now(): number;
  /** Ask the server for its time; the answer comes on the event channel (`clockAnswered`). */
  askClock(sentAt: number): void;
  /** Which track is heard and where (ms), or null while that is not steady: no reading is taken then. */
  heard(): { trackId: string | null; ms: number } | null;
  /** How late what is decoded now is heard, in ms (see `outputLatencyMs`). */
  outputLatencyMs(): number;
  /** Whether the room's song is loaded with its whole file open to seeks (byte ranges): a join cues it a seek's short lead ahead. */
  seekable?(): boolean;
  /** Load the room's current track if it is not the one loaded, then play or pause. */
  follow(playback: RoomPlayback): void;
  setPlaybackRate(rate: number): void;
  /** Pause where the room will be (ms of the track) and get ready to play from there. */
  cue(positionMs: number): void;
  /** Play what was cued (the room is there now). */
  start(): void;
  /** This device's player moved on to the room's song `trackId` by itself and started it at server time `startedAtServerMs`: tell the room. */
  reportStart?(trackId: string, startedAtServerMs: number): void;
}

export interface SyncBinding {
  /** A `clock` event of the channel: `{ sent_at, received_at, server_at }` (`received_at` missing from an older server). */
  clockAnswered(answer: { sent_at: number; server_at: number; received_at?: number }): void;
  /** The room's playback, from the server's room answer. */
  roomPlayback(playback: RoomPlayback): void;
  /** Whether this device is on the room's clock and within tolerance. */
  status(): 'estimating' | 'correcting' | 'inSync' | 'idle';
  stop(): void;
}

/** Binds the headless sync controller to this device's audio through the ports. */
export function bindSync(ports: SyncPorts): SyncBinding {
  const actor = createActor(
    syncMachine.provide({
      actions: {
        probeClock: () => ports.askClock(ports.now()),
        readPosition: () => {
          // Read after the transition, as an event of its own, so the machine sees the reading like any other.
          queueMicrotask(() => {
            const heard = ports.heard();
            if (heard) actor.send({ type: 'audio.position', localNowMs: ports.now(), trackId: heard.trackId, positionMs: heard.ms, outputLatencyMs: ports.outputLatencyMs() });
          });
        },
        followPlayback: (_, { playback }) => ports.follow(playback),
        // A seek's landing is cued and started by the machine (`cueAudio`, `startAudio`); every correction sets the rate.
        applyCorrection: (_, { correction }) => ports.setPlaybackRate(correction.rate),
        cueAudio: (_, { positionMs }) => ports.cue(positionMs),
        startAudio: () => ports.start(),
        reportStart: (_, { trackId, startedAtServerMs }) => ports.reportStart?.(trackId, startedAtServerMs),
      },
    }),
  ).start();
  return {
    clockAnswered: ({ sent_at, server_at, received_at }) =>
      actor.send({ type: 'clock.exchanged', exchange: { sentAt: sent_at, serverAt: server_at, receivedAt: ports.now(), serverReceivedAt: received_at }, outputLatencyMs: ports.outputLatencyMs(), seekable: ports.seekable?.() ?? false }),
    roomPlayback: (playback) => actor.send({ type: 'room.playback', playback, localNowMs: ports.now(), outputLatencyMs: ports.outputLatencyMs(), heardTrackId: ports.heard()?.trackId ?? null, seekable: ports.seekable?.() ?? false }),
    status() {
      const snapshot = actor.getSnapshot();
      if (snapshot.hasTag('estimating')) return 'estimating';
      if (snapshot.hasTag('inSync')) return 'inSync';
      return snapshot.hasTag('correcting') ? 'correcting' : 'idle';
    },
    stop: () => actor.stop(),
  };
}
