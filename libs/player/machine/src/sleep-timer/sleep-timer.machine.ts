import { assign, cancel, raise, setup } from 'xstate';
import {
  readSavedSleepTimer,
  SLEEP_END_WINDOW_MS,
  SLEEP_FADE_MS,
  sleepFadeGain,
  type SavedSleepTimer,
  type SleepChoice,
} from './sleep-timer-rules.js';

export interface SleepTimerInput {
  /** Wall-clock milliseconds (Date.now in the app, the SimulatedClock in tests): a minutes timer ends at a time of day. */
  now: () => number;
  /** The timer saved before a reload (validated here: anything invalid or already over is no timer). */
  restored?: unknown;
}

export interface SleepTimerContext {
  now: () => number;
  choice: SleepChoice;
  /** When the countdown ends (wall-clock ms); null outside `counting`. */
  endsAt: number | null;
  /** The item "end of this track / episode" waits for. */
  itemId: string | null;
  /** Time left in ms (null while off, or while the item's length is unknown). */
  remainingMs: number | null;
  /** The fade gain the sound should have (1 outside the last SLEEP_FADE_MS), and the one last applied. */
  gain: number;
  appliedGain: number;
  /** The player's current item, as last reported. */
  current: { itemId: string | null; live: boolean };
  restored: SavedSleepTimer | null;
}

export type SleepTimerEvent =
  | { type: 'sleep.set'; choice: SleepChoice }
  /** From the app on every player change: the current item, its position and length (seconds). */
  | { type: 'player.progress'; itemId: string | null; live: boolean; playing: boolean; currentTime: number; duration: number };

type InternalEvent = { type: 'sleep.tick' };

export interface ApplyFadeParams {
  /** Multiplies the listener's volume: 1, down to 0 over the last SLEEP_FADE_MS. */
  gain: number;
}
export interface PersistSleepTimerParams {
  saved: SavedSleepTimer | null;
}

function effect<TParams = undefined>() {
  return (_args: unknown, _params: TParams): void => undefined;
}

/** Time left on the current item in ms, or null when its length is unknown (or it is live). */
function itemRemaining(event: Extract<SleepTimerEvent, { type: 'player.progress' }>): number | null {
  if (event.live || !(event.duration > 0) || !Number.isFinite(event.currentTime)) return null;
  return Math.max(0, (event.duration - event.currentTime) * 1000);
}

/** The next tick: each second, lands on the fade's start, then every 200 ms through the fade. */
function tickDelay(remainingMs: number): number {
  if (remainingMs > SLEEP_FADE_MS) return Math.min(1000, remainingMs - SLEEP_FADE_MS);
  return Math.max(0, Math.min(200, remainingMs));
}

const base = setup({
  types: {
    context: {} as SleepTimerContext,
    events: {} as SleepTimerEvent | InternalEvent,
    input: {} as SleepTimerInput,
    tags: {} as 'running',
  },
  actions: {
    // Effects the app provides.
    applyFade: effect<ApplyFadeParams>(),
    stopPlayback: effect(),
    persistTimer: effect<PersistSleepTimerParams>(),

    setGain: assign((_, { gain }: { gain: number }) => ({ gain })),
    countRemaining: assign(({ context }) => ({ remainingMs: Math.max(0, (context.endsAt ?? 0) - context.now()) })),
    scheduleTick: raise({ type: 'sleep.tick' }, { id: 'tick', delay: ({ context }) => tickDelay(context.remainingMs ?? 0) }),
    cancelTick: cancel('tick'),
    noteCurrent: assign(({ event }) => (event.type === 'player.progress' ? { current: { itemId: event.itemId, live: event.live } } : {})),
  },
  guards: {
    choosesMinutes: ({ event }) => event.type === 'sleep.set' && event.choice.kind === 'minutes',
    choosesEndOfItem: ({ context, event }) =>
      event.type === 'sleep.set' && event.choice.kind === 'endOfItem' && context.current.itemId !== null && !context.current.live,
    isOver: ({ context }) => context.remainingMs !== null && context.remainingMs <= 0,
    restoredMinutes: ({ context }) => context.restored?.kind === 'minutes',
    restoredEndOfItem: ({ context }) => context.restored?.kind === 'endOfItem',
  },
});

const { enqueueActions } = base;

