import { assign, setup } from 'xstate';
import { addExchange, emptyClockEstimate, serverTimeAt, type ClockEstimate, type ClockExchange } from './clock-offset.js';
import { CLOCK_BURST_INTERVAL_MS, CLOCK_MIN_SAMPLES, CLOCK_PROBE_INTERVAL_MS, CLOCK_TRUSTED_BOUND_MS, CLOCK_WINDOW_SAMPLES, DRIFT_CHECK_INTERVAL_MS, DRIFT_SEEK_LEAD_MIN_MS, DRIFT_SEEK_THRESHOLD_MS, LANDING_RESEEK_MIN_MS, SEEKABLE_JOIN_LEAD_MS } from './constants.js';
import { correctionFor, expectedPositionMs, heldAfter, isNewStart, joinInPlace, plannedStart, samePlayback, trackJoin, seekLeadAfter, type DriftCorrection, type HeldError, type RoomPlayback } from './playback-schedule.js';

export type SyncEvent =
  /**
   * A clock exchange came back (times on this device's clock and the server's), with the output
   * latency as the app reads it now (a reloaded page's audio output, not started yet, had none to give with the room's playback).
   */
  | { type: 'clock.exchanged'; exchange: ClockExchange; outputLatencyMs?: number; seekable?: boolean }
  /**
   * The room's playback as the server has it now, read at local time `localNowMs` (without it, a start
   * ahead is not planned), while this device hears `heardTrackId` (null or missing: nothing steady).
   */
  | { type: 'room.playback'; playback: RoomPlayback; localNowMs?: number; outputLatencyMs?: number; heardTrackId?: string | null; seekable?: boolean }
  /** The app read its audio: track `trackId` at `positionMs` at local time `localNowMs`, heard `outputLatencyMs` later. */
  | { type: 'audio.position'; localNowMs: number; trackId: string | null; positionMs: number; outputLatencyMs: number; seekable?: boolean };

export interface SyncContext {
  clock: ClockEstimate;
  playback: RoomPlayback | null;
  /** The last correction made, for the UI and tests. */
  lastCorrection: DriftCorrection | null;
  /** How far ahead of the room a seek aims: learnt from where the audio is found after each seek. */
  seekLeadMs: number;
  /** The last correction was a seek and no reading has followed it yet. */
  afterSeek: boolean;
  /** The rate that holds this device's audio on the room's clock (its audio clock may run slow or fast); nudges go on top. */
  rateTrim: number;
  /** The error the last reading left (see `heldAfter`); null after a seek or a new playback, when the next reading counts whole. */
  heldError: HeldError | null;
  /** Where the audio waits, paused, and in how many ms it plays: a start ahead, or a seek's landing place. */
  cue: { positionMs: number; inMs: number } | null;
  /** The room plays anew and this device's start waits for its clock estimate (a reload): planned once it stands. */
  startAwaitsClock: boolean;
  /** This device's time when the last clock answer came (what a start planned on that answer reads as now). */
  clockAnsweredAtMs: number | null;
  /** The output latency last handed in with the room's playback. */
  outputLatencyMs: number;
  /**
   * Whether the room's song as the app last said is loaded with its whole file open to seeks (byte
   * ranges): a join in place then needs only SEEKABLE_JOIN_LEAD_MS, not a new stream's lead.
   */
  seekable: boolean;
  /** This device's player moved on by itself from the room's last song to its next: the next reading tells the room when it started it (`reportStart`). */
  startToReport: boolean;
  /** The last seek was a landing's correction (see `relanding`): its own landing is not corrected by another seek. */
  relanded: boolean;
}

/** When (server time) the song read in `event` was heard from its start: what the room takes as the song's start. */
function heardStart(context: SyncContext, event: SyncEvent): { trackId: string; startedAtServerMs: number } | null {
  if (event.type !== 'audio.position' || event.trackId === null) return null;
  const serverNow = serverTimeAt(event.localNowMs, context.clock) as number;
  return { trackId: event.trackId, startedAtServerMs: Math.round(serverNow + Math.max(0, event.outputLatencyMs) - event.positionMs) };
}

