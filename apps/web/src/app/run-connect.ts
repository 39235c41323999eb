import type { PlayerHandle, setRoomStreamingQuality, trackToPlayerItem } from '@tangerine/player-web';
import type { ApiClient } from '@tangerine/api';
import type { CoreServices } from './core-services';

/** What Connect and rooms use of the services, handed over by create-services.ts (so they stay in its chunk, not one of their own). */
export interface ConnectParts {
  /** The app's configured client (api/client.ts's `api`). */
  api: () => ApiClient;
  player: PlayerHandle;
  session: CoreServices['session'];
  toPlayerTrack: typeof trackToPlayerItem;
  setStreamingQuality: typeof setRoomStreamingQuality;
}

/**
 * Connect (playback across devices) runs while the session is activated (the services are made
 * during activation, before there is a token), and stops at logout. create-services.ts loads this
 * module and runs it once the first screen is up (neither it, Connect's modules nor rooms' machine
 * are first-paint work); the remote-control machine loads only when needed
 * (libs/connect/web/src/connect-start.ts).
 */
export function runConnectWhileActivated({ api, player, session, toPlayerTrack, setStreamingQuality }: ConnectParts): void {
  if (typeof window === 'undefined' || typeof ReadableStream === 'undefined') return;
  let running: Promise<(() => void) | undefined> | null = null;
  const follow = () => {
    const activated = session.getSnapshot().isActivated;
    const deviceId = session.getDeviceId();
    // A page opened offline has no device channel to open: Connect starts with the network.
    if (activated && deviceId && navigator.onLine !== false && !running) {
      // When Connect's and rooms' modules start loading (the sync bench times a reload's steps by it).
      performance.mark('room.connect');
      running = Promise.all([import('@tangerine/connect-web/connect-start'), import('@tangerine/connect-web/connect-calls'), import('@tangerine/rooms-web/start-rooms'), import('@tangerine/player-web/audio-graph')])
        .then(([{ startConnect }, { createConnectCalls }, { startRooms }, { graphOf, heardDeckOf }]) => {
          // Rooms hear the same channel: `room` and `clock` events; the audio graph's context gives the output latency,
          // the engine the deck the listener hears (after a gapless join or a seek's new stream, not the main element).
          const roomPlayer = {
            actor: player.actor,
            audioContext: () => graphOf(player.audio)?.context,
            wakeAudio: () => graphOf(player.audio)?.resume(),
            heardPosition: () => {
              const heard = heardDeckOf(player.audio)?.heardPosition();
              return heard ? { trackId: heard.trackId, ms: heard.seconds * 1000 } : null;
            },
            seekableWhole: (trackId: string) => heardDeckOf(player.audio)?.seekableWhole(trackId) ?? false,
            nudgeRate: (factor: number) => heardDeckOf(player.audio)?.nudgeRate(factor),
            setStreamingQuality,
            keepReady: (tracks: Parameters<NonNullable<PlayerHandle['keepReady']>>[0]) => player.keepReady?.(tracks),
          };
          const rooms = startRooms({ api, player: roomPlayer, toPlayerTrack, thisDeviceId: deviceId });
          const stopConnect = startConnect({ player, toPlayerTrack, calls: createConnectCalls(api), thisDeviceId: deviceId, load: () => import('@tangerine/connect-web/connect-service'), observer: rooms.observer });
          return () => {
            stopConnect();
            rooms.stop();
          };
        })
        .catch((error: unknown) => {
          console.error('Playback across devices did not load', error);
          return undefined;
        });
    } else if (!activated && running) {
      const stopping = running;
      running = null;
      void stopping.then((stop) => stop?.());
    }
  };
  session.subscribe(follow);
  window.addEventListener('online', follow);
  follow();
}

