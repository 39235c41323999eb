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
  /** A number in [0, 1) that places each look at the audio within `READING_SPAN_MS` (Math.random; tests give a seeded one). */
  random?(): number;
}

/**
 * A reading of the audio is the least stale of READING_SAMPLES looks at it, each at a random moment
 * within READING_SPAN_MS. An element's time moves in steps of its audio callbacks (about 20 ms in
 * Chromium), so a look finds it 0 to one step behind the sound. Looks a fixed 500 ms apart beat
 * against those steps and kept about the same lag for tens of seconds, which the controller took for
 * drift; at random moments the least lag of four is a fifth of a step on average, alike on every device.
 */
export const READING_SAMPLES = 4;
export const READING_SPAN_MS = 100;

type Look = { trackId: string | null; ms: number; at: number } | null;

/** The least stale of `looks` (each carried forward at `rate` to the last one's time), or null when one found nothing steady or another track. */
function leastStale(looks: Look[], rate: number): Look {
  const last = looks.at(-1);
  if (!last || looks.some((look) => look === null || look.trackId !== last.trackId)) return null;
  const ms = Math.max(...looks.map((look) => (look as NonNullable<Look>).ms + (last.at - (look as NonNullable<Look>).at) * rate));
  return { ...last, ms };
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
  const random = ports.random ?? Math.random;
  let reading: ReturnType<typeof setTimeout> | undefined;
  /** Looks at the audio at the moments left (ms after the last look), then hands the least stale to the machine. */
  const look = (looks: Look[], waits: number[]) => {
    const [wait, ...rest] = waits;
    if (wait === undefined) {
      // Carried forward at the rate the last correction set (the machine's, applied by applyCorrection).
      const heard = leastStale(looks, actor.getSnapshot().context.lastCorrection?.rate ?? 1);
      if (heard) actor.send({ type: 'audio.position', localNowMs: heard.at, trackId: heard.trackId, positionMs: heard.ms, outputLatencyMs: ports.outputLatencyMs(), seekable: ports.seekable?.() ?? false });
      return;
    }
    reading = setTimeout(() => {
      // The room moved on meanwhile (a skip, a seek's cue): this reading is moot.
      if (!actor.getSnapshot().matches({ playback: 'playing' })) return;
      const heard = ports.heard();
      look([...looks, heard && { ...heard, at: ports.now() }], rest);
    }, wait);
  };
  const actor = createActor(
    syncMachine.provide({
      actions: {
        probeClock: () => ports.askClock(ports.now()),
        readPosition: () => {
          // Read after the transition (an event of its own, so the machine sees it like any other), at random phases of the element's steps.
          clearTimeout(reading);
          const moments = Array.from({ length: READING_SAMPLES }, () => random() * READING_SPAN_MS).sort((a, b) => a - b);
          look([], moments.map((at, i) => at - (moments[i - 1] ?? 0)));
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
    stop: () => {
      clearTimeout(reading);
      actor.stop();
    },
  };
}
