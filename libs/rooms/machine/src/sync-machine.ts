import { assign, setup } from 'xstate';
import { addExchange, emptyClockEstimate, serverTimeAt, type ClockEstimate, type ClockExchange } from './clock-offset.js';
import { CLOCK_BURST_INTERVAL_MS, CLOCK_MIN_SAMPLES, CLOCK_PROBE_INTERVAL_MS, DRIFT_CHECK_INTERVAL_MS } from './constants.js';
import { correctionFor, expectedPositionMs, rateTrimAfter, seekLeadAfter, type DriftCorrection, type RoomPlayback } from './playback-schedule.js';

export type SyncEvent =
  /** A clock exchange came back (times on this device's clock and the server's). */
  | { type: 'clock.exchanged'; exchange: ClockExchange }
  /** The room's playback as the server has it now. */
  | { type: 'room.playback'; playback: RoomPlayback }
  /** The app read its audio: track `trackId` at `positionMs` at local time `localNowMs`, heard `outputLatencyMs` later. */
  | { type: 'audio.position'; localNowMs: number; trackId: string | null; positionMs: number; outputLatencyMs: number };

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
}

/** The correction for one reading of the audio, and what the reading teaches about seeks. */
function judge(context: SyncContext, event: Extract<SyncEvent, { type: 'audio.position' }>): Pick<SyncContext, 'lastCorrection' | 'seekLeadMs' | 'afterSeek' | 'rateTrim'> {
  const serverNow = serverTimeAt(event.localNowMs, context.clock) as number;
  const expected = expectedPositionMs(context.playback as RoomPlayback, serverNow, event.outputLatencyMs);
  const errorMs = expected - event.positionMs;
  // The first reading after a seek tells what the seek took, not how the audio clock runs.
  const seekLeadMs = context.afterSeek ? seekLeadAfter(context.seekLeadMs, errorMs) : context.seekLeadMs;
  const rateTrim = context.afterSeek ? context.rateTrim : rateTrimAfter(context.rateTrim, errorMs);
  const correction = correctionFor(expected, event.positionMs, seekLeadMs, rateTrim);
  return { lastCorrection: correction, seekLeadMs, rateTrim, afterSeek: correction.kind === 'seek' };
}

/** An effect the app provides with `syncMachine.provide({ actions })`; does nothing until then. */
function effect<TParams = undefined>() {
  return (_args: unknown, _params: TParams): void => undefined;
}

const clockReady = ({ context }: { context: SyncContext }) => context.clock.samples.length >= CLOCK_MIN_SAMPLES;

/**
 * Keeps this device's audio on the room's clock. It asks for clock exchanges (`probeClock`, quickly
 * at first, then every 2 s), follows the room's playback (`followPlayback`: the app loads the track and
 * plays or pauses), reads the audio's position while it plays (`readPosition`) and answers each
 * reading with `applyCorrection`: the rate trim (what cancels this device's audio clock drift), a small
 * rate nudge on top of it, or a seek aimed ahead by what
 * the last seeks took to play again (`seekLeadMs`). A reading of another track than the room's (the
 * element moved on first) corrects nothing. Tags: `estimating`
 * until the clock estimate stands, then `inSync` or `correcting`.
 */
export const syncMachine = setup({
  types: { context: {} as SyncContext, events: {} as SyncEvent },
  actions: {
    probeClock: effect(),
    readPosition: effect(),
    followPlayback: effect<{ playback: RoomPlayback }>(),
    applyCorrection: effect<{ correction: DriftCorrection }>(),
    addExchange: assign({ clock: ({ context, event }) => (event.type === 'clock.exchanged' ? addExchange(context.clock, event.exchange) : context.clock) }),
    setPlayback: assign({ playback: ({ context, event }) => (event.type === 'room.playback' ? event.playback : context.playback), afterSeek: false }),
    judgeReading: assign(({ context, event }) => (event.type === 'audio.position' ? judge(context, event) : {})),
  },
  guards: {
    clockReady,
    // A reading of another track (the element moved on before the room did) says nothing of this playback.
    canJudge: ({ context, event }) => clockReady({ context }) && event.type === 'audio.position' && event.trackId === context.playback?.trackId,
    isPlaying: ({ context }) => context.playback?.playing === true && context.playback.startedAtServerMs !== null,
  },
  delays: { burst: CLOCK_BURST_INTERVAL_MS, probe: CLOCK_PROBE_INTERVAL_MS, check: DRIFT_CHECK_INTERVAL_MS },
}).createMachine({
  id: 'roomSync',
  context: { clock: emptyClockEstimate, playback: null, lastCorrection: null, seekLeadMs: 0, afterSeek: false, rateTrim: 1 },
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
        'room.playback': { target: '.following', actions: ['setPlayback', { type: 'followPlayback', params: ({ event }) => ({ playback: event.playback }) }] },
      },
      states: {
        idle: {},
        following: {
          always: [{ guard: 'isPlaying', target: 'playing' }, { target: 'paused' }],
        },
        paused: {},
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
                'audio.position': {
                  guard: 'canJudge',
                  target: '.judged',
                  actions: ['judgeReading', { type: 'applyCorrection', params: ({ context }) => ({ correction: context.lastCorrection as DriftCorrection }) }],
                },
              },
              states: {
                correcting: { tags: 'correcting' },
                judged: { always: [{ guard: ({ context }) => context.lastCorrection?.kind === 'hold', target: 'inSync' }, { target: 'correcting' }] },
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
