/**
 * The listener's Playback settings as the machine holds them. Kept apart from the audio rules: the
 * app reads them at first paint (initialContext), before the rules' code is needed.
 */
import type { NormalizationMode } from './audio-rules/normalization.js';
import { clampCrossfade } from './audio-rules/crossfade-setting.js';

export interface AudioSettings {
  /** 0 (off, the default) to 12 seconds. */
  crossfadeSeconds: number;
  gapless: boolean;
  normalization: NormalizationMode;
  /** The stream's `quality=`: "original" sends files as they are; the others cap the bit rate (server transcodes down). */
  streamingQuality: StreamingQuality;
  /** "Autoplay similar songs": off by default, so at the last track with repeat off playback stops (product §4). */
  autoplay: boolean;
  /** "Waveform": the bottom player's progress bar drawn as the track's waveform; off by default. */
  waveform: boolean;
}

export type StreamingQuality = 'original' | 'high' | 'normal' | 'data-saver';

export const STREAMING_QUALITIES: readonly StreamingQuality[] = ['original', 'high', 'normal', 'data-saver'];

export const DEFAULT_AUDIO_SETTINGS: AudioSettings = { crossfadeSeconds: 0, gapless: true, normalization: 'off', streamingQuality: 'original', autoplay: false, waveform: false };

const MODES: readonly NormalizationMode[] = ['off', 'track', 'album'];

/** Settings from untrusted input (storage, an event): every invalid field keeps its current value. */
export function readAudioSettings(raw: unknown, base: AudioSettings = DEFAULT_AUDIO_SETTINGS): AudioSettings {
  if (typeof raw !== 'object' || raw === null) return base;
  const { crossfadeSeconds, gapless, normalization, streamingQuality, autoplay, waveform } = raw as Partial<Record<keyof AudioSettings, unknown>>;
  return {
    crossfadeSeconds: typeof crossfadeSeconds === 'number' && Number.isFinite(crossfadeSeconds) ? clampCrossfade(crossfadeSeconds) : base.crossfadeSeconds,
    gapless: typeof gapless === 'boolean' ? gapless : base.gapless,
    normalization: MODES.find((mode) => mode === normalization) ?? base.normalization,
    streamingQuality: STREAMING_QUALITIES.find((quality) => quality === streamingQuality) ?? base.streamingQuality,
    autoplay: typeof autoplay === 'boolean' ? autoplay : base.autoplay,
    waveform: typeof waveform === 'boolean' ? waveform : base.waveform,
  };
}
