// Stand-in written by the screens branch because the frame's src/lib/player was absent
// (web-routes.md): on merge, the frame's version wins. Same names: usePlayerActor,
// usePlayerSelector, useCurrentTrackId.
import { useSelector } from '@xstate/react';
import { selectCurrentTrack, type PlayerMachine, type PlayerSnapshot } from '@tangerine/player-machine';
import { createContext, createElement, useContext, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';

export type PlayerActor = ActorRefFrom<PlayerMachine>;

const PlayerActorContext = createContext<PlayerActor | null>(null);

export function PlayerActorProvider({ actor, children }: { actor: PlayerActor; children: ReactNode }) {
  return createElement(PlayerActorContext.Provider, { value: actor }, children);
}

export function usePlayerActor(): PlayerActor {
  const actor = useContext(PlayerActorContext);
  if (!actor) throw new Error('usePlayerActor() needs the app-wide player actor (PlayerActorProvider).');
  return actor;
}

export function usePlayerSelector<T>(selector: (snapshot: PlayerSnapshot) => T): T {
  return useSelector(usePlayerActor(), selector);
}

export function useCurrentTrackId(): string | null {
  return usePlayerSelector((snapshot) => selectCurrentTrack(snapshot)?.id ?? null);
}
