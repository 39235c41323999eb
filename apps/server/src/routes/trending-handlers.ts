import type { FastifyReply } from 'fastify';
import type { HandlerFactory } from './operation.js';
import { accountOf, sendJson } from './operation.js';
import { createPayloadCache } from '../cache/payload-cache.js';

/** Charts kept in memory at most: one per kind, period and limit asked for (each up to some tens of kB of JSON). */
const CHART_CACHE_ENTRIES = 60;

export const trendingHandlers: HandlerFactory<'getTrendingTracks' | 'getTrendingArtists' | 'getTrendingAlbums' | 'getRecentlyPlayed'> = (app) => {
  // A chart is the same for every listener, and counting it groups every play of its period (work
  // that grows with the plays): built and serialized at most once per TTL (config.cacheTtlMs, a few
  // seconds: a play shows up within it), like Home. Media URLs are bound to each device when sent (api.ts).
  const charts = createPayloadCache<string>({ ttlMs: app.config.cacheTtlMs, maxEntries: CHART_CACHE_ENTRIES });
  app.catalogueChanges.subscribe(() => charts.clear());
  /** The chart's answer, serialized by the operation's response schema as an uncached answer would be. */
  const chart = async (reply: FastifyReply, key: unknown[], load: () => Promise<Record<string, unknown>>) => {
    const serialize = reply.getSerializationFunction('200', 'application/json') ?? JSON.stringify;
    return sendJson(reply, await charts.get(JSON.stringify(key), async () => serialize(await load())));
  };
  return {
    async getTrendingTracks(request, reply) {
      const period = request.query.period ?? 'today';
      const limit = request.query.limit ?? 100;
      return chart(reply, ['tracks', period, limit], async () => ({ period, tracks: await app.trending.tracks(period, limit) }));
    },
    async getTrendingArtists(request, reply) {
      const period = request.query.period ?? 'today';
      const limit = request.query.limit ?? 20;
      return chart(reply, ['artists', period, limit], async () => ({ period, artists: await app.trending.artists(period, limit) }));
    },
    async getTrendingAlbums(request, reply) {
      const period = request.query.period ?? 'today';
      const limit = request.query.limit ?? 20;
      return chart(reply, ['albums', period, limit], async () => ({ period, albums: await app.trending.albums(period, limit) }));
    },
    async getRecentlyPlayed(request) {
      return { tracks: await app.trending.recentlyPlayed(accountOf(request).codeId, request.query.limit ?? 20) };
    },
  };
};
