import { queryOptions } from '@tanstack/react-query';
import { unwrap, type AdminCatalogueKind, type AdminClient, type AdminCodeStatus } from '@tangerine/api';

type CallResult<D> = { data: D; error?: never; response: Response } | { data?: never; error: unknown; response: Response };

/** The answer of a successful call (openapi-fetch types it as possibly absent), or the call's ApiError thrown. */
export function body<D>(result: CallResult<D>): NonNullable<D> {
  const data = unwrap(result);
  if (data === undefined || data === null) throw new Error('The server sent no answer');
  return data;
}

/** How often the device list is fetched again while it is on screen (see README: why polling). */
export const DEVICES_REFRESH_MS = 2000;

export interface CodeFilter {
  q: string;
  status: AdminCodeStatus | null;
}

/** How often a running import's progress is fetched while it is on screen. */
export const IMPORT_REFRESH_MS = 1000;

/** How often the libraries are fetched again while a scan runs or waits. */
export const SCAN_REFRESH_MS = 1000;

/** Query factories of the admin console; every key starts with ['admin'] so sign-out clears them all. */
export const adminQueries = {
  all: () => ['admin'] as const,
  codes: () => [...adminQueries.all(), 'codes'] as const,
  codeList: (client: AdminClient, filter: CodeFilter) =>
    queryOptions({
      queryKey: [...adminQueries.codes(), filter] as const,
      queryFn: async ({ signal }) => body(await client.GET('/api/v1/admin/codes', { params: { query: { ...(filter.q ? { q: filter.q } : {}), ...(filter.status ? { status: filter.status } : {}) } }, signal })).codes,
    }),
  devices: (client: AdminClient) =>
    queryOptions({
      queryKey: [...adminQueries.all(), 'devices'] as const,
      queryFn: async ({ signal }) => body(await client.GET('/api/v1/admin/devices', { signal })).devices,
      refetchInterval: DEVICES_REFRESH_MS,
    }),
  activity: (client: AdminClient, days = 14) =>
    queryOptions({
      queryKey: [...adminQueries.all(), 'activity', days] as const,
      queryFn: async ({ signal }) => body(await client.GET('/api/v1/admin/activity', { params: { query: { days } }, signal })),
      refetchInterval: 10_000,
    }),
  audit: (client: AdminClient) =>
    queryOptions({
      queryKey: [...adminQueries.all(), 'audit'] as const,
      queryFn: async ({ signal }) => body(await client.GET('/api/v1/admin/audit', { params: { query: { limit: 200 } }, signal })).entries,
    }),
  stations: (client: AdminClient) =>
    queryOptions({
      queryKey: [...adminQueries.all(), 'stations'] as const,
      queryFn: async ({ signal }) => body(await client.GET('/api/v1/admin/radio', { signal })).stations,
    }),
  podcasts: (client: AdminClient) =>
    queryOptions({
      queryKey: [...adminQueries.all(), 'podcasts'] as const,
      queryFn: async ({ signal }) => body(await client.GET('/api/v1/admin/podcasts', { signal })).podcasts,
    }),
  importStatus: (client: AdminClient) =>
    queryOptions({
      queryKey: [...adminQueries.all(), 'import'] as const,
      queryFn: async ({ signal }) => body(await client.GET('/api/v1/admin/imports', { signal })),
      refetchInterval: (query) => (query.state.data?.job?.state === 'running' ? IMPORT_REFRESH_MS : false),
    }),
  libraries: () => [...adminQueries.all(), 'libraries'] as const,
  libraryList: (client: AdminClient) =>
    queryOptions({
      queryKey: [...adminQueries.libraries(), 'list'] as const,
      queryFn: async ({ signal }) => body(await client.GET('/api/v1/admin/libraries', { signal })),
      refetchInterval: (query) => (query.state.data?.scan ? SCAN_REFRESH_MS : false),
    }),
  /** Keyed on the last scan too: a finished scan fetches them again. */
  libraryProblems: (client: AdminClient, id: string, scannedAt: string | null) =>
    queryOptions({
      queryKey: [...adminQueries.libraries(), 'problems', id, scannedAt] as const,
      queryFn: async ({ signal }) => body(await client.GET('/api/v1/admin/libraries/{id}/problems', { params: { path: { id } }, signal })),
    }),
  /** Keyed on the last scan too: a scan finds files added or gone. */
  libraryPlaylistFiles: (client: AdminClient, id: string, scannedAt: string | null) =>
    queryOptions({
      queryKey: [...adminQueries.libraries(), 'playlist-files', id, scannedAt] as const,
      queryFn: async ({ signal }) => body(await client.GET('/api/v1/admin/libraries/{id}/playlist-files', { params: { path: { id } }, signal })),
    }),
  catalogue: () => [...adminQueries.all(), 'catalogue'] as const,
  catalogueItems: (client: AdminClient, kind: AdminCatalogueKind, q: string) =>
    queryOptions({
      queryKey: [...adminQueries.catalogue(), kind, q] as const,
      queryFn: async ({ signal }) => body(await client.GET('/api/v1/admin/catalogue', { params: { query: { kind, ...(q ? { q } : {}) } }, signal })).items,
    }),
  playlistTracks: (client: AdminClient, id: string) =>
    queryOptions({
      queryKey: [...adminQueries.catalogue(), 'playlist-tracks', id] as const,
      queryFn: async ({ signal }) => body(await client.GET('/api/v1/admin/playlists/{id}/tracks', { params: { path: { id } }, signal })).tracks,
    }),
};

/** A query's state as an admin panel shows it. */
export function sectionStatus(query: { isPending: boolean; isError: boolean; data?: readonly unknown[] | undefined }): 'loading' | 'error' | 'empty' | 'ready' {
  if (query.isPending) return 'loading';
  if (query.isError) return 'error';
  return query.data && query.data.length > 0 ? 'ready' : 'empty';
}
