import { assign, cancel, not, raise, setup } from 'xstate';
import { HEARTBEAT_INTERVAL_MS, PLAY_COUNT_DELAY_MS, PREVIOUS_RESTART_THRESHOLD_SECONDS } from './constants.js';
import { toPersistedState } from './persistence.js';
import { currentTrackOf, heartbeatPayload, initialContext, NEXT_REPEAT_MODE, startOf } from './player-context.js';
import type {
  ApplyVolumeParams,
  LoadMediaParams,
  LogErrorParams,
  PersistStateParams,
  PlayerContext,
  PlayerEvent,
  PlayerInput,
  PlayerInternalEvent,
  PlayerTag,
  ReportPlayParams,
  SeekMediaParams,
  SendHeartbeatParams,
  SendStopActivityParams,
} from './player-types.js';
import type { PlayerTrack } from './player-track.js';
import {
  clampVolume,
  findTrackIndex,
  indexAfterRemoval,
  isValidIndex,
  shuffleWithCurrentFirst,
  withoutIndex,
} from './queue.js';

const NOT_A_TRACK = 'needs a PlayerTrack (an object with a string id; see normalizeTrack).';

/** A cheap shape check for tracks sent by the app; full reading is normalizeTrack's job. */
function isTrackLike(value: unknown): value is PlayerTrack {
  return typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'string';
}

/** An effect the app provides with `playerMachine.provide({ actions })`; does nothing until then. */
function effect<TParams = undefined>() {
  return (_args: unknown, _params: TParams): void => undefined;
}

