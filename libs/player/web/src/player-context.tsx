import { createContext, useContext, useMemo, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { subscribeToSnapshots } from '@tangerine/lazy-actor';
import { selectCurrentTrack, type PlayerSnapshot } from '@tangerine/player-machine';
import type { PlayerHandle, PlayerView } from './player-service';

const actorViews = new WeakMap<PlayerHandle['actor'], PlayerView>();

/** The service's view; a bare actor (screen tests hand one in) is read directly. */
function viewOf(service: PlayerHandle): PlayerView {
  if (service.view) return service.view;
  let view = actorViews.get(service.actor);
  if (!view) {
    const { actor } = service;
    view = {
      getSnapshot: () => actor.getSnapshot(),
      subscribe: (observer) => actor.subscribe((snapshot) => (typeof observer === 'function' ? observer(snapshot) : observer.next?.(snapshot))),
    };
    actorViews.set(actor, view);
  }
  return view;
}

const PlayerContext = createContext<PlayerHandle | null>(null);

/** Runs a task once the page is idle and returns how to cancel it; undefined where it cannot (the app's scheduler). */
export type WhenIdle = (task: () => void) => (() => void) | undefined;
const WhenIdleContext = createContext<WhenIdle | null>(null);

/** The player for the screens; `whenIdle` (the app's idle scheduler) lets a play screen load the player's machine before the click. */
export function PlayerProvider({ player, whenIdle, children }: { player: PlayerHandle; whenIdle?: WhenIdle; children: ReactNode }) {
  return (
    <PlayerContext.Provider value={player}>
      <WhenIdleContext.Provider value={whenIdle ?? null}>{children}</WhenIdleContext.Provider>
    </PlayerContext.Provider>
  );
}

/** The idle scheduler the app gave `PlayerProvider`, or null (tests, stories). */
export function usePlayerWhenIdle(): WhenIdle | null {
  return useContext(WhenIdleContext);
}

export function usePlayerService(): PlayerHandle {
  const player = useContext(PlayerContext);
  if (!player) throw new Error('The player hooks must be used inside <PlayerProvider>');
  return player;
}

/** The app-wide player actor: `send({ type: 'queue.set', tracks, startIndex })`, `track.play`, `playback.toggle`... */
export function usePlayerActor() {
  return usePlayerService().actor;
}

/**
 * Re-renders only when the selected value changes (`Object.is` unless `compare` says otherwise).
 * `@xstate/react`'s useSelector, on React's own useSyncExternalStore: the shell's first chunks carry
 * neither that package nor its selector shim.
 */
export function usePlayerSelector<T>(selector: (snapshot: PlayerSnapshot) => T, compare: (a: T, b: T) => boolean = Object.is): T {
  const view = viewOf(usePlayerService());
  const subscribe = useMemo(() => subscribeToSnapshots(view), [view]);
  // The last selection: the same snapshot and selector answer it again, and an equal one keeps it, so
  // React sees the same value until the selected part changes.
  const last = useRef<{ snapshot: PlayerSnapshot; selector: (snapshot: PlayerSnapshot) => T; value: T } | null>(null);
  const select = () => {
    const snapshot = view.getSnapshot();
    const kept = last.current;
    if (kept && kept.snapshot === snapshot && kept.selector === selector) return kept.value;
    const selected = selector(snapshot);
    const value = kept && compare(kept.value, selected) ? kept.value : selected;
    last.current = { snapshot, selector, value };
    return value;
  };
  return useSyncExternalStore(subscribe, select, select);
}

const selectCurrentTrackId = (snapshot: PlayerSnapshot) => selectCurrentTrack(snapshot)?.id ?? null;

/** Id of the loaded track (song, episode or station), or null. */
export function useCurrentTrackId(): string | null {
  return usePlayerSelector(selectCurrentTrackId);
}
