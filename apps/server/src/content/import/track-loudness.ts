/**
 * What the import stores about a track's loudness and gapless joins. Loudness is kept as integrated
 * LUFS, whatever it came from: ReplayGain 2.0 gains are relative to −18 LUFS, R128_* gains (Q7.8
 * fixed point, 1/256 dB) to −23 LUFS; a file with neither is measured (BS.1770) from its decoded
 * audio. Values that cannot be right are dropped with a warning; nothing here throws.
 */
import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { extname } from 'node:path';
import { decodeChunked } from '@audio/decode';
import { LoudnessMeter, PeakCollector, readMp3Gapless } from '@tangerine/demo-catalogue';
import type { IAudioMetadata } from 'music-metadata';
import type { TrackGapless, TrackLoudness } from '../../repositories/catalogue-writes.js';

const REPLAYGAIN_REFERENCE = -18;
const R128_REFERENCE = -23;
/** Gains beyond ±40 dB, or loudness outside −70..+3 LUFS, are not a real master: a broken tag. */
const MAX_GAIN_DB = 40;
const MIN_LOUDNESS = -70;
const MAX_LOUDNESS = 3;
/** Lossy decoders overshoot full scale a little; a peak of 10 (+20 dBFS) is nonsense. */
const MAX_PEAK = 10;

export const plausible = (lufs: number) => lufs >= MIN_LOUDNESS && lufs <= MAX_LOUDNESS;

type NativeTags = IAudioMetadata['native'];
type Warn = (message: string) => void;

/** The file's tags by bare upper-case name (TXXX:replaygain_track_gain and ----:com.apple.iTunes:… alike). */
function tagValues(native: NativeTags): Map<string, string> {
  const values = new Map<string, string>();
  for (const tags of Object.values(native)) {
    for (const { id, value } of tags) {
      const name = id.slice(id.lastIndexOf(':') + 1).toUpperCase();
      if (!name.startsWith('REPLAYGAIN_') && !name.startsWith('R128_')) continue;
      const text = typeof value === 'string' || typeof value === 'number' ? String(value) : typeof value === 'object' && value && 'text' in value ? String((value as { text: unknown }).text) : null;
      if (text !== null && !values.has(name)) values.set(name, text.trim());
    }
  }
  return values;
}

function decibels(text: string | undefined, name: string, warn: Warn): number | null {
  if (text === undefined) return null;
  const match = /^([+-]?\d+(?:\.\d+)?)\s*(?:db)?$/i.exec(text);
  const value = match ? Number(match[1]) : NaN;
  if (!Number.isFinite(value) || Math.abs(value) > MAX_GAIN_DB) {
    warn(`${name} "${text.slice(0, 40)}" ignored: not a gain in dB within ±${MAX_GAIN_DB}`);
    return null;
  }
  return value;
}

function r128Gain(text: string | undefined, name: string, warn: Warn): number | null {
  if (text === undefined) return null;
  const value = /^[+-]?\d+$/.test(text) ? Number(text) / 256 : NaN;
  if (!Number.isFinite(value) || Math.abs(value) > MAX_GAIN_DB) {
    warn(`${name} "${text.slice(0, 40)}" ignored: not a Q7.8 gain within ±${MAX_GAIN_DB} dB`);
    return null;
  }
  return value;
}

function peak(text: string | undefined, name: string, warn: Warn): number | null {
  if (text === undefined) return null;
  const value = /^\d+(?:\.\d+)?$/.test(text) ? Number(text) : NaN;
  if (!(value > 0 && value <= MAX_PEAK)) {
    warn(`${name} "${text.slice(0, 40)}" ignored: not a peak between 0 and ${MAX_PEAK}`);
    return null;
  }
  return value;
}

/** Loudness from ReplayGain tags, else R128 tags; each of track and album on its own. */
export function loudnessFromTags(native: NativeTags, warn: Warn): TrackLoudness {
  const tags = tagValues(native);
  const level = (scope: 'TRACK' | 'ALBUM') => {
    const rg = decibels(tags.get(`REPLAYGAIN_${scope}_GAIN`), `REPLAYGAIN_${scope}_GAIN`, warn);
    const r128 = rg === null ? r128Gain(tags.get(`R128_${scope}_GAIN`), `R128_${scope}_GAIN`, warn) : null;
    const found = rg !== null ? { loudness: REPLAYGAIN_REFERENCE - rg, source: 'replaygain' as const } : r128 !== null ? { loudness: R128_REFERENCE - r128, source: 'r128' as const } : null;
    if (found && !plausible(found.loudness)) {
      warn(`${scope.toLowerCase()} gain ignored: it puts the music at ${found.loudness.toFixed(1)} LUFS`);
      return null;
    }
    return found;
  };
  const track = level('TRACK');
  const album = level('ALBUM');
  return {
    trackLoudness: track?.loudness ?? null,
    trackPeak: peak(tags.get('REPLAYGAIN_TRACK_PEAK'), 'REPLAYGAIN_TRACK_PEAK', warn),
    albumLoudness: album?.loudness ?? null,
    albumPeak: peak(tags.get('REPLAYGAIN_ALBUM_PEAK'), 'REPLAYGAIN_ALBUM_PEAK', warn),
    source: track?.source ?? album?.source ?? null,
  };
}

