import fp from 'fastify-plugin';
import { sql } from 'kysely';

/** A readiness probe that hangs is as bad as one that fails: each check gets this long. */
const CHECK_TIMEOUT_MS = 2000;

async function within<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Probes for load balancers and process managers, outside the API: `/health` says the process
 * answers (liveness, touches nothing), `/ready` that it can serve (the database and the media store
 * answer, and it is not shutting down). Neither is cached.
 */
export default fp(
  async (app) => {
    let draining = false;
    app.decorate('markDraining', () => {
      draining = true;
    });
    app.addHook('preClose', async () => {
      draining = true;
    });

    app.get('/health', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' };
    });

    app.get('/ready', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      if (draining) return reply.code(503).send({ status: 'draining', database: 'unchecked', store: 'unchecked' });
      const [database, store] = await Promise.all([
        within(sql`select 1`.execute(app.db), 'The database').then(() => 'ok', (error: unknown) => (error as Error).message),
        within(app.mediaStore.check(), 'The media store').then(() => 'ok', (error: unknown) => (error as Error).message),
      ]);
      const ready = database === 'ok' && store === 'ok';
      if (!ready) app.log.warn({ database, store }, 'not ready');
      return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'unavailable', database: database === 'ok' ? 'ok' : 'unavailable', store: store === 'ok' ? 'ok' : 'unavailable' });
    });
  },
  { name: 'health', dependencies: ['database', 'media-store'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    /** Makes `/ready` answer 503 from now on, so load balancers stop sending requests here. */
    markDraining(): void;
  }
}
