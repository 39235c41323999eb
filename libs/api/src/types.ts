import type { components } from './generated/schema.js';

type Schemas = components['schemas'];

export type { components, operations, paths } from './generated/schema.js';

export type ApiErrorBody = Schemas['Error'];

// Auth
export type ActivationRequest = Schemas['ActivationRequest'];
export type ActivationResult = Schemas['ActivationResult'];
export type ActivationCheckRequest = Schemas['ActivationCheckRequest'];
export type ActivationCheck = Schemas['ActivationCheck'];
export type RefreshRequest = Schemas['RefreshRequest'];
export type TokenPair = Schemas['TokenPair'];
export type Plan = Schemas['Plan'];

// Catalogue
export type ArtistRef = Schemas['ArtistRef'];
export type AlbumRef = Schemas['AlbumRef'];
export type TrackType = Schemas['TrackType'];
export type Track = Schemas['Track'];
export type Album = Schemas['Album'];
export type AlbumDetail = Schemas['AlbumDetail'];
export type Artist = Schemas['Artist'];
export type ArtistDetail = Schemas['ArtistDetail'];
export type PlaylistType = Schemas['PlaylistType'];
export type Playlist = Schemas['Playlist'];
export type PlaylistDetail = Schemas['PlaylistDetail'];
export type Podcast = Schemas['Podcast'];
export type PodcastDetail = Schemas['PodcastDetail'];
export type Episode = Schemas['Episode'];
export type RadioStation = Schemas['RadioStation'];

// Lists and payloads
export type Pagination = Schemas['Pagination'];
/** A page of `T` under the key `K`, with `page`, `limit`, `total` and `total_pages`. */
export type Paginated<K extends string, T> = Pagination & { [key in K]: T[] };
export type AlbumList = Schemas['AlbumList'];
export type ArtistList = Schemas['ArtistList'];
export type PlaylistList = Schemas['PlaylistList'];
export type PodcastList = Schemas['PodcastList'];
export type RadioStationList = Schemas['RadioStationList'];
export type HomePayload = Schemas['HomePayload'];
export type SearchType = Schemas['SearchType'];
export type SearchResult = Schemas['SearchResult'];
export type AutocompleteResult = Schemas['AutocompleteResult'];
export type AutocompleteSuggestion = AutocompleteResult['suggestions'][number];

// Trending
export type TrendingPeriod = Schemas['TrendingPeriod'];
export type TrendingTrack = Schemas['TrendingTrack'];
export type TrendingArtist = Schemas['TrendingArtist'];
export type TrendingAlbum = Schemas['TrendingAlbum'];
export type TrendingTracks = Schemas['TrendingTracks'];
export type TrendingArtists = Schemas['TrendingArtists'];
export type TrendingAlbums = Schemas['TrendingAlbums'];
export type RecentlyPlayedTrack = Schemas['RecentlyPlayedTrack'];
export type RecentlyPlayed = Schemas['RecentlyPlayed'];
export type ListeningHistory = Schemas['ListeningHistory'];
export type YearInListening = Schemas['YearInListening'];
export type ScrobbleConnection = Schemas['ScrobbleConnection'];
export type ScrobblingStatus = Schemas['ScrobblingStatus'];
export type TrackPlayInput = Schemas['TrackPlayInput'];
export type PlayRecorded = Schemas['PlayRecorded'];

// Library
export type UserPlaylist = Schemas['UserPlaylist'];
export type UserPlaylistDetail = Schemas['UserPlaylistDetail'];
export type UserPlaylistList = Schemas['UserPlaylistList'];
export type UserPlaylistCreate = Schemas['UserPlaylistCreate'];
export type SmartPlaylistRules = Schemas['SmartPlaylistRules'];
export type SmartPlaylistCreate = Schemas['SmartPlaylistCreate'];
export type UserPlaylistUpdate = Schemas['UserPlaylistUpdate'];
export type FavoriteEntry = Schemas['FavoriteEntry'];
export type FavoriteList = Schemas['FavoriteList'];
export type DownloadEntry = Schemas['DownloadEntry'];
export type DownloadList = Schemas['DownloadList'];

// Play queue and app passwords (Subsonic apps)
export type PlayQueue = Schemas['PlayQueue'];
export type PlayQueueSave = Schemas['PlayQueueSave'];
export type RepeatMode = Schemas['RepeatMode'];
export type AppPassword = Schemas['AppPassword'];
export type AppPasswordList = Schemas['AppPasswordList'];
export type CreatedAppPassword = Schemas['CreatedAppPassword'];

// Activity
export type HeartbeatActivity = Schemas['HeartbeatActivity'];
export type HeartbeatInput = Schemas['HeartbeatInput'];
export type HeartbeatResult = Schemas['HeartbeatResult'];

// Admin console
export type AdminSession = Schemas['AdminSession'];
export type AdminCode = Schemas['AdminCode'];
export type AdminCodeStatus = Schemas['AdminCodeStatus'];
export type AdminCodeIssue = Schemas['AdminCodeIssue'];
export type AdminIssuedCodes = Schemas['AdminIssuedCodes'];
export type AdminDevice = Schemas['AdminDevice'];
export type AdminActivity = Schemas['AdminActivity'];
export type AdminAuditEntry = Schemas['AdminAuditEntry'];
export type AdminStation = Schemas['AdminStation'];
export type AdminStationInput = Schemas['AdminStationInput'];
export type AdminPodcast = Schemas['AdminPodcast'];
export type AdminPodcastReport = Schemas['AdminPodcastReport'];
export type AdminStationPatch = Schemas['AdminStationPatch'];
export type AdminImportJob = Schemas['AdminImportJob'];
export type AdminImportStatus = Schemas['AdminImportStatus'];
export type AdminLibrary = Schemas['AdminLibrary'];
export type AdminLibraryList = Schemas['AdminLibraryList'];
export type AdminLibraryScan = Schemas['AdminLibraryScan'];
export type AdminLibraryProblems = Schemas['AdminLibraryProblems'];
export type AdminLibraryPlaylistFile = Schemas['AdminLibraryPlaylistFile'];
export type AdminLibraryPlaylistFiles = Schemas['AdminLibraryPlaylistFiles'];
export type AdminCatalogueKind = Schemas['AdminCatalogueKind'];
export type AdminCatalogueItem = Schemas['AdminCatalogueItem'];
export type AdminCataloguePatch = Schemas['AdminCataloguePatch'];
