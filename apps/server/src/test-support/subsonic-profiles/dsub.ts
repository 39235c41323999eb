import { expect } from 'vitest';
import { list, type ClientProfile } from './profile.js';

/**
 * DSub (Android, open source: github.com/daneren2005/Subsonic, RESTMusicService.java). XML (no `f`),
 * every call a POST with its parameters in the query string (kept there so redirects keep them),
 * `p=enc:` hex, REST version 1.2.0. At start it checks the server (ping, license, folders), reads
 * the user and bookmarks; then browses by tags (getArtists, getArtist, getAlbum) and by folders
 * (getIndexes, getMusicDirectory), plays, scrobbles, stars albums by `albumId`, syncs the play queue,
 * keeps podcast bookmarks and opens artist radio.
 */
export const dsub: ClientProfile = {
  app: 'DSub',
  source: 'daneren2005/Subsonic RESTMusicService.java (getReader, setStarred, getBookmarks, savePlayQueue)',
  login: 'enc',
  version: '1.2.0',
  client: 'DSub',
  format: 'xml',
  transport: 'post-query',
  steps: [
    { method: 'ping' },
    { method: 'getLicense', check: (a) => expect(a['license'].valid).toBe(true) },
    { method: 'getMusicFolders', check: (a, s) => void (s['folder'] = String(list(a['musicFolders'].musicFolder)[0]?.id)) },
    { method: 'getUser', params: (s) => ({ username: s['username'] as string }), check: (a) => expect(a['user']).toMatchObject({ streamRole: true, downloadRole: true, jukeboxRole: false }) },
    { method: 'getBookmarks', check: (a) => expect(a['bookmarks']).toBeDefined() },
    { method: 'getArtists', params: (s) => ({ musicFolderId: s['folder'] as string }), check: (a, s) => {
      const artists = list(a['artists'].index).flatMap((index) => list(index.artist));
      const nova = artists.find((artist) => artist.name === 'Nova Lights');
      expect(nova?.id).toMatch(/^ar-/);
      s['artist'] = nova?.id;
    } },
    { method: 'getArtist', params: (s) => ({ id: s['artist'] as string }), check: (a, s) => {
      const album = list(a['artist'].album)[0];
      expect(album).toMatchObject({ name: 'Midnight Drive', songCount: 2 });
      s['album'] = album?.id;
      s['cover'] = album?.coverArt;
    } },
    { method: 'getAlbum', params: (s) => ({ id: s['album'] as string }), check: (a, s) => {
      const songs = list(a['album'].song);
      expect(songs.map((song) => song.title)).toEqual(['Neon Rain', 'Harbour Lights']);
      // What DSub caches a download by: id, suffix, size, content type, duration.
      expect(songs[0]).toMatchObject({ isDir: false, suffix: 'mp3', contentType: 'audio/mpeg', size: 10000 });
      s['song'] = songs[0]?.id;
    } },
    { method: 'getCoverArt', params: (s) => ({ id: s['cover'] as string, size: '160' }), binary: /^image\// },
    { method: 'stream', params: (s) => ({ id: s['song'] as string, maxBitRate: '320' }), binary: /^audio\/mpeg/ },
    { method: 'scrobble', params: (s) => ({ id: s['song'] as string, submission: 'false' }) },
    { method: 'scrobble', params: (s) => ({ id: s['song'] as string, submission: 'true', time: String(Date.now()) }) },
    { method: 'getIndexes', params: (s) => ({ musicFolderId: s['folder'] as string }), check: (a) => expect(list(a['indexes'].index).length).toBeGreaterThan(0) },
    { method: 'getMusicDirectory', params: (s) => ({ id: s['artist'] as string }), check: (a) => expect(list(a['directory'].child)[0]).toMatchObject({ isDir: true, title: 'Midnight Drive' }) },
    { method: 'getMusicDirectory', params: (s) => ({ id: s['album'] as string }), check: (a) => expect(list(a['directory'].child)).toHaveLength(2) },
    { method: 'getAlbumList', params: () => ({ type: 'newest', size: '20', offset: '0' }), check: (a) => expect(list(a['albumList'].album).every((album) => album.isDir === true)).toBe(true) },
    { method: 'getAlbumList2', params: () => ({ type: 'frequent', size: '20' }), check: (a) => expect(list(a['albumList2'].album).map((album) => album.name)).toContain('Midnight Drive') },
    { method: 'star', params: (s) => ({ albumId: s['album'] as string }) },
    { method: 'getStarred2', check: (a, s) => expect(list(a['starred2'].album).map((album) => album.id)).toEqual([s['album']]) },
    { method: 'getStarred', check: (a, s) => expect(list(a['starred'].album).map((album) => album.id)).toEqual([s['album']]) },
    { method: 'search2', params: () => ({ query: 'harbour', artistCount: '10', albumCount: '10', songCount: '10' }), check: (a) => expect(list(a['searchResult2'].song).map((song) => song.title)).toEqual(['Harbour Lights']) },
    { method: 'search3', params: () => ({ query: 'nova', artistCount: '10', albumCount: '10', songCount: '10' }), check: (a) => expect(list(a['searchResult3'].artist).map((artist) => artist.name)).toEqual(['Nova Lights']) },
    { method: 'savePlayQueue', params: (s) => ({ id: [s['song'] as string], current: s['song'] as string, position: '12000' }) },
    { method: 'getPlayQueue', check: (a, s) => expect(a['playQueue']).toMatchObject({ current: s['song'], position: 12000, changedBy: 'DSub' }) },
    { method: 'getPodcasts', params: () => ({ includeEpisodes: 'true' }), check: (a, s) => {
      const episode = list(list(a['podcasts'].channel)[0]?.episode)[0];
      expect(episode?.status).toBe('completed');
      s['episode'] = episode?.id;
    } },
    { method: 'createBookmark', params: (s) => ({ id: s['episode'] as string, position: '300000', comment: '' }) },
    { method: 'getBookmarks', check: (a, s) => expect(list(a['bookmarks'].bookmark).map((b) => [b.entry.id, b.position])).toEqual([[s['episode'], 300000]]) },
    { method: 'getArtistInfo2', params: (s) => ({ id: s['artist'] as string, count: '10' }), check: (a) => expect(a['artistInfo2'].biography).toBe('A duo from Lisbon.') },
    { method: 'getSimilarSongs2', params: (s) => ({ id: s['artist'] as string, count: '50' }), check: (a) => expect(list(a['similarSongs2'].song).length).toBeGreaterThan(0) },
    { method: 'getTopSongs', params: () => ({ artist: 'Nova Lights', count: '10' }), check: (a) => expect(list(a['topSongs'].song)).toHaveLength(2) },
    { method: 'setRating', params: (s) => ({ id: s['song'] as string, rating: '4' }) },
    { method: 'getPlaylists', check: (a) => expect(list(a['playlists'].playlist).map((p) => p.name)).toContain('Night Shift') },
    { method: 'getShares', error: 50 },
    { method: 'jukeboxControl', params: () => ({ action: 'get' }), error: 50 },
    { method: 'getAvatar', params: (s) => ({ username: s['username'] as string }), binary: /^image\/png/ },
  ],
};