const base = setup({
  types: {
    context: {} as PlayerContext,
    events: {} as PlayerEvent | PlayerInternalEvent,
    input: {} as PlayerInput | undefined,
    tags: {} as PlayerTag,
  },
  actions: {
    // Effects: no-ops here; the app provides them with playerMachine.provide({ actions }).
    loadMedia: effect<LoadMediaParams>(),
    playMedia: effect(),
    pauseMedia: effect(),
    seekMedia: effect<SeekMediaParams>(),
    applyVolume: effect<ApplyVolumeParams>(),
    reportPlay: effect<ReportPlayParams>(),
    sendHeartbeat: effect<SendHeartbeatParams>(),
    sendStopActivity: effect<SendStopActivityParams>(),
    logError: effect<LogErrorParams>(),
    persistState: effect<PersistStateParams>(),

    // Context updates.
    setQueue: assign(({ context }, { tracks, startIndex }: { tracks: readonly PlayerTrack[]; startIndex: number }) => {
      const originalQueue = tracks.slice();
      const start = isValidIndex(originalQueue, startIndex) ? startIndex : 0;
      const queue = context.isShuffled ? shuffleWithCurrentFirst(originalQueue, start, context.random) : originalQueue;
      const currentIndex = context.isShuffled ? 0 : start;
      return { queue, originalQueue, currentIndex, ...startOf(queue[currentIndex]) };
    }),
    setSingleTrack: assign((_, { track }: { track: PlayerTrack }) => {
      const queue = [track];
      return { queue, originalQueue: queue, currentIndex: 0, ...startOf(track) };
    }),
    goToIndex: assign(({ context }, { index }: { index: number }) => ({
      currentIndex: index,
      ...startOf(context.queue[index]),
    })),
    removeItem: assign(({ context }, { index }: { index: number }) => {
      const removed = context.queue[index] as PlayerTrack;
      const queue = withoutIndex(context.queue, index);
      let originalQueue = queue;
      if (context.isShuffled) {
        const originalIndex = findTrackIndex(context.originalQueue, removed);
        originalQueue = withoutIndex(context.originalQueue, originalIndex);
      }
      const currentIndex = indexAfterRemoval(context.currentIndex, index, queue.length);
      const trackChanged = index === context.currentIndex;
      return { queue, originalQueue, currentIndex, ...(trackChanged ? startOf(queue[currentIndex]) : {}) };
    }),
    clearQueue: assign({
      queue: [],
      originalQueue: [],
      currentIndex: -1,
      currentTime: 0,
      duration: 0,
      isFullscreen: false,
      playReported: false,
    }),
    shuffleQueue: assign(({ context }) => ({
      isShuffled: true,
      queue: shuffleWithCurrentFirst(context.originalQueue, context.currentIndex, context.random),
      currentIndex: context.queue.length === 0 ? -1 : 0,
    })),
    unshuffleQueue: assign(({ context }) => {
      const current = currentTrackOf(context);
      const index = current ? findTrackIndex(context.originalQueue, current) : -1;
      const currentIndex = index === -1 && context.originalQueue.length > 0 ? 0 : index;
      return { isShuffled: false, queue: context.originalQueue, currentIndex };
    }),
    cycleRepeat: assign(({ context }) => ({ repeatMode: NEXT_REPEAT_MODE[context.repeatMode] })),
    setVolume: assign((_, { volume }: { volume: number }) => ({ volume: clampVolume(volume), muted: false })),
    toggleMute: assign(({ context }) => ({ muted: !context.muted })),
    toggleFullscreen: assign(({ context }) => ({ isFullscreen: !context.isFullscreen })),
    setDeviceId: assign((_, { deviceId }: { deviceId: string | null }) => ({
      deviceId: typeof deviceId === 'string' && deviceId.trim() !== '' ? deviceId : null,
    })),
    setCurrentTime: assign((_, { time }: { time: number }) => ({ currentTime: time })),
    seekTo: assign(({ context }, { time }: { time: number }) => ({
      currentTime: context.duration > 0 ? Math.min(Math.max(0, time), context.duration) : Math.max(0, time),
    })),
    setDuration: assign(({ context }, { duration }: { duration: number }) => ({
      duration: currentTrackOf(context)?.kind === 'radio' || !Number.isFinite(duration) || duration < 0 ? 0 : duration,
    })),

    // Timers: delayed internal events on the named delays, cancelled when their state is left.
    // (Delayed events rather than `after`, so xstate/graph's createTestModel can walk the machine.)
    schedulePlayCount: raise({ type: 'player.playCountDue' }, { id: 'playCount', delay: 'PLAY_COUNT_DELAY' }),
    cancelPlayCount: cancel('playCount'),
    scheduleHeartbeat: raise({ type: 'player.heartbeatDue' }, { id: 'heartbeat', delay: 'HEARTBEAT_INTERVAL' }),
    cancelHeartbeat: cancel('heartbeat'),

    // Internal events: a new track starts playing / the current one should play.
    announceTrackLoaded: raise({ type: 'player.trackLoaded' }),
    requestPlaying: raise({ type: 'player.playRequested' }),
    requestPlay: raise({ type: 'playback.play' }),
    requestNext: raise({ type: 'queue.next' }),
    requestClear: raise({ type: 'queue.clear' }),
  },
  guards: {
    hasCurrentTrack: ({ context }) => isValidIndex(context.queue, context.currentIndex),
    hasNextItem: ({ context }) => context.currentIndex < context.queue.length - 1,
    hasSingleItem: ({ context }) => context.queue.length === 1,
    isShuffled: ({ context }) => context.isShuffled,
    isRepeatOne: ({ context }) => context.repeatMode === 'one',
    isRepeatAll: ({ context }) => context.repeatMode === 'all',
    isPastRestartThreshold: ({ context }) =>
      context.currentTime > PREVIOUS_RESTART_THRESHOLD_SECONDS && currentTrackOf(context)?.kind !== 'radio',
    hasDeviceId: ({ context }) => context.deviceId !== null,
    isPlayReported: ({ context }) => context.playReported,
    isTrack: (_, { track }: { track: unknown }) => isTrackLike(track),
    // The list and the track that starts; checking all 100,000 items of a long queue would cost
    // more than the whole operation (TypeScript already types them as PlayerTrack).
    isTrackList: (_, { tracks, startIndex }: { tracks: unknown; startIndex: number | undefined }) =>
      Array.isArray(tracks) && isTrackLike(tracks[isValidIndex(tracks, startIndex) ? startIndex : 0]),
    isEmptyList: (_, { tracks }: { tracks: unknown }) => Array.isArray(tracks) && tracks.length === 0,
    isQueueIndex: ({ context }, { index }: { index: number }) => isValidIndex(context.queue, index),
    isCurrentIndex: ({ context }, { index }: { index: number }) => index === context.currentIndex,
    removesCurrentOfSeveral: ({ context }, { index }: { index: number }) =>
      index === context.currentIndex && context.queue.length > 1,
    isFiniteNumber: (_, { value }: { value: unknown }) => typeof value === 'number' && Number.isFinite(value),
    isTime: (_, { value }: { value: unknown }) => typeof value === 'number' && Number.isFinite(value) && value >= 0,
    isOtherQueueIndex: ({ context }, { index }: { index: number }) =>
      isValidIndex(context.queue, index) && index !== context.currentIndex,
    canSeekTo: ({ context }, { value }: { value: unknown }) =>
      typeof value === 'number' && Number.isFinite(value) && currentTrackOf(context)?.kind !== 'radio',
    crossesWholeSecond: ({ context }, { time }: { time: unknown }) =>
      typeof time === 'number' && Number.isFinite(time) && time >= 0 && Math.floor(time) !== Math.floor(context.currentTime),
  },
  delays: {
    PLAY_COUNT_DELAY: PLAY_COUNT_DELAY_MS,
    HEARTBEAT_INTERVAL: HEARTBEAT_INTERVAL_MS,
  },
});

