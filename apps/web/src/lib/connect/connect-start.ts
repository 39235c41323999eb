import { selectCurrentTrack } from '@tangerine/player-machine';
import type { PlayerHandle } from '@tangerine/player-web/player-service';
import type { ConnectCalls, PlayQueueAnswer } from './connect-calls';
import { connectLink } from './connect-link';
import type { ConnectService } from './connect-service';
import { setConnectService } from './connect-store';

export interface ConnectStartOptions {
  player: PlayerHandle;
  calls: ConnectCalls;
  thisDeviceId: string;
  /** The module with the remote-control machine (xstate); the app passes `() => import('./connect-service')`. */
  load: () => Promise<Pick<typeof import('./connect-service'), 'createConnectService'>>;
}

/**
 * Connect for an activated page, its machine loaded only when there is something for it to do. The
 * channel opens at once (other devices list this one and may send it commands), and two plain reads
 * tell whether another device plays (this one then becomes its remote) or a saved queue waits
 * ("Continue listening"). The service (connect-service.ts, with xstate) loads for those, for a
 * command, for a lost channel, and once this device has a track (a restored queue, or after the
 * first play's audio has started); until then nothing else happens. Answers a stop.
 */
export function startConnect({ player, calls, thisDeviceId, load }: ConnectStartOptions): () => void {
  const link = connectLink(calls);
  const missedCommands: Array<Record<string, unknown>> = [];
  let stopped = false;
  let service: ConnectService | null = null;
  let loading: Promise<void> | null = null;
  let savedQueue: Promise<PlayQueueAnswer | null> | undefined;

  const loadService = () => {
    loading ??= load().then(
      ({ createConnectService }) => {
        if (stopped) return;
        stopWatchingPlayer();
        service = createConnectService({ player, calls, thisDeviceId, link, ...(savedQueue ? { savedQueue } : {}) });
        for (const data of missedCommands.splice(0)) link.dispatch('command', data);
        setConnectService(service);
      },
      (error: unknown) => {
        console.error('Playback across devices did not load', error);
        loading = null;
        // Offline without the worker's copy of the chunk: try again with the network.
        if (!stopped) window.addEventListener('online', loadService, { once: true });
      },
    );
  };
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
        missedCommands.push(data);
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
    service?.dispose();
    link.dispose();
    setConnectService(null);
  };
}
