import { expect } from 'vitest';
import { list, type ClientProfile, type ProfileStep } from './profile.js';

/** Tempo reads the shared play queue again while it runs, to follow other devices. */
const queueCheck: ProfileStep = { method: 'getPlayQueue', check: (a, s) => s['queued'] && expect(a['playQueue'].current).toBe(s['queued']) };

/**
 * Tempo (Android, open source: github.com/CappielloAntonio/tempo, subsonic/Subsonic.java and
 * api/*Client.java): JSON, REST 1.15.0 (its API_MAX_VERSION), GET with `u` and `p` or a token, the
 * client name the listener set. Home: album lists, starred, random songs; podcasts and radio; it
 * reads lyrics by song id (`songLyrics`) and polls getPlayQueue while playing.
 */
export const tempo: ClientProfile = {
  app: 'Tempo',
  source: 'CappielloAntonio/tempo app/src/main/java/com/cappielloantonio/tempo/subsonic (Subsonic.java getParams, OpenClient, BookmarksClient)',
  login: 'password',
  version: '1.15.0',
  client: 'Tempo',
  format: 'json',
  transport: 'get',
  steps: [
    { method: 'ping' },
    { method: 'getOpenSubsonicExtensions', check: (a) => expect(list(a['openSubsonicExtensions']).map((e) => e.name)).toContain('songLyrics') },
    { method: 'getAlbumList2', params: () => ({ type: 'recent', size: '20' }) },
    { method: 'getAlbumList2', params: () => ({ type: 'newest', size: '20' }), check: (a, s) => void (s['album'] = list(a['albumList2'].album).find((x) => x.name === 'Midnight Drive')?.id) },
    { method: 'getStarred2' },
    { method: 'getRandomSongs', params: () => ({ size: '100' }), check: (a) => expect(list(a['randomSongs'].song).length).toBeGreaterThan(0) },
    queueCheck,
    { method: 'getAlbum', params: (s) => ({ id: s['album'] as string }), check: (a, s) => void (s['song'] = list(a['album'].song)[0]?.id) },
    { method: 'getSong', params: (s) => ({ id: s['song'] as string }), check: (a) => expect(a['song'].title).toBe('Neon Rain') },
    { method: 'getLyricsBySongId', params: (s) => ({ id: s['song'] as string }), check: (a) => expect(a['lyricsList']).toBeDefined() },
    { method: 'savePlayQueue', params: (s) => ({ id: [s['song'] as string], current: s['song'] as string, position: '0' }), check: (_a, s) => void (s['queued'] = s['song']) },
    queueCheck,
    { method: 'stream', params: (s) => ({ id: s['song'] as string }), binary: /^audio\// },
    { method: 'scrobble', params: (s) => ({ id: s['song'] as string, submission: 'true' }) },
    queueCheck,
    { method: 'getArtists', check: (a, s) => void (s['artist'] = list(list(a['artists'].index).flatMap((i) => list(i.artist)))[0]?.id) },
    { method: 'getArtist', params: (s) => ({ id: s['artist'] as string }) },
    { method: 'getArtistInfo2', params: (s) => ({ id: s['artist'] as string }) },
    { method: 'getPodcasts', params: () => ({ includeEpisodes: 'true' }), check: (a, s) => void (s['episode'] = list(list(a['podcasts'].channel)[0]?.episode)[0]?.id) },
    { method: 'getNewestPodcasts', params: () => ({ count: '10' }), check: (a) => expect(list(a['newestPodcasts'].episode).length).toBeGreaterThan(0) },
    { method: 'getPodcastEpisode', params: (s) => ({ id: s['episode'] as string }), check: (a, s) => expect(a['podcastEpisode'].id).toBe(s['episode']) },
    { method: 'createBookmark', params: (s) => ({ id: s['episode'] as string, position: '60000' }) },
    { method: 'getBookmarks', check: (a, s) => expect(list(a['bookmarks'].bookmark).map((b) => b.entry.id)).toContain(s['episode']) },
    { method: 'deleteBookmark', params: (s) => ({ id: s['episode'] as string }) },
    { method: 'getInternetRadioStations', check: (a) => expect(list(a['internetRadioStations'].internetRadioStation)[0]?.streamUrl).toMatch(/^http/) },
    { method: 'getPlaylists' },
    { method: 'search3', params: () => ({ query: 'yesterday' }), check: (a) => expect(list(a['searchResult3'].album).map((x) => x.name)).toEqual(['Yesterday Again']) },
    queueCheck,
  ],
};
