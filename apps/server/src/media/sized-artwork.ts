import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { ARTWORK_SIZES, artworkSizeBucket, MAX_ARTWORK_SIZE } from '@tangerine/api';
import { imageHeader, MAX_ARTWORK_PIXELS, MAX_ARTWORK_SIDE, openImage } from './artwork-image.js';
import { createArtworkCache, DEFAULT_ARTWORK_CACHE_BYTES, type ArtworkCache } from './artwork-cache.js';
import { findMediaFile, statMediaFile } from './files.js';

/** The largest size asked for (Subsonic's `size`, the web's `?size=`). */
export const MAX_COVER_SIZE = MAX_ARTWORK_SIZE;

/**
 * The sizes made: a requested size goes up to the next of these, so every artwork has at most this
 * many resized copies per format whatever sizes apps ask for.
 */
export const COVER_SIZES = ARTWORK_SIZES;

export const coverBucket = artworkSizeBucket;

/** Why a resized copy could not be made: the caller turns it into its door's error. */
export class CoverRefused extends Error {}

export interface CoverImage {
  /** The original file, sent as it is; or `data`, a resized copy. */
  absolute?: string;
  data?: Buffer;
  mime: string;
  etag: string;
}

export type CoverFormat = 'jpeg' | 'webp';

export interface CoverOptions {
  /** The copy's format (JPEG by default: every Subsonic app reads it). */
  format?: CoverFormat;
  /**
   * An original no larger than the size is sent as it is (default); else it is re-encoded in
   * `format` at its own size, which makes a large PNG a small WebP.
   */
  originalWhenSmaller?: boolean;
}

const ENCODINGS: Record<CoverFormat, { extension: string; mime: string; encode: (image: ReturnType<typeof openImage>) => ReturnType<typeof openImage> }> = {
  jpeg: { extension: 'jpg', mime: 'image/jpeg', encode: (image) => image.jpeg({ quality: 85 }) },
  // Quality 80 with the smart subsampling: about a third of the JPEG's bytes for the same look.
  webp: { extension: 'webp', mime: 'image/webp', encode: (image) => image.webp({ quality: 80, smartSubsample: true }) },
};

const caches = new WeakMap<FastifyInstance, ArtworkCache>();
const cacheOf = (app: FastifyInstance): ArtworkCache => {
  let cache = caches.get(app);
  if (!cache) caches.set(app, (cache = createArtworkCache(path.join(app.config.dataDir, 'cache', 'artwork'), app.config.artworkCacheBytes ?? DEFAULT_ARTWORK_CACHE_BYTES)));
  return cache;
};

/**
 * The artwork at most `size` pixels (snapped up to a bucket) on its longer side, made once and kept
 * in the data directory's bounded cache/artwork folder; without `size`, the original. Throws
 * CoverRefused when the original is too large to resize or does not decode.
 */
export async function coverImage(app: FastifyInstance, fileId: number, requested: number | undefined, options: CoverOptions = {}): Promise<CoverImage | null> {
  const { format = 'jpeg', originalWhenSmaller = true } = options;
  const record = await findMediaFile(app.db, fileId, 'artwork');
  const file = record ? await statMediaFile(app.mediaStore, record) : null;
  // sharp reads a path: a bucket's object is copied under the data directory's cache once.
  const absolute = file ? await app.mediaStore.localCopy(file.key) : null;
  if (!record || !file || !absolute) return null;
  if (requested === undefined) return { absolute, mime: record.mime, etag: file.etag };
  const size = coverBucket(requested);
  const encoding = ENCODINGS[format];
  const version = file.etag.replace(/\W/g, '');
  // JPEG copies keep their old names and tags: caches made before WebP stay valid.
  const name = `${fileId}-${size}-${version}.${encoding.extension}`;
  const etag = `"${fileId.toString(36)}-${size}-${version}${format === 'jpeg' ? '' : `-${format}`}"`;
  const cache = cacheOf(app);
  const kept = await cache.get(name);
  if (kept) return { data: kept, mime: encoding.mime, etag };
  const { width = 0, height = 0 } = await imageHeader(absolute).catch(() => ({ width: 0, height: 0 }));
  if (width * height > MAX_ARTWORK_PIXELS) throw new CoverRefused(`This artwork is ${width}×${height} pixels, too large to resize (at most ${MAX_ARTWORK_SIDE}×${MAX_ARTWORK_SIDE}): ask for it without a size`);
  const smaller = Math.max(width, height) <= size;
  if (smaller && originalWhenSmaller) return { absolute, mime: record.mime, etag: file.etag };
  const image = smaller ? openImage(absolute) : openImage(absolute).resize(size, size, { fit: 'inside' });
  const data = await encoding
    .encode(image)
    .toBuffer()
    .catch(() => Promise.reject(new CoverRefused('This artwork could not be decoded')));
  await cache.put(name, data);
  return { data, mime: encoding.mime, etag };
}
