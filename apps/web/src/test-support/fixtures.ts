// Fixtures that match the OpenAPI schemas (libs/api), shared by the screens' component tests and,
// later, by Storybook's screen stories. Each builder takes overrides.
import type {
  Album,
  AlbumDetail,
  AlbumList,
  Artist,
  ArtistDetail,
  ArtistList,
  DownloadList,
  Episode,
  FavoriteList,
  HomePayload,
  Playlist,
  PlaylistDetail,
  PlaylistList,
  Podcast,
  PodcastDetail,
  PodcastList,
  RadioStation,
  RadioStationList,
  SearchResult,
  Track,
  TrendingAlbums,
  TrendingArtists,
  TrendingTracks,
  UserPlaylist,
  UserPlaylistDetail,
  UserPlaylistList,
} from '@tangerine/api';

export function pagination(total: number, page = 1, limit = 20) {
  return { page, limit, total, total_pages: Math.max(1, Math.ceil(total / limit)) };
}

export function track(overrides: Partial<Track> = {}): Track {
  const id = overrides.id ?? 'trk-1';
  return {
    id,
    title: 'Orange Skies',
    type: 'song',
    artist: { id: 'art-1', name: 'The Peels' },
    album: { id: 'alb-1', title: 'Citrus Dreams' },
    artwork_url: null,
    duration: 215,
    track_number: 1,
    genres: ['Indie'],
    stream_url: `/media/tracks/${id}.mp3`,
    ...overrides,
  };
}

export function tracks(count: number, prefix = 'trk'): Track[] {
  return Array.from({ length: count }, (_, i) =>
    track({ id: `${prefix}-${i + 1}`, title: `Song ${i + 1}`, track_number: i + 1, duration: 180 + i }),
  );
}

export function album(overrides: Partial<Album> = {}): Album {
  return {
    id: 'alb-1',
    title: 'Citrus Dreams',
    artist: { id: 'art-1', name: 'The Peels' },
    artwork_url: null,
    year: 2024,
    description: null,
    track_count: 3,
    genres: ['Indie'],
    ...overrides,
  };
}

export function albumDetail(overrides: Partial<AlbumDetail> = {}): AlbumDetail {
  return { ...album(), description: 'A bright record.', tracks: tracks(3), ...overrides };
}

export function albumList(albums: Album[], total = albums.length, page = 1): AlbumList {
  return { ...pagination(total, page), albums };
}

export function artist(overrides: Partial<Artist> = {}): Artist {
  return { id: 'art-1', name: 'The Peels', image_url: null, genres: ['Indie', 'Pop'], ...overrides };
}

export function artistDetail(overrides: Partial<ArtistDetail> = {}): ArtistDetail {
  return {
    ...artist(),
    bio: 'A band from Valencia.',
    socials: { instagram: 'https://instagram.example/peels' },
    top_tracks: tracks(7, 'top'),
    albums: [album(), album({ id: 'alb-2', title: 'Pulp', year: 2021, track_count: 10 })],
    ...overrides,
  };
}

export function artistList(artists: Artist[], total = artists.length, page = 1): ArtistList {
  return { ...pagination(total, page), artists };
}

export function playlist(overrides: Partial<Playlist> = {}): Playlist {
  return {
    id: 'pl-1',
    title: 'Morning Zest',
    description: 'Fresh starts',
    image_url: null,
    track_count: 3,
    is_public: true,
    type: 'featured',
    ...overrides,
  };
}

export function playlistDetail(overrides: Partial<PlaylistDetail> = {}): PlaylistDetail {
  return { ...playlist(), tracks: tracks(3), ...overrides };
}

export function playlistList(playlists: Playlist[]): PlaylistList {
  return { ...pagination(playlists.length), playlists };
}

export function podcast(overrides: Partial<Podcast> = {}): Podcast {
  return {
    id: 'pod-1',
    title: 'Pulp Stories',
    author: 'Ana Ruiz',
    description: 'Stories about fruit.',
    artwork_url: null,
    categories: ['Society'],
    episode_count: 3,
    language: 'en',
    ...overrides,
  };
}

export function episode(overrides: Partial<Episode> = {}): Episode {
  return {
    id: 'ep-1',
    podcast_id: 'pod-1',
    title: 'The First Peel',
    description: 'Where it starts.',
    audio_url: '/media/episodes/ep-1.mp3',
    audioUrl: '/media/episodes/ep-1.mp3',
    artwork_url: null,
    duration: 1800,
    published_date: '2026-01-05T12:00:00.000Z',
    season_number: 1,
    episode_number: 1,
    ...overrides,
  };
}

export function podcastDetail(overrides: Partial<PodcastDetail> = {}): PodcastDetail {
  return {
    ...podcast(),
    episodes: [
      episode(),
      episode({ id: 'ep-2', title: 'Zest', episode_number: 2 }),
      episode({ id: 'ep-3', title: 'Season Two Opens', season_number: 2, episode_number: 1, duration: 2400 }),
    ],
    ...overrides,
  };
}

export function podcastList(podcasts: Podcast[]): PodcastList {
  return { ...pagination(podcasts.length, 1, 1000), podcasts };
}

