// Over 300 lines on purpose: the one player machine's setup, every action, guard and delay by name in one table.
/** The player's setup: every action, guard and delay by name; the state chart is player-machine.ts. */
import { assign, cancel, raise, setup } from 'xstate';
import { HEARTBEAT_INTERVAL_MS, PLAY_COUNT_DELAY_MS, PREVIOUS_RESTART_THRESHOLD_SECONDS } from './constants.js';
import { toPersistedState } from './persistence.js';
import { currentTrackOf, heartbeatPayload, NEXT_REPEAT_MODE, startOf } from './player-context.js';
import { currentTransition, followingIndex, gainOf } from './player-audio.js';
import { readAudioSettings, type AudioSettings } from './audio-settings.js';
import { shouldPreload } from './audio-rules/transition.js';
import { clampSpeed, speedFor, speedKeyOf } from './playback-speed.js';
import type {
  ApplyGainParams,
  ApplyPlaybackRateParams,
  PersistSpeedsParams,
  ApplyVolumeParams,
  LoadMediaParams,
  LogErrorParams,
  PersistStateParams,
  PlayerContext,
  PlayerEvent,
  PlayerInput,
  PlayerInternalEvent,
  PlayerTag,
  PreloadMediaParams,
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

export const NOT_A_TRACK = 'needs a PlayerTrack (an object with a string id).';

/** A cheap shape check for tracks sent by the app; the type says the rest. */
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
    preloadMedia: effect<PreloadMediaParams>(),
    applyGain: effect<ApplyGainParams>(),
    applyPlaybackRate: effect<ApplyPlaybackRateParams>(),
    persistSpeeds: effect<PersistSpeedsParams>(),

    // Context updates.
    setQueue: assign(({ context }, { tracks, startIndex }: { tracks: readonly PlayerTrack[]; startIndex: number }) => {
      const originalQueue = tracks.slice();
      const start = isValidIndex(originalQueue, startIndex) ? startIndex : 0;
      const queue = context.isShuffled ? shuffleWithCurrentFirst(originalQueue, start, context.random) : originalQueue;
      const currentIndex = context.isShuffled ? 0 : start;
      return { queue, originalQueue, currentIndex, ...startOf(queue[currentIndex]) };
    }),
    appendToQueue: assign(({ context }, { tracks }: { tracks: readonly PlayerTrack[] }) => {
      const queue = [...context.queue, ...tracks];
      return { queue, originalQueue: context.isShuffled ? [...context.originalQueue, ...tracks] : queue };
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
      preloadedId: null,
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
    // A fade that is not the listener's volume (the sleep timer's): applied, never saved.
    setPodcastSpeed: assign(({ context }, { rate }: { rate: number }) => {
      const key = speedKeyOf(currentTrackOf(context));
      const speed = clampSpeed(rate);
      return key === null || speed === null ? {} : { speeds: { ...context.speeds, [key]: speed } };
    }),
    setFadeGain: assign((_, { gain }: { gain: number }) => ({ fadeGain: clampVolume(gain) })),
    toggleFullscreen: assign(({ context }) => ({ isFullscreen: !context.isFullscreen })),
    setDeviceId: assign((_, { deviceId }: { deviceId: string | null }) => ({
      deviceId: typeof deviceId === 'string' && deviceId.trim() !== '' ? deviceId : null,
    })),
    setCurrentTime: assign((_, { time }: { time: number }) => ({ currentTime: time })),
    // A new setting may change the next handover: what was buffered ahead is asked for again.
    setAudioSettings: assign(({ context }, { settings }: { settings: Partial<AudioSettings> }) => ({
      audio: readAudioSettings(settings, context.audio),
      preloadedId: null,
    })),
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
    hasPodcastSpeed: ({ context }) => speedKeyOf(currentTrackOf(context)) !== null,
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
    /** A jump that loads the item paused (`queue.jump` with `paused`). */
    isQueueIndexToCue: ({ context }, { index, paused }: { index: number; paused: boolean }) => paused && isValidIndex(context.queue, index),
    isCurrentIndex: ({ context }, { index }: { index: number }) => index === context.currentIndex,
    removesCurrentOfSeveral: ({ context }, { index }: { index: number }) =>
      index === context.currentIndex && context.queue.length > 1,
    isFiniteNumber: (_, { value }: { value: unknown }) => typeof value === 'number' && Number.isFinite(value),
    isTime: (_, { value }: { value: unknown }) => typeof value === 'number' && Number.isFinite(value) && value >= 0,
    isOtherQueueIndex: ({ context }, { index }: { index: number }) =>
      isValidIndex(context.queue, index) && index !== context.currentIndex,
    canSeekTo: ({ context }, { value }: { value: unknown }) =>
      typeof value === 'number' && Number.isFinite(value) && currentTrackOf(context)?.kind !== 'radio',
    /** product §4: a crossfade starts `seconds` before the end of the current item, so the two overlap that long. */
    reachesCrossfade: ({ context }, { time }: { time: unknown }) => {
      if (typeof time !== 'number' || !Number.isFinite(time)) return false;
      const plan = currentTransition(context);
      return plan.kind === 'crossfade' && plan.startsAt !== null && time >= plan.startsAt;
    },
    crossesWholeSecond: ({ context }, { time }: { time: unknown }) =>
      typeof time === 'number' && Number.isFinite(time) && time >= 0 && Math.floor(time) !== Math.floor(context.currentTime),
  },
  delays: {
    PLAY_COUNT_DELAY: PLAY_COUNT_DELAY_MS,
    HEARTBEAT_INTERVAL: HEARTBEAT_INTERVAL_MS,
  },
});

