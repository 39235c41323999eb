import type { HandlerFactory } from './operation.js';
import { accountOf } from './operation.js';

export const trendingHandlers: HandlerFactory<'getTrendingTracks' | 'getTrendingArtists' | 'getTrendingAlbums' | 'getRecentlyPlayed'> = (app) => ({
  async getTrendingTracks(request) {
    const period = request.query.period ?? 'today';
    return { period, tracks: await app.trending.tracks(period, request.query.limit ?? 100) };
  },
  async getTrendingArtists(request) {
    const period = request.query.period ?? 'today';
    return { period, artists: await app.trending.artists(period, request.query.limit ?? 20) };
  },
  async getTrendingAlbums(request) {
    const period = request.query.period ?? 'today';
    return { period, albums: await app.trending.albums(period, request.query.limit ?? 20) };
  },
  async getRecentlyPlayed(request) {
    return { tracks: await app.trending.recentlyPlayed(accountOf(request).codeId, request.query.limit ?? 20) };
  },
});
