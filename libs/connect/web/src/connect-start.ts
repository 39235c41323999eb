import type { RemoteEvent, RemoteSnapshot } from '@tangerine/connect-machine';
import { lazyActor, type ActorLike } from '@tangerine/lazy-actor';
import { selectCurrentTrack } from '@tangerine/player-machine';
import { fromWireCommand, type ConnectCalls, type PlayQueueAnswer } from './connect-calls';
import { connectLink, type ChannelObserver } from './connect-link';
import type { ConnectService } from './connect-service';
import type { ConnectPlayer, ToPlayerTrack } from './player-port';
import { setConnectService } from './connect-store';

export interface ConnectStartOptions {
  player: ConnectPlayer;
  toPlayerTrack: ToPlayerTrack;
  calls: ConnectCalls;
  thisDeviceId: string;
  /** The module with the remote-control machine (xstate); the app passes `() => import('@tangerine/connect-web/connect-service')`. */
  load: () => Promise<Pick<typeof import('./connect-service'), 'createConnectService'>>;
  /** Hears every event of the channel too (the app's rooms). */
  observer?: ChannelObserver;
}

/**
 * Connect for an activated page, its machine loaded only when there is something for it to do. The
 * channel opens at once (other devices list this one and may send it commands), and two plain reads
 * tell whether another device plays (this one then becomes its remote) or a saved queue waits
 * ("Continue listening"). The service (connect-service.ts, with xstate) loads for those, for a
 * command, for a lost channel, and once this device has a track (a restored queue, or after the
 * first play's audio has started); until then nothing else happens. Answers a stop.
 */
export function startConnect({ player, toPlayerTrack, calls, thisDeviceId, load, observer }: ConnectStartOptions): () => void {
  const link = connectLink(calls, observer);
  let stopped = false;
  let savedQueue: Promise<PlayQueueAnswer | null> | undefined;

  // Nothing reads its snapshot before it has loaded: the screens follow the service (connect-store.ts).
  const remote = lazyActor<RemoteSnapshot | null, RemoteEvent, ConnectService>({
    load: () =>
      load().then(({ createConnectService }) => {
        stopWatchingPlayer();
        return createConnectService({ player, toPlayerTrack, calls, thisDeviceId, link, ...(savedQueue ? { savedQueue } : {}) });
      }),
    // Its snapshot is never null: null is only the resting answer, which nothing reads.
    actorOf: (service) => service.actor as unknown as ActorLike<RemoteSnapshot | null, RemoteEvent>,
    resting: () => null,
    onLoadError: (error, waiting) => {
      console.error('Playback across devices did not load', error);
      // Offline without the worker's copy of the chunk: try again with the network.
      if (!stopped) window.addEventListener('online', loadService, { once: true });
      return waiting;
    },
    dispose: (service) => service.dispose(),
  });
  function loadService() {
    void remote.load().then((service) => {
      if (service && !stopped) setConnectService(service);
    });
  }
  const hasTrack = () => selectCurrentTrack(player.actor.getSnapshot()) !== null;

  // Another device plays and this one has nothing: the machine makes this device its remote.
  const checkDevices = () => {
    calls
      .devices()
      .then((devices) => {
        if (devices.some((d) => !d.thisDevice && d.state?.playing) && !hasTrack()) loadService();
      })
      .catch(() => undefined);
  };
  link.attach({
    onOpen: checkDevices,
    onEvent: (event, data) => {
      if (event === 'devices') checkDevices();
      else if (event === 'command') {
        // Waits in the lazy actor, and goes to the machine once it has loaded.
        const command = fromWireCommand(data);
        if (command) remote.send({ type: 'command.received', command, fromDeviceId: String(data['from_device_id'] ?? '') });
        loadService();
      }
    },
    // Reconnecting (or the logout of a revoked device) is the machine's.
    onClose: () => loadService(),
  });

  const watching = player.actor.subscribe(() => {
    if (hasTrack()) player.afterAudioStarts(loadService);
  });
  function stopWatchingPlayer() {
    watching.unsubscribe();
  }
  if (hasTrack()) loadService();
  else {
    savedQueue = calls.queue().catch(() => null);
    void savedQueue.then((queue) => {
      if (queue?.tracks[queue.current_index] && !hasTrack()) loadService();
    });
  }

  return () => {
    stopped = true;
    stopWatchingPlayer();
    window.removeEventListener('online', loadService);
    remote.stop();
    link.dispose();
    setConnectService(null);
  };
}
