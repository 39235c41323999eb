import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createAuthenticator, type Authenticator } from '../auth/activation.js';
import { createUrlSigner, type UrlSigner } from '../media/signing.js';
import { createCatalogueRepository, type CatalogueRepository } from '../repositories/catalogue.js';
import { createSearchRepository, type SearchRepository } from '../repositories/search.js';
import { createTrendingRepository, type TrendingRepository } from '../repositories/trending.js';
import { createHistoryRepository, type HistoryRepository } from '../repositories/history.js';
import { createLibraryRepository, type LibraryRepository } from '../repositories/library.js';
import { DEFAULT_QUOTAS } from '../repositories/quotas.js';
import { createActivityRepository, type ActivityRepository } from '../repositories/activity.js';
import { createPlayQueueRepository, type PlayQueueRepository } from '../repositories/play-queue.js';
import { createRecentlyPlayedCache, type RecentlyPlayedCache } from '../cache/recently-played-cache.js';

/**
 * The seam for the live radio broadcaster (apps/server/src/radio, provided at start-up). Without
 * one, radio stream requests answer 404 "Radio stream not available".
 */
export interface RadioStreams {
  /** Streams station `stationId` to the listener; the signature is already checked. */
  serve(stationId: number, request: FastifyRequest, reply: FastifyReply): Promise<unknown>;
  /** Listeners connected now, or undefined if the station is not broadcast here. */
  listeners(stationId: number): number | undefined;
  /** Gets the station ready in the background (its station page was opened): "Listen Live" then starts at once. */
  warm?(stationId: number): void;
  close?(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    urlSigner: UrlSigner;
    authenticator: Authenticator;
    catalogue: CatalogueRepository;
    searchIndex: SearchRepository;
    trending: TrendingRepository;
    history: HistoryRepository;
    library: LibraryRepository;
    activity: ActivityRepository;
    playQueues: PlayQueueRepository;
    /** Each account's Home "recently played" section, dropped by its plays (cache/recently-played-cache.ts). */
    recentlyPlayedCache: RecentlyPlayedCache;
    radioStreams: RadioStreams | null;
  }
}

export default fp(
  async (app) => {
    const signer = createUrlSigner(app.signingSecret, app.config.mediaUrlTtlSeconds);
    app.decorate('radioStreams', null);
    const catalogue = createCatalogueRepository(app.db, signer, app.dialect, () => {
      const streams = app.radioStreams;
      return streams ? (id: number) => streams.listeners(id) : undefined;
    });
    app.decorate('urlSigner', signer);
    app.decorate('authenticator', createAuthenticator(app.db));
    app.decorate('catalogue', catalogue);
    app.decorate('searchIndex', createSearchRepository(app.searchDb, app.dialect));
    app.decorate('trending', createTrendingRepository(app.db, catalogue));
    app.decorate('history', createHistoryRepository(app.db, catalogue));
    app.decorate('library', createLibraryRepository(app.db, catalogue, { ...DEFAULT_QUOTAS, ...app.config.quotas }));
    const recentlyPlayedCache = createRecentlyPlayedCache(app);
    app.decorate('recentlyPlayedCache', recentlyPlayedCache);
    app.decorate('activity', createActivityRepository(app.db, { onPlayRecorded: recentlyPlayedCache.played }));
    app.decorate('playQueues', createPlayQueueRepository(app.db));
    // preClose: endless radio streams end before the server waits for requests in flight to finish.
    app.addHook('preClose', async () => {
      await app.radioStreams?.close?.();
    });
  },
  { name: 'repositories', dependencies: ['database', 'change-feed'] },
);
