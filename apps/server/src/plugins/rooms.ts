import fp from 'fastify-plugin';
import { endRoomsOfCode } from '../rooms/room-events.js';
import { ROOM_PRESENCE_SWEEP_MS, sweepRoomPresence } from '../rooms/room-presence.js';

/**
 * Rooms end for everyone, guests included, when the owner's code is revoked (on any process: the bus
 * carries it); members away past the grace period leave.
 */
export default fp(
  async (app) => {
    const unsubscribe = app.connectBus.subscribe((message) => {
      if (message.kind !== 'revoked' || message.codeId === undefined) return;
      endRoomsOfCode(app, message.codeId).catch((error: unknown) => app.log.warn({ err: error }, 'could not end the rooms of a revoked code'));
    });
    // Members whose channel is gone keep their place for a grace period, then leave (room-presence.ts).
    const presence = setInterval(() => {
      sweepRoomPresence(app).catch((error: unknown) => app.log.warn({ err: error }, 'room presence sweep failed'));
    }, ROOM_PRESENCE_SWEEP_MS);
    presence.unref();
    app.addHook('onClose', async () => {
      clearInterval(presence);
      unsubscribe();
    });
  },
  { name: 'rooms', dependencies: ['database', 'connect'] },
);
