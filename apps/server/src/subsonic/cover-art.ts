import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { imageHeader, MAX_ARTWORK_PIXELS, MAX_ARTWORK_SIDE, openImage } from '../media/artwork-image.js';
import { findMediaFile, statMediaFile } from '../media/files.js';
import { createArtworkCache, DEFAULT_ARTWORK_CACHE_BYTES, type ArtworkCache } from './artwork-cache.js';
import { parseSubsonicId } from './ids.js';
import { ErrorCode, SubsonicError } from './response.js';

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
  /** The original file, sent as it is; or `data`, a resized copy. */
  absolute?: string;
  data?: Buffer;
  mime: string;
  etag: string;
}

/**
 * The sizes made: a requested size goes up to the next of these, so every artwork has at most this
 * many resized copies whatever sizes apps ask for.
 */
export const COVER_SIZES = [64, 128, 256, 384, 512, 768, 1024, MAX_COVER_SIZE] as const;

export const coverBucket = (size: number): number => COVER_SIZES.find((bucket) => bucket >= size) ?? MAX_COVER_SIZE;

const caches = new WeakMap<FastifyInstance, ArtworkCache>();
const cacheOf = (app: FastifyInstance): ArtworkCache => {
  let cache = caches.get(app);
  if (!cache) caches.set(app, (cache = createArtworkCache(path.join(app.config.dataDir, 'cache', 'artwork'), app.config.artworkCacheBytes ?? DEFAULT_ARTWORK_CACHE_BYTES)));
  return cache;
};

/**
 * The artwork at most `size` pixels (snapped up to a bucket) on its longer side, as JPEG, made once
 * and kept in the data directory's bounded cache/artwork folder; without `size`, or not smaller
 * than the original, the original.
 */
export async function coverImage(app: FastifyInstance, fileId: number, requested: number | undefined): Promise<CoverImage | null> {
  const record = await findMediaFile(app.db, fileId, 'artwork');
  const file = record ? await statMediaFile(app.mediaStore, record) : null;
  // sharp reads a path: a bucket's object is copied under the data directory's cache once.
  const absolute = file ? await app.mediaStore.localCopy(file.key) : null;
  if (!record || !file || !absolute) return null;
  if (requested === undefined) return { absolute, mime: record.mime, etag: file.etag };
  const size = coverBucket(requested);
  const version = file.etag.replace(/\W/g, '');
  const name = `${fileId}-${size}-${version}.jpg`;
  const etag = `"${fileId.toString(36)}-${size}-${version}"`;
  const cache = cacheOf(app);
  const kept = await cache.get(name);
  if (kept) return { data: kept, mime: 'image/jpeg', etag };
  const image = openImage(absolute);
  const { width = 0, height = 0 } = await imageHeader(absolute).catch(() => ({ width: 0, height: 0 }));
  if (width * height > MAX_ARTWORK_PIXELS) throw new SubsonicError(ErrorCode.generic, `This artwork is ${width}×${height} pixels, too large to resize (at most ${MAX_ARTWORK_SIDE}×${MAX_ARTWORK_SIDE}): ask for it without a size`);
  if (Math.max(width, height) <= size) return { absolute, mime: record.mime, etag: file.etag };
  const data = await image
    .resize(size, size, { fit: 'inside' })
    .jpeg({ quality: 85 })
    .toBuffer()
    .catch(() => Promise.reject(new SubsonicError(ErrorCode.generic, 'This artwork could not be decoded')));
  await cache.put(name, data);
  return { data, mime: 'image/jpeg', etag };
}
