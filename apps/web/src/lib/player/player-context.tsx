import { useSelector } from '@xstate/react';
import { createContext, useContext, type ReactNode } from 'react';
import { selectCurrentTrack, type PlayerSnapshot } from '@tangerine/player-machine';
import type { PlayerService } from './player-service';

const PlayerContext = createContext<PlayerService | null>(null);

export function PlayerProvider({ player, children }: { player: PlayerService; children: ReactNode }) {
  return <PlayerContext.Provider value={player}>{children}</PlayerContext.Provider>;
}

export function usePlayerService(): PlayerService {
  const player = useContext(PlayerContext);
  if (!player) throw new Error('The player hooks must be used inside <PlayerProvider>');
  return player;
}

/** The app-wide player actor: `send({ type: 'queue.set', tracks, startIndex })`, `track.play`, `playback.toggle`... */
export function usePlayerActor() {
  return usePlayerService().actor;
}

/** Re-renders only when the selected value changes (`Object.is` unless `compare` says otherwise). */
export function usePlayerSelector<T>(selector: (snapshot: PlayerSnapshot) => T, compare?: (a: T, b: T) => boolean): T {
  return useSelector(usePlayerActor(), selector, compare);
}

const selectCurrentTrackId = (snapshot: PlayerSnapshot) => selectCurrentTrack(snapshot)?.id ?? null;

/** Id of the loaded track (song, episode or station), or null. */
export function useCurrentTrackId(): string | null {
  return usePlayerSelector(selectCurrentTrackId);
}
