import { expect } from 'vitest';
import { list, type ClientProfile } from './profile.js';

/**
 * Feishin (desktop and web, open source: github.com/jeffvli/feishin, src/renderer/api/subsonic):
 * JSON, `c=Feishin`, REST 1.13.0, and every call as a form POST once `formPost` is advertised (it
 * reads the extensions first, with its credentials). Home lists, album and artist pages with artist
 * info, top songs by artist id, similar songs, structured lyrics, the index-based queue, playback
 * reports, stars and ratings. Where `transcoding` is offered it asks getTranscodeDecision (a POST
 * with its player's profile as JSON: the body below follows the OpenSubsonic ClientInfo payload, as
 * the exact body of the app could not be read here) and plays through getTranscodeStream; lyrics come
 * with `enhanced=true` (songLyrics v2) for word times.
 */

/** A desktop player's profile: what a browser engine plays as it is, MP3 when it must be transcoded. */
const DESKTOP_PROFILE = {
  name: 'Feishin',
  platform: 'Linux',
  maxAudioBitrate: 0,
  maxTranscodingAudioBitrate: 320_000,
  directPlayProfiles: [
    { containers: ['mp3'], audioCodecs: ['mp3'], protocols: ['http'] },
    { containers: ['flac'], audioCodecs: ['flac'], protocols: ['http'] },
    { containers: ['ogg'], audioCodecs: ['opus', 'vorbis'], protocols: ['http'] },
  ],
  transcodingProfiles: [{ container: 'mp3', audioCodec: 'mp3', protocol: 'http', maxAudioChannels: 2 }],
  codecProfiles: [],
};
export const feishin: ClientProfile = {
  app: 'Feishin',
  source: 'jeffvli/feishin src/renderer/api/subsonic/subsonic-api.ts and subsonic-controller.ts',
  login: 'token',
  version: '1.13.0',
  client: 'Feishin',
  format: 'json',
  transport: 'form-post',
  steps: [
    { method: 'getOpenSubsonicExtensions', check: (a) => {
      const names = list(a['openSubsonicExtensions']).map((e) => e.name);
      expect(names).toEqual(expect.arrayContaining(['formPost', 'indexBasedQueue', 'playbackReport', 'songLyrics', 'topSongsByArtistId', 'transcoding']));
      expect(list(a['openSubsonicExtensions']).find((e) => e.name === 'songLyrics')?.versions).toContain(2);
    } },
    { method: 'ping' },
    { method: 'getMusicFolders' },
    { method: 'getAlbumList2', params: () => ({ type: 'newest', size: '15', offset: '0' }), check: (a, s) => {
      const albums = list(a['albumList2'].album);
      expect(albums.length).toBeGreaterThan(0);
      s['album'] = albums.find((album) => album.name === 'Midnight Drive')?.id;
    } },
    { method: 'getAlbumList2', params: () => ({ type: 'random', size: '15' }) },
    { method: 'getAlbumList2', params: () => ({ type: 'recent', size: '15' }) },
    { method: 'getAlbumList2', params: () => ({ type: 'frequent', size: '15' }) },
    { method: 'getAlbum', params: (s) => ({ id: s['album'] as string }), check: (a, s) => {
      expect(a['album']).toMatchObject({ name: 'Midnight Drive', songCount: 2, duration: 402 });
      s['artist'] = a['album'].artistId;
      s['song'] = list(a['album'].song)[0]?.id;
      s['next'] = list(a['album'].song)[1]?.id;
    } },
    { method: 'getArtist', params: (s) => ({ id: s['artist'] as string }), check: (a) => expect(a['artist'].albumCount).toBe(1) },
    { method: 'getArtistInfo', params: (s) => ({ id: s['artist'] as string, count: '10' }), check: (a) => expect(a['artistInfo'].biography).toBe('A duo from Lisbon.') },
    { method: 'getTopSongs', params: (s) => ({ id: s['artist'] as string, count: '50' }), check: (a) => expect(list(a['topSongs'].song)).toHaveLength(2) },
    { method: 'getSimilarSongs', params: (s) => ({ id: s['song'] as string, count: '20' }), check: (a, s) => expect(list(a['similarSongs'].song).map((x) => x.id)).not.toContain(s['song']) },
    { method: 'getLyricsBySongId', params: (s) => ({ id: s['song'] as string, enhanced: 'true' }), check: (a) => {
      // The karaoke view reads each cue's bytes out of its cue line's value.
      const [main] = list(a['lyricsList'].structuredLyrics);
      expect(main).toMatchObject({ kind: 'main', synced: true });
      const cueLine = list(main?.cueLine)[0] as { value: string; cue: { value: string; byteStart: number; byteEnd: number }[] };
      expect(cueLine.cue.map((cue) => Buffer.from(cueLine.value).subarray(cue.byteStart, cue.byteEnd + 1).toString())).toEqual(cueLine.cue.map((cue) => cue.value));
    } },
    { method: 'getTranscodeDecision', params: (s) => ({ mediaId: s['song'] as string, mediaType: 'song' }), json: () => DESKTOP_PROFILE, check: (a, s) => {
      expect(a['transcodeDecision']).toMatchObject({ canDirectPlay: true, sourceStream: { container: 'mp3', codec: 'mp3' } });
      s['transcodeParams'] = a['transcodeDecision'].transcodeParams;
    } },
    { method: 'getTranscodeStream', params: (s) => ({ mediaId: s['song'] as string, mediaType: 'song', offset: '0', transcodeParams: s['transcodeParams'] as string }), binary: /^audio\/mpeg/ },
    { method: 'savePlayQueueByIndex', params: (s) => ({ id: [s['song'] as string, s['next'] as string], currentIndex: '1', position: '2500' }) },
    { method: 'getPlayQueueByIndex', check: (a, s) => {
      expect(a['playQueueByIndex']).toMatchObject({ currentIndex: 1, position: 2500, changedBy: 'Feishin' });
      expect(list(a['playQueueByIndex'].entry).map((x) => x.id)).toEqual([s['song'], s['next']]);
    } },
    { method: 'reportPlayback', params: (s) => ({ mediaId: s['next'] as string, mediaType: 'song', state: 'starting', positionMs: '0' }) },
    { method: 'reportPlayback', params: (s) => ({ mediaId: s['next'] as string, mediaType: 'song', state: 'playing', positionMs: '1000' }) },
    { method: 'getNowPlaying', check: (a, s) => expect(list(a['nowPlaying'].entry).map((x) => x.id)).toContain(s['next']) },
    { method: 'reportPlayback', params: (s) => ({ mediaId: s['next'] as string, mediaType: 'song', state: 'paused', positionMs: '5000' }) },
    { method: 'scrobble', params: (s) => ({ id: s['next'] as string, submission: 'true' }) },
    { method: 'reportPlayback', params: (s) => ({ mediaId: s['next'] as string, mediaType: 'song', state: 'stopped', positionMs: '188000' }) },
    { method: 'star', params: (s) => ({ id: s['song'] as string }) },
    { method: 'star', params: (s) => ({ albumId: s['album'] as string }) },
    { method: 'setRating', params: (s) => ({ id: s['song'] as string, rating: '3' }) },
    { method: 'getStarred', check: (a, s) => expect(list(a['starred'].song).map((x) => x.id)).toEqual([s['song']]) },
    { method: 'unstar', params: (s) => ({ id: s['song'] as string, albumId: s['album'] as string }) },
    { method: 'search3', params: () => ({ query: 'neon', songCount: '5', albumCount: '5', artistCount: '5' }), check: (a) => expect(list(a['searchResult3'].song).map((x) => x.title)).toEqual(['Neon Rain']) },
    { method: 'getGenres' },
    { method: 'getPlaylists' },
    { method: 'createPlaylist', params: (s) => ({ name: 'Feishin mix', songId: [s['song'] as string] }), check: (a) => expect(a['playlist'].songCount).toBe(1) },
  ],
};
