import type { PlayerTrack } from '@tangerine/player-machine';

export function song(id: string, overrides: Partial<PlayerTrack> = {}): PlayerTrack {
  return {
    id,
    kind: 'song',
    title: `Song ${id}`,
    artistId: `artist-${id}`,
    artistName: `Artist ${id}`,
    albumId: `album-${id}`,
    albumTitle: `Album ${id}`,
    artworkUrl: null,
    duration: 200,
    streamUrl: `/media/${id}.mp3`,
    genres: [],
    trackNumber: 1,
    ...overrides,
  };
}

export const station: PlayerTrack = {
  id: 'st1',
  kind: 'radio',
  title: 'Radio One',
  artistId: 'radio',
  artistName: 'Live Radio',
  albumId: null,
  albumTitle: 'Radio Station',
  artworkUrl: null,
  duration: 0,
  streamUrl: '/radio/st1',
  genres: [],
  trackNumber: null,
  stationId: 'st1',
};
