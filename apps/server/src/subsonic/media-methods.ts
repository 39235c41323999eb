import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { MediaFile } from '../db/schema.js';
import { findMediaFile, statMediaFile } from '../media/files.js';
import { headBody, sendAudioFile } from '../media/serve-file.js';
import { SENT, type MethodContext, type MethodTable } from './context.js';
import { coverImage, CoverRefused, MAX_COVER_SIZE } from '../media/sized-artwork.js';
import { artworkFileOf } from './cover-art.js';
import { parseSubsonicId } from './ids.js';
import { ErrorCode, notFound, SubsonicError, type Payload } from './response.js';
import { streamChoice } from './stream-choice.js';
import { sendTranscoded } from '../transcode/send-transcoded.js';

/** The audio behind a song or episode id: a stored file, or an episode's external enclosure. */
async function audioOf(app: FastifyInstance, raw: string): Promise<{ fileId: number | null; url: string | null; title: string; duration?: number; file?: MediaFile | undefined } | null> {
  const parsed = parseSubsonicId(raw);
  if (parsed?.kind === 'song') {
    // The song and its file in one statement: stream is the hot path of every app.
    const row = await app.db
      .selectFrom('tracks as t')
      .leftJoin('media_files as mf', (join) => join.onRef('mf.id', '=', 't.audio_file_id').on('mf.kind', '=', 'audio'))
      .select(['t.audio_file_id', 't.title', 't.duration', 'mf.id', 'mf.kind', 'mf.path', 'mf.mime', 'mf.size', 'mf.created_at'])
      .where('t.id', '=', parsed.id)
      .executeTakeFirst();
    if (!row) return null;
    const file = row.id !== null ? ({ id: row.id, kind: row.kind, path: row.path, mime: row.mime, size: row.size, created_at: row.created_at } as MediaFile) : undefined;
    return { fileId: row.audio_file_id, url: null, title: row.title, duration: Number(row.duration ?? 0), file };
  }
  if (parsed?.kind === 'episode') {
    const row = await app.db.selectFrom('episodes').select(['audio_file_id', 'audio_url', 'title']).where('id', '=', parsed.id).executeTakeFirst();
    return row ? { fileId: row.audio_file_id, url: row.audio_url, title: row.title } : null;
  }
  return null;
}

/**
 * stream and download. download is always the original file (Range supported); stream transcodes
 * when stream-choice.ts says so (maxBitRate, format, timeOffset, a format apps cannot decode) and
 * sends the original otherwise. Streaming never counts a play; scrobble does.
 */
async function sendAudio({ app, params, request, reply }: MethodContext, attachment: boolean): Promise<Payload | typeof SENT> {
  const audio = await audioOf(app, params.required('id'));
  // Read before any bytes go out: a bad value is refused even where it would not be used.
  const estimateLength = params.bool('estimateContentLength', false);
  if (!audio) throw notFound('Song');
  if (!audio.fileId && audio.url) {
    await reply.redirect(audio.url, 302);
    return SENT;
  }
  const record = audio.file ?? (audio.fileId ? await findMediaFile(app.db, audio.fileId, 'audio') : undefined);
  const file = record ? await statMediaFile(app.mediaStore, record) : null;
  if (!record || !file) throw notFound('Audio file');
  if (attachment) reply.header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(`${audio.title}.${record.mime === 'audio/mpeg' ? 'mp3' : 'audio'}`)}`);
  const choice = attachment ? null : await streamChoice(app, record, params, audio.duration);
  if (choice) await sendTranscoded(request, reply, record, file, choice, { estimateLength });
  else await sendAudioFile(request, reply, record, file, () => '');
  return SENT;
}

export const mediaMethods: MethodTable = {
  stream: (context) => sendAudio(context, false),
  download: (context) => sendAudio(context, true),

  getCoverArt: async ({ app, params, request, reply }) => {
    const fileId = await artworkFileOf(app, params.required('id'));
    const size = params.int('size', undefined, 1, MAX_COVER_SIZE);
    const image = fileId
      ? await coverImage(app, fileId, size).catch((error: unknown) => Promise.reject(error instanceof CoverRefused ? new SubsonicError(ErrorCode.generic, error.message) : error))
      : null;
    if (!image) throw notFound('Cover art');
    reply.header('cache-control', 'public, max-age=31536000, immutable').header('etag', image.etag);
    const ifNoneMatch = request.headers['if-none-match'];
    if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim() === image.etag)) {
      await reply.code(304).send();
      return SENT;
    }
    const length = image.data ? image.data.length : (await fs.promises.stat(image.absolute as string)).size;
    reply.type(image.mime).header('content-length', String(length));
    await reply.send(request.method === 'HEAD' ? headBody() : (image.data ?? fs.createReadStream(image.absolute as string)));
    return SENT;
  },
};
