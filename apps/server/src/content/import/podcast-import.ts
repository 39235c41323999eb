/**
 * `import podcast URL|FILE`: reads the feed, checks every enclosure URL like the feed itself, stores
 * the artwork, and creates or updates the podcast and its episodes (matched by feed URL and guid).
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { createEpisode, createPodcast, upsertMediaFile } from '../../repositories/catalogue-writes.js';
import { uniqueGenres } from '../../repositories/json.js';
import type { MediaStore } from '../../media/store.js';
import { ArtworkRefused, decodeArtwork } from '../../media/artwork-image.js';
import { parseFeed } from './podcast-feed.js';
import { checkUrl, FetchRefused, safeFetch, type SafeFetchOptions } from './safe-fetch.js';

export interface PodcastImportResult {
  podcastId: number;
  title: string;
  created: boolean;
  added: number;
  updated: number;
  skipped: string[];
}


export async function importPodcast(db: Kysely<Database>, store: MediaStore, source: string, options: SafeFetchOptions = {}): Promise<PodcastImportResult> {
  const isUrl = /^https?:\/\//i.test(source);
  const xml = isUrl ? (await safeFetch(source, { ...options, maxBytes: options.maxBytes ?? 5 * 1024 * 1024, accept: 'application/rss+xml, application/xml, text/xml' })).body.toString('utf8') : await readFile(resolve(source), 'utf8');
  const feed = parseFeed(xml);
  const skipped = [...feed.skipped];

  let artworkFileId: number | null = null;
  if (feed.imageUrl) {
    try {
      artworkFileId = await storeImage(db, store, feed.imageUrl, options);
    } catch (error) {
      skipped.push(`artwork ${feed.imageUrl}: ${(error as Error).message}`);
    }
  }

  const feedKey = isUrl ? source : `file:${resolve(source)}`;
  const existing = await db.selectFrom('podcasts').select('id').where('feed_url', '=', feedKey).executeTakeFirst();
  let podcastId: number;
  if (existing) {
    podcastId = existing.id;
    await db
      .updateTable('podcasts')
      .set({ title: feed.title, author: feed.author, description: feed.description, language: feed.language, categories: JSON.stringify(uniqueGenres(feed.categories)), ...(artworkFileId ? { artwork_file_id: artworkFileId } : {}) })
      .where('id', '=', podcastId)
      .execute();
  } else {
    podcastId = await createPodcast(db, { title: feed.title, author: feed.author, description: feed.description, language: feed.language, categories: feed.categories, artworkFileId, feedUrl: feedKey });
  }

  let added = 0;
  let updated = 0;
  for (const episode of feed.episodes) {
    try {
      await checkUrl(episode.audioUrl, options);
    } catch (error) {
      skipped.push(`"${episode.title}": ${(error as Error).message}`);
      continue;
    }
    const row = {
      title: episode.title,
      description: episode.description,
      audio_url: episode.audioUrl,
      duration: episode.duration,
      published_at: episode.publishedAt,
      season_number: episode.season,
      episode_number: episode.episode,
    };
    const current = await db.selectFrom('episodes').selectAll().where('podcast_id', '=', podcastId).where('guid', '=', episode.guid).executeTakeFirst();
    if (current) {
      const changed = (Object.keys(row) as (keyof typeof row)[]).some((key) => current[key] !== row[key]);
      if (changed) {
        await db.updateTable('episodes').set(row).where('id', '=', current.id).execute();
        updated++;
      }
      continue;
    }
    await createEpisode(db, {
      podcastId,
      title: episode.title,
      description: episode.description,
      audioUrl: episode.audioUrl,
      artworkFileId,
      duration: episode.duration,
      publishedAt: episode.publishedAt,
      seasonNumber: episode.season,
      episodeNumber: episode.episode,
      guid: episode.guid,
    });
    added++;
  }
  return { podcastId, title: feed.title, created: !existing, added, updated, skipped };
}

async function storeImage(db: Kysely<Database>, store: MediaStore, url: string, options: SafeFetchOptions): Promise<number> {
  const image = await safeFetch(url, { ...options, maxBytes: 5 * 1024 * 1024, accept: 'image/*' });
  // Decoded like an upload: what the bytes are (not what the feed's server says), within the pixel limit.
  const decoded = await decodeArtwork(image.body).catch((error: unknown) => Promise.reject(error instanceof ArtworkRefused ? new FetchRefused(error.reason === 'not_image' ? 'not a JPEG, PNG, WebP or GIF image' : error.message) : error));
  const key = `media/imported/art/${createHash('sha256').update(image.body).digest('hex').slice(0, 24)}.${decoded.extension}`;
  await store.write(key, image.body, decoded.mime);
  return upsertMediaFile(db, { kind: 'artwork', path: key, mime: decoded.mime, size: image.body.length });
}

