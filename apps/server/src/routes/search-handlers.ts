import type { SearchKind } from '../repositories/search.js';
import type { HandlerFactory } from './operation.js';
import { page } from './operation.js';

const KIND_OF_TYPE: Record<string, SearchKind> = { song: 'track', album: 'album', artist: 'artist', playlist: 'playlist' };
const TYPE_OF_KIND: Record<SearchKind, 'song' | 'album' | 'artist' | 'playlist'> = { track: 'song', album: 'album', artist: 'artist', playlist: 'playlist' };
const ALL_KINDS: SearchKind[] = ['track', 'album', 'artist', 'playlist'];

export const searchHandlers: HandlerFactory<'search' | 'autocomplete'> = (app) => ({
  async search(request) {
    const query = request.query.q.trim();
    const { page: pageNumber, limit } = page(request.query, 20);
    const type = request.query.type;
    const kinds = type ? [KIND_OF_TYPE[type] as SearchKind] : ALL_KINDS;
    const offset = (pageNumber - 1) * limit;
    const hits = await app.searchIndex.searchKinds(kinds, query, limit, offset);
    const ids = (kind: SearchKind) => hits.get(kind)?.ids ?? [];
    const totalOf = (kind: SearchKind) => hits.get(kind)?.total ?? 0;
    const [tracks, albums, artists, playlists] = await Promise.all([
      app.catalogue.tracksByIds(ids('track')),
      app.catalogue.albumsByIds(ids('album')),
      app.catalogue.artistsByIds(ids('artist')),
      app.catalogue.playlistsByIds(ids('playlist')),
    ]);
    const totals = { tracks: totalOf('track'), albums: totalOf('album'), artists: totalOf('artist'), playlists: totalOf('playlist') };
    const largest = Math.max(...Object.values(totals));
    return {
      query,
      page: pageNumber,
      limit,
      total: totals.tracks + totals.albums + totals.artists + totals.playlists,
      total_pages: Math.ceil(largest / limit),
      tracks,
      albums,
      artists,
      playlists,
      totals,
    };
  },

  async autocomplete(request) {
    const suggestions = await app.searchIndex.autocomplete(request.query.q.trim(), request.query.limit ?? 8);
    return { suggestions: suggestions.map((s) => ({ text: s.text, type: TYPE_OF_KIND[s.kind], id: String(s.id) })) };
  },
});
