import type { EventFrom } from 'xstate';
import type { Track } from '@tangerine/api';
import type { PlayerMachine, PlayerSnapshot, PlayerTrack } from '@tangerine/player-machine';

/** This device's player actor as Connect drives it: the player machine's events and snapshots. */
export interface PlayerActorPort {
  send(event: EventFrom<PlayerMachine>): void;
  getSnapshot(): PlayerSnapshot;
  subscribe(listener: (snapshot: PlayerSnapshot) => void): { unsubscribe(): void };
}

/** What Connect uses of this device's player; the app hands in its player (libs/player/web's handle fits). */
export interface ConnectPlayer {
  actor: PlayerActorPort;
  /** Runs `call` once a track that is starting plays (or fails); at once when none is starting. */
  afterAudioStarts(call: () => void): void;
}

/** A catalogue track as a queue item, or null (the player's browser half's `trackToPlayerItem`). */
export type ToPlayerTrack = (track: Track) => PlayerTrack | null;
