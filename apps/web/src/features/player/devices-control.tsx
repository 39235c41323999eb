import { DevicesMenu, type DeviceRow } from '@tangerine/ui';
import { selectCurrentTrack } from '@tangerine/player-machine';
import { useConnectService, useRemoteSnapshot } from '@tangerine/connect-web';
import { usePlayerSelector } from '@tangerine/player-web';
import { useRoomService, useRoomSnapshot } from '@tangerine/rooms-web';

const hasLocalTrack = (snapshot: Parameters<typeof selectCurrentTrack>[0]) => selectCurrentTrack(snapshot) !== null;

/** The "Devices" button of the player bar: the code's online devices; picking one plays there. */
export function DevicesControl() {
  const service = useConnectService();
  const snapshot = useRemoteSnapshot();
  const localActive = usePlayerSelector(hasLocalTrack);
  const rooms = useRoomService();
  // A guest's devices are not the owner's: only alone, hosting or member may group devices.
  const canPlayInSync = useRoomSnapshot()?.hasTag('guest') === false;
  if (!service || !snapshot) return null;
  const { devices, targetId, thisDeviceId } = snapshot.context;
  // A remote stops following its target: in the room this device plays for itself.
  const playInSync = (deviceId: string) => {
    if (snapshot.hasTag('remote')) service.actor.send({ type: 'devices.release' });
    rooms?.actor.send({ type: 'room.playInSync', deviceId });
  };
  const rows: DeviceRow[] = devices.map((d) => ({
    id: d.deviceId,
    name: d.name,
    thisDevice: d.thisDevice,
    nowPlaying: d.state ? `${d.state.title} · ${d.state.artist}` : null,
    playing: d.state?.playing ?? false,
  }));
  return (
    <DevicesMenu
      devices={rows}
      activeId={snapshot.hasTag('remote') ? targetId : thisDeviceId}
      {...(rooms && canPlayInSync ? { onPlayInSync: (deviceId: string) => playInSync(deviceId) } : {})}
      onSelect={(deviceId) => service.actor.send(deviceId === thisDeviceId && snapshot.hasTag('remote') ? { type: 'devices.playHere' } : { type: 'devices.playOn', deviceId, localActive })}
    />
  );
}
