import type { HandlerFactory } from './operation.js';
import { accountOf, idOrNotFound } from './operation.js';
import { notFound } from '../http-error.js';

const SMART_NOT_FOUND = 'Smart playlist not found';

/** "New smart playlist": create one, change one's rules, and count what its rules match as the listener types them. */
export const smartPlaylistHandlers: HandlerFactory<'createSmartPlaylist' | 'updateSmartPlaylist' | 'previewSmartPlaylist' | 'listReadyMadePlaylists'> = (app) => ({
  async createSmartPlaylist(request, reply) {
    return reply.code(201).send(await app.library.createSmartPlaylist(accountOf(request).codeId, { name: request.body.name, rules: request.body.rules }));
  },
  async updateSmartPlaylist(request) {
    const updated = await app.library.updateSmartPlaylist(accountOf(request).codeId, idOrNotFound(request.params.id, SMART_NOT_FOUND), { name: request.body.name, rules: request.body.rules });
    if (!updated) throw notFound(SMART_NOT_FOUND);
    return updated;
  },
  async listReadyMadePlaylists(request) {
    return { playlists: await app.library.listReadyMade(accountOf(request).codeId) };
  },
  async previewSmartPlaylist(request) {
    return { track_count: await app.library.previewSmartPlaylist(accountOf(request).codeId, request.body.rules) };
  },
});
