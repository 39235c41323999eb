import type { ApiClient } from '@tangerine/api';
import type { RoomPlayer, ToPlayerTrack } from './room-player';
import { createRoomCalls } from './room-calls';
import { createRoomService, markStep } from './room-service';
import { setRoomService } from './room-store';

/**
 * Rooms for an activated page: the room machine and, in a room, the sync controller; it hears the
 * device channel through Connect's link (`observer`) and reads the room it may already be in.
 */
export function startRooms({ api, player, toPlayerTrack, thisDeviceId }: { api: () => ApiClient; player: RoomPlayer; toPlayerTrack: ToPlayerTrack; thisDeviceId: string }) {
  markStep('room.modules');
  const service = createRoomService({ calls: createRoomCalls(api), player, toPlayerTrack, thisDeviceId });
  setRoomService(service);
  return {
    observer: {
      onOpen: () => {
        markStep('room.channel');
        service.actor.send({ type: 'channel.opened' });
        void service.refresh();
      },
      onEvent: (event: string, data: Record<string, unknown>) => service.channelEvent(event, data),
      onClose: (revoked: boolean) => service.actor.send({ type: revoked ? 'channel.revoked' : 'channel.lost' }),
    },
    stop() {
      setRoomService(null);
      service.dispose();
    },
  };
}