const { enqueueActions } = base;

/** The `gain` (while normalization is on) and `rate` (an episode off 1×) of a loadMedia effect. */
function mediaParams(track: PlayerTrack, context: PlayerContext): { gain?: number; rate?: number } {
  const rate = speedFor(track, context.speeds);
  return { ...gainParam(track, context.audio), ...(rate === 1 ? {} : { rate }) };
}

/** The `gain` field of a media effect: only present while normalization is on. */
function gainParam(track: PlayerTrack, settings: AudioSettings): { gain?: number } {
  const gain = gainOf(track, settings);
  return gain === undefined ? {} : { gain };
}

/** Effects whose parameters come from the context, defined on top of the typed effects above. */
export const playerSetup = base.extend({
  actions: {
    loadCurrentTrack: enqueueActions(({ context, enqueue }) => {
      const track = currentTrackOf(context);
      if (track) enqueue({ type: 'loadMedia', params: { track, autoplay: true, ...mediaParams(track, context) } });
    }),
    /** Loads the current track without playing it. */
    cueCurrentTrack: enqueueActions(({ context, enqueue }) => {
      const track = currentTrackOf(context);
      if (track) enqueue({ type: 'loadMedia', params: { track, autoplay: false, ...mediaParams(track, context) } });
    }),
    resumeRestoredTrack: enqueueActions(({ context, enqueue }) => {
      const track = currentTrackOf(context);
      if (!track) return;
      enqueue({ type: 'loadMedia', params: { track, autoplay: false, ...mediaParams(track, context) } });
      if (context.currentTime > 0) enqueue({ type: 'seekMedia', params: { time: context.currentTime } });
    }),
    applyCurrentVolume: enqueueActions(({ context, enqueue }) => {
      enqueue({ type: 'applyVolume', params: { volume: context.muted ? 0 : context.volume * context.fadeGain, muted: context.muted } });
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
    /** Buffers the following item once the plan's preload position is reached (never live radio, never the same item). */
    preloadFollowing: enqueueActions(({ context, enqueue }) => {
      const plan = currentTransition(context);
      if (!shouldPreload(plan, context.currentTime)) return;
      const index = followingIndex(context);
      const track = context.queue[index];
      if (!track || index === context.currentIndex || track.id === context.preloadedId) return;
      const handover = plan.kind === 'gapless' || plan.kind === 'crossfade' ? plan.kind : 'sequential';
      enqueue.assign({ preloadedId: track.id });
      enqueue({ type: 'preloadMedia', params: { track, handover, ...mediaParams(track, context) } });
    }),
    /**
     * The crossfade begins: the following item becomes current and fades in while the outgoing one
     * fades out. Under repeat one it is the same item again (not a new track: no new play count).
     */
    startCrossfade: enqueueActions(({ context, enqueue }) => {
      const plan = currentTransition(context);
      const index = followingIndex(context);
      const track = context.queue[index];
      if (plan.kind !== 'crossfade' || !track) return;
      const sameItem = index === context.currentIndex;
      enqueue.assign(sameItem ? { currentTime: 0 } : { currentIndex: index, ...startOf(track) });
      const handover = { kind: 'crossfade' as const, seconds: plan.seconds };
      enqueue({ type: 'loadMedia', params: { track, autoplay: true, handover, ...mediaParams(track, context) } });
      if (!sameItem) enqueue('announceTrackLoaded');
    }),
    applyCurrentGain: enqueueActions(({ context, enqueue }) => {
      const track = currentTrackOf(context);
      if (track) enqueue({ type: 'applyGain', params: { gain: gainOf(track, context.audio) ?? 1 } });
    }),
    applyCurrentSpeed: enqueueActions(({ context, enqueue }) => {
      enqueue({ type: 'applyPlaybackRate', params: { rate: speedFor(currentTrackOf(context), context.speeds) } });
      enqueue({ type: 'persistSpeeds', params: { speeds: context.speeds } });
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
