import fp from 'fastify-plugin';
import openapiGlue, { type FastifyOpenapiGlueOptions } from 'fastify-openapi-glue';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bindMediaUrls } from '../media/signing.js';
import { compressJson } from './compression.js';
import { contractOperations, routingContract } from '../contract-document.js';
import { authHandlers } from '../routes/auth-handlers.js';
import { browseHandlers } from '../routes/browse-handlers.js';
import { lyricsHandlers } from '../routes/lyrics-handlers.js';
import { mixHandlers } from '../routes/mix-handlers.js';
import { peaksHandlers } from '../routes/peaks-handlers.js';
import { searchHandlers } from '../routes/search-handlers.js';
import { trendingHandlers } from '../routes/trending-handlers.js';
import { historyHandlers } from '../routes/history-handlers.js';
import { libraryHandlers } from '../routes/library-handlers.js';
import { smartPlaylistHandlers } from '../routes/smart-playlist-handlers.js';
import { playlistFileHandlers, PLAYLIST_IMPORT_BODY_LIMIT } from '../routes/playlist-file-handlers.js';
import { activityHandlers } from '../routes/activity-handlers.js';
import { scrobblingHandlers } from '../routes/scrobbling-handlers.js';
import { mediaHandlers } from '../routes/media-handlers.js';
import { playQueueHandlers } from '../routes/play-queue-handlers.js';
import { appPasswordHandlers } from '../routes/app-password-handlers.js';
import { connectHandlers } from '../routes/connect-handlers.js';
import { roomHandlers } from '../routes/room-handlers.js';
import { adminHandlers } from '../routes/admin-handlers.js';
import { adminContentHandlers, ARTWORK_BODY_LIMIT } from '../routes/admin-content-handlers.js';
import { adminLibraryHandlers } from '../routes/admin-library-handlers.js';
import { pageSessionHandlers } from '../routes/page-session-handlers.js';
import { bearer, type OperationHandlers } from '../routes/operation.js';

/**
 * Every operation of libs/api/openapi.yaml, routed by fastify-openapi-glue: validation and response
 * schemas come from the document, handlers from the maps below (typed by the generated operations).
 */
export function operationHandlers(app: FastifyInstance): OperationHandlers {
  return {
    ...authHandlers(app),
    ...pageSessionHandlers(app),
    ...browseHandlers(app),
    ...lyricsHandlers(app),
    ...mixHandlers(app),
    ...peaksHandlers(app),
    ...searchHandlers(app),
    ...trendingHandlers(app),
    ...historyHandlers(app),
    ...libraryHandlers(app),
    ...smartPlaylistHandlers(app),
    ...playlistFileHandlers(app),
    ...activityHandlers(app),
    ...scrobblingHandlers(app),
    ...mediaHandlers(app),
    ...playQueueHandlers(app),
    ...appPasswordHandlers(app),
    ...connectHandlers(app),
    ...roomHandlers(app),
    ...adminHandlers(app),
    ...adminContentHandlers(app),
    ...adminLibraryHandlers(app),
  };
}

export default fp(
  async (app) => {
    const handlers = operationHandlers(app);
    const secured = new Set(contractOperations().filter((o) => o.secured).map((o) => o.operationId));
    const admin = new Set(contractOperations().filter((o) => o.admin).map((o) => o.operationId));
    const authenticateAdmin = (request: FastifyRequest) => app.authenticateAdmin(request);
    const authenticateRequest = async (request: FastifyRequest) => {
      const deviceId = request.headers['x-device-id'];
      request.account = await app.authenticator.authenticate(bearer(request), typeof deviceId === 'string' ? deviceId : undefined);
      if (request.method !== 'GET' && request.method !== 'HEAD') await app.writeLimiter.take(request.account.deviceRowId);
    };
    // Answers are built (and cached) for every listener; their media URLs are bound to the device here.
    const bindUrls = async (request: FastifyRequest, _reply: unknown, payload: unknown) =>
      typeof payload === 'string' && request.account ? bindMediaUrls(payload, app.signingSecret, request.account.deviceRowId) : payload;
    const byId = handlers as unknown as Record<string, ((...args: never[]) => Promise<unknown>) | undefined>;
    // Route options are merged over the ones the plugin builds from the document (schema, url, method).
    const operationResolver = ((operationId: string) => {
      const handler = byId[operationId];
      if (!handler) return undefined;
      if (operationId === 'setAdminArtwork') return { handler, onRequest: authenticateAdmin, onSend: compressJson, bodyLimit: ARTWORK_BODY_LIMIT };
      if (operationId === 'importPlaylistFile') return { handler, onRequest: authenticateRequest, onSend: [bindUrls, compressJson], bodyLimit: PLAYLIST_IMPORT_BODY_LIMIT };
      if (admin.has(operationId)) return { handler, onRequest: authenticateAdmin, onSend: compressJson };
      return secured.has(operationId) ? { handler, onRequest: authenticateRequest, onSend: [bindUrls, compressJson] } : { handler, onSend: compressJson };
    }) as unknown as FastifyOpenapiGlueOptions['operationResolver'];
    await app.register(openapiGlue, { specification: routingContract(), operationResolver });
  },
  { name: 'api', dependencies: ['repositories', 'hardening', 'admin-auth', 'connect', 'write-limit', 'scrobbling'] },
);