/**
 * The seek that corrects a seek's landing found `readErrorMs` off (LANDING_RESEEK_MIN_MS up to the seek
 * threshold): once, and only in a song whose whole file is open to seeks, where a seek is a short
 * decode of what is buffered and lands exactly; cued where the room will be SEEKABLE_JOIN_LEAD_MS on.
 */
function relanding(context: SyncContext, seekable: boolean, expectedMs: number, readErrorMs: number): Extract<DriftCorrection, { kind: 'seek' }> | null {
  const size = Math.abs(readErrorMs);
  if (!context.afterSeek || context.relanded || !seekable || size <= LANDING_RESEEK_MIN_MS || size > DRIFT_SEEK_THRESHOLD_MS) return null;
  return { kind: 'seek', positionMs: Math.max(0, expectedMs + SEEKABLE_JOIN_LEAD_MS), rate: context.rateTrim, errorMs: readErrorMs };
}

/** The correction for one reading of the audio, and what the reading teaches about seeks. */
function judge(context: SyncContext, event: Extract<SyncEvent, { type: 'audio.position' }>): Pick<SyncContext, 'lastCorrection' | 'seekLeadMs' | 'afterSeek' | 'rateTrim' | 'cue' | 'heldError' | 'relanded'> {
  const serverNow = serverTimeAt(event.localNowMs, context.clock) as number;
  const expected = expectedPositionMs(context.playback as RoomPlayback, serverNow, event.outputLatencyMs);
  const readErrorMs = expected - event.positionMs;
  const relanded = relanding(context, event.seekable ?? context.seekable, expected, readErrorMs);
  if (relanded) return { lastCorrection: relanded, seekLeadMs: context.seekLeadMs, rateTrim: context.rateTrim, afterSeek: true, cue: { positionMs: relanded.positionMs, inMs: SEEKABLE_JOIN_LEAD_MS }, heldError: null, relanded: true };
  // The first reading after a seek tells what the seek took, not how the audio clock runs.
  const seekLeadMs = context.afterSeek ? seekLeadAfter(context.seekLeadMs, readErrorMs) : context.seekLeadMs;
  // A seek's landing and an error past the seek threshold count whole; any other reading is smoothed (its jitter is not drift).
  const { errorMs, rateTrim } = context.afterSeek || Math.abs(readErrorMs) > DRIFT_SEEK_THRESHOLD_MS ? { errorMs: readErrorMs, rateTrim: context.rateTrim } : heldAfter(context.heldError, context.rateTrim, readErrorMs, event.localNowMs);
  const correction = correctionFor(expected, expected - errorMs, seekLeadMs, rateTrim);
  // A seek cues the audio where the room will be `seekLeadMs` from now and plays it then.
  const cue = correction.kind === 'seek' ? { positionMs: correction.positionMs, inMs: seekLeadMs } : null;
  const heldError = correction.kind === 'seek' ? null : { errorMs, atMs: event.localNowMs, nudge: correction.rate - rateTrim };
  return { lastCorrection: correction, seekLeadMs, rateTrim, afterSeek: correction.kind === 'seek', cue, heldError, relanded: false };
}

/**
 * How a new start of the room is played at local time `localNowMs`: at its planned instant; when
 * late for it, another song than the one this device played starts in place a fresh stream's lead
 * later (`trackJoin`: a skip that came late); else far behind, cued in place like a seek (a reload,
 * a late join); or neither (null).
 */
function startPlan(context: SyncContext, playback: RoomPlayback, localNowMs: number, outputLatencyMs: number): Pick<SyncContext, 'afterSeek' | 'cue'> {
  const serverNow = serverTimeAt(localNowMs, context.clock) as number;
  const planned = plannedStart(playback, serverNow, outputLatencyMs);
  const anotherSong = context.playback !== null && context.playback.trackId !== playback.trackId;
  const songJoined = planned || !anotherSong ? null : trackJoin(playback, serverNow, outputLatencyMs);
  const joinLeadMs = context.seekable ? Math.min(SEEKABLE_JOIN_LEAD_MS, context.seekLeadMs) : context.seekLeadMs;
  const joined = planned || songJoined ? null : joinInPlace(playback, serverNow, outputLatencyMs, joinLeadMs);
  // A join in place is a seek: the first reading after it teaches the seek lead.
  return { cue: planned ?? songJoined ?? joined, afterSeek: joined !== null };
}

