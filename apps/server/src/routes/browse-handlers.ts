import type { FastifyInstance } from 'fastify';
import type { HandlerFactory } from './operation.js';
import { accountOf, found, idOrNotFound, page, sendJson } from './operation.js';
import { createPayloadCache } from '../cache/payload-cache.js';

const HOME = { recentlyAdded: 12, latestSongs: 12, popularAlbums: 12, trendingArtists: 6, recentlyPlayed: 12, featuredPlaylists: 8, podcasts: 6, radio: 6 };

/** The home sections that are the same for every account; only recently played is per account. */
async function loadSharedHome(app: FastifyInstance) {
  const { catalogue, trending } = app;
  const [recently_added, latest_songs, popularRanked, trendingArtists, featured, podcasts, radio] = await Promise.all([
    catalogue.recentlyAddedAlbums(HOME.recentlyAdded),
    catalogue.latestTracks(HOME.latestSongs),
    trending.albums('month', HOME.popularAlbums),
    trending.artists('week', HOME.trendingArtists),
    catalogue.listPlaylists({ page: 1, limit: HOME.featuredPlaylists }, 'featured'),
    catalogue.listPodcasts({ page: 1, limit: HOME.podcasts }),
    catalogue.listRadioStations({ page: 1, limit: HOME.radio }),
  ]);
  // Until plays exist, "popular" falls back to the newest albums so the section is not empty.
  const popular_albums = popularRanked.map(({ rank: _rank, play_count: _plays, ...album }) => album);
  for (const album of recently_added) {
    if (popular_albums.length >= HOME.popularAlbums) break;
    if (!popular_albums.some((a) => a.id === album.id)) popular_albums.push(album);
  }
  let trending_artists = trendingArtists.map(({ rank: _rank, play_count: _plays, ...artist }) => artist);
  if (!trending_artists.length) trending_artists = (await catalogue.listArtists({ page: 1, limit: HOME.trendingArtists })).artists;
  return { recently_added, latest_songs, popular_albums, trending_artists, featured_playlists: featured.playlists, podcasts: podcasts.podcasts, radio_stations: radio.stations };
}

/** Album pages kept in memory at most (each a few kB of JSON). */
const ALBUM_CACHE_ENTRIES = 256;

export const browseHandlers: HandlerFactory<'getHome' | 'listAlbums' | 'getAlbum' | 'listArtists' | 'getArtist' | 'listRadioStations' | 'getRadioStation' | 'listPlaylists' | 'getPlaylist' | 'listPodcasts' | 'getPodcast' | 'getTrack'> = (app) => {
  // Every account sees the same shared home sections and album pages, so they are built and
  // serialized at most once per TTL (config.cacheTtlMs, a few seconds: a new album or a play shows up
  // within it). Their signed media URLs are bound to each device when sent (api.ts).
  const ttlMs = app.config.cacheTtlMs;
  const homeCache = createPayloadCache<string>({ ttlMs, maxEntries: 1 });
  const albumCache = createPayloadCache<string | null>({ ttlMs, maxEntries: ALBUM_CACHE_ENTRIES });
  // A catalogue change in any process (PostgreSQL NOTIFY) drops them at once rather than at the TTL.
  app.catalogueChanges.subscribe(() => {
    homeCache.clear();
    albumCache.clear();
  });
  /** The shared sections as JSON members, without the enclosing braces. */
  const sharedHome = () => homeCache.get('home', async () => JSON.stringify(await loadSharedHome(app)).slice(1, -1));
  /** The account's own section as JSON, kept until its next play (cache/recently-played-cache.ts). */
  const recentlyPlayed = (codeId: number) => app.recentlyPlayedCache.get(codeId, async () => JSON.stringify(await app.trending.recentlyPlayed(codeId, HOME.recentlyPlayed)));
  return {
    async getHome(request, reply) {
      const { codeId } = accountOf(request);
      const [shared, recently_played] = await Promise.all([sharedHome(), recentlyPlayed(codeId)]);
      return sendJson(reply, `{"recently_played":${recently_played},${shared}}`);
    },

    async listAlbums(request) {
      return app.catalogue.listAlbums(page(request.query, 24), request.query.genre);
    },

    async getAlbum(request, reply) {
      const id = idOrNotFound(request.params.id, 'Album not found');
      const json = await albumCache.get(String(id), async () => {
        const album = await app.catalogue.getAlbum(id);
        return album ? JSON.stringify(album) : null;
      });
      return sendJson(reply, found(json, 'Album not found'));
    },

    async listArtists(request) {
      return app.catalogue.listArtists(page(request.query, 24), request.query.genre);
    },

    async getArtist(request) {
      return found(await app.catalogue.getArtist(idOrNotFound(request.params.id, 'Artist not found')), 'Artist not found');
    },

    async listRadioStations(request) {
      return app.catalogue.listRadioStations(page(request.query, 1000));
    },

    async getRadioStation(request) {
      const id = idOrNotFound(request.params.id, 'Radio station not found');
      const station = found(await app.catalogue.getRadioStation(id), 'Radio station not found');
      // Its page is open: the stream's files are read now, not when "Listen Live" is pressed.
      app.radioStreams?.warm?.(id);
      return station;
    },

    async listPlaylists(request) {
      return app.catalogue.listPlaylists(page(request.query, 50), request.query.type);
    },

    async getPlaylist(request) {
      return found(await app.catalogue.getPlaylist(idOrNotFound(request.params.id, 'Playlist not found')), 'Playlist not found');
    },

    async listPodcasts(request) {
      return app.catalogue.listPodcasts(page(request.query, 50));
    },

    async getPodcast(request) {
      return found(await app.catalogue.getPodcast(idOrNotFound(request.params.id, 'Podcast not found')), 'Podcast not found');
    },

    async getTrack(request) {
      return found(await app.catalogue.getTrack(idOrNotFound(request.params.id, 'Track not found')), 'Track not found');
    },
  };
};
