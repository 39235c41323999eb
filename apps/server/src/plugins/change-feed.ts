import fp from 'fastify-plugin';
import { createLocalChangeFeed, createPostgresChangeFeed, type ChangeFeed } from '../cache/change-feed.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Catalogue changes made by any process on this database (PostgreSQL LISTEN/NOTIFY). */
    catalogueChanges: ChangeFeed;
  }
}

/** How long start-up waits for the feed's LISTEN; after that the caches rely on their TTL until it connects. */
const LISTEN_WAIT_MS = 5000;

export default fp(
  async (app) => {
    const feed = app.config.databaseUrl ? createPostgresChangeFeed(app.config.databaseUrl, app.log) : createLocalChangeFeed();
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([feed.ready, new Promise((resolve) => (timer = setTimeout(resolve, LISTEN_WAIT_MS)))]);
    clearTimeout(timer);
    app.decorate('catalogueChanges', feed);
    app.addHook('onClose', async () => {
      await feed.close();
    });
  },
  { name: 'change-feed', dependencies: ['database'] },
);