/**
 * Whether the room's new song is the one this device already plays: its player moved on by itself as
 * the last song ended, as every member's did, so the room's start of it is a continuation to hold by
 * the usual corrections, not a start to cue (a pause and a seek at every song's end).
 */
function movedOnAlready(context: SyncContext, event: Extract<SyncEvent, { type: 'room.playback' }>, serverNowMs: number): boolean {
  const { playback, heardTrackId } = event;
  if (!heardTrackId || heardTrackId !== playback.trackId || context.playback?.trackId === playback.trackId) return false;
  return startPast(context, event, serverNowMs);
}

/** Whether the new playback's start is already past (nothing to plan: the device holds it with its readings). */
function startPast(context: SyncContext, event: Extract<SyncEvent, { type: 'room.playback' }>, serverNowMs: number): boolean {
  return plannedStart(event.playback, serverNowMs, event.outputLatencyMs ?? context.outputLatencyMs) === null;
}

/**
 * Whether the room's new playback only moves the start of the song it already plays from the same
 * place, to an instant already past (a member's report of when its player started it): the device
 * goes on where it is and the readings correct it, rather than being cued as if starting the song.
 */
function startRestated(context: SyncContext, event: Extract<SyncEvent, { type: 'room.playback' }>, serverNowMs: number): boolean {
  const { playback } = event;
  const before = context.playback;
  if (!before?.playing || !playback.playing || before.trackId !== playback.trackId || before.pausedPositionMs !== playback.pausedPositionMs) return false;
  return startPast(context, event, serverNowMs);
}

/** The room's new playback, with a new start planned (see `startPlan`), or left for the clock estimate when it does not stand yet. */
function follow(context: SyncContext, event: Extract<SyncEvent, { type: 'room.playback' }>): Pick<SyncContext, 'playback' | 'afterSeek' | 'cue' | 'startAwaitsClock' | 'outputLatencyMs' | 'startToReport' | 'heldError' | 'seekable' | 'relanded'> {
  const outputLatencyMs = event.outputLatencyMs ?? context.outputLatencyMs;
  const seekable = event.seekable ?? context.seekable;
  const serverNow = event.localNowMs !== undefined && clockReady({ context }) ? (serverTimeAt(event.localNowMs, context.clock) as number) : null;
  const continued = serverNow !== null && movedOnAlready(context, event, serverNow);
  const fresh = event.localNowMs !== undefined && !continued && !(serverNow !== null && startRestated(context, event, serverNow)) && isNewStart(context.playback, event.playback);
  const plan = fresh && clockReady({ context }) ? startPlan({ ...context, seekable }, event.playback, event.localNowMs as number, outputLatencyMs) : { cue: null, afterSeek: false };
  return { playback: event.playback, ...plan, startAwaitsClock: fresh && !clockReady({ context }), outputLatencyMs, startToReport: continued && context.playback?.playing === true, heldError: null, seekable, relanded: false };
}

/** An effect the app provides with `syncMachine.provide({ actions })`; does nothing until then. */
function effect<TParams = undefined>() {
  return (_args: unknown, _params: TParams): void => undefined;
}

/** An estimate still worse than CLOCK_TRUSTED_BOUND_MS with room for more samples: asked again at the burst's pace. */
const untrusted = (clock: ClockEstimate) => clock.errorBoundMs !== null && clock.errorBoundMs > CLOCK_TRUSTED_BOUND_MS && clock.samples.length < CLOCK_WINDOW_SAMPLES;
const clockReady = ({ context }: { context: SyncContext }) => context.clock.samples.length >= CLOCK_MIN_SAMPLES;
const canJudge = ({ context, event }: { context: SyncContext; event: SyncEvent }) => clockReady({ context }) && event.type === 'audio.position' && event.trackId === context.playback?.trackId;

