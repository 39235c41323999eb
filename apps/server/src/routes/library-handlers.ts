import { notFound } from '../http-error.js';
import type { HandlerFactory } from './operation.js';
import { accountOf, found, idOrNotFound, page } from './operation.js';

const PLAYLIST = 'Playlist not found';
const TRACK = 'Track not found';

export const libraryHandlers: HandlerFactory<
  'listUserPlaylists' | 'createUserPlaylist' | 'getUserPlaylist' | 'updateUserPlaylist' | 'deleteUserPlaylist' | 'addUserPlaylistTrack' | 'removeUserPlaylistTrack' | 'listFavorites' | 'addFavorite' | 'removeFavorite' | 'listDownloads' | 'addDownload' | 'removeDownload'
> = (app) => ({
  async listUserPlaylists(request) {
    return app.library.listPlaylists(accountOf(request).codeId, page(request.query, 500));
  },

  async createUserPlaylist(request, reply) {
    const playlist = await app.library.createPlaylist(accountOf(request).codeId, { name: request.body.name, description: request.body.description ?? null });
    return reply.code(201).send(playlist);
  },

  async getUserPlaylist(request) {
    return found(await app.library.readPlaylist(accountOf(request).codeId, request.params.id), PLAYLIST);
  },

  async updateUserPlaylist(request) {
    const body = request.body;
    const changes: { name?: string; description?: string | null } = {};
    if (body.name !== undefined) changes.name = body.name;
    if (body.description !== undefined) changes.description = body.description;
    return found(await app.library.updatePlaylist(accountOf(request).codeId, idOrNotFound(request.params.id, PLAYLIST), changes), PLAYLIST);
  },

  async deleteUserPlaylist(request, reply) {
    if (!(await app.library.deletePlaylist(accountOf(request).codeId, idOrNotFound(request.params.id, PLAYLIST)))) throw notFound(PLAYLIST);
    return reply.code(204).send();
  },

  async addUserPlaylistTrack(request) {
    const id = idOrNotFound(request.params.id, PLAYLIST);
    const trackId = idOrNotFound(request.body.track_id, TRACK);
    const result = await app.library.addTrack(accountOf(request).codeId, id, trackId);
    if (result === undefined) throw notFound(PLAYLIST);
    return found(result, TRACK);
  },

  async removeUserPlaylistTrack(request) {
    const id = idOrNotFound(request.params.id, PLAYLIST);
    const trackId = idOrNotFound(request.params.trackId, 'Track not in playlist');
    const result = await app.library.removeTrack(accountOf(request).codeId, id, trackId);
    if (result === undefined) throw notFound(PLAYLIST);
    return found(result, 'Track not in playlist');
  },

  async listFavorites(request) {
    const { entries, ...info } = await app.library.listFavorites(accountOf(request).codeId, page(request.query, 500));
    return { ...info, favorites: entries };
  },

  async addFavorite(request, reply) {
    const result = found(await app.library.addFavorite(accountOf(request).codeId, idOrNotFound(request.params.trackId, TRACK)), TRACK);
    return reply.code(result.created ? 201 : 200).send(result.entry);
  },

  async removeFavorite(request, reply) {
    const trackId = idOrNotFound(request.params.trackId, TRACK);
    await app.library.removeFavorite(accountOf(request).codeId, trackId);
    return reply.code(204).send();
  },

  async listDownloads(request) {
    const { entries, ...info } = await app.library.listDownloads(accountOf(request).codeId, page(request.query, 500));
    return { ...info, downloads: entries };
  },

  async addDownload(request, reply) {
    const result = found(await app.library.addDownload(accountOf(request).codeId, idOrNotFound(request.params.trackId, TRACK)), TRACK);
    return reply.code(result.created ? 201 : 200).send(result.entry);
  },

  async removeDownload(request, reply) {
    const trackId = idOrNotFound(request.params.trackId, TRACK);
    await app.library.removeDownload(accountOf(request).codeId, trackId);
    return reply.code(204).send();
  },
});
