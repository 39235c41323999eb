import { and, assign, setup } from 'xstate';
import type { PlayerTrack } from '../player-track.js';
import { AUTOPLAY_BATCH, NO_AUTOPLAY_VIEW, type AutoplayView } from './autoplay-rules.js';

/** After a failed ask, Autoplay asks once more for the same last song after this long. */
export const AUTOPLAY_RETRY_MS = 15_000;

export interface AutoplayInput {
  /** "Autoplay similar songs" as saved on the device (off unless the listener turned it on). */
  enabled: boolean;
}

export interface AutoplayContext {
  enabled: boolean;
  view: AutoplayView;
  /** The last song songs were asked for (once per song, so an empty answer is not asked again). */
  requestedFor: string | null;
  /** The last song a failed ask was retried for (one retry per song). */
  retriedFor: string | null;
}

export type AutoplayEvent =
  | { type: 'autoplay.configure'; enabled: boolean }
  /** From the app on every change of the player (autoplayView of its snapshot). */
  | { type: 'player.changed'; view: AutoplayView }
  | { type: 'autoplay.loaded'; tracks: readonly PlayerTrack[] }
  | { type: 'autoplay.failed'; message: string };

export interface RequestMixParams {
  seedIds: string[];
  excludeIds: string[];
  count: number;
}
export interface AppendTracksParams {
  /** The server's songs, each marked as Autoplay's (listed under "Autoplay" in the queue). */
  tracks: PlayerTrack[];
}

/** Autoplay's songs are marked as such before they join the queue. */
const markAutoplay = (tracks: readonly PlayerTrack[]): PlayerTrack[] => tracks.map((track) => ({ ...track, autoplay: true }));

function effect<TParams = undefined>() {
  return (_args: unknown, _params: TParams): void => undefined;
}

const autoplaySetup = setup({
  types: {
    context: {} as AutoplayContext,
    events: {} as AutoplayEvent,
    input: {} as AutoplayInput,
    tags: {} as 'fetching',
  },
  actions: {
    // Effects the app provides: the server's choice, the player's queue.append and queue.next.
    requestMix: effect<RequestMixParams>(),
    appendTracks: effect<AppendTracksParams>(),
    continuePlayback: effect(),
    logError: effect<{ message: string }>(),

    noteView: assign(({ event }) => (event.type === 'player.changed' ? { view: event.view } : {})),
    noteRequest: assign(({ context }) => ({ requestedFor: context.view.itemId })),
    noteRetry: assign(({ context }) => ({ retriedFor: context.requestedFor, requestedFor: null })),
    setEnabled: assign(({ event }) => (event.type === 'autoplay.configure' ? { enabled: event.enabled, requestedFor: null, retriedFor: null } : {})),
  },
  guards: {
    turnsOn: ({ event }) => event.type === 'autoplay.configure' && event.enabled,
    turnsOff: ({ event }) => event.type === 'autoplay.configure' && !event.enabled,
    startsEnabled: ({ context }) => context.enabled,
    needsSongs: ({ context }) => context.view.atLastSong && context.view.itemId !== null && context.view.itemId !== context.requestedFor,
    /** The songs came for the queue as it still is: its last song is still the one they were asked for. */
    stillAtTheEnd: ({ context, event }) =>
      event.type === 'autoplay.loaded' && event.tracks.length > 0 && context.view.atLastSong && context.view.itemId === context.requestedFor,
    mayRetry: ({ context }) => context.requestedFor !== context.retriedFor,
    stoppedAtEnd: ({ context }) => context.view.stoppedAtEnd,
  },
});

const APPEND = {
  type: 'appendTracks',
  params: ({ event }: { event: AutoplayEvent }) => ({ tracks: event.type === 'autoplay.loaded' ? markAutoplay(event.tracks) : [] }),
} as const;

/**
 * Autoplay beside the player: when the current item is the queue's last song and repeat is off, it
 * asks the server for similar songs (once per song) and appends them, so the player goes on into
 * them as into any next item; if the player already stopped at the end, it moves it on.
 */
export const autoplayMachine = autoplaySetup.createMachine({
  id: 'autoplay',
  context: ({ input }) => ({ enabled: input.enabled, view: NO_AUTOPLAY_VIEW, requestedFor: null, retriedFor: null }),
  initial: 'starting',
  on: {
    'player.changed': { actions: 'noteView' },
  },
  states: {
    starting: { always: [{ guard: 'startsEnabled', target: 'on' }, { target: 'off' }] },
    off: {
      on: { 'autoplay.configure': { guard: 'turnsOn', target: 'on', actions: 'setEnabled' } },
    },
    on: {
      on: { 'autoplay.configure': { guard: 'turnsOff', target: 'off', actions: 'setEnabled' } },
      initial: 'watching',
      states: {
        watching: {
          always: { guard: 'needsSongs', target: 'fetching' },
        },
        fetching: {
          tags: 'fetching',
          entry: [
            'noteRequest',
            {
              type: 'requestMix',
              params: ({ context }) => ({ seedIds: context.view.seedIds, excludeIds: context.view.excludeIds, count: AUTOPLAY_BATCH }),
            },
          ],
          on: {
            'autoplay.loaded': [
              // The player already stopped at the end of the queue: it goes on into the first new song.
              { guard: and(['stillAtTheEnd', 'stoppedAtEnd']), target: 'watching', actions: [APPEND, 'continuePlayback'] },
              { guard: 'stillAtTheEnd', target: 'watching', actions: APPEND },
              // The queue changed meanwhile, or nothing was close enough: the player stops at the end as it would.
              { target: 'watching' },
            ],
            'autoplay.failed': [
              { guard: 'mayRetry', target: 'waiting', actions: { type: 'logError', params: ({ event }) => ({ message: `Autoplay: ${event.message}` }) } },
              { target: 'watching', actions: { type: 'logError', params: ({ event }) => ({ message: `Autoplay: ${event.message}` }) } },
            ],
          },
        },
        waiting: {
          after: { [AUTOPLAY_RETRY_MS]: { target: 'watching', actions: 'noteRetry' } },
        },
      },
    },
  },
});

export type AutoplayMachine = typeof autoplayMachine;
