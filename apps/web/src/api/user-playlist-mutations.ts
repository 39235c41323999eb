import { mutationOptions } from '@tanstack/react-query';
import { unwrap, type UserPlaylistCreate, type UserPlaylistUpdate } from '@tangerine/api';
import { api } from './client';
import { OUTBOX_NETWORK_MODE, callOrQueue } from './offline-outbox';
import { userPlaylistQueries } from './user-playlist-queries';

/** product §8 texts of playlist creation, for the screen (or a MutationCache) to toast from `meta`. */
export const PLAYLIST_CREATED_MESSAGE = 'Playlist created successfully!';
export const PLAYLIST_CREATE_FAILED_MESSAGE = 'Failed to create playlist';

export const userPlaylistMutations = {
  create: () =>
    mutationOptions({
      mutationKey: [...userPlaylistQueries.all(), 'create'],
      mutationFn: async (body: UserPlaylistCreate) => unwrap(await api().http.POST('/api/v1/playlists', { body })),
      meta: { successMessage: PLAYLIST_CREATED_MESSAGE, errorMessage: PLAYLIST_CREATE_FAILED_MESSAGE },
      onSuccess: (_playlist, _body, _result, { client }) => client.invalidateQueries({ queryKey: userPlaylistQueries.lists() }),
    }),
  /** Rename or change the description. */
  update: () =>
    mutationOptions({
      mutationKey: [...userPlaylistQueries.all(), 'update'],
      mutationFn: async ({ id, changes }: { id: string; changes: UserPlaylistUpdate }) =>
        unwrap(await api().http.PATCH('/api/v1/playlists/{id}', { params: { path: { id } }, body: changes })),
      onSuccess: (_playlist, { id }, _result, { client }) =>
        Promise.all([
          client.invalidateQueries({ queryKey: userPlaylistQueries.lists() }),
          client.invalidateQueries({ queryKey: userPlaylistQueries.detail(id).queryKey }),
        ]),
    }),
  remove: () =>
    mutationOptions({
      mutationKey: [...userPlaylistQueries.all(), 'delete'],
      mutationFn: async (id: string) => {
        unwrap(await api().http.DELETE('/api/v1/playlists/{id}', { params: { path: { id } } }));
        return id;
      },
      onSuccess: (_deleted, id, _result, { client }) => {
        client.removeQueries({ queryKey: userPlaylistQueries.detail(id).queryKey });
        return client.invalidateQueries({ queryKey: userPlaylistQueries.lists() });
      },
    }),
  /** Offline, the edit goes to the outbox and reaches the server in order once online. */
  addTrack: () =>
    mutationOptions({
      mutationKey: [...userPlaylistQueries.all(), 'add-track'],
      networkMode: OUTBOX_NETWORK_MODE,
      mutationFn: ({ playlistId, trackId }: { playlistId: string; trackId: string }) =>
        callOrQueue({ kind: 'playlist.add', playlistId, trackId }, async () =>
          unwrap(await api().http.POST('/api/v1/playlists/{id}/tracks', { params: { path: { id: playlistId } }, body: { track_id: trackId } })),
        ),
      onSuccess: (_playlist, { playlistId }, _result, { client }) =>
        Promise.all([
          client.invalidateQueries({ queryKey: userPlaylistQueries.lists() }),
          client.invalidateQueries({ queryKey: userPlaylistQueries.detail(playlistId).queryKey }),
        ]),
    }),
  removeTrack: () =>
    mutationOptions({
      mutationKey: [...userPlaylistQueries.all(), 'remove-track'],
      networkMode: OUTBOX_NETWORK_MODE,
      mutationFn: ({ playlistId, trackId }: { playlistId: string; trackId: string }) =>
        callOrQueue({ kind: 'playlist.remove', playlistId, trackId }, async () =>
          unwrap(await api().http.DELETE('/api/v1/playlists/{id}/tracks/{trackId}', { params: { path: { id: playlistId, trackId } } })),
        ),
      onSuccess: (_playlist, { playlistId }, _result, { client }) =>
        Promise.all([
          client.invalidateQueries({ queryKey: userPlaylistQueries.lists() }),
          client.invalidateQueries({ queryKey: userPlaylistQueries.detail(playlistId).queryKey }),
        ]),
    }),
  /** "Export as M3U": the server's .m3u8 of the playlist, as text (the page saves it as a file). */
  exportM3u: () =>
    mutationOptions({
      mutationKey: [...userPlaylistQueries.all(), 'export'],
      mutationFn: async (id: string) => {
        const text = unwrap(await api().http.GET('/api/v1/playlists/{id}/export', { params: { path: { id } }, parseAs: 'text' }));
        if (typeof text !== 'string') throw new Error('The playlist file came back empty');
        return text;
      },
    }),
};
