// Extra fixtures for the screen stories (the base builders live in src/test-support/fixtures.ts):
// artwork as data URLs (no network), long titles, many items.
import type { Album, Artist, HomePayload, Playlist, Podcast, RadioStation, Track } from '@tangerine/api';
import {
  album,
  artist,
  homePayload,
  playlist,
  playlistList,
  podcast,
  podcastList,
  station,
  stationList,
  track,
} from '../test-support/fixtures';
import type { ApiTable } from './mock-api';

const PALETTE = ['#FF7A1A', '#E0533D', '#F2B33D', '#7A5CFA', '#2BB3A3', '#D94F8C'];

/** A square gradient cover as an SVG data URL, picked by `seed` (the same seed, the same cover). */
export function artwork(seed: number): string {
  const from = PALETTE[seed % PALETTE.length];
  const to = PALETTE[(seed + 2) % PALETTE.length];
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="64" height="64" fill="url(#g)"/><circle cx="32" cy="32" r="12" fill="#0E0E10" opacity="0.35"/></svg>`;
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
}

export const LONG_TITLE =
  'An Extraordinarily Long Title That Keeps Going Past Any Reasonable Width Because Someone Loved Their Words (Deluxe Anniversary Edition, Remastered)';
export const LONG_NAME = 'The Incredibly Verbose Collective of Orange Groves and Midnight Citrus Orchestras';

/** `count` songs with artwork, varied names and durations. */
export function manyTracks(count: number, prefix = 'many'): Track[] {
  return Array.from({ length: count }, (_, i) =>
    track({
      id: `${prefix}-${i + 1}`,
      title: `${['Orange Skies', 'Pulp Fiction', 'Zest', 'Peel Me', 'Citrus Dreams', 'Sunset Grove'][i % 6]} ${i + 1}`,
      artist: { id: `art-${(i % 4) + 1}`, name: ['The Peels', 'Mandarin Nights', 'Clementine', 'Navel Gazers'][i % 4] },
      album: { id: `alb-${(i % 3) + 1}`, title: ['Citrus Dreams', 'Pulp', 'Rind'][i % 3] },
      artwork_url: artwork(i),
      duration: 150 + ((i * 37) % 180),
      track_number: i + 1,
    }),
  );
}

/** Songs whose title, artist and album names are all very long. */
export function longTracks(count: number, prefix = 'long'): Track[] {
  return Array.from({ length: count }, (_, i) =>
    track({
      id: `${prefix}-${i + 1}`,
      title: `${LONG_TITLE} ${i + 1}`,
      artist: { id: 'art-long', name: LONG_NAME },
      album: { id: 'alb-long', title: LONG_TITLE },
      artwork_url: artwork(i + 3),
      duration: 3599 - i,
      track_number: i + 1,
    }),
  );
}

/** A queue for the playing and fullscreen player. */
export const PLAYING_QUEUE: Track[] = manyTracks(5, 'queue');

/** Home's four calls (the feed, featured playlists, podcasts, stations) answered with a full page. */
export function homeApi(overrides: Partial<HomePayload> = {}): ApiTable {
  return {
    // At most what the contract allows (maxItems): 12 latest songs, 8 featured playlists.
    'GET /api/v1/browse/home': homePayload({
      recently_added: manyAlbums(6),
      latest_songs: manyTracks(12, 'latest'),
      featured_playlists: homePayload().featured_playlists.slice(0, 8),
      popular_albums: manyAlbums(6, 'pop'),
      trending_artists: manyArtists(6),
      recently_played: manyTracks(4, 'recent'),
      ...overrides,
    }),
    'GET /api/v1/browse/playlists': playlistList(manyPlaylists(10)),
    'GET /api/v1/browse/podcasts': podcastList(manyPodcasts(8)),
    'GET /api/v1/browse/radio': stationList(manyStations(8)),
  };
}

export function manyAlbums(count: number, prefix = 'alb'): Album[] {
  return Array.from({ length: count }, (_, i) =>
    album({ id: `${prefix}-${i + 1}`, title: ['Citrus Dreams', 'Pulp', 'Rind', 'Zest', 'Grove', 'Peel'][i % 6] + ` ${i + 1}`, artwork_url: artwork(i), year: 2010 + (i % 15), track_count: 8 + (i % 6) }),
  );
}

export function manyArtists(count: number, prefix = 'art'): Artist[] {
  const genres = ['Indie', 'Pop', 'Jazz', 'Electronic', 'Rock', 'Folk', 'Hip-Hop', 'Soul', 'Latin', 'Classical', 'Blues', 'Reggae', 'Metal', 'Ambient'];
  return Array.from({ length: count }, (_, i) =>
    artist({ id: `${prefix}-${i + 1}`, name: `${['The Peels', 'Mandarin Nights', 'Clementine', 'Navel Gazers'][i % 4]} ${i + 1}`, image_url: artwork(i + 1), genres: [genres[i % genres.length], genres[(i + 3) % genres.length]] }),
  );
}

export function manyPlaylists(count: number, prefix = 'pl'): Playlist[] {
  return Array.from({ length: count }, (_, i) =>
    playlist({ id: `${prefix}-${i + 1}`, title: `${['Morning Zest', 'Late Peel', 'Pulp Party', 'Orange Calm'][i % 4]} ${i + 1}`, image_url: artwork(i + 2), track_count: 10 + i }),
  );
}

export function manyPodcasts(count: number, prefix = 'pod'): Podcast[] {
  return Array.from({ length: count }, (_, i) =>
    podcast({ id: `${prefix}-${i + 1}`, title: `${['Pulp Stories', 'The Grove Hour', 'Zest Talk'][i % 3]} ${i + 1}`, artwork_url: artwork(i + 3), categories: [['Society', 'Comedy', 'Science'][i % 3]], episode_count: 5 + i * 3 }),
  );
}

export function manyStations(count: number, prefix = 'st'): RadioStation[] {
  return Array.from({ length: count }, (_, i) =>
    station({ id: `${prefix}-${i + 1}`, name: `${['Tangerine FM', 'Citrus Radio', 'Grove Waves'][i % 3]} ${i + 1}`, artwork_url: artwork(i + 4), genres: [['Pop', 'Jazz', 'Rock'][i % 3]], country: ['Spain', 'France', 'Brazil'][i % 3], popularity: 100 - i, listeners: 5000 - i * 100 }),
  );
}
