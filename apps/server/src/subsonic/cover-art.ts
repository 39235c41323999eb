import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { findMediaFile, statMediaFile } from '../media/files.js';
import { parseSubsonicId } from './ids.js';

export const MAX_COVER_SIZE = 2048;

/** The artwork file behind a cover art id: an artwork file, or what an album, song, artist, podcast, episode, station or playlist shows. */
export async function artworkFileOf(app: FastifyInstance, raw: string): Promise<number | null> {
  const parsed = parseSubsonicId(raw);
  if (!parsed) return null;
  const db = app.db;
  const { id } = parsed;
  switch (parsed.kind) {
    case 'artwork':
      return id;
    case 'album':
      return (await db.selectFrom('albums').select('artwork_file_id as f').where('id', '=', id).executeTakeFirst())?.f ?? null;
    case 'song':
      return (await db.selectFrom('tracks as t').leftJoin('albums as al', 'al.id', 't.album_id').select((eb) => eb.fn.coalesce('t.artwork_file_id', 'al.artwork_file_id').as('f')).where('t.id', '=', id).executeTakeFirst())?.f ?? null;
    case 'artist':
      return (await db.selectFrom('artists').select('image_file_id as f').where('id', '=', id).executeTakeFirst())?.f ?? null;
    case 'podcast':
      return (await db.selectFrom('podcasts').select('artwork_file_id as f').where('id', '=', id).executeTakeFirst())?.f ?? null;
    case 'episode':
      return (await db.selectFrom('episodes as e').innerJoin('podcasts as p', 'p.id', 'e.podcast_id').select((eb) => eb.fn.coalesce('e.artwork_file_id', 'p.artwork_file_id').as('f')).where('e.id', '=', id).executeTakeFirst())?.f ?? null;
    case 'station':
      return (await db.selectFrom('radio_stations').select('artwork_file_id as f').where('id', '=', id).executeTakeFirst())?.f ?? null;
    case 'playlist':
      return (await db.selectFrom('catalog_playlists').select('image_file_id as f').where('id', '=', id).executeTakeFirst())?.f ?? null;
    default:
      return null;
  }
}

export interface CoverImage {
  absolute: string;
  mime: string;
  etag: string;
}

/**
 * The artwork at most `size` pixels on its longer side (JPEG), made once and kept in the data
 * directory's cache/artwork folder; without `size`, or not smaller than the original, the original.
 */
export async function coverImage(app: FastifyInstance, fileId: number, size: number | undefined): Promise<CoverImage | null> {
  const record = await findMediaFile(app.db, fileId, 'artwork');
  const file = record ? await statMediaFile(app.mediaStore, record) : null;
  // sharp reads a path: a bucket's object is copied under the data directory's cache once.
  const absolute = file ? await app.mediaStore.localCopy(file.key) : null;
  if (!record || !file || !absolute) return null;
  if (size === undefined) return { absolute, mime: record.mime, etag: file.etag };
  const folder = path.join(app.config.dataDir, 'cache', 'artwork');
  const cached = path.join(folder, `${fileId}-${size}-${file.etag.replace(/\W/g, '')}.jpg`);
  const etag = `"${fileId.toString(36)}-${size}-${file.etag.replace(/\W/g, '')}"`;
  if (fs.existsSync(cached)) return { absolute: cached, mime: 'image/jpeg', etag };
  const image = sharp(absolute, { failOn: 'error' });
  const { width = 0, height = 0 } = await image.metadata();
  if (Math.max(width, height) <= size) return { absolute, mime: record.mime, etag: file.etag };
  const data = await image.resize(size, size, { fit: 'inside' }).jpeg({ quality: 85 }).toBuffer();
  await fs.promises.mkdir(folder, { recursive: true });
  // Written aside then renamed, so a concurrent request never reads half a file.
  const temporary = `${cached}.${process.pid}.${Math.random().toString(36).slice(2)}`;
  await fs.promises.writeFile(temporary, data);
  await fs.promises.rename(temporary, cached);
  return { absolute: cached, mime: 'image/jpeg', etag };
}
