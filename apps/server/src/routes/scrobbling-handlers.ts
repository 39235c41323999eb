import type { HandlerFactory } from './operation.js';
import { accountOf } from './operation.js';

/** ListenBrainz and Last.fm connections (scrobbling/connections.ts); the plays themselves go through the heartbeats. */
export const scrobblingHandlers: HandlerFactory<'getScrobbling' | 'connectListenBrainz' | 'disconnectListenBrainz' | 'startLastfmConnection' | 'disconnectLastfm' | 'finishLastfmConnection'> = (app) => {
  const connections = app.scrobbling.connections;
  return {
    async getScrobbling(request) {
      return connections.status(accountOf(request).codeId);
    },
    async connectListenBrainz(request) {
      const { codeId } = accountOf(request);
      await connections.connectListenBrainz(codeId, request.body.token);
      return connections.status(codeId);
    },
    async disconnectListenBrainz(request) {
      const { codeId } = accountOf(request);
      await connections.disconnect(codeId, 'listenbrainz');
      return connections.status(codeId);
    },
    async startLastfmConnection(request) {
      // Last.fm sends the browser back to this server, at the address the listener uses.
      const callback = `${request.protocol}://${request.host}/api/v1/scrobbling/lastfm/callback`;
      return { auth_url: await connections.startLastFm(accountOf(request).codeId, callback) };
    },
    async disconnectLastfm(request) {
      const { codeId } = accountOf(request);
      await connections.disconnect(codeId, 'lastfm');
      return connections.status(codeId);
    },
    async finishLastfmConnection(request, reply) {
      const result = await connections.finishLastFm(request.query.state, request.query.token);
      const back = result.ok ? '/?lastfm=connected' : `/?lastfm=failed&lastfm_message=${encodeURIComponent(result.message)}`;
      return reply.code(303).header('location', back).send();
    },
  };
};
