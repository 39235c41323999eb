export type { AudioItem, AudioItemKind } from './audio-item.js';
export { areGaplessNeighbours } from './gapless-neighbours.js';
export { equalPowerGains, fadeInCurve, fadeOutCurve, type CrossfadeGains } from './crossfade-curve.js';
export {
  clampCrossfade,
  gainsAt,
  planSkip,
  planTransition,
  shouldPreload,
  MAX_CROSSFADE_SECONDS,
  PRELOAD_LEAD_SECONDS,
  SKIP_FADE_SECONDS,
  type Transition,
  type TransitionSettings,
} from './transition.js';
export { normalizationGain, DEFAULT_TARGET_LUFS, type LoudnessFacts, type NormalizationGain, type NormalizationMode } from './normalization.js';
export { mp3FrameSamples, mp3SeekLag } from './mp3-seek-landing.js';
export { firstSoundAt, joinDelay, musicSpan, planJoin, predictMusicEnd, JOIN_READINGS, SOUND_THRESHOLD, MP3_DECODER_DELAY, type ClockReading, type DecoderTrim, type JoinInput, type JoinPlan, type MusicSpan } from './gapless-join.js';
