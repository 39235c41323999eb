import type { SearchKind } from '../repositories/search.js';
import type { FastifyInstance } from 'fastify';
import type { HandlerFactory } from './operation.js';
import { page, sendJson } from './operation.js';
import { createPayloadCache } from '../cache/payload-cache.js';

const KIND_OF_TYPE: Record<string, SearchKind> = { song: 'track', album: 'album', artist: 'artist', playlist: 'playlist' };
const TYPE_OF_KIND: Record<SearchKind, 'song' | 'album' | 'artist' | 'playlist'> = { track: 'song', album: 'album', artist: 'artist', playlist: 'playlist' };
const ALL_KINDS: SearchKind[] = ['track', 'album', 'artist', 'playlist'];

/** Search answers kept in memory at most (each up to some tens of kB of JSON). */
const SEARCH_CACHE_ENTRIES = 200;

export const searchHandlers: HandlerFactory<'search' | 'autocomplete'> = (app) => {
  // Results are the same for every listener: a repeated query within the TTL (a few seconds) is
  // answered from memory. The benchmark also measures with TANGERINE_CACHE_MS=0 (every query run).
  const cache = createPayloadCache<string>({ ttlMs: app.config.cacheTtlMs, maxEntries: SEARCH_CACHE_ENTRIES });
  app.catalogueChanges.subscribe(() => cache.clear());
  return {
    async search(request, reply) {
      const query = request.query.q.trim();
      const { page: pageNumber, limit } = page(request.query, 20);
      const type = request.query.type;
      const key = JSON.stringify([query, type ?? '', pageNumber, limit]);
      return sendJson(reply, await cache.get(key, async () => JSON.stringify(await runSearch(app, query, pageNumber, limit, type))));
    },

    async autocomplete(request) {
      const suggestions = await app.searchIndex.autocomplete(request.query.q.trim(), request.query.limit ?? 8);
      return { suggestions: suggestions.map((s) => ({ text: s.text, type: TYPE_OF_KIND[s.kind], id: String(s.id) })) };
    },
  };
};

async function runSearch(app: FastifyInstance, query: string, pageNumber: number, limit: number, type: string | undefined) {
  const kinds = type ? [KIND_OF_TYPE[type] as SearchKind] : ALL_KINDS;
  const offset = (pageNumber - 1) * limit;
  const found = await app.searchIndex.searchPage(kinds, query, limit, offset, app.catalogue.pageLoaders);
  const totals = { tracks: found.track?.total ?? 0, albums: found.album?.total ?? 0, artists: found.artist?.total ?? 0, playlists: found.playlist?.total ?? 0 };
  const largest = Math.max(...Object.values(totals));
  return {
    query,
    page: pageNumber,
    limit,
    total: totals.tracks + totals.albums + totals.artists + totals.playlists,
    total_pages: Math.ceil(largest / limit),
    tracks: found.track?.items ?? [],
    albums: found.album?.items ?? [],
    artists: found.artist?.items ?? [],
    playlists: found.playlist?.items ?? [],
    totals,
  };
}
