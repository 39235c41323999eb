import fp from 'fastify-plugin';
import { parseScrobbling } from '../config.js';
import { scrobbleConnections } from '../scrobbling/connections.js';
import { heard, submitted, type Listener } from '../scrobbling/listening.js';
import { deliverDue, type Senders } from '../scrobbling/outbox.js';
import { lastFmClient, listenBrainzClient } from '../scrobbling/services.js';

/** How often each process looks for due scrobbles; a new row is sent at once besides. */
export const DELIVERY_INTERVAL_MS = 15_000;

export interface Scrobbling {
  connections: ReturnType<typeof scrobbleConnections>;
  /** A device's heartbeat (the song it plays) or stop (null). */
  heard(who: Listener, trackId: number | null, now?: number): Promise<void>;
  /** A Subsonic app's finished play (`scrobble` with `submission=true`). */
  submitted(who: Listener, trackId: number, time: number | undefined, now?: number): Promise<void>;
  /** One pass over the outbox (the timer's work; tests call it with their own clock). */
  deliver(now?: number): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    scrobbling: Scrobbling;
  }
}

/**
 * Scrobbling to ListenBrainz and Last.fm: plays go to a durable outbox in the database and a timer in
 * every process sends what is due (rows are claimed, so processes never send one twice).
 * `scrobbleDeliveryMs: 0` in the config turns the timer off (tests drive `deliver` themselves).
 */
export default fp(
  async (app) => {
    const config = app.config.scrobbling ?? parseScrobbling({});
    const senders: Senders = { listenBrainz: listenBrainzClient(config), lastFm: lastFmClient(config) };
    let running: Promise<number> | null = null;
    const deliver = (now?: number) => {
      // One pass at a time per process; a call during a pass waits for it.
      running ??= deliverDue(app.db, senders, now).finally(() => {
        running = null;
      });
      return running;
    };
    const soon = () => {
      if (intervalMs > 0) setImmediate(() => deliver().catch((error: unknown) => app.log.warn({ err: error }, 'scrobble delivery failed')));
    };
    const intervalMs = app.config.scrobbleDeliveryMs ?? DELIVERY_INTERVAL_MS;
    app.decorate('scrobbling', {
      connections: scrobbleConnections(app.db, senders),
      async heard(who, trackId, now) {
        await heard(app.db, who, trackId, now);
        soon();
      },
      async submitted(who, trackId, time, now) {
        await submitted(app.db, who, trackId, time, now);
        soon();
      },
      deliver,
    } satisfies Scrobbling);
    if (intervalMs <= 0) return;
    const timer = setInterval(() => soon(), intervalMs);
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running?.catch(() => undefined);
    });
  },
  { name: 'scrobbling', dependencies: ['database'] },
);
