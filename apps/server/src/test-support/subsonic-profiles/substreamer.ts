import { expect } from 'vitest';
import { list, type ClientProfile } from './profile.js';

/**
 * Substreamer (iOS and Android, closed source; behaviour from its support pages and server issue
 * trackers): JSON, REST 1.16.1, token login. Browses artists, albums and playlists, searches with
 * search3, and loads cover art at several sizes.
 */
export const substreamer: ClientProfile = {
  app: 'Substreamer',
  source: 'substreamer.com support pages; Navidrome and gonic issues about Substreamer requests',
  login: 'token',
  version: '1.16.1',
  client: 'substreamer',
  format: 'json',
  transport: 'get',
  steps: [
    { method: 'ping' },
    { method: 'getMusicFolders' },
    { method: 'getArtists', check: (a, s) => {
      const artist = list(list(a['artists'].index).flatMap((i) => list(i.artist))).find((x) => x.name === 'Nova Lights');
      expect(artist?.coverArt).toMatch(/^art-/);
      s['artist'] = artist?.id;
      s['artistCover'] = artist?.coverArt;
    } },
    { method: 'getCoverArt', params: (s) => ({ id: s['artistCover'] as string, size: '300' }), binary: /^image\// },
    { method: 'getArtist', params: (s) => ({ id: s['artist'] as string }), check: (a, s) => void (s['album'] = list(a['artist'].album)[0]?.id) },
    { method: 'getAlbum', params: (s) => ({ id: s['album'] as string }), check: (a, s) => {
      expect(a['album'].coverArt).toMatch(/^art-/);
      s['cover'] = a['album'].coverArt;
      s['song'] = list(a['album'].song)[0]?.id;
    } },
    { method: 'getCoverArt', params: (s) => ({ id: s['cover'] as string, size: '600' }), binary: /^image\// },
    { method: 'getCoverArt', params: (s) => ({ id: s['cover'] as string }), binary: /^image\// },
    { method: 'search3', params: () => ({ query: 'harb', artistCount: '20', albumCount: '20', songCount: '20' }), check: (a) => expect(list(a['searchResult3'].song).map((x) => x.title)).toEqual(['Harbour Lights']) },
    { method: 'getAlbumList2', params: () => ({ type: 'alphabeticalByName', size: '50', offset: '0' }), check: (a) => expect(list(a['albumList2'].album).length).toBeGreaterThan(1) },
    { method: 'getPlaylists', check: (a, s) => void (s['playlist'] = list(a['playlists'].playlist).find((p) => p.name === 'Night Shift')?.id) },
    { method: 'getPlaylist', params: (s) => ({ id: s['playlist'] as string }), check: (a) => expect(list(a['playlist'].entry)).toHaveLength(2) },
    { method: 'getGenres' },
    { method: 'getSongsByGenre', params: () => ({ genre: 'Synthwave', count: '50' }), check: (a) => expect(list(a['songsByGenre'].song)).toHaveLength(2) },
    { method: 'stream', params: (s) => ({ id: s['song'] as string, maxBitRate: '192' }), binary: /^audio\// },
    { method: 'getStarred2' },
  ],
};
