import fp from 'fastify-plugin';
import { createSharedWriteLimiter, createWriteLimiter, DEFAULT_WRITE_RATE, type WriteLimiter } from '../auth/write-rate.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Each device's write budget, the same for every door (web API, Subsonic). */
    writeLimiter: WriteLimiter;
  }
}

/** The per-device write limiter (auth/write-rate.ts): one bucket per device whichever door it writes through. */
export default fp(
  async (app) => {
    const rate = app.config.writeRate ?? DEFAULT_WRITE_RATE;
    // Several processes share one PostgreSQL: they share each device's bucket there too.
    app.decorate('writeLimiter', app.dialect === 'postgres' ? createSharedWriteLimiter(app.db, rate) : createWriteLimiter(rate));
  },
  { name: 'write-limit', dependencies: ['database'] },
);
