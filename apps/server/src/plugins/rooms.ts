import fp from 'fastify-plugin';
import { endRoomsOfCode } from '../rooms/room-events.js';

/** Rooms end for everyone, guests included, when the owner's code is revoked (on any process: the bus carries it). */
export default fp(
  async (app) => {
    const unsubscribe = app.connectBus.subscribe((message) => {
      if (message.kind !== 'revoked' || message.codeId === undefined) return;
      endRoomsOfCode(app, message.codeId).catch((error: unknown) => app.log.warn({ err: error }, 'could not end the rooms of a revoked code'));
    });
    app.addHook('onClose', async () => {
      unsubscribe();
    });
  },
  { name: 'rooms', dependencies: ['database', 'connect'] },
);