const { enqueueActions } = base;

/** Effects whose parameters come from the context, defined on top of the typed effects above. */
const withContextEffects = base.extend({
  actions: {
    loadCurrentTrack: enqueueActions(({ context, enqueue }) => {
      const track = currentTrackOf(context);
      if (track) enqueue({ type: 'loadMedia', params: { track, autoplay: true } });
    }),
    /** Loads the current track without playing it. */
    cueCurrentTrack: enqueueActions(({ context, enqueue }) => {
      const track = currentTrackOf(context);
      if (track) enqueue({ type: 'loadMedia', params: { track, autoplay: false } });
    }),
    resumeRestoredTrack: enqueueActions(({ context, enqueue }) => {
      const track = currentTrackOf(context);
      if (!track) return;
      enqueue({ type: 'loadMedia', params: { track, autoplay: false } });
      if (context.currentTime > 0) enqueue({ type: 'seekMedia', params: { time: context.currentTime } });
    }),
    applyCurrentVolume: enqueueActions(({ context, enqueue }) => {
      enqueue({ type: 'applyVolume', params: { volume: context.muted ? 0 : context.volume, muted: context.muted } });
    }),
    persist: enqueueActions(({ context, enqueue }) => {
      enqueue({ type: 'persistState', params: { state: toPersistedState(context) } });
    }),
    restartTrack: enqueueActions(({ enqueue }) => {
      enqueue.assign({ currentTime: 0 });
      enqueue({ type: 'seekMedia', params: { time: 0 } });
    }),
    reportCurrentPlay: enqueueActions(({ context, enqueue }) => {
      const track = currentTrackOf(context);
      if (track) enqueue({ type: 'reportPlay', params: { track } });
      enqueue.assign({ playReported: true });
    }),
    sendCurrentHeartbeat: enqueueActions(({ context, enqueue }) => {
      const track = currentTrackOf(context);
      if (track && context.deviceId) {
        enqueue({ type: 'sendHeartbeat', params: { deviceId: context.deviceId, payload: heartbeatPayload(track) } });
      }
    }),
    stopActivity: enqueueActions(({ context, enqueue }) => {
      if (context.deviceId) enqueue({ type: 'sendStopActivity', params: { deviceId: context.deviceId } });
    }),
    logHeartbeatDisabled: enqueueActions(({ enqueue }) => {
      enqueue({ type: 'logError', params: { message: 'Heartbeat disabled: no device id.' } });
    }),
    checkStartIndex: enqueueActions(({ event, enqueue }) => {
      if (event.type !== 'queue.set' || event.startIndex === undefined || isValidIndex(event.tracks, event.startIndex)) return;
      const message = `queue.set: start index ${String(event.startIndex)} is outside the ${event.tracks.length} tracks; starting at the first.`;
      enqueue({ type: 'logError', params: { message } });
    }),
    logRestoreProblems: enqueueActions(({ context, enqueue }) => {
      for (const message of context.restoreProblems) enqueue({ type: 'logError', params: { message } });
    }),
  },
});

