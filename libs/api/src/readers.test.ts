import { describe, expect, it } from 'vitest';
import * as read from './readers.js';

describe('tolerant readers: every alternative field name of product §3', () => {
  it('track title: title, name, trackTitle', () => {
    expect(read.trackTitle({ title: 'A' })).toBe('A');
    expect(read.trackTitle({ name: 'B' })).toBe('B');
    expect(read.trackTitle({ trackTitle: 'C' })).toBe('C');
    expect(read.trackTitle({ title: 'A', name: 'B' })).toBe('A');
    expect(read.trackTitle({})).toBeNull();
  });

  it('track id: id, trackId', () => {
    expect(read.trackId({ id: 't1' })).toBe('t1');
    expect(read.trackId({ trackId: 't2' })).toBe('t2');
  });

  it('track artist: artist {id, name} or artistName', () => {
    expect(read.trackArtistName({ artist: { id: 'a', name: 'Nova' } })).toBe('Nova');
    expect(read.trackArtistName({ artistName: 'Nova' })).toBe('Nova');
    expect(read.trackArtistName({ artist: null })).toBeNull();
    expect(read.trackArtistId({ artist: { id: 'ar_1', name: 'Nova' } })).toBe('ar_1');
    expect(read.trackAlbumTitle({ album: { id: 'al', title: 'Drive' } })).toBe('Drive');
  });

  it.each(['artwork_url', 'artwork_path', 'artworkPath', 'coverUrl', 'artworkUrl'])('track artwork from %s', (key) => {
    expect(read.trackArtwork({ [key]: '/art.jpg' })).toBe('/art.jpg');
  });

  it('track artwork prefers the canonical artwork_url', () => {
    expect(read.trackArtwork({ artworkUrl: '/b.jpg', artwork_url: '/a.jpg' })).toBe('/a.jpg');
    expect(read.trackArtwork({ artwork_url: null })).toBeNull();
  });

  it('track audio: stream_url or storage_path', () => {
    expect(read.trackAudioSource({ stream_url: '/s' })).toBe('/s');
    expect(read.trackAudioSource({ storage_path: 'audio/a.mp3' })).toBe('audio/a.mp3');
  });

  it('trending plays: play_count, plays, totalPlays', () => {
    expect(read.playCount({ play_count: 3 })).toBe(3);
    expect(read.playCount({ plays: 4 })).toBe(4);
    expect(read.playCount({ totalPlays: 5 })).toBe(5);
    expect(read.playCount({})).toBe(0);
  });

  it('track kind: type (default song), or the artist id podcast/radio', () => {
    expect(read.trackKind({})).toBe('song');
    expect(read.trackKind({ type: 'radio' })).toBe('radio');
    expect(read.trackKind({ artist: { id: 'podcast', name: 'Deep Cuts' } })).toBe('episode');
    expect(read.trackKind({ artist: { id: 'radio', name: 'Portugal' } })).toBe('radio');
    expect(read.trackDuration({ duration: '214' })).toBe(214);
    expect(read.trackDuration({ duration: 'x' })).toBeNull();
  });

  it('readTrack folds a track into one typed reading', () => {
    expect(
      read.readTrack({ trackId: 't9', trackTitle: 'Hit', artistName: 'Star', artworkPath: '/a.jpg', storage_path: 'audio/t9.mp3', duration: '200', track_number: 2, genres: ['Pop', 3] }),
    ).toEqual({
      id: 't9', type: 'song', title: 'Hit', artistId: null, artistName: 'Star', artists: [], albumId: null, albumTitle: null,
      artworkUrl: '/a.jpg', duration: 200, streamUrl: 'audio/t9.mp3', trackNumber: 2, genres: ['Pop'],
    });
    expect(read.readTrack({ id: 'ep', artist: { id: 'podcast', name: 'Host' }, album: { id: 'po_1', title: 'Show' }, track_number: 0 })).toMatchObject({
      type: 'episode', artistId: 'podcast', albumId: 'po_1', albumTitle: 'Show', trackNumber: null, genres: [],
    });
  });

  it('credited artists: every one with an id and a name when there are several, else none', () => {
    const credits = [{ id: '1', name: 'Nova' }, { id: '2', name: 'Harbour' }];
    expect(read.readTrack({ id: 't', artist: credits[0], artists: [...credits, { id: '', name: 'No id' }, 'x'] }).artists).toEqual(credits);
    expect(read.readTrack({ id: 't', artist: credits[0], artists: [credits[0]] }).artists).toEqual([]);
    expect(read.readTrack({ id: 't', artists: 'Nova, Harbour' }).artists).toEqual([]);
  });

  it('album artist: an object with name, or a plain string', () => {
    expect(read.albumArtistName({ artist: { id: 'a', name: 'Nova' } })).toBe('Nova');
    expect(read.albumArtistName({ artist: 'Nova' })).toBe('Nova');
    expect(read.albumArtistName({ artist: null })).toBeNull();
    expect(read.albumArtwork({ artwork_url: '/a.jpg' })).toBe('/a.jpg');
  });

  it('playlist track count: track_count, trackCount, or the length of tracks', () => {
    expect(read.playlistTrackCount({ track_count: 3 })).toBe(3);
    expect(read.playlistTrackCount({ trackCount: 4 })).toBe(4);
    expect(read.playlistTrackCount({ tracks: [{}, {}] })).toBe(2);
    expect(read.playlistTrackCount({})).toBe(0);
  });

  it('playlist is public unless explicitly false', () => {
    expect(read.isPublicPlaylist({})).toBe(true);
    expect(read.isPublicPlaylist({ is_public: null })).toBe(true);
    expect(read.isPublicPlaylist({ is_public: false })).toBe(false);
  });

  it('podcast and station artwork: artwork_url or artwork_path', () => {
    expect(read.podcastArtwork({ artwork_path: '/p.jpg' })).toBe('/p.jpg');
    expect(read.stationArtwork({ artwork_path: '/r.jpg' })).toBe('/r.jpg');
    expect(read.stationArtwork({ artwork_url: '/u.jpg', artwork_path: '/r.jpg' })).toBe('/u.jpg');
  });

  it('episode fields: audioUrl, artworkUrl, publishedDate, seasonNumber/season_number, episodeNumber/episode_number', () => {
    expect(read.episodeAudioUrl({ audioUrl: '/e.mp3' })).toBe('/e.mp3');
    expect(read.episodeAudioUrl({ audio_url: '/f.mp3' })).toBe('/f.mp3');
    expect(read.episodeArtwork({ artworkUrl: '/e.jpg' })).toBe('/e.jpg');
    expect(read.episodePublishedDate({ publishedDate: '2026-10-02' })).toBe('2026-10-02');
    expect(read.episodePublishedDate({ published_date: '2026-10-03' })).toBe('2026-10-03');
    expect(read.episodeSeason({ seasonNumber: 2 })).toBe(2);
    expect(read.episodeSeason({ season_number: 3 })).toBe(3);
    expect(read.episodeSeason({})).toBeNull();
    expect(read.episodeNumber({ episodeNumber: 5 })).toBe(5);
    expect(read.episodeNumber({ episode_number: 6 })).toBe(6);
  });

  it('station stream: streamUrl or stream_url', () => {
    expect(read.stationStreamUrl({ streamUrl: 'https://x/live' })).toBe('https://x/live');
    expect(read.stationStreamUrl({ stream_url: '/api/v1/radio/r/stream' })).toBe('/api/v1/radio/r/stream');
  });

  it('favorite/download entry: a track field or the entry itself, createdAt or created_at', () => {
    const track = { id: 't1', title: 'A' };
    expect(read.entryTrack({ track, created_at: 'x' })).toBe(track);
    const flat = { id: 't2', title: 'B', createdAt: '2026-11-19T21:14:00Z' };
    expect(read.entryTrack(flat)).toBe(flat);
    expect(read.entryCreatedAt(flat)).toBe('2026-11-19T21:14:00Z');
    expect(read.entryCreatedAt({ created_at: '2026-11-18T07:00:00Z' })).toBe('2026-11-18T07:00:00Z');
    expect(read.entryCreatedAt({})).toBeNull();
  });
});
