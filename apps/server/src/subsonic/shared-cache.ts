import type { FastifyInstance } from 'fastify';
import { createPayloadCache, type PayloadCache } from '../cache/payload-cache.js';
import type { Payload } from './response.js';

const caches = new WeakMap<FastifyInstance, Map<string, PayloadCache<Payload | null>>>();

/**
 * Answers that are the same for every listener (album pages, album lists, searches) reused for the
 * server's cache TTL (TANGERINE_CACHE_MS), like the web API's; the listener's likes are laid over after.
 */
export function shared(app: FastifyInstance, name: string, key: string, load: () => Promise<Payload | null>): Promise<Payload | null> {
  let byName = caches.get(app);
  if (!byName) caches.set(app, (byName = new Map()));
  let cache = byName.get(name);
  if (!cache) byName.set(name, (cache = createPayloadCache<Payload | null>({ ttlMs: app.config.cacheTtlMs, maxEntries: 500 })));
  return cache.get(key, load);
}
