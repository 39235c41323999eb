import { not } from 'xstate';
import { NOT_A_TRACK, playerSetup } from './player-setup.js';
import { initialContext } from './player-context.js';
import { readAudioSettings } from './audio-settings.js';
import { readPodcastSpeeds } from './playback-speed.js';

/** What every change of the current item does: load it, save the queue, restart play count and heartbeat. */
const START_TRACK = ['loadCurrentTrack', 'persist', 'announceTrackLoaded'] as const;

/** The player's state chart (product §4); the named actions, guards and delays are in player-setup.ts. */
export const playerMachine = playerSetup.createMachine({
  id: 'player',
  context: ({ input }) => ({ ...initialContext(input), audio: readAudioSettings(input?.audio), speeds: readPodcastSpeeds(input?.speeds) }),
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
          ...START_TRACK,
        ],
      },
      { actions: { type: 'logError', params: { message: `queue.set needs a list of tracks: each ${NOT_A_TRACK}` } } },
    ],
    'track.play': [
      {
        guard: { type: 'isTrack', params: ({ event }) => ({ track: event.track }) },
        actions: [{ type: 'setSingleTrack', params: ({ event }) => ({ track: event.track }) }, ...START_TRACK],
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
    'speed.set': [
      // Music and radio stay at 1×.
      { guard: not('hasPodcastSpeed'), actions: { type: 'logError', params: { message: 'speed.set: only a podcast episode plays at another speed.' } } },
      {
        guard: { type: 'isFiniteNumber', params: ({ event }) => ({ value: event.rate }) },
        actions: [{ type: 'setPodcastSpeed', params: ({ event }) => ({ rate: event.rate }) }, 'applyCurrentSpeed'],
      },
      { actions: { type: 'logError', params: ({ event }) => ({ message: `speed.set needs a number from 0.5 to 3, got ${String(event.rate)}.` }) } },
    ],
    'volume.fade': {
      guard: { type: 'isFiniteNumber', params: ({ event }) => ({ value: event.gain }) },
      actions: [{ type: 'setFadeGain', params: ({ event }) => ({ gain: event.gain }) }, 'applyCurrentVolume'],
    },
    'fullscreen.toggle': { actions: 'toggleFullscreen' },
    'device.set': { actions: { type: 'setDeviceId', params: ({ event }) => ({ deviceId: event.deviceId }) } },
    'media.error': { actions: { type: 'logError', params: ({ event }) => ({ message: String(event.message) }) } },
    'audio.configure': {
      actions: [{ type: 'setAudioSettings', params: ({ event }) => ({ settings: event.settings }) }, 'applyCurrentGain'],
    },
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
            actions: [{ type: 'goToIndex', params: ({ context }) => ({ index: context.currentIndex + 1 }) }, ...START_TRACK],
          },
          {
            guard: 'isRepeatAll',
            actions: [{ type: 'goToIndex', params: { index: 0 } }, ...START_TRACK],
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
              ...START_TRACK,
            ],
          },
        ],
        'queue.jump': [
          { guard: { type: 'isCurrentIndex', params: ({ event }) => ({ index: event.index }) }, actions: 'requestPlay' },
          // Loaded paused: nothing is heard until the room's sync plays it (a buffered item would play at once).
          {
            guard: { type: 'isQueueIndexToCue', params: ({ event }) => ({ index: event.index, paused: event.paused === true }) },
            actions: [{ type: 'goToIndex', params: ({ event }) => ({ index: event.index }) }, 'cueCurrentTrack', 'persist'],
          },
          {
            guard: { type: 'isQueueIndex', params: ({ event }) => ({ index: event.index }) },
            actions: [{ type: 'goToIndex', params: ({ event }) => ({ index: event.index }) }, ...START_TRACK],
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
        'queue.append': [
          { guard: { type: 'isEmptyList', params: ({ event }) => ({ tracks: event.tracks }) } },
          {
            guard: { type: 'isTrackList', params: ({ event }) => ({ tracks: event.tracks, startIndex: 0 }) },
            actions: [{ type: 'appendToQueue', params: ({ event }) => ({ tracks: event.tracks }) }, 'persist'],
          },
          { actions: { type: 'logError', params: { message: `queue.append needs a list of tracks: each ${NOT_A_TRACK}` } } },
        ],
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
            actions: [
              { type: 'setCurrentTime', params: ({ event }) => ({ time: event.currentTime }) },
              'persist',
              'preloadFollowing',
            ],
          },
          {
            guard: { type: 'isTime', params: ({ event }) => ({ value: event.currentTime }) },
            actions: [
              { type: 'setCurrentTime', params: ({ event }) => ({ time: event.currentTime }) },
              'preloadFollowing',
            ],
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
              actions: [{ type: 'removeItem', params: ({ event }) => ({ index: event.index }) }, 'cueCurrentTrack', 'persist'],
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
            // Crossfade time reached: the following item takes over (the rest of timeUpdate is the parent's).
            'media.timeUpdate': {
              guard: { type: 'reachesCrossfade', params: ({ event }) => ({ time: event.currentTime }) },
              actions: ['startCrossfade', 'persist'],
            },
            'queue.remove': {
              guard: { type: 'removesCurrentOfSeveral', params: ({ event }) => ({ index: event.index }) },
              actions: [{ type: 'removeItem', params: ({ event }) => ({ index: event.index }) }, ...START_TRACK],
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