/**
 * Keeps this device's audio on the room's clock. It asks for clock exchanges (`probeClock`, quickly
 * at first, then every 2 s), follows the room's playback (`followPlayback`: the app loads the track and
 * plays or pauses), reads the audio's position while it plays (`readPosition`) and answers each
 * reading with `applyCorrection`: the rate trim (what cancels this device's audio clock drift) and a
 * small rate nudge on top of it, or, far off, a seek: the audio is cued paused (`cueAudio`) where the
 * room will be `seekLeadMs` later (learnt from what the last seeks took) and started then
 * (`startAudio`). A new start of the room still ahead (a skip, a song that ended, a seek, Play) is
 * cued and started the same way at its planned instant; a device far behind it (a reload, a late
 * join) is cued in place at once like a seek (only SEEKABLE_JOIN_LEAD_MS ahead when the app says its
 * song's file is open to seeks), once its clock estimate stands (paused until then); a seek's
 * landing the next reading finds 25–100 ms off in such a song is cued again once (`relanding`); the
 * next song its player already went on to by itself is held like any playback, not cued again, and
 * its first reading tells the room when this device started it (`reportStart`: the room may take it
 * as the song's start, so the members follow what was played rather than the catalogue's lengths). A reading of another track than the room's (the element moved on first) corrects nothing. Tags: `estimating`
 * until the clock estimate stands, then `inSync` or `correcting`.
 */
