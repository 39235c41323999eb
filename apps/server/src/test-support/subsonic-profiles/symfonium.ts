import { expect } from 'vitest';
import { list, type ClientProfile, type ProfileStep } from './profile.js';

/** Symfonium's sync page size for search3 with an empty query. */
export const SYNC_PAGE = 500;

/** Pages of the full-library sync: search3 `query=""` with offsets, until a page is short. */
const syncPages = (pages: number): ProfileStep[] =>
  Array.from({ length: pages }, (_, page) => ({
    method: 'search3',
    params: () => ({ query: '', artistCount: String(SYNC_PAGE), artistOffset: String(page * SYNC_PAGE), albumCount: String(SYNC_PAGE), albumOffset: String(page * SYNC_PAGE), songCount: String(SYNC_PAGE), songOffset: String(page * SYNC_PAGE) }),
    check: (a, s) => {
      const songs = list(a['searchResult3'].song);
      const seen = new Set((s['synced'] ?? '').split(',').filter(Boolean));
      for (const song of songs) {
        expect(seen.has(song.id), `song ${song.id} twice in the sync`).toBe(false);
        seen.add(song.id);
      }
      s['synced'] = [...seen].join(',');
      s[`page${page}`] = String(songs.length);
    },
  }));

/**
 * Symfonium (Android, closed source; behaviour from its documentation and the OpenSubsonic and
 * server issue trackers): JSON, REST 1.13.0, token login (`t` + `s`). It probes the extensions,
 * then syncs the whole library through search3 with `query=""` in pages of 500 (albums, artists
 * and songs), reads stars and the play queue, and stars albums and artists with `albumId`/`artistId`.
 * It seeks in transcoded streams only where `transcodeOffset` is advertised: here it is, so a seek
 * is a new `stream` with `timeOffset` (and its transcoding settings).
 */
export function symfonium(pages: number): ClientProfile {
  return {
    app: 'Symfonium',
    source: 'Symfonium documentation (support.symfonium.app, Subsonic provider), OpenSubsonic discussions on search3 sync and transcodeOffset',
    login: 'token',
    version: '1.13.0',
    client: 'Symfonium',
    format: 'json',
    transport: 'get',
    steps: [
      { method: 'ping' },
      { method: 'getOpenSubsonicExtensions', check: (a) => {
        const names = list(a['openSubsonicExtensions']).map((e) => e.name);
        expect(names).toEqual(expect.arrayContaining(['songLyrics', 'formPost']));
        expect(names).toContain('transcodeOffset');
      } },
      { method: 'getUser', params: (s) => ({ username: s['username'] as string }), check: (a) => expect(a['user'].streamRole).toBe(true) },
      { method: 'getMusicFolders' },
      { method: 'getGenres', check: (a) => expect(list(a['genres'].genre).map((g) => g.value)).toContain('Synthwave') },
      { method: 'getArtists', check: (a, s) => void (s['artist'] = list(list(a['artists'].index).flatMap((i) => list(i.artist))).find((ar) => ar.name === 'Nova Lights')?.id) },
      ...syncPages(pages),
      { method: 'getPlaylists' },
      { method: 'getStarred2', check: (a) => expect(a['starred2']).toBeDefined() },
      { method: 'getPlayQueue' },
      { method: 'getArtist', params: (s) => ({ id: s['artist'] as string }), check: (a, s) => void (s['album'] = list(a['artist'].album)[0]?.id) },
      { method: 'getAlbum', params: (s) => ({ id: s['album'] as string }), check: (a, s) => void (s['song'] = list(a['album'].song)[0]?.id) },
      { method: 'star', params: (s) => ({ albumId: s['album'] as string }) },
      { method: 'star', params: (s) => ({ artistId: s['artist'] as string }) },
      { method: 'star', params: (s) => ({ id: s['song'] as string }) },
      { method: 'getStarred2', check: (a, s) => {
        expect(list(a['starred2'].album).map((x) => x.id)).toEqual([s['album']]);
        expect(list(a['starred2'].artist).map((x) => x.id)).toEqual([s['artist']]);
        expect(list(a['starred2'].song).map((x) => x.id)).toEqual([s['song']]);
      } },
      { method: 'getAlbum', params: (s) => ({ id: s['album'] as string }), check: (a) => expect(list(a['album'].song)[0]?.starred).toMatch(/Z$/) },
      { method: 'stream', params: (s) => ({ id: s['song'] as string }), binary: /^audio\// },
      { method: 'stream', params: (s) => ({ id: s['song'] as string, format: 'mp3', maxBitRate: '192', timeOffset: '1', estimateContentLength: 'true' }), binary: /^audio\/mpeg/ },
      { method: 'scrobble', params: (s) => ({ id: s['song'] as string, submission: 'true' }) },
      { method: 'setRating', params: (s) => ({ id: s['album'] as string, rating: '5' }) },
      { method: 'getLyricsBySongId', params: (s) => ({ id: s['song'] as string }), check: (a) => expect(a['lyricsList']).toBeDefined() },
      { method: 'getAlbumList2', params: () => ({ type: 'recent', size: '50' }), check: (a, s) => expect(list(a['albumList2'].album).map((x) => x.id)).toContain(s['album']) },
      { method: 'getAlbumList2', params: () => ({ type: 'starred', size: '50' }), check: (a, s) => expect(list(a['albumList2'].album).map((x) => x.id)).toContain(s['album']) },
      { method: 'unstar', params: (s) => ({ albumId: s['album'] as string, artistId: s['artist'] as string, id: s['song'] as string }) },
    ],
  };
}