export const playerMachine = withContextEffects.createMachine({
  id: 'player',
  context: ({ input }) => initialContext(input),
  entry: ['applyCurrentVolume', 'logRestoreProblems'],
  initial: 'booting',
  on: {
    'queue.set': [
      { guard: { type: 'isEmptyList', params: ({ event }) => ({ tracks: event.tracks }) }, actions: 'requestClear' },
      {
        guard: { type: 'isTrackList', params: ({ event }) => ({ tracks: event.tracks, startIndex: event.startIndex }) },
        actions: [
          'checkStartIndex',
          { type: 'setQueue', params: ({ event }) => ({ tracks: event.tracks, startIndex: event.startIndex ?? 0 }) },
          'loadCurrentTrack',
          'persist',
          'announceTrackLoaded',
        ],
      },
      { actions: { type: 'logError', params: { message: `queue.set needs a list of tracks: each ${NOT_A_TRACK}` } } },
    ],
    'track.play': [
      {
        guard: { type: 'isTrack', params: ({ event }) => ({ track: event.track }) },
        actions: [
          { type: 'setSingleTrack', params: ({ event }) => ({ track: event.track }) },
          'loadCurrentTrack',
          'persist',
          'announceTrackLoaded',
        ],
      },
      { actions: { type: 'logError', params: { message: `track.play ${NOT_A_TRACK}` } } },
    ],
    'shuffle.toggle': [
      { guard: 'isShuffled', actions: ['unshuffleQueue', 'persist'] },
      { actions: ['shuffleQueue', 'persist'] },
    ],
    'repeat.cycle': { actions: ['cycleRepeat', 'persist'] },
    'volume.set': [
      {
        guard: { type: 'isFiniteNumber', params: ({ event }) => ({ value: event.volume }) },
        actions: [{ type: 'setVolume', params: ({ event }) => ({ volume: event.volume }) }, 'applyCurrentVolume', 'persist'],
      },
      {
        actions: {
          type: 'logError',
          params: ({ event }) => ({ message: `volume.set needs a number from 0 to 1, got ${String(event.volume)}.` }),
        },
      },
    ],
    'mute.toggle': { actions: ['toggleMute', 'applyCurrentVolume', 'persist'] },
    'fullscreen.toggle': { actions: 'toggleFullscreen' },
    'device.set': { actions: { type: 'setDeviceId', params: ({ event }) => ({ deviceId: event.deviceId }) } },
    'media.error': { actions: { type: 'logError', params: ({ event }) => ({ message: String(event.message) }) } },
  },
  states: {
    booting: {
      always: [{ guard: 'hasCurrentTrack', target: 'active', actions: 'resumeRestoredTrack' }, { target: 'idle' }],
    },
    idle: {
      tags: 'idle',
      on: { 'player.trackLoaded': 'active.playing' },
    },
    active: {
      initial: 'paused',
      on: {
        'queue.next': [
          { guard: 'isRepeatOne', actions: ['restartTrack', 'playMedia', 'persist', 'requestPlaying'] },
          {
            guard: 'hasNextItem',
            actions: [
              { type: 'goToIndex', params: ({ context }) => ({ index: context.currentIndex + 1 }) },
              'loadCurrentTrack',
              'persist',
              'announceTrackLoaded',
            ],
          },
          {
            guard: 'isRepeatAll',
            actions: [
              { type: 'goToIndex', params: { index: 0 } },
              'loadCurrentTrack',
              'persist',
              'announceTrackLoaded',
            ],
          },
          { target: '.paused', actions: 'pauseMedia' },
        ],
        // product §4: a track that ends follows the same rules as next.
        'media.ended': { actions: 'requestNext' },
        'queue.previous': [
          { guard: 'isPastRestartThreshold', actions: ['restartTrack', 'persist'] },
          { guard: 'hasSingleItem', actions: ['restartTrack', 'playMedia', 'persist', 'requestPlaying'] },
          {
            actions: [
              {
                type: 'goToIndex',
                params: ({ context }) => ({
                  index: context.currentIndex > 0 ? context.currentIndex - 1 : context.queue.length - 1,
                }),
              },
              'loadCurrentTrack',
              'persist',
              'announceTrackLoaded',
            ],
          },
        ],
        'queue.jump': [
          { guard: { type: 'isCurrentIndex', params: ({ event }) => ({ index: event.index }) }, actions: 'requestPlay' },
          {
            guard: { type: 'isQueueIndex', params: ({ event }) => ({ index: event.index }) },
            actions: [
              { type: 'goToIndex', params: ({ event }) => ({ index: event.index }) },
              'loadCurrentTrack',
              'persist',
              'announceTrackLoaded',
            ],
          },
          {
            actions: {
              type: 'logError',
              params: ({ context, event }) => ({
                message: `queue.jump: index ${String(event.index)} is outside the queue of ${context.queue.length}.`,
              }),
            },
          },
        ],
        'queue.remove': [
          {
            guard: { type: 'isOtherQueueIndex', params: ({ event }) => ({ index: event.index }) },
            actions: [{ type: 'removeItem', params: ({ event }) => ({ index: event.index }) }, 'persist'],
          },
          {
            // The current item of several is handled by paused and playing; this is the only item.
            guard: { type: 'isQueueIndex', params: ({ event }) => ({ index: event.index }) },
            target: '#player.idle',
            actions: ['pauseMedia', 'clearQueue', 'persist'],
          },
          {
            actions: {
              type: 'logError',
              params: ({ context, event }) => ({
                message: `queue.remove: index ${String(event.index)} is outside the queue of ${context.queue.length}.`,
              }),
            },
          },
        ],
        'queue.clear': { target: '#player.idle', actions: ['pauseMedia', 'clearQueue', 'persist'] },
        'playback.seek': [
          {
            guard: { type: 'canSeekTo', params: ({ event }) => ({ value: event.time }) },
            actions: [
              { type: 'seekTo', params: ({ event }) => ({ time: event.time }) },
              { type: 'seekMedia', params: ({ context }) => ({ time: context.currentTime }) },
              'persist',
            ],
          },
          // Radio is live: a valid time is ignored there.
          { guard: { type: 'isFiniteNumber', params: ({ event }) => ({ value: event.time }) } },
          {
            actions: {
              type: 'logError',
              params: ({ event }) => ({ message: `playback.seek needs a time in seconds, got ${String(event.time)}.` }),
            },
          },
        ],
        'media.timeUpdate': [
          {
            guard: { type: 'crossesWholeSecond', params: ({ event }) => ({ time: event.currentTime }) },
            actions: [{ type: 'setCurrentTime', params: ({ event }) => ({ time: event.currentTime }) }, 'persist'],
          },
          {
            guard: { type: 'isTime', params: ({ event }) => ({ value: event.currentTime }) },
            actions: { type: 'setCurrentTime', params: ({ event }) => ({ time: event.currentTime }) },
          },
        ],
        'media.durationChange': {
          actions: { type: 'setDuration', params: ({ event }) => ({ duration: event.duration }) },
        },
        // Playback errors are logged only; the player stops so its controls tell the truth.
        'media.error': {
          target: '.paused',
          actions: { type: 'logError', params: ({ event }) => ({ message: String(event.message) }) },
        },
      },
      states: {
        paused: {
          tags: 'paused',
          on: {
            'playback.play': { target: 'playing', actions: 'playMedia' },
            'playback.toggle': { target: 'playing', actions: 'playMedia' },
            'player.trackLoaded': 'playing',
            'player.playRequested': 'playing',
            'queue.remove': {
              guard: { type: 'removesCurrentOfSeveral', params: ({ event }) => ({ index: event.index }) },
              actions: [
                { type: 'removeItem', params: ({ event }) => ({ index: event.index }) },
                'cueCurrentTrack',
                'persist',
              ],
            },
          },
        },
        playing: {
          tags: 'playing',
          // product §4: when playback stops after a track was active, stop-activity is sent.
          exit: 'stopActivity',
          on: {
            // Pausing also saves the exact position, so a reload resumes where the listener paused.
            'playback.pause': { target: 'paused', actions: ['pauseMedia', 'persist'] },
            'playback.toggle': { target: 'paused', actions: ['pauseMedia', 'persist'] },
            // Another track: restart the play count and send a heartbeat for it at once.
            'player.trackLoaded': '.track',
            'queue.remove': {
              guard: { type: 'removesCurrentOfSeveral', params: ({ event }) => ({ index: event.index }) },
              actions: [
                { type: 'removeItem', params: ({ event }) => ({ index: event.index }) },
                'loadCurrentTrack',
                'persist',
                'announceTrackLoaded',
              ],
            },
          },
          initial: 'track',
          states: {
            track: {
              type: 'parallel',
              states: {
                playCount: {
                  initial: 'checking',
                  states: {
                    checking: {
                      always: [{ guard: 'isPlayReported', target: 'reported' }, { target: 'counting' }],
                    },
                    counting: {
                      entry: 'schedulePlayCount',
                      exit: 'cancelPlayCount',
                      on: { 'player.playCountDue': { target: 'reported', actions: 'reportCurrentPlay' } },
                    },
                    reported: {},
                  },
                },
                heartbeat: {
                  initial: 'checking',
                  states: {
                    checking: {
                      always: [{ guard: 'hasDeviceId', target: 'beating' }, { target: 'disabled' }],
                    },
                    beating: {
                      entry: ['sendCurrentHeartbeat', 'scheduleHeartbeat'],
                      exit: 'cancelHeartbeat',
                      always: { guard: not('hasDeviceId'), target: 'disabled' },
                      on: { 'player.heartbeatDue': { target: 'beating', reenter: true } },
                    },
                    disabled: {
                      entry: 'logHeartbeatDisabled',
                      always: { guard: 'hasDeviceId', target: 'beating' },
                    },
                  },
                },
              },
            },
          },
        },
      },
    },
  },
});

export type PlayerMachine = typeof playerMachine;
