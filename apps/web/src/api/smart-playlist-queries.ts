import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { unwrap, type SmartPlaylistCreate, type SmartPlaylistRules } from '@tangerine/api';
import { api } from './client';
import { userPlaylistQueries } from './user-playlist-queries';

export const smartPlaylistQueries = {
  all: () => ['smart-playlists'] as const,
  /** The editor's count: quiet, since a rule half typed is refused with a 400 the editor shows in place. */
  preview: (rules: SmartPlaylistRules) =>
    queryOptions({
      queryKey: [...smartPlaylistQueries.all(), 'preview', rules] as const,
      queryFn: async ({ signal }) => unwrap(await api().quiet.POST('/api/v1/smart-playlists/preview', { body: { rules }, signal })),
      retry: false,
      staleTime: 0,
    }),
};

/** The ready-made smart playlists every library has; quiet, since My Playlists shows its own without them. */
export const readyMadePlaylistQueries = {
  list: () =>
    queryOptions({
      queryKey: [...userPlaylistQueries.all(), 'ready-made'] as const,
      queryFn: async ({ signal }) => unwrap(await api().quiet.GET('/api/v1/smart-playlists/ready-made', { signal })),
    }),
};

export const smartPlaylistMutations = {
  create: () =>
    mutationOptions({
      mutationKey: [...smartPlaylistQueries.all(), 'create'],
      mutationFn: async (body: SmartPlaylistCreate) => unwrap(await api().http.POST('/api/v1/smart-playlists', { body })),
      onSuccess: (_playlist, _body, _result, { client }) => client.invalidateQueries({ queryKey: userPlaylistQueries.lists() }),
    }),
  /** New name and rules for an existing smart playlist (its songs follow at once). */
  update: () =>
    mutationOptions({
      mutationKey: [...smartPlaylistQueries.all(), 'update'],
      mutationFn: async ({ id, body }: { id: string; body: SmartPlaylistCreate }) =>
        unwrap(await api().http.PUT('/api/v1/smart-playlists/{id}', { params: { path: { id } }, body })),
      onSuccess: (_playlist, { id }, _result, { client }) =>
        Promise.all([client.invalidateQueries({ queryKey: userPlaylistQueries.lists() }), client.invalidateQueries({ queryKey: userPlaylistQueries.detail(id).queryKey })]),
    }),
};

/** The bytes of a file as base64, a chunk at a time (a 50 MB file would overflow one call's arguments). */
export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

export const playlistFileMutations = {
  import: () =>
    mutationOptions({
      mutationKey: ['user-playlists', 'import'],
      mutationFn: async ({ name, bytes }: { name: string; bytes: Uint8Array }) =>
        unwrap(await api().http.POST('/api/v1/playlists/import', { body: { name, content_base64: toBase64(bytes) } })),
      onSuccess: (_report, _input, _result, { client }) => client.invalidateQueries({ queryKey: userPlaylistQueries.lists() }),
    }),
};
