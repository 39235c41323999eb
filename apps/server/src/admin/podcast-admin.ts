/** Podcast subscriptions: subscribe by RSS URL, refresh one on demand or all on a schedule. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { importPodcast, type PodcastImportResult } from '../content/import/podcast-import.js';
import { FeedError } from '../content/import/podcast-feed.js';
import { FetchRefused, type SafeFetchOptions } from '../content/import/safe-fetch.js';
import { AdminInputError } from './admin-error.js';
import { recordAudit } from './audit-log.js';
import type { MediaStore } from '../media/store.js';

export interface AdminPodcast {
  id: number;
  title: string;
  author: string | null;
  feedUrl: string | null;
  episodes: number;
}

export async function listPodcasts(db: Kysely<Database>): Promise<AdminPodcast[]> {
  const rows = await db
    .selectFrom('podcasts as p')
    .leftJoin('episodes as e', 'e.podcast_id', 'p.id')
    .select(['p.id', 'p.title', 'p.author', 'p.feed_url', (eb) => eb.fn.count<number>('e.id').as('episodes')])
    .groupBy(['p.id', 'p.title', 'p.author', 'p.feed_url'])
    .orderBy('p.title')
    .execute();
  return rows.map((r) => ({ id: r.id, title: r.title, author: r.author, feedUrl: r.feed_url, episodes: Number(r.episodes) }));
}

async function fromFeed(db: Kysely<Database>, store: MediaStore, url: string, options: SafeFetchOptions): Promise<PodcastImportResult> {
  if (!/^https?:\/\//i.test(url)) throw new AdminInputError('The feed URL must be an http or https URL');
  try {
    return await importPodcast(db, store, url, options);
  } catch (error) {
    if (error instanceof FetchRefused || error instanceof FeedError) throw new AdminInputError(`The feed cannot be used: ${error.message}`);
    throw error;
  }
}

export async function subscribePodcast(db: Kysely<Database>, store: MediaStore, actor: string, feedUrl: string, options: SafeFetchOptions = {}): Promise<PodcastImportResult> {
  const result = await fromFeed(db, store, feedUrl.trim(), options);
  await recordAudit(db, { actor, action: 'podcasts.subscribe', target: `${result.title} (id ${result.podcastId})`, detail: `${feedUrl.trim()}: ${result.added} added, ${result.updated} updated, ${result.skipped.length} skipped` });
  return result;
}

export async function refreshPodcast(db: Kysely<Database>, store: MediaStore, actor: string, id: number, options: SafeFetchOptions = {}): Promise<PodcastImportResult> {
  const podcast = await db.selectFrom('podcasts').select(['title', 'feed_url']).where('id', '=', id).executeTakeFirst();
  if (!podcast) throw new AdminInputError(`No podcast with id ${id}`, 404);
  if (!podcast.feed_url || !/^https?:\/\//i.test(podcast.feed_url)) throw new AdminInputError(`"${podcast.title}" has no feed URL to refresh from`, 409);
  const result = await fromFeed(db, store, podcast.feed_url, options);
  await recordAudit(db, { actor, action: 'podcasts.refresh', target: `${result.title} (id ${id})`, detail: `${result.added} added, ${result.updated} updated, ${result.skipped.length} skipped` });
  return result;
}

/** Refreshes every podcast with an http(s) feed; one failing feed does not stop the others. */
export async function refreshAllPodcasts(db: Kysely<Database>, store: MediaStore, actor: string, options: SafeFetchOptions = {}): Promise<Array<{ id: number; result?: PodcastImportResult; error?: string }>> {
  const podcasts = (await listPodcasts(db)).filter((p) => p.feedUrl && /^https?:\/\//i.test(p.feedUrl));
  const outcomes = [];
  for (const podcast of podcasts) {
    try {
      outcomes.push({ id: podcast.id, result: await refreshPodcast(db, store, actor, podcast.id, options) });
    } catch (error) {
      outcomes.push({ id: podcast.id, error: (error as Error).message });
    }
  }
  return outcomes;
}
