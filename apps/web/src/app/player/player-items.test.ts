import { describe, expect, it } from 'vitest';
import { episode, podcast, station, track } from '../../test-support/fixtures';
import { episodeToPlayerItem, playerItemToTrack, stationToPlayerItem } from '@tangerine/player-web';
import { trackToPlayerItem } from '@tangerine/player-web';

describe('trackToPlayerItem', () => {
  it('turns a contract track into a player item', () => {
    expect(trackToPlayerItem(track({ id: 't1', artwork_url: '/art/t1.jpg' }))).toEqual({
      id: 't1',
      kind: 'song',
      title: 'Orange Skies',
      artistId: 'art-1',
      artistName: 'The Peels',
      albumId: 'alb-1',
      albumTitle: 'Citrus Dreams',
      artworkUrl: '/art/t1.jpg',
      duration: 215,
      streamUrl: '/media/tracks/t1.mp3',
      genres: ['Indie'],
      trackNumber: 1,
    });
  });

  it('reads the product §3 alternatives through libs/api and falls back to the screens\' texts', () => {
    const item = trackToPlayerItem({ ...track(), id: '', trackId: 't2', title: '', trackTitle: 'Hit', artist: null, coverUrl: '/c.jpg', artwork_url: null });
    expect(item).toMatchObject({ id: 't2', title: 'Hit', artistName: 'Unknown Artist', artworkUrl: '/c.jpg' });
    expect(trackToPlayerItem({ ...track(), title: '', artist: null })).toMatchObject({ title: 'Unknown Title', artistName: 'Unknown Artist' });
  });

  it('keeps every credited artist of a track with several, there and back', () => {
    const artists = [{ id: 'art-1', name: 'The Peels' }, { id: 'art-2', name: 'Guest Star' }];
    const item = trackToPlayerItem(track({ id: 't3', artists }));
    expect(item?.artists).toEqual(artists);
    expect(item && playerItemToTrack(item).artists).toEqual(artists);
    expect(trackToPlayerItem(track({ id: 't4' }))?.artists).toBeUndefined();
  });

  it('marks episodes and stations shaped as tracks, and has no item without an id', () => {
    expect(trackToPlayerItem(track({ id: 'ep', type: 'episode', artist: { id: 'podcast', name: 'Host' }, album: { id: 'po', title: 'Show' } }))).toMatchObject({
      kind: 'episode',
      podcastId: 'po',
      episodeId: 'ep',
    });
    expect(trackToPlayerItem(track({ id: 'st', artist: { id: 'radio', name: 'Spain' }, duration: 3600 }))).toMatchObject({ kind: 'radio', duration: 0, stationId: 'st' });
    expect(trackToPlayerItem({ ...track(), id: '' })).toBeNull();
  });
});

describe('episodeToPlayerItem', () => {
  it('plays with the author as artist and the podcast as album', () => {
    expect(episodeToPlayerItem(episode({ id: 'ep-3', episode_number: 3 }), podcast({ artwork_url: '/art/pod.png' }))).toEqual({
      id: 'ep-3',
      kind: 'episode',
      title: 'The First Peel',
      artistId: 'podcast',
      artistName: 'Ana Ruiz',
      albumId: 'pod-1',
      albumTitle: 'Pulp Stories',
      artworkUrl: '/art/pod.png',
      duration: 1800,
      streamUrl: '/media/episodes/ep-1.mp3',
      genres: ['Society'],
      trackNumber: 3,
      podcastId: 'pod-1',
      episodeId: 'ep-3',
    });
  });

  it('says "Unknown" without an author and prefers the episode\'s own art', () => {
    expect(episodeToPlayerItem(episode({ artwork_url: '/ep.png', episode_number: null }), podcast({ author: null, artwork_url: '/pod.png' }))).toMatchObject({
      artistName: 'Unknown',
      artworkUrl: '/ep.png',
      trackNumber: null,
    });
  });
});

describe('stationToPlayerItem', () => {
  it('plays live with the country as artist and "Radio Station" as album', () => {
    expect(stationToPlayerItem(station({ artwork_url: '/art/fm.png' }))).toEqual({
      id: 'st-1',
      kind: 'radio',
      title: 'Tangerine FM',
      artistId: 'radio',
      artistName: 'Spain',
      albumId: null,
      albumTitle: 'Radio Station',
      artworkUrl: '/art/fm.png',
      duration: 0,
      streamUrl: 'https://radio.example/stream',
      genres: ['Pop'],
      trackNumber: null,
      stationId: 'st-1',
    });
    expect(stationToPlayerItem(station({ country: null })).artistName).toBe('Live Radio');
  });
});

describe('playerItemToTrack', () => {
  it('keeps the gapless trim, so a song downloaded from the player bar still joins its neighbours', () => {
    const song = track({ id: 't6', gapless: { encoder_delay: 576, encoder_padding: 1200, sample_rate: 44100 } });
    const item = trackToPlayerItem(song);
    expect(item && playerItemToTrack(item)).toEqual(song);
  });
});
