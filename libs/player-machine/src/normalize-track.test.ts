import { describe, expect, it } from 'vitest';
import { normalizeTrack } from './normalize-track.js';

describe('normalizeTrack', () => {
  it('reads a catalogue track with artist and album objects', () => {
    expect(
      normalizeTrack({
        id: 12,
        title: 'Blue',
        type: 'song',
        artist: { id: 3, name: 'Joni' },
        album: { id: 'al-1', title: 'Blue (1971)' },
        artwork_url: 'https://img/blue.jpg',
        duration: 180.5,
        track_number: 4,
        genres: ['Folk', { name: 'Singer-songwriter' }],
        stream_url: 'https://cdn/blue.mp3',
      }),
    ).toEqual({
      id: '12',
      kind: 'song',
      title: 'Blue',
      artistId: '3',
      artistName: 'Joni',
      albumId: 'al-1',
      albumTitle: 'Blue (1971)',
      artworkUrl: 'https://img/blue.jpg',
      duration: 180.5,
      streamUrl: 'https://cdn/blue.mp3',
      genres: ['Folk', 'Singer-songwriter'],
      trackNumber: 4,
    });
  });

  it('reads the title from name when there is no title', () => {
    expect(normalizeTrack({ id: 'a', name: 'Named' }).title).toBe('Named');
  });

  it('reads artistName when there is no artist object, and falls back to "Unknown Artist"', () => {
    expect(normalizeTrack({ id: 'a', artistName: 'Solo' }).artistName).toBe('Solo');
    expect(normalizeTrack({ id: 'a', artist_name: 'Snake' }).artistName).toBe('Snake');
    expect(normalizeTrack({ id: 'a', artist: 'Plain string' }).artistName).toBe('Plain string');
    expect(normalizeTrack({ id: 'a' }).artistName).toBe('Unknown Artist');
  });

  it.each(['artwork_url', 'artwork_path', 'artworkPath', 'coverUrl', 'artworkUrl'])('reads artwork from %s', (field) => {
    expect(normalizeTrack({ id: 'a', [field]: `https://img/${field}.jpg` }).artworkUrl).toBe(`https://img/${field}.jpg`);
  });

  it('falls back to the album artwork, and to null', () => {
    expect(normalizeTrack({ id: 'a', album: { id: 1, title: 'X', artwork_url: 'https://img/al.jpg' } }).artworkUrl).toBe(
      'https://img/al.jpg',
    );
    expect(normalizeTrack({ id: 'a' }).artworkUrl).toBeNull();
  });

  it('reads the audio source from stream_url or storage_path', () => {
    expect(normalizeTrack({ id: 'a', stream_url: 's.mp3', storage_path: 'p.mp3' }).streamUrl).toBe('s.mp3');
    expect(normalizeTrack({ id: 'a', storage_path: 'media/p.mp3' }).streamUrl).toBe('media/p.mp3');
    expect(normalizeTrack({ id: 'a', streamUrl: 'camel.mp3' }).streamUrl).toBe('camel.mp3');
    expect(normalizeTrack({ id: 'a' }).streamUrl).toBeNull();
  });

  it('an artist id of "podcast" marks a podcast episode whose album id is the podcast id', () => {
    const track = normalizeTrack({ id: 'ep-9', title: 'Ep 9', artist: { id: 'podcast', name: 'Host' }, album: { id: 'pod-2', title: 'Show' } });
    expect(track).toMatchObject({ kind: 'podcast', podcastId: 'pod-2', episodeId: 'ep-9', albumTitle: 'Show' });
  });

  it('an artist id of "radio" marks a radio station with duration 0', () => {
    const track = normalizeTrack({ id: 'st-1', name: 'FM', artistId: 'radio', duration: 3600, stream_url: 'https://live' });
    expect(track).toMatchObject({ kind: 'radio', stationId: 'st-1', duration: 0, streamUrl: 'https://live' });
  });

  it('reads trending items: trackId, trackTitle, artistName, plays or totalPlays', () => {
    expect(normalizeTrack({ trackId: 77, trackTitle: 'Hit', artistName: 'Star', plays: 1200 })).toMatchObject({
      id: '77',
      title: 'Hit',
      artistName: 'Star',
      plays: 1200,
    });
    expect(normalizeTrack({ trackId: 78, trackTitle: 'Hit 2', totalPlays: '5400' }).plays).toBe(5400);
  });

  it('accepts camelCase and snake_case alike', () => {
    const snake = normalizeTrack({ track_id: 1, track_title: 'T', artist_id: 2, album_id: 3, album_title: 'A', track_number: 2 });
    const camel = normalizeTrack({ trackId: 1, trackTitle: 'T', artistId: 2, albumId: 3, albumTitle: 'A', trackNumber: 2 });
    expect(snake).toEqual(camel);
  });

  it('unwraps favorite and download entries that hold the track in a track field', () => {
    const entry = { id: 'fav-1', created_at: '2026-01-01', track: { id: 't-5', title: 'Wrapped' } };
    expect(normalizeTrack(entry)).toMatchObject({ id: 't-5', title: 'Wrapped' });
  });

  it('defaults the type to song, and reads declared types', () => {
    expect(normalizeTrack({ id: 'a' }).kind).toBe('song');
    expect(normalizeTrack({ id: 'a', type: 'episode' }).kind).toBe('podcast');
    expect(normalizeTrack({ id: 'a', type: 'RADIO' }).kind).toBe('radio');
    expect(normalizeTrack({ id: 'a', type: 'something' }).kind).toBe('song');
  });

  it('keeps durations sane: numeric strings are read, negatives and junk become 0', () => {
    expect(normalizeTrack({ id: 'a', duration: '215' }).duration).toBe(215);
    expect(normalizeTrack({ id: 'a', duration: -4 }).duration).toBe(0);
    expect(normalizeTrack({ id: 'a', duration: 'long' }).duration).toBe(0);
  });

  it('is idempotent: a normalised track normalises to itself', () => {
    const inputs = [
      { id: 1, title: 'Song', artist: { id: 2, name: 'A' }, album: { id: 3, title: 'B' }, coverUrl: 'c', duration: 9, plays: 4 },
      { id: 'ep', title: 'E', artist: { id: 'podcast', name: 'Host' }, album: { id: 'p', title: 'Show' } },
      { id: 'st', name: 'FM', artistId: 'radio' },
    ];
    for (const input of inputs) {
      const once = normalizeTrack(input);
      expect(normalizeTrack(once)).toEqual(once);
    }
  });

  it('rejects values that are not tracks with a clear error', () => {
    expect(() => normalizeTrack(null)).toThrow('Cannot read a track from null.');
    expect(() => normalizeTrack('abc')).toThrow('Cannot read a track from string "abc".');
    expect(() => normalizeTrack({ title: 'No id' })).toThrow('Cannot read a track without an id (id or trackId).');
  });
});
