import { lazyActor, restingSnapshot } from '@tangerine/lazy-actor';
import { initialPlayerState, type PlayerSnapshot } from '@tangerine/player-machine';
import type { KeyValueStorage, SessionStore } from '@tangerine/session';
import { loadPlayerState } from './persistence';
import type { PlayerActorRef, PlayerHandle, PlayerService } from './player-service';

export interface LazyPlayerOptions {
  audio: HTMLAudioElement;
  storage: KeyValueStorage;
  session: SessionStore;
  /** Creates the real service (its module brings xstate and the machine) on the same element. */
  load: () => Promise<PlayerService>;
  /** Called once the service has loaded (the app prepares its audio then). */
  onLoaded?: (service: PlayerService) => void;
}

/**
 * The player without its machine in the shell's first chunks: it loads on `warm()` (the app calls it
 * with the shell) or with its first event and, until it is there, the screens read the snapshot the
 * machine will start in (nothing loaded, or the restored track paused) and the events they send wait
 * in order, then go to the actor. A failed load is logged and retried by the next event.
 */
export function lazyPlayer({ audio, storage, session, load, onLoaded }: LazyPlayerOptions): PlayerHandle & { warm: () => Promise<PlayerService | null> } {
  const player = lazyActor({
    load: () =>
      load().then((service) => {
        onLoaded?.(service);
        return service;
      }),
    actorOf: (service: PlayerService) => service.actor,
    // Read lazily: the restored queue is parsed once, on the first render that asks for it.
    resting: () =>
      restingSnapshot(initialPlayerState({ deviceId: session.getSnapshot().isActivated ? session.getDeviceId() : null, restored: loadPlayerState(storage) })) as unknown as PlayerSnapshot,
    onLoadError: (error, waiting) => {
      console.error('The player did not load', error);
      return waiting;
    },
    dispose: (service) => service.dispose(),
  });

  const actor: PlayerActorRef = {
    send: (event) => player.send(event),
    getSnapshot: () => player.getSnapshot(),
    subscribe: (listener) => player.subscribe(listener),
  };

  return {
    actor,
    view: player.follow((service) => service.view),
    audio,
    warm: () => player.load(),
    async activitySettled(timeoutMs = 2000) {
      // A logout's queue.clear may be the event that loads the machine: its stop-activity goes out once it is there.
      const began = Date.now();
      const loaded = player.loaded ?? (player.loading ? await withinTime(player.load(), timeoutMs) : null);
      await loaded?.activitySettled(Math.max(0, timeoutMs - (Date.now() - began)));
    },
    afterAudioStarts(call) {
      if (player.loaded) player.loaded.afterAudioStarts(call);
      // Still loading: the events waiting for it may start a track.
      else if (player.loading) void player.load().then((loaded) => (loaded ? loaded.afterAudioStarts(call) : call()));
      else call();
    },
    // Only a loaded player has buffers to keep (a room plays through it).
    keepReady: (tracks) => player.loaded?.keepReady?.(tracks),
    dispose: () => player.stop(),
  };
}

/** `promise`'s value, or null once `ms` have passed. */
async function withinTime<T>(promise: Promise<T | null>, ms: number): Promise<T | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), ms)));
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}
