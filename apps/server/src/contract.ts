/** The contract's generated types, under the names the handlers use. */
import type { components, operations } from '@tangerine/api';

export type { components, operations };
export type Schemas = components['schemas'];
export type ApiTrack = Schemas['Track'];
export type ApiAlbum = Schemas['Album'];
export type ApiAlbumDetail = Schemas['AlbumDetail'];
export type ApiArtist = Schemas['Artist'];
export type ApiArtistDetail = Schemas['ArtistDetail'];
export type ApiPlaylist = Schemas['Playlist'];
export type ApiPlaylistDetail = Schemas['PlaylistDetail'];
export type ApiPodcast = Schemas['Podcast'];
export type ApiPodcastDetail = Schemas['PodcastDetail'];
export type ApiEpisode = Schemas['Episode'];
export type ApiRadioStation = Schemas['RadioStation'];
export type ApiUserPlaylist = Schemas['UserPlaylist'];
export type ApiUserPlaylistDetail = Schemas['UserPlaylistDetail'];
export type ApiTrendingTrack = Schemas['TrendingTrack'];
export type ApiTrendingArtist = Schemas['TrendingArtist'];
export type ApiTrendingAlbum = Schemas['TrendingAlbum'];
export type ApiRecentlyPlayedTrack = Schemas['RecentlyPlayedTrack'];

/** Query parameters of an operation, as the generated types describe them. */
export type QueryOf<Op extends keyof operations> = operations[Op]['parameters'] extends { query?: infer Q } ? NonNullable<Q> : never;
export type PathOf<Op extends keyof operations> = operations[Op]['parameters'] extends { path: infer P } ? P : never;
export type BodyOf<Op extends keyof operations> = operations[Op] extends { requestBody: { content: { 'application/json': infer B } } } ? B : operations[Op] extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never;