/** The sleep timer: stops playback after some minutes or at the end of the current item, fading out first. */
export const sleepTimerMachine = base.extend({
  actions: {
    applyGainChange: enqueueActions(({ context, enqueue }) => {
      if (context.gain === context.appliedGain) return;
      enqueue.assign({ appliedGain: context.gain });
      enqueue({ type: 'applyFade', params: { gain: context.gain } });
    }),
    persistChoice: enqueueActions(({ context, enqueue }) => {
      const { choice, endsAt, itemId } = context;
      const saved: SavedSleepTimer | null =
        choice.kind === 'minutes' && endsAt !== null
          ? { kind: 'minutes', minutes: choice.minutes, endsAt }
          : choice.kind === 'endOfItem' && itemId !== null
            ? { kind: 'endOfItem', itemId }
            : null;
      enqueue({ type: 'persistTimer', params: { saved } });
    }),
  },
}).createMachine({
  id: 'sleepTimer',
  context: ({ input }) => ({
    now: input.now,
    choice: { kind: 'off' },
    endsAt: null,
    itemId: null,
    remainingMs: null,
    gain: 1,
    appliedGain: 1,
    current: { itemId: null, live: false },
    restored: readSavedSleepTimer(input.restored, input.now()),
  }),
  initial: 'booting',
  on: {
    'sleep.set': [
      {
        guard: 'choosesMinutes',
        target: '.counting',
        reenter: true,
        actions: [
          assign(({ context, event }) => {
            const choice = event.type === 'sleep.set' ? event.choice : context.choice;
            const minutes = choice.kind === 'minutes' ? choice.minutes : 0;
            return { choice, endsAt: context.now() + minutes * 60_000, itemId: null };
          }),
          { type: 'setGain', params: { gain: 1 } },
          'applyGainChange',
          'persistChoice',
        ],
      },
      {
        guard: 'choosesEndOfItem',
        target: '.endOfItem',
        reenter: true,
        actions: [
          assign(({ context }) => ({ choice: { kind: 'endOfItem' } as SleepChoice, endsAt: null, itemId: context.current.itemId, remainingMs: null })),
          { type: 'setGain', params: { gain: 1 } },
          'applyGainChange',
          'persistChoice',
        ],
      },
      { target: '.off' },
    ],
    'player.progress': { actions: 'noteCurrent' },
  },
  states: {
    booting: {
      always: [
        {
          guard: 'restoredMinutes',
          target: 'counting',
          actions: assign(({ context }) => {
            const saved = context.restored as Extract<SavedSleepTimer, { kind: 'minutes' }>;
            return { choice: { kind: 'minutes', minutes: saved.minutes } as SleepChoice, endsAt: saved.endsAt, restored: null };
          }),
        },
        {
          guard: 'restoredEndOfItem',
          target: 'endOfItem',
          actions: assign(({ context }) => ({
            choice: { kind: 'endOfItem' } as SleepChoice,
            itemId: (context.restored as Extract<SavedSleepTimer, { kind: 'endOfItem' }>).itemId,
            restored: null,
          })),
        },
        { target: 'off', actions: assign({ restored: null }) },
      ],
    },
    off: {
      entry: [
        { type: 'setGain', params: { gain: 1 } },
          'applyGainChange',
        assign({ choice: { kind: 'off' }, endsAt: null, itemId: null, remainingMs: null }),
        'persistChoice',
      ],
    },
    counting: {
      tags: 'running',
      entry: ['countRemaining', { type: 'setGain', params: ({ context }) => ({ gain: sleepFadeGain(context.remainingMs ?? 0) }) }, 'applyGainChange', 'scheduleTick'],
      exit: 'cancelTick',
      always: { guard: 'isOver', target: 'off', actions: 'stopPlayback' },
      on: { 'sleep.tick': { target: 'counting', reenter: true } },
    },
    endOfItem: {
      tags: 'running',
      on: {
        'player.progress': [
          // The player stopped (queue cleared or ended): nothing left to stop.
          { guard: ({ event }) => event.itemId === null, target: 'off', actions: 'noteCurrent' },
          // The last item ended with repeat off: the player stopped there by itself.
          {
            guard: ({ context, event }) => event.itemId === context.itemId && !event.playing && itemRemaining(event) === 0,
            target: 'off',
            actions: 'noteCurrent',
          },
          {
            guard: ({ context, event }) => event.itemId === context.itemId,
            actions: [
              'noteCurrent',
              assign(({ event }) => ({ remainingMs: itemRemaining(event) })),
              { type: 'setGain', params: ({ context }) => ({ gain: context.remainingMs === null ? 1 : sleepFadeGain(context.remainingMs) }) },
              'applyGainChange',
            ],
          },
          // Another item took over near the end (it ended, or a crossfade began): finish the fade on the clock.
          {
            guard: ({ context }) => context.remainingMs !== null && context.remainingMs <= SLEEP_END_WINDOW_MS,
            target: 'counting',
            actions: ['noteCurrent', assign(({ context }) => ({ endsAt: context.now() + Math.min(context.remainingMs ?? 0, SLEEP_FADE_MS) }))],
          },
          // A skip by hand: the timer follows the item playing now.
          { actions: ['noteCurrent', assign(({ event }) => ({ itemId: event.itemId, remainingMs: itemRemaining(event) })), 'persistChoice'] },
        ],
      },
    },
  },
});

export type SleepTimerMachine = typeof sleepTimerMachine;
