/**
 * A track's stored waveform (table track_peaks): folded by the scan's loudness pass or an import
 * from their own decode (tracks without loudness tags), else computed (sampled) on the first request; kept with the
 * audio file id and size it came from, so a replaced file is measured again. Requests for a track
 * being measured share that one decode.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { findMediaFile } from './files.js';
import { computePeaks } from './waveform-peaks.js';

const inFlight = new Map<number, Promise<Uint8Array>>();

/** Keeps a track's waveform with the audio file (id and size) it was measured from (inside a caller's transaction too). */
export async function storePeaks(db: Kysely<Database>, trackId: number, file: { id: number; size: number }, peaks: Uint8Array): Promise<void> {
  const kept = { audio_file_id: file.id, file_size: file.size, peaks: Buffer.from(peaks).toString('base64') };
  await db.insertInto('track_peaks').values({ track_id: trackId, ...kept }).onConflict((conflict) => conflict.column('track_id').doUpdateSet(kept)).execute();
}

async function measure(app: FastifyInstance, trackId: number, fileId: number): Promise<Uint8Array> {
  const record = await findMediaFile(app.db, fileId, 'audio');
  const stored = record ? await app.mediaStore.stat(record.path) : null;
  if (!record || !stored) return new Uint8Array(0);
  const saved = await app.db.selectFrom('track_peaks').selectAll().where('track_id', '=', trackId).executeTakeFirst();
  if (saved && Number(saved.audio_file_id) === fileId && Number(saved.file_size) === stored.size) return new Uint8Array(Buffer.from(saved.peaks, 'base64'));
  const local = await app.mediaStore.localCopy(record.path);
  let peaks: Uint8Array | null = null;
  try {
    peaks = local ? await computePeaks(local, app.transcoder.ffmpeg) : null;
  } catch (error) {
    // A file that cannot be decoded keeps an empty waveform, so it is not decoded again on every request.
    app.log.warn({ err: error, trackId }, 'waveform not computed: the audio could not be decoded');
    peaks = new Uint8Array(0);
  }
  // No decoder for this format here: nothing stored, so a server with ffmpeg later draws it.
  if (peaks === null) return new Uint8Array(0);
  await storePeaks(app.db, trackId, { id: fileId, size: stored.size }, peaks);
  return peaks;
}

/** The track's waveform (empty when it has no decodable audio), or null when there is no such track. */
export async function trackPeaks(app: FastifyInstance, trackId: number): Promise<Uint8Array | null> {
  const track = await app.db.selectFrom('tracks').select('audio_file_id').where('id', '=', trackId).executeTakeFirst();
  if (!track) return null;
  if (track.audio_file_id === null) return new Uint8Array(0);
  const running = inFlight.get(trackId);
  if (running) return running;
  const work = measure(app, trackId, Number(track.audio_file_id)).finally(() => inFlight.delete(trackId));
  inFlight.set(trackId, work);
  return work;
}
