export * from './constants.js';
export type { GaplessTrim, PlayerTrack, TrackKind } from './player-track.js';
export { DEFAULT_AUDIO_SETTINGS, STREAMING_QUALITIES, readAudioSettings, type AudioSettings, type StreamingQuality } from './audio-settings.js';
export { followingIndex } from './player-audio.js';
export {
  clampVolume,
  volumeFromPosition,
  shuffleWithCurrentFirst,
  findTrackIndex,
  indexAfterRemoval,
  type Random,
} from './queue.js';
export {
  restorePlayerState,
  toPersistedState,
  EMPTY_PERSISTED_STATE,
  type PersistedPlayerState,
  type RestoredPlayerState,
} from './persistence.js';
export type * from './player-types.js';
export { playerMachine, type PlayerMachine } from './player-machine.js';
export { initialPlayerState } from './initial-state.js';
export {
  selectCurrentTrack,
  selectIsPlaying,
  selectCanGoPrevious,
  selectCanGoNext,
  selectUpNext,
  selectPreviouslyPlayed,
  type PlayerSnapshot,
} from './selectors.js';
export * from './audio-rules/index.js';
export * from './sleep-timer/index.js';
export * from './playback-speed.js';
export * from './equalizer/index.js';
export * from './autoplay/index.js';