export const syncMachine = setup({
  types: { context: {} as SyncContext, events: {} as SyncEvent },
  actions: {
    probeClock: effect(),
    readPosition: effect(),
    followPlayback: effect<{ playback: RoomPlayback }>(),
    applyCorrection: effect<{ correction: DriftCorrection }>(),
    cueAudio: effect<{ positionMs: number }>(),
    startAudio: effect(),
    reportStart: effect<{ trackId: string; startedAtServerMs: number }>(),
    clearCue: assign({ cue: null }),
    addExchange: assign(({ context, event }) =>
      event.type === 'clock.exchanged' ? { clock: addExchange(context.clock, event.exchange), clockAnsweredAtMs: event.exchange.receivedAt, outputLatencyMs: event.outputLatencyMs ?? context.outputLatencyMs, seekable: event.seekable ?? context.seekable } : {},
    ),
    planStart: assign(({ context }) => ({ ...startPlan(context, context.playback as RoomPlayback, context.clockAnsweredAtMs as number, context.outputLatencyMs), startAwaitsClock: false, heldError: null })),
    setPlayback: assign(({ context, event }) => (event.type === 'room.playback' ? follow(context, event) : {})),
    judgeReading: assign(({ context, event }) => (event.type === 'audio.position' ? judge(context, event) : {})),
  },
  guards: {
    clockReady,
    // A reading of another track (the element moved on before the room did) says nothing of this playback.
    canJudge,
    startToReport: ({ context, event }) => context.startToReport && canJudge({ context, event }),
    isPlaying: ({ context }) => context.playback?.playing === true && context.playback.startedAtServerMs !== null,
    hasCue: ({ context }) => context.cue !== null,
    newPlayback: ({ context, event }) => event.type === 'room.playback' && (context.playback === null || !samePlayback(context.playback, event.playback)),
    startAwaitsClock: ({ context }) => context.startAwaitsClock && context.playback?.playing === true,
  },
  delays: { burst: CLOCK_BURST_INTERVAL_MS, probe: ({ context }) => (untrusted(context.clock) ? CLOCK_BURST_INTERVAL_MS : CLOCK_PROBE_INTERVAL_MS), check: DRIFT_CHECK_INTERVAL_MS, untilCue: ({ context }) => Math.max(0, context.cue?.inMs ?? 0) },
}).createMachine({
  id: 'roomSync',
  context: { clock: emptyClockEstimate, playback: null, lastCorrection: null, seekLeadMs: DRIFT_SEEK_LEAD_MIN_MS, afterSeek: false, rateTrim: 1, heldError: null, cue: null, startAwaitsClock: false, clockAnsweredAtMs: null, outputLatencyMs: 0, seekable: false, startToReport: false, relanded: false },
  type: 'parallel',
  states: {
    clock: {
      initial: 'estimating',
      on: { 'clock.exchanged': { actions: 'addExchange' } },
      states: {
        estimating: {
          tags: 'estimating',
          entry: 'probeClock',
          always: { guard: 'clockReady', target: 'estimated' },
          after: { burst: { target: 'estimating', reenter: true } },
        },
        estimated: {
          after: { probe: { target: 'estimated', reenter: true, actions: 'probeClock' } },
        },
      },
    },
    playback: {
      initial: 'idle',
      on: {
        // The same playback again (the room read after the event that carried it) changes nothing: a cued start still waits for its instant.
        'room.playback': { guard: 'newPlayback', target: '.following', actions: 'setPlayback' },
      },
      states: {
        idle: {},
        following: {
          always: [
            // A start ahead: the song is loaded paused, then played at the planned instant.
            { guard: 'hasCue', target: 'cued', actions: { type: 'followPlayback', params: ({ context }) => ({ playback: { ...(context.playback as RoomPlayback), playing: false } }) } },
            // No clock estimate yet (a reload): the song waits loaded and paused, not played from its start.
            { guard: 'startAwaitsClock', target: 'awaitingClock', actions: { type: 'followPlayback', params: ({ context }) => ({ playback: { ...(context.playback as RoomPlayback), playing: false } }) } },
            { guard: 'isPlaying', target: 'playing', actions: { type: 'followPlayback', params: ({ context }) => ({ playback: context.playback as RoomPlayback }) } },
            { target: 'paused', actions: { type: 'followPlayback', params: ({ context }) => ({ playback: context.playback as RoomPlayback }) } },
          ],
        },
        paused: {},
        /** The room plays but this device cannot place it yet: its start is planned once the clock estimate stands. */
        awaitingClock: {
          tags: 'correcting',
          always: { guard: 'clockReady', target: 'following', actions: 'planStart' },
        },
        /** Paused where the room will be, until it is there. */
        cued: {
          tags: 'correcting',
          entry: { type: 'cueAudio', params: ({ context }) => ({ positionMs: context.cue?.positionMs ?? 0 }) },
          exit: 'clearCue',
          after: { untilCue: { target: 'playing', actions: 'startAudio' } },
        },
        playing: {
          type: 'parallel',
          entry: 'readPosition',
          states: {
            reading: {
              initial: 'waiting',
              states: { waiting: { after: { check: { target: 'waiting', reenter: true, actions: 'readPosition' } } } },
            },
            status: {
              initial: 'correcting',
              on: {
                'audio.position': [
                  // The first reading of the song the player moved on to by itself goes to the room as its start, uncorrected:
                  // the room takes it (or another member's) and the next reading is judged against that, without a seek.
                  {
                    guard: 'startToReport',
                    actions: [{ type: 'reportStart', params: ({ context, event }) => heardStart(context, event) as { trackId: string; startedAtServerMs: number } }, assign({ startToReport: false })],
                  },
                  {
                    guard: 'canJudge',
                    target: '.judged',
                    actions: ['judgeReading', { type: 'applyCorrection', params: ({ context }) => ({ correction: context.lastCorrection as DriftCorrection }) }],
                  },
                ],
              },
              states: {
                correcting: { tags: 'correcting' },
                judged: {
                  always: [{ guard: 'hasCue', target: '#roomSync.playback.cued' }, { guard: ({ context }) => context.lastCorrection?.kind === 'hold', target: 'inSync' }, { target: 'correcting' }],
                },
                inSync: { tags: 'inSync' },
              },
            },
          },
        },
      },
    },
  },
});

export type SyncMachine = typeof syncMachine;
