import { describe, expect, it } from 'vitest';
import { podcastEpisodeToTrack, radioStationToTrack } from './convert-items.js';

describe('radioStationToTrack', () => {
  it('artist is the country, album "Radio Station", duration 0, stream from streamUrl', () => {
    expect(
      radioStationToTrack({
        id: 5,
        name: 'Jazz FM',
        country: 'France',
        genres: ['Jazz'],
        artwork_path: '/art/jazz.png',
        streamUrl: 'https://live/jazz',
      }),
    ).toEqual({
      id: '5',
      kind: 'radio',
      title: 'Jazz FM',
      artistId: 'radio',
      artistName: 'France',
      albumId: null,
      albumTitle: 'Radio Station',
      artworkUrl: '/art/jazz.png',
      duration: 0,
      streamUrl: 'https://live/jazz',
      genres: ['Jazz'],
      trackNumber: null,
      stationId: '5',
    });
  });

  it('artist is "Live Radio" without a country; stream_url works too', () => {
    expect(radioStationToTrack({ id: 'x', name: 'Nowhere', stream_url: 'https://live/x' })).toMatchObject({
      artistName: 'Live Radio',
      streamUrl: 'https://live/x',
    });
  });

  it('rejects a station without an id', () => {
    expect(() => radioStationToTrack({ name: 'Ghost' })).toThrow('Cannot play a radio station without an id.');
    expect(() => radioStationToTrack(undefined)).toThrow(TypeError);
  });
});

describe('podcastEpisodeToTrack', () => {
  const podcast = { id: 'pod-1', title: 'Deep Dive', author: 'Ana', artwork_path: '/art/pod.png', categories: ['Tech'] };

  it('artist is the author, album the podcast title, stream from audioUrl, marked as podcast', () => {
    expect(
      podcastEpisodeToTrack({ id: 'ep-3', title: 'Episode 3', audioUrl: 'https://cdn/ep3.mp3', duration: 1800, episodeNumber: 3 }, podcast),
    ).toEqual({
      id: 'ep-3',
      kind: 'podcast',
      title: 'Episode 3',
      artistId: 'podcast',
      artistName: 'Ana',
      albumId: 'pod-1',
      albumTitle: 'Deep Dive',
      artworkUrl: '/art/pod.png',
      duration: 1800,
      streamUrl: 'https://cdn/ep3.mp3',
      genres: ['Tech'],
      trackNumber: 3,
      podcastId: 'pod-1',
      episodeId: 'ep-3',
    });
  });

  it('artist is "Unknown" without an author; snake_case fields work', () => {
    const track = podcastEpisodeToTrack(
      { id: 9, title: 'E', audio_url: 'https://cdn/e.mp3', artworkUrl: '/ep.png', episode_number: 1 },
      { id: 2, title: 'Show' },
    );
    expect(track).toMatchObject({ artistName: 'Unknown', streamUrl: 'https://cdn/e.mp3', artworkUrl: '/ep.png', trackNumber: 1, podcastId: '2' });
  });

  it('rejects an episode without an id', () => {
    expect(() => podcastEpisodeToTrack({ title: 'x' }, podcast)).toThrow('Cannot play a podcast episode without an id.');
  });
});