export function station(overrides: Partial<RadioStation> = {}): RadioStation {
  return {
    id: 'st-1',
    name: 'Tangerine FM',
    description: 'Sunny hits all day.',
    country: 'Spain',
    language: 'Spanish',
    genres: ['Pop'],
    artwork_url: null,
    stream_url: 'https://radio.example/stream',
    streamUrl: 'https://radio.example/stream',
    website: 'https://radio.example',
    popularity: 80,
    listeners: 1200,
    ...overrides,
  };
}

export function stationList(stations: RadioStation[]): RadioStationList {
  return { ...pagination(stations.length, 1, 1000), stations };
}

export function homePayload(overrides: Partial<HomePayload> = {}): HomePayload {
  return {
    recently_added: [album()],
    latest_songs: tracks(14, 'new'),
    popular_albums: [album({ id: 'alb-2', title: 'Pulp', artist: null })],
    trending_artists: [artist(), artist({ id: 'art-2', name: 'No Genre', genres: [] })],
    recently_played: tracks(2, 'recent'),
    featured_playlists: Array.from({ length: 10 }, (_, i) => playlist({ id: `pl-${i + 1}`, title: `Playlist ${i + 1}`, description: i === 0 ? null : `About ${i + 1}` })),
    podcasts: [podcast({ author: null })],
    radio_stations: [station({ country: null })],
    ...overrides,
  };
}

export function searchResult(overrides: Partial<SearchResult> = {}): SearchResult {
  const found = { tracks: tracks(2, 'found'), albums: [album()], artists: [artist()], playlists: [playlist()] };
  return {
    ...pagination(5),
    query: 'or',
    ...found,
    totals: { tracks: 2, albums: 1, artists: 1, playlists: 1 },
    ...overrides,
  };
}

export function trendingTracks(count: number): TrendingTracks {
  return {
    period: 'today',
    tracks: tracks(count, 'hot').map((t, i) => ({ ...t, rank: i + 1, play_count: 1000 - i })),
  };
}

export function trendingArtists(count: number): TrendingArtists {
  return {
    period: 'today',
    artists: Array.from({ length: count }, (_, i) => ({ ...artist({ id: `ta-${i + 1}`, name: `Artist ${i + 1}` }), rank: i + 1, play_count: 500 - i })),
  };
}

export function trendingAlbums(count: number): TrendingAlbums {
  return {
    period: 'today',
    albums: Array.from({ length: count }, (_, i) => ({ ...album({ id: `tal-${i + 1}`, title: `Album ${i + 1}` }), rank: i + 1, play_count: 400 - i })),
  };
}

export function userPlaylist(overrides: Partial<UserPlaylist> = {}): UserPlaylist {
  return {
    id: 'up-1',
    name: 'Road Trip',
    description: null,
    track_count: 2,
    created_at: '2026-01-01T10:00:00.000Z',
    updated_at: '2026-01-02T10:00:00.000Z',
    ...overrides,
  };
}

export function userPlaylistDetail(overrides: Partial<UserPlaylistDetail> = {}): UserPlaylistDetail {
  return { ...userPlaylist(), tracks: tracks(2, 'mine'), ...overrides };
}

/** The library's ready-made smart playlists as the server answers them (GET /api/v1/smart-playlists/ready-made). */
export function readyMadePlaylists(counts: readonly [number, number, number] = [12, 3, 40]): { playlists: UserPlaylist[] } {
  const made = [
    { name: 'Recently added', rules: { match: 'all', rules: [{ field: 'date_added', op: 'in_last_days', value: 30 }], sort: { field: 'date_added', direction: 'desc' }, limit: 100 } },
    { name: 'Most played', rules: { match: 'all', rules: [{ field: 'play_count', op: 'gt', value: 0 }], sort: { field: 'play_count', direction: 'desc' }, limit: 50 } },
    { name: 'Not played in a year', rules: { match: 'all', rules: [{ field: 'last_played', op: 'not_in_last_days', value: 365 }], sort: { field: 'random', direction: 'asc' }, limit: 100 } },
  ];
  return { playlists: made.map((m, i) => userPlaylist({ id: `ready-${i + 1}`, name: m.name, track_count: counts[i], rules: m.rules as UserPlaylist['rules'], ready_made: true })) };
}

/** The library lists' page size when none is asked (LibraryLimit in the contract). */
export const LIBRARY_PAGE_SIZE = 500;

export function userPlaylistList(playlists: UserPlaylist[]): UserPlaylistList {
  return { ...pagination(playlists.length, 1, LIBRARY_PAGE_SIZE), playlists };
}

export function favoriteList(items: Track[]): FavoriteList {
  return { ...pagination(items.length, 1, LIBRARY_PAGE_SIZE), favorites: items.map((t) => ({ track: t, created_at: '2026-03-04T09:00:00.000Z' })) };
}

export function downloadList(items: Track[]): DownloadList {
  return { ...pagination(items.length, 1, LIBRARY_PAGE_SIZE), downloads: items.map((t) => ({ track: t, created_at: '2026-02-10T09:00:00.000Z' })) };
}

/** A library list answered page by page (`page`, `limit` as the server reads them), for lists longer than a page. */
export function pagedAnswer<K extends string>(field: K, entries: readonly unknown[], pageSize = LIBRARY_PAGE_SIZE) {
  return (_request: Request, url: URL): Response => {
    const page = Number(url.searchParams.get('page') ?? 1);
    const limit = Number(url.searchParams.get('limit') ?? pageSize);
    const body = { ...pagination(entries.length, page, limit), [field]: entries.slice((page - 1) * limit, page * limit) };
    return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
  };
}
