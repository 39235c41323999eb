import { initialPlayerSnapshot, type PlayerMachine, type PlayerSnapshot } from '@tangerine/player-machine';
import type { EventFrom } from 'xstate';
import type { KeyValueStorage, SessionStore } from '@tangerine/session';
import { loadPlayerState } from './persistence';
import type { PlayerActorRef, PlayerHandle, PlayerService, PlayerView } from './player-service';

type PlayerEvent = EventFrom<PlayerMachine>;

export interface DeferredPlayerOptions {
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
export function deferredPlayer({ audio, storage, session, load, onLoaded }: DeferredPlayerOptions): PlayerHandle & { warm: () => Promise<PlayerService | null> } {
  let service: PlayerService | null = null;
  let disposed = false;
  let resting: PlayerSnapshot | null = null;
  const pending: PlayerEvent[] = [];
  const listeners = new Set<() => void>();
  const actorListeners = new Set<(snapshot: PlayerSnapshot) => void>();

  // Read lazily: the restored queue is parsed once, on the first render that asks for it.
  const restingSnapshot = () => {
    resting ??= initialPlayerSnapshot({ deviceId: session.getSnapshot().isActivated ? session.getDeviceId() : null, restored: loadPlayerState(storage) });
    return resting;
  };

  let loading: Promise<PlayerService | null> | null = null;
  const start = (): Promise<PlayerService | null> => {
    loading ??= load().then(
      (loaded) => {
        if (disposed) {
          loaded.dispose();
          return null;
        }
        service = loaded;
        loaded.view.subscribe(() => listeners.forEach((listener) => listener()));
        loaded.actor.subscribe((snapshot) => actorListeners.forEach((listener) => listener(snapshot)));
        for (const event of pending.splice(0)) loaded.actor.send(event);
        listeners.forEach((listener) => listener());
        actorListeners.forEach((listener) => listener(loaded.actor.getSnapshot()));
        onLoaded?.(loaded);
        return loaded;
      },
      (error: unknown) => {
        console.error('The player did not load', error);
        loading = null;
        return null;
      },
    );
    return loading;
  };

  const actor: PlayerActorRef = {
    send(event) {
      if (service) {
        service.actor.send(event);
        return;
      }
      pending.push(event);
      void start();
    },
    getSnapshot: () => service?.actor.getSnapshot() ?? restingSnapshot(),
    subscribe(listener) {
      actorListeners.add(listener);
      return { unsubscribe: () => void actorListeners.delete(listener) };
    },
  };

  const view: PlayerView = {
    getSnapshot: () => service?.view.getSnapshot() ?? restingSnapshot(),
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };

  return {
    actor,
    view,
    audio,
    warm: start,
    async activitySettled(timeoutMs = 2000) {
      // A logout's queue.clear may be the event that loads the machine: its stop-activity goes out once it is there.
      const began = Date.now();
      const loaded = service ?? (loading ? await withinTime(loading, timeoutMs) : null);
      await loaded?.activitySettled(Math.max(0, timeoutMs - (Date.now() - began)));
    },
    afterAudioStarts(call) {
      if (service) service.afterAudioStarts(call);
      // Still loading: the events waiting for it may start a track.
      else if (loading) void loading.then((loaded) => (loaded ? loaded.afterAudioStarts(call) : call()));
      else call();
    },
    dispose() {
      disposed = true;
      listeners.clear();
      actorListeners.clear();
      service?.dispose();
    },
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
