import fp from 'fastify-plugin';
import { createLocalConnectBus, createPostgresConnectBus, type ConnectBus } from '../connect/bus.js';
import { createConnectHub, type ConnectHub } from '../connect/hub.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Device channels of this process and the bus that joins all processes (Connect). */
    connect: ConnectHub;
    /** Device events of every process (revocations among them), for caches of who may log in. */
    connectBus: ConnectBus;
  }
}

/** How long start-up waits for the bus's LISTEN before going on (commands between processes wait for it). */
const LISTEN_WAIT_MS = 5000;

export default fp(
  async (app) => {
    const bus: ConnectBus = app.config.databaseUrl ? createPostgresConnectBus(app.db, app.config.databaseUrl, app.log) : createLocalConnectBus();
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([bus.ready, new Promise((resolve) => (timer = setTimeout(resolve, LISTEN_WAIT_MS)))]);
    clearTimeout(timer);
    const hub = createConnectHub(app.db, bus, app.log, { watchForeignWrites: !app.config.databaseUrl });
    app.decorate('connect', hub);
    app.decorate('connectBus', bus);
    // Channels never end by themselves: they end before the server waits for requests in flight.
    app.addHook('preClose', async () => {
      hub.close();
    });
    app.addHook('onClose', async () => {
      await bus.close();
    });
  },
  { name: 'connect', dependencies: ['database'] },
);
