import type { HandlerFactory } from './operation.js';
import { accountOf } from './operation.js';

/** "New smart playlist": create one, and count what its rules match as the listener types them. */
export const smartPlaylistHandlers: HandlerFactory<'createSmartPlaylist' | 'previewSmartPlaylist'> = (app) => ({
  async createSmartPlaylist(request, reply) {
    return reply.code(201).send(await app.library.createSmartPlaylist(accountOf(request).codeId, { name: request.body.name, rules: request.body.rules }));
  },
  async previewSmartPlaylist(request) {
    return { track_count: await app.library.previewSmartPlaylist(accountOf(request).codeId, request.body.rules) };
  },
});
