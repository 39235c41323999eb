/**
 * What Subsonic's `stream` sends, on the transcoder the web API uses (transcode/): `format=raw` is the
 * original; `maxBitRate` (kbit/s, 0 = no limit) transcodes a file above it down; `format` (mp3,
 * opus/ogg, aac/m4a) transcodes a file of another format; `timeOffset` (seconds) starts a transcode
 * there, so an app can seek in it (the `transcodeOffset` extension). A file no browser or app decodes
 * (ALAC, AIFF, WMA...) is always transcoded, to MP3 unless another format is asked: every app plays it.
 */
import type { FastifyInstance } from 'fastify';
import type { MediaFile } from '../db/schema.js';
import { averageKbps } from '../transcode/quality.js';
import type { TranscodeChoice } from '../transcode/send-transcoded.js';
import { needsTranscode, type TranscodeFormat } from '../transcode/transcoder.js';
import type { Params } from './params.js';
import { ErrorCode, SubsonicError } from './response.js';

const FORMATS: Record<string, TranscodeFormat> = { mp3: 'mp3', opus: 'opus', ogg: 'opus', oga: 'opus', aac: 'aac', m4a: 'aac', adts: 'aac' };
/** Source types that already are a format an app may ask for. */
const SOURCE_FORMAT: Record<string, TranscodeFormat> = { 'audio/mpeg': 'mp3', 'audio/mp3': 'mp3', 'audio/aac': 'aac' };
/** What a transcode is encoded at when the app gives no maxBitRate. */
const APP_DEFAULT_KBPS = 192;
const MAX_OFFSET_SECONDS = 24 * 3600;

/** `timeOffset` in seconds (whole or decimal), 0 when absent. */
export function timeOffsetOf(params: Params): number {
  const raw = params.one('timeOffset')?.trim();
  if (!raw) return 0;
  if (!/^\d{1,6}(?:\.\d{1,3})?$/.test(raw)) throw new SubsonicError(ErrorCode.missingParameter, "Parameter 'timeOffset' must be a number of seconds");
  return Math.min(Number(raw), MAX_OFFSET_SECONDS);
}

/** `seconds`: the song's duration when the caller read it (saves a lookup of the track by its file). */
export async function streamChoice(app: FastifyInstance, record: MediaFile, params: Params, seconds?: number): Promise<TranscodeChoice | null> {
  const asked = params.one('format')?.trim().toLowerCase() ?? '';
  const maxBitRate = params.int('maxBitRate', 0, 0, 320) ?? 0;
  const offsetSeconds = timeOffsetOf(params);
  if (asked === 'raw') return null;
  const format = FORMATS[asked] ?? 'mp3';
  if (needsTranscode(record.mime)) return { format, bitrateKbps: maxBitRate || APP_DEFAULT_KBPS, offsetSeconds };
  // Without ffmpeg a file every app plays goes as it is, whatever was asked.
  if (!app.transcoder.ffmpeg) return null;
  const kbps = await averageKbps(app, record, seconds);
  const tooHigh = maxBitRate > 0 && kbps !== null && kbps > maxBitRate * 1.1;
  const otherFormat = FORMATS[asked] !== undefined && SOURCE_FORMAT[record.mime] !== format;
  // An offset needs a transcode to start there (a file's bytes cannot be cut at a time).
  if (!tooHigh && !otherFormat && offsetSeconds === 0) return null;
  // Never above the source's own rate: a transcode only for the offset keeps a 128 kbit/s file at 128.
  const target = maxBitRate || APP_DEFAULT_KBPS;
  return { format, bitrateKbps: kbps === null ? target : Math.min(target, Math.max(64, Math.round(kbps))), offsetSeconds };
}
