/**
 * OpenSubsonic's `transcoding` extension: `getTranscodeDecision` (a POST whose JSON body is the
 * app's device profile; transcode-decision.ts decides) and `getTranscodeStream` (the original or the
 * decided transcode, from `offset` seconds), on the same transcoder as `stream`.
 */
import type { FastifyInstance } from 'fastify';
import type { MediaFile } from '../db/schema.js';
import { findMediaFile, statMediaFile } from '../media/files.js';
import { sendAudioFile } from '../media/serve-file.js';
import { sendTranscoded, type TranscodeChoice } from '../transcode/send-transcoded.js';
import { readClientInfo } from './client-info.js';
import { SENT, type MethodTable } from './context.js';
import { expectId } from './ids.js';
import type { Params } from './params.js';
import { ErrorCode, SubsonicError } from './response.js';
import { decideTranscode, readTranscodeParams } from './transcode-decision.js';

/** The highest offset, as `stream`'s timeOffset (a day). */
const MAX_OFFSET_SECONDS = 24 * 3600;
/** A seek in an original that cannot be cut by time goes out as MP3 at this rate at most. */
const SEEK_KBPS = 320;

interface Media {
  file: MediaFile | undefined;
  url: string | null;
  duration: number;
  sampleRate: number | null;
}

const badParameter = (message: string, httpStatus = 200) => new SubsonicError(ErrorCode.missingParameter, message, httpStatus);

/** The song or episode named by mediaId and mediaType (error 10 for a bad mediaType, 70 when not found). */
async function mediaOf(app: FastifyInstance, params: Params, httpStatus = 200): Promise<Media> {
  const type = params.one('mediaType');
  if (type === undefined || type === '') throw badParameter("Required parameter 'mediaType' is missing", httpStatus);
  if (type !== 'song' && type !== 'podcast') throw badParameter("Parameter 'mediaType' must be song or podcast", httpStatus);
  const raw = params.one('mediaId');
  if (!raw) throw badParameter("Required parameter 'mediaId' is missing", httpStatus);
  const notFound = () => new SubsonicError(ErrorCode.notFound, type === 'song' ? 'Song not found' : 'Podcast episode not found', httpStatus === 200 ? 200 : 404);
  let id: number;
  try {
    id = expectId(raw, type === 'song' ? 'song' : 'episode', type === 'song' ? 'Song' : 'Podcast episode');
  } catch {
    throw notFound();
  }
  const row =
    type === 'song'
      ? await app.db.selectFrom('tracks').select(['audio_file_id', 'duration', 'sample_rate']).where('id', '=', id).executeTakeFirst()
      : await app.db.selectFrom('episodes').select(['audio_file_id', 'duration', 'audio_url']).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  const file = row.audio_file_id ? await findMediaFile(app.db, row.audio_file_id, 'audio') : undefined;
  const url = 'audio_url' in row ? row.audio_url : null;
  if (!file && !url) throw notFound();
  return { file, url, duration: Number(row.duration ?? 0), sampleRate: 'sample_rate' in row ? row.sample_rate : null };
}

/** `offset` in whole seconds (decimals taken too), 0 when absent. */
function offsetOf(params: Params): number {
  const raw = params.one('offset')?.trim();
  if (!raw) return 0;
  if (!/^\d{1,6}(?:\.\d{1,3})?$/.test(raw)) throw badParameter("Parameter 'offset' must be a number of seconds", 400);
  return Math.min(Number(raw), MAX_OFFSET_SECONDS);
}

export const transcodingMethods: MethodTable = {
  getTranscodeDecision: async ({ app, params, request }) => {
    const media = await mediaOf(app, params);
    const info = readClientInfo(request.method === 'POST' ? request.body : undefined);
    if (!media.file) {
      // An episode kept elsewhere is only ever redirected to: the app plays it as it is or not at all.
      const extension = /\.([a-z0-9]{2,4})(?:[?#]|$)/i.exec(media.url ?? '')?.[1]?.toLowerCase() ?? 'mp3';
      return { transcodeDecision: { canDirectPlay: true, canTranscode: false, transcodeParams: 'raw', sourceStream: { protocol: 'http', container: extension, codec: extension } } };
    }
    const bitrate = media.duration > 0 ? (media.file.size * 8) / media.duration : null;
    const decision = decideTranscode({ mime: media.file.mime, path: media.file.path, bitrate, sampleRate: media.sampleRate }, info, app.transcoder.ffmpeg !== null);
    return { transcodeDecision: decision };
  },

  getTranscodeStream: async ({ app, params, request, reply }) => {
    // Errors here are HTTP errors too (the spec's "standard HTTP error code"), each with its Subsonic envelope.
    const media = await mediaOf(app, params, 400);
    const raw = params.one('transcodeParams');
    if (!raw) throw badParameter("Required parameter 'transcodeParams' is missing", 400);
    const decided = readTranscodeParams(raw);
    if (!decided) throw badParameter("Parameter 'transcodeParams' is not one getTranscodeDecision gave", 400);
    const offsetSeconds = offsetOf(params);
    if (!media.file) {
      await reply.redirect(media.url as string, 302);
      return SENT;
    }
    const file = await statMediaFile(app.mediaStore, media.file);
    if (!file) throw new SubsonicError(ErrorCode.notFound, 'Audio file not found', 404);
    let choice: TranscodeChoice | null = null;
    if (decided !== 'raw') choice = { format: decided.format, bitrateKbps: decided.kbps, offsetSeconds };
    else if (offsetSeconds > 0) {
      // An original cannot be cut at a time: from an offset it is transcoded, never above its own rate.
      const kbps = media.duration > 0 ? (media.file.size * 8) / media.duration / 1000 : SEEK_KBPS;
      choice = { format: 'mp3', bitrateKbps: Math.min(SEEK_KBPS, Math.max(64, Math.round(kbps))), offsetSeconds };
    }
    if (choice && !app.transcoder.ffmpeg) throw new SubsonicError(ErrorCode.generic, "This track's format needs ffmpeg on the server to play", 415);
    if (choice) await sendTranscoded(request, reply, media.file, file, choice);
    else await sendAudioFile(request, reply, media.file, file, () => '');
    return SENT;
  },
};

