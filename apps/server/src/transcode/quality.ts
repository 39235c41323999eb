/**
 * Whether a stream is transcoded, and to what: a type a browser cannot decode always is (Opus at the
 * asked quality, Normal by default); a file above the asked quality ("High" 256, "Normal" 160, "Data
 * saver" 96 kbit/s) is transcoded down; "Original" and a file within the quality go as they are.
 */
import type { FastifyInstance } from 'fastify';
import type { MediaFile } from '../db/schema.js';
import { needsTranscode, type TranscodeFormat } from './transcoder.js';
import type { TranscodeChoice } from './send-transcoded.js';

export type StreamingQuality = 'original' | 'high' | 'normal' | 'data-saver';

export const QUALITY_KBPS: Record<Exclude<StreamingQuality, 'original'>, number> = { high: 256, normal: 160, 'data-saver': 96 };
/** What an untouched transcode of a file browsers cannot decode is encoded at. */
const DEFAULT_KBPS = 192;
/** The output of a play at "Original" of a file browsers cannot decode (the ffmpeg kept ready for it). */
export const DEFAULT_TRANSCODE = { format: 'opus', bitrateKbps: DEFAULT_KBPS } as const;

export interface StreamQuery {
  offset?: number | undefined;
  quality?: StreamingQuality | undefined;
  format?: TranscodeFormat | undefined;
}

/** The file's average bit rate from its size and its track's duration (kbit/s), null when unknown. */
export async function averageKbps(app: FastifyInstance, record: MediaFile, knownSeconds?: number): Promise<number | null> {
  // A caller that read the track already gives its duration: tracks are not indexed by their file.
  const seconds = knownSeconds ?? Number((await app.db.selectFrom('tracks').select('duration').where('audio_file_id', '=', record.id).executeTakeFirst())?.duration ?? 0);
  return seconds > 0 ? (record.size * 8) / seconds / 1000 : null;
}

export async function transcodeChoice(app: FastifyInstance, record: MediaFile, query: StreamQuery): Promise<TranscodeChoice | null> {
  const quality = query.quality ?? 'original';
  const cap = quality === 'original' ? null : QUALITY_KBPS[quality];
  const format = query.format ?? 'opus';
  const offsetSeconds = query.offset ?? 0;
  if (needsTranscode(record.mime)) return { format, bitrateKbps: cap ?? DEFAULT_TRANSCODE.bitrateKbps, offsetSeconds };
  // Without ffmpeg a file a browser plays goes as it is, whatever the quality.
  if (cap === null || !app.transcoder.ffmpeg) return null;
  const kbps = await averageKbps(app, record);
  // 10% over the cap still goes as it is: a 170 kbit/s file is "Normal" enough.
  return kbps !== null && kbps > cap * 1.1 ? { format, bitrateKbps: cap, offsetSeconds } : null;
}