export const DECODABLE: Record<string, 'mp3' | 'flac' | 'oga' | 'opus' | 'm4a' | 'wav'> = { '.mp3': 'mp3', '.flac': 'flac', '.ogg': 'oga', '.oga': 'oga', '.opus': 'opus', '.m4a': 'm4a', '.wav': 'wav' };

/** 64 KB at a time, as a file stream would give them. */
function* chunksOf(data: Buffer): Generator<Buffer> {
  for (let i = 0; i < data.length; i += 65_536) yield data.subarray(i, i + 65_536);
}

export interface MeasuredAudio {
  /** Integrated loudness and sample peak; null when the audio is silent or could not be decoded. */
  loudness: { loudness: number; peak: number } | null;
  /** The waveform folded from the same decode (when asked); null when the file could not be decoded. */
  peaks: Uint8Array | null;
}

/**
 * Decodes `file`'s audio once (from `data` when the caller already read the file: the same bytes, no
 * second open) and measures its loudness, and its waveform too when `withPeaks` (the library's
 * loudness pass), so the waveform costs only its fold of samples already decoded.
 */
export async function measureFileAudio(file: string, warn: Warn, options: { data?: Buffer; withPeaks?: boolean } = {}): Promise<MeasuredAudio> {
  const format = DECODABLE[extname(file).toLowerCase()];
  if (!format) return { loudness: null, peaks: null };
  const { data } = options;
  const collector = options.withPeaks ? new PeakCollector() : null;
  let meter: LoudnessMeter | null = null;
  try {
    for await (const chunk of decodeChunked(data ? Readable.from(chunksOf(data)) : createReadStream(file), format)) {
      const { channelData, sampleRate } = chunk;
      if (!channelData.length || !channelData[0]?.length) continue;
      meter ??= new LoudnessMeter(sampleRate, channelData.length);
      if (meter.channels !== channelData.length || meter.sampleRate !== sampleRate) throw new Error('the format changes inside the file');
      meter.push(channelData);
      collector?.push(channelData, sampleRate);
      // Decoding runs in the server's process: timers and requests (a watched file, a stream) get their turn between chunks.
      await new Promise((resolve) => setImmediate(resolve));
    }
  } catch (error) {
    warn(`loudness not measured: ${(error as Error).message || 'the audio could not be decoded'}`);
    return { loudness: null, peaks: null };
  }
  const peaks = collector ? collector.columns() : null;
  const result = meter?.result();
  if (!result || result.integrated === null) {
    warn('loudness not measured: no audible audio');
    return { loudness: null, peaks };
  }
  return { loudness: { loudness: result.integrated, peak: result.peak }, peaks };
}

/**
 * Tags first; the decoded audio where the file has no track gain. That decode also folds the
 * track's waveform (`peaks`), so an import never decodes a file twice; a tagged file is not decoded
 * here (peaks null: the seek bar's first ask samples it).
 */
export async function trackLoudness(file: string, metadata: IAudioMetadata, warn: Warn, data?: Buffer): Promise<{ loudness: TrackLoudness; peaks: Uint8Array | null }> {
  const tagged = loudnessFromTags(metadata.native, warn);
  if (tagged.trackLoudness !== null) return { loudness: tagged, peaks: null };
  const { loudness: measured, peaks } = await measureFileAudio(file, warn, { data, withPeaks: true });
  if (!measured || !plausible(measured.loudness)) return { loudness: tagged, peaks };
  return { loudness: { ...tagged, trackLoudness: measured.loudness, trackPeak: measured.peak, source: 'measured' }, peaks };
}

/** The LAME tag's delay and padding, checked against the frame count it gives. */
export function mp3Gapless(data: Uint8Array, warn: Warn): TrackGapless | null {
  const gapless = readMp3Gapless(data);
  if (!gapless) return null;
  const { encoderDelay, encoderPadding, sampleRate, frames } = gapless;
  const samplesPerFrame = sampleRate >= 32000 ? 1152 : 576;
  if (frames !== null && encoderDelay + encoderPadding >= frames * samplesPerFrame) {
    warn(`gapless fields ignored: delay ${encoderDelay} and padding ${encoderPadding} exceed the ${frames} frames`);
    return null;
  }
  return { encoderDelay, encoderPadding, sampleRate };
}
